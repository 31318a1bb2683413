package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"
)

// The per-function breakdown of the worst path (wcet analyze
// --breakdown): the witness's own run, in the interpreter, with every
// cost charged to the function activation that adds it. functions[] has
// one row per function; breakdown holds the call tree, one node per
// calling context. A report whose bound no run is known to reach (not
// exact) has no breakdown: breakdown.unavailable says why, and
// functions[] is left out. Every renderer but SARIF shows it when the
// report has one.

// FunctionCost is one function's row of functions[]: over the worst
// path, its calls, the resource it adds itself (Self) and with its
// callees (Inclusive; a recursive activation counts in the outermost
// one only), Inclusive's share of the bound in percent (rounded down to
// one decimal), and its stack frame in bytes (nil: not known;
// FrameDynamic: the function also allocates on the stack at run time, a
// variable-length array or alloca, and FrameBytes is the static part).
type FunctionCost struct {
	Function     string  `json:"function"`
	Calls        int64   `json:"calls"`
	Self         int64   `json:"self"`
	Inclusive    int64   `json:"inclusive"`
	SharePercent float64 `json:"share_percent"`
	FrameBytes   *int64  `json:"frame_bytes"`
	FrameDynamic bool    `json:"frame_dynamic,omitempty"`
}

// Breakdown is the call tree of the worst path, or why there is none.
type Breakdown struct {
	// Unavailable says why there is no breakdown ("" when there is one).
	Unavailable string `json:"unavailable,omitempty"`
	// Folded counts the activations charged to folded nodes: the tree
	// keeps at most a few thousand calling contexts (deep recursion has
	// one per call path), and the calls beyond them are charged, with
	// their callees, to one folded node of their caller.
	Folded int64 `json:"folded,omitempty"`
	// Root is the entry's node; nil when Unavailable.
	Root *CallNode `json:"root,omitempty"`
}

// CallNode is one calling context of the worst path: Function called
// from its parent at File:Line:Col (the root has no call site), Calls
// times, with the resource its activations add themselves (Self) and
// with their callees (Inclusive), Inclusive's share of the bound in
// percent, and the function's stack frame in bytes (nil: not known;
// FrameDynamic as in FunctionCost).
// Context is in the form of Loop.Context. A folded node (Folded) stands
// for every call below its parent the tree left out; its Function is "".
type CallNode struct {
	Function     string     `json:"function"`
	Context      string     `json:"context"`
	File         string     `json:"file"`
	Line         int        `json:"line"`
	Col          int        `json:"col"`
	Calls        int64      `json:"calls"`
	Self         int64      `json:"self"`
	Inclusive    int64      `json:"inclusive"`
	SharePercent float64    `json:"share_percent"`
	FrameBytes   *int64     `json:"frame_bytes"`
	FrameDynamic bool       `json:"frame_dynamic,omitempty"`
	Folded       bool       `json:"folded,omitempty"`
	Children     []CallNode `json:"children"`
}

// normalize gives every node a non-nil list of children.
func (n *CallNode) normalize() {
	if n.Children == nil {
		n.Children = []CallNode{}
	}
	for i := range n.Children {
		n.Children[i].normalize()
	}
}

// callRow is one node of the tree in depth-first order, with its depth.
type callRow struct {
	n     *CallNode
	depth int
}

// rows returns the tree's nodes in depth-first order.
func (b *Breakdown) rows() []callRow {
	var out []callRow
	var walk func(n *CallNode, d int)
	walk = func(n *CallNode, d int) {
		out = append(out, callRow{n, d})
		for i := range n.Children {
			walk(&n.Children[i], d+1)
		}
	}
	if b != nil && b.Root != nil {
		walk(b.Root, 0)
	}
	return out
}

// SharePercent is cost / bound in percent, rounded down to one decimal
// (0 without a positive bound).
func SharePercent(cost int64, bound *big.Int) float64 {
	pm, _ := share(cost, bound)
	return float64(pm) / 10
}

