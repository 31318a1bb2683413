package cli

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"sort"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/assertions/lang"
	"wcet/frontend"
	"wcet/ipet"
	"wcet/reports"
	"wcet/ts"
	"wcet/unroll"
)

// Commit is the source revision, set at link time by the Makefile
// (-ldflags "-X wcet/internal/cli.Commit=..."), else read from the build
// info when the build recorded it.
var Commit = ""

func commit() string {
	if Commit != "" {
		return Commit
	}
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, s := range bi.Settings {
			if s.Key == "vcs.revision" {
				return s.Value
			}
		}
	}
	return "unknown"
}

// methods are the analysis methods of the CLI contract.
var methods = map[string]bool{"ss": true, "ia": true, "enum": true, "ipet": true}

// analyzeFlags are the flags of wcet analyze.
type analyzeFlags struct {
	common
	dump          string
	method        string
	resource      string
	format        string
	out           string
	assume        multi
	timeout       time.Duration
	maxStates     int64
	deterministic bool
	quiet         bool
	ignoreAsserts bool
	template      string
	// unbounded is the error of the analysis when it stopped on loops it
	// cannot bound (for --facts-template), else nil.
	unbounded error
	// result is the last analysis's result, for the HTML report's
	// per-line counts (nil before one succeeds).
	result *analysis.Result
	// onProgress is the analysis's analysis.Config.Progress (progress.go).
	onProgress func(states int64, loop ts.Pos, fn string)
}

func analyzeCmd(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
	var a analyzeFlags
	a.register(fs, true)
	fs.StringVar(&a.dump, "dump", "", "print an intermediate form instead of analysing: ts")
	fs.StringVar(&a.method, "method", "ss", "analysis method: ss, ia, enum, ipet")
	fs.StringVar(&a.resource, "resource", "cycles", "resource to bound: cycles or heap")
	fs.StringVar(&a.format, "format", "table", "output format: table, json, csv, md, html, dot or sarif")
	fs.StringVar(&a.out, "o", "", "output file (default: standard output)")
	fs.Var(&a.assume, "assume", "linear constraint over entry parameters and globals, e.g. 'n <= 100'; repeatable")
	fs.DurationVar(&a.timeout, "timeout", 60*time.Second, "give up after this long")
	fs.Int64Var(&a.maxStates, "max-states", 1000000, "give up after this many symbolic states")
	fs.BoolVar(&a.deterministic, "deterministic", false, "zero the times, so that output is byte-identical across runs")
	fs.BoolVar(&a.quiet, "quiet", false, "no progress on stderr")
	fs.BoolVar(&a.ignoreAsserts, "ignore-assertions", false, "analyse as if no assertion existed")
	fs.StringVar(&a.factsPath, "facts", "", "flow facts file (JSON, schema wcet/facts/v1): loop bounds, counts, assertions, recursion limits, extern costs, assumptions")
	fs.StringVar(&a.template, "facts-template", "", "write a wcet/facts/v1 template with one loopbound entry per loop the analysis could not bound")
	pos, err := parse(fs, args, stderr)
	if err != nil {
		return err
	}
	file, err := oneFile("analyze", pos)
	if err != nil {
		return err
	}
	if !methods[a.method] {
		return usagef("analyze: unknown --method %q (want ss, ia, enum or ipet)", a.method)
	}
	if a.resource != "cycles" && a.resource != "heap" {
		return usagef("analyze: unknown --resource %q (want cycles or heap)", a.resource)
	}
	if a.method == "ipet" && a.resource == "heap" {
		return usagef("analyze: %v", ipet.HeapError)
	}
	if !formats[a.format] {
		return usagef("analyze: --format %q: want table, json, csv, md, html, dot or sarif", a.format)
	}
	if err := checkOut("analyze", a.out); err != nil {
		return err
	}
	if a.template != "" {
		if fi, err := os.Stat(filepath.Dir(a.template)); err != nil || !fi.IsDir() {
			return usagef("analyze: --facts-template %s: directory %s does not exist", a.template, filepath.Dir(a.template))
		}
	}
	if a.template != "" && a.factsPath != "" && filepath.Clean(a.template) == filepath.Clean(a.factsPath) {
		return usagef("analyze: --facts-template %s would overwrite the --facts file", a.template)
	}
	if err := a.checkFlags(fs); err != nil {
		return err
	}
	switch a.dump {
	case "ts":
		p, _, err := a.load(file, true)
		if err != nil {
			return err
		}
		if _, err := checkAssumptions(p, a.entry, a.assume); err != nil {
			return err
		}
		var buf bytes.Buffer
		p.Dump(&buf)
		return writeOut(a.out, stdout, buf.Bytes())
	case "":
	default:
		return usagef("analyze: --dump %q: the only dump is ts", a.dump)
	}
	head := a.head(file)
	pl := newProgress(stderr, a.quiet, "analyze", 0)
	a.onProgress = pl.hook("")
	rep, prog, err := a.analyze(file, head)
	pl.stop()
	var ue *UnboundedError
	if a.template != "" && (err == nil || errors.As(err, &ue)) {
		if werr := writeTemplate(a.template, err); werr != nil {
			return werr
		}
	}
	if err != nil {
		rep = reports.ErrorReport(err, head)
	}
	if a.deterministic {
		reports.Deterministic(rep)
	}
	// json and sarif write their document also when the analysis failed
	// (status "error", exit 1); the other formats write nothing then, and
	// the error goes to stderr.
	if err != nil && a.format != "json" && a.format != "sarif" {
		return err
	}
	if a.format == "json" {
		// Streamed: the witness path of a long run makes a document of
		// hundreds of MB, which need not be held in memory. WriteJSON
		// validates the report before it writes a byte, so a refused
		// report still writes nothing (and creates no -o FILE).
		if werr := streamOut(a.out, stdout, func(w io.Writer) error { return reports.WriteJSON(w, rep) }); werr != nil {
			return werr
		}
		return err
	}
	var buf bytes.Buffer
	if werr := a.render(&buf, a.format, rep, prog, file); werr != nil {
		return werr
	}
	if werr := writeOut(a.out, stdout, buf.Bytes()); werr != nil {
		return werr
	}
	return err
}

