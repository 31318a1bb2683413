package unroll

import (
	"errors"
	"fmt"
	"iter"
	"maps"
	"math/big"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/poly"
	"wcet/summary"
	"wcet/ts"
	"wcet/ts/interp"
)

// SS bounds the resource by symbolic simulation with loop unrolling,
// interpolants, witnesses and compounded summaries (`--method ss`, thesis
// Fig. 3.7 and 3.8). The package comment (doc.go) says how the thesis's
// structured loops map onto the transition system; assert_ss.go how
// assertions are honoured (thesis ch. 4, the two phases intertwined).
func SS(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) { return simulate(p, cfg, true) }

// IA is SS with the memo table off (`--method ia`, the thesis's "iteration
// abstraction only" column): paths still merge at the end of every loop
// iteration, but no summary is reused.
func IA(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) { return simulate(p, cfg, false) }

// ---- summaries with several ends ---------------------------------------

// endKey names where a path of a subtree stops: the end of the program
// (exit) or the end of an iteration of a loop (the loop's H.end loc in one
// frame, with the non-numeric shape of the state there).
type endKey struct {
	exit  bool
	frame int
	loc   *ts.Loc
	shape string
	// class is how the paths to the end changed the relevant frequency
	// variables since the node (assertions.Classes.Delta; nil for none,
	// and for exits): paths of different classes are not merged
	// (MergePaths).
	class *assertions.Class
}

// endSum is the part of a summary for one end: bound, Δ and ω (a
// summary.Summary whose Ψ is true: the interpolant is the node's), the
// worst path to it, and what a continuation from it needs.
type endSum struct {
	s     *summary.Summary
	trace *trace
	tmpl  *path                   // a path at the end (state freed): its shape
	types map[string]poly.IntType // the types of the variables at the end
	// counts are, per loop and calling context, the most body executions
	// on a path of the subtree to this end (each count maximised on its
	// own: an upper bound per loop). Never modified once built.
	counts map[loopKey]int64
	// cands are the worst paths of equal bound to this end that
	// JoinHorizontal merged (nil: the end's own trace is the only one),
	// each with its own Δ and ω. Where a loop iteration meets the
	// continuation from the merged state, only pairs whose iteration ends
	// in the continuation's witness are kept (joinContinuation); otherwise
	// the witness trace could join an iteration and a continuation no run
	// takes together (non_deter: the +2 step of a tie, then a
	// continuation whose worst starts from the +1 step's state), and the
	// replay would not find the bound.
	cands []candidate
	// pend, when not nil, are pairs not computed yet: the end joins an
	// iteration and a continuation whose candidates pairs would pair
	// (force computes them into cands).
	pend *pendingPairs
}

// pendingPairs are the operands of a deferred pairs: the iteration end e
// (borrowed from the header's s1, alive until its continuations are all
// joined) and the continuation end x (owned).
type pendingPairs struct{ e, x *endSum }

// candidate is one of several worst paths of equal bound to the same end.
type candidate struct {
	s     *summary.Summary
	trace *trace
}

// maxCands bounds an end's candidates (their summaries are extended along
// every transition up to the loop header).
const maxCands = 4

// free releases the end's summary and candidates.
func (e *endSum) free() {
	e.s.Free()
	freeCands(e.cands)
	if e.pend != nil {
		e.pend.x.free()
		e.pend = nil
	}
}

func freeCands(cs []candidate) {
	for _, c := range cs {
		c.s.Free()
	}
}

// takeCands returns e's candidates, which become the caller's: e's own
// (summary copied) when it has none.
func takeCands(e *endSum) []candidate {
	if e.cands != nil {
		c := e.cands
		e.cands = nil
		return c
	}
	return []candidate{{e.s.Copy(), e.trace}}
}

// candsOf returns e's candidates, borrowed: e itself when it has none.
func candsOf(e *endSum) []candidate {
	if e.cands != nil {
		return e.cands
	}
	return []candidate{{e.s, e.trace}}
}

// addCounts returns a ⊕ b (+ inc), a new map.
func addCounts(a, b map[loopKey]int64, inc map[loopKey]int64) map[loopKey]int64 {
	if len(a)+len(b)+len(inc) == 0 {
		return nil
	}
	out := make(map[loopKey]int64, len(a)+len(b)+len(inc))
	for _, m := range []map[loopKey]int64{a, b, inc} {
		for k, v := range m {
			out[k] += v
		}
	}
	return out
}

// maxCounts returns the componentwise maximum of a and b, a new map.
func maxCounts(a, b map[loopKey]int64) map[loopKey]int64 {
	if len(a)+len(b) == 0 {
		return nil
	}
	out := make(map[loopKey]int64, len(a)+len(b))
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = max(out[k], v)
	}
	return out
}

// nodeSum is the summary of a node: its interpolant and one endSum per end
// its paths reach (the thesis's structured loops have a single end; here a
// break or a return leaves a loop from inside its body). It is the entry
// of SS's memo table (summary.Memo).
type nodeSum struct {
	key      summary.Key
	psi      *poly.Set // over the node's variables
	reusable bool
	ends     map[endKey]*endSum
}

// Interpolant returns Ψ and whether the summary may be reused
// (summary.Entry).
func (s *nodeSum) Interpolant() (*poly.Set, bool) { return s.psi, s.reusable }

// Witnesses yields the witness ω of every end (summary.Entry).
func (s *nodeSum) Witnesses() iter.Seq[*poly.Set] {
	return func(yield func(*poly.Set) bool) {
		for _, e := range s.ends {
			if !yield(e.s.Omega) {
				return
			}
		}
	}
}

// Copy returns a copy of s: its summaries and candidates copied, traces
// and templates shared (summary.Entry).
func (s *nodeSum) Copy() *nodeSum {
	c := &nodeSum{key: s.key, psi: s.psi.Copy(), reusable: s.reusable, ends: make(map[endKey]*endSum, len(s.ends))}
	for k, x := range s.ends {
		y := *x
		y.s = x.s.Copy()
		y.cands = nil
		for _, cd := range x.cands {
			y.cands = append(y.cands, candidate{cd.s.Copy(), cd.trace})
		}
		c.ends[k] = &y
	}
	return c
}

// Free releases s (summary.Entry).
func (s *nodeSum) Free() {
	s.psi.Free()
	for _, e := range s.ends {
		e.free()
	}
}

// worst returns the largest bound over the ends (nil: −∞) and its end.
func (s *nodeSum) worst() (*big.Int, *endSum) {
	var b *big.Int
	var w *endSum
	for _, k := range s.sortedEnds() {
		e := s.ends[k]
		if x := e.s.Worst(); x != nil && (b == nil || x.Cmp(b) > 0) {
			b, w = x, e
		}
	}
	return b, w
}

func (s *nodeSum) sortedEnds() []endKey {
	ks := make([]endKey, 0, len(s.ends))
	for k := range s.ends {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return endLess(ks[i], ks[j]) })
	return ks
}

func endLess(a, b endKey) bool {
	if a.exit != b.exit {
		return a.exit
	}
	if a.frame != b.frame {
		return a.frame < b.frame
	}
	if a.loc != b.loc {
		return a.loc.ID < b.loc.ID
	}
	if a.shape != b.shape {
		return a.shape < b.shape
	}
	return a.class.Key() < b.class.Key()
}

// trace is a rope of the worst path's steps (Extend puts a step in front,
// JoinVertical concatenates), flattened once at the end.
type trace struct {
	step        *traceStep
	left, right *trace
}

// traceStep is one transition of a path: t from its From loc, or, with
// resume, the rest of t after a call returned.
type traceStep struct {
	fn     string
	t      *ts.Trans
	resume bool
}

func cons(s traceStep, t *trace) *trace { return &trace{left: &trace{step: &s}, right: t} }
func concat(a, b *trace) *trace {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	return &trace{left: a, right: b}
}

func (t *trace) steps() []traceStep {
	var out []traceStep
	stack := []*trace{t}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == nil {
			continue
		}
		if x.step != nil {
			out = append(out, *x.step)
			continue
		}
		stack = append(stack, x.right, x.left)
	}
	return out
}

// ---- the simulator -------------------------------------------------------

// kid is one successor of a node: the case of a transition that led to it.
type kid struct {
	rel    *poly.Map               // R: the node's variables → the kid's variables
	types  map[string]poly.IntType // the kid's variables' types (feasible kids)
	pre    *poly.Set               // the premises of the case split, over the node's variables
	alpha  *big.Int
	inc    map[loopKey]int64 // body executions the transition completes (leaving a loop from its body)
	delta  *assertions.Class // its class: how it changed the relevant frequency variables
	passed string            // the assertions it passed (path.passed; numeric phase 2)
	spike  *big.Int          // --resource heap: the most the heap rises within it (alpha is its net use)
	step   traceStep
	p      *path // nil once taken
}

