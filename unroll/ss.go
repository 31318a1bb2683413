package unroll

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"runtime/debug"
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
	// wrapped: an assignment of the step took a wrap case (endKey.wrap).
	wrapped bool
	step    traceStep
	p       *path // nil once taken
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
	// contPrem, per continued end, is what the continuation assumed of
	// that end's state (the forgotten elements' ranges, forgetCells),
	// over the end's variables; joinContinuation requires it of ctx.
	contPrem map[endKey][]poly.Constraint
	ci       int
	done     *nodeSum // S1 without the continued ends, plus the continuations
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
	if err != nil && first != nil && errors.As(err, &le) {
		// The second pass ran out of the budget (or its states): the
		// first pass's bound stands. It is sound (every forgotten
		// content was read as any value of its type), not exact, and
		// judged no annotation (else there would be no first pass).
		if cfg.SSDebug {
			fmt.Fprintf(cfg.DebugOut(), "ss: with the contents: %v; the bound with them forgotten stands\n", err)
		}
		first.Exact = false
		return first, nil
	}
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
	m, start, err := newSSMachine(p, f, cfg, env, forget)
	if err != nil {
		return nil, err
	}
	if cfg.MaxStates <= 0 {
		cfg.MaxStates = 1000000
	}
	z := summary.New(ctx)
	z.Peaks = ts.IsPeak(cfg.Resource)
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
	// A run of the search for unbounded loops (cfg.StopOnly) judges no
	// annotation: its verdicts are never read.
	if s.numRetry && !cfg.StopOnly {
		return nil, errNumericRetry
	}
	if !cfg.StopOnly {
		if err := s.assertWitnesses(assertStart); err != nil {
			return nil, err
		}
	}
	bound, worst := sum.worst()
	if bound == nil {
		return nil, m.noPathError()
	}
	if cfg.StopOnly {
		// A run of the search for unbounded loops: it ended without a
		// stop, which is all its caller reads. The witness search below
		// would spend what is left of the budget (irq_flags.c's search
		// run: 6 s to here, then the rest of a 60 s --timeout).
		return &analysis.Result{Bound: new(big.Int).Set(bound), States: int64(env.Stats().States)}, nil
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
	lossy, z3unknown := ctx.LossyTotal(), ctx.Lossy(poly.LossyZ3Unknown)
	// The witness: follow the worst path's transitions from the start.
	w, stop := s.worstWitness(p, ctx, replay, worst, bound)
	interrupted = interrupted || stop
	replay.st.Free()
	replay = nil
	if res, err = s.witnessResult(p, w, bound, res); err != nil {
		return nil, err
	}
	res.States = int64(env.Stats().States)
	res.Lossy, res.Z3Unknown = int64(lossy), int64(z3unknown)
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
	m.loopBoundReport(res, cfg)
	zs := s.z.Stats()
	res.Merges = int64(zs.Merges)
	res.Infeasible = s.infeasibleN
	return res, nil
}

// newSSMachine is the symbolic machine of a run of SS from f under cfg
// (assertions checked and compiled, relevance computed, or forget's
// variables when forgetting memory) and its start: the entry's initial
// state with every frequency counter at zero.
func newSSMachine(p *ts.Program, f *ts.Func, cfg analysis.Config, env *poly.Env, forget map[*ts.Var]bool) (*machine, *path, error) {
	m := &machine{prog: p, env: env, gobj: map[string]int{}, params: map[string]string{}, assumed: map[string]bool{}, ignoreAsserts: cfg.IgnoreAssertions, debugSS: cfg.SSDebug, dbg: cfg.DebugOut(), peak: peakOf(cfg.Resource)}
	if !cfg.IgnoreAssertions {
		if err := assertions.CheckPlacement(p); err != nil {
			return nil, nil, err
		}
		if err := m.useAssertions(p); err != nil {
			return nil, nil, err
		}
	}
	rel, memory, dead := relevance(p)
	if forget != nil {
		rel, memory, dead = forget, false, forgetDead(p)
	}
	m.memIrrelevant, m.rel, m.defs, m.dead = !memory, rel, singleDefs(p), dead
	m.forgetPass = forget != nil
	start, err := m.initial(f, cfg)
	if err != nil {
		return nil, nil, err
	}
	return m, m.zeroCounters(start), nil
}

