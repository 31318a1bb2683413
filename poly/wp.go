package poly

import "math/big"

// WeakestPre returns an interpolant for the transformer r and the
// post-interpolant post in the context ctx: a conjunctive set Ψ with
//
//	ctx ⊆ Ψ ⊆ wp(r, post) = {x | ∀x′. r(x, x′) → post(x′)}
//
// over r.In() ∪ ctx.Vars(). It returns ErrNotEntailed when ctx ⊄ wp (some
// state of ctx has an r-successor outside post).
//
// isl's pre-image is ∃x′, the wrong quantifier, so Ψ is built from the
// complement (thesis §3.7.3): Bad = {x | ∃x′. r(x, x′) ∧ ¬post(x′)} is
// exact over the integers (a union of basic sets; ¬post is a union), and
// wp = ¬Bad. For each disjunct B of Bad not yet excluded, Ψ gains
//
//  1. the negation of one constraint of B that holds on all of ctx — a
//     half-space (or, for an equality, one of its two sides) containing
//     ctx and disjoint from B, the closest conjunctive stand-in for wp;
//     else
//  2. the constraints of ctx that are needed to keep B out, found by
//     greedy deletion (thesis "constraint deletion"), which at worst keeps
//     all of ctx.
//
// Each piece contains ctx and excludes its B, so their conjunction Ψ
// satisfies both inclusions. When ctx is a union, its convex hull stands
// in for it if the hull still avoids Bad; otherwise Ψ is ctx itself (then
// not conjunctive).
//
// Cheaper routes to the same Ψ: a post that is the universe gives the
// universe at once; when r is a function on its domain and post is
// conjunctive (the usual step of the simulation), Bad is computed by
// substitution (functionalParts) and, for a conjunctive ctx, its parts
// are excluded in Go (weakestPreParts); candidate half-spaces are refuted
// with kept points of ctx, or proved with ctx's box, before isl is asked
// (pointPool), and whether Ψ already excludes a part is decided in Go
// where interval propagation can (goEmpty). Each gives isl's answer, so Ψ
// is the same either way.
func WeakestPre(r *Map, post, ctx *Set) (*Set, error) {
	r.live()
	post.live()
	ctx.live()
	c := r.c
	c.check(post.c)
	c.check(ctx.c)

	vs := unionVars(r.in, ctx.vars)
	if c.plainIsUniverse(post) {
		// Nothing is outside post: Bad is empty and wp is the universe
		// (the general path below gives the same answer at the cost of a
		// complement, a pre-image and two emptiness tests).
		return c.Universe(vs...), nil
	}
	fparts, functional := c.functionalParts(r, post)
	if functional && ctx.NumDisjuncts() <= 1 {
		return c.weakestPreParts(fparts, ctx, vs)
	}
	var badIn *Set
	if functional {
		badIn = c.unionOfParts(r.in, fparts)
	} else {
		notPost, ok := c.negation(post)
		if !ok {
			return nil, ErrTooHard
		}
		badIn = notPost.PreImage(r)
		notPost.Free()
	}
	bad := badIn.Extend(vs...)
	badIn.Free()
	defer bad.Free()

	if !ctx.IsDisjoint(bad) {
		return nil, ErrNotEntailed
	}
	psi := c.Universe(vs...)
	if bad.IsEmpty() {
		return psi, nil
	}
	base := ctx.Extend(vs...)
	defer func() { base.Free() }()
	src := ctx // base's points are ctx's, extended (pointPool.src)
	if base.NumDisjuncts() > 1 {
		src = nil
		h, _ := c.hullQuiet(base.p, len(vs))
		hs := c.wrapSet(vs, h)
		if !hs.IsDisjoint(bad) {
			hs.Free()
			psi.Free()
			return base.Copy(), nil
		}
		base.Free()
		base = hs
	}

	bbs := c.basicSets(bad.p)
	parts := make([]*Set, len(bbs))
	for i, b := range bbs {
		parts[i] = c.wrapSet(vs, c.setFromBSet(b))
		c.freeBSet(b)
	}
	defer func() {
		for _, p := range parts {
			p.Free()
		}
	}()
	pool := &pointPool{base: base, src: src}
	for _, b := range parts {
		if psi.IsDisjoint(b) {
			continue
		}
		piece := c.negatedConstraint(b, base, pool)
		if piece == nil {
			piece = c.neededConstraints(b, base, psi)
		}
		next := psi.Intersect(piece)
		piece.Free()
		psi.Free()
		psi = next
	}
	out := psi.Coalesce()
	psi.Free()
	return out, nil
}

