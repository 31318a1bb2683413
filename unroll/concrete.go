package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/ts"
	"wcet/ts/interp"
)

// The concrete fast path of SS (issue 17, item 1). A context that is a
// single point has exactly one path; SS need not follow it with
// interpolants, witness searches, joins and the memo, each state of which
// differs from every other in its constants (a concrete array
// bubble-sorted: 697 / 2,492 / 9,382 states at N = 10 / 20 / 40, no
// reuse, about 1.7 ms a state). When the entry's start is such a point —
// no parameter, no --assume, main's globals all from their initializers —
// SS first runs the program once with the interpreter (ts/interp, the
// oracle of every method), stopping at the first value the analysis does
// not know: a nondet value, an external function's result, an undefined
// value, or an integer volatile load (interp.Config.StopAtUnknown; the
// symbolic machine reads each of them as any value of its type). A run
// that ends without one read no input, so it is the only run of the
// program: its cost is the bound, and the bound is exact (the self-check
// replays the run as it replays any witness). The run becomes the result
// SS would give for that one path: its cost, its path (the witness), the
// loop table counted by loops.go's rule along the path, and the verdicts
// of the annotations it met (an assertion it passed or a loop-bound
// annotation it kept is proven, as SS proves it on the only path).
//
// A run an assertion blocks, or a loop-bound annotation cuts, gives SS's
// verdict on a path that depends on no unknown value: the
// analysis.ViolatedError or LoopBoundError.
//
// Anything else gives the program back to the symbolic simulation, which
// runs as before: an unknown value, a run the interpreter rejects (its
// undefined behaviour, a limit), the cut of the driver's search for
// unbounded loops, and
// floating-point types wider than double (the interpreter computes them
// at double precision). The interpreter implements the real semantics
// (lli-14 agrees with it, leg (b) of the oracle) where the symbolic
// machine over-approximates (floats, values it havocs), so on the one run
// the two can differ only in the machine's favour: the concrete bound is
// never below SS's real worst case, and never above SS's bound.
//
// --method ia and enum do not take this path (the comparison columns of
// the thesis's tables stay what they measure), nor does SS under
// analysis.Config.NoConcrete (the differential test of this path).
//
// What is not done yet: a point context inside the simulation (after an
// unknown value was read, or when only part of the state is known) is
// still simulated symbolically; the run is all or nothing.

// concreteFastSteps caps the ops of the concrete run whatever the
// timeout (20M transitions recorded at most: 80 MB of path, and the
// witness's steps): a program that runs longer, or without end, is left
// to SS and its limits.
const concreteFastSteps = 100_000_000

// concreteStepsPerSecond is the ops the concrete run may execute per
// second of --timeout: a count, not a clock, so that the same program
// gets the same result on an idle or a loaded machine (the budget's
// deadline only stops a run that would not end). Measured on the 2-core
// development machine, idle, with the path recorded: the interpreter
// runs 16-19M ops a second (md5 21M ops in 1.1 s, pm 10M in 0.64 s,
// bsort 0.2M in 6 ms), and the whole analysis of a one-run program
// (the run, its loop table, the witness, the self-check's replay, the
// report) about 7M ops a second (md5 3.1 s). 3M a second leaves the
// rest of --timeout for a machine at least twice slower: md5 and pm fit
// at --timeout 10s (30M ops).
const concreteStepsPerSecond = 3_000_000

// concreteSteps is the step count of the concrete run under timeout (0:
// none).
func concreteSteps(timeout time.Duration) int64 {
	if timeout <= 0 {
		return concreteFastSteps
	}
	return min(concreteFastSteps, max(1_000_000, int64(timeout.Seconds()*concreteStepsPerSecond)))
}

