package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/driver"
	"wcet/internal/harness"
	"wcet/ipet"
	"wcet/ts"
	"wcet/unroll"
)

// benchRow is one program of `wcet bench` (BENCHMARKS.md, Chapter 3 table).
// Its JSON keys are stable: every key is present in every row.
type benchRow struct {
	Program string `json:"program"`
	File    string `json:"file"`
	Entry   string `json:"entry"`
	// CLines are the physical lines of the .c file; IRInstructions the
	// instructions in the function bodies of its .ll (llvm.dbg.* calls
	// left out): the .ll next to the .c, else the .c compiled.
	CLines         int   `json:"c_lines"`
	IRInstructions int   `json:"ir_instructions"`
	Oracle         int64 `json:"oracle"`
	// WantLine is the line of the WANT the oracle bound comes from.
	WantLine int `json:"want_line"`
	// Error is why the program could not be loaded ("" when it was).
	Error string    `json:"error"`
	SS    *benchRun `json:"ss"`
	IA    *benchRun `json:"ia"`
	// IPET is the IPET baseline on SS's loop table (ipet.FromSS: its time
	// leaves out the SS run it shares); nil when SS failed.
	IPET *benchRun `json:"ipet"`
}

// benchRun is one method on one program.
type benchRun struct {
	// Status: ok (bound == oracle), above (sound, bound > oracle), unsound
	// (bound < oracle, or the self-check ran an input above the bound:
	// Error names it), limit (--timeout or --max-states), error.
	Status string   `json:"status"`
	Bound  *big.Int `json:"bound"`
	Exact  bool     `json:"exact"`
	// Approx: the program's APPROX line names the method.
	Approx bool   `json:"approx"`
	States int64  `json:"states"`
	Reuses int64  `json:"reuses"`
	Merges int64  `json:"merges"`
	Lossy  int64  `json:"lossy"`
	TimeMS int64  `json:"time_ms"`
	Error  string `json:"error"`
}

const (
	benchOK      = "ok"
	benchAbove   = "above"
	benchUnsound = "unsound"
	benchLimit   = "limit"
	benchError   = "error"
)

type benchFlags struct {
	format        string
	timeout       time.Duration
	maxStates     int64
	iaMaxStates   int64
	only          string
	deterministic bool
	jobs          int
	chapter       int
}

func benchCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	var b benchFlags
	fs.StringVar(&b.format, "format", "table", "output format: table, json or md")
	fs.DurationVar(&b.timeout, "timeout", 60*time.Second, "give up on one method run after this long (0: no limit)")
	fs.Int64Var(&b.maxStates, "max-states", 1000000, "give up on an ss run after this many symbolic states")
	fs.Int64Var(&b.iaMaxStates, "ia-max-states", 200000, "give up on an ia run after this many symbolic states (shown as > cap, as the thesis showed its timeouts)")
	fs.StringVar(&b.only, "only", "", "only the programs whose name (without .c) matches this glob, e.g. 'bubble*'")
	fs.BoolVar(&b.deterministic, "deterministic", false, "zero the times, so that output is byte-identical across runs")
	fs.IntVar(&b.jobs, "j", 1, "programs analysed in parallel")
	fs.IntVar(&b.chapter, "chapter", 3, "the table: 3 (SS vs IA, thesis Table 3.2) or 4 (bounds without and with assertions, thesis Table 4.1)")
	pos, err := parse(fs, args, stderr)
	if err != nil {
		return err
	}
	dir := "testdata"
	switch len(pos) {
	case 0:
	case 1:
		dir = pos[0]
	default:
		return usagef("bench: expected at most one DIR, got %d: %s", len(pos), strings.Join(pos, " "))
	}
	switch {
	case b.format != "table" && b.format != "json" && b.format != "md":
		return usagef("bench: --format %q: want table, json or md", b.format)
	case b.timeout < 0:
		return usagef("bench: --timeout %s: cannot be negative", b.timeout)
	case b.maxStates <= 0:
		return usagef("bench: --max-states %d: want a positive count", b.maxStates)
	case b.iaMaxStates <= 0:
		return usagef("bench: --ia-max-states %d: want a positive count", b.iaMaxStates)
	case b.jobs < 1:
		return usagef("bench: -j %d: want at least 1", b.jobs)
	case b.chapter != 3 && b.chapter != 4:
		return usagef("bench: --chapter %d: want 3 or 4", b.chapter)
	}
	if b.only != "" {
		if _, err := filepath.Match(b.only, "x"); err != nil {
			return usagef("bench: --only %q: bad glob: %v", b.only, err)
		}
	}
	if st, err := os.Stat(dir); err != nil {
		return fmt.Errorf("bench: cannot read %s: %v", dir, errors.Unwrap(err))
	} else if !st.IsDir() {
		return usagef("bench: %s is not a directory", dir)
	}
	if b.chapter == 4 {
		rows, err := b.bench4(dir, progressWriter(stderr))
		if err != nil {
			return err
		}
		var buf bytes.Buffer
		if err := writeBench4(&buf, b.format, rows); err != nil {
			return err
		}
		if _, err = stdout.Write(buf.Bytes()); err != nil {
			return err
		}
		return unsound4(rows, stderr)
	}
	rows, err := b.programs(dir)
	if err != nil {
		return err
	}
	if len(rows) == 0 {
		what := ""
		if b.only != "" {
			what = fmt.Sprintf(" matching --only %q", b.only)
		}
		return fmt.Errorf("bench: no .c file in %s%s has a `WANT: cost=none resource=cycles` line", dir, what)
	}
	b.runAll(rows, progressWriter(stderr))
	if b.deterministic {
		for _, r := range rows {
			for _, m := range []*benchRun{r.SS, r.IA, r.IPET} {
				if m != nil {
					m.TimeMS = 0
				}
			}
		}
	}
	var buf bytes.Buffer
	switch b.format {
	case "json":
		out, err := json.MarshalIndent(rows, "", "  ")
		if err != nil {
			return err
		}
		buf.Write(append(out, '\n'))
	case "md":
		writeBenchMD(&buf, rows)
	default:
		if err := writeBenchTable(&buf, rows); err != nil {
			return err
		}
	}
	if _, err := stdout.Write(buf.Bytes()); err != nil {
		return err
	}
	var unsound []string
	for _, r := range rows {
		for _, m := range []struct {
			name string
			run  *benchRun
		}{{"ss", r.SS}, {"ia", r.IA}, {"ipet", r.IPET}} {
			if m.run != nil && m.run.Status == benchUnsound {
				unsound = append(unsound, fmt.Sprintf("%s: %s bound %s is below the worst case %d", r.Program, m.name, m.run.Bound, r.Oracle))
			}
		}
	}
	if len(unsound) > 0 {
		for _, u := range unsound[:len(unsound)-1] {
			fmt.Fprintf(stderr, "wcet: bench: UNSOUND: %s\n", u)
		}
		return &codeError{code: ExitFailed, err: fmt.Errorf("bench: UNSOUND: %s (soundness failure)", unsound[len(unsound)-1])}
	}
	return nil
}

// programs lists the benchmark programs of dir, sorted by name: every
// *.c with a `WANT: cost=none resource=cycles` line (the assertions=ignored
// one when there are both: ss and ia do not use assertions).
func (b *benchFlags) programs(dir string) ([]*benchRow, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.c"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var rows []*benchRow
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		if b.only != "" {
			if ok, _ := filepath.Match(b.only, name); !ok {
				if ok, _ := filepath.Match(b.only, filepath.Base(f)); !ok {
					continue
				}
			}
		}
		spec, err := harness.ParseSpec(f)
		if err != nil {
			rows = append(rows, &benchRow{Program: name, File: f, Error: oneLineErr(err), Oracle: -1})
			continue
		}
		var want *harness.Want
		for i, w := range spec.Wants {
			if w.Cost != "none" || w.Resource != "cycles" {
				continue
			}
			if want == nil || w.Assertions == "ignored" {
				want = &spec.Wants[i]
			}
		}
		if want == nil {
			continue
		}
		rows = append(rows, &benchRow{Program: name, File: f, Entry: spec.Entry, Oracle: want.Bound, WantLine: want.Line, CLines: -1, IRInstructions: -1})
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].Program < rows[j].Program })
	return rows, nil
}