// node is a state of the symbolic execution tree on the explicit stack.
type node struct {
	parent *node
	via    *kid // the case that led here from parent
	p      *path
	key    summary.Key
	ctx    *poly.Set // [[s]] over vars
	vars   []string
	kids   []*kid
	next   int
	acc    *nodeSum
	// A loop header: the iteration root (Fig. 3.7 lines 6–13).
	loop  *ts.Loop
	st0   *poly.State // the state at the header, for the continuation
	p0    *path
	s1    *nodeSum // the first iteration, once explored
	conts []endKey // its ends at this loop's H.end, continued one by one
	ci    int
	done  *nodeSum // S1 without the continued ends, plus the continuations
	// expanded: kids built.
	expanded bool
	// hdr is the loop whose header the node is at (hdrCtx its calling
	// context), cont whether the node continues that loop (line 11) rather
	// than entering it.
	hdr    *ts.Loop
	hdrCtx string
	cont   bool
	// Numeric phase 2 (numeric_ss.go): num is the chain of a loop entry
	// (numTried: started or refused once) or of a chain node (chainNode,
	// header numT of the chain, its counts at creation numBase, numDone
	// once it continued, numConts its classes).
	num       *numChain
	numTried  bool
	chainNode bool
	numT      int
	numBase   map[string]int64
	numDone   bool
	numConts  []endKey
}

type simulator struct {
	m        *machine
	z        *summary.Summarizer
	memo     *summary.Memo[*nodeSum]
	useMemo  bool
	cfg      analysis.Config
	deadline time.Time
	// infeasibleN counts the infeasible cases.
	infeasibleN int64
	// perEntry: the most body executions per entry of each loop, taken at
	// every node that enters it.
	perEntry map[loopKey]int64
	// dropped are the cases an operation found infeasible during the
	// current step (poly.Env.Dropped): each becomes an infeasible kid, so
	// that the interpolant keeps it infeasible.
	dropped []*poly.State
	// last is the path of the last node limits checked (for the error of
	// a timeout inside an isl operation).
	last *path
	// blocks: per assertion, the first path it blocked (assert_ss.go).
	blocks assertions.Blocks[traceStep]
	// Numeric phase 2 (numeric_ss.go): the running chain, off for the
	// run (noNumeric), a verdict that needs a run without it (numRetry),
	// the loops it bounded (numUsed), the per-loop and program checks.
	numeric   *numChain
	noNumeric bool
	numRetry  bool
	numUsed   int
	numLoopOK map[*ts.Loop]bool
	numProgOK bool
}

// Memory contents, lazily. When the values the program stores in writable
// memory matter only through the conditions of branches (forgetMemory:
// a search, a lookup in a table the program filled), SS first runs with
// the contents forgotten, as the thesis's analyzer, which modelled no
// array contents, did: a load gives any value. That first pass is an
// over-approximation (every real path is one of its paths), so its bound
// is sound; it is kept only when its worst path's concrete input,
// replayed by the interpreter, costs exactly that bound (Replay, the
// exactness of §3.7.4). A program with user annotations to judge
// (assertions not ignored, loop-bound pragmas) keeps its contents from
// the start: the verdicts must come from the exact contents. Otherwise —
// a bound above the real worst case, a loop the contents bound, or the
// first pass's state cap reached — SS runs again keeping every content
// (stores at constant offsets as cells, thesis-style named values), with
// what is left of the run's budget; the states of both passes are
// counted. The first pass is capped by states only, not by a share of
// the time, so that which pass gives the result does not depend on the
// machine's load.
//
// Forgetting the contents is what lets summaries be reused across the
// iterations of a loop nest that compares a value with the cells of a
// table: with the contents kept, each cell is a distinct constant of the
// memo key and of the interpolant, so no two iterations share a summary
// (testdata/ns.c: 9497 states with the contents, 167 without).
// lazyMaxStates caps the first pass: a program whose loops the contents
// bound (a sentinel search) would unroll without end there.
const lazyMaxStates = 20000

func simulate(p *ts.Program, cfg analysis.Config, useMemo bool) (*analysis.Result, error) {
	defer cfg.InstallCuts()()
	cfg.Budget = cfg.Clock()
	if useMemo && !cfg.NoConcrete {
		// A program with no input: its only run (concrete.go).
		if res, err := concreteFirst(p, cfg); res != nil || err != nil {
			return res, err
		}
	}
	rel, ok := forgetMemory(p)
	if !ok || p.ByName[cfg.Entry] == nil || judgesAnnotations(p, cfg) {
		return simulateWith(p, cfg, useMemo, nil)
	}
	c1 := cfg
	if c1.MaxStates <= 0 || c1.MaxStates > lazyMaxStates {
		c1.MaxStates = lazyMaxStates
	}
	first, err := simulateWith(p, c1, useMemo, rel)
	var le *analysis.LimitError
	if errors.As(err, &le) && cfg.Budget.Spent() {
		// The run's budget ended in the first pass: nothing is left for
		// the second.
		return nil, err
	}
	if err == nil && !judged(first.Annotations) && first.Args != nil {
		if exact, _, rerr := analysis.ReplayBefore(p, cfg.Entry, cfg.Resource, first, cfg.Budget.Deadline()); rerr == nil && exact {
			if cfg.SSDebug {
				fmt.Fprintf(cfg.DebugOut(), "ss: contents forgotten: bound %s, exact\n", first.Bound)
			}
			return first, nil
		}
	}
	if cfg.SSDebug {
		fmt.Fprintf(cfg.DebugOut(), "ss: contents forgotten: %v; again with the contents\n", lazyWhy(first, err))
	}
	res, err := simulateWith(p, cfg, useMemo, nil)
	if res != nil && first != nil {
		res.States += first.States
	}
	return res, err
}

// judgesAnnotations reports whether a run of p gives verdicts on user
// annotations (assertions not ignored, loop-bound pragmas): their
// verdicts must come from the exact contents, so SS keeps them from the
// start (a first pass would be thrown away).
func judgesAnnotations(p *ts.Program, cfg analysis.Config) bool {
	if !cfg.IgnoreAssertions && len(assertions.Keys(p)) > 0 {
		return true
	}
	for _, f := range p.Funcs {
		for _, L := range f.Loops {
			if L.Bound != nil {
				return true
			}
		}
	}
	return false
}

// judged reports whether some annotation has a verdict other than ignored.
func judged(as []analysis.Annotation) bool {
	for _, a := range as {
		if a.Verdict != analysis.VerdictIgnored {
			return true
		}
	}
	return false
}

// lazyWhy says why the first pass (contents forgotten) was not kept.
func lazyWhy(first *analysis.Result, err error) string {
	switch {
	case err != nil:
		return err.Error()
	case judged(first.Annotations):
		return "the run judged annotations"
	default:
		return fmt.Sprintf("bound %s is not exact (witness %v)", first.Bound, first.Args)
	}
}

// simulateWith is SS (or IA) keeping memory contents as relevance says
// (forget nil) or forgetting them, with forget the relevant variables
// (forgetMemory).
func simulateWith(p *ts.Program, cfg analysis.Config, useMemo bool, forget map[*ts.Var]bool) (*analysis.Result, error) {
	res, err := simulateOnce(p, cfg, useMemo, forget, false)
	if !errors.Is(err, errNumericRetry) {
		return res, err
	}
	// A verdict rests on numeric phase 2's symbolic counts alone
	// (numeric_ss.go): again without it, in what is left of the budget.
	if cfg.SSDebug {
		fmt.Fprintf(cfg.DebugOut(), "ss: numeric phase 2 left a verdict open; again without it\n")
	}
	return simulateOnce(p, cfg, useMemo, forget, true)
}

// errNumericRetry asks simulateWith for a run without numeric phase 2.
var errNumericRetry = assertions.ErrRetry