// concreteSS is the concrete fast path: the result of the program's only
// run, or nil and why SS must simulate it.
func concreteSS(p *ts.Program, cfg analysis.Config) (res *analysis.Result, why string, err error) {
	f := p.ByName[cfg.Entry]
	if f == nil {
		return nil, "no entry", nil
	}
	if why := concreteStart(p, f, cfg); why != "" {
		return nil, why, nil
	}
	if !cfg.IgnoreAssertions {
		if err := assertions.CheckPlacement(p); err != nil {
			return nil, err.Error(), nil // SS reports it
		}
	}
	// The ops are counted (concreteSteps); the budget's deadline stops a
	// run only when the machine is far slower than measured.
	steps, deadline := concreteSteps(cfg.Timeout), cfg.Clock().Deadline()
	r, err := interp.Run(p, interp.Config{Entry: cfg.Entry, RecordPath: true, LoopBounds: true, StopAtUnknown: true, MaxSteps: steps, Deadline: deadline})
	switch {
	case err != nil:
		return nil, err.Error(), nil
	case r.Ended == "cut" && r.Cut.Loop.Bound.Origin != analysis.OriginSearch:
		// The only run goes beyond the annotation: SS's verdict on a
		// path that depends on no unknown value (loopBoundSettle).
		L := r.Cut.Loop
		return nil, "", &analysis.LoopBoundError{Pragma: L.Bound, Loop: L, Func: r.Cut.Func, Input: &analysis.Input{Args: map[string]*big.Int{}}}
	case r.Ended == "cut":
		return nil, fmt.Sprintf("the loop at %s runs beyond the cut of the search for unbounded loops", r.Cut.Loop.Pos), nil
	case r.Blocked != nil && !cfg.IgnoreAssertions:
		// The only run breaks the assertion: violated, SS's verdict on a
		// blocked path that depends on no unknown value (assertWitnesses).
		return nil, "", &analysis.ViolatedError{Text: r.Blocked.Assertion, Pos: r.Blocked.At}
	}
	resource := cfg.Resource
	if resource == "" {
		resource = "cycles"
	}
	rows, reached, err := concreteLoops(p, f, r.Path)
	if errors.Is(err, errConcretePath) {
		return nil, err.Error(), nil
	} else if err != nil {
		return nil, "", err
	}
	// The only values the run took are external results no op reads
	// (interp.Config.StopAtUnknown gives them 0): the witness carries
	// them, so that its replay follows the run.
	var zeros []*big.Int
	for range r.NondetUsed {
		zeros = append(zeros, new(big.Int))
	}
	res = concreteResult(p, r, zeros, big.NewInt(r.Costs[resource]))
	res.States = 1
	res.Loops = rows
	if cfg.IgnoreAssertions {
		res.Annotations = assertions.Annotations(p, nil)
	} else {
		res.Annotations = assertions.Annotations(p, func(assertions.Key) (string, *analysis.Input) { return analysis.VerdictProven, nil })
	}
	m := &machine{prog: p}
	for L, fn := range reached {
		m.lbInfoOf(L, fn).reached = true
	}
	m.loopBoundReport(res, cfg)
	return res, "", nil
}

// errConcretePath: the interpreter's path does not fit the program's
// calls (a bug of ours; SS simulates the program).
var errConcretePath = errors.New("the run's path does not follow the program's calls")

// concreteStart says why the entry's start is not a single point ("" when
// it is): a parameter, an --assume, or a global whose contents the
// symbolic machine does not take from an initializer; or a float type
// the interpreter computes at double precision only.
func concreteStart(p *ts.Program, f *ts.Func, cfg analysis.Config) string {
	if len(f.Params) > 0 {
		return "the entry has parameters"
	}
	if len(cfg.Assume) > 0 {
		return "--assume"
	}
	for _, g := range p.Globals {
		// main starts from the initializers, other entries from unknown
		// non-constant globals (DESIGN "Entry state"; machine.initial).
		if g.Init == nil || g.External || !g.Const && cfg.Entry != "main" {
			return fmt.Sprintf("the global %s is unknown at the start", g.Src)
		}
	}
	for _, g := range p.Funcs {
		for _, v := range g.Vars {
			if v.Type.Kind == ts.Float && v.Type.Bits > 64 {
				return fmt.Sprintf("%s in %s is wider than double", v.Name, g.Name)
			}
		}
	}
	return ""
}

