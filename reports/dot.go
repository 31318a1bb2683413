package reports

import (
	"fmt"
	"io"
	"strings"
)

// CFG is the control-flow graph of the analysed program as plain data, for
// WriteDOT: the blocks of each function with their own cost and the edges
// between them. The CLI builds it from the transition system (reports
// imports no project package, DESIGN's package table); any tool can.
type CFG struct {
	Funcs []CFGFunc `json:"funcs"`
}

// CFGFunc is one function of a CFG. Blocks[0] is the entry block.
type CFGFunc struct {
	Name   string     `json:"name"`
	Blocks []CFGBlock `json:"blocks"`
	Edges  []CFGEdge  `json:"edges"`
}

// CFGBlock is one basic block: its name (as in the witness path's
// block), its first source line (0 when unknown), and its own cost in the
// report's resource: the constant costs of its transitions, calls'
// callees excluded. Variable is set when some cost of the block is not a
// constant (a memcpy of a variable length): Cost is then the constant part
// only. Calls lists the callees the block calls, in order.
type CFGBlock struct {
	Name     string   `json:"name"`
	Line     int      `json:"line"`
	Cost     int64    `json:"cost"`
	Variable bool     `json:"variable,omitempty"`
	Calls    []string `json:"calls,omitempty"`
}

// CFGEdge is a control-flow edge between two blocks of the same function;
// Back marks a loop's back edge.
type CFGEdge struct {
	From string `json:"from"`
	To   string `json:"to"`
	Back bool   `json:"back,omitempty"`
}

// WriteDOT writes g as one Graphviz digraph with a cluster per function:
// each block labelled with its name, line and cost, the blocks and edges of
// the worst path (r's witness) drawn bold and red, back edges dashed, and
// the bound in the graph's label. Blocks and edges keep the order of g; the
// output depends only on r and g. A report without a witness (status
// "error", method ipet) gives the plain CFG. Render it with
// `dot -Tsvg report.dot > report.svg`.
func WriteDOT(w io.Writer, r *Report, g *CFG) error {
	if r == nil {
		return fmt.Errorf("cannot write the DOT graph: no report")
	}
	if g == nil {
		return fmt.Errorf("cannot write the DOT graph: no control-flow graph")
	}
	onPath, pathEdges := worstPath(r)
	var sb strings.Builder
	sb.WriteString("digraph wcet {\n")
	title := fmt.Sprintf("%s: %s", r.Input, r.Entry)
	switch {
	case r.Status == StatusError:
		title += ", analysis failed"
	case r.Bound != nil:
		title += fmt.Sprintf(", %s bound %s (%s)", r.Resource, r.Bound, r.CostModel)
		if a := r.Anytime; a != nil {
			title += fmt.Sprintf(", anytime result of %s: %s", a.Method, a.Reason)
		}
		if c := r.CallGraph; c != nil {
			title += ", call-graph bound " + CallGraphText(c)
		}
		if x := r.Interrupts; x != nil {
			title += ", with interrupts " + InterruptsText(r.Bound, x)
		}
	}
	if r.Witness != nil && len(r.Witness.Path) > 0 {
		title += "\\nworst path in red"
	}
	fmt.Fprintf(&sb, "  label=%s;\n  labelloc=t;\n  fontname=\"Helvetica\";\n", dotQuote(title))
	sb.WriteString("  node [shape=box, fontname=\"Helvetica\", fontsize=10];\n  edge [fontname=\"Helvetica\", fontsize=9];\n")
	for i, f := range g.Funcs {
		fmt.Fprintf(&sb, "  subgraph cluster_%d {\n    label=%s;\n", i, dotQuote(dotFunctionLabel(r, f.Name)))
		for _, b := range f.Blocks {
			label := b.Name
			if b.Line > 0 {
				label += fmt.Sprintf("\\nline %d", b.Line)
			}
			cost := fmt.Sprint(b.Cost)
			if b.Variable {
				cost += " + variable"
			}
			label += "\\ncost " + cost
			if len(b.Calls) > 0 {
				label += "\\ncalls " + strings.Join(b.Calls, ", ")
			}
			attrs := "label=" + dotQuote(label)
			if onPath[f.Name+"\x00"+b.Name] {
				attrs += ", color=red, penwidth=2, style=filled, fillcolor=\"#ffe0e0\""
			}
			fmt.Fprintf(&sb, "    %s [%s];\n", dotQuote(f.Name+"/"+b.Name), attrs)
		}
		for _, e := range f.Edges {
			var attrs []string
			if e.Back {
				attrs = append(attrs, "style=dashed")
			}
			if pathEdges[f.Name+"\x00"+e.From+"\x00"+e.To] {
				attrs = append(attrs, "color=red", "penwidth=2")
			}
			a := ""
			if len(attrs) > 0 {
				a = " [" + strings.Join(attrs, ", ") + "]"
			}
			fmt.Fprintf(&sb, "    %s -> %s%s;\n", dotQuote(f.Name+"/"+e.From), dotQuote(f.Name+"/"+e.To), a)
		}
		sb.WriteString("  }\n")
	}
	sb.WriteString("}\n")
	_, err := io.WriteString(w, sb.String())
	return err
}

// worstPath returns the blocks of r's witness path and its edges (two
// blocks of one function visited one after the other, calls in between
// skipped), keyed function NUL block and function NUL from NUL to.
func worstPath(r *Report) (blocks, edges map[string]bool) {
	blocks, edges = map[string]bool{}, map[string]bool{}
	if r.Witness == nil {
		return
	}
	last := map[string]string{} // function -> its last block on the path
	for b := range PathBlocks(r.Witness.Path) {
		blocks[b.Function+"\x00"+b.Block] = true
		if prev, ok := last[b.Function]; ok {
			edges[b.Function+"\x00"+prev+"\x00"+b.Block] = true
		}
		last[b.Function] = b.Block
	}
	return
}

// dotQuote quotes s as a DOT string: double quotes and backslashes not
// followed by n escaped (\n is the label line break DOT expects).
func dotQuote(s string) string {
	var sb strings.Builder
	sb.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			sb.WriteString("\\\"")
		case c == '\\' && i+1 < len(s) && s[i+1] == 'n':
			sb.WriteString("\\n")
			i++
		case c == '\\':
			sb.WriteString("\\\\")
		case c == '\n':
			sb.WriteString("\\n")
		default:
			sb.WriteByte(c)
		}
	}
	sb.WriteByte('"')
	return sb.String()
}