// functionalBad returns Bad = {x | ∃x′. r(x, x′) ∧ ¬post(x′)} over r.In()
// by substitution, when r is a function on its domain and post is
// conjunctive without existential variables: r a single basic relation
// without existential variables in which every output o is defined by an
// equality o′ = f_o(x) over the inputs (coefficient ±1 on o′, no other
// output), and post over r's outputs. Then r = {x′ = f(x) ∧ G(x)} with G
// r's other constraints after substitution, and Bad is the union over
// the negated constraints n of post of G(x) ∧ n(f(x)) — the same set
// PreImage computes with a relation reversal and an image (isl_set_apply,
// which eliminates the outputs). ok is false when r or post is not of
// that form.
func (c *Ctx) functionalBad(r *Map, post *Set) (*Set, bool) {
	parts, ok := c.functionalParts(r, post)
	if !ok {
		return nil, false
	}
	return c.unionOfParts(r.in, parts), true
}

// unionOfParts returns the union of the conjunctions parts over vars.
func (c *Ctx) unionOfParts(vars []string, parts [][]Constraint) *Set {
	sets := make([]*Set, len(parts))
	for i, p := range parts {
		sets[i] = c.NewSet(vars, p...)
	}
	defer freeAll(sets)
	return c.UnionAll(vars, sets...)
}

// convexRows returns the constraint rows of a when a is a single basic
// set without existential variables (ok false otherwise).
func (c *Ctx) convexRows(a *islSet) ([]row, bool) {
	bs := c.basicSets(a)
	defer func() {
		for _, b := range bs {
			c.freeBSet(b)
		}
	}()
	if len(bs) != 1 {
		return nil, false
	}
	rows, k := c.bsetRows(bs[0])
	return rows, k == 0
}