// simulateOnce is simulateWith, with numeric phase 2 off when noNumeric.
func simulateOnce(p *ts.Program, cfg analysis.Config, useMemo bool, forget map[*ts.Var]bool, noNumeric bool) (res *analysis.Result, err error) {
	f := p.ByName[cfg.Entry]
	if f == nil {
		return nil, fmt.Errorf("entry function %q is not in the program", cfg.Entry)
	}
	ctx := poly.NewCtx()
	// What the run still holds when it returns (the root summary, the memo
	// table, the witness's start) is freed before the context, on every
	// return and after a panic.
	var s *simulator
	var replay *path
	var sum *nodeSum
	interrupted := false // the witness search stopped at the deadline
	defer func() {
		r := recover()
		_, deadline := r.(*poly.DeadlineError)
		release(r, func() { s.release(replay, sum) })
		// An isl operation abandoned at the deadline may leave its
		// temporaries live: the count is not the method's.
		freeCtx(method(useMemo), ctx, deadline || interrupted)
		if r != nil {
			if deadline {
				// --timeout inside an isl operation (poly.Ctx.SetDeadline).
				err = s.timeout(f)
				return
			}
			if pe, ok := r.(*poly.Error); ok {
				if cfg.SSDebug {
					fmt.Fprintf(cfg.DebugOut(), "%s\n", debug.Stack())
				}
				err = fmt.Errorf("internal error in the polyhedra library: %v", pe)
				return
			}
			panic(r)
		}
	}()
	env := poly.NewEnv(ctx)
	env.Plain = cfg.PlainStates
	m := &machine{prog: p, env: env, gobj: map[string]int{}, params: map[string]string{}, assumed: map[string]bool{}, ignoreAsserts: cfg.IgnoreAssertions, debugSS: cfg.SSDebug, dbg: cfg.DebugOut()}
	if !cfg.IgnoreAssertions {
		if err := assertions.CheckPlacement(p); err != nil {
			return nil, err
		}
		if err := m.useAssertions(p); err != nil {
			return nil, err
		}
	}
	rel, memory := relevance(p)
	if forget != nil {
		rel, memory = forget, false
	}
	m.memIrrelevant, m.rel, m.defs = !memory, rel, singleDefs(p)
	m.forgetPass = forget != nil
	start, err := m.initial(f, cfg)
	if err != nil {
		return nil, err
	}
	start = m.zeroCounters(start)
	if cfg.MaxStates <= 0 {
		cfg.MaxStates = 1000000
	}
	z := summary.New(ctx)
	z.Peaks = cfg.Resource == "heap"
	s = &simulator{m: m, z: z, memo: summary.NewMemo[*nodeSum](), useMemo: useMemo, cfg: cfg, perEntry: map[loopKey]int64{}, noNumeric: noNumeric}
	if cfg.MemoDebug {
		s.memo.Debug = cfg.DebugOut()
	}
	env.Dropped = func(st *poly.State) { s.dropped = append(s.dropped, st) }
	// The run's budget: every isl operation and Z3 check stops at its
	// end (a timeout), and so do the witness searches below.
	if s.deadline = cfg.Clock().Deadline(); !s.deadline.IsZero() {
		ctx.SetDeadline(s.deadline)
		ctx.SetBudget(s.deadline)
	}
	replay = start.clone()
	lbStart := start.clone()
	defer lbStart.st.Free()
	assertStart := start.clone()
	defer assertStart.st.Free()
	m.project(start)
	m.canon(start)
	root := s.newNode(nil, nil, start)
	m.bitAbstract = true
	sum, err = s.run(root)
	m.bitAbstract = false
	if err != nil {
		return nil, err
	}
	if s.numRetry {
		return nil, errNumericRetry
	}
	if err := s.assertWitnesses(assertStart); err != nil {
		return nil, err
	}
	bound, worst := sum.worst()
	if bound == nil {
		return nil, m.noPathError()
	}
	for k := range sum.ends {
		if !k.exit {
			return nil, fmt.Errorf("internal error: a path of the entry stops at %s without ending", k.loc.Name)
		}
	}
	res = &analysis.Result{Bound: new(big.Int).Set(bound), Args: map[string]*big.Int{}}
	// The lossy events of the simulation, which the bound rests on. The
	// witness search below replays transitions under a time cap, so the
	// events it adds depend on the machine's load: they are not counted.
	lossy := ctx.LossyTotal()
	// The witness: follow the worst path's transitions from the start;
	// the end's trace first, then its other candidates.
	m.lbOff = true // the witness search re-runs transitions: no new verdicts
	var best *path
	var crun *interp.Result
	var cnondet []*big.Int
	var cargs map[string]*big.Int
	if len(replay.st.Vars()) == 0 && len(cfg.Assume) == 0 {
		// No input but nondet values: concrete runs first
		// (concrete_witness.go).
		crun, cnondet = concreteWitness(p, cfg, worst.trace.steps(), bound, s.deadline)
	} else {
		// Inputs in a small box: concrete runs of its points first
		// (concrete_args.go).
		var in *analysis.Input
		if crun, in = m.concreteArgsWitness(cfg, replay, worst.s.Omega, bound, s.deadline); crun != nil {
			cargs, cnondet = in.Args, in.Nondet
		}
	}
	for i, c := range append([]candidate{{worst.s, worst.trace}}, worst.cands...) {
		if crun != nil {
			break
		}
		if i > 0 && c.trace == worst.trace {
			continue
		}
		var stop bool
		if best, stop = m.followBefore(replay.clone(), c.trace.steps(), bound, cfg); best != nil || stop {
			interrupted = interrupted || stop
			break
		}
	}
	ctx.SetDeadline(time.Time{})
	m.lbOff = false
	replay.st.Free()
	replay = nil
	if crun != nil {
		res = concreteResult(p, crun, cnondet, bound)
		if cargs != nil {
			res.Args = cargs
		}
		res.Assumptions = append(res.Assumptions, m.notes...)
	} else if best != nil {
		r, err := m.result(best, bound, cfg)
		if err != nil {
			return nil, err
		}
		res = r
	} else {
		res.Assumptions = append(res.Assumptions, m.notes...)
		if !s.deadline.IsZero() && time.Now().After(s.deadline) {
			// The one load-dependent outcome: the budget, not a count,
			// ended the search.
			res.Assumptions = append(res.Assumptions, budgetNote)
		}
	}
	res.States = int64(env.Stats().States)
	res.Lossy = int64(lossy)
	res.Reuses = int64(s.memo.Stats().Reuses)
	res.Loops = s.loopTable(p, sum)
	if cfg.IgnoreAssertions {
		res.Annotations = assertions.Annotations(p, nil)
	} else {
		s.assertVerdictsSS(p, res)
	}
	if s.loopBoundWitnessesBefore(ctx, lbStart) {
		interrupted = true
	}
	m.loopBoundReport(res)
	zs := s.z.Stats()
	res.Merges = int64(zs.Merges)
	res.Infeasible = s.infeasibleN
	return res, nil
}

// budgetNote is the assumption of a result whose witness search the
// run's budget (--timeout) ended: the bound stands, its exactness is not
// shown.
const budgetNote = "the time budget (--timeout) ended the search for the worst path's input: the bound is sound but not shown to be reached"

// method is the name of simulate's method.
func method(useMemo bool) string {
	if useMemo {
		return "ss"
	}
	return "ia"
}

// release frees what simulate still holds at its end: the memo table,
// the cases dropped by an unfinished step, the witness's start (nil once
// follow consumed it) and the root summary (nil if the run stopped early).
// s may be nil (simulate stopped before making it).
func (s *simulator) release(replay *path, sum *nodeSum) {
	if replay != nil && replay.st != nil {
		replay.st.Free()
	}
	if s == nil {
		return
	}
	if sum != nil {
		sum.Free()
	}
	s.memo.Free()
	for _, d := range s.dropped {
		d.Free()
	}
	s.dropped = nil
}

// freeNodes frees what the nodes of an unfinished run hold (an error or a
// panic stopped it): their paths, contexts, kids, accumulators and loop
// states. Freeing is idempotent, so objects already handed on are safe.
func (s *simulator) freeNodes(stack []*node) {
	for _, n := range stack {
		if n.p != nil && n.p.st != nil {
			n.p.st.Free()
		}
		n.ctx.Free()
		for _, k := range n.kids {
			k.rel.Free()
			k.pre.Free()
			if k.p != nil && k.p.st != nil {
				k.p.st.Free()
			}
		}
		for _, x := range []*nodeSum{n.acc, n.s1, n.done} {
			if x != nil {
				x.Free()
			}
		}
		if n.st0 != nil {
			n.st0.Free()
		}
	}
}

// newNode makes the node of path p (projected and canonical already).
func (s *simulator) newNode(parent *node, via *kid, p *path) *node {
	n := &node{parent: parent, via: via, p: p}
	n.vars = p.st.Vars()
	n.ctx = p.st.Context()
	n.key = summary.Key{Func: p.top.f.Name, Loc: p.top.loc.ID, Shape: s.m.shape(p)}
	if fr := p.top; fr.resume == nil && fr.loc.Loop != nil && fr.loc == fr.loc.Loop.Header {
		n.hdr, n.hdrCtx = fr.loc.Loop, fr.ctx
	}
	return n
}

// run is SS (Fig. 3.7) with an explicit stack: a node is expanded when
// first on top, its kids are visited in order, and its summary is
// delivered to its parent when the last one is done (post-order).
func (s *simulator) run(root *node) (*nodeSum, error) {
	stack := []*node{root}
	finished := false
	defer func() {
		if !finished {
			s.freeNodes(stack)
		}
	}()
	var result *nodeSum
	deliver := func(n *node, sum *nodeSum) error {
		stack = stack[:len(stack)-1]
		// The node's context is not needed by its parent (a base node's
		// was not freed by finish).
		n.ctx.Free()
		n.ctx = nil
		if n.hdr != nil && !n.cont {
			// The loop is entered here: its count on every path of the
			// summary is one entry's.
			k := loopKey{n.hdrCtx, n.hdr}
			for _, e := range sum.ends {
				s.perEntry[k] = max(s.perEntry[k], e.counts[k])
			}
			if _, ok := s.perEntry[k]; !ok {
				s.perEntry[k] = 0
			}
		}
		if n.parent == nil {
			result = sum
			return nil
		}
		return s.deliver(n.parent, n, sum)
	}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		if !n.expanded {
			if err := s.limits(n); err != nil {
				return nil, err
			}
			if sum := s.base(n); sum != nil {
				if err := deliver(n, sum); err != nil {
					return nil, err
				}
				continue
			}
			if s.cfg.SSDebug {
				fmt.Fprintf(s.cfg.DebugOut(), "expand %s loc %s vars %d ctx %s\n", n.key.Func, n.p.top.loc.Name, len(n.vars), n.ctx)
			}
			s.m.lbWhere = func() []traceStep { return s.stepsTo(n) }
			if err := s.expand(n); err != nil {
				return nil, err
			}
			s.m.lbWhere = nil
		}
		if n.next < len(n.kids) {
			k := n.kids[n.next]
			n.next++
			q := k.p
			k.p = nil
			if q == nil {
				// An infeasible or dead case: summarized at expansion.
				continue
			}
			stack = append(stack, s.newNode(n, k, q))
			continue
		}
		// Every kid is done: the node's TransStep summary is n.acc.
		if n.loop != nil {
			next, err := s.loopStep(n)
			if err != nil {
				return nil, err
			}
			if next != nil {
				stack = append(stack, next)
				continue
			}
		}
		sum := n.acc
		n.acc = nil
		s.finish(n, sum)
		if err := deliver(n, sum); err != nil {
			return nil, err
		}
	}
	finished = true
	return result, nil
}