// render writes rep in format (a value of formats; table otherwise). The
// dot and html formats also read the program and, for html, the source
// of file and the last result.
func (a *analyzeFlags) render(buf *bytes.Buffer, format string, rep *reports.Report, prog *ts.Program, file string) error {
	switch format {
	case "json":
		return reports.WriteJSON(buf, rep)
	case "sarif":
		return reports.WriteSARIF(buf, rep)
	case "csv":
		return reports.WriteCSV(buf, rep)
	case "md":
		return reports.WriteMarkdown(buf, rep)
	case "dot":
		return reports.WriteDOT(buf, rep, cfgOf(prog, a.resource))
	case "html":
		return reports.WriteHTML(buf, rep, a.htmlView(file))
	}
	return reports.WriteTable(buf, rep)
}

// formats are the values of analyze --format.
var formats = map[string]bool{"table": true, "json": true, "csv": true, "md": true, "html": true, "dot": true, "sarif": true}

// checkOut refuses an -o FILE whose directory does not exist, or that is a
// directory, before the analysis runs (a usage error of command cmd, exit
// 2).
func checkOut(cmd, out string) error {
	if out == "" || out == "-" {
		return nil
	}
	if fi, err := os.Stat(out); err == nil && fi.IsDir() {
		return usagef("%s: -o %s: is a directory, want a file", cmd, out)
	}
	dir := filepath.Dir(out)
	fi, err := os.Stat(dir)
	if err != nil {
		return usagef("%s: -o %s: directory %s does not exist", cmd, out, dir)
	}
	if !fi.IsDir() {
		return usagef("%s: -o %s: %s is not a directory", cmd, out, dir)
	}
	return nil
}

