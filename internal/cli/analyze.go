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
	"strings"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/driver"
	"wcet/ipet"
	"wcet/reports"
	"wcet/ts"
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
	volatile      string
	// strict: an anytime result (the method stopped on its budget, the
	// bound is ipet's over the known loop bounds) exits 1.
	strict bool
	// breakdown: the per-function breakdown of the worst path.
	breakdown bool
	// result is the last analysis's result, for the HTML report's
	// per-line counts (nil before one succeeds).
	result *analysis.Result
	// onProgress is the analysis's analysis.Config.Progress (progress.go).
	onProgress func(states int64, loop ts.Pos, fn string)
}

func analyzeCmd(args []string, stdout, stderr io.Writer) (ret error) {
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
	fs.StringVar(&a.volatile, "volatile", "unknown", "volatile reads (memory-mapped registers, volatile objects): unknown (any value of the type, listed in assumptions), refuse, or memory (a volatile object holds what the program stored: no other agent writes it; a read at a fixed address stays unknown)")
	fs.StringVar(&a.template, "facts-template", "", "write a wcet/facts/v1 template with one loopbound entry per loop the analysis could not bound")
	fs.BoolVar(&a.breakdown, "breakdown", false, "add the per-function breakdown of the worst path (self and inclusive cost per function and calling context, share of the bound; when the bound is exact)")
	fs.BoolVar(&a.strict, "strict", false, "exit 1 when the method stopped on its budget and the bound is the anytime result (ipet over the loop bounds known without it); the report is written")
	pos, err := parse(fs, args, stderr)
	if err != nil {
		return err
	}
	files, err := inputFiles("analyze", pos)
	if err != nil {
		return err
	}
	if !methods[a.method] {
		return usagef("analyze: unknown --method %q (want ss, ia, enum or ipet)", a.method)
	}
	if !ts.KnownResource(a.resource) {
		return usagef("analyze: unknown --resource %q (want %s)", a.resource, strings.Join(ts.Resources, ", "))
	}
	if err := ipet.PeakError(a.resource); a.method == "ipet" && err != nil {
		return usagef("analyze: %v", err)
	}
	if a.volatile != "unknown" && a.volatile != "refuse" && a.volatile != "memory" {
		return usagef("analyze: --volatile %q: want unknown, refuse or memory", a.volatile)
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
		p, _, err := a.load(files, true)
		if err != nil {
			return err
		}
		if _, err := driver.CheckAssumptions(p, a.entry, a.assume); err != nil {
			return usageOf(err)
		}
		var buf bytes.Buffer
		p.Dump(&buf)
		return writeOut(a.out, stdout, buf.Bytes())
	case "":
	default:
		return usagef("analyze: --dump %q: the only dump is ts", a.dump)
	}
	head := a.head(files)
	pl := newProgress(stderr, a.quiet, "analyze", 0)
	a.onProgress = pl.hook("")
	rep, prog, err := a.analyze(files, head)
	pl.stop()
	var ue *driver.UnboundedError
	var se *driver.StopError
	if a.template != "" && (err == nil || errors.As(err, &ue) || errors.As(err, &se)) {
		if werr := writeTemplate(a.template, err); werr != nil {
			return werr
		}
	}
	if err != nil {
		rep = reports.ErrorReport(err, head)
	} else if a.strict && rep.Anytime != nil {
		// The report is written; the exit says the method did not finish.
		defer func() {
			if ret == nil {
				ret = &codeError{code: ExitFailed, err: fmt.Errorf("--strict: %s", reports.AnytimeText(rep.Anytime))}
			}
		}()
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
	if werr := a.render(&buf, a.format, rep, prog, files[0]); werr != nil {
		return werr
	}
	if werr := writeOut(a.out, stdout, buf.Bytes()); werr != nil {
		return werr
	}
	return err
}

// render writes rep in format (a value of formats; table otherwise). The
// dot and html formats also read the program and, for html, the source
// of file (the first input file) and the last result.
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
// A program of several files names each with its sha256
// (reports.Provenance.InputFiles).
func (a *analyzeFlags) head(files []string) *reports.Report {
	h := &reports.Report{Schema: reports.Schema, Status: reports.StatusOK, Entry: a.entry, Method: a.method, Resource: a.resource}
	h.ToolVersion = Version
	h.Commit = commit()
	h.Input = strings.Join(files, " ")
	var listing strings.Builder
	hasC := false
	for _, f := range files {
		sum := ""
		if b, err := os.ReadFile(f); err == nil {
			s := sha256.Sum256(b)
			sum = hex.EncodeToString(s[:])
		}
		fmt.Fprintf(&listing, "%s  %s\n", sum, f)
		if len(files) == 1 {
			h.InputSHA256 = sum
		} else {
			h.InputFiles = append(h.InputFiles, reports.InputFile{Path: f, SHA256: sum})
		}
		hasC = hasC || strings.HasSuffix(strings.ToLower(f), ".c")
	}
	if len(files) > 1 {
		s := sha256.Sum256([]byte(listing.String()))
		h.InputSHA256 = hex.EncodeToString(s[:])
	}
	if hasC {
		flags := frontend.PipelineFlags(a.opt == "O2" || a.opt == "o2")
		if t, _ := frontend.LookupTarget(a.target); t != nil {
			flags = append(flags, t.ClangFlags()...)
		}
		h.Compiler = "clang-14 " + strings.Join(flags, " ")
	}
	h.CFlags = a.cflags
	h.CostModel = a.cost
	h.Options = a.boundOptions()
	return h
}

// boundOptions are the options given that change a bound beyond the
// input, the compiler flags and the cost model (reports.Provenance.Options).
func (a *analyzeFlags) boundOptions() []string {
	var out []string
	if a.externCost >= 0 {
		out = append(out, fmt.Sprintf("--extern-cost %d", a.externCost))
	}
	if a.factsPath != "" {
		f := "--facts " + a.factsPath
		if b, err := os.ReadFile(a.factsPath); err == nil {
			s := sha256.Sum256(b)
			f += " (sha256 " + hex.EncodeToString(s[:]) + ")"
		}
		out = append(out, f)
	}
	for _, x := range a.assume {
		out = append(out, "--assume "+x)
	}
	if a.ignoreAsserts {
		out = append(out, "--ignore-assertions")
	}
	if a.opt != "" {
		out = append(out, "--opt "+a.opt)
	}
	if a.volatile != "unknown" {
		out = append(out, "--volatile "+a.volatile)
	}
	if a.target != "" {
		out = append(out, "--target "+a.target)
	}
	if a.waitStates > 0 {
		out = append(out, fmt.Sprintf("--wait-states %d", a.waitStates))
	}
	return out
}

// analyze runs the analysis of the flags on the program of files
// (driver.Run); head is the report's provenance.
func (a *analyzeFlags) analyze(files []string, head *reports.Report) (*reports.Report, *ts.Program, error) {
	lo, err := a.loadOptions(true)
	if err != nil {
		return nil, nil, err
	}
	cfg := withEnv(analysis.Config{Entry: a.entry, Resource: a.resource, Assume: a.assume,
		MaxStates: a.maxStates, Timeout: a.timeout, IgnoreAssertions: a.ignoreAsserts, Progress: a.onProgress})
	out, err := driver.Run(driver.Options{File: files[0], Files: files, Load: lo, Method: a.method, Config: cfg, SearchDebug: searchDebug(), RefuseVolatile: a.volatile == "refuse", PlainVolatile: a.volatile == "memory", Breakdown: a.breakdown}, head)
	if err != nil {
		return nil, nil, usageOf(err)
	}
	a.result = out.Result
	return out.Report, out.Program, nil
}