// functionalParts returns the disjuncts G(x) ∧ n(f(x)) of functionalBad,
// as constraints over r.In(), one for each negated constraint n of post
// that can hold.
func (c *Ctx) functionalParts(r *Map, post *Set) ([][]Constraint, bool) {
	out := indexOf(r.out)
	for _, v := range post.vars {
		if _, ok := out[v]; !ok {
			return nil, false // an output r does not constrain: not a function
		}
	}
	prows, ok := c.convexRows(post.p)
	if !ok {
		return nil, false
	}
	rrows, ok := r.flatRows()
	if !ok {
		return nil, false
	}
	nin, nout := len(r.in), len(r.out)
	// def[j]: the row defining output j; f[j] its value over the inputs.
	def := make([]int, nout)
	for j := range def {
		def[j] = -1
	}
	for i, rw := range rrows {
		if !rw.eq {
			continue
		}
		o := -1
		for j := 0; j < nout; j++ {
			if k := rw.coef[nin+j]; k != nil && k.Sign() != 0 {
				if o >= 0 {
					o = -2
					break
				}
				o = j
			}
		}
		if o < 0 || def[o] >= 0 || !(rw.coef[nin+o].IsInt64() && (rw.coef[nin+o].Int64() == 1 || rw.coef[nin+o].Int64() == -1)) {
			continue
		}
		def[o] = i
	}
	f := make([]Affine, nout)
	for j, i := range def {
		if i < 0 {
			return nil, false
		}
		// k·o + a·x + c = 0 with k = ±1: o = −k·(a·x + c).
		rw := rrows[i]
		k := rw.coef[nin+j]
		e := Affine{Coeffs: map[string]*big.Int{}, Const: new(big.Int).Neg(new(big.Int).Mul(k, bigOr0(rw.cst)))}
		for x := 0; x < nin; x++ {
			if a := rw.coef[x]; a != nil && a.Sign() != 0 {
				e.Coeffs[r.in[x]] = new(big.Int).Neg(new(big.Int).Mul(k, a))
			}
		}
		f[j] = e
	}
	// subst returns Σ coef·dim + cst with every output replaced by f.
	subst := func(coefIn, coefOut []*big.Int, cst *big.Int) Affine {
		e := Affine{Coeffs: map[string]*big.Int{}, Const: new(big.Int).Set(bigOr0(cst))}
		for x, a := range coefIn {
			if a != nil && a.Sign() != 0 {
				e.Coeffs[r.in[x]] = new(big.Int).Set(a)
			}
		}
		// e += a·f[j], in place (e owns its values); zero terms dropped as
		// Add drops them.
		var t big.Int
		for j, a := range coefOut {
			if a == nil || a.Sign() == 0 {
				continue
			}
			for v, k := range f[j].Coeffs {
				if k == nil || k.Sign() == 0 {
					continue
				}
				t.Mul(a, k)
				if old, ok := e.Coeffs[v]; ok {
					old.Add(old, &t)
					if old.Sign() == 0 {
						delete(e.Coeffs, v)
					}
				} else {
					e.Coeffs[v] = new(big.Int).Set(&t)
				}
			}
			if f[j].Const != nil {
				e.Const.Add(e.Const, t.Mul(a, f[j].Const))
			}
		}
		return e
	}
	isDef := make(map[int]bool, nout)
	for _, i := range def {
		isDef[i] = true
	}
	var guard []Constraint
	for i, rw := range rrows {
		if isDef[i] {
			continue
		}
		guard = append(guard, Constraint{Expr: subst(rw.coef[:nin], rw.coef[nin:], rw.cst), Eq: rw.eq})
	}
	// post's dims are post.vars; map them to r's outputs.
	pout := make([]*big.Int, nout)
	var parts [][]Constraint
	for _, pr := range prows {
		for _, n := range constraintOf(pr, post.vars).Negate() {
			for j := range pout {
				pout[j] = nil
			}
			for v, a := range n.Expr.Coeffs {
				pout[out[v]] = a
			}
			e := subst(nil, pout, n.Expr.Const)
			if e.IsConst() && e.Constant().Sign() < 0 {
				continue // n(f(x)) never holds
			}
			parts = append(parts, append(append([]Constraint(nil), guard...), GE(e, Int(0))))
		}
	}
	return parts, true
}

// weakestPreParts is WeakestPre for a conjunctive ctx when Bad is the
// union of the conjunctions parts (functionalParts), kept as constraints
// in Go: each part is excluded as in WeakestPre — skipped when Ψ already
// excludes it, else by the first negated constraint of the part that
// contains ctx, else by neededConstraints — and Ψ is built once at the
// end. ctx ∩ Bad = ∅ (entailment) is checked part by part, and only where
// no negated constraint was found: a part Ψ excludes, or one a negated
// constraint containing ctx excludes, misses ctx already.
func (c *Ctx) weakestPreParts(parts [][]Constraint, ctx *Set, vs []string) (*Set, error) {
	base := ctx.Extend(vs...)
	defer base.Free()
	pool := &pointPool{base: base, src: ctx}
	var pieces []Constraint // the negated constraints taken
	var extra *Set          // the conjunction of neededConstraints' answers
	defer func() { extra.Free() }()
	psiSet := func(more ...Constraint) *Set {
		s := c.NewSet(vs, append(append([]Constraint(nil), pieces...), more...)...)
		if extra != nil {
			t := s.Intersect(extra)
			s.Free()
			s = t
		}
		return s
	}
	for _, b := range parts {
		// Ψ ∩ b = ∅? Decided in Go where it can be (goEmpty), on the
		// groups of constraints Go leaves open otherwise. Over the
		// variables the constraints mention only: the others are free
		// and do not decide emptiness.
		cons := append(append([]Constraint(nil), pieces...), b...)
		empty, rest, decided := false, cons, false
		if fastWP {
			empty, rest, decided = goEmpty(cons)
		}
		if !decided {
			if extra == nil {
				meet := c.NewSet(nil, rest...)
				empty = meet.IsEmpty()
				meet.Free()
			} else {
				meet := psiSet(b...)
				empty = meet.IsEmpty()
				meet.Free()
			}
		} else if !empty && extra != nil {
			// Not empty without extra: ask with it.
			meet := psiSet(b...)
			empty = meet.IsEmpty()
			meet.Free()
		}
		if empty {
			continue
		}
		found := false
		for _, k := range b {
			if fastWP && pool.refutesNegation(k) {
				continue // what contains would answer for each negation
			}
			for _, n := range k.Negate() {
				if pool.contains(n) {
					pieces = append(pieces, n)
					found = true
					break
				}
			}
			if found {
				break
			}
		}
		if found {
			continue
		}
		bs := c.NewSet(vs, b...)
		if !ctx.IsDisjoint(bs) {
			bs.Free()
			return nil, ErrNotEntailed
		}
		psi := psiSet()
		var g *neededGo
		if extra == nil {
			g = &neededGo{psi: pieces, b: b}
		}
		keep := c.neededConstraintsGo(bs, base, psi, g)
		psi.Free()
		bs.Free()
		if extra == nil {
			extra = keep
		} else {
			t := extra.Intersect(keep)
			keep.Free()
			extra.Free()
			extra = t
		}
	}
	psi := psiSet()
	defer psi.Free()
	return psi.Coalesce(), nil
}

