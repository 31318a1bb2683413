package unroll

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"sync/atomic"
	"time"

	"wcet/assertions"
	"wcet/poly"
	"wcet/summary"
	"wcet/ts"
)

// Numeric phase 2 (thesis ch. 4, Fig. 4.11 lines 11–12 and 27–29: the
// resource-constrained shortest path over the skeletal DAG, here its
// longest path).
//
// The symbolic phase 2 (assert_ss.go) makes the counts a state variable,
// so a loop header is a node of the skeletal DAG with its context: every
// (iteration, counts so far) is its own header node, continued by each
// class of the iteration (MergePaths) with an isl vertical join.
// testdata/matmult100.c has 40 × 81 such contexts, each continued by the
// 41 classes of a row: 1.3·10^5 joins, about 135 s. When the classes of a
// loop's iteration are the same in every context but for the counts, the
// counts are better carried as integers:
//
//   - Phase 1 (the chain): the loop is unrolled symbolically once per
//     iteration, with the relevant frequency variables not constants but
//     within the box of the counts the iteration can start with. Each
//     header node's iteration has its classes (MergePaths keeps the worst
//     path of each): the transitions of the skeletal DAG, labelled by their
//     cost (the class's bound) and their constant increments of the
//     counts. All classes must lead to the same next header state but for
//     the counts (checked exactly), so one header node continues them all.
//     A path that leaves the loop runs to its end (the rest of the program,
//     assertions included) with the counts symbolic; its end's Δ says for
//     which counts at the header it passes every assertion.
//   - Phase 2 (the DP): V_t maps each count vector reachable at header t to
//     the most cost to it (every class treated as feasible in every
//     iteration, so the DP only adds paths); a leaving end at header t is
//     taken from every vector its domain contains (checked exactly on the
//     integers), and the largest total is the loop's bound. The worst
//     path's trace is the concatenation of the chosen classes' traces, so
//     exactness still comes from the witness replay (DESIGN "Exactness").
//
// Preconditions, else the symbolic phase 2 runs (numericLoop,
// startNumeric, numConts, chainExits): SS with the memo table on, a
// cumulative resource, at most numMaxVars relevant frequency variables, an
// outermost loop of the entry function entered with constant counts, no
// assertion inside the loop (its callees included), none but global ones
// after it (assertions.LocalAfter) and no WCET_RESET of a
// relevant variable in the program, at least two classes, every class a
// constant increment and every iteration's classes leading to one header
// state (no non-affine facts, equal shapes), costs well within int64, and
// at most numMaxVectors count vectors per header. Inside the chain the
// ends that leave the loop are keyed by class too (classed), so that
// leaving paths that pass the assertions for different counts are not
// merged, and by the assertions they passed (path.passed: an early return
// or exit skips a global assertion, testdata/numeric_early.c).
//
// Verdicts: a path blocked inside the chain was reached with symbolic
// counts; it is kept as the assertion's witness only when some count
// vector of V_t leads into its blocking region (its trace is then the DP's
// path to that vector and the block's own steps, re-executed from the
// start by assertWitnesses). When a blocked assertion has no such vector,
// or its re-execution fails, or the chain is abandoned after blocks were
// seen, SS runs again without numeric phase 2 (errNumericRetry), so that a
// verdict never rests on the chain's symbolic counts alone.

// numericDone counts the loops numeric phase 2 bounded (for the tests).
var numericDone atomic.Int64

// numChain is numeric phase 2 of one loop entry.
type numChain struct {
	entry     *node
	origConts []endKey
	vars      []string // the state variables of the relevant frequency variables
	prefix    []traceStep
	// sk is the skeletal DAG the DP builds (package assertions), labelled
	// by the classes' traces.
	sk *summary.Skeleton[*trace]
	// lkeys are the loops (with their calling contexts) the classes run,
	// lidx their places in summary.Vertex.Loops and the skeleton's
	// ExitLoops (each maximised on its own over the DP's paths, as
	// endSum.counts).
	lkeys  []loopKey
	lidx   map[loopKey]int
	failed string
	// blockedKeys are the assertions that blocked a path in the chain;
	// confirmed those whose block some vector reaches.
	blockedKeys map[assertions.Key]bool
	confirmed   map[assertions.Key]bool
}

