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
	"regexp"
	"runtime"
	"sort"
	"strings"
	"sync"
	"time"

	"wcet/assertions/lang"
	"wcet/frontend"
	"wcet/lowlevel"
	"wcet/reports"
	"wcet/ts"
)

// BudgetSchema is the schema of a budget file (wcet check --budget).
const BudgetSchema = "wcet/budget/v1"

// budgetTask is one task of a budget file: what to analyze and its budget.
// Input (and a cost model file) are relative to the budget file.
type budgetTask struct {
	// Input is the program as the budget file names it: one file, or
	// several (a JSON list: the translation units) joined by spaces for
	// display; Inputs are the files.
	Input    string
	Inputs   []string
	Entry    string // default main
	Resource string // default cycles
	Max      *big.Int
	Cost     string // default insn
	CFlags   string
	Method   string // default ss
	Assume   []string
	Facts    string // a facts file (--facts), relative to the budget file
	Opt      string // --opt: "" or O2
	Target   string // --target: "" (the host) or a known target
	// ExternCost is --extern-cost (nil: not given).
	ExternCost *big.Int
}

// budget is a parsed budget file.
type budget struct {
	file  string // as named on the command line
	dir   string // its directory: task paths are relative to it
	tasks []budgetTask
}

// path resolves a path of the budget file: relative to its directory,
// absolute as is.
func (b *budget) path(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(b.dir, p)
}

// checkFlags are the flags of wcet check.
type checkFlags struct {
	budget        string
	jobs          int
	format        string
	out           string
	timeout       time.Duration
	maxStates     int64
	deterministic bool
	quiet         bool
}

// checkFormats are the values of check --format.
var checkFormats = map[string]bool{"table": true, "json": true, "csv": true, "md": true, "sarif": true}

func checkCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	var c checkFlags
	fs.StringVar(&c.budget, "budget", "", "budget file (JSON, schema "+BudgetSchema+")")
	fs.IntVar(&c.jobs, "j", runtime.NumCPU(), "tasks analysed in parallel")
	fs.StringVar(&c.format, "format", "table", "output format: table, json, csv, md or sarif")
	fs.StringVar(&c.out, "o", "", "output file (default: standard output)")
	fs.DurationVar(&c.timeout, "timeout", 60*time.Second, "give up on a task after this long")
	fs.Int64Var(&c.maxStates, "max-states", 1000000, "give up on a task after this many symbolic states")
	fs.BoolVar(&c.deterministic, "deterministic", false, "zero the times, so that output is byte-identical across runs")
	fs.BoolVar(&c.quiet, "quiet", false, "no progress on stderr")
	pos, err := parse(fs, args, stderr)
	if err != nil {
		return err
	}
	switch {
	case len(pos) == 1 && c.budget == "":
		c.budget = pos[0] // wcet check FILE
	case len(pos) > 0:
		return usagef("check: unexpected argument %q (the budget file is given with --budget FILE)", pos[0])
	case c.budget == "":
		return usagef("check: missing --budget FILE (see 'wcet check -h')")
	}
	if c.jobs < 1 {
		return usagef("check: -j %d: want at least 1", c.jobs)
	}
	if !checkFormats[c.format] {
		return usagef("check: --format %q: want table, json, csv, md or sarif", c.format)
	}
	if err := checkOut("check", c.out); err != nil {
		return err
	}
	b, err := readBudget(c.budget)
	if err != nil {
		return err
	}
	tasks := c.run(b, stderr)
	doc := reports.NewCheck(c.budget, tasks)
	var buf bytes.Buffer
	switch c.format {
	case "json":
		err = reports.WriteCheckJSON(&buf, doc)
	case "csv":
		err = reports.WriteCheckCSV(&buf, doc)
	case "md":
		err = reports.WriteCheckMarkdown(&buf, doc)
	case "sarif":
		err = reports.WriteCheckSARIF(&buf, doc)
	default:
		err = reports.WriteCheckTable(&buf, doc)
	}
	if err != nil {
		return err
	}
	if err := writeOut(c.out, stdout, buf.Bytes()); err != nil {
		return err
	}
	return checkVerdict(doc, stderr)
}