// timeout is the error of a run stopped by its deadline inside an isl
// operation: named after the loop of the last node limits checked (else
// the entry f).
func (s *simulator) timeout(f *ts.Func) error {
	what := "timeout"
	if s != nil {
		what = fmt.Sprintf("timeout after %s", s.cfg.Timeout)
		if s.last != nil {
			return s.m.limit(what, s.last)
		}
	}
	return &analysis.LimitError{What: what, Func: f.Name}
}

// limits ends the run at --max-states or --timeout, naming the loop.
func (s *simulator) limits(n *node) error {
	s.last = n.p
	s.m.progress(s.cfg, n.p)
	if int64(s.m.env.Stats().States) > s.cfg.MaxStates {
		return s.m.limit(fmt.Sprintf("more than %d states (--max-states)", s.cfg.MaxStates), n.p)
	}
	if !s.deadline.IsZero() && time.Now().After(s.deadline) {
		return s.m.limit(fmt.Sprintf("timeout after %s", s.cfg.Timeout), n.p)
	}
	return nil
}

// base handles the base cases of Fig. 3.7: the end of the program (line
// 2), the end of a loop iteration (line 3), a dead end, and a memoed
// summary (lines 4–5). It returns nil when the node must be expanded.
func (s *simulator) base(n *node) *nodeSum {
	p := n.p
	fr := p.top
	if p.blocked {
		// Fig. 4.11 line 12: an assertion blocks the path, in every
		// context of the node's key (the shape fixes the counters).
		if s.numeric != nil {
			s.chainBlocked(n)
		} else {
			s.blocked(n)
		}
		p.st.Free()
		n.p = nil
		return &nodeSum{key: n.key, psi: s.m.env.Ctx.Universe(n.vars...), reusable: true, ends: map[endKey]*endSum{}}
	}
	if p.ended != "" {
		k := endKey{exit: true}
		return s.terminal(n, k, nil)
	}
	if fr.resume == nil {
		loc := fr.loc
		if loc.Loop != nil && loc == loc.Loop.End {
			k := endKey{frame: fr.id, loc: loc, shape: n.key.Shape}
			return s.terminal(n, k, n.vars)
		}
		if loc == fr.f.Halt || loc == fr.f.Exit || len(loc.Out) == 0 {
			// A dead end (after unreachable): no execution goes on, in
			// any context.
			p.st.Free()
			n.p = nil
			return &nodeSum{key: n.key, psi: s.m.env.Ctx.Universe(n.vars...), reusable: true, ends: map[endKey]*endSum{}}
		}
	}
	if s.useMemo && !n.chainNode {
		// (A chain node's iteration is the DP's: never a memoed summary.)
		// Lines 4–5: a summary of the node's key with [[s]] ⊆ Ψ and
		// [[s]] ∩ ω ≠ ∅ for the witness of every end.
		if e, ok := s.memo.Lookup(n.key, n.ctx); ok {
			// (The node itself was counted as a state when created; the
			// memo counts the reuse.)
			p.st.Free()
			n.p = nil
			return e
		}
	}
	return nil
}

// terminal is [ℓ, 0, Id, true, true] for the end k.
func (s *simulator) terminal(n *node, k endKey, vars []string) *nodeSum {
	p := n.p
	e := &endSum{s: s.z.Terminal(n.key, vars), types: map[string]poly.IntType{}}
	e.s.Types = e.types
	if k.exit && p.ended != "return" {
		// exit or abort inside loops: the bodies being run count.
		for fr := p.top; fr != nil; fr = fr.caller {
			for L := fr.loc.Loop; L != nil; L = L.Parent {
				if e.counts == nil {
					e.counts = map[loopKey]int64{}
				}
				e.counts[loopKey{fr.ctx, L}]++
			}
		}
	}
	for _, v := range vars {
		e.types[v], _ = p.st.Type(v)
	}
	if !k.exit {
		p.st.Free()
		p.st = nil
		e.tmpl = p
	} else {
		p.st.Free()
	}
	n.p = nil
	return &nodeSum{key: n.key, psi: s.m.env.Ctx.Universe(n.vars...), reusable: true, ends: map[endKey]*endSum{k: e}}
}

// finish memoes the node's summary (line 17) and releases the node.
func (s *simulator) finish(n *node, sum *nodeSum) {
	// A summary with no end (every path infeasible or blocked by an
	// assertion) is memoed too: Ψ keeps every path so.
	if s.useMemo {
		s.memo.Insert(n.key, sum) // only if sum.reusable
	}
	n.ctx.Free()
	n.ctx = nil
	if n.st0 != nil {
		n.st0.Free()
		n.st0 = nil
	}
}

// expand computes the node's kids: TransStep (Fig. 3.8) over the outgoing
// transitions, each case with its step relation R and premises.
func (s *simulator) expand(n *node) error {
	m := s.m
	p := n.p
	n.p = nil
	n.expanded = true
	n.acc = &nodeSum{key: n.key, psi: m.env.Ctx.Universe(n.vars...), reusable: true, ends: map[endKey]*endSum{}}
	fr := p.top
	if fr.resume == nil && fr.loc.Loop != nil && fr.loc == fr.loc.Loop.Header {
		// A loop header: remember the state for the continuation.
		n.loop = fr.loc.Loop
		n.st0 = p.st.Clone()
		n.p0 = p.cloneRest()
		n.p0.st = nil
	}
	var steps []traceStep
	if fr.resume != nil {
		steps = []traceStep{{fn: fr.f.Name, t: fr.resume.t, resume: true}}
	} else {
		for _, t := range fr.loc.Out {
			steps = append(steps, traceStep{fn: fr.f.Name, t: t})
		}
	}
	for i, st := range steps {
		q := p
		if i < len(steps)-1 {
			q = p.clone()
		}
		q.st.BeginStep()
		before := q.counters
		passedBefore := len(q.passed)
		if m.isFreq != nil {
			before = maps.Clone(q.counters)
			q.resets = nil
		}
		var qs []*path
		var err error
		if st.resume {
			rp := q.top.resume
			q.top.resume = nil
			qs, err = m.TransStep(q, rp.t, rp.at)
		} else {
			qs, err = m.TransStep(q, st.t, 0)
		}
		if err != nil {
			return err
		}
		// Cases found infeasible inside the step: line 1 of Fig. 3.7.
		for _, d := range s.dropped {
			rel, pre, _, err := d.StepRelation(nil)
			d.Free()
			if err != nil {
				return err
			}
			k := &kid{rel: rel, pre: pre, alpha: new(big.Int), step: st}
			if err := s.lift(n, k, s.infeasible(n)); err != nil {
				return err
			}
		}
		s.dropped = s.dropped[:0]
		inc := bodyExits(fr.ctx, st)
		for _, r := range qs {
			k, err := s.makeKid(n, r, st)
			if err != nil {
				return err
			}
			if k != nil {
				k.inc = inc
				k.delta = m.classes.Delta(m.freqVars, before, r.counters, r.resets)
				k.passed = r.passed[passedBefore:]
				n.kids = append(n.kids, k)
			}
		}
	}
	return s.markDependent(n)
}

// markDependent makes the paths of n's kids dependent when n has more
// than one feasible kid (Enum's rule, path.dependent), and settles the
// loop-bound events of the expansion.
func (s *simulator) markDependent(n *node) error {
	feasible := 0
	for _, k := range n.kids {
		if k.p != nil {
			feasible++
		}
	}
	if feasible > 1 {
		for _, k := range n.kids {
			if k.p != nil {
				k.p.dependent = true
			}
		}
	}
	return s.m.loopBoundSettle(feasible)
}

// makeKid turns the successor r into a kid: its constant cost (symbolic
// amounts at their maximum, a premise), its projected canonical state and
// R. An infeasible r is summarized at once.
func (s *simulator) makeKid(n *node, r *path, st traceStep) (*kid, error) {
	m := s.m
	feasible := r.st.Feasible()
	alpha := new(big.Int).Set(r.cycConst)
	r.cycConst = new(big.Int)
	if feasible && len(r.cycVars) > 0 {
		sum := sumOf(r.cycVars)
		hi, kind := r.st.Max(sum)
		if kind != poly.Finite {
			r.st.Free()
			return nil, fmt.Errorf("%s: a cost amount has no upper bound", st.t.Pos)
		}
		r.st.Require(poly.LE(sum, poly.Big(hi)))
		alpha.Add(alpha, hi)
	}
	r.cycVars = nil
	var spike *big.Int
	if s.z.Peaks {
		var err error
		if alpha, spike, err = m.stepHeap(r, feasible, st); err != nil {
			return nil, err
		}
	}
	if feasible {
		r.st.CountState()
	}
	m.project(r)
	if feasible {
		m.canon(r)
		m.forgetCells(r)
	}
	vars := r.st.Vars()
	rel, pre, _, err := r.st.StepRelation(vars)
	r.st.EndStep()
	if err != nil {
		r.st.Free()
		return nil, err
	}
	k := &kid{rel: rel, pre: pre, alpha: alpha, spike: spike, step: st}
	if feasible {
		k.types = map[string]poly.IntType{}
		for _, v := range vars {
			k.types[v], _ = r.st.Type(v)
		}
	}
	if feasible {
		m.dropDivs(r)
		k.p = r
		return k, nil
	}
	// Line 1: [ℓ, −∞, false, false, false], lifted at once.
	r.st.Free()
	if err := s.lift(n, k, s.infeasible(n)); err != nil {
		return nil, err
	}
	return nil, nil
}

