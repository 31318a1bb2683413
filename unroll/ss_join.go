package unroll

// SS's joins (thesis Fig. 3.8): a child's summary lifted to its parent
// (deliver, lift), JoinHorizontal of a node's cases (joinAll, joinInto),
// keepBounds, and a loop iteration composed with its continuation by
// JoinVertical (loopStep, joinContinuation, pairs).

import (
	"fmt"
	"math/big"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/poly"
	"wcet/summary"
)

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
		if !ek.exit {
			ek.wrap = ek.wrap || k.wrapped
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
			if dom := keepBounds(n.ctx, old.s.Delta, e.s.Delta, old.types, j, s.m.hasBitmaps()); dom != nil {
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
func keepBounds(ctx *poly.Set, d1, d2 *poly.Map, types map[string]poly.IntType, j *summary.Summary, shadows bool) *poly.Set {
	c := ctx.Ctx()
	ctx, d1, d2, u, img, himg, free, ok := boundImages(ctx, d1, d2, j.Delta, shadows)
	defer free()
	if !ok {
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
		if hs, ok := outsideOf(ctx, bad); ok {
			cands = append(cands, cur.Constrain(hs...))
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

// boundImages is keepBounds's view of the join: the context, the cases
// and their union, and the images of the context under the union (img)
// and under the hull delta (himg), all without existential variables;
// free releases what it made. Images with existentials (divisions, wrap)
// make isl's subset tests unbounded in time (j_complex ran 10 min in
// IsSubset; --timeout now interrupts it, but the run is lost), so the
// tightening works on their rational shadows instead (the existentials
// removed: supersets). The bounds of the relaxed cases' images hold for
// the cases' images, and the inputs whose relaxed images lie within them
// (dom, computed from the relaxed cases) are a subset of those whose
// images do; a larger hull image only makes more bounds candidates: the
// tightening stays sound, only coarser. A branch on a bit of an input
// (`set & (1u << p)`: a remainder, one existential) puts existentials in
// every iteration's cases, and without the shadows a bit set on one path
// and left on the other lost the bitmap's bounds at every merge
// (unroll/testdata/bitmap_ready.c). The shadows are taken only in a
// program with bitmap globals (shadows): elsewhere the tightening they
// allow changed which summaries meet in the memo table (testdata/
// j_complex.c: 222 -> 239 states, the same bound), and Chapter 3's states
// may only go down. ok is false when there are existentials left.
func boundImages(ctx *poly.Set, d1, d2, delta *poly.Map, shadows bool) (rc *poly.Set, r1, r2, u *poly.Map, img, himg *poly.Set, free func(), ok bool) {
	var made []interface{ Free() }
	free = func() {
		for _, x := range made {
			x.Free()
		}
	}
	u = d1.Union(d2)
	img, himg = ctx.Apply(u), ctx.Apply(delta)
	made = append(made, u, img, himg)
	if !ctx.HasExistentials() && !img.HasExistentials() && !himg.HasExistentials() {
		return ctx, d1, d2, u, img, himg, free, true
	}
	if !shadows {
		return ctx, d1, d2, u, img, himg, free, false
	}
	rc, r1, r2 = ctx.RemoveDivs(), d1.RemoveDivs(), d2.RemoveDivs()
	hd := delta.RemoveDivs()
	u = r1.Union(r2)
	x, y := rc.Apply(u), rc.Apply(hd)
	img, himg = x.RemoveDivs(), y.RemoveDivs()
	made = append(made, rc, r1, r2, hd, u, x, y, img, himg)
	return rc, r1, r2, u, img, himg, free, !img.HasExistentials() && !himg.HasExistentials()
}

// outsideOf returns half-spaces whose conjunction contains ctx and meets
// no point of bad: for each disjunct of bad, the negation of one of its
// constraints (over named variables only: a constraint with an
// existential variable is skipped) that holds on all of ctx, decided by
// an integer minimum over ctx. ok is false when some disjunct has no such
// constraint. It stands for cur \ bad and the disjunct of it that holds
// ctx: subtracting a box of type ranges split the domain into a dozen
// disjuncts whose coalescing cost more than the rest of the join
// (docs/benchmarks.md, "SS on state machines"); the half-space is a
// superset of that disjunct, so the kept domain is never smaller.
func outsideOf(ctx, bad *poly.Set) ([]poly.Constraint, bool) {
	var out []poly.Constraint
	for _, b := range bad.Disjuncts() {
		found := false
	cons:
		for _, k := range b.Cons {
			for _, v := range k.Expr.Vars() {
				for _, e := range b.Exists {
					if v == e {
						continue cons
					}
				}
			}
			for _, h := range k.Negate() {
				if lo, kind := ctx.Min(h.Expr); kind == poly.Finite && lo.Sign() >= 0 {
					out = append(out, h)
					found = true
					break cons
				}
			}
		}
		if !found {
			return nil, false
		}
	}
	return out, true
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
		if prem := m.forgetCells(q, true, false); len(prem) > 0 {
			if n.contPrem == nil {
				n.contPrem = map[endKey][]poly.Constraint{}
			}
			n.contPrem[ek] = prem
		}
		m.dropDivs(q)
		// joinContinuation reads the end being continued: n.conts[n.ci-1].
		c := s.newNode(n, nil, q)
		c.cont = true
		if err := s.repeats(n, c); err != nil {
			c.ctx.Free()
			q.st.Free()
			return nil, err
		}
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

// repeats returns a LimitError when the continuation c of the loop at the
// header node n starts from n's own state: the same key and the same
// context over the same variables. SS is deterministic in the key and
// the context (the memo reuses on them), so c's subtree would hold a
// continuation that starts from c's state again, without end: the
// unrolling cannot bound the loop, and says so at once instead of at the
// --timeout.
func (s *simulator) repeats(n, c *node) error {
	if n.chainNode || n.num != nil || c.key != n.key || len(n.vars) != len(c.vars) || !subsetVars(n.vars, c.vars) || !c.ctx.IsEqual(n.ctx) {
		return nil
	}
	k := 1
	for a := n; a != nil && a.cont && a.parent != nil; a = a.parent {
		k++
	}
	e := s.m.limit(fmt.Sprintf("the loop's header state repeats after iteration %d", k), c.p)
	if le, ok := e.(*analysis.LimitError); ok {
		le.Advice = "the analysis cannot tell its iterations apart: bound the loop with an annotation"
	}
	return e
}

// joinContinuation is line 12: S_n = JoinVertical(S1 at the end being
// continued, S_{n−1}), joined horizontally into the header's summary.
func (s *simulator) joinContinuation(n *node, cont *nodeSum) error {
	defer cont.Free()
	eKey := n.conts[n.ci-1]
	e := n.s1.ends[eKey]
	psi, reusable := s.typedPre(e.s.Delta, e.types, cont.psi, n.ctx, cont.reusable)
	if prem := n.contPrem[eKey]; len(prem) > 0 {
		// The continuation assumed the forgotten elements' ranges of
		// e's state: the contexts this summary serves must give them.
		ps := s.m.env.Ctx.NewSet(e.s.Delta.Out(), prem...)
		w, ok := s.typedPre(e.s.Delta, e.types, ps, n.ctx, reusable)
		ps.Free()
		p2 := psi.Intersect(w)
		psi.Free()
		w.Free()
		psi, reusable = p2, reusable && ok
	}
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