// witnessFound is what worstWitness found: a concrete run reaching the
// bound (crun, with its nondet values and, for inputs in a small box,
// its arguments), or a symbolic path to the bound (best), or neither.
type witnessFound struct {
	best    *path
	crun    *interp.Result
	cnondet []*big.Int
	cargs   map[string]*big.Int
}

// worstWitness searches for an input that takes the worst path: concrete
// runs first (no input but nondet values, or inputs in a small box), then
// the worst end's trace and its other candidates followed from replay.
// interrupted: the search stopped at the deadline.
func (s *simulator) worstWitness(p *ts.Program, ctx *poly.Ctx, replay *path, worst *endSum, bound *big.Int) (w witnessFound, interrupted bool) {
	m, cfg := s.m, s.cfg
	m.lbOff = true // the witness search re-runs transitions: no new verdicts
	defer func() {
		ctx.SetDeadline(time.Time{})
		m.lbOff = false
	}()
	if len(m.inputVars(replay)) == 0 && len(cfg.Assume) == 0 {
		// No input but nondet values: concrete runs first
		// (concrete_witness.go).
		w.crun, w.cnondet = concreteWitness(p, cfg, worst.trace.steps(), bound, s.deadline)
	} else {
		// Inputs in a small box: concrete runs of its points first
		// (concrete_args.go).
		var in *analysis.Input
		if w.crun, in = m.concreteArgsWitness(cfg, replay, worst.s.Omega, bound, s.deadline); w.crun != nil {
			w.cargs, w.cnondet = in.Args, in.Nondet
		}
	}
	if w.crun != nil {
		return w, false
	}
	for i, c := range append([]candidate{{worst.s, worst.trace}}, worst.cands...) {
		if i > 0 && c.trace == worst.trace {
			continue
		}
		var stop bool
		if w.best, stop = m.followBefore(replay.clone(), c.trace.steps(), bound, cfg); w.best != nil || stop {
			return w, stop
		}
	}
	return w, false
}

// witnessResult is the result of the bound with what worstWitness found:
// a concrete run's or a replayed path's input, or none (the bound stands
// without a witness; budgetNote when the budget ended the search).
func (s *simulator) witnessResult(p *ts.Program, w witnessFound, bound *big.Int, res *analysis.Result) (*analysis.Result, error) {
	m := s.m
	switch {
	case w.crun != nil:
		res = concreteResult(p, w.crun, w.cnondet, bound)
		if w.cargs != nil {
			res.Args = w.cargs
		}
		res.Assumptions = append(res.Assumptions, m.notes...)
	case w.best != nil:
		return m.result(w.best, bound, s.cfg)
	default:
		res.Assumptions = append(res.Assumptions, m.notes...)
		if !s.deadline.IsZero() && time.Now().After(s.deadline) {
			// The one load-dependent outcome: the budget, not a count,
			// ended the search.
			res.Assumptions = append(res.Assumptions, budgetNote)
		}
	}
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
		what = s.cfg.TimeoutText()
		if s.last != nil {
			return s.m.limit(what, s.last)
		}
		return &analysis.LimitError{What: what, Func: f.Name, States: int64(s.m.env.Stats().States)}
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
		return s.m.limit(s.cfg.TimeoutText(), n.p)
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
		// Inside the step: what the forgotten ranges assume is a
		// premise of the step.
		m.forgetCells(r, true, true)
	}
	vars := r.st.Vars()
	rel, pre, _, err := r.st.StepRelation(vars)
	r.st.EndStep()
	if err != nil {
		r.st.Free()
		return nil, err
	}
	k := &kid{rel: rel, pre: pre, alpha: alpha, spike: spike, step: st, wrapped: r.st.TakeWrapped()}
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
				return nil, nil, fmt.Errorf("%s: a %s amount has no upper bound", st.t.Pos, m.peak)
			}
			r.st.Require(poly.LE(sum, poly.Big(hi)))
			net.Add(net, hi)
		}
		for _, c := range r.peakCands {
			sum := sumOf(c.vars)
			hi, kind := r.st.Max(sum)
			if kind != poly.Finite {
				return nil, nil, fmt.Errorf("%s: %s has no upper bound", st.t.Pos, map[string]string{"heap": "an allocation size", "stack": "a stack allocation (a variable-length array, alloca) whose size"}[m.peak])
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
