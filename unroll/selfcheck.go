package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/poly"
	"wcet/ts"
	"wcet/ts/interp"
)

// The self-check on every bound (issue 15; DESIGN "Exactness"). Before a
// result is reported, SelfCheck runs the program in the interpreter (the
// oracle, interp.Run) and compares each run's cost with the bound:
//
//  1. The witness — the worst path's input (Result.Args, Lists, Nondet) —
//     is replayed. A replay that costs exactly the bound proves the bound
//     reached: the only way a bound is reported exact. A replay that costs
//     more is an internal error (*SelfCheckError), never a result.
//  2. A sample of other inputs is run: the witness's parameters with every
//     nondet value at the upper end of its range, then at the lower end,
//     then random runs, each at a random integer point of the entry's
//     initial context (its integer parameters and scalar globals under
//     Config.Assume, the context of concrete_args.go: every point when the
//     context holds at most MaxRuns of them, else random points of its
//     bounding box that the context contains) with random nondet values
//     (WCET_NONDET_RANGE(lo, hi): lo, hi or uniform in between; without a
//     range: small values, the extremes or uniform in the type's signed
//     range). Any run that costs more than the bound is an internal error
//     naming its input. For --resource heap the run's peak is compared.
//  3. A run (replay or sample) that is about to exceed the maximum of a
//     loop-bound annotation whose verdict the method gave as proven is an
//     internal error too: the verdict is contradicted.
//
// Runs the analysis legitimately excludes do not count: a run an assertion
// blocks (unless the assertions are ignored: Config.IgnoreAssertions, or
// every assertion's verdict is ignored), a run about to exceed an
// annotated loop's maximum (interp.Config.LoopBounds stops it where the
// analysis cuts: the same unit, ts.Loop.CompletesBody), a run the interpreter
// stops with an error (undefined behaviour it recognizes: overflow on nsw,
// out-of-bounds access, division by zero; its step cap; anything it cannot
// run). The witness replay runs under the same rules.
//
// The sample is cheap and deterministic: its random source is seeded with
// CheckConfig.Seed (the CLI derives it from the input's sha256), and it
// stops after MaxRuns runs or MaxSteps interpreter ops over all runs
// (each run capped at RunSteps), whichever comes first — so the same input
// gives the same runs and the same count. The run's budget
// (analysis.Budget, Config.Budget) is the only clock: the witness's replay
// is given at least checkGrace past it, and the sample stops at it; then
// Check.Stopped says so (the one result that depends on the machine's
// load), and a replay the budget stopped does not prove exact. Unloaded,
// the interpreter runs about 20M ops/s, so the 5M-op budget takes about
// 0.25 s. A program without inputs (no parameter, no nondet value
// in the witness's replay) has one run, the replay: no sample then.
//
// The contents of the objects pointer parameters point to are the
// witness's lists (their lengths), refilled with random values of their
// integer element type in half of the random runs. Inputs the sample does
// not vary: float parameters, and non-scalar globals of an entry other
// than main (they keep their initializers in the interpreter).

// Defaults of CheckConfig.
const (
	// DefaultCheckRuns caps the sampled runs.
	DefaultCheckRuns = 64
	// checkMaxSteps caps the interpreter's ops over the sample, and
	// checkRunSteps those of one run (at least; 4 times the witness
	// replay's ops when that is more, up to concreteRunSteps).
	checkMaxSteps = 5_000_000
	checkRunSteps = 1_000_000
	// checkGrace is the least time the witness's replay is given, past
	// the run's budget when needed: it is the only proof of exact.
	checkGrace = time.Second
)

// CheckConfig configures SelfCheck; the zero value takes the defaults.
type CheckConfig struct {
	// Seed seeds the sample's random source.
	Seed int64
	// MaxRuns caps the sampled runs (the witness replay not counted);
	// 0 means DefaultCheckRuns, a negative value no sample at all.
	MaxRuns int
	// MaxSteps caps the interpreter's ops over the sample; 0 means
	// checkMaxSteps.
	MaxSteps int64
	// RunSteps caps one run's ops; 0 means the larger of checkRunSteps and
	// 4 times the witness replay's ops (at most concreteRunSteps).
	RunSteps int64
}