func bigOr0(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}

// negatedConstraint returns a basic set that contains base, is disjoint
// from the basic set b, and is one side of the negation of a constraint of
// b; nil if there is none. pool holds points of base that refute a
// candidate half-space without asking isl.
func (c *Ctx) negatedConstraint(b, base *Set, pool *pointPool) *Set {
	bbs := c.basicSets(b.p)
	defer func() {
		for _, x := range bbs {
			c.freeBSet(x)
		}
	}()
	if len(bbs) != 1 {
		return nil
	}
	if rows, k := c.bsetRows(bbs[0]); k == 0 {
		// No existential variables: negate the constraints in Go.
		for _, r := range rows {
			for _, n := range constraintOf(r, b.vars).Negate() {
				if pool.contains(n) {
					return c.NewSet(b.vars, n)
				}
			}
		}
		return nil
	}
	cons, ok := c.constraintSets(bbs[0], b.vars)
	if !ok {
		return nil
	}
	defer freeAll(cons)
	for _, k := range cons {
		neg := k.Complement()
		nbs := c.basicSets(neg.p)
		neg.Free()
		var found *Set
		for _, nb := range nbs {
			if found == nil {
				cand := c.wrapSet(b.vars, c.setFromBSet(nb))
				if base.IsSubset(cand) {
					found = cand
				} else {
					cand.Free()
				}
			}
			c.freeBSet(nb)
		}
		if found != nil {
			return found
		}
	}
	return nil
}

// neededConstraints returns the conjunction of a subset of base's
// constraints that, with psi, still excludes b (base ∩ b must be empty).
func (c *Ctx) neededConstraints(b, base, psi *Set) *Set {
	return c.neededConstraintsGo(b, base, psi, nil)
}

// neededGo describes psi and b as constraints for neededConstraintsGo.
type neededGo struct {
	psi, b []Constraint
}

// neededConstraintsGo is neededConstraints where, when g is not nil, psi
// is the conjunction g.psi and b the conjunction g.b: each "psi and the
// kept constraints still exclude b" is then decided in Go where goEmpty
// can (on the rows of base's constraints, in the order isl lists them),
// isl deciding the rest; the answers, and so the constraints kept, are
// isl's.
func (c *Ctx) neededConstraintsGo(b, base, psi *Set, g *neededGo) *Set {
	bbs := c.basicSets(base.p)
	if len(bbs) != 1 {
		for _, x := range bbs {
			c.freeBSet(x)
		}
		return base.Copy()
	}
	cons, ok := c.constraintSets(bbs[0], base.vars)
	var rows []row
	if ok && g != nil && fastWP {
		rows = c.bsetRowsPlain(bbs[0])
		if len(rows) != len(cons) {
			rows = nil
		}
	}
	c.freeBSet(bbs[0])
	if !ok {
		// Existential variables isl cannot list the constraints of: keep
		// all of base, which is valid.
		return base.Copy()
	}
	defer freeAll(cons)
	keep := make([]bool, len(cons))
	for i := range keep {
		keep[i] = true
	}
	conj := func(skip int) *Set {
		s := psi.Copy()
		for i, k := range cons {
			if keep[i] && i != skip {
				t := s.Intersect(k)
				s.Free()
				s = t
			}
		}
		return s
	}
	var rcons []Constraint
	if rows != nil {
		rcons = make([]Constraint, len(rows))
		for i, r := range rows {
			rcons[i] = constraintOf(r, base.vars)
		}
	}
	for j := range cons {
		if rcons != nil {
			q := append(append([]Constraint(nil), g.psi...), g.b...)
			for i, k := range rcons {
				if keep[i] && i != j {
					q = append(q, k)
				}
			}
			if empty, _, decided := goEmpty(q); decided {
				if empty {
					keep[j] = false
				}
				continue
			}
		}
		s := conj(j)
		if s.IsDisjoint(b) {
			keep[j] = false
		}
		s.Free()
	}
	out := c.Universe(base.vars...)
	for i, k := range cons {
		if keep[i] {
			t := out.Intersect(k)
			out.Free()
			out = t
		}
	}
	return out
}