// numericLoop reports whether numeric phase 2 may run for the loop of
// header node n: the preconditions that do not depend on the iteration's
// classes.
func (s *simulator) numericLoop(n *node) bool {
	m := s.m
	if !s.useMemo || s.noNumeric || s.cfg.NoNumeric || s.z.Peaks || len(m.freqVars) == 0 || len(m.freqVars) > numMaxVars || s.numeric != nil {
		return false
	}
	if n.cont || n.chainNode || n.p0 == nil || n.p0.top.caller != nil || n.p0.top.resume != nil || n.loop.Parent != nil {
		return false
	}
	if s.numLoopOK == nil {
		s.numLoopOK = map[*ts.Loop]bool{}
		s.numProgOK = !assertions.ResetsAny(m.prog, m.isFreq)
	}
	if !s.numProgOK {
		return false
	}
	ok, seen := s.numLoopOK[n.loop]
	if !seen {
		ok = !assertions.In(m.prog, n.loop) && !assertions.LocalAfter(m.prog, n.p0.top.f, n.loop, m.unplacedAssert)
		s.numLoopOK[n.loop] = ok
	}
	return ok
}

// unplacedAssert reports whether a is in OptimizedMisplaced(m.prog).
func (m *machine) unplacedAssert(a *ts.Assert) bool {
	if !m.unplacedDone {
		m.unplaced, m.unplacedDone = assertions.OptimizedMisplaced(m.prog), true
	}
	return m.unplaced[a]
}

// numMaxVars caps the relevant frequency variables numeric phase 2 takes.
const numMaxVars = summary.MaxCountVars

// int64Of is b when it is well within int64 (numeric costs are added up).
func int64Of(b *big.Int) (int64, bool) {
	if b == nil || b.BitLen() > 48 {
		return 0, false
	}
	return b.Int64(), true
}

// numCont is one class of an iteration: a transition of the skeletal DAG.
type numCont struct {
	ek   endKey
	inc  []int64
	cost int64
	tr   *trace
}

// numConts reads the classes of header h's iteration (its ends at the
// loop's H.end, h.conts) and checks that they lead to one header state but
// for the counts. It returns the classes and the next header's state and
// path template (nil: no class continues), or a reason to fail.
func (s *simulator) numConts(h *node) ([]numCont, *poly.State, *path, string) {
	var cs []numCont
	var next *poly.State
	var tmpl *path
	var ref *poly.Set
	nInfeasible := 0
	defer func() {
		if ref != nil {
			ref.Free()
		}
	}()
	fail := func(why string) ([]numCont, *poly.State, *path, string) {
		if next != nil {
			next.Free()
		}
		return nil, nil, nil, why
	}
	for i, ek := range h.conts {
		e := h.s1.ends[ek]
		inc, ok := ek.class.Increments(len(s.m.freqVars))
		if !ok {
			return fail("a class resets a count")
		}
		cost, ok := int64Of(e.s.Worst())
		if !ok {
			return fail("a cost beyond int64")
		}
		if i > 0 && ek.shape != h.conts[0].shape {
			return fail("classes of different shapes")
		}
		cs = append(cs, numCont{ek: ek, inc: inc, cost: cost, tr: e.trace})
		st := h.st0.Clone()
		st.Apply(e.s.Delta, e.types)
		if !st.Feasible() {
			st.Free()
			nInfeasible++
			continue
		}
		if st.Atoms() > 0 {
			st.Free()
			return fail("non-affine facts in a next state")
		}
		var keep []string
		for _, v := range st.Vars() {
			if !assertions.IsFreqVar(v) {
				keep = append(keep, v)
			}
		}
		ctx := st.Context()
		img := ctx.ProjectOnto(keep...)
		ctx.Free()
		if ref == nil {
			ref, next, tmpl = img, st, e.tmpl
			continue
		}
		same := strings.Join(img.Vars(), ",") == strings.Join(ref.Vars(), ",") && img.IsEqual(ref)
		img.Free()
		st.Free()
		if !same {
			return fail("classes of different next states")
		}
	}
	if nInfeasible > 0 && next != nil {
		return fail("classes of different next states")
	}
	return cs, next, tmpl, ""
}