// notEntailed runs op (Extend or JoinVertical) on the child summary c;
// where the child's interpolant is not entailed (poly.ErrNotEntailed, a
// mismatch between the step relation and the state the child was
// computed in that summary.Typed does not mend), it runs op again on a
// non-reusable view of c, whose result is never reused: the bound and
// the transformer are the same, only reuse is lost. The node's own
// interpolant is computed apart (typedPre), with the same fallback. A
// caller bug in summary must not end the run.
func (s *simulator) notEntailed(c *summary.Summary, op func(*summary.Summary) (*summary.Summary, error)) (*summary.Summary, error) {
	r, err := op(c)
	if err == nil || !errors.Is(err, poly.ErrNotEntailed) {
		return r, err
	}
	if s.cfg.SSDebug {
		fmt.Fprintf(s.cfg.DebugOut(), "not entailed, not reusable: %v\n", err)
	}
	v := *c
	v.Reusable = false
	return op(&v)
}

// typedPre is pre(R, Ψ) where pre fails on R itself: with R's outputs
// restricted to their types' ranges (summary.Typed), where every value
// lies (crc: 938 states at N=1, 182 with it).
func (s *simulator) typedPre(r *poly.Map, types map[string]poly.IntType, post, ctx *poly.Set, reusable bool) (*poly.Set, bool) {
	psi, ok := s.pre(r, post, ctx, reusable)
	if ok || !reusable {
		return psi, ok
	}
	rt := summary.Typed(r, types)
	if rt == nil {
		return psi, ok
	}
	defer rt.Free()
	w, ok2 := s.pre(rt, post, ctx, reusable)
	if !ok2 {
		w.Free()
		return psi, ok
	}
	psi.Free()
	return w, true
}

// stepHeap is the heap use of the step that led to r (--resource heap,
// Fig. 4.12): its net use and its spike, each at its maximum under r's
// state (a premise of the step), and restarts r's heap accounting for the
// next step.
func (m *machine) stepHeap(r *path, feasible bool, st traceStep) (net, spike *big.Int, err error) {
	net = new(big.Int).Set(r.heapConst)
	spike = new(big.Int).Set(r.heapPeak)
	if feasible {
		if len(r.heapVars) > 0 {
			sum := sumOf(r.heapVars)
			hi, kind := r.st.Max(sum)
			if kind != poly.Finite {
				return nil, nil, fmt.Errorf("%s: a heap amount has no upper bound", st.t.Pos)
			}
			r.st.Require(poly.LE(sum, poly.Big(hi)))
			net.Add(net, hi)
		}
		for _, c := range r.peakCands {
			sum := sumOf(c.vars)
			hi, kind := r.st.Max(sum)
			if kind != poly.Finite {
				return nil, nil, fmt.Errorf("%s: an allocation size has no upper bound", st.t.Pos)
			}
			r.st.Require(poly.LE(sum, poly.Big(hi)))
			if v := new(big.Int).Add(c.k, hi); v.Cmp(spike) > 0 {
				spike = v
			}
		}
	}
	r.heapConst, r.heapPeak = new(big.Int), new(big.Int)
	r.heapVars, r.peakCands = nil, nil
	return net, spike, nil
}

// infeasible is the summary of an empty state: −∞ with the interpolant
// false, which lift turns into the condition under which the case
// relates nothing.
func (s *simulator) infeasible(n *node) *nodeSum {
	s.infeasibleN++
	return &nodeSum{key: n.key, psi: s.m.env.Ctx.EmptySet(), reusable: true, ends: map[endKey]*endSum{}}
}

// deliver hands the summary of child c (reached by c.via) to its parent n.
func (s *simulator) deliver(n, c *node, sum *nodeSum) error {
	if c.chainNode {
		// The chain's nodes hand their iterations to the DP, not up.
		sum.Free()
		return nil
	}
	if n.loop != nil && n.s1 != nil {
		// A continuation of the loop (line 11): compound vertically.
		return s.joinContinuation(n, sum)
	}
	return s.lift(n, c.via, sum)
}

// lift is TransStep's lines 33–34: the child's summary extended by the
// case's R and cost, joined horizontally into the node's accumulator. The
// child's summary is consumed.
func (s *simulator) lift(n *node, k *kid, child *nodeSum) error {
	defer child.Free()
	defer k.rel.Free()
	defer k.pre.Free()
	psi, reusable := s.typedPre(k.rel, k.types, child.psi, n.ctx, child.reusable)
	p2 := psi.Intersect(k.pre)
	psi.Free()
	part := &nodeSum{key: n.key, psi: p2, reusable: reusable, ends: map[endKey]*endSum{}}
	var more []*nodeSum // ends whose classes meet in part (MergePaths)
	defer func() {
		for _, x := range more {
			x.Free()
		}
	}()
	for _, ek := range child.sortedEnds() {
		e := child.ends[ek]
		x, err := s.notEntailed(e.s, func(c *summary.Summary) (*summary.Summary, error) {
			return s.z.Extend(n.key, summary.Trans{R: k.rel, Alpha: k.alpha, Spike: k.spike, Types: k.types}, c, n.ctx)
		})
		if err != nil {
			return err
		}
		var cands []candidate
		for _, c := range e.cands {
			xc, err := s.z.Extend(n.key, summary.Trans{R: k.rel, Alpha: k.alpha, Spike: k.spike, Types: k.types}, c.s, n.ctx)
			if err != nil {
				continue // not a witness candidate here: the others remain
			}
			cands = append(cands, candidate{xc, cons(k.step, c.trace)})
		}
		y := &endSum{s: x, trace: cons(k.step, e.trace), tmpl: e.tmpl, types: e.types, counts: addCounts(e.counts, nil, k.inc), cands: cands}
		if s.numeric != nil && ek.exit {
			// In numeric phase 2's chain the counts are symbolic: paths
			// of one class that passed different assertions (one ended
			// before a global assertion) pass them for different counts,
			// so their ends are not merged (numeric_ss.go).
			ek.shape = k.passed + ek.shape
		}
		more = s.putEnd(n, part, more, s.classed(ek, k.delta, nil), y)
	}
	return s.joinAll(n, part, &more)
}

// classed is ek seen from before a step of class delta after the class
// pre: exits have no class, except in numeric phase 2's chain, where the
// leaving paths of different classes pass the assertions for different
// counts (numeric_ss.go).
func (s *simulator) classed(ek endKey, delta, pre *assertions.Class) endKey {
	if !ek.exit || s.numeric != nil {
		c := &s.m.classes
		ek.class = c.Combine(c.Combine(pre, delta), ek.class)
	}
	return ek
}

// putEnd puts end y under key ek in part, or in a further part when part
// already has an end of that key (two classes that meet after a reset:
// JoinHorizontal merges them in joinAll).
func (s *simulator) putEnd(n *node, part *nodeSum, more []*nodeSum, ek endKey, y *endSum) []*nodeSum {
	if _, ok := part.ends[ek]; !ok {
		part.ends[ek] = y
		return more
	}
	for _, x := range more {
		if _, ok := x.ends[ek]; !ok {
			x.ends[ek] = y
			return more
		}
	}
	x := &nodeSum{key: n.key, psi: s.m.env.Ctx.Universe(n.vars...), reusable: true, ends: map[endKey]*endSum{ek: y}}
	return append(more, x)
}

// joinAll joins part and the further parts into n.acc (consumed).
func (s *simulator) joinAll(n *node, part *nodeSum, more *[]*nodeSum) error {
	if err := s.joinInto(n, part); err != nil {
		return err
	}
	for len(*more) > 0 {
		x := (*more)[0]
		*more = (*more)[1:]
		if err := s.joinInto(n, x); err != nil {
			return err
		}
	}
	return nil
}

// pre is the interpolant pre(R, Ψ) (§3.7.3): WeakestPre, or ctx itself
// and not reusable when the context is not entailed (an infeasibility
// decided on non-affine atoms, which Ψ does not hold).
func (s *simulator) pre(r *poly.Map, post, ctx *poly.Set, reusable bool) (*poly.Set, bool) {
	w, err := poly.WeakestPre(r, post, ctx)
	if err != nil {
		if s.cfg.MemoDebug {
			fmt.Fprintf(s.cfg.DebugOut(), "pre failed: %v\n  r %s\n  post %s\n  ctx %s\n", err, r, post, ctx)
		}
		return ctx.Copy(), false
	}
	return w, reusable
}

// joinInto is JoinHorizontal of part into n.acc (consumes part).
func (s *simulator) joinInto(n *node, part *nodeSum) error {
	acc := n.acc
	psi := acc.psi.Intersect(part.psi)
	acc.psi.Free()
	acc.psi = psi
	acc.reusable = acc.reusable && part.reusable
	for _, ek := range part.sortedEnds() {
		e := part.ends[ek]
		old, ok := acc.ends[ek]
		if !ok {
			acc.ends[ek] = e
			continue
		}
		lossy := s.m.env.Ctx.LossyTotal()
		j, err := s.z.JoinHorizontal(old.s, e.s)
		if err != nil {
			return err
		}
		// Only a lossy hull can have lost bounds.
		if old.s.Feasible() && e.s.Feasible() && s.m.env.Ctx.LossyTotal() > lossy {
			if dom := keepBounds(n.ctx, old.s.Delta, e.s.Delta, old.types, j); dom != nil {
				p := acc.psi.Intersect(dom)
				acc.psi.Free()
				acc.psi = p
				dom.Free()
			}
		}
		w, l := old, e
		if summaryLess(old.s.Worst(), e.s.Worst()) {
			w, l = e, old
		}
		var cands []candidate
		var pend *pendingPairs
		if old.s.Feasible() && e.s.Feasible() && old.s.Worst().Cmp(e.s.Worst()) == 0 {
			// A tie: both are worst paths; the continuation chooses.
			s.force(n, old)
			if len(candsOf(old)) < maxCands {
				// Else e's candidates would be cut off below.
				s.force(n, e)
			}
			cands = append(takeCands(old), takeCands(e)...)
			if len(cands) > maxCands {
				freeCands(cands[maxCands:])
				cands = cands[:maxCands]
			}
		} else {
			cands, w.cands = w.cands, nil
			pend, w.pend = w.pend, nil
		}
		acc.ends[ek] = &endSum{s: j, trace: w.trace, tmpl: old.tmpl, types: old.types, counts: maxCounts(old.counts, e.counts), cands: cands, pend: pend}
		w.free()
		l.free()
	}
	part.psi.Free()
	return nil
}

