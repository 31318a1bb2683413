package driver

import (
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"strings"

	"wcet/analysis"
	"wcet/ipet"
	"wcet/reports"
	"wcet/tripcount"
	"wcet/ts"
	"wcet/ts/interp"
)

// Loop bounds known without SS (issue 18): the loop-bound annotations
// (pragmas, WCET_LOOPBOUND), the facts file's loopbound entries and the
// loop-bound analysis (package tripcount). When they bound every loop the
// entry reaches, `--method ipet` runs IPET on them and no SS at all, and a
// method stopped by its budget (--timeout, --max-states) still ends with
// IPET's sound bound over them: the anytime result, not exact, with the
// reason in the report (reports.Anytime). Only when some loop has no bound
// from any of them is a stopped method an error, and the error names every
// such loop in every calling context.

// known is a loop bound known without SS.
type known struct {
	Max    int64
	Origin string // reports.OriginAnnotation, OriginFacts, OriginLoopAnalysis or OriginSingleRun
	Why    string // the loop-bound analysis's reason
}

// originOfPragma is the report's origin of a loop-bound annotation.
func originOfPragma(pr *ts.Pragma) string {
	if strings.HasPrefix(pr.Origin, "facts:") {
		return reports.OriginFacts
	}
	return reports.OriginAnnotation
}

// knownBounds are the bounds of p's loops known without SS: an
// annotation's (or fact's) maximum, else the loop-bound analysis's.
func knownBounds(p *ts.Program, derived map[*ts.Loop]*tripcount.Bound) map[*ts.Loop]known {
	out := map[*ts.Loop]known{}
	for _, f := range p.Funcs {
		for _, L := range f.Loops {
			switch pr := L.Bound; {
			case pr != nil && pr.Origin != analysis.OriginSearch && !pr.Removed:
				out[L] = known{Max: pr.Max, Origin: originOfPragma(pr)}
			case derived[L] != nil:
				out[L] = known{Max: derived[L].Max, Origin: reports.OriginLoopAnalysis, Why: derived[L].Why}
			}
		}
	}
	return out
}

// loopSite is one loop in one calling context that the entry reaches.
type loopSite struct {
	Func    string
	Loop    *ts.Loop
	Context string
}

// bounds is what the driver knows of a program's loops before a method
// runs.
type bounds struct {
	known   map[*ts.Loop]known
	derived map[*ts.Loop]*tripcount.Bound
	// rec are the recursion depth bounds of the loop-bound analysis
	// (tripcount.Recursion), for ipet.
	rec []analysis.RecursionDepth
	// warnings say which loop-bound analysis failed (a recovered panic:
	// a bug of ours, reported, never silent).
	warnings []string
	// reached: every loop of the functions the entry reaches by calls
	// has a known bound (cheap; complete() also builds ipet's program).
	reached bool
	// sites are the loops per calling context (ipet's inlining), in the
	// order ipet meets them; err is why ipet cannot run on the program
	// (recursion, a data-dependent cost, the heap), nil when it can. Both
	// are filled by build, on first need.
	sites []loopSite
	err   error
	built bool
	build func()
}

// missing are the sites without a known bound.
func (b *bounds) missing() []loopSite {
	b.need()
	var out []loopSite
	for _, s := range b.sites {
		if _, ok := b.known[s.Loop]; !ok {
			out = append(out, s)
		}
	}
	return out
}

// complete reports whether IPET can run on the known bounds alone.
func (b *bounds) complete() bool {
	if !b.reached {
		return false
	}
	b.need()
	return b.err == nil && len(b.missing()) == 0
}

// need builds the sites once.
func (b *bounds) need() {
	if !b.built {
		b.built = true
		if b.build != nil {
			b.build()
		}
	}
}