func shareText(p float64) string { return fmt.Sprintf("%.1f%%", p) }

// FrameText renders a frame size: bytes, or "-" when not known; a
// frame with a run-time allocation (dynamic) is its static part and
// "+dyn" ("48+dyn").
func FrameText(b *int64, dynamic bool) string {
	if b == nil {
		return "-"
	}
	if dynamic {
		return fmt.Sprintf("%d+dyn", *b)
	}
	return fmt.Sprint(*b)
}

// nodeName is a node's function, or "(folded calls)".
func (n *CallNode) nodeName() string {
	if n.Folded {
		return "(folded calls)"
	}
	return n.Function
}

// Header rows of the breakdown's tables (table, md, csv).
var (
	functionHeader = []string{"function", "calls", "self", "inclusive", "share", "frame bytes"}
	callTreeHeader = []string{"call", "at", "calls", "self", "inclusive", "share", "frame bytes"}
)

// functionRows are the rows of functions[] as text.
func functionRows(r *Report) [][]string {
	var rows [][]string
	for _, f := range r.Functions {
		rows = append(rows, []string{f.Function, fmt.Sprint(f.Calls), fmt.Sprint(f.Self), fmt.Sprint(f.Inclusive), shareText(f.SharePercent), FrameText(f.FrameBytes, f.FrameDynamic)})
	}
	return rows
}

// callTreeRows are the call tree's rows as text, depth-first, the call
// indented by two spaces a level (indent: the prefix of one level).
func callTreeRows(b *Breakdown, indent string) [][]string {
	var rows [][]string
	for _, c := range b.rows() {
		n := c.n
		rows = append(rows, []string{strings.Repeat(indent, c.depth) + n.nodeName(), positionText(n.File, n.Line, n.Col),
			fmt.Sprint(n.Calls), fmt.Sprint(n.Self), fmt.Sprint(n.Inclusive), shareText(n.SharePercent), FrameText(n.FrameBytes, n.FrameDynamic)})
	}
	return rows
}

// unavailableText is the sentence a renderer writes for a breakdown that
// is unavailable.
func unavailableText(b *Breakdown) string {
	return "no per-function breakdown: " + b.Unavailable
}

// breakdownTables are the table format's sections of the breakdown.
func breakdownTables() []func(w io.Writer, r *Report) (bool, error) {
	return []func(w io.Writer, r *Report) (bool, error){
		func(w io.Writer, r *Report) (bool, error) {
			if r.Breakdown == nil || r.Breakdown.Unavailable == "" {
				return false, nil
			}
			return render(newTable(w, "breakdown"), [][]string{{unavailableText(r.Breakdown)}})
		},
		func(w io.Writer, r *Report) (bool, error) {
			if len(r.Functions) == 0 {
				return false, nil
			}
			return render(newTable(w, functionHeader...), functionRows(r))
		},
		func(w io.Writer, r *Report) (bool, error) {
			if r.Breakdown == nil || r.Breakdown.Root == nil {
				return false, nil
			}
			return render(newTable(w, callTreeHeader...), callTreeRows(r.Breakdown, "· "))
		},
	}
}

// markdownBreakdown writes the breakdown's sections of the Markdown
// report.
func markdownBreakdown(sb *strings.Builder, r *Report) {
	b := r.Breakdown
	if b == nil {
		return
	}
	sb.WriteString("\n## Per-function breakdown of the worst path\n\n")
	if b.Unavailable != "" {
		fmt.Fprintf(sb, "%s\n", mdInline(unavailableText(b)))
		return
	}
	var rows [][]string
	for _, row := range functionRows(r) {
		rows = append(rows, mdRow(row))
	}
	mdTable(sb, functionHeader, rows)
	sb.WriteString("\n### Call tree\n\n")
	rows = nil
	for _, row := range callTreeRows(b, "· ") {
		row = mdRow(row)
		row[1] = mdCode(row[1])
		rows = append(rows, row)
	}
	mdTable(sb, callTreeHeader, rows)
	if b.Folded > 0 {
		fmt.Fprintf(sb, "\n%d calls below the listed contexts are folded into their caller's (folded calls) row.\n", b.Folded)
	}
}