// keepBounds tightens j.Delta, the convex hull of d1 ∪ d2, where it lost a
// bound that d1 ∪ d2 keeps on the images of the node's context ctx: a path
// that assigns v (v′ = 1) and one that leaves it (v′ = v) have the whole
// plane as their hull, so the next iteration would start from any v
// (testdata/ss_join_bounds.c). For each output v whose images under
// d1 ∪ d2 lie in lo..hi while the hull's images do not, it adds
// lo <= v′ <= hi to j.Delta and returns dom, the inputs each of whose
// images under d1 ∪ d2 lies in lo..hi (computed exactly): within dom the
// tightened hull still contains d1 ∪ d2, so the caller intersects the
// interpolant with dom (a summary is applied only in contexts within its
// interpolant) and j.Psi is intersected here. A bound is kept only when
// dom stays conjunctive and contains ctx, and only for a v that d1 or d2
// sets absolutely (see below; types are the outputs' types); nil when
// nothing was tightened.
func keepBounds(ctx *poly.Set, d1, d2 *poly.Map, types map[string]poly.IntType, j *summary.Summary) *poly.Set {
	c := ctx.Ctx()
	u := d1.Union(d2)
	defer u.Free()
	img := ctx.Apply(u)
	defer img.Free()
	himg := ctx.Apply(j.Delta)
	defer himg.Free()
	// Images with existential variables (divisions, wrap) make isl's
	// subset tests below unbounded in time (j_complex ran 10 min in
	// IsSubset here; --timeout now interrupts it, but the run is lost);
	// the tightening is only a gain in precision, so it is skipped there.
	if ctx.HasExistentials() || img.HasExistentials() || himg.HasExistentials() {
		return nil
	}
	if img.IsEmpty() || himg.IsSubset(img) {
		return nil // nothing lost on ctx's images
	}
	var cons []poly.Constraint
	var dom *poly.Set
	// tighten adds the constraint k (over the output v′) when the inputs
	// with an image outside it (bad, over v′ < lo or v′ > hi) leave a
	// conjunctive domain around ctx.
	tighten := func(k, outside poly.Constraint, keep *poly.Constraint, v string) {
		out := c.NewSet([]string{v}, outside)
		badMap := u.IntersectRange(out)
		out.Free()
		bad := badMap.Domain()
		badMap.Free()
		defer bad.Free()
		cur := dom
		if cur == nil {
			cur = c.Universe(u.In()...)
		}
		// Candidates for the new domain, each within cur and ctx's
		// superset: cur minus bad (or its disjunct that holds ctx), and
		// cur with v itself kept in its bounds (keep).
		var cands []*poly.Set
		sub := cur.Subtract(bad)
		d := sub.Coalesce()
		sub.Free()
		if d.IsConjunctive() {
			cands = append(cands, d)
		} else {
			for _, b := range d.Disjuncts() {
				if len(b.Exists) == 0 {
					cands = append(cands, c.NewSet(d.Vars(), b.Cons...))
				}
			}
			d.Free()
		}
		if keep != nil {
			cands = append(cands, cur.Constrain(*keep))
		}
		var pick *poly.Set
		for _, x := range cands {
			if pick == nil && x.IsConjunctive() && ctx.IsSubset(x) && x.IsDisjoint(bad) {
				pick = x
				continue
			}
			x.Free()
		}
		if pick == nil {
			if dom == nil {
				cur.Free()
			}
			return
		}
		if dom != nil {
			dom.Free()
		} else {
			cur.Free()
		}
		dom = pick
		cons = append(cons, k)
	}
	in := map[string]bool{}
	for _, v := range u.In() {
		in[v] = true
	}
	// Only a variable that one side sets absolutely (to values within
	// less than half its type's range whatever the inputs, as v′ = 1) is
	// tightened: a variable both sides move relatively (sum′ = sum + x,
	// bounded only by its type) would get a bound valid only near this
	// context, and the restricted interpolant would stop the reuse of the
	// summary in later iterations (testdata/extern_call.c: twice the
	// states for the same bound).
	r1, r2 := d1.Range(), d2.Range()
	defer r1.Free()
	defer r2.Free()
	absolute := func(r *poly.Set, v string) bool {
		lo, k1 := r.Min(poly.Var(v))
		hi, k2 := r.Max(poly.Var(v))
		if k1 != poly.Finite || k2 != poly.Finite {
			return false
		}
		half := new(big.Int).Lsh(big.NewInt(1), 31)
		if t, ok := types[v]; ok {
			half = new(big.Int).Rsh(t.Modulus(), 1)
		}
		return new(big.Int).Sub(hi, lo).Cmp(half) < 0
	}
	for _, v := range u.Out() {
		x := poly.Var(v)
		if !absolute(r1, v) && !absolute(r2, v) {
			continue
		}
		if lo, k := img.Min(x); k == poly.Finite {
			if hlo, hk := himg.Min(x); hk != poly.Finite || hlo.Cmp(lo) < 0 {
				var keep *poly.Constraint
				if clo, ck := ctx.Min(x); ck == poly.Finite && in[v] {
					if clo.Cmp(lo) > 0 {
						clo = lo
					}
					k := poly.GE(x, poly.Big(clo))
					keep = &k
				}
				tighten(poly.GE(poly.Var(poly.Prime(v)), poly.Big(lo)), poly.LT(x, poly.Big(lo)), keep, v)
			}
		}
		if hi, k := img.Max(x); k == poly.Finite {
			if hhi, hk := himg.Max(x); hk != poly.Finite || hhi.Cmp(hi) > 0 {
				var keep *poly.Constraint
				if chi, ck := ctx.Max(x); ck == poly.Finite && in[v] {
					if chi.Cmp(hi) < 0 {
						chi = hi
					}
					k := poly.LE(x, poly.Big(chi))
					keep = &k
				}
				tighten(poly.LE(poly.Var(poly.Prime(v)), poly.Big(hi)), poly.GT(x, poly.Big(hi)), keep, v)
			}
		}
	}
	if len(cons) == 0 {
		return nil
	}
	box := c.NewMap(j.Delta.In(), j.Delta.Out(), cons...)
	nd := j.Delta.Intersect(box)
	box.Free()
	j.Delta.Free()
	j.Delta = nd
	np := j.Psi.Intersect(dom)
	j.Psi.Free()
	j.Psi = np
	return dom
}

func summaryLess(a, b *big.Int) bool {
	if a == nil {
		return b != nil
	}
	return b != nil && a.Cmp(b) < 0
}

// loopStep runs lines 7–13 at a loop header once the first iteration (the
// node's TransStep) is summarized: each end at the loop's own H.end is
// continued from s ∘ Δ (the merge of the iteration's paths, line 10) by a
// new header node (line 11). It returns the next continuation node, or nil
// when every one is done and n.acc holds the header's summary.
func (s *simulator) loopStep(n *node) (*node, error) {
	m := s.m
	if n.s1 == nil {
		n.s1 = n.acc
		n.acc = &nodeSum{key: n.key, psi: n.s1.psi.Copy(), reusable: n.s1.reusable, ends: map[endKey]*endSum{}}
		fid := n.p0.top.id
		for _, ek := range n.s1.sortedEnds() {
			if !ek.exit && ek.frame == fid && ek.loc == n.loop.End && n.s1.ends[ek].s.Feasible() {
				n.conts = append(n.conts, ek)
				continue
			}
			// Other ends (leaving the loop) stay as they are.
			n.acc.ends[ek] = n.s1.ends[ek]
		}
	}
	// Numeric phase 2 (numeric_ss.go).
	if n.chainNode {
		return s.chainStep(n)
	}
	if !n.numTried {
		n.numTried = true
		if c, err := s.startNumeric(n); err != nil || c != nil {
			return c, err
		}
	} else if n.num != nil {
		if err := s.finishNumeric(n); err != nil {
			return nil, err
		}
	}
	for n.ci < len(n.conts) {
		ek := n.conts[n.ci]
		n.ci++
		e := n.s1.ends[ek]
		// s′ = s ∘ Δ: the state at the header for the next iteration.
		st := n.st0.Clone()
		if s.cfg.SSDebug {
			fmt.Fprintf(s.cfg.DebugOut(), "continue %s: ctx %s\n  delta %s\n", n.loop.Header.Name, n.ctx, e.s.Delta)
		}
		st.Apply(e.s.Delta, e.types)
		if !st.Feasible() {
			st.Free()
			continue
		}
		q := e.tmpl.cloneRest()
		q.st = st
		q.top.loc = n.loop.Header
		// The template may come from a summary computed in another
		// context: the continuation depends on an unknown value if the
		// header's path did.
		q.dependent = q.dependent || n.p0.dependent
		q.st.CountState()
		m.project(q)
		m.canon(q)
		m.forgetCells(q)
		m.dropDivs(q)
		// joinContinuation reads the end being continued: n.conts[n.ci-1].
		c := s.newNode(n, nil, q)
		c.cont = true
		return c, nil
	}
	// Every continuation is joined: n.acc is the header's summary, its
	// ends' candidates paired now that only the worst of each remain.
	for _, ek := range n.acc.sortedEnds() {
		s.force(n, n.acc.ends[ek])
	}
	for _, ek := range n.conts {
		n.s1.ends[ek].free()
	}
	n.s1.psi.Free()
	return nil, nil
}