// startNumeric starts numeric phase 2 at the loop entry n once its first
// iteration is summarized (n.s1, n.conts): the classes of the iteration
// are the first step of the DP, and the first chain node is returned. nil
// when a precondition fails (the symbolic phase 2 then runs).
func (s *simulator) startNumeric(n *node) (*node, error) {
	if !s.numericLoop(n) || len(n.conts) < 2 {
		return nil, nil
	}
	for ek, e := range n.s1.ends {
		if e.s.Feasible() && !ek.exit && !(ek.frame == n.p0.top.id && ek.loc == n.loop.End) {
			return nil, nil
		}
	}
	ch := &numChain{entry: n, origConts: n.conts, blockedKeys: map[assertions.Key]bool{}, confirmed: map[assertions.Key]bool{}, lidx: map[loopKey]int{}}
	f0 := make([]int64, len(s.m.freqVars))
	for i, v := range s.m.freqVars {
		x := poly.Var(fvVar(v))
		lo, k1 := n.st0.Min(x)
		hi, k2 := n.st0.Max(x)
		if k1 != poly.Finite || k2 != poly.Finite || lo.Cmp(hi) != 0 || !lo.IsInt64() {
			return nil, nil
		}
		f0[i] = lo.Int64()
		ch.vars = append(ch.vars, fvVar(v))
	}
	ch.sk = summary.NewSkeleton[*trace](f0)
	ch.prefix = s.stepsTo(n)
	s.numeric = ch
	s.m.trackPassed = true
	n.num = ch
	if s.cfg.SSDebug {
		fmt.Fprintf(s.cfg.DebugOut(), "numeric phase 2: loop at %s, %d classes\n", n.loop.Header.Name, len(n.conts))
	}
	c := s.chainNext(n, 0)
	if c == nil {
		// A class failed, or none continues: symbolic phase 2.
		if s.cfg.SSDebug {
			fmt.Fprintf(s.cfg.DebugOut(), "numeric phase 2 not run: %s\n", ch.failed)
		}
		s.numeric, n.num = nil, nil
		s.m.trackPassed = false
		n.conts, n.ci = ch.origConts, 0
	}
	return c, nil
}

// chainNext runs the DP step of header h (number t: the classes h.conts)
// and returns the next chain node, or nil when no class continues or the
// chain failed.
func (s *simulator) chainNext(h *node, t int) *node {
	ch := h.num
	cs, st, tmpl, why := s.numConts(h)
	if why != "" {
		ch.failed = why
		return nil
	}
	h.numConts = h.conts
	if st == nil {
		return nil
	}
	if !s.deadline.IsZero() && time.Now().After(s.deadline) {
		// (Past the deadline the symbolic phase 2 reports the timeout.)
		st.Free()
		ch.failed = "too many count vectors"
		return nil
	}
	// The classes' body executions per loop (the back edge included).
	back := map[loopKey]int64{{h.p0.top.ctx, h.loop}: 1}
	edges := make([]summary.Edge[*trace], len(cs))
	for i, c := range cs {
		edges[i] = summary.Edge[*trace]{Inc: c.inc, Cost: c.cost, Label: c.tr, Loops: ch.loopVec(addCounts(h.s1.ends[c.ek].counts, nil, back))}
	}
	// Header t+1: every class from every vector (the DP only adds paths).
	if why := assertions.Step(ch.sk, t, edges, len(ch.lkeys)); why != "" {
		st.Free()
		ch.failed = why
		return nil
	}
	// The next header: the classes' common state with the counts within
	// the box of header t+1.
	lo, hi := ch.sk.Box(t+1, len(s.m.freqVars))
	for i, v := range s.m.freqVars {
		x := fvVar(v)
		st.Forget(x, poly.I64)
		st.Assume(poly.GE(poly.Var(x), poly.Int(lo[i])), poly.LE(poly.Var(x), poly.Int(hi[i])))
	}
	// h's continuation is the first class (stepsTo reads it).
	rep := h.conts[0]
	h.conts = []endKey{rep}
	h.ci = 1
	q := tmpl.cloneRest()
	q.st = st
	q.passed = ""
	q.top.loc = h.loop.Header
	q.dependent = q.dependent || h.p0.dependent
	q.st.CountState()
	s.m.project(q)
	s.m.canon(q)
	s.m.forgetCells(q, false, false)
	s.m.dropDivs(q)
	c := s.newNode(h, nil, q)
	c.cont = true
	c.chainNode = true
	c.num = ch
	c.numT = t + 1
	c.numBase = q.counters
	return c
}

