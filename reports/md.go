package reports

import (
	"fmt"
	"io"
	"strings"
)

// WriteMarkdown writes r as GitHub-flavoured Markdown, for review records
// and certification evidence: a heading naming the input, the bound table
// (entry, resource, bound, exact, states, time in ms, cost model), the
// loop table (function, file:line:col, context, max iterations per entry,
// total iterations, source), then, when present, the worst path (its
// length, first and last blocks, and its input), the annotations with
// their verdicts and the numbered assumptions the bound depends on, and
// the provenance (tool, commit, input hash, compiler, flags, target). A
// report with status "error" is written as its heading and a list of its
// errors. Text is escaped (see mdInline) and kept on one line, so that
// any text stays inside its cell and renders as written.
func WriteMarkdown(w io.Writer, r *Report) error {
	if r == nil {
		return fmt.Errorf("cannot write the Markdown report: no report")
	}
	var sb strings.Builder
	title := r.Input
	if title == "" {
		title = r.Entry
	}
	fmt.Fprintf(&sb, "# WCET report: %s\n\n", mdCode(title))
	if r.Status == StatusError {
		sb.WriteString("Analysis failed:\n\n")
		for _, e := range r.Errors {
			p := positionText(e.File, e.Line, e.Col)
			if p != "" {
				p = "`" + strings.ReplaceAll(p, "`", "'") + "` "
			}
			fmt.Fprintf(&sb, "- %s**%s**: %s\n", p, mdInline(e.Kind), mdInline(e.Message))
		}
		_, err := io.WriteString(w, sb.String())
		return err
	}
	sb.WriteString("## Bound\n\n")
	mdTable(&sb, []string{"entry", "resource", "bound", "exact", "states", "time (ms)", "cost model"}, [][]string{mdRow(boundRow(r))})
	if a := r.Anytime; a != nil {
		fmt.Fprintf(&sb, "\n**Anytime result:** %s\n", mdInline(AnytimeText(a)))
	}
	if c := r.CallGraph; c != nil {
		fmt.Fprintf(&sb, "\n**Call-graph bound:** %s\n", mdInline(CallGraphText(c)))
	}
	if x := r.Interrupts; x != nil {
		fmt.Fprintf(&sb, "\n**With interrupts:** %s\n", mdInline(InterruptsText(r.Bound, x)))
	}
	sb.WriteString("\n## Loops\n\n")
	if len(r.Loops) == 0 {
		sb.WriteString("No loops.\n")
	} else {
		var rows [][]string
		for _, l := range r.Loops {
			row := mdRow(loopRow(l))
			row[1], row[2] = mdCode(positionText(l.File, l.Line, l.Col)), mdCode(l.Context)
			rows = append(rows, row)
		}
		mdTable(&sb, []string{"function", "location", "context", "max iterations per entry", "total iterations", "source"}, rows)
	}
	if w := r.Witness; w != nil {
		sb.WriteString("\n## Worst path\n\n")
		if p := w.Path; len(p) > 0 {
			fmt.Fprintf(&sb, "%d blocks, from %s to %s. ", PathLen(p), mdCode(blockText(PathFirst(p))), mdCode(blockText(PathLast(p))))
		}
		fmt.Fprintf(&sb, "Input (replay with `wcet run --witness REPORT.json`): %s\n", mdCode(InputsText(w.Inputs)))
	}
	markdownBreakdown(&sb, r)
	if len(r.Annotations) > 0 {
		sb.WriteString("\n## Annotations\n\n")
		var rows [][]string
		for _, a := range r.Annotations {
			v := ""
			if a.Violation != nil {
				v = mdCode(InputsText(*a.Violation))
			}
			rows = append(rows, []string{mdInline(a.Kind), mdCode(a.Text), mdInline(a.Origin), mdCode(positionText(a.File, a.Line, 0)), mdInline(a.Verdict), v})
		}
		mdTable(&sb, []string{"kind", "text", "origin", "location", "verdict", "violated by"}, rows)
	}
	if len(r.Assumptions) > 0 {
		sb.WriteString("\n## Assumptions\n\n")
		for i, a := range r.Assumptions {
			fmt.Fprintf(&sb, "%d. %s\n", i+1, mdInline(a))
		}
	}
	if len(r.Warnings) > 0 {
		sb.WriteString("\n## Warnings\n\n")
		for _, a := range r.Warnings {
			fmt.Fprintf(&sb, "- %s\n", mdInline(a))
		}
	}
	var prov [][]string
	for _, kv := range [][2]string{
		{"tool", r.ToolVersion}, {"commit", r.Commit}, {"input", r.Input}, {"input sha256", r.InputSHA256},
		{"compiler", r.Compiler}, {"cflags", r.CFlags}, {"target", r.targetLabel()},
		{"cost model", r.CostModel}, {"cost model sha256", r.CostModelSHA256},
	} {
		if kv[1] != "" {
			prov = append(prov, []string{kv[0], mdCode(kv[1])})
		}
	}
	for _, kv := range r.extraProvenance(false) {
		prov = append(prov, []string{kv[0], mdCode(kv[1])})
	}
	if len(prov) > 0 {
		sb.WriteString("\n## Provenance\n\n")
		mdTable(&sb, []string{"field", "value"}, prov)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// mdTable writes a pipe table; the header is escaped, the rows are
// written as given (escaped by mdRow, mdInline or mdCode).
func mdTable(sb *strings.Builder, header []string, rows [][]string) {
	line := func(cells []string) {
		sb.WriteString("|")
		for _, c := range cells {
			sb.WriteString(" " + c + " |")
		}
		sb.WriteString("\n")
	}
	line(mdRow(header))
	sb.WriteString("|")
	for range header {
		sb.WriteString(" --- |")
	}
	sb.WriteString("\n")
	for _, r := range rows {
		line(r)
	}
}

// mdRow escapes every cell of row (mdInline), in a new slice.
func mdRow(row []string) []string {
	out := make([]string, len(row))
	for i, c := range row {
		out[i] = mdInline(c)
	}
	return out
}

// mdCode writes s as a code span (positions, hashes, flags, assertion
// text stay as written), pipes escaped for tables; text with a backtick
// or a line break is escaped by mdInline instead; "" stays "".
func mdCode(s string) string {
	if s == "" {
		return ""
	}
	if strings.ContainsAny(s, "`\r\n") {
		return mdInline(s)
	}
	return "`" + strings.ReplaceAll(s, "|", "\\|") + "`"
}

// mdInline puts s on one line and escapes the characters Markdown would
// read as markup (emphasis, code, links, raw HTML, entities, table pipes)
// with a backslash, so that the text renders as written.
func mdInline(s string) string {
	return mdEscaper.Replace(s)
}

var mdEscaper = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ",
	"\\", "\\\\", "|", "\\|", "*", "\\*", "_", "\\_", "`", "\\`",
	"[", "\\[", "]", "\\]", "<", "\\<", "&", "\\&")
