package driver

import (
	"encoding/hex"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/assertions/lang"
	"wcet/facts"
	"wcet/frontend"
	"wcet/ipet"
	"wcet/lowlevel"
	"wcet/lowlevel/stack"
	"wcet/reports"
	"wcet/ts"
	"wcet/unroll"
)

// Methods are the analysis methods by their --method name. ipet takes its
// loop bounds from SS's loop table (assertions ignored).
var Methods = map[string]analysis.Method{
	"enum": unroll.Enum, "ss": unroll.SS, "ia": unroll.IA, "ipet": ipet.OverTable(unroll.SS),
}

// LoadOptions say how to read, translate and price a program.
type LoadOptions struct {
	Frontend frontend.Options
	// Price: apply the cost model Cost (a builtin name or a JSON file)
	// with Lowlevel's options.
	Price    bool
	Cost     string
	Lowlevel lowlevel.Options
	// Facts is a flow facts file (--facts) applied to the program before
	// it is priced ("": none).
	Facts string
	// WaitStates (--wait-states, --cost machine only) are the flash wait
	// states charged per fetched machine block and per load.
	WaitStates int64
	// Stack (--resource stack): the functions' frames are measured for
	// the target and added to the program as the "stack" resource
	// (stack.go).
	Stack bool
}

// Loaded is a program ready for a method: translated, with its facts
// applied and priced.
type Loaded struct {
	Program *ts.Program
	Model   *lowlevel.Model // nil unless priced
	Facts   *facts.File     // nil without a facts file
	Applied *facts.Applied  // what the facts file applied (nil without one)
	// interrupts are the facts file's interrupt handlers with their
	// stack bounds (Stack only; nil without interrupt facts).
	interrupts *handlerStacks
}

// Load reads and translates the program, applies the facts file, then
// prices it.
func Load(file string, o LoadOptions) (*Loaded, error) {
	return LoadFiles([]string{file}, o)
}

// LoadFiles is Load for a program of several translation units (C or
// .ll files, linked: frontend.LoadFiles).
func LoadFiles(files []string, o LoadOptions) (*Loaded, error) {
	var ld Loaded
	var err error
	if o.Price && o.Cost != Machine {
		if ld.Model, err = lowlevel.Load(o.Cost); err != nil {
			return nil, err
		}
	}
	if o.Price && o.Cost == Machine {
		if ld.Model, err = machineModel(files, o); err != nil {
			return nil, err
		}
	}
	if ld.Program, err = frontend.LoadFiles(files, o.Frontend); err != nil {
		return nil, err
	}
	lo := o.Lowlevel
	if o.Facts != "" {
		if ld.Facts, err = facts.Load(o.Facts); err != nil {
			return nil, err
		}
		if ld.Applied, err = facts.Apply(ld.Program, ld.Facts); err != nil {
			return nil, err
		}
		lo.ExternCosts = ld.Applied.ExternCosts
	}
	if o.Price {
		if err := lowlevel.Apply(ld.Program, ld.Model, lo); err != nil {
			return nil, err
		}
	}
	if o.Stack {
		ll, frames, err := applyStack(files, o, ld.Program)
		if err != nil {
			return nil, err
		}
		if ld.Applied != nil {
			if ld.interrupts, err = loadInterrupts(ll, frames, o.Frontend.Target, ld.Program, ld.Facts, ld.Applied); err != nil {
				return nil, err
			}
			interruptNotes(&ld)
		}
	} else if ld.Applied != nil {
		for _, x := range ld.Applied.Interrupts {
			ld.Applied.Unused = append(ld.Applied.Unused, fmt.Sprintf("%s is not used: an interrupt handler counts only toward --resource stack", ld.Facts.Where(x)))
		}
	}
	return &ld, nil
}