// negation returns a set with the integer points not in s: for a basic set
// without existential variables, the union of its negated constraints
// (overlapping disjuncts, cheaper than isl's disjoint complement);
// otherwise isl_set_complement.
func (c *Ctx) negation(s *Set) (*Set, bool) {
	bs := c.basicSets(s.p)
	defer func() {
		for _, b := range bs {
			c.freeBSet(b)
		}
	}()
	complement := func() (*Set, bool) {
		p, ok := c.complementQuota(s.p)
		if !ok {
			return nil, false
		}
		return c.wrapSet(s.vars, p), true
	}
	if len(bs) != 1 {
		return complement()
	}
	rows, k := c.bsetRows(bs[0])
	if k != 0 {
		return complement()
	}
	var parts []*Set
	for _, r := range rows {
		for _, n := range constraintOf(r, s.vars).Negate() {
			parts = append(parts, c.NewSet(s.vars, n))
		}
	}
	defer freeAll(parts)
	return c.UnionAll(s.vars, parts...), true
}

// constraintSets returns one set per constraint of the basic set b.
// ok is false when isl cannot list b's constraints (see
// bsetConstraintSets); callers then fall back to a coarser answer.
func (c *Ctx) constraintSets(b *islBSet, vars []string) (sets []*Set, ok bool) {
	ps, ok := c.bsetConstraintSets(b)
	if !ok {
		return nil, false
	}
	out := make([]*Set, len(ps))
	for i, p := range ps {
		out[i] = c.wrapSet(vars, p)
	}
	return out, true
}

func freeAll(ss []*Set) {
	for _, s := range ss {
		s.Free()
	}
}

// pointPool decides base ⊆ {n} for half-spaces n, keeping the integer
// points of base that earlier answers produced: a kept point outside n
// refutes the inclusion at once (most candidates in WeakestPre fail, and
// most for the same reason), so isl is asked only about the candidates no
// kept point refutes. The answers are exact: base ⊆ {e ≥ 0} holds iff
// base ∩ {e ≤ −1} has no integer point, and when it has one, that point
// joins the pool.
type pointPool struct {
	base *Set
	src  *Set // nil, or base before free variables were added (initBox)
	pts  []map[string]*big.Int
	// bx: the bounds of base's variables that its constraints imply
	// (boxOf), found on the first question; nil when base is not a single
	// basic set without existential variables. A half-space containing
	// bx contains base.
	sys    *lsys
	bx     *ibox
	bxDone bool
}

// initBox computes bx and seeds the pool with a candidate point of bx
// that lies in base: from src when set (a set whose points, extended by
// free variables, are base's), where they are kept for the next pool.
func (pp *pointPool) initBox() {
	pp.bxDone = true
	if pp.src != nil {
		if pp.src.box == nil {
			pp.src.box = &setBox{}
		}
		sb := pp.src.box
		if !sb.done {
			sb.done = true
			sb.sys, sb.bx, sb.pt = boxOfSet(pp.src)
		}
		pp.sys, pp.bx = sb.sys, sb.bx
		if sb.pt != nil {
			pp.pts = append(pp.pts, sb.pt)
		}
		return
	}
	var pt map[string]*big.Int
	pp.sys, pp.bx, pt = boxOfSet(pp.base)
	if pt != nil {
		pp.pts = append(pp.pts, pt)
	}
}