// Check is what SelfCheck found.
type Check struct {
	// Exact: the witness's replay costs exactly the bound, and took no
	// result of a C library function the real one computes
	// (ts.LibComputed).
	Exact bool
	// Computed, when set, names such a function whose result the
	// witness took as an input: the replay reaches the bound in the
	// model, where that result is any value, but a real run of the
	// function need not give it, so the bound is not claimed exact.
	Computed string
	// Sampled counts the sampled runs (the witness replay not counted);
	// Counted those among them the analysis does not exclude.
	Sampled, Counted int
	// Steps counts the interpreter's ops over the sample.
	Steps int64
	// Stopped: the run's budget (Config.Budget) ended the replay or the
	// sample before its counts did.
	Stopped bool
	// Unreplayed, when set, is why the witness's run failed in the
	// interpreter (its undefined behaviour, with the operation that
	// caused it): the bound is then not claimed exact, and the report
	// says why. TACLeBench jfdctint: its only run overflows a signed
	// product that steers nothing; SS, which does not track that value,
	// bounds the run, whose replay the interpreter rejects.
	Unreplayed error
}

// undefinedBehaviour reports whether the run's error is undefined
// behaviour of the program (a poison value used, an access out of
// bounds, a division by zero), not an input the witness lacks (a
// parameter without a value, the nondet sequence exhausted: a witness
// search that did not finish).
func undefinedBehaviour(e *interp.Error) bool {
	if e.Deadline || e.Unknown || e.Steps == 0 {
		return false
	}
	return e.Origin.Known() || strings.Contains(e.Msg, "undefined behaviour") || strings.Contains(e.Msg, "out of bounds") || strings.Contains(e.Msg, "division by zero")
}

// SelfCheckError is a run that costs more than the bound, or that
// exceeds a loop-bound annotation the method reported proven: a soundness
// fault of the analysis, reported as an internal error.
type SelfCheckError struct {
	Resource string
	Bound    *big.Int
	Cost     int64
	// Input is the run's input; Witness says it is the worst path's own
	// input (the replay), not a sampled one.
	Input   analysis.Input
	Witness bool
	// Cut, when set, is the error's cause instead of the cost: the run
	// was about to exceed the maximum of a loop-bound annotation whose
	// verdict is proven.
	Cut *interp.LoopCut
}

func (e *SelfCheckError) Error() string {
	what := "the run"
	if e.Witness {
		what = "the worst path's own run"
	}
	if c := e.Cut; c != nil {
		return fmt.Sprintf("internal error: %s with %s completes body execution %d of the loop at %s, whose loopbound max %d (%s at %s) is reported proven; please report this",
			what, e.Input.String(), c.Max+1, c.Loop.Pos, c.Max, c.Loop.Bound.OriginOf(), pragmaAt(c.Loop.Bound.Pos))
	}
	cost := fmt.Sprint(e.Cost)
	if ts.IsPeak(e.Resource) {
		cost = fmt.Sprintf("%d (%s peak)", e.Cost, e.Resource)
	}
	return fmt.Sprintf("internal error: %s with %s costs %s, above the bound %s; please report this", what, e.Input.String(), cost, e.Bound)
}

// Kind is the error's kind in the JSON report's errors[].
func (e *SelfCheckError) Kind() string { return "internal" }

// Position: the error has no source position.
func (e *SelfCheckError) Position() (string, int, int) { return "", 0, 0 }

// SelfCheck replays res's witness and runs a sample of other inputs of
// cfg's entry in the interpreter (see above). It returns a
// *SelfCheckError when some counted run costs more than res.Bound, any
// other error only for a fault of the check itself.
func SelfCheck(p *ts.Program, cfg analysis.Config, res *analysis.Result, cc CheckConfig) (chk Check, err error) {
	defer func() {
		if r := recover(); r != nil {
			chk, err = Check{}, fmt.Errorf("internal error in the self-check: %v; please report this", r)
		}
	}()
	if cfg.CheckDebug {
		began := time.Now()
		defer func() {
			fmt.Fprintf(cfg.DebugOut(), "self-check: %d runs sampled (%d counted, %d steps), exact %v, %v\n", chk.Sampled, chk.Counted, chk.Steps, chk.Exact, time.Since(began).Round(time.Microsecond))
		}()
	}
	if res == nil || res.Bound == nil {
		return chk, errors.New("internal error in the self-check: no result to check; please report this")
	}
	if cfg.Entry == "" {
		cfg.Entry = "main"
	}
	k := &checker{p: p, cfg: cfg, res: res, budget: cfg.Clock(), proven: map[[2]string]bool{}}
	k.ignored = cfg.IgnoreAssertions || analysis.AssertionsIgnored(res)
	for _, a := range res.Annotations {
		if a.Kind == "loopbound" && a.Verdict == analysis.VerdictProven {
			k.proven[[2]string{a.Pos.String(), a.Text}] = true
		}
	}
	run, rerr, done, err := k.replayWitness()
	if done || err != nil {
		return k.chk, err
	}
	err = k.sample(cc, run, rerr)
	return k.chk, err
}