// loopBounds gathers the known bounds and the loop sites of p from entry.
func loopBounds(p *ts.Program, cfg analysis.Config) *bounds {
	derived, w1 := deriveBounds(p, cfg)
	depths, w2 := deriveDepths(p, cfg)
	b := &bounds{known: knownBounds(p, derived), derived: derived, rec: append(depths, runDepths(p, cfg)...)}
	for _, w := range []string{w1, w2} {
		if w != "" {
			b.warnings = append(b.warnings, w)
		}
	}
	runLoops(p, cfg, b.known)
	funcOf := map[*ts.Loop]string{}
	for _, f := range p.Funcs {
		for _, L := range f.Loops {
			funcOf[L] = f.Name
		}
	}
	b.reached = true
	for _, f := range reachedFuncs(p, cfg.Entry) {
		for _, L := range f.Loops {
			if !b.isKnown(L) {
				b.reached = false
			}
		}
	}
	res := cfg.Resource
	if res == "" {
		res = "cycles"
	}
	b.build = func() {
		if err := ipet.PeakError(res); err != nil {
			b.err = err
			return
		}
		seen := map[string]bool{}
		dcfg := cfg
		dcfg.RecursionDepths = b.rec
		// The assertions count: a flowrestriction pragma naming a
		// recursive function bounds its activations (ipet/doc.go).
		_, b.err = ipet.Build(p, ipet.BuildConfig{Entry: cfg.Entry, Resource: res, IgnoreAssertions: cfg.IgnoreAssertions, Depth: ipet.Depths(dcfg),
			Bounds: func(ctx string, L *ts.Loop) (int64, bool) {
				if k := fmt.Sprintf("%s\x00%p", ctx, L); !seen[k] {
					seen[k] = true
					b.sites = append(b.sites, loopSite{Func: funcOf[L], Loop: L, Context: ctx})
				}
				return b.known[L].Max, true
			}})
	}
	return b
}

// reachedFuncs are the functions entry reaches by direct calls, itself
// included.
func reachedFuncs(p *ts.Program, entry string) []*ts.Func {
	var out []*ts.Func
	seen := map[string]bool{}
	work := []string{entry}
	for len(work) > 0 {
		name := work[len(work)-1]
		work = work[:len(work)-1]
		f := p.ByName[name]
		if f == nil || seen[name] {
			continue
		}
		seen[name] = true
		out = append(out, f)
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				if c, ok := op.(*ts.Call); ok {
					work = append(work, c.Callee)
				}
			}
		}
	}
	return out
}

// deriveBounds is the loop-bound analysis's result; a panic in it (a bug
// of ours) gives no derived bound rather than a crash, and a warning
// (failed): every bound then comes from the annotations, the facts or SS,
// as before the analysis.
func deriveBounds(p *ts.Program, cfg analysis.Config) (out map[*ts.Loop]*tripcount.Bound, failed string) {
	defer func() {
		if r := recover(); r != nil {
			out, failed = nil, recovered("loop-bound analysis", r)
		}
	}()
	if recoverHook != nil {
		recoverHook("loop-bound analysis")
	}
	return tripcount.Analyze(p, tripcount.Config{Entry: cfg.Entry, Assume: cfg.Assume}), ""
}

// deriveDepths are the recursion depth bounds of the loop-bound analysis
// (origin derived-loop-analysis); a panic in it gives none, and a warning.
func deriveDepths(p *ts.Program, cfg analysis.Config) (out []analysis.RecursionDepth, failed string) {
	defer func() {
		if r := recover(); r != nil {
			out, failed = nil, recovered("recursion depth analysis", r)
		}
	}()
	if recoverHook != nil {
		recoverHook("recursion depth analysis")
	}
	for _, d := range tripcount.Recursion(p, tripcount.Config{Entry: cfg.Entry, Assume: cfg.Assume}) {
		out = append(out, analysis.RecursionDepth{Func: d.Func, Max: d.Max, Origin: reports.OriginLoopAnalysis, Why: d.Why})
	}
	return out, ""
}