// runAll benchmarks the rows on b.jobs workers. Each method run owns its
// poly context (unroll.SS and unroll.IA make one per call), so programs may
// run in parallel.
func (b *benchFlags) runAll(rows []*benchRow, progress io.Writer) {
	var mu sync.Mutex
	done := 0
	work := make(chan *benchRow)
	var wg sync.WaitGroup
	for w := 0; w < min(b.jobs, len(rows)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := range work {
				if r.Error == "" {
					b.runOne(r)
				}
				if progress != nil {
					mu.Lock()
					done++
					fmt.Fprintf(progress, "[%d/%d] %s\n", done, len(rows), progressText(r))
					mu.Unlock()
				}
			}
		}()
	}
	for _, r := range rows {
		work <- r
	}
	close(work)
	wg.Wait()
}

func progressText(r *benchRow) string {
	if r.Error != "" {
		return r.Program + ": " + r.Error
	}
	var parts []string
	for _, m := range []struct {
		name string
		run  *benchRun
	}{{"ss", r.SS}, {"ia", r.IA}, {"ipet", r.IPET}} {
		if m.run == nil {
			continue
		}
		if m.run.Bound != nil {
			parts = append(parts, fmt.Sprintf("%s %s (%d states, %d ms)", m.name, m.run.Bound, m.run.States, m.run.TimeMS))
		} else {
			parts = append(parts, fmt.Sprintf("%s %s", m.name, m.run.Status))
		}
	}
	return fmt.Sprintf("%s (worst case %d): %s", r.Program, r.Oracle, strings.Join(parts, ", "))
}

// runOne loads the program (cost model none, as wcet analyze --cost none
// does) and runs ss and ia on it.
func (b *benchFlags) runOne(r *benchRow) {
	spec, err := harness.ParseSpec(r.File)
	if err != nil {
		r.Error = oneLineErr(err)
		return
	}
	if data, err := os.ReadFile(r.File); err == nil {
		r.CLines = bytes.Count(data, []byte("\n"))
		if len(data) > 0 && data[len(data)-1] != '\n' {
			r.CLines++
		}
	}
	c := common{entry: spec.Entry, cost: "none", externCost: -1}
	if n, err := irInstructions(r.File, c); err == nil {
		r.IRInstructions = n
	}
	p, _, err := c.load([]string{r.File}, true)
	if err != nil {
		r.Error = oneLineErr(driver.Located(err))
		return
	}
	cfg := withEnv(analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: b.maxStates, Timeout: b.timeout, IgnoreAssertions: true})
	var abandoned bool
	var ssRes *analysis.Result
	ss := func(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
		res, err := unroll.SS(p, cfg)
		ssRes = res
		return res, err
	}
	r.SS, abandoned = b.method(p, cfg, ss, r.Oracle)
	r.SS.Approx = spec.Approximate("ss")
	if !abandoned && ssRes != nil {
		// IPET on SS's loop table: the integer program only.
		r.IPET, _ = b.method(p, cfg, func(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
			return ipet.FromSS(p, cfg, ssRes)
		}, r.Oracle)
		r.IPET.Approx = spec.Approximate("ipet")
	}
	if abandoned {
		// The abandoned run may still read p: ia gets its own copy.
		if p, _, err = c.load([]string{r.File}, true); err != nil {
			r.IA = &benchRun{Status: benchError, Error: oneLineErr(driver.Located(err))}
			return
		}
	}
	cfg.MaxStates = b.iaMaxStates
	r.IA, _ = b.method(p, cfg, unroll.IA, r.Oracle)
	r.IA.Approx = spec.Approximate("ia")
}

// method runs benchMethod under a hard deadline: the methods check
// --timeout only between symbolic states, and one polyhedra operation (a
// convex hull, an inclusion test) can run for minutes. A run still going
// at --timeout plus a grace period is abandoned (its goroutine ends when the
// operation does, its result is dropped) and reported as a limit.
func (b *benchFlags) method(p *ts.Program, cfg analysis.Config, m func(*ts.Program, analysis.Config) (*analysis.Result, error), oracle int64) (*benchRun, bool) {
	ch := make(chan *benchRun, 1)
	go func() { ch <- benchMethod(p, cfg, m, oracle) }()
	if b.timeout <= 0 {
		return <-ch, false
	}
	hard := b.timeout + max(b.timeout/2, 5*time.Second)
	t := time.NewTimer(hard)
	defer t.Stop()
	select {
	case run := <-ch:
		return run, false
	case <-t.C:
		return &benchRun{Status: benchLimit, TimeMS: hard.Milliseconds(),
			Error: fmt.Sprintf("timeout after %s: no answer within %s, abandoned (the method checks --timeout between states only; one operation outlasted it)", b.timeout, hard)}, true
	}
}