// run analyzes the tasks of b, c.jobs at a time, and judges each against
// its budget; the result is in the file's order, whatever order the
// analyses end in.
func (c *checkFlags) run(b *budget, stderr io.Writer) []reports.CheckTask {
	out := make([]reports.CheckTask, len(b.tasks))
	pl := newProgress(stderr, c.quiet, "check", len(b.tasks))
	next := make(chan int)
	var wg sync.WaitGroup
	for w := 0; w < min(c.jobs, len(b.tasks)); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				t := b.tasks[i]
				out[i] = reports.NewCheckTask(t.Input, t.Max, c.analyzeTask(b, t, pl))
				pl.taskDone()
			}
		}()
	}
	for i := range b.tasks {
		next <- i
	}
	close(next)
	wg.Wait()
	pl.stop()
	return out
}

// analyzeTask runs wcet analyze's code path (analyzeFlags.head and
// analyze) on task t; a failed analysis gives an error report, and so
// does a panic (an internal error fails the task, not the other tasks'
// reports).
func (c *checkFlags) analyzeTask(b *budget, t budgetTask, pl *progress) (rep *reports.Report) {
	a := analyzeFlags{
		common:        common{entry: t.Entry, cflags: b.cflags(t.CFlags), cost: t.Cost, externCost: -1, opt: t.Opt, target: t.Target},
		method:        t.Method,
		resource:      t.Resource,
		assume:        multi(t.Assume),
		timeout:       c.timeout,
		maxStates:     c.maxStates,
		deterministic: c.deterministic,
		quiet:         c.quiet,
	}
	if !lowlevel.Builtin(a.cost) {
		a.cost = b.path(a.cost)
	}
	if t.ExternCost != nil {
		a.externCost = t.ExternCost.Int64()
	}
	if t.Facts != "" {
		a.factsPath = b.path(t.Facts)
	}
	var files []string
	for _, f := range t.Inputs {
		files = append(files, b.path(f))
	}
	a.onProgress = pl.hook(filepath.Base(t.Inputs[0]) + ":" + t.Entry)
	head := a.head(files)
	defer func() {
		if r := recover(); r != nil {
			rep = reports.ErrorReport(fmt.Errorf("internal error: %v", r), head)
		}
	}()
	rep, _, err := a.analyze(files, head)
	if err != nil {
		rep = reports.ErrorReport(err, head)
	}
	if c.deterministic {
		reports.Deterministic(rep)
	}
	return rep
}

// checkVerdict prints one line on stderr per failed task, then one per
// task over its budget, and gives the exit code: 1 if any task failed,
// else 3 if any exceeded its budget, else 0 (DESIGN, CLI contract).
func checkVerdict(doc *reports.Check, stderr io.Writer) error {
	var failed, exceeded []string
	for i, t := range doc.Tasks {
		switch t.Verdict {
		case reports.VerdictError:
			msg := t.ErrorText()
			if msg == "" {
				msg = "analysis failed"
			}
			failed = append(failed, fmt.Sprintf("task %d (%s) failed: %s", i+1, t.Name(), msg))
		case reports.VerdictExceeded:
			s := fmt.Sprintf("task %d (%s): %s bound %s exceeds the budget %s by %s", i+1, t.Name(), t.Resource, t.Bound, t.Max, new(big.Int).Neg(t.Margin))
			if !t.Report.Exact {
				s += " (the bound is not proven exact: the worst case may be lower)"
			}
			exceeded = append(exceeded, s)
		}
	}
	for _, s := range append(failed, exceeded...) {
		fmt.Fprintf(stderr, "wcet: check: %s\n", s)
	}
	switch {
	case len(failed) > 0:
		return &codeError{code: ExitFailed}
	case len(exceeded) > 0:
		return &codeError{code: ExitExceeded}
	}
	return nil
}

// ---- the budget file ----

// budgetKeys are the keys of a task, in the order the errors list them.
var budgetKeys = []string{"input", "entry", "resource", "max", "cost", "cflags", "method", "assume", "facts", "opt", "target", "extern_cost"}