// recovered is the warning for a panic of an analysis whose result is
// optional (the bounds then come from elsewhere): an internal error of
// wcet, on one line, for the user to report.
func recovered(what string, r any) string {
	msg := strings.ReplaceAll(fmt.Sprint(r), "\n", " ")
	return fmt.Sprintf("internal error in the %s, its bounds are not used (please report it): %s", what, msg)
}

// recoverHook, when set (tests), panics inside the loop-bound analyses.
var recoverHook func(what string)

// fromKnown is where the bounds of ipetKnown come from, in its assumption.
const fromKnown = "the loop-bound analysis (no ss run)"

// ipetKnown is IPET on the known bounds (b.complete() must hold), within
// budget. For an entry without parameters and assumptions, a
// concrete run (ts/interp) that reads no unknown value is IPET's known
// run: a bound below its cost is an internal error, and it is the witness
// when it costs exactly the bound. The anytime fallback (withRun false)
// makes no such run: its result is never exact, the self-check samples
// runs anyway, and the run (quicksort's: 3 M steps) would take the time
// IPET has left.
func ipetKnown(p *ts.Program, cfg analysis.Config, b *bounds, budget analysis.Budget, withRun bool) (*analysis.Result, error) {
	c := cfg
	c.Budget = budget
	c.LoopBounds, c.LoopBoundsFrom, c.Known = nil, fromKnown, nil
	c.RecursionDepths = b.rec
	for L, k := range b.known {
		if derivedOrigin(k.Origin) {
			c.LoopBounds = append(c.LoopBounds, analysis.LoopBound{Loop: L, Max: k.Max})
		}
	}
	if withRun {
		c.Known = knownRun(p, cfg, budget)
	}
	res, err := ipet.IPET(p, c)
	if err != nil {
		return nil, err
	}
	res.Loops = b.table(p)
	for _, s := range b.sites {
		if k := b.known[s.Loop]; derivedOrigin(k.Origin) {
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("the loop at %s in %s runs at most %d body executions per entry (%s: %s)", s.Loop.Pos, s.Func, k.Max, k.Origin, k.Why))
		}
	}
	res.Assumptions = dedup(res.Assumptions)
	res.Annotations = append(res.Annotations, b.verdicts(p)...)
	return res, nil
}

// verdicts are the verdicts on the loop-bound annotations of the loops
// the entry reaches, without SS: proven when the loop-bound analysis
// bounds the loop within the annotation's maximum, else assumed (IPET
// takes the maximum as given). The analysis's bounds are upper bounds,
// not trip counts: they never show an annotation violated.
func (b *bounds) verdicts(p *ts.Program) []analysis.Annotation {
	var out []analysis.Annotation
	said := map[*ts.Loop]bool{}
	for _, s := range b.sites {
		pr := s.Loop.Bound
		if said[s.Loop] || pr == nil || pr.Origin == analysis.OriginSearch || pr.Removed {
			continue
		}
		said[s.Loop] = true
		v := analysis.VerdictAssumed
		if d := b.derived[s.Loop]; d != nil && d.Max <= pr.Max && !p.Optimized {
			v = analysis.VerdictProven
		}
		out = append(out, analysis.Annotation{Kind: "loopbound", Text: pr.Text, Origin: pr.OriginOf(), Pos: pr.Pos, Verdict: v})
	}
	return out
}

// knownRunSteps caps the concrete run of knownRun (its path is kept).
const knownRunSteps = 2_000_000

// knownRun is a concrete run of an entry that has no parameters, under no
// assumption, when it reads no unknown value (nondet, external results)
// within knownRunSteps and the budget; else nil.
func knownRun(p *ts.Program, cfg analysis.Config, budget analysis.Budget) *analysis.Run {
	f := p.ByName[cfg.Entry]
	if f == nil || len(f.Params) > 0 || len(cfg.Assume) > 0 {
		return nil
	}
	in := &analysis.Input{}
	rc := in.RunConfig(cfg.Entry)
	rc.MaxSteps, rc.RecordPath, rc.Deadline = knownRunSteps, true, budget.Deadline()
	unknown := false
	rc.Choose = func(lo, hi *big.Int, bits int) *big.Int {
		unknown = true
		return new(big.Int)
	}
	res, err := interp.Run(p, rc)
	if err != nil || unknown || res.NondetUsed > 0 {
		return nil
	}
	path := make([]analysis.Step, 0, res.Path.Len())
	for st := range res.Path.All() {
		path = append(path, analysis.Step{Func: st.Func, Trans: p.ByName[st.Func].Trans[st.Trans]})
	}
	return &analysis.Run{Input: *in, Path: path, Ended: res.Ended}
}