// Options are one analysis: the program, the method and its limits.
type Options struct {
	// File is the program; Files, when not empty, are its translation
	// units (wcet analyze a.c b.c lib.ll), and File is not read.
	File  string
	Files []string
	Load  LoadOptions
	// Method is a key of Methods.
	Method string
	// Config is the method's configuration: Entry, Resource, Assume (the
	// user's --assume; the facts file's assumptions are added), MaxStates,
	// Timeout (the budget of the whole run, the search for unbounded
	// loops included), IgnoreAssertions, Progress and the debug switches.
	Config analysis.Config
	// SearchDebug traces each run of the search for unbounded loops to
	// Config.Debug (WCET_SEARCH_DEBUG).
	SearchDebug bool
	// RefuseVolatile (--volatile refuse): a volatile read the entry
	// reaches is refused at its position, instead of being any value of
	// its type (listed in assumptions[]).
	RefuseVolatile bool
	// PlainVolatile (--volatile memory): a volatile object holds what
	// the program stored (plainVolatile); a read at a fixed address
	// stays any value of its type.
	PlainVolatile bool
	// Breakdown (--breakdown): the report gets the per-function
	// breakdown of the worst path (breakdown.go).
	Breakdown bool
}

// inputs are the program's files.
func (o Options) inputs() []string {
	if len(o.Files) > 0 {
		return o.Files
	}
	return []string{o.File}
}

// Outcome is a successful run: the report and what the CLI renders
// beside it (the program for --format dot, the result for html).
type Outcome struct {
	Report  *reports.Report
	Program *ts.Program
	Result  *analysis.Result
}

// Run is one analysis from file to report: load the program (facts,
// pricing), check the assumptions (prepare), run the method (runMethod:
// when it stops on a loop it cannot bound, search for the others, an
// *UnboundedError), self-check the result (the witness's replay is the
// only proof of exact) and convert it to a reports.Report. head is the
// report's provenance, which Run completes (target, cost model,
// assumptions) also when it fails, so that the caller's error report
// carries it. Errors are located (Located); a bad assumption is a
// *UsageError.
func Run(o Options, head *reports.Report) (*Outcome, error) {
	// The run's one clock, from the start (compiling included): every
	// phase below, and every phase of the method, stops at its end
	// (analysis.Budget).
	budget := analysis.NewBudget(o.Config.Timeout)
	pr, err := prepare(o, head)
	if err != nil {
		return nil, err
	}
	p, entry := pr.ld.Program, o.Config.Entry
	began := time.Now() // stats.time_ms: the analysis, loading excluded
	cfg := o.Config
	cfg.Assume = pr.assume
	cfg.Budget = budget
	m, err := runMethod(o, p, cfg)
	if err != nil {
		return nil, err
	}
	res := m.res
	rep := *head
	rep.Anytime = m.anytime
	rep.Bound = res.Bound
	rep.Stats = reports.Stats{States: res.States, Lossy: res.Lossy, Reuses: res.Reuses, Merges: res.Merges, Infeasible: res.Infeasible, TimeMS: time.Since(began).Milliseconds()}
	rep.Assumptions = append(rep.Assumptions, res.Assumptions...)
	rep.Warnings = append(rep.Warnings, m.lb.warnings...)
	rep.Witness = witnessOf(res)
	unsignedWitness(p, entry, &rep.Witness.Inputs)
	rep.Loops = loopsOf(res, m.lb, m.viaKnown)
	rep.Annotations = annotationsOf(res)
	if m.viaKnown {
		// The recursion depth bounds ipet used: the loop-bound analysis's
		// (a facts file's are listed below).
		rep.Annotations = append(rep.Annotations, recursionRows(p, entry, m.lb)...)
	}
	rep.Annotations = append(rep.Annotations, recursionFacts(pr.ld, m.viaKnown)...)
	if err := selfCheck(o, p, m, head.InputSHA256, &rep); err != nil {
		return nil, err
	}
	if cfg.Resource == "stack" {
		// A variable-length array only its size's type bounds is refused
		// at its position (vla.go).
		if err := refuseUnboundedVLA(p, m.cfg, res); err != nil {
			return nil, err
		}
		rep.CallGraph = callGraphOf(p, cfg)
		if hs := pr.ld.interrupts; hs != nil {
			rep.Interrupts = interruptsOf(hs, rep.Bound)
		}
	}
	if o.Breakdown {
		// The frames cost one more compilation (clang -fstack-usage):
		// only when there is a breakdown.
		frames := func() (map[string]stack.Frame, error) { return Frames(o.inputs(), o.Load, p) }
		if rep.Functions, rep.Breakdown, err = breakdownOf(p, frames, m.cfg, res, &rep); err != nil {
			return nil, Located(err)
		}
	}
	rep.Stats.TimeMS = time.Since(began).Milliseconds()
	return &Outcome{Report: &rep, Program: p, Result: res}, nil
}