// cfgOf builds the control-flow graph of p for the DOT report: per
// function (module order) its blocks in the order of their first program
// point, each with the sum of the constant costs in resource of the
// transitions leaving its points (Variable when some cost is not
// constant) and the callees it calls; edges are the transitions between
// two blocks, and the back edges (latch to loop end, marked Back).
func cfgOf(p *ts.Program, resource string) *reports.CFG {
	g := &reports.CFG{Funcs: []reports.CFGFunc{}}
	if p == nil {
		return g
	}
	for _, f := range p.Funcs {
		cf := reports.CFGFunc{Name: f.Name, Blocks: []reports.CFGBlock{}, Edges: []reports.CFGEdge{}}
		index := map[string]int{}
		entered := map[*ts.Loc]bool{}
		for _, t := range f.Trans {
			entered[t.To] = true
		}
		for _, l := range f.Locs {
			if l.Block == "" && !entered[l] {
				continue // an exit or halt point no path reaches
			}
			if _, ok := index[blockOf(l)]; !ok {
				index[blockOf(l)] = len(cf.Blocks)
				cf.Blocks = append(cf.Blocks, reports.CFGBlock{Name: blockOf(l), Line: l.Pos.Line})
			}
		}
		if f.Entry != nil {
			// the entry block first
			if i := index[blockOf(f.Entry)]; i > 0 {
				b := cf.Blocks[i]
				copy(cf.Blocks[1:i+1], cf.Blocks[:i])
				cf.Blocks[0] = b
			}
		}
		seen := map[[2]string]bool{}
		for _, t := range f.Trans {
			from, to := blockOf(t.From), blockOf(t.To)
			b := &cf.Blocks[index[from]]
			for _, op := range t.Ops {
				switch op := op.(type) {
				case *ts.Cost:
					if op.Res != resource {
						continue
					}
					if c, ok := op.Amount.(*ts.Const); ok {
						b.Cost += ts.Signed(c.V, c.T.Bits).Int64()
					} else {
						b.Variable = true
					}
				case *ts.Call:
					b.Calls = append(b.Calls, op.Callee)
				}
			}
			// The void Back transition runs from the loop-end point to the
			// header, both in the header's block; the CFG's back edge is
			// the edge from the latch into the loop-end point.
			back := t.To.Loop != nil && t.To.Loop.End == t.To && t.Kind != ts.Back
			if t.Kind != ts.Back && (from != to || back) {
				k := [2]string{from, to}
				if !seen[k] {
					seen[k] = true
					cf.Edges = append(cf.Edges, reports.CFGEdge{From: from, To: to, Back: back})
				}
			}
		}
		g.Funcs = append(g.Funcs, cf)
	}
	return g
}

// blockOf is the block of l as the witness path names it; the synthetic
// exit and halt points, in no IR block, are named after themselves.
func blockOf(l *ts.Loc) string {
	if l.Block == "" {
		return l.Name
	}
	return l.Block
}

// head fills what the report says before the analysis runs: what is
// analysed, how, and by which tool (the provenance of DESIGN's contract).
func (a *analyzeFlags) head(file string) *reports.Report {
	h := &reports.Report{Schema: reports.Schema, Status: reports.StatusOK, Entry: a.entry, Method: a.method, Resource: a.resource}
	h.ToolVersion = Version
	h.Commit = commit()
	h.Input = file
	if b, err := os.ReadFile(file); err == nil {
		sum := sha256.Sum256(b)
		h.InputSHA256 = hex.EncodeToString(sum[:])
	}
	if strings.HasSuffix(strings.ToLower(file), ".c") {
		h.Compiler = "clang-14 " + strings.Join(frontend.PipelineFlags(a.opt == "O2" || a.opt == "o2"), " ")
	}
	h.CFlags = a.cflags
	h.CostModel = a.cost
	return h
}

