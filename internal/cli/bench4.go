package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"path/filepath"
	"sort"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"wcet/analysis"
	"wcet/internal/driver"
	"wcet/internal/harness"
	"wcet/ipet"
	"wcet/ts"
	"wcet/unroll"
)

// The Chapter 4 table of `wcet bench --chapter 4` (BENCHMARKS.md, thesis
// Table 4.1): for every program with assertions and every resource it has
// WANT lines for, the worst case without and with the assertions (the
// oracle's, from the WANT lines), SS's bound and time both ways, and the
// IPET baseline both ways when that method is available (benchIPET; on
// the loop table of the SS run without the assertions, so its time is the
// integer program's).
// "phase 2" is what honouring the assertions costs SS: its time with them
// minus its time without (the thesis's phases are intertwined here, see
// unroll/assert_ss.go), with the states both ways.

// benchIPET is `--method ipet` for the table (nil: the column shows "-").
var benchIPET func(*ts.Program, analysis.Config) (*analysis.Result, error) = ipet.OverTable(unroll.SS)

// bench4Row is one program and resource of the Chapter 4 table.
type bench4Row struct {
	Program  string `json:"program"`
	File     string `json:"file"`
	Resource string `json:"resource"`
	// Without and With are the worst cases of the WANT lines without the
	// assertions (assertions=ignored) and with them.
	Without int64  `json:"worst_without"`
	With    int64  `json:"worst_with"`
	Error   string `json:"error"`
	// SS and IPET runs without (ignoring) and with the assertions.
	SSWithout   *benchRun `json:"ss_without"`
	SSWith      *benchRun `json:"ss_with"`
	IPETWithout *benchRun `json:"ipet_without"`
	IPETWith    *benchRun `json:"ipet_with"`
}

// programs4 lists the rows: programs with both a WANT line with and one
// without assertions (cost none) for a resource.
func (b *benchFlags) programs4(dir string) ([]*bench4Row, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.c"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var rows []*bench4Row
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		if b.only != "" {
			if ok, _ := filepath.Match(b.only, name); !ok {
				continue
			}
		}
		spec, err := harness.ParseSpec(f)
		if err != nil {
			continue
		}
		for _, res := range []string{"cycles", "heap"} {
			var with, without *harness.Want
			for i, w := range spec.Wants {
				if w.Cost != "none" || w.Resource != res {
					continue
				}
				if w.Assertions == "ignored" {
					without = &spec.Wants[i]
				} else {
					with = &spec.Wants[i]
				}
			}
			if with != nil && without != nil {
				rows = append(rows, &bench4Row{Program: name, File: f, Resource: res, Without: without.Bound, With: with.Bound})
			}
		}
	}
	return rows, nil
}