// prepared is what prepare hands to the method: the loaded program and
// every assumption the run makes (the user's, the facts file's and the
// unsigned inputs').
type prepared struct {
	ld     *Loaded
	assume []string
}

// prepare loads and prices the program, completes the report's
// provenance (target, cost model, hardware and input assumptions, facts
// notes and warnings) and applies the firmware input model: task loops
// without an exit are refused at once, volatile reads as the options say,
// unsigned inputs read unsigned.
func prepare(o Options, head *reports.Report) (*prepared, error) {
	o.Load.Price = true
	o.Load.Stack = o.Config.Resource == "stack"
	ld, err := LoadFiles(o.inputs(), o.Load)
	if err != nil {
		return nil, Located(err)
	}
	p, model := ld.Program, ld.Model
	entry := o.Config.Entry
	head.TargetTriple, head.DataLayout = p.TargetTriple, p.DataLayout
	if t := o.Load.Frontend.Target; t != nil {
		head.Target = t.Name
	}
	head.CostModel, head.CostModelSHA256 = model.Name, model.SHA256()
	head.Assumptions = append(head.Assumptions, hardwareAssumptions(o.Load.Cost, o.Load.Frontend.Target, o.Load.WaitStates)...)
	assumptions, err := CheckAssumptions(p, entry, o.Config.Assume)
	if err != nil {
		return nil, err
	}
	head.Assumptions = append(head.Assumptions, assumptions...)
	assume := o.Config.Assume
	if ap := ld.Applied; ap != nil {
		for i, x := range ap.AssumeFacts {
			fa, err := CheckAssumptions(p, entry, []string{x.Text})
			if err != nil {
				return nil, fmt.Errorf("%s: %v", ld.Facts.Where(x), strings.TrimPrefix(err.Error(), "--assume "))
			}
			head.Assumptions = append(head.Assumptions, strings.Replace(fa[0], "(--assume)", fmt.Sprintf("(%s facts[%d])", ld.Facts.Origin(), ap.AssumeFacts[i].Index), 1))
		}
		assume = append(append([]string{}, o.Config.Assume...), ap.Assume...)
		head.Assumptions = append(head.Assumptions, ap.Notes...)
		head.Warnings = append(head.Warnings, ap.Unused...)
	}
	if err := noExitLoops(p, entry); err != nil {
		// A task loop (for (;;)): reported at once, not after the budget.
		return nil, err
	}
	if o.RefuseVolatile {
		if err := refuseVolatile(p); err != nil {
			return nil, err
		}
	}
	if o.PlainVolatile {
		plainVolatile(p)
	}
	// Unsigned inputs (debug info): their assumptions are read unsigned.
	uassume, err := unsignedAssumptions(p, entry, assume)
	if err != nil {
		return nil, err
	}
	if len(uassume) > 0 {
		assume = append(append([]string{}, assume...), uassume...)
	}
	return &prepared{ld: ld, assume: assume}, nil
}

// methodRun is what runMethod found: the result, the loop bounds known
// without SS, and whether the result is IPET's over them (viaKnown),
// either because ipet needed no SS or as the anytime bound of a method
// stopped by its budget (anytime set).
type methodRun struct {
	res *analysis.Result
	lb  *bounds
	// cfg is the method's configuration (with the recursion depth
	// bounds), which the self-check uses too.
	cfg      analysis.Config
	anytime  *reports.Anytime
	viaKnown bool
}