// table is the loop table of the known bounds: one row per loop and
// calling context, its total the bound times the bounds of the loops
// around it and around the calls of its context (0 when one is unknown).
func (b *bounds) table(p *ts.Program) []analysis.LoopBound {
	var out []analysis.LoopBound
	for _, s := range b.sites {
		k, ok := b.known[s.Loop]
		if !ok {
			continue
		}
		total := k.Max * b.around(s.Loop.Parent) * b.contextTimes(p, s.Context)
		out = append(out, analysis.LoopBound{Func: s.Func, Loop: s.Loop, Context: s.Context, Max: k.Max, Total: max(total, 0),
			Annotated: !derivedOrigin(k.Origin)})
	}
	return out
}

// around is the product of the known bounds of L and the loops around it
// (1 for none; -1 when one is unknown, or the product overflows).
func (b *bounds) around(L *ts.Loop) int64 {
	n := int64(1)
	for ; L != nil; L = L.Parent {
		k, ok := b.known[L]
		if !ok || k.Max > 0 && n > (1<<62)/k.Max {
			return -1
		}
		n *= k.Max
	}
	return n
}

// contextTimes is the most times a run enters the context ctx
// ("main>f@a.c:12>g@b.c:3"): the product, over its calls, of the bounds
// of the loops around the call (the most over the calls on that line);
// -1 when unknown.
func (b *bounds) contextTimes(p *ts.Program, ctx string) int64 {
	hops := strings.Split(ctx, ">")
	caller := p.ByName[hops[0]]
	n := int64(1)
	for _, hop := range hops[1:] {
		callee, at, _ := strings.Cut(hop, "@")
		// at is file:line or file:line:col (analysis.CallContext).
		file, line, col := at, 0, 0
		if parts := strings.Split(at, ":"); len(parts) >= 2 {
			file = parts[0]
			fmt.Sscan(parts[1], &line)
			if len(parts) >= 3 {
				fmt.Sscan(parts[2], &col)
			}
		}
		if caller == nil {
			return -1
		}
		if g := p.ByName[callee]; g == nil || g.CallsItself() {
			// A recursive callee's loops run once per activation: the
			// total is not the product of the loops around the calls.
			return -1
		}
		best := int64(-1)
		for _, t := range caller.Trans {
			for _, op := range t.Ops {
				c, ok := op.(*ts.Call)
				if !ok || c.Callee != callee {
					continue
				}
				if pos := c.At; at != "" && (filepath.Base(pos.File) != file || pos.Line != line || col > 0 && pos.Col != col) {
					continue
				}
				best = max(best, b.around(t.From.Loop))
			}
		}
		if best < 0 || best > 0 && n > (1<<62)/best {
			return -1
		}
		n *= best
		caller = p.ByName[callee]
	}
	return n
}

// dedup is xs with each string once, at its first place.
func dedup(xs []string) []string {
	said := map[string]bool{}
	var out []string
	for _, x := range xs {
		if !said[x] {
			said[x] = true
			out = append(out, x)
		}
	}
	return out
}

// anytimeReason says why the method gave no bound.
func anytimeReason(method string, le *analysis.LimitError) string {
	where := "in " + le.Func
	if le.Loop.Known() || le.Loop.IR != "" {
		where = "while unrolling the loop at " + le.Loop.String()
	}
	return fmt.Sprintf("%s stopped (%s) %s", method, le.What, where)
}