// benchMethod runs one method and compares its bound with the oracle's.
func benchMethod(p *ts.Program, cfg analysis.Config, method func(*ts.Program, analysis.Config) (*analysis.Result, error), oracle int64) (run *benchRun) {
	run = &benchRun{}
	start := time.Now()
	defer func() {
		if x := recover(); x != nil {
			run.TimeMS = time.Since(start).Milliseconds()
			run.Status, run.Bound = benchError, nil
			run.Error = fmt.Sprintf("internal error: %v", x)
			if os.Getenv("WCET_BENCH_DEBUG") != "" {
				fmt.Fprintf(os.Stderr, "%s\n", debug.Stack())
			}
		}
	}()
	res, err := method(p, cfg)
	run.TimeMS = time.Since(start).Milliseconds()
	if err != nil {
		var le *analysis.LimitError
		run.Status = benchError
		if errors.As(err, &le) {
			run.Status = benchLimit
		}
		run.Error = oneLineErr(driver.Located(err))
		return run
	}
	run.Bound = new(big.Int).Set(res.Bound)
	run.States, run.Reuses, run.Merges, run.Lossy = res.States, res.Reuses, res.Merges, res.Lossy
	// The self-check of analyze (unroll/selfcheck.go), seeded alike for
	// every program: a run above the bound makes the method unsound here
	// too, with the run named.
	chk, cerr := unroll.SelfCheck(p, cfg, res, unroll.CheckConfig{Seed: 1})
	run.Exact = chk.Exact
	var se *unroll.SelfCheckError
	if errors.As(cerr, &se) {
		run.Status, run.Exact, run.Error = benchUnsound, false, se.Error()
		return run
	}
	switch c := run.Bound.Cmp(big.NewInt(oracle)); {
	case c < 0:
		run.Status = benchUnsound
		run.Exact = false
	case c > 0:
		run.Status = benchAbove
	default:
		run.Status = benchOK
	}
	return run
}

// irInstructions counts the instructions in the function bodies of the
// program's IR, leaving out llvm.dbg.* calls: the .ll next to the .c when
// there is one, else the .c compiled.
func irInstructions(cfile string, c common) (int, error) {
	ll, err := os.ReadFile(strings.TrimSuffix(cfile, filepath.Ext(cfile)) + ".ll")
	if err != nil {
		fo, ferr := c.frontendOptions()
		if ferr != nil {
			return 0, ferr
		}
		if ll, err = frontend.CompileC(cfile, fo); err != nil {
			return 0, err
		}
	}
	return countIR(ll), nil
}

func countIR(ll []byte) int {
	n := 0
	in := false
	for _, line := range strings.Split(string(ll), "\n") {
		switch {
		case strings.HasPrefix(line, "define "):
			in = true
		case !in:
		case strings.HasPrefix(line, "}"):
			in = false
		case strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t"):
			t := strings.TrimSpace(line)
			if t != "" && !strings.HasPrefix(t, ";") && !strings.Contains(t, "@llvm.dbg.") {
				n++
			}
		}
	}
	return n
}

func oneLineErr(err error) string {
	s := strings.TrimSpace(err.Error())
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// progressWriter returns stderr when it is a terminal, else nil (no
// progress).
func progressWriter(stderr io.Writer) io.Writer {
	f, ok := stderr.(*os.File)
	if !ok {
		return nil
	}
	st, err := f.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return nil
	}
	return stderr
}

// ---- rendering ----

var benchHeader = []string{"program", "C lines", "IR insns", "worst case", "SS states", "SS ms", "SS bound", "SS exact", "IA states", "IA ms", "IA bound", "IPET bound"}