// checker is one self-check: the result it checks, the budget (read
// once) and what it found so far.
type checker struct {
	p       *ts.Program
	cfg     analysis.Config
	res     *analysis.Result
	budget  analysis.Budget
	ignored bool // the assertions are ignored: a blocked run counts
	// proven are the loop-bound annotations the method proved: no run may
	// be cut at one.
	proven map[[2]string]bool
	// cutErr is set by counts for a run cut at a proven annotation.
	cutErr *SelfCheckError
	chk    Check
}

// counts says whether run counts against the bound, and its cost; a run
// cut at a proven annotation sets cutErr.
func (k *checker) counts(run *interp.Result, err error) (int64, bool) {
	if err == nil && run != nil && run.Cut != nil {
		if pr := run.Cut.Loop.Bound; pr != nil && k.proven[[2]string{pr.Pos.String(), pr.Text}] {
			k.cutErr = &SelfCheckError{Resource: k.cfg.Resource, Bound: k.res.Bound, Cut: run.Cut}
		}
	}
	if err != nil || run == nil || run.Cut != nil || run.Ended == "" || run.Ended == "cut" {
		return 0, false
	}
	if run.Blocked != nil && !k.ignored {
		return 0, false
	}
	return run.Costs[k.cfg.Resource], true
}

func (k *checker) above(c int64) bool { return big.NewInt(c).Cmp(k.res.Bound) > 0 }

// replayWitness is step 1: the witness's run. done: the check ends here
// (the budget stopped the replay).
func (k *checker) replayWitness() (run *interp.Result, rerr error, done bool, err error) {
	res := k.res
	witness := analysis.Input{Args: res.Args, Lists: res.Lists, Nondet: res.Nondet}
	rc := witness.RunConfig(k.cfg.Entry)
	rc.LoopBounds = true
	rc.Deadline = k.budget.Grace(checkGrace).Deadline()
	run, rerr = interp.Run(k.p, rc)
	var ie *interp.Error
	if errors.As(rerr, &ie) && ie.Deadline {
		k.chk.Stopped = true
		return nil, nil, true, nil
	}
	c, ok := k.counts(run, rerr)
	if errors.As(rerr, &ie) && undefinedBehaviour(ie) {
		k.chk.Unreplayed = ie
	}
	if k.cutErr != nil {
		k.cutErr.Input, k.cutErr.Witness = witness, true
		return nil, nil, true, k.cutErr
	}
	if ok {
		if k.above(c) {
			return nil, nil, true, &SelfCheckError{Resource: k.cfg.Resource, Bound: res.Bound, Cost: c, Input: witness, Witness: true}
		}
		k.chk.Exact = big.NewInt(c).Cmp(res.Bound) == 0
		for _, name := range run.ExternsRead {
			if ts.LibComputed(name) {
				k.chk.Exact, k.chk.Computed = false, name
				break
			}
		}
	}
	return run, rerr, false, nil
}