// runOne4 runs SS (and IPET for cycles) without and with the assertions.
func (b *benchFlags) runOne4(r *bench4Row) {
	spec, err := harness.ParseSpec(r.File)
	if err != nil {
		r.Error = oneLineErr(err)
		return
	}
	c := common{entry: spec.Entry, cost: "none", externCost: -1}
	load := func() *ts.Program {
		p, _, err := c.load([]string{r.File}, true)
		if err != nil {
			r.Error = oneLineErr(driver.Located(err))
			return nil
		}
		return p
	}
	cfg := withEnv(analysis.Config{Entry: spec.Entry, Resource: r.Resource, Assume: spec.Assume(), MaxStates: b.maxStates, Timeout: b.timeout})
	run := func(m func(*ts.Program, analysis.Config) (*analysis.Result, error), ignore bool, oracle int64) *benchRun {
		p := load()
		if p == nil {
			return nil
		}
		cfg := cfg
		cfg.IgnoreAssertions = ignore
		out, _ := b.method(p, cfg, m, oracle)
		return out
	}
	// SS without the assertions is the run IPET takes its loop bounds
	// from: IPET reuses it (ipet.FromSS) when it finished in time.
	var ssRes *analysis.Result
	var ssProg *ts.Program
	ssWithout := func(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
		res, err := unroll.SS(p, cfg)
		ssRes, ssProg = res, p
		return res, err
	}
	var abandoned bool
	if p := load(); p != nil {
		cfg := cfg
		cfg.IgnoreAssertions = true
		r.SSWithout, abandoned = b.method(p, cfg, ssWithout, r.Without)
	}
	r.SSWith = run(unroll.SS, false, r.With)
	switch {
	case benchIPET == nil || r.Resource != "cycles":
	case !abandoned && ssRes != nil:
		ipetRun := func(_ *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
			return ipet.FromSS(ssProg, cfg, ssRes)
		}
		r.IPETWithout = run(ipetRun, true, r.Without)
		r.IPETWith = run(ipetRun, false, r.With)
	case r.SSWithout != nil && !abandoned:
		// The SS run IPET takes its loop bounds from failed: so does IPET
		// (without running it again).
		for _, m := range []**benchRun{&r.IPETWithout, &r.IPETWith} {
			*m = &benchRun{Status: r.SSWithout.Status, TimeMS: r.SSWithout.TimeMS, Error: r.SSWithout.Error}
		}
	default:
		r.IPETWithout = run(benchIPET, true, r.Without)
		r.IPETWith = run(benchIPET, false, r.With)
	}
}

var bench4Header = []string{"program", "resource", "worst w/o", "worst with", "SS w/o", "SS with", "SS exact", "states w/o", "states with", "ms w/o", "ms with", "phase 2 ms", "IPET w/o", "IPET with"}

// bench4Cells renders a row and the notes of its failed runs.
func bench4Cells(r *bench4Row) ([]string, []string) {
	var notes []string
	if r.Error != "" {
		notes = append(notes, fmt.Sprintf("%s: %s", r.Program, r.Error))
	}
	bound := func(name string, m *benchRun, oracle int64) string {
		if m == nil {
			return "-"
		}
		if m.Bound == nil {
			notes = append(notes, fmt.Sprintf("%s %s: %s", r.Program, name, m.Error))
			if m.Status == benchLimit {
				return "limit (" + limitWhat(m.Error) + ")"
			}
			return m.Status
		}
		s := m.Bound.String()
		switch m.Status {
		case benchUnsound:
			s += " UNSOUND"
		case benchAbove:
			s += fmt.Sprintf(" (+%s)", new(big.Int).Sub(m.Bound, big.NewInt(oracle)))
		}
		return s
	}
	field := func(m *benchRun, f func(*benchRun) string) string {
		if m == nil || m.Bound == nil {
			return "-"
		}
		return f(m)
	}
	states := func(m *benchRun) string { return fmt.Sprint(m.States) }
	ms := func(m *benchRun) string { return fmt.Sprint(m.TimeMS) }
	exact := field(r.SSWith, func(m *benchRun) string {
		if m.Exact {
			return "yes"
		}
		return "no"
	})
	phase2 := "-"
	if r.SSWith != nil && r.SSWith.Bound != nil && r.SSWithout != nil && r.SSWithout.Bound != nil {
		phase2 = fmt.Sprint(r.SSWith.TimeMS - r.SSWithout.TimeMS)
	}
	return []string{r.Program, r.Resource, fmt.Sprint(r.Without), fmt.Sprint(r.With),
		bound("ss w/o", r.SSWithout, r.Without), bound("ss with", r.SSWith, r.With), exact,
		field(r.SSWithout, states), field(r.SSWith, states), field(r.SSWithout, ms), field(r.SSWith, ms), phase2,
		bound("ipet w/o", r.IPETWithout, r.Without), bound("ipet with", r.IPETWith, r.With)}, notes
}

const bench4Footnote = "worst w/o, worst with: the WANT bounds (cost none) without the assertions (assertions=ignored) and with them. phase 2 ms: SS's time with the assertions minus without. (+d): above the worst case by d."