// benchCells renders a row; the notes are the full messages of the cells
// that show a short reason.
func benchCells(r *benchRow) ([]string, []string) {
	num := func(n int) string {
		if n < 0 {
			return "-"
		}
		return fmt.Sprint(n)
	}
	if r.Error != "" {
		oracle := "-"
		if r.Oracle >= 0 {
			oracle = fmt.Sprint(r.Oracle)
		}
		return []string{r.Program, num(r.CLines), num(r.IRInstructions), oracle, "-", "-", "error", "-", "-", "-", "error", "error"},
			[]string{fmt.Sprintf("%s: %s", r.Program, r.Error)}
	}
	var notes []string
	method := func(name string, m *benchRun) (states, ms, bound, exact string) {
		if m == nil {
			return "-", "-", "-", "-"
		}
		ms = fmt.Sprint(m.TimeMS)
		if m.Bound == nil {
			notes = append(notes, fmt.Sprintf("%s %s: %s", r.Program, name, m.Error))
			reason := m.Status
			if m.Status == benchLimit {
				if limitWhat(m.Error) == "states" {
					// The thesis's "> cap": a run stopped by its state cap.
					return "> " + capOf(m.Error), ms, "limit (states)", "-"
				}
				reason = "limit (" + limitWhat(m.Error) + ")"
			}
			return "-", ms, reason, "-"
		}
		states = fmt.Sprint(m.States)
		bound = m.Bound.String()
		switch m.Status {
		case benchUnsound:
			bound += " UNSOUND"
		case benchAbove:
			d := new(big.Int).Sub(m.Bound, big.NewInt(r.Oracle))
			bound += fmt.Sprintf(" (+%s)", d)
			if m.Approx {
				bound += " approx"
			}
		}
		exact = "no"
		if m.Exact {
			exact = "yes"
		}
		return states, ms, bound, exact
	}
	ssStates, ssMS, ssBound, ssExact := method("ss", r.SS)
	iaStates, iaMS, iaBound, _ := method("ia", r.IA)
	_, _, ipetBound, _ := method("ipet", r.IPET)
	return []string{r.Program, num(r.CLines), num(r.IRInstructions), fmt.Sprint(r.Oracle),
		ssStates, ssMS, ssBound, ssExact, iaStates, iaMS, iaBound, ipetBound}, notes
}

// capOf is the state cap a --max-states LimitError message names ("more
// than N states"), or "cap".
func capOf(msg string) string {
	var n int64
	if i := strings.Index(msg, "more than "); i >= 0 {
		if _, err := fmt.Sscanf(msg[i:], "more than %d states", &n); err == nil {
			return fmt.Sprint(n)
		}
	}
	return "cap"
}

// limitWhat shortens a LimitError message to the limit hit.
func limitWhat(msg string) string {
	switch {
	case strings.Contains(msg, "--max-states"):
		return "states"
	case strings.Contains(msg, "timeout"):
		return "timeout"
	}
	return "limit"
}

const benchFootnote = "worst case: the WANT bound (cost none, cycles; the oracle's). IR insns: instructions in the function bodies of the .ll (llvm.dbg.* left out). (+d): bound above the worst case by d; approx: the program's APPROX line names the method. IPET: the integer program on SS's loop table (-: SS failed)."

func newBenchTable(w io.Writer) *tablewriter.Table {
	t := tablewriter.NewTable(w, tablewriter.WithHeaderAutoFormat(tw.Off), tablewriter.WithHeaderAlignment(tw.AlignLeft))
	t.Header(benchHeader)
	return t
}

func writeBenchTable(w io.Writer, rows []*benchRow) error {
	t := newBenchTable(w)
	var cells [][]string
	var notes []string
	for _, r := range rows {
		c, n := benchCells(r)
		cells = append(cells, c)
		notes = append(notes, n...)
	}
	if err := t.Bulk(cells); err != nil {
		return err
	}
	if err := t.Render(); err != nil {
		return err
	}
	fmt.Fprintln(w, benchFootnote)
	for _, n := range notes {
		fmt.Fprintf(w, "  %s\n", n)
	}
	return nil
}

func writeBenchMD(w io.Writer, rows []*benchRow) {
	esc := func(s string) string { return strings.ReplaceAll(s, "|", `\|`) }
	fmt.Fprintf(w, "| %s |\n", strings.Join(benchHeader, " | "))
	fmt.Fprintf(w, "|%s\n", strings.Repeat("---|", len(benchHeader)))
	var notes []string
	for _, r := range rows {
		c, n := benchCells(r)
		for i := range c {
			c[i] = esc(c[i])
		}
		fmt.Fprintf(w, "| %s |\n", strings.Join(c, " | "))
		notes = append(notes, n...)
	}
	fmt.Fprintf(w, "\n%s\n", esc(benchFootnote))
	if len(notes) > 0 {
		fmt.Fprintln(w)
		for _, n := range notes {
			fmt.Fprintf(w, "- %s\n", esc(n))
		}
	}
}