// sample is step 2: runs of other inputs, given the witness's run (run,
// rerr), until cc's counts or the budget end it.
func (k *checker) sample(cc CheckConfig, run *interp.Result, rerr error) error {
	p, cfg, res := k.p, k.cfg, k.res
	if cc.MaxRuns < 0 {
		return nil
	}
	if cc.MaxRuns == 0 {
		cc.MaxRuns = DefaultCheckRuns
	}
	if cc.MaxSteps <= 0 {
		cc.MaxSteps = checkMaxSteps
	}
	if cc.RunSteps <= 0 {
		cc.RunSteps = checkRunSteps
		if run != nil && 4*run.Steps > cc.RunSteps {
			cc.RunSteps = min(4*run.Steps, concreteRunSteps)
		}
	}
	rng := rand.New(rand.NewSource(cc.Seed))
	points, err := entryPoints(p, cfg, rng, cc.MaxRuns)
	if err != nil {
		return err
	}
	lists := pointerBits(p, cfg.Entry, res.Lists)
	usesNondet := run == nil || run.NondetUsed > 0 || rerr != nil || len(lists) > 0
	if len(points) == 0 && !usesNondet {
		return nil // one run only: the replay
	}
	deadline := k.budget.Deadline()
	steps := cc.MaxSteps
	// minRun is what a run is expected to take (the replay's ops): the
	// sample stops when the budget cannot pay for one more.
	minRun := int64(1000)
	if run != nil {
		minRun = max(minRun, run.Steps)
	}
	var ie *interp.Error
	for i := 0; i < cc.MaxRuns && steps >= minRun; i++ {
		if !deadline.IsZero() && time.Now().After(deadline) {
			k.chk.Stopped = true
			break
		}
		in := analysis.Input{Args: map[string]*big.Int{}, Lists: res.Lists}
		for name, v := range res.Args {
			in.Args[name] = v
		}
		if i >= 2 && len(points) > 0 {
			for name, v := range points[(i-2)%len(points)] {
				in.Args[name] = v
			}
		}
		if i >= 2 && len(lists) > 0 && rng.Intn(2) == 0 {
			in.Lists = randomLists(rng, lists, res.Lists)
		}
		mode := i // 0: every nondet value high, 1: low, else random
		if !usesNondet && i < 2 {
			continue // the same run as the witness's parameters with no nondet
		}
		if !usesNondet && i-2 >= len(points) {
			break // every point run once: without nondet values runs repeat
		}
		rc := in.RunConfig(cfg.Entry)
		rc.LoopBounds = true
		rc.MaxSteps = min(cc.RunSteps, steps)
		rc.Deadline = deadline
		var seq []*big.Int
		rc.Choose = func(lo, hi *big.Int, bits int) *big.Int {
			v := sampleNondet(rng, mode, lo, hi, bits)
			seq = append(seq, v)
			return v
		}
		r, err := interp.Run(p, rc)
		k.chk.Sampled++
		// A failed run's ops are not known: charge its cap when it hit
		// the cap, else what a run is expected to take.
		spent := minRun
		if r != nil {
			spent = r.Steps
		} else if err != nil && strings.Contains(err.Error(), "step limit exceeded") {
			spent = rc.MaxSteps
		}
		if errors.As(err, &ie) && ie.Deadline {
			k.chk.Stopped = true
			break
		}
		steps -= spent
		k.chk.Steps += spent
		c, ok := k.counts(r, err)
		if k.cutErr != nil {
			in.Nondet = seq
			k.cutErr.Input = in
			return k.cutErr
		}
		if !ok {
			continue
		}
		k.chk.Counted++
		if k.above(c) {
			in.Nondet = seq
			return &SelfCheckError{Resource: cfg.Resource, Bound: res.Bound, Cost: c, Input: in}
		}
	}
	return nil
}

// pointerBits gives, for each of the witness's lists (the contents of
// the objects pointer parameters of entry point to), the width of its
// integer elements; lists of other elements are left out.
func pointerBits(p *ts.Program, entry string, lists map[string][]*big.Int) map[string]int {
	f := p.ByName[entry]
	if f == nil || len(lists) == 0 {
		return nil
	}
	out := map[string]int{}
	for _, v := range f.Params {
		if _, ok := lists[v.Name]; ok && v.Type.Kind == ts.Ptr && v.Pointee.Kind == ts.Int && v.Pointee.Bits > 0 {
			out[v.Name] = v.Pointee.Bits
		}
	}
	return out
}

// randomLists returns the witness's lists with the integer ones (bits by
// name) refilled with random values of their element type, the same
// lengths: the analysis takes such objects' contents as unknown values of
// their type.
func randomLists(rng *rand.Rand, bits map[string]int, witness map[string][]*big.Int) map[string][]*big.Int {
	out := make(map[string][]*big.Int, len(witness))
	for _, k := range sortedKeys(witness) {
		l := witness[k]
		b, ok := bits[k]
		if !ok {
			out[k] = l
			continue
		}
		r := make([]*big.Int, len(l))
		for i := range r {
			r[i] = sampleNondet(rng, 2, nil, nil, b)
		}
		out[k] = r
	}
	return out
}