// writeBench4 renders the rows as a table, markdown or JSON.
func writeBench4(w io.Writer, format string, rows []*bench4Row) error {
	if format == "json" {
		out, err := json.MarshalIndent(rows, "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(append(out, '\n'))
		return err
	}
	var cells [][]string
	var notes []string
	for _, r := range rows {
		c, n := bench4Cells(r)
		cells = append(cells, c)
		notes = append(notes, n...)
	}
	if format == "md" {
		esc := func(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
		fmt.Fprintf(w, "| %s |\n|%s\n", strings.Join(bench4Header, " | "), strings.Repeat("---|", len(bench4Header)))
		for _, c := range cells {
			for i := range c {
				c[i] = esc(c[i])
			}
			fmt.Fprintf(w, "| %s |\n", strings.Join(c, " | "))
		}
		fmt.Fprintf(w, "\n%s\n", bench4Footnote)
		for _, n := range notes {
			fmt.Fprintf(w, "- %s\n", esc(n))
		}
		return nil
	}
	var buf bytes.Buffer
	t := tablewriter.NewTable(&buf, tablewriter.WithHeaderAutoFormat(tw.Off), tablewriter.WithHeaderAlignment(tw.AlignLeft))
	t.Header(bench4Header)
	if err := t.Bulk(cells); err != nil {
		return err
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintln(&buf, bench4Footnote)
	for _, n := range notes {
		fmt.Fprintf(&buf, "  %s\n", n)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// bench4 is `wcet bench --chapter 4`: it returns the rows, run on b.jobs
// workers, with progress on progress (nil: none).
func (b *benchFlags) bench4(dir string, progress io.Writer) ([]*bench4Row, error) {
	rows, err := b.programs4(dir)
	if err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("bench: no .c file in %s has both a WANT line with assertions and one with assertions=ignored", dir)
	}
	jobs := make(chan *bench4Row)
	done := make(chan *bench4Row)
	for w := 0; w < min(b.jobs, len(rows)); w++ {
		go func() {
			for r := range jobs {
				b.runOne4(r)
				done <- r
			}
		}()
	}
	go func() {
		for _, r := range rows {
			jobs <- r
		}
		close(jobs)
	}()
	for i := range rows {
		r := <-done
		if progress != nil {
			fmt.Fprintf(progress, "[%d/%d] %s %s\n", i+1, len(rows), r.Program, r.Resource)
		}
	}
	if b.deterministic {
		for _, r := range rows {
			for _, m := range []*benchRun{r.SSWithout, r.SSWith, r.IPETWithout, r.IPETWith} {
				if m != nil {
					m.TimeMS = 0
				}
			}
		}
	}
	return rows, nil
}

// unsound4 is bench's soundness failure for the Chapter 4 table: a bound
// below its worst case (exit 1, each said on stderr).
func unsound4(rows []*bench4Row, stderr io.Writer) error {
	var msgs []string
	for _, r := range rows {
		for _, m := range []struct {
			name   string
			run    *benchRun
			oracle int64
		}{{"ss without assertions", r.SSWithout, r.Without}, {"ss with assertions", r.SSWith, r.With},
			{"ipet without assertions", r.IPETWithout, r.Without}, {"ipet with assertions", r.IPETWith, r.With}} {
			if m.run != nil && m.run.Status == benchUnsound {
				msgs = append(msgs, fmt.Sprintf("%s %s: %s bound %s is below the worst case %d", r.Program, r.Resource, m.name, m.run.Bound, m.oracle))
			}
		}
	}
	if len(msgs) == 0 {
		return nil
	}
	for _, u := range msgs[:len(msgs)-1] {
		fmt.Fprintf(stderr, "wcet: bench: UNSOUND: %s\n", u)
	}
	return &codeError{code: ExitFailed, err: fmt.Errorf("bench: UNSOUND: %s (soundness failure)", msgs[len(msgs)-1])}
}