// readBudget reads and checks a budget file. Every mistake is a usage
// error (exit 2) of one line, "FILE:LINE:COL: what", at the offending
// key or value when it has one.
func readBudget(file string) (*budget, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, usagef("check: cannot read the budget file %s: %v", file, errors.Unwrap(err))
	}
	b, err := parseBudget(file, data)
	if err != nil {
		return nil, err
	}
	b.dir = filepath.Dir(file)
	for i, t := range b.tasks {
		for _, in := range t.Inputs {
			if st, err := os.Stat(b.path(in)); err != nil || st.IsDir() {
				return nil, usagef("check: %s: task %d: input %q: no such file (paths are relative to the budget file)", file, i+1, in)
			}
		}
		if t.Facts != "" {
			if st, err := os.Stat(b.path(t.Facts)); err != nil || st.IsDir() {
				return nil, usagef("check: %s: task %d: facts %q: no such file (paths are relative to the budget file)", file, i+1, t.Facts)
			}
		}
		if !lowlevel.Builtin(t.Cost) {
			if st, err := os.Stat(b.path(t.Cost)); err != nil || st.IsDir() {
				return nil, usagef("check: %s: task %d: cost %q: not a cost model (none, unit, insn, cortex-m4) nor a JSON file relative to the budget file", file, i+1, t.Cost)
			}
		}
	}
	return b, nil
}

// budgetParser walks a budget file token by token, to place its errors.
type budgetParser struct {
	file string
	data []byte
	dec  *json.Decoder
}

// errAt is a usage error at byte offset off of the file.
func (p *budgetParser) errAt(off int64, format string, args ...any) error {
	// Skip to the value or key the offset stands before.
	for off < int64(len(p.data)) && strings.ContainsRune(" \t\r\n:,", rune(p.data[off])) {
		off++
	}
	line, col := 1, 1
	for _, c := range p.data[:min(off, int64(len(p.data)))] {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return usagef("check: %s:%d:%d: %s", p.file, line, col, fmt.Sprintf(format, args...))
}

// syntax turns a decoding error into a positioned one.
func (p *budgetParser) syntax(err error, at int64) error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return p.errAt(se.Offset-1, "not valid JSON: %s", se.Error())
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return p.errAt(int64(len(p.data)), "not valid JSON: unexpected end of file")
	}
	return p.errAt(at, "not valid JSON: %v", err)
}

// delim reads the delimiter want ('{' or '[').
func (p *budgetParser) delim(want json.Delim, what string) error {
	at := p.dec.InputOffset()
	tok, err := p.dec.Token()
	if err != nil {
		return p.syntax(err, at)
	}
	if d, ok := tok.(json.Delim); !ok || d != want {
		kind := map[json.Delim]string{'{': "an object", '[': "a list"}[want]
		return p.errAt(at, "%s must be %s", what, kind)
	}
	return nil
}

// key reads the next key of an object, or "" at its end.
func (p *budgetParser) key() (string, int64, error) {
	at := p.dec.InputOffset()
	if !p.dec.More() {
		_, err := p.dec.Token() // the closing brace
		if err != nil {
			return "", at, p.syntax(err, at)
		}
		return "", at, nil
	}
	tok, err := p.dec.Token()
	if err != nil {
		return "", at, p.syntax(err, at)
	}
	return tok.(string), at, nil
}

// value decodes the next value into v, naming it what in errors.
func (p *budgetParser) value(v any, what string) error {
	at := p.dec.InputOffset()
	if err := p.dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return p.errAt(at, "%s must be %s, not a JSON %s", what, jsonKind(v), te.Value)
		}
		return p.syntax(err, at)
	}
	return nil
}

func jsonKind(v any) string {
	switch v.(type) {
	case *string:
		return "a string"
	case *[]string:
		return "a list of strings"
	}
	return "a number"
}

var integerText = regexp.MustCompile(`^-?(0|[1-9][0-9]*)$`)