// runMethod runs the chosen method under cfg (whose Budget is the run's
// one clock). With every loop bounded without SS, --method ipet runs no
// SS, and a method stopped by its budget ends with IPET's bound over the
// known bounds (the anytime result). Otherwise a stop is a located error
// naming every loop without a bound (searchUnbounded), and a run with no
// feasible path says which operation excludes every run (explainNoPath).
func runMethod(o Options, p *ts.Program, cfg analysis.Config) (*methodRun, error) {
	run := Methods[o.Method]
	if run == nil {
		return nil, fmt.Errorf("--method %s is not available in this build of wcet; use --method ss, ia or enum", o.Method)
	}
	budget := cfg.Budget
	// The loop bounds known without SS (bounds.go): with them alone,
	// --method ipet runs no SS, and a method stopped by its budget ends
	// with IPET's bound over them (the anytime result).
	m := &methodRun{lb: loopBounds(p, cfg)}
	lb := m.lb
	// Every method gets the analysis's recursion depth bounds (ipet
	// uses them; the methods of unroll follow the calls).
	cfg.RecursionDepths = lb.rec
	m.cfg = cfg
	var err error
	// Under --opt O2 a loop's annotation may stand on copies of it, whose
	// verdicts SS gives (frontend/doc.go): ipet keeps its SS run there.
	if o.Method == "ipet" && lb.complete() && !p.Optimized {
		m.res, err = ipetKnown(p, cfg, lb, budget, true)
		m.viaKnown = true
	} else {
		mcfg := cfg
		if lb.complete() && budget.Limited() && !ts.IsPeak(cfg.Resource) {
			// Leave IPET a fifth of the budget for the anytime bound.
			mcfg.Budget = budget.Keep(budget.Left() / 5)
		}
		m.res, err = run(p, mcfg)
		var le *analysis.LimitError
		if errors.As(err, &le) && cfg.Resource == "stack" {
			// The stack's anytime result: the call-graph bound, which
			// needs no loop bound (frames do not grow in a loop; a
			// variable-length array or a recursion without a limit
			// leaves it out, and then the stop is an error as below).
			cg := callGraphOf(p, cfg)
			if cg.Bound == nil {
				return nil, &StopError{Limit: le, Cause: fmt.Errorf("no call-graph bound: %s", cg.Why)}
			}
			m.res, err = &analysis.Result{Bound: cg.Bound}, nil
			m.anytime = &reports.Anytime{Method: "call-graph", Reason: anytimeReason(o.Method, le)}
		}
		switch {
		case err == nil:
		case errors.As(err, &le) && lb.complete():
			if m.res, err = ipetKnown(p, cfg, lb, budget.Grace(time.Second), false); err != nil {
				return nil, &StopError{Limit: le, Cause: err}
			}
			m.anytime = &reports.Anytime{Method: "ipet", Reason: anytimeReason(o.Method, le)}
			m.viaKnown = true
			m.res.States += le.States // the stopped method's work
		case errors.As(err, &le):
			// Name every loop without a bound, in every context; a stop
			// in a bounded loop is a timeout, never an unbounded loop.
			found := searchUnbounded(p, run, cfg, budget, err, o.SearchDebug)
			return nil, hinted(p, cfg, stopped(p, lb, le, found))
		}
	}
	if errors.Is(err, analysis.ErrNoPath) {
		// Name why: the operation that excludes a run (nopath.go).
		return nil, explainNoPath(p, cfg.Entry)
	}
	if err != nil {
		// Name every loop without a bound, not only the first (unbounded.go).
		err = searchUnbounded(p, run, cfg, budget, err, o.SearchDebug)
		return nil, Located(hinted(p, cfg, err))
	}
	return m, nil
}