// CSV tables of the breakdown, after the loop table: functions, then the
// call tree (its depth and context as columns); or one table saying why
// there is none.
var (
	csvFunctionHeader    = []string{"function", "calls", "self", "inclusive", "share_percent", "frame_bytes"}
	csvCallTreeHeader    = []string{"depth", "function", "context", "location", "calls", "self", "inclusive", "share_percent", "frame_bytes", "folded"}
	csvUnavailableHeader = []string{"breakdown_unavailable"}
)

func csvBreakdown(write func([]string), flush func(), r *Report) {
	b := r.Breakdown
	if b == nil {
		return
	}
	frame := func(x *int64, dynamic bool) string {
		if x == nil {
			return ""
		}
		return FrameText(x, dynamic)
	}
	pct := func(p float64) string { return fmt.Sprintf("%.1f", p) }
	flush()
	if b.Unavailable != "" {
		write(csvUnavailableHeader)
		write([]string{b.Unavailable})
		return
	}
	write(csvFunctionHeader)
	for _, f := range r.Functions {
		write([]string{f.Function, fmt.Sprint(f.Calls), fmt.Sprint(f.Self), fmt.Sprint(f.Inclusive), pct(f.SharePercent), frame(f.FrameBytes, f.FrameDynamic)})
	}
	flush()
	write(csvCallTreeHeader)
	for _, c := range b.rows() {
		n := c.n
		write([]string{fmt.Sprint(c.depth), n.Function, n.Context, positionText(n.File, n.Line, n.Col), fmt.Sprint(n.Calls),
			fmt.Sprint(n.Self), fmt.Sprint(n.Inclusive), pct(n.SharePercent), frame(n.FrameBytes, n.FrameDynamic), fmt.Sprint(n.Folded)})
	}
}

// dotFunctionLabel is the cluster label of function fn in the DOT graph:
// its name and, with a breakdown, its costs on the worst path.
func dotFunctionLabel(r *Report, fn string) string {
	for _, f := range r.Functions {
		if f.Function == fn {
			return fmt.Sprintf("%s\\nworst path: %d calls, self %d, with callees %d (%s), frame %s", fn, f.Calls, f.Self, f.Inclusive, shareText(f.SharePercent), FrameText(f.FrameBytes, f.FrameDynamic))
		}
	}
	return fn
}

// jsonBreakdown writes functions[] and breakdown, when the report has
// them, as encoding/json does (members at depth d).
func (e *jsonWriter) breakdown(d int, r *Report) {
	if len(r.Functions) > 0 {
		e.key(d, false, "functions")
		e.encoded(d, r.Functions)
	}
	if r.Breakdown != nil {
		e.key(d, false, "breakdown")
		e.encoded(d, r.Breakdown)
	}
}

// encoded writes v through encoding/json, indented as a member at depth
// d (the breakdown is small: at most a few thousand nodes).
func (e *jsonWriter) encoded(d int, v any) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent(strings.Repeat("  ", d), "  ")
	if err := enc.Encode(v); err != nil {
		if e.err == nil {
			e.err = err
		}
		return
	}
	e.b = append(e.b, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
	e.maybeFlush()
}

// htmlBreakdown is the HTML report's breakdown: the functions table and
// the collapsible call tree beside the source view.
type htmlBreakdown struct {
	Unavailable string
	Functions   [][]string
	Tree        *htmlCallNode
	Folded      int64
}

type htmlCallNode struct {
	Name, At, AtLine         string // AtLine: the call site's anchor in the source view
	Calls, Self, Incl, Share string
	Frame                    string
	Permille                 int64
	Children                 []*htmlCallNode
}