// concreteLoops counts the loops along the interpreter's path from the
// entry f, by the rule of loops.go (path.loopStep, loopTable), in the
// calling contexts SS names; reached are the annotated loops entered, by
// function. The error is SS's when the run recurses deeper than a
// recursion fact allows (recursionLimit), errConcretePath when the path
// does not fit the program's calls.
func concreteLoops(p *ts.Program, f *ts.Func, steps interp.Path) (rows []analysis.LoopBound, reached map[*ts.Loop]string, err error) {
	type cframe struct {
		fr    *frame
		calls []*ts.Call // the calls of the current transition still to enter
		pos   []ts.Pos
		done  bool // the current transition reaches the exit
	}
	counts := &path{}
	stack := []*cframe{{fr: &frame{f: f, ctx: f.Name}}}
	reached = map[*ts.Loop]string{}
	for s := range steps.All() {
		// Frames that returned.
		for len(stack) > 0 && stack[len(stack)-1].done && len(stack[len(stack)-1].calls) == 0 {
			stack = stack[:len(stack)-1]
		}
		if len(stack) == 0 {
			return nil, nil, errConcretePath
		}
		top := stack[len(stack)-1]
		if len(top.calls) > 0 {
			// The next call of the transition enters its callee.
			c, pos := top.calls[0], top.pos[0]
			top.calls, top.pos = top.calls[1:], top.pos[1:]
			g := p.ByName[c.Callee]
			if g == nil || g.Name != s.Func {
				return nil, nil, errConcretePath
			}
			top = &cframe{fr: &frame{f: g, ctx: callContext(top.fr, g.Name, pos)}}
			stack = append(stack, top)
			if r := g.Recursion; r != nil {
				// A recursion fact SS holds the run to (recursionLimit).
				n := int64(0)
				for _, c := range stack {
					if c.fr.f == g {
						n++
					}
				}
				if n > r.Max {
					return nil, nil, unsupportedf(pos, "recursion of %s deeper than %d activations (the recursion fact of %s)", g.Name, r.Max, r.OriginOf())
				}
			}
		}
		g := top.fr.f
		if g.Name != s.Func || s.Trans < 0 || s.Trans >= len(g.Trans) {
			return nil, nil, errConcretePath
		}
		t := g.Trans[s.Trans]
		counts.loopStep(top.fr, t)
		for L := t.To.Loop; L != nil && !L.Contains(t.From); L = L.Parent {
			if L.Bound != nil && t.To == L.Header {
				reached[L] = g.Name
			}
		}
		for _, op := range t.Ops {
			if c, isCall := op.(*ts.Call); isCall {
				top.calls = append(top.calls, c)
				top.pos = append(top.pos, ts.PosOf(op))
			}
		}
		top.done = t.To == g.Exit
	}
	lt := &loopTable{fn: map[*ts.Loop]string{}}
	for _, g := range p.Funcs {
		for _, L := range g.Loops {
			lt.fn[L] = g.Name
		}
	}
	lt.add(counts)
	return lt.sorted(), reached, nil
}

// concreteFirst is SS's hook for the fast path: the result (or the
// error) of the only run when there is one; nil and nil when SS must
// simulate the program.
func concreteFirst(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
	began := time.Now()
	res, why, err := concreteSS(p, cfg)
	if cfg.SSDebug {
		took := time.Since(began).Round(time.Microsecond)
		switch {
		case res != nil:
			fmt.Fprintf(cfg.DebugOut(), "ss: concrete run: bound %s, the only run (%v)\n", res.Bound, took)
		case err != nil:
			fmt.Fprintf(cfg.DebugOut(), "ss: concrete run (%v): %v\n", took, err)
		default:
			fmt.Fprintf(cfg.DebugOut(), "ss: concrete run given up (%v): %s\n", took, why)
		}
	}
	return res, err
}