// joinContinuation is line 12: S_n = JoinVertical(S1 at the end being
// continued, S_{n−1}), joined horizontally into the header's summary.
func (s *simulator) joinContinuation(n *node, cont *nodeSum) error {
	defer cont.Free()
	eKey := n.conts[n.ci-1]
	e := n.s1.ends[eKey]
	psi, reusable := s.typedPre(e.s.Delta, e.types, cont.psi, n.ctx, cont.reusable)
	part := &nodeSum{key: n.key, psi: psi, reusable: reusable && n.s1.reusable, ends: map[endKey]*endSum{}}
	var more []*nodeSum
	defer func() {
		for _, x := range more {
			x.Free()
		}
	}()
	for _, ek := range cont.sortedEnds() {
		x := cont.ends[ek]
		j, err := s.notEntailed(x.s, func(c *summary.Summary) (*summary.Summary, error) {
			return s.z.JoinVertical(e.s, c, n.ctx)
		})
		if err != nil {
			return err
		}
		// The continuation is the back edge: one body execution of the loop.
		back := map[loopKey]int64{{n.p0.top.ctx, n.loop}: 1}
		y := &endSum{s: j, trace: concat(e.trace, x.trace), tmpl: x.tmpl, types: x.types, counts: addCounts(e.counts, x.counts, back)}
		if x.s.Feasible() && (len(candsOf(e)) > 1 || len(candsOf(x)) > 1) {
			// pairs is deferred (force): most ends lose to a larger one
			// of the header and their candidates are dropped unread
			// (matmult100: a third of the time was spent on them).
			y.pend = &pendingPairs{e: e, x: x}
			delete(cont.ends, ek)
		}
		more = s.putEnd(n, part, more, s.classed(ek, nil, eKey.class), y)
	}
	return s.joinAll(n, part, &more)
}

// force computes y's deferred pairs (joinContinuation) into its
// candidates, the first of which becomes its trace.
func (s *simulator) force(n *node, y *endSum) {
	p := y.pend
	if p == nil {
		return
	}
	y.pend = nil
	imgs := &images{}
	y.cands = s.pairs(n, p.e, p.x, imgs)
	imgs.free()
	if len(y.cands) > 0 {
		y.trace = y.cands[0].trace
	}
	p.x.free()
}

// pairs are the candidates of the vertical join of the iteration end e and
// the continuation end x: each pair of their candidates (equal bounds)
// whose iteration, applied to the header state within its witness, ends
// in the continuation's witness; nil when each has a single candidate (the
// plain join is the only pair) or no pair is found (the witness replay
// then decides exactness). imgs caches the images of e's candidates over
// the continuation's ends.
func (s *simulator) pairs(n *node, e, x *endSum, imgs *images) []candidate {
	pe, px := candsOf(e), candsOf(x)
	if len(pe) == 1 && len(px) == 1 || !x.s.Feasible() {
		return nil
	}
	if imgs.st == nil {
		imgs.st = make([]*poly.State, len(pe))
		imgs.done = make([]bool, len(pe))
	}
	var out []candidate
	for i, a := range pe {
		if len(out) == maxCands {
			break
		}
		if !imgs.done[i] {
			imgs.done[i] = true
			imgs.st[i] = s.image(n, a, e.types)
		}
		if imgs.st[i] == nil {
			continue
		}
		for _, b := range px {
			if len(out) == maxCands || !meets(imgs.st[i], b.s.Omega) {
				continue
			}
			j, err := s.z.JoinVertical(a.s, b.s, n.ctx)
			if err != nil {
				continue
			}
			out = append(out, candidate{j, concat(a.trace, b.trace)})
		}
	}
	return out
}

// images are the header states moved by the candidates of one iteration
// end (image), computed once for all the ends of its continuation; nil
// where the candidate's witness admits no header state.
type images struct {
	st   []*poly.State
	done []bool
}

func (im *images) free() {
	for _, st := range im.st {
		if st != nil {
			st.Free()
		}
	}
}

// image is the header state within c's witness moved by c's Δ, or nil
// when it is empty.
func (s *simulator) image(n *node, c candidate, types map[string]poly.IntType) *poly.State {
	st := n.st0.Clone()
	if !declared(st, c.s.Omega.Vars()) {
		st.Free()
		return nil
	}
	st.AssumeSet(c.s.Omega)
	st.Apply(c.s.Delta, types)
	if !st.Feasible() {
		st.Free()
		return nil
	}
	return st
}

// meets reports whether some state of img lies in omega (over the
// continuation's variables).
func meets(img *poly.State, omega *poly.Set) bool {
	if !declared(img, omega.Vars()) {
		return false
	}
	st := img.Clone()
	defer st.Free()
	st.AssumeSet(omega)
	return st.Feasible()
}

func declared(st *poly.State, vars []string) bool {
	for _, v := range vars {
		if _, ok := st.Type(v); !ok {
			return false
		}
	}
	return true
}

// ---- canonical names and shapes ------------------------------------------

// canon renames the offsets of pointers (in variables and in memory) to
// canonical names, so that states reached along different paths name the
// same values alike: "NAME.off" for pointer variable NAME, "oID.OFF.off"
// for a pointer stored in object ID at offset OFF. A shared offset is
// copied.
func (m *machine) canon(p *path) {
	type holder struct {
		name string
		set  func(string)
		cur  string
	}
	var hs []holder
	for _, n := range sortedKeys(p.ptrs) {
		pv := p.ptrs[n]
		if pv.off == "" {
			continue
		}
		n := n
		hs = append(hs, holder{n + ".off", func(v string) { pv := p.ptrs[n]; pv.off = v; p.ptrs[n] = pv }, pv.off})
	}
	ids := make([]int, 0, len(p.objs))
	for id := range p.objs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		o := p.objs[id]
		offs := make([]int64, 0, len(o.cells))
		for off := range o.cells {
			offs = append(offs, off)
		}
		sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
		for _, off := range offs {
			c := o.cells[off]
			if c.ptr == nil || c.ptr.off == "" {
				continue
			}
			o, off := o, off
			hs = append(hs, holder{fmt.Sprintf("o%d.%d.off", id, off), func(v string) {
				c := o.cells[off]
				pv := *c.ptr
				pv.off = v
				c.ptr = &pv
				o.cells[off] = c
			}, c.ptr.off})
		}
	}
	clean := true
	seen := map[string]bool{}
	for _, h := range hs {
		if h.cur != h.name || seen[h.cur] {
			clean = false
		}
		seen[h.cur] = true
	}
	if clean {
		return
	}
	// Move every offset to a temporary name, then give each holder its
	// canonical name (the first holder of a value renames it, the others
	// copy it).
	tmp := map[string]string{}
	for _, h := range hs {
		if _, ok := tmp[h.cur]; !ok {
			t := m.fresh("canon")
			p.st.Rename(h.cur, t)
			tmp[h.cur] = t
		}
	}
	claimed := map[string]string{}
	for _, h := range hs {
		t := tmp[h.cur]
		if c, ok := claimed[t]; ok {
			ss := p.st.Assign(h.name, poly.I64, poly.Var(c), 0)
			if len(ss) != 1 {
				panic("unroll: canon: a copy split the state")
			}
			p.st = ss[0]
		} else {
			p.st.Rename(t, h.name)
			claimed[t] = h.name
		}
		h.set(h.name)
	}
}