// htmlBreakdownOf builds the HTML report's breakdown (nil without one).
func htmlBreakdownOf(r *Report, src *SourceView) *htmlBreakdown {
	b := r.Breakdown
	if b == nil {
		return nil
	}
	if b.Unavailable != "" {
		return &htmlBreakdown{Unavailable: unavailableText(b)}
	}
	hb := &htmlBreakdown{Functions: functionRows(r), Folded: b.Folded}
	var conv func(n *CallNode) *htmlCallNode
	conv = func(n *CallNode) *htmlCallNode {
		h := &htmlCallNode{Name: n.nodeName(), At: positionText(n.File, n.Line, n.Col), Calls: fmt.Sprint(n.Calls),
			Self: fmt.Sprint(n.Self), Incl: fmt.Sprint(n.Inclusive), Share: shareText(n.SharePercent), Frame: FrameText(n.FrameBytes, n.FrameDynamic)}
		h.Permille, _ = share(n.Inclusive, r.Bound)
		if src != nil && n.Line > 0 && n.Line <= len(src.Lines) && sameFile(n.File, src.File) {
			h.AtLine = fmt.Sprintf("L%d", n.Line)
		}
		for i := range n.Children {
			h.Children = append(h.Children, conv(&n.Children[i]))
		}
		return h
	}
	if b.Root != nil {
		hb.Tree = conv(b.Root)
	}
	return hb
}

// htmlBreakdownCSS is added to the page's style when it has a breakdown
// (a page without one keeps its bytes).
const htmlBreakdownCSS = `.split { display: flex; gap: 1.5em; align-items: flex-start; }
.calltree { flex: 0 0 auto; max-width: 38%; font-size: 0.9em; position: sticky; top: 0; max-height: 100vh; overflow: auto; }
.calltree ul { list-style: none; margin: 0; padding-left: 1.1em; }
.calltree > ul { padding-left: 0; }
.calltree summary, .calltree span.leaf { cursor: default; }
.calltree span.leaf { display: block; padding-left: 1.1em; text-indent: -0.1em; }
.calltree meter { width: 4em; }
.srcpane { flex: 1 1 40em; min-width: 0; overflow-x: auto; }
.srcpane .src td.code { white-space: pre; }
`

// htmlCallTreeTemplate renders one node of the call tree: a node with
// children is a <details> element (open), collapsible without a script.
const htmlCallTreeTemplate = `{{define "callnode"}}<li>{{if .Children}}<details open><summary>{{template "calllabel" .}}</summary>
<ul>
{{- range .Children}}
{{template "callnode" .}}
{{- end}}
</ul></details>{{else}}<span class="leaf">{{template "calllabel" .}}</span>{{end}}</li>{{end}}
{{- define "calllabel"}}<meter min="0" max="1000" value="{{.Permille}}"></meter> <strong>{{.Name}}</strong>{{if .At}} at {{if .AtLine}}<a href="#{{.AtLine}}"><code>{{.At}}</code></a>{{else}}<code>{{.At}}</code>{{end}}{{end}}: {{.Incl}} ({{.Share}}), self {{.Self}}, calls {{.Calls}}, frame {{.Frame}}{{end}}`

// WriteBreakdownTable writes only r's breakdown, as the table format does,
// each table after a blank line (wcet run --breakdown prints a concrete
// run's).
func WriteBreakdownTable(w io.Writer, r *Report) error {
	for _, s := range breakdownTables() {
		var sb strings.Builder
		wrote, err := s(&sb, r)
		if err != nil {
			return err
		}
		if !wrote {
			continue
		}
		if _, err := io.WriteString(w, "\n"+sb.String()); err != nil {
			return err
		}
	}
	return nil
}

type plainCallNode CallNode

// MarshalJSON marshals n with a nil list of children as [] (the
// contract: lists are never null).
func (n CallNode) MarshalJSON() ([]byte, error) {
	if n.Children == nil {
		n.Children = []CallNode{}
	}
	return marshal(plainCallNode(n))
}