// StopError is the error of a method stopped by its budget when the
// bounds known without it do not suffice, or IPET over them failed:
// kind "timeout" at the loop being unrolled, never "unbounded-loop" (the
// loop may well be bounded). Cause is why no anytime result was given.
type StopError struct {
	Limit *analysis.LimitError
	Cause error
}

func (e *StopError) Error() string {
	where := "in " + e.Limit.Func
	if e.Limit.Loop.Known() || e.Limit.Loop.IR != "" {
		where = "while unrolling the loop at " + e.Limit.Loop.String()
	}
	msg := fmt.Sprintf("stopped (%s) %s", e.Limit.What, where)
	if e.Cause != nil {
		msg += fmt.Sprintf("; no anytime result: %v", e.Cause)
	}
	return msg
}

func (e *StopError) Unwrap() error { return e.Limit }

// Kind is "timeout" (reports.Located).
func (e *StopError) Kind() string { return "timeout" }

// Position is the loop's (reports.Located).
func (e *StopError) Position() (string, int, int) {
	if !e.Limit.Loop.Known() {
		return "", 0, 0
	}
	return e.Limit.Loop.File, e.Limit.Loop.Line, e.Limit.Loop.Col
}

// stopped is the error of a method stopped by its budget (le) when no
// anytime result can be given: every loop without a known bound, in every
// calling context (those the search for unbounded loops found first, in
// found, then the others), and, when the loop being unrolled is itself
// bounded (or no loop is), a timeout entry at the stop. With no such loop
// at all, it is a StopError (kind timeout) saying why IPET could not
// stand in.
func stopped(p *ts.Program, b *bounds, le *analysis.LimitError, found error) error {
	b.need()
	var ue *UnboundedError
	if !errors.As(found, &ue) {
		ue = &UnboundedError{}
	} else {
		// A loop the search named that has a known bound is not
		// unbounded: the search's run stopped there on its budget.
		kept := ue.Loops[:0:0]
		for _, l := range ue.Loops {
			if _, ok := b.known[l.Loop]; !ok {
				kept = append(kept, l)
			}
		}
		ue.Loops = kept
	}
	named := map[*ts.Loop]bool{}
	for _, l := range ue.Loops {
		named[l.Loop] = true
	}
	// The stop: in the innermost loop at its position without a known
	// bound (a bounded loop runs a bounded number of times per entry: the
	// limit is then in a loop around it), or in bounded loops only.
	stopBounded := true
	for _, f := range p.Funcs {
		for _, L := range f.Loops {
			if L.Pos != le.Loop {
				continue
			}
			for L != nil && b.isKnown(L) {
				L = L.Parent
			}
			if L != nil {
				stopBounded = false
				if !named[L] {
					named[L] = true
					ue.Loops = append(ue.Loops, UnboundedLoop{Loop: L, Func: f.Name, Err: le})
				}
			}
		}
	}
	for _, s := range b.missing() {
		if !named[s.Loop] {
			named[s.Loop] = true
			ue.Loops = append(ue.Loops, UnboundedLoop{Loop: s.Loop, Func: s.Func, Context: s.Context, Err: le, Unknown: true})
		}
	}
	for i, l := range ue.Loops {
		if l.Context == "" {
			for _, s := range b.sites {
				if s.Loop == l.Loop {
					ue.Loops[i].Context = s.Context
					break
				}
			}
		}
	}
	if len(ue.Loops) == 0 {
		cause := b.err
		if cause == nil {
			cause = errors.New("ipet over the known loop bounds failed")
		}
		return &StopError{Limit: le, Cause: fmt.Errorf("ipet cannot stand in: %w", cause)}
	}
	if stopBounded {
		ue.Stop = le
	}
	sortLoops(ue.Loops)
	return ue
}

// isKnown reports whether L has a known bound.
func (b *bounds) isKnown(L *ts.Loop) bool {
	_, ok := b.known[L]
	return ok
}