// analyze loads the program, checks the assumptions and runs the method.
func (a *analyzeFlags) analyze(file string, head *reports.Report) (*reports.Report, *ts.Program, error) {
	p, model, err := a.load(file, true)
	if err != nil {
		return nil, nil, located(err)
	}
	head.TargetTriple, head.DataLayout = p.TargetTriple, p.DataLayout
	head.CostModel, head.CostModelSHA256 = model.Name, model.SHA256()
	assumptions, err := checkAssumptions(p, a.entry, a.assume)
	if err != nil {
		return nil, nil, err
	}
	head.Assumptions = append(head.Assumptions, assumptions...)
	assume := a.assume
	if ap := a.applied; ap != nil {
		for i, x := range ap.AssumeFacts {
			fa, err := checkAssumptions(p, a.entry, []string{x.Text})
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %v", a.facts.Where(x), strings.TrimPrefix(err.Error(), "--assume "))
			}
			head.Assumptions = append(head.Assumptions, strings.Replace(fa[0], "(--assume)", fmt.Sprintf("(%s facts[%d])", a.facts.Origin(), ap.AssumeFacts[i].Index), 1))
		}
		assume = append(append([]string{}, a.assume...), ap.Assume...)
		head.Assumptions = append(head.Assumptions, ap.Notes...)
	}
	run := map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){
		"enum": unroll.Enum, "ss": unroll.SS, "ia": unroll.IA, "ipet": ipet.OverTable(unroll.SS),
	}[a.method]
	if run == nil {
		return nil, nil, fmt.Errorf("--method %s is not available in this build of wcet; use --method ss, ia or enum", a.method)
	}
	start := time.Now()
	cfg := withEnv(analysis.Config{Entry: a.entry, Resource: a.resource, Assume: assume,
		MaxStates: a.maxStates, Timeout: a.timeout, IgnoreAssertions: a.ignoreAsserts, Progress: a.onProgress})
	res, err := run(p, cfg)
	if err != nil {
		// Name every loop without a bound, not only the first (unbounded.go).
		err = searchUnbounded(p, run, cfg, start, err)
		a.unbounded = err
		return nil, nil, located(err)
	}
	a.result = res
	rep := *head
	rep.Bound = res.Bound
	rep.Stats = reports.Stats{States: res.States, Lossy: res.Lossy, Reuses: res.Reuses, Merges: res.Merges, Infeasible: res.Infeasible, TimeMS: time.Since(start).Milliseconds()}
	rep.Assumptions = append(rep.Assumptions, res.Assumptions...)
	rep.Witness = witnessOf(res)
	rep.Loops = loopsOf(res)
	rep.Annotations = annotationsOf(res)
	if ap := a.applied; ap != nil {
		// A completed run never exceeded a recursion fact's limit (it is
		// an error at the call otherwise).
		for _, x := range ap.Recursion {
			r := reports.Annotation{Kind: "recursion", Text: fmt.Sprintf("%s max %d", x.Name, x.Max), Origin: a.facts.Origin(), Verdict: reports.VerdictProven}
			if fn := p.ByName[x.Name]; fn != nil && fn.Pos.Known() {
				r.File, r.Line = fn.Pos.File, fn.Pos.Line
			}
			rep.Annotations = append(rep.Annotations, r)
		}
	}
	// The self-check (unroll/selfcheck.go): the witness is replayed (the
	// only proof of exact; ipet's own Result.Exact is not trusted) and a
	// sample of other inputs is run; a run above the bound is an internal
	// error, never a result.
	chk, err := unroll.SelfCheck(p, cfg, res, unroll.CheckConfig{Seed: checkSeed(head.InputSHA256)})
	if err != nil {
		return nil, nil, err
	}
	rep.Exact = chk.Exact
	rep.Stats.SampledRuns = int64(chk.Sampled)
	rep.Stats.TimeMS = time.Since(start).Milliseconds()
	return &rep, p, nil
}

// checkSeed is the self-check's seed: the first 8 bytes of the input's
// sha256 (hex), so that the same input samples the same runs.
func checkSeed(sha string) int64 {
	var seed int64
	if b, err := hex.DecodeString(sha); err == nil && len(b) >= 8 {
		for _, x := range b[:8] {
			seed = seed<<8 | int64(x)
		}
	}
	return seed
}

// loopsOf renders the loop table: one row per loop and calling context.
func loopsOf(res *analysis.Result) []reports.Loop {
	out := []reports.Loop{}
	for _, l := range res.Loops {
		r := reports.Loop{Function: l.Func, Context: l.Context, MaxIterations: l.Max, TotalIterations: l.Total, Source: reports.SourceDerived}
		if l.Annotated {
			r.Source = reports.SourceAnnotation
		}
		if pos := l.Loop.Pos; pos.Known() {
			r.File, r.Line, r.Col = pos.File, pos.Line, pos.Col
		}
		out = append(out, r)
	}
	return out
}

// annotationsOf renders the verdicts on the user's annotations, in the
// method's order; a violation's input is rendered like the witness's.
func annotationsOf(res *analysis.Result) []reports.Annotation {
	out := []reports.Annotation{}
	for _, a := range res.Annotations {
		r := reports.Annotation{Kind: a.Kind, Text: a.Text, Origin: a.Origin, Verdict: a.Verdict}
		if a.Pos.Known() {
			r.File, r.Line = a.Pos.File, a.Pos.Line
		}
		if a.Violation != nil {
			in := inputsOf(a.Violation)
			r.Violation = &in
		}
		out = append(out, r)
	}
	return out
}