// shape renders the non-numeric part of a path: frames, pointers, objects
// and cells (summaries are reused only between equal shapes).
func (m *machine) shape(p *path) string {
	// Built with strconv rather than fmt (it runs once per node); the
	// text is what "F%d:%s@%d", "r%d.%d", "a%v;", ... would print.
	var b strings.Builder
	var num [24]byte
	itoa := func(v int64) { b.Write(strconv.AppendInt(num[:0], v, 10)) }
	bit := func(v bool) { b.WriteString(strconv.FormatBool(v)) }
	for fr := p.top; fr != nil; fr = fr.caller {
		b.WriteByte('F')
		itoa(int64(fr.id))
		b.WriteByte(':')
		b.WriteString(fr.f.Name)
		b.WriteByte('@')
		itoa(int64(fr.loc.ID))
		if fr.resume != nil {
			b.WriteByte('r')
			itoa(int64(fr.resume.t.ID))
			b.WriteByte('.')
			itoa(int64(fr.resume.at))
		}
		b.WriteString("a[")
		for i, a := range fr.allocas {
			if i > 0 {
				b.WriteByte(' ')
			}
			itoa(int64(a))
		}
		b.WriteString("];")
	}
	for _, n := range sortedKeys(p.ptrs) {
		pv := p.ptrs[n]
		b.WriteString(n)
		b.WriteByte('=')
		itoa(int64(pv.obj))
		b.WriteByte('+')
		b.WriteString(pv.off)
		writeIDs(&b, pv.set)
		b.WriteByte(';')
	}
	ids := make([]int, 0, len(p.objs))
	for id := range p.objs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	for _, id := range ids {
		o := p.objs[id]
		if o.fn != "" || (o.global != nil && len(o.cells) == 0 && o.initValid) {
			continue
		}
		b.WriteByte('O')
		itoa(int64(id))
		b.WriteByte(':')
		itoa(o.size)
		b.WriteByte(':')
		bit(o.initValid)
		bit(o.zeroed)
		bit(o.inputLost)
		bit(o.readOnly)
		bit(o.heap)
		bit(o.freed)
		b.WriteByte(':')
		b.WriteString(o.heapSize.String())
		if o.fg != nil {
			b.WriteString(":fg")
			writeIDs(&b, o.fg.ids)
		}
		b.WriteByte('{')
		offs := make([]int64, 0, len(o.cells))
		for off := range o.cells {
			offs = append(offs, off)
		}
		sort.Slice(offs, func(i, j int) bool { return offs[i] < offs[j] })
		for _, off := range offs {
			c := o.cells[off]
			itoa(off)
			b.WriteByte(':')
			b.WriteString(c.t.String())
			b.WriteByte(':')
			switch {
			case c.konst != nil:
				b.WriteByte('k')
				b.WriteString(c.konst.String())
			case c.name != "":
				b.WriteByte('v')
				b.WriteString(c.name)
			case c.ptr != nil:
				b.WriteByte('p')
				itoa(int64(c.ptr.obj))
				b.WriteByte('+')
				b.WriteString(c.ptr.off)
				writeIDs(&b, c.ptr.set)
			default:
				b.WriteString("u")
			}
			b.WriteByte(',')
		}
		b.WriteString("}")
	}
	if len(p.tokens) > 0 {
		fmt.Fprintf(&b, "T%v", p.tokens)
	}
	return b.String()
}

// writeIDs writes a pointer set's objects ("" for none), for shape.
func writeIDs(b *strings.Builder, ids []int) {
	if ids == nil {
		return
	}
	b.WriteByte('{')
	for i, id := range ids {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.Itoa(id))
	}
	b.WriteByte('}')
}

// ---- the witness ------------------------------------------------------------

// followRuns counts the calls of followBefore (the symbolic witness
// search), for the tests that check a concrete witness made it needless.
var followRuns atomic.Int64

// followBefore is follow under the Ctx's deadline: when the deadline
// passes during the replay there is no witness (as when follow's budget
// runs out), and the bound already found is still reported; interrupted
// says so (the abandoned isl operation may leave objects live).
func (m *machine) followBefore(start *path, steps []traceStep, bound *big.Int, cfg analysis.Config) (best *path, interrupted bool) {
	followRuns.Add(1)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(*poly.DeadlineError); !ok {
				panic(r)
			}
			best, interrupted = nil, true
		}
	}()
	return m.follow(start, steps, bound, cfg), false
}

// follow re-executes the worst path's transitions from the start, keeping
// every case that stays feasible (a transition can split into cases the
// summary merged), and returns a path that ends with the bound, or nil
// when none does within a small budget (then there is no witness and the
// bound is exact only if no lossy event happened).
func (m *machine) follow(start *path, steps []traceStep, bound *big.Int, cfg analysis.Config) *path {
	var found *path
	m.traceSearch(start, steps, func(p *path) bool {
		if b, err := m.bound(p, cfg.Resource); p.ended != "" && err == nil && b.Cmp(bound) == 0 {
			found = p
			return true
		}
		p.st.Free()
		return false
	})
	return found
}

// traceSearch re-executes steps (a summary's trace) from start depth
// first, keeping every case of a transition that stays feasible, within a
// budget proportional to the trace. Each path that completes the steps
// goes to final, which owns it and returns true to end the search. The
// back edge that SS's continuation leaves implicit at a loop's H.end is
// taken on the way.
func (m *machine) traceSearch(start *path, steps []traceStep, final func(p *path) bool) {
	m.traceSearchBlocked(start, steps, final, false)
}

// traceSearchAll is traceSearch that hands final the paths an assertion
// blocked at the last step too (traceSearch drops every blocked path: no
// run that an assertion excludes is a witness).
func (m *machine) traceSearchAll(start *path, steps []traceStep, final func(p *path) bool) {
	m.traceSearchBlocked(start, steps, final, true)
}

func (m *machine) traceSearchBlocked(start *path, steps []traceStep, final func(p *path) bool, blockedAtEnd bool) {
	type item struct {
		p *path
		i int
	}
	stack := []item{{start, 0}}
	budget := 20000 + 50*len(steps)
	maxI := 0
	done := false
	for len(stack) > 0 && budget > 0 && !done {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		budget--
		p := it.p
		maxI = max(maxI, it.i)
		if !p.st.Feasible() || p.blocked && !(blockedAtEnd && it.i == len(steps)) {
			p.st.Free()
			continue
		}
		if it.i == len(steps) {
			done = final(p)
			continue
		}
		st := steps[it.i]
		if p.ended != "" {
			p.st.Free()
			continue
		}
		if !st.resume {
			var ok bool
			if p, ok = m.backEdge(p); !ok {
				continue
			}
		}
		fr := p.top
		var qs []*path
		var err error
		switch {
		case st.resume && fr.resume != nil && fr.resume.t == st.t:
			rp := fr.resume
			fr.resume = nil
			qs, err = m.TransStep(p, rp.t, rp.at)
		case !st.resume && fr.resume == nil && fr.loc == st.t.From:
			p.trail = &trail{fn: fr.f.Name, t: st.t, prev: p.trail}
			qs, err = m.TransStep(p, st.t, 0)
		default:
			p.st.Free()
			continue
		}
		if err != nil {
			continue
		}
		if m.debugSS && len(qs) == 0 {
			fmt.Fprintf(m.dbg, "traceSearch: step %d %s -> %s: no case\n", it.i, st.t.From.Name, st.t.To.Name)
		}
		for j := len(qs) - 1; j >= 0; j-- {
			m.project(qs[j])
			if atHeader(qs[j]) || it.i+1 == len(steps) {
				// Inputs and determined values are fixed once per
				// iteration: the isl optimisations it costs dominate a
				// long replay (crc: two per step), and a value
				// determined a few steps later is fixed as exactly.
				qs[j].st.FixInputs()
				qs[j].st.FixDetermined()
			}
			stack = append(stack, item{qs[j], it.i + 1})
		}
	}
	if m.debugSS {
		fmt.Fprintf(m.dbg, "traceSearch: %d steps, done %v, deepest %d\n", len(steps), done, maxI)
	}
	for _, it := range stack {
		it.p.st.Free()
	}
}

// atHeader reports whether p stands at a loop header or a loop's H.end.
func atHeader(p *path) bool {
	fr := p.top
	return fr.resume == nil && fr.loc.Loop != nil && (fr.loc == fr.loc.Loop.Header || fr.loc == fr.loc.Loop.End)
}

// backEdge takes the implicit back edge of SS's continuation when p stands
// at a loop's H.end; ok is false (p consumed) when it cannot.
func (m *machine) backEdge(p *path) (*path, bool) {
	fr := p.top
	if fr.resume != nil || fr.loc.Loop == nil || fr.loc != fr.loc.Loop.End {
		return p, true
	}
	qs, err := m.TransStep(p, fr.loc.Loop.Back, 0)
	if err != nil || len(qs) != 1 {
		freePaths(qs)
		return nil, false
	}
	return qs[0], true
}

func freePaths(ps []*path) {
	for _, p := range ps {
		p.st.Free()
	}
}

// bodyExits are the body executions a transition completes by leaving
// loops from inside their bodies (the counting rule of loops.go; back edges
// are counted by the continuation).
func bodyExits(ctx string, st traceStep) map[loopKey]int64 {
	if st.resume || st.t == nil || st.t.Kind == ts.Back {
		return nil
	}
	from, to := st.t.From, st.t.To
	var inc map[loopKey]int64
	for L := from.Loop; L != nil; L = L.Parent {
		if L.Contains(to) {
			break
		}
		if L.BodyExit(st.t) {
			if inc == nil {
				inc = map[loopKey]int64{}
			}
			inc[loopKey{ctx, L}]++
		}
	}
	return inc
}

// loopTable is the report's loop table: per loop and context, the most
// body executions per entry (taken where the loop is entered) and over a
// run (the root summary's counts).
func (s *simulator) loopTable(p *ts.Program, root *nodeSum) []analysis.LoopBound {
	lt := &loopTable{rows: map[loopKey]*analysis.LoopBound{}, fn: map[*ts.Loop]string{}}
	for _, f := range p.Funcs {
		for _, L := range f.Loops {
			lt.fn[L] = f.Name
		}
	}
	for k, v := range s.perEntry {
		lt.rows[k] = &analysis.LoopBound{Func: lt.fn[k.loop], Loop: k.loop, Context: k.ctx, Max: v}
	}
	for _, e := range root.ends {
		for k, v := range e.counts {
			r := lt.rows[k]
			if r == nil {
				r = &analysis.LoopBound{Func: lt.fn[k.loop], Loop: k.loop, Context: k.ctx}
				lt.rows[k] = r
			}
			r.Total = max(r.Total, v)
		}
	}
	return lt.sorted()
}