// parseBudget parses a budget file (see BudgetSchema): an object with
// "schema" and a non-empty "tasks" list; each task has "input" and "max"
// (a non-negative integer), and optionally "entry", "resource", "cost",
// "cflags" (include directories relative to the budget file), "method",
// "assume", "facts", "opt", "target" and "extern_cost" (analyze's defaults). Unknown keys are
// errors: a misspelt key would silently fall back to a default.
func parseBudget(file string, data []byte) (*budget, error) {
	p := &budgetParser{file: file, data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	p.dec.UseNumber()
	if err := p.delim('{', "a budget file"); err != nil {
		return nil, err
	}
	b := &budget{file: file}
	var schema *string
	tasksAt := int64(-1)
	for {
		k, at, err := p.key()
		if err != nil {
			return nil, err
		}
		if k == "" {
			break
		}
		switch k {
		case "schema":
			var s string
			if err := p.value(&s, `"schema"`); err != nil {
				return nil, err
			}
			if s != BudgetSchema {
				return nil, p.errAt(at, "schema %q: want %q", s, BudgetSchema)
			}
			schema = &s
		case "tasks":
			tasksAt = at
			if err := p.delim('[', `"tasks"`); err != nil {
				return nil, err
			}
			for p.dec.More() {
				t, err := p.task(len(b.tasks) + 1)
				if err != nil {
					return nil, err
				}
				b.tasks = append(b.tasks, t)
			}
			if _, err := p.dec.Token(); err != nil {
				return nil, p.syntax(err, p.dec.InputOffset())
			}
		default:
			return nil, p.errAt(at, "unknown key %q (a budget file has schema and tasks)", k)
		}
	}
	if _, err := p.dec.Token(); !errors.Is(err, io.EOF) {
		return nil, p.errAt(p.dec.InputOffset(), "text after the budget object")
	}
	switch {
	case schema == nil:
		return nil, p.errAt(0, "no \"schema\" key (want %q)", BudgetSchema)
	case tasksAt < 0:
		return nil, p.errAt(0, "no \"tasks\" key")
	case len(b.tasks) == 0:
		return nil, p.errAt(tasksAt, "no tasks: a budget file gates at least one task")
	}
	return b, nil
}

// task parses task number n (from 1).
func (p *budgetParser) task(n int) (budgetTask, error) {
	start := p.dec.InputOffset()
	t := budgetTask{Entry: "main", Resource: "cycles", Cost: "insn", Method: "ss"}
	if err := p.delim('{', fmt.Sprintf("task %d", n)); err != nil {
		return t, err
	}
	seen := map[string]bool{}
	for {
		k, at, err := p.key()
		if err != nil {
			return t, err
		}
		if k == "" {
			break
		}
		what := fmt.Sprintf("task %d: %q", n, k)
		if seen[k] {
			return t, p.errAt(at, "task %d: key %q given twice", n, k)
		}
		seen[k] = true
		var s *string
		switch k {
		case "input":
			// A file, or a list of files (the program's translation units).
			vat := p.dec.InputOffset()
			var raw json.RawMessage
			if err := p.value(&raw, what); err != nil {
				return t, err
			}
			var one string
			if json.Unmarshal(raw, &one) == nil {
				t.Inputs = []string{one}
			} else if json.Unmarshal(raw, &t.Inputs) != nil || len(t.Inputs) == 0 {
				return t, p.errAt(vat, "%s: want a file, or a non-empty list of files (the program's translation units)", what)
			}
			for _, f := range t.Inputs {
				if f == "" {
					return t, p.errAt(vat, "%s is empty", what)
				}
			}
			t.Input = strings.Join(t.Inputs, " ")
			continue
		case "entry":
			s = &t.Entry
		case "resource":
			s = &t.Resource
		case "cost":
			s = &t.Cost
		case "cflags":
			s = &t.CFlags
		case "method":
			s = &t.Method
		case "facts":
			s = &t.Facts
		case "opt":
			vat := p.dec.InputOffset()
			if err := p.value(&t.Opt, what); err != nil {
				return t, err
			}
			if t.Opt != "" && t.Opt != "O2" {
				return t, p.errAt(vat, "%s: %q: want \"\" (the default pipeline) or \"O2\"", what, t.Opt)
			}
			continue
		case "target":
			vat := p.dec.InputOffset()
			if err := p.value(&t.Target, what); err != nil {
				return t, err
			}
			if _, err := frontend.LookupTarget(t.Target); err != nil {
				return t, p.errAt(vat, "%s: %v", what, err)
			}
			continue
		case "assume":
			vat := p.dec.InputOffset()
			if err := p.value(&t.Assume, what); err != nil {
				return t, err
			}
			for _, a := range t.Assume {
				if _, err := lang.Parse(a); err != nil {
					return t, p.errAt(vat, "%s: %q: %v", what, a, err)
				}
			}
			continue
		case "extern_cost":
			vat := p.dec.InputOffset()
			var raw json.RawMessage
			if err := p.value(&raw, what); err != nil {
				return t, err
			}
			num := string(raw)
			k, ok := new(big.Int).SetString(num, 10)
			if !ok || !integerText.MatchString(num) || k.Sign() < 0 || !k.IsInt64() {
				return t, p.errAt(vat, "%s: %s is not a cost (a JSON integer, at least 0)", what, num)
			}
			t.ExternCost = k
			continue
		case "max":
			vat := p.dec.InputOffset()
			var raw json.RawMessage
			if err := p.value(&raw, what); err != nil {
				return t, err
			}
			num := string(raw)
			m, ok := new(big.Int).SetString(num, 10)
			if !ok || !integerText.MatchString(num) {
				return t, p.errAt(vat, "%s: %s is not an integer (the budget: a JSON integer, at least 0)", what, num)
			}
			if m.Sign() < 0 {
				return t, p.errAt(vat, "%s: %s: a budget cannot be negative", what, num)
			}
			t.Max = m
			continue
		default:
			return t, p.errAt(at, "task %d: unknown key %q (want %s)", n, k, strings.Join(budgetKeys, ", "))
		}
		vat := p.dec.InputOffset()
		if err := p.value(s, what); err != nil {
			return t, err
		}
		if *s == "" && k != "cflags" {
			return t, p.errAt(vat, "%s is empty", what)
		}
	}
	switch {
	case !seen["input"]:
		return t, p.errAt(start, "task %d: no \"input\" (the program to analyze, relative to the budget file)", n)
	case t.Max == nil:
		return t, p.errAt(start, "task %d: no \"max\" (the budget: the most %s the task may take)", n, t.Resource)
	case !ts.KnownResource(t.Resource):
		return t, p.errAt(start, "task %d: unknown resource %q (want %s)", n, t.Resource, strings.Join(ts.Resources, ", "))
	case !methods[t.Method]:
		known := make([]string, 0, len(methods))
		for m := range methods {
			known = append(known, m)
		}
		sort.Strings(known)
		return t, p.errAt(start, "task %d: unknown method %q (want %s)", n, t.Method, strings.Join(known, ", "))
	case t.Method == "ipet" && ts.IsPeak(t.Resource):
		return t, p.errAt(start, "task %d: method ipet refuses resource %s (the high watermark is not cumulative; use method ss)", n, t.Resource)
	}
	return t, nil
}

// cflags makes the include directories of a task's cflags (-IDIR, -I DIR,
// -isystem DIR, -iquote DIR) relative to the budget file, like its other
// paths; other flags are kept as written.
func (b *budget) cflags(flags string) string {
	fs := strings.Fields(flags)
	for i := 0; i < len(fs); i++ {
		f := fs[i]
		switch {
		case (f == "-I" || f == "-isystem" || f == "-iquote") && i+1 < len(fs):
			if !filepath.IsAbs(fs[i+1]) {
				fs[i+1] = b.path(fs[i+1])
			}
			i++
		case strings.HasPrefix(f, "-I") && len(f) > 2 && !filepath.IsAbs(f[2:]):
			fs[i] = "-I" + b.path(f[2:])
		}
	}
	return strings.Join(fs, " ")
}