// chainStep is loopStep for a node of the chain (header t = h.numT): the
// iteration's leaving ends are taken from every vector of V[t] their
// domain contains, its classes make V[t+1], and the next chain node is
// returned; the node's own summary is empty (the entry builds the loop's).
func (s *simulator) chainStep(h *node) (*node, error) {
	if h.numDone {
		s.freeChainNode(h)
		return nil, nil
	}
	h.numDone = true
	h.numConts = h.conts
	acc := h.acc
	h.acc = &nodeSum{key: h.key, psi: s.m.env.Ctx.Universe(h.vars...), reusable: false, ends: map[endKey]*endSum{}}
	s.chainExits(h, acc)
	acc.Free()
	var c *node
	if h.num.failed == "" && len(h.conts) > 0 {
		c = s.chainNext(h, h.numT)
	}
	if c == nil {
		s.freeChainNode(h)
	}
	return c, nil
}

// chainExits takes the ends of header h's iteration that leave the loop
// (acc) from every vector of V[t] their domain contains.
func (s *simulator) chainExits(h *node, acc *nodeSum) {
	ch := h.num
	if ch.failed != "" {
		return
	}
	for _, ek := range acc.sortedEnds() {
		x := acc.ends[ek]
		if !x.s.Feasible() {
			continue
		}
		if !ek.exit {
			ch.failed = "an end outside the loop's own"
			return
		}
		cost, ok := int64Of(x.s.Worst())
		if !ok {
			ch.failed = "a cost beyond int64"
			return
		}
		in, free := s.fvMember(x.s.Delta, h.ctx, ch.vars)
		assertions.Exit(ch.sk, h.numT, in, cost, x.trace, ch.loopVec(x.counts))
		free()
	}
}

// loopVec is c over ch.lkeys (new loops appended).
func (ch *numChain) loopVec(c map[loopKey]int64) []int64 {
	ks := make([]loopKey, 0, len(c))
	for k := range c {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool {
		if ks[i].ctx != ks[j].ctx {
			return ks[i].ctx < ks[j].ctx
		}
		return ks[i].loop.ID < ks[j].loop.ID
	})
	for _, k := range ks {
		if _, ok := ch.lidx[k]; !ok {
			ch.lidx[k] = len(ch.lkeys)
			ch.lkeys = append(ch.lkeys, k)
		}
	}
	out := make([]int64, len(ch.lkeys))
	for k, v := range c {
		out[ch.lidx[k]] = v
	}
	return out
}

// exitCounts are the skeleton's ExitLoops as endSum.counts.
func (ch *numChain) exitCounts() map[loopKey]int64 {
	out := map[loopKey]int64{}
	for i, v := range ch.sk.ExitLoops {
		out[ch.lkeys[i]] = v
	}
	return out
}

// freeChainNode releases what a chain node keeps of its first iteration.
func (s *simulator) freeChainNode(h *node) {
	for _, ek := range h.numConts {
		h.s1.ends[ek].free()
	}
	h.s1.psi.Free()
}

// fvMember is the membership test of count vectors in the counts at the
// header for which a path of Δ's domain (within ctx) exists: on the
// integers, exactly.
func (s *simulator) fvMember(delta *poly.Map, ctx *poly.Set, vars []string) (in func(f []int64) bool, free func()) {
	dom := delta.Domain()
	d := dom.Intersect(ctx)
	dom.Free()
	proj := d.ProjectOnto(vars...)
	d.Free()
	ds := proj.Disjuncts()
	exist := false
	for _, b := range ds {
		exist = exist || len(b.Exists) > 0
	}
	point := func(f []int64) map[string]*big.Int {
		pt := make(map[string]*big.Int, len(vars))
		for i, v := range vars {
			pt[v] = big.NewInt(f[i])
		}
		return pt
	}
	if exist {
		return func(f []int64) bool { return proj.Contains(point(f)) }, proj.Free
	}
	proj.Free()
	return func(f []int64) bool {
		pt := point(f)
		for _, b := range ds {
			ok := true
			for _, c := range b.Cons {
				v, err := c.Expr.Eval(pt)
				if err != nil {
					return true // cannot tell: a path (sound)
				}
				if c.Eq && v.Sign() != 0 || !c.Eq && v.Sign() < 0 {
					ok = false
					break
				}
			}
			if ok {
				return true
			}
		}
		return false
	}, func() {}
}