// setBox caches boxOfSet's answer on a Set.
type setBox struct {
	done bool
	sys  *lsys
	bx   *ibox
	pt   map[string]*big.Int
}

// boxOfSet returns the constraints of s in Go and their box, and a
// candidate point of the box that lies in s (nil when none did); sys and
// bx are nil when s is not a single basic set without existential
// variables or a value does not fit.
func boxOfSet(s *Set) (*lsys, *ibox, map[string]*big.Int) {
	c := s.c
	bs := c.basicSets(s.p)
	defer func() {
		for _, b := range bs {
			c.freeBSet(b)
		}
	}()
	if len(bs) != 1 {
		return nil, nil, nil
	}
	rows, k := c.bsetRows(bs[0])
	if k != 0 {
		return nil, nil, nil
	}
	// A row with a value out of int64 is left out of the box (which still
	// contains s) and checked exactly at the candidate points.
	sys := newLsys()
	var wide []Constraint
	for _, r := range rows {
		if !sys.addRow(r, s.vars) {
			wide = append(wide, constraintOf(r, s.vars))
		}
	}
	bx := sys.boxOf()
	if bx.empty {
		return sys, bx, nil
	}
	for _, pt := range bx.candidates() {
		if !sys.satisfies(sys.rows, pt) {
			continue
		}
		mp := sys.pointOf(pt)
		if len(wide) == 0 || satisfiesAll(wide, mp) {
			return sys, bx, mp
		}
	}
	return sys, bx, nil
}

// satisfiesAll reports whether the point pt satisfies every constraint of
// cons (a variable pt does not list is 0).
func satisfiesAll(cons []Constraint, pt map[string]*big.Int) bool {
	for _, c := range cons {
		v := evalAt(c.Expr, pt)
		if c.Eq && v.Sign() != 0 || !c.Eq && v.Sign() < 0 {
			return false
		}
	}
	return true
}

// maxPoolPoints bounds the points kept (each refutation test is linear in
// them).
const maxPoolPoints = 16

// refutesNegation reports whether kept points refute every negation of
// k (contains would answer false for each): for an inequality e ≥ 0, a
// point with e ≥ 0; for an equality, a point with e ≤ 0 and one with
// e ≥ 0. It saves building the negations.
func (pp *pointPool) refutesNegation(k Constraint) bool {
	if fastWP && !pp.bxDone {
		pp.initBox()
	}
	lo, hi := false, false
	for _, pt := range pp.pts {
		sg := evalAt(k.Expr, pt).Sign()
		if !k.Eq {
			if sg >= 0 {
				return true
			}
			continue
		}
		lo = lo || sg <= 0
		hi = hi || sg >= 0
		if lo && hi {
			return true
		}
	}
	return false
}

// contains reports whether base ⊆ {n} for the inequality n.
func (pp *pointPool) contains(n Constraint) bool {
	if n.Eq {
		panic("poly: pointPool.contains on an equality")
	}
	if fastWP && !pp.bxDone {
		pp.initBox()
	}
	for _, pt := range pp.pts {
		if evalAt(n.Expr, pt).Sign() < 0 {
			return false
		}
	}
	if pp.bx != nil {
		if pp.bx.empty {
			return true // base has no integer point
		}
		if m, ok := pp.sys.minOver(pp.bx, n.Expr); ok && m >= 0 {
			return true
		}
	}
	c := pp.base.c
	outside := pp.base.Constrain(Constraint{Expr: n.Expr.Neg().AddConst(-1)})
	defer outside.Free()
	coords := c.setSample(outside.p)
	if coords == nil {
		return true
	}
	if len(pp.pts) < maxPoolPoints {
		pt := make(map[string]*big.Int, len(coords))
		for i, v := range outside.vars {
			pt[v] = coords[i]
		}
		pp.pts = append(pp.pts, pt)
	}
	return false
}

// evalAt returns the value of e at the point pt (a variable pt does not
// list is 0).
func evalAt(e Affine, pt map[string]*big.Int) *big.Int {
	out := e.Constant()
	var t big.Int
	for v, k := range e.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		if x, ok := pt[v]; ok {
			out.Add(out, t.Mul(k, x))
		}
	}
	return out
}
