package reports

import (
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"
)

// WriteTable writes r for a terminal, as tables separated by blank lines:
// a summary (entry, resource, method, bound, exactness, cost model,
// counters, provenance), the loop bounds, the worst path and its input,
// the annotations with their verdicts, and the assumptions. Empty sections
// are left out. A report with status "error" is written as its errors, one
// per line: "file:line:col: kind: message".
func WriteTable(w io.Writer, r *Report) error {
	if r == nil {
		return fmt.Errorf("cannot write the table: no report")
	}
	if r.Status == StatusError {
		return writeErrors(w, r)
	}
	sections := append([]func(io.Writer, *Report) (bool, error){summaryTable, loopTable, witnessTable}, breakdownTables()...)
	sections = append(sections, annotationTable, assumptionTable)
	first := true
	for _, s := range sections {
		var sb strings.Builder
		wrote, err := s(&sb, r)
		if err != nil {
			return err
		}
		if !wrote {
			continue
		}
		if !first {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		first = false
		if _, err := io.WriteString(w, sb.String()); err != nil {
			return err
		}
	}
	return nil
}

// writeErrors writes the errors of a failed analysis, one per line.
func writeErrors(w io.Writer, r *Report) error {
	errs := r.Errors
	if len(errs) == 0 {
		errs = []Error{{Kind: KindError, Message: "analysis failed"}}
	}
	var sb strings.Builder
	for _, e := range errs {
		if p := positionText(e.File, e.Line, e.Col); p != "" {
			sb.WriteString(p + ": ")
		}
		kind := e.Kind
		if kind == "" {
			kind = KindError
		}
		fmt.Fprintf(&sb, "%s: %s\n", kind, e.Message)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

func newTable(w io.Writer, header ...string) *tablewriter.Table {
	t := tablewriter.NewTable(w, tablewriter.WithHeaderAutoFormat(tw.Off), tablewriter.WithHeaderAlignment(tw.AlignLeft))
	t.Header(header)
	return t
}

func render(t *tablewriter.Table, rows [][]string) (bool, error) {
	if err := t.Bulk(rows); err != nil {
		return false, err
	}
	return true, t.Render()
}

func summaryTable(w io.Writer, r *Report) (bool, error) {
	title := r.Input
	if title == "" {
		title = r.Entry
	}
	t := newTable(w, "wcet analyze", title)
	bound := "none"
	if r.Bound != nil {
		bound = r.Bound.String()
	}
	exact := "no (a sound upper bound)"
	if r.Exact {
		exact = "yes (the bound is the worst case)"
	}
	rows := [][]string{
		{"entry", r.Entry},
		{"resource", r.Resource},
		{"method", r.Method},
		{"bound", bound},
		{"exact", exact},
	}
	if a := r.Anytime; a != nil {
		rows = append(rows, []string{"anytime", AnytimeText(a)})
	}
	if c := r.CallGraph; c != nil {
		rows = append(rows, []string{"call-graph bound", CallGraphText(c)})
	}
	if x := r.Interrupts; x != nil {
		rows = append(rows, []string{"with interrupts", InterruptsText(r.Bound, x)})
	}
	rows = append(rows, [][]string{
		{"cost model", withHash(r.CostModel, r.CostModelSHA256)},
		{"states", fmt.Sprint(r.Stats.States)},
		{"reuses", fmt.Sprint(r.Stats.Reuses)},
		{"lossy events", fmt.Sprint(r.Stats.Lossy)},
		{"infeasible", fmt.Sprint(r.Stats.Infeasible)},
		{"merges", fmt.Sprint(r.Stats.Merges)},
		{"sampled runs", fmt.Sprint(r.Stats.SampledRuns)},
		{"time", fmt.Sprintf("%d ms", r.Stats.TimeMS)},
	}...)
	tool := r.ToolVersion
	if r.Commit != "" {
		tool = strings.TrimSpace(tool + " (" + r.Commit + ")")
	}
	for _, kv := range [][2]string{
		{"tool", tool},
		{"input", withHash(r.Input, r.InputSHA256)},
		{"compiler", r.Compiler},
		{"cflags", r.CFlags},
		{"target", r.targetLabel()},
	} {
		if kv[1] != "" {
			rows = append(rows, []string{kv[0], kv[1]})
		}
	}
	for _, kv := range r.extraProvenance(true) {
		rows = append(rows, []string{kv[0], kv[1]})
	}
	return render(t, rows)
}

// withHash renders "name (sha256 0123456789ab)", shortening the hash.
func withHash(name, sum string) string {
	if sum == "" {
		return name
	}
	if len(sum) > 12 {
		sum = sum[:12]
	}
	return strings.TrimSpace(name + " (sha256 " + sum + ")")
}

func loopTable(w io.Writer, r *Report) (bool, error) {
	if len(r.Loops) == 0 {
		return false, nil
	}
	t := newTable(w, "loop in", "at", "context", "max iter/entry", "total iter", "source")
	var rows [][]string
	for _, l := range r.Loops {
		rows = append(rows, []string{l.Function, positionText(l.File, l.Line, l.Col), l.Context,
			fmt.Sprint(l.MaxIterations), fmt.Sprint(l.TotalIterations), loopSource(l)})
	}
	return render(t, rows)
}

func witnessTable(w io.Writer, r *Report) (bool, error) {
	if r.Witness == nil {
		return false, nil
	}
	t := newTable(w, "worst path", "input")
	var rows [][]string
	if p := r.Witness.Path; len(p) > 0 {
		rows = append(rows, []string{"path", fmt.Sprintf("%d blocks: %s ... %s", PathLen(p), blockText(PathFirst(p)), blockText(PathLast(p)))})
	}
	in := r.Witness.Inputs
	for _, k := range sortedKeys(in.Args) {
		rows = append(rows, []string{"arg " + k, in.Args[k]})
	}
	for _, k := range sortedKeys(in.Globals) {
		rows = append(rows, []string{"global " + k, in.Globals[k]})
	}
	if len(in.Nondet) > 0 {
		rows = append(rows, []string{"nondet", NondetText(in.Nondet)})
	}
	if len(rows) == 0 {
		rows = append(rows, []string{"inputs", "none"})
	}
	return render(t, rows)
}

func blockText(b Block) string {
	s := b.Function + "/" + b.Block
	if p := positionText(b.File, b.Line, b.Col); p != "" {
		s += " (" + p + ")"
	}
	return s
}

func annotationTable(w io.Writer, r *Report) (bool, error) {
	if len(r.Annotations) == 0 {
		return false, nil
	}
	withViolation := false
	for _, a := range r.Annotations {
		withViolation = withViolation || a.Violation != nil
	}
	header := []string{"annotation", "text", "origin", "at", "verdict"}
	if withViolation {
		header = append(header, "violated by")
	}
	t := newTable(w, header...)
	var rows [][]string
	for _, a := range r.Annotations {
		row := []string{a.Kind, a.Text, a.Origin, positionText(a.File, a.Line, 0), a.Verdict}
		if withViolation {
			v := ""
			if a.Violation != nil {
				v = InputsText(*a.Violation)
			}
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	return render(t, rows)
}

func assumptionTable(w io.Writer, r *Report) (bool, error) {
	if len(r.Assumptions) == 0 && len(r.Warnings) == 0 {
		return false, nil
	}
	t := newTable(w, "#", "assumption")
	var rows [][]string
	for i, a := range r.Assumptions {
		rows = append(rows, []string{fmt.Sprint(i + 1), a})
	}
	for _, a := range r.Warnings {
		rows = append(rows, []string{"warning", a})
	}
	return render(t, rows)
}

// NondetText renders a nondet sequence in the syntax of wcet run --nondet:
// comma-separated integers, a run of k ≥ 2 equal values v written v*k
// (1,1,1,0 is "1*3,0"). The empty sequence is "".
func NondetText(seq []*big.Int) string {
	var parts []string
	for i := 0; i < len(seq); {
		j := i + 1
		for j < len(seq) && intText(seq[j]) == intText(seq[i]) {
			j++
		}
		if j-i >= 2 {
			parts = append(parts, fmt.Sprintf("%s*%d", intText(seq[i]), j-i))
		} else {
			parts = append(parts, intText(seq[i]))
		}
		i = j
	}
	return strings.Join(parts, ",")
}

func intText(v *big.Int) string {
	if v == nil {
		return "?"
	}
	return v.String()
}

// InputsText renders an input on one line: "n=5, g=[1,2], nondet=1*3,0",
// arguments then globals, each sorted by name.
func InputsText(in Inputs) string {
	var parts []string
	for _, k := range sortedKeys(in.Args) {
		parts = append(parts, k+"="+in.Args[k])
	}
	for _, k := range sortedKeys(in.Globals) {
		parts = append(parts, k+"="+in.Globals[k])
	}
	if len(in.Nondet) > 0 {
		parts = append(parts, "nondet="+NondetText(in.Nondet))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}

func sortedKeys(m map[string]string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