// chainBlocked records a path blocked inside the chain: when a vector of
// V_t leads into the counts that block it, the path through the DP to that
// vector and on to the block is the assertion's event (assertWitnesses
// re-executes it).
func (s *simulator) chainBlocked(b *node) {
	ch := s.numeric
	p := b.p
	k := assertions.KeyOf(p.blockedBy)
	ch.blockedKeys[k] = true
	dep := p.dependent || p.st.Lossy() > 0
	if s.blocks.Keeps(k, dep) {
		ch.confirmed[k] = true
		return
	}
	var c *node
	for x := b; x != nil; x = x.parent {
		if x.chainNode {
			c = x
			break
		}
	}
	if c == nil {
		s.blocked(b)
		return
	}
	g := make([]int64, len(s.m.freqVars))
	for i, v := range s.m.freqVars {
		g[i] = p.counters[v] - c.numBase[v]
	}
	region := b.ctx.ProjectOnto(ch.vars...)
	defer region.Free()
	found := assertions.Reach(ch.sk, c.numT, g, func(f []int64) bool {
		pt := make(map[string]*big.Int, len(f))
		for i, v := range ch.vars {
			pt[v] = big.NewInt(f[i])
		}
		return region.Contains(pt)
	})
	if found == nil {
		return
	}
	ch.confirmed[k] = true
	steps := append([]traceStep(nil), ch.prefix...)
	steps = append(steps, numSteps(found)...)
	all := s.stepsTo(b)
	steps = append(steps, all[len(s.stepsTo(c)):]...)
	if s.blocks == nil {
		s.blocks = assertions.Blocks[traceStep]{}
	}
	s.blocks[k] = &assertions.Block[traceStep]{Key: k, Dep: dep, Steps: steps, Input: s.m.inputOf(p), Chain: true}
}

// numSteps are the steps of the DP's path to e from the entry header.
func numSteps(e *summary.Vertex[*trace]) []traceStep {
	var out []traceStep
	for _, tr := range e.Labels() {
		out = append(out, tr.steps()...)
	}
	return out
}

// numTrace is the rope of the DP's path to e (its leaving end included).
func numTrace(e *summary.Vertex[*trace]) *trace {
	var t *trace
	trs := e.Labels()
	for i := len(trs) - 1; i >= 0; i-- {
		t = concat(trs[i], t)
	}
	return t
}

// finishNumeric ends numeric phase 2 at the entry n once the chain is
// done: the loop's worst leaving path becomes an end of n's summary, not
// reusable (its interpolant is n's context). On failure n's classes are
// continued symbolically (loopStep); blocks already seen in the chain
// then make SS run again without numeric phase 2.
func (s *simulator) finishNumeric(n *node) error {
	ch := n.num
	n.num = nil
	s.numeric = nil
	s.m.trackPassed = false
	n.conts = ch.origConts
	if ch.failed != "" {
		if s.cfg.SSDebug {
			fmt.Fprintf(s.cfg.DebugOut(), "numeric phase 2 abandoned: %s\n", ch.failed)
		}
		if len(ch.blockedKeys) > 0 {
			s.numRetry = true
		}
		n.ci = 0
		return nil
	}
	n.ci = len(n.conts)
	for k := range ch.blockedKeys {
		if !ch.confirmed[k] && s.blocks[k] == nil {
			s.numRetry = true
		}
	}
	s.numUsed++
	numericDone.Add(1)
	part := &nodeSum{key: n.key, psi: n.ctx.Copy(), reusable: false, ends: map[endKey]*endSum{}}
	if b := ch.sk.Best; b != nil {
		if s.cfg.SSDebug {
			fmt.Fprintf(s.cfg.DebugOut(), "numeric phase 2: bound %d over %d headers\n", b.Cost, len(ch.sk.Layers))
		}
		c := s.m.env.Ctx
		sum := &summary.Summary{
			Key:   n.key,
			Bound: big.NewInt(b.Cost),
			Delta: c.NewMap(n.vars, nil),
			Psi:   c.Universe(n.vars...),
			Omega: n.ctx.Copy(),
		}
		part.ends[endKey{exit: true}] = &endSum{s: sum, trace: numTrace(b), types: map[string]poly.IntType{}, counts: ch.exitCounts()}
	}
	return s.joinInto(n, part)
}