// recursionFacts are the report rows of a facts file's recursion limits.
// A completed run never exceeded one (it is an error at the call
// otherwise): proven; ipet over the known bounds takes them as given
// (assumed).
func recursionFacts(ld *Loaded, viaKnown bool) []reports.Annotation {
	ap := ld.Applied
	if ap == nil {
		return nil
	}
	var rows []reports.Annotation
	for _, x := range ap.Recursion {
		v := reports.VerdictProven
		if viaKnown {
			v = reports.VerdictAssumed
		}
		r := reports.Annotation{Kind: "recursion", Text: fmt.Sprintf("%s max %d", x.Name, x.Max), Origin: ld.Facts.Origin(), Verdict: v}
		if fn := ld.Program.ByName[x.Name]; fn != nil && fn.Pos.Known() {
			r.File, r.Line = fn.Pos.File, fn.Pos.Line
		}
		rows = append(rows, r)
	}
	return rows
}

// selfCheck runs the self-check (unroll/selfcheck.go) and records its
// findings in rep: the witness is replayed (the only proof of exact;
// ipet's own Result.Exact is not trusted) and a sample of other inputs
// is run; a run above the bound is an internal error, never a result.
// seedSHA is the input's hash, the sample's seed.
func selfCheck(o Options, p *ts.Program, m *methodRun, seedSHA string, rep *reports.Report) error {
	cfg := m.cfg
	if m.anytime != nil {
		cfg.Budget = cfg.Budget.Grace(time.Second)
	}
	chk, err := unroll.SelfCheck(p, cfg, m.res, unroll.CheckConfig{Seed: checkSeed(seedSHA)})
	if err != nil {
		return err
	}
	if chk.Stopped {
		// The one part of a result that depends on the machine's load.
		w := fmt.Sprintf("the self-check stopped at --timeout %s after %d sampled runs", o.Config.Timeout, chk.Sampled)
		if !chk.Exact && chk.Sampled == 0 {
			w += " (the witness's replay did not finish: exact is not claimed)"
		}
		rep.Warnings = append(rep.Warnings, w)
	}
	rep.Exact = chk.Exact && m.anytime == nil
	if chk.Unreplayed != nil && m.anytime == nil {
		// The worst path's own run fails (undefined behaviour the method
		// did not see because the value steers nothing): say why exact
		// is not claimed.
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("exact is not claimed: the worst path's own run fails in the interpreter: %v", chk.Unreplayed))
	}
	if chk.Computed != "" {
		rep.Assumptions = append(rep.Assumptions, fmt.Sprintf("the result of %s is any value of its type (wcet does not model it); the worst path takes one the real function need not give, so the bound is not claimed exact", chk.Computed))
	}
	rep.Stats.SampledRuns = int64(chk.Sampled)
	return nil
}

// UsageError is a mistake in what the user asked for (an --assume that
// does not parse or names an unknown variable): the CLI's exit code 2.
type UsageError struct{ Msg string }

func (e *UsageError) Error() string { return e.Msg }

func usageErrorf(format string, args ...any) error {
	return &UsageError{fmt.Sprintf(format, args...)}
}

// CheckAssumptions parses --assume constraints: linear (in)equalities of
// the assertion language over the entry's parameters and the program's
// globals. It returns them as assumptions[] entries; a constraint that does not
// parse or names an unknown variable is a *UsageError.
func CheckAssumptions(p *ts.Program, entry string, assume []string) ([]string, error) {
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
			return nil, usageErrorf("--assume %q: %v", s, err)
		}
		for _, v := range f.Vars() {
			if !names[v] {
				known := make([]string, 0, len(names))
				for n := range names {
					known = append(known, n)
				}
				sort.Strings(known)
				return nil, usageErrorf("--assume %q: %s is neither a parameter of %s nor a global (known: %s)", s, v, entry, strings.Join(known, ", "))
			}
		}
		out = append(out, fmt.Sprintf("input assumption (--assume): %s", f))
	}
	return out, nil
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