// sampleNondet picks a nondet value in lo..hi (nil: the signed range of a
// bits-wide integer): mode 0 the upper end, mode 1 the lower end, else
// random — an end with probability 1/8 each, else uniform; without a
// range also small values (-8..8) a quarter of the time.
func sampleNondet(rng *rand.Rand, mode int, lo, hi *big.Int, bits int) *big.Int {
	if lo == nil || hi == nil {
		if bits <= 0 || bits > 64 {
			bits = 32
		}
		l := new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)))
		h := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(bits-1)), big.NewInt(1))
		if lo == nil {
			lo = l
		}
		if hi == nil {
			hi = h
		}
		if mode >= 2 && rng.Intn(4) == 0 {
			v := big.NewInt(rng.Int63n(17) - 8)
			if v.Cmp(lo) >= 0 && v.Cmp(hi) <= 0 {
				return v
			}
		}
	}
	if hi.Cmp(lo) <= 0 {
		return new(big.Int).Set(lo)
	}
	switch {
	case mode == 0:
		return new(big.Int).Set(hi)
	case mode == 1:
		return new(big.Int).Set(lo)
	}
	switch rng.Intn(8) {
	case 0:
		return new(big.Int).Set(lo)
	case 1:
		return new(big.Int).Set(hi)
	}
	w := new(big.Int).Sub(hi, lo)
	w.Add(w, big.NewInt(1))
	return new(big.Int).Add(lo, new(big.Int).Rand(rng, w))
}

// entryPoints returns up to n integer points of the entry's initial
// context (the start state of the methods: its integer parameters and the
// scalar globals of an entry other than main, under cfg.Assume), as
// Input.Args maps: every point in random order when there are at most n
// (contextPoints), else random points of the context's bounding box that
// the context contains. It returns none when the entry has no such input
// or the context is unbounded.
func entryPoints(p *ts.Program, cfg analysis.Config, rng *rand.Rand, n int) (out []map[string]*big.Int, err error) {
	f := p.ByName[cfg.Entry]
	if f == nil || n <= 0 {
		return nil, nil
	}
	pctx := poly.NewCtx()
	var start *path
	var ctx *poly.Set
	defer func() {
		r := recover()
		release(r, func() {
			ctx.Free()
			if start != nil && start.st != nil {
				start.st.Free()
			}
		})
		freeCtx("selfcheck", pctx, r != nil)
		if r != nil {
			if pe, ok := r.(*poly.Error); ok {
				out, err = nil, fmt.Errorf("internal error in the polyhedra library: %v", pe)
				return
			}
			panic(r)
		}
	}()
	m := &machine{prog: p, env: poly.NewEnv(pctx), gobj: map[string]int{}, params: map[string]string{}, assumed: map[string]bool{}, ignoreAsserts: cfg.IgnoreAssertions, debugSS: cfg.SSDebug, dbg: cfg.DebugOut(), peak: peakOf(cfg.Resource)}
	start, err = m.initial(f, cfg)
	if err != nil {
		// The method ran on the same configuration: it cannot fail here;
		// if it does, there is no context to sample.
		return nil, nil
	}
	ctx = start.st.Context()
	vars, lo, hi, size := contextBox(ctx)
	if len(vars) == 0 {
		return nil, nil
	}
	key, ok := m.inputKeys(vars)
	if !ok {
		return nil, nil
	}
	named := func(pt map[string]*big.Int) map[string]*big.Int {
		a := make(map[string]*big.Int, len(pt))
		for v, x := range pt {
			a[key[v]] = x
		}
		return a
	}
	if size.Cmp(big.NewInt(int64(n))) <= 0 {
		pts, _ := contextPoints(ctx, nil, n)
		rng.Shuffle(len(pts), func(i, j int) { pts[i], pts[j] = pts[j], pts[i] })
		for _, pt := range pts {
			out = append(out, named(pt))
		}
		return out, nil
	}
	for i := 0; i < n; i++ {
		for try := 0; try < 16; try++ {
			pt := make(map[string]*big.Int, len(vars))
			for j, v := range vars {
				pt[v] = sampleNondet(rng, 2, lo[j], hi[j], 0)
			}
			if ctx.Contains(pt) {
				out = append(out, named(pt))
				break
			}
		}
	}
	return out, nil
}