// inputsOf renders a concrete input in the syntax of wcet run: globals
// apart from parameters, lists bracketed.
func inputsOf(in *analysis.Input) reports.Inputs {
	r := reports.Inputs{Args: map[string]string{}, Globals: map[string]string{}, Nondet: in.Nondet}
	for k, v := range in.Args {
		if g, ok := strings.CutPrefix(k, "global:"); ok {
			r.Globals[g] = v.String()
		} else {
			r.Args[k] = v.String()
		}
	}
	for k, l := range in.Lists {
		s := make([]string, len(l))
		for i, v := range l {
			s[i] = v.String()
		}
		r.Args[k] = "[" + strings.Join(s, ",") + "]"
	}
	return r
}

// witnessOf renders the worst path and its input.
func witnessOf(res *analysis.Result) *reports.Witness {
	w := &reports.Witness{Inputs: inputsOf(&analysis.Input{Args: res.Args, Lists: res.Lists, Nondet: res.Nondet})}
	last := ""
	for _, st := range res.Path {
		if st.Trans.Kind != ts.Body {
			continue
		}
		key := st.Func + "/" + st.Trans.From.Block
		if key == last {
			continue
		}
		last = key
		pos := st.Trans.Pos
		b := reports.Block{Function: st.Func, Block: st.Trans.From.Block}
		if pos.Known() {
			b.File, b.Line, b.Col = pos.File, pos.Line, pos.Col
		}
		w.Path = append(w.Path, b)
	}
	return w
}

// checkAssumptions parses --assume constraints: linear (in)equalities of
// the assertion language over the entry's parameters and the program's
// globals. It returns them as assumptions[] entries.
func checkAssumptions(p *ts.Program, entry string, assume []string) ([]string, error) {
	names := map[string]bool{}
	if f := p.ByName[entry]; f != nil {
		for _, v := range f.Params {
			names[v.Name] = true
		}
	}
	for _, g := range p.Globals {
		names[g.Src] = true
	}
	var out []string
	for _, s := range assume {
		f, err := lang.Parse(s)
		if err != nil {
			return nil, usagef("--assume %q: %v", s, err)
		}
		for _, v := range f.Vars() {
			if !names[v] {
				known := make([]string, 0, len(names))
				for n := range names {
					known = append(known, n)
				}
				sort.Strings(known)
				return nil, usagef("--assume %q: %s is neither a parameter of %s nor a global (known: %s)", s, v, entry, strings.Join(known, ", "))
			}
		}
		out = append(out, fmt.Sprintf("input assumption (--assume): %s", f))
	}
	return out, nil
}

// located adapts errors with positions to reports.Located.
func located(err error) error {
	var ue *UnboundedError
	if errors.As(err, &ue) {
		return ue // its loops are located (Unwrap)
	}
	if fe, ok := frontend.AsError(err); ok {
		return &posError{err: err, pos: fe.Pos, kind: string(fe.Kind)}
	}
	var re *ts.RunError
	if errors.As(err, &re) {
		return &posError{err: err, pos: re.Pos, kind: "runtime"}
	}
	var le *analysis.LimitError
	if errors.As(err, &le) {
		// --max-states or --timeout while unrolling: the loop named is the
		// one left without a bound (kind "limit" when no loop is known).
		if le.Loop.Known() {
			return &posError{err: err, pos: le.Loop, kind: "unbounded-loop"}
		}
		return &posError{err: err, kind: "limit"}
	}
	return err
}

// posError is an error with a position, for reports.ErrorReport.
type posError struct {
	err  error
	pos  ts.Pos
	kind string
}

func (e *posError) Error() string { return e.err.Error() }
func (e *posError) Unwrap() error { return e.err }
func (e *posError) Kind() string  { return e.kind }
func (e *posError) Position() (string, int, int) {
	if !e.pos.Known() {
		return "", 0, 0
	}
	return e.pos.File, e.pos.Line, e.pos.Col
}
