package poly

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

// Convex hull strategy (measured on isl 0.25, see BenchmarkHull* and the
// package documentation):
//
//  1. A set with at most one disjunct is its own hull.
//  2. Independent variable blocks. With 3 or more variables, the variables
//     are split into the connected components of "occur in a common
//     constraint" over every disjunct. A block on which every disjunct has
//     the same constraints (typically the variables an iteration does not
//     modify) is factored out exactly: hull(∪ S×Vᵢ) = S × hull(∪ Vᵢ). Only
//     the varying blocks are hulled, jointly, so a 6-D union that varies in
//     2 variables costs a 2-D hull.
//  3. The varying part, rid of existential variables (isl_set_convex_hull
//     is undefined on them; isl_set_remove_divs, counted LossyRemoveDivs),
//     goes to isl_set_convex_hull under the context's operation quota
//     (isl_ctx_set_max_operations). On a quota hit (counted
//     LossySimpleHull) the result is isl_set_simple_hull intersected with
//     the hulls of the varying blocks taken one by one.
//  0. Before all: disjuncts bounded by type ranges (or carrying junk
//     constraints, see hullTamed) are hulled without those, and the
//     result is cut by the loosest range of each variable.
//  4. The result is compared with the input: a hull strictly larger than
//     the union is counted LossyHull (the caller learns it from the exact
//     flag too).

// hullMode selects a strategy, for the benchmarks that justify the choice.
type hullMode int

const (
	hullBlocks hullMode = iota // the strategy above (default)
	hullDirect                 // isl_set_convex_hull on all variables
	hullSimple                 // isl_set_simple_hull only
)

// ConvexHull returns the smallest basic set containing s (rationally: the
// convex hull of its disjuncts, over the integers of that polyhedron) and
// whether it equals s. See the strategy above; lossy events are counted in
// the context.
func (s *Set) ConvexHull() (*Set, bool) {
	s.live()
	h, exact := s.c.hull(s.p, len(s.vars))
	return s.c.wrapSet(s.vars, h), exact
}

// HasExistentials reports whether s has existentially quantified
// variables (isl divs).
func (s *Set) HasExistentials() bool { return s.NumDivs() > 0 }

// NumDivs returns the number of existentially quantified variables (isl
// divs) over s's disjuncts.
func (s *Set) NumDivs() int {
	s.live()
	return s.c.setNDiv(s.p)
}

// SimpleHull returns isl's simple hull of s: a basic set containing s
// bounded by translates of the constraints of its disjuncts. Cheaper and
// coarser than ConvexHull; not counted as lossy (the caller decides).
func (s *Set) SimpleHull() *Set {
	s.live()
	p := s.p
	if s.c.setNDiv(p) > 0 {
		p = s.c.setRemoveDivs(p)
		defer s.c.freeSet(p)
	}
	return s.c.wrapSet(s.vars, s.c.simpleHull(p))
}

// hull implements ConvexHull on an isl set of n dims; the result is owned
// by the caller.
func (c *Ctx) hull(p *islSet, n int) (*islSet, bool) {
	c.hulls++
	if c.setNBasic(p) <= 1 {
		return c.copySet(p), true
	}
	var h *islSet
	switch c.hullMode {
	case hullDirect:
		h = c.hullOf(p)
	case hullSimple:
		q := c.dropDivs(p)
		h = c.simpleHull(q)
		c.freeSet(q)
	default:
		h = c.hullTamed(p, n)
	}
	// Exact when the hull adds no point; an undecided check (over the
	// quota) counts as not exact: a lossy event, never a wrong claim.
	exact, ok := c.isSubsetQuota(h, p)
	if !exact || !ok {
		c.Note(LossyHull)
		exact = false
	}
	return h, exact
}

// Junk constraints. A program's states carry its variables' type ranges
// (−2³¹ ≤ x ≤ 2³¹−1 and what the no-overflow guards derive from them, such
// as b ≤ 2³⁰−1 before b*2). The exact hull of disjuncts that differ in how
// they update a variable then has facets through the vertices at those
// bounds: b′ − b ≤ 6 becomes 429496727·b′ ≤ 2576980374 − a + 429496727·b.
// Composed and hulled again, such constraints grow to coefficients of 30
// digits and the next hull's elimination of existential variables runs
// for seconds (j_complex). hullTamed hulls without them when they appear.
const (
	// bigCoef: a constraint with a coefficient at least this large is
	// junk of that kind.
	bigCoef = 1 << 16
	// bigConst: a one-variable bound whose constant is at least this large
	// is a type range (or derived from one).
	bigConst = 1 << 28
)

// hullTamed is hullByBlocks, unless a disjunct of p has a junk
// constraint or a type range (a one-variable bound with a constant of
// bigConst or more): then it is the hull of p without them (a superset of
// p, existential variables kept), intersected with the box of p's
// one-variable bounds (per variable and direction the loosest over the
// disjuncts, which holds on all of p). The result contains p, so it is a
// sound hull; the caller's exactness check counts it LossyHull when it is
// larger than p. A convex union whose disjuncts bound each variable
// explicitly stays exact (the box restores the ranges).
func (c *Ctx) hullTamed(p *islSet, n int) *islSet {
	ds := c.disjunctRows(p)
	if !hasJunk(ds, true) {
		return c.hullByBlocksOf(p, n, ds)
	}
	tame, box := c.untamed(p, n)
	defer c.freeSet(tame)
	defer c.freeSet(box)
	th := c.hullByBlocks(tame, n)
	defer c.freeSet(th)
	return c.setIntersect(th, box)
}

// isJunk reports whether r (over set dims and existential variables) is a
// junk constraint (a coefficient of bigCoef or more) or, when ranges, a
// one-variable bound with a constant of bigConst or more.
func isJunk(r row, ranges bool) bool {
	nz := 0
	for _, k := range r.coef {
		if k == nil || k.Sign() == 0 {
			continue
		}
		nz++
		if k.CmpAbs(big.NewInt(bigCoef)) >= 0 {
			return true
		}
	}
	return ranges && nz == 1 && !r.eq && r.cst != nil && r.cst.CmpAbs(big.NewInt(bigConst)) >= 0
}

// disjRows are the constraints of one disjunct over its set dims and its
// k existential variables (bsetRows).
type disjRows struct {
	rows []row
	k    int
}

// disjunctRows returns the rows of every disjunct of p.
func (c *Ctx) disjunctRows(p *islSet) []disjRows {
	bs := c.basicSets(p)
	ds := make([]disjRows, len(bs))
	for i, b := range bs {
		ds[i].rows, ds[i].k = c.bsetRows(b)
		c.freeBSet(b)
	}
	return ds
}

// hasJunk reports whether a disjunct has a junk constraint (or, when
// ranges, a type range).
func hasJunk(ds []disjRows, ranges bool) bool {
	for _, d := range ds {
		for _, r := range d.rows {
			if isJunk(r, ranges) {
				return true
			}
		}
	}
	return false
}

// withoutJunk returns p (n dims) with the junk constraints of its
// disjuncts dropped (and, when ranges, its type ranges), keeping the
// existential variables; owned by the caller. The second result holds,
// per dim, the loosest lower and upper bound over the disjuncts among the
// one-variable constraints ±x + c ≥ 0 (nil when some disjunct has none).
func (c *Ctx) withoutJunk(p *islSet, n int, ranges ...bool) (*islSet, [][2]*big.Int) {
	rng := len(ranges) > 0 && ranges[0]
	box := make([][2]*big.Int, n)
	out := c.setEmpty(n)
	for i, b := range c.basicSets(p) {
		rows, k := c.bsetRows(b)
		c.freeBSet(b)
		var mine [][2]*big.Int = make([][2]*big.Int, n)
		var keep []row
		for _, r := range rows {
			if j, sign, ok := oneVar(r, n); ok && !r.eq {
				// sign·x + cst ≥ 0: x ≥ −cst (sign 1) or x ≤ cst (sign −1).
				if sign > 0 {
					v := new(big.Int).Neg(r.cst)
					if mine[j][0] == nil || v.Cmp(mine[j][0]) > 0 {
						mine[j][0] = v
					}
				} else {
					v := new(big.Int).Set(r.cst)
					if mine[j][1] == nil || v.Cmp(mine[j][1]) < 0 {
						mine[j][1] = v
					}
				}
			}
			if !isJunk(r, rng) {
				keep = append(keep, r)
			}
		}
		for j := range box {
			for d := 0; d < 2; d++ {
				switch {
				case i == 0:
					box[j][d] = mine[j][d]
				case box[j][d] == nil || mine[j][d] == nil:
					box[j][d] = nil
				case (d == 0) == (mine[j][d].Cmp(box[j][d]) < 0):
					box[j][d] = mine[j][d]
				}
			}
		}
		q := c.setFromRows(n+k, keep)
		if k > 0 {
			q2 := c.setProjectOut(q, n, k)
			c.freeSet(q)
			q = q2
		}
		u := c.setUnionRaw(out, q)
		c.freeSet(out)
		c.freeSet(q)
		out = u
	}
	return out, box
}

// oneVar reports whether r constrains the single set dim j (< n) with
// coefficient sign = ±1 and no other variable.
func oneVar(r row, n int) (j, sign int, ok bool) {
	j = -1
	for i, k := range r.coef {
		if k == nil || k.Sign() == 0 {
			continue
		}
		if j >= 0 || i >= n || !k.IsInt64() || (k.Int64() != 1 && k.Int64() != -1) {
			return 0, 0, false
		}
		j, sign = i, k.Sign()
	}
	if j < 0 || r.cst == nil {
		return 0, 0, false
	}
	return j, sign, true
}

// untamed returns p without junk constraints and type ranges, and the box
// of p's one-variable bounds (see withoutJunk), both owned by the caller.
func (c *Ctx) untamed(p *islSet, n int) (tame, box *islSet) {
	tame, b := c.withoutJunk(p, n, true)
	var rows []row
	for j, lu := range b {
		if lu[0] != nil {
			coef := make([]*big.Int, n)
			coef[j] = big.NewInt(1)
			rows = append(rows, row{coef: coef, cst: new(big.Int).Neg(lu[0])})
		}
		if lu[1] != nil {
			coef := make([]*big.Int, n)
			coef[j] = big.NewInt(-1)
			rows = append(rows, row{coef: coef, cst: lu[1]})
		}
	}
	return tame, c.setFromRows(n, rows)
}

// dropDivs returns p without existential variables (a rational projection,
// counted LossyRemoveDivs when there were any), owned by the caller.
func (c *Ctx) dropDivs(p *islSet) *islSet {
	nd := c.setNDiv(p)
	if nd == 0 {
		return c.copySet(p)
	}
	c.Note(LossyRemoveDivs)
	if nd <= 2 && c.constraintCount(p) <= maxHullConstraints {
		return c.setRemoveDivs(p)
	}
	// isl's removal eliminates divs by Fourier–Motzkin, exponential in
	// their number and constraints (seen to run for minutes even with few
	// divs): keep the constraints that do not mention one instead (a
	// coarser superset).
	n := c.setDims(p)
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("d%d", i)
	}
	var parts []*islSet
	for _, b := range c.disjuncts(p, names) {
		ex := map[string]bool{}
		for _, e := range b.Exists {
			ex[e] = true
		}
		var keep []row
		idx := make(map[string]int, n)
		for i, v := range names {
			idx[v] = i
		}
	cons:
		for _, k := range b.Cons {
			for _, v := range k.Expr.Vars() {
				if ex[v] {
					continue cons
				}
			}
			keep = append(keep, rowOf(k, idx, n))
		}
		parts = append(parts, c.setFromRows(n, keep))
	}
	out := c.setEmpty(n)
	for _, q := range parts {
		u := c.setUnionRaw(out, q)
		c.freeSet(out)
		c.freeSet(q)
		out = u
	}
	return out
}

// hullOf is steps 3 of the strategy on p as a whole.
func (c *Ctx) hullOf(p *islSet) *islSet {
	q := c.dropDivs(p)
	defer c.freeSet(q)
	// isl_set_convex_hull does not count all of its work against the
	// quota (a union of a few disjuncts with hundreds of constraints was
	// seen to run for minutes): large inputs go to the simple hull.
	if c.constraintCount(q) <= maxHullConstraints {
		if h, ok := c.convexHullQuota(q); ok {
			return h
		}
	}
	c.Note(LossySimpleHull)
	return c.simpleHull(q)
}

// hullByBlocks factors out the variable blocks on which all disjuncts
// agree and hulls the rest. Agreement is decided syntactically: the
// disjuncts' constraints touching the block (as isl normalizes them) are
// the same. A block that agrees semantically but not syntactically is
// merely hulled with the varying ones — exact still, only slower.
func (c *Ctx) hullByBlocks(p *islSet, n int) *islSet { return c.hullByBlocksOf(p, n, nil) }

// hullByBlocksOf is hullByBlocks given the rows of p's disjuncts (nil:
// not computed yet).
func (c *Ctx) hullByBlocksOf(p *islSet, n int, ds []disjRows) *islSet {
	if n < 3 {
		return c.hullOf(p)
	}
	if ds == nil {
		ds = c.disjunctRows(p)
	}
	comps := components(n, func(f func(rows []row, k int)) {
		for _, d := range ds {
			f(d.rows, d.k)
		}
	})
	if len(comps) <= 1 {
		return c.hullOf(p)
	}
	varying := make([]bool, n)
	nvary := 0
	for _, comp := range comps {
		in := make([]bool, n)
		for _, d := range comp {
			in[d] = true
		}
		first := signature(ds[0], in)
		same := true
		for _, d := range ds[1:] {
			if signature(d, in) != first {
				same = false
				break
			}
		}
		if !same {
			for _, d := range comp {
				varying[d] = true
				nvary++
			}
		}
	}
	// Positions of the varying blocks among the varying dims.
	vpos := make([]int, n)
	nv := 0
	for d := 0; d < n; d++ {
		if varying[d] {
			vpos[d] = nv
			nv++
		}
	}
	var vblocks [][]int
	for _, comp := range comps {
		if varying[comp[0]] {
			b := make([]int, len(comp))
			for i, d := range comp {
				b[i] = vpos[d]
			}
			vblocks = append(vblocks, b)
		}
	}
	if nvary == n {
		return c.hullVarying(p, nv, vblocks)
	}
	c.hullBlocks++
	shared := make([]bool, n)
	for i := range shared {
		shared[i] = !varying[i]
	}
	// The common part, from a disjunct that is not empty: the disjuncts
	// agree on it, but an empty one (isl does not detect every empty
	// disjunct: a composition whose remainders contradict each other, as
	// b mod 8 <= 3 and b mod 8 >= 4, stays a basic set with constraints)
	// projects to nothing, and the whole hull came out empty.
	first := c.nonEmptyDisjunct(p)
	if first == nil {
		return c.setEmpty(n) // every disjunct is empty: so is p
	}
	sh := c.projectMask(first, shared)
	c.freeSet(first)
	full := c.embed(sh, shared)
	c.freeSet(sh)
	if nvary == 0 {
		return full
	}
	v := c.projectMask(p, varying)
	vh := c.hullVarying(v, nv, vblocks)
	c.freeSet(v)
	vfull := c.embed(vh, varying)
	c.freeSet(vh)
	r := c.setIntersect(full, vfull)
	c.freeSet(full)
	c.freeSet(vfull)
	return r
}

// hullVarying hulls v (n dims, split into blocks) jointly under the quota.
// On a quota hit it returns the simple hull intersected with the product
// of the blocks' own hulls (each under the quota, skipped if over): every
// factor contains v, so the intersection does too, and it is tighter than
// the simple hull alone. Hulling the blocks separately is not exact when
// the disjuncts differ on several blocks ({(0,0)} ∪ {(1,1)}: the product
// of the per-block hulls is the whole square), which is why the joint hull
// comes first.
func (c *Ctx) hullVarying(v *islSet, n int, blocks [][]int) *islSet {
	q := c.dropDivs(v)
	defer c.freeSet(q)
	if h, ok := c.convexHullQuota(q); ok {
		return h
	}
	c.Note(LossySimpleHull)
	r := c.simpleHull(q)
	if len(blocks) < 2 {
		return r
	}
	for _, b := range blocks {
		mask := make([]bool, n)
		for _, d := range b {
			mask[d] = true
		}
		pb := c.projectMask(q, mask)
		hb, ok := c.convexHullQuota(pb)
		c.freeSet(pb)
		if !ok {
			continue
		}
		e := c.embed(hb, mask)
		c.freeSet(hb)
		r2 := c.setIntersect(r, e)
		c.freeSet(e)
		c.freeSet(r)
		r = r2
	}
	return r
}

// nonEmptyDisjunct returns the first disjunct of p that is not empty, as
// a set owned by the caller, or nil when every disjunct is empty.
func (c *Ctx) nonEmptyDisjunct(p *islSet) *islSet {
	var out *islSet
	for _, b := range c.basicSets(p) {
		if out == nil && !c.bsetIsEmpty(b) {
			out = c.setFromBSet(b)
		}
		c.freeBSet(b)
	}
	return out
}

// signature renders the rows of disjunct d that belong to the block of
// dims in, sorted: the rows whose support meets those dims or an
// existential variable linked to them by some row (so a row over
// existential variables alone, such as e >= 5 for x = 4e, counts too; a
// row with existential variables renders them by position).
func signature(d disjRows, in []bool) string {
	n := len(in)
	local := newUnionFind(n + d.k)
	local.joinRows(d.rows)
	mine := make(map[int]bool)
	for j := 0; j < n; j++ {
		if in[j] {
			mine[local.find(j)] = true
		}
	}
	var parts []string
	for _, r := range d.rows {
		touches := false
		for j, x := range r.coef {
			if x != nil && x.Sign() != 0 && mine[local.find(j)] {
				touches = true
				break
			}
		}
		if !touches {
			continue
		}
		var b strings.Builder
		if r.eq {
			b.WriteString("=")
		}
		for j, x := range r.coef {
			if x != nil && x.Sign() != 0 {
				fmt.Fprintf(&b, " %d:%s", j, x)
			}
		}
		if r.cst != nil {
			fmt.Fprintf(&b, " c:%s", r.cst)
		}
		parts = append(parts, b.String())
	}
	sort.Strings(parts)
	return strings.Join(parts, ";")
}

// unionFind is a disjoint-set forest over 0..n-1 (path halving).
type unionFind []int

func newUnionFind(n int) unionFind {
	u := make(unionFind, n)
	for i := range u {
		u[i] = i
	}
	return u
}

// find returns the root of i's set.
func (u unionFind) find(i int) int {
	for u[i] != i {
		u[i] = u[u[i]]
		i = u[i]
	}
	return i
}

// joinRows joins the variables each row mentions (with a nonzero
// coefficient) into one set.
func (u unionFind) joinRows(rows []row) {
	for _, r := range rows {
		first := -1
		for j, x := range r.coef {
			if x == nil || x.Sign() == 0 {
				continue
			}
			if first < 0 {
				first = j
			} else {
				u.join(first, j)
			}
		}
	}
}

// join puts b's set under a's root.
func (u unionFind) join(a, b int) {
	if ra, rb := u.find(a), u.find(b); ra != rb {
		u[rb] = ra
	}
}

// components returns the connected components of n dims under "occur in a
// common constraint of some disjunct"; existential variables (dims n.. of
// a disjunct's rows) connect the dims they occur with. each calls its
// argument with the rows and existential count of every disjunct.
func components(n int, each func(func(rows []row, k int))) [][]int {
	parent := newUnionFind(n)
	find := parent.find
	each(func(rows []row, k int) {
		lp := newUnionFind(n + k)
		lfind := lp.find
		lp.joinRows(rows)
		rep := make(map[int]int)
		for d := 0; d < n; d++ {
			r := lfind(d)
			if o, ok := rep[r]; ok {
				parent.join(o, d)
			} else {
				rep[r] = d
			}
		}
	})
	groups := make(map[int][]int)
	var order []int
	for d := 0; d < n; d++ {
		r := find(d)
		if _, ok := groups[r]; !ok {
			order = append(order, r)
		}
		groups[r] = append(groups[r], d)
	}
	out := make([][]int, len(order))
	for i, r := range order {
		out[i] = groups[r]
	}
	return out
}

// componentsOf returns the components of the dims of the isl set p.
func (c *Ctx) componentsOf(p *islSet, n int) [][]int {
	bs := c.basicSets(p)
	defer func() {
		for _, b := range bs {
			c.freeBSet(b)
		}
	}()
	return components(n, func(f func(rows []row, k int)) {
		for _, b := range bs {
			f(c.bsetRows(b))
		}
	})
}

// projectMask keeps the dims where keep is true (existentially eliminating
// the others); the result is owned by the caller.
func (c *Ctx) projectMask(p *islSet, keep []bool) *islSet {
	q := c.copySet(p)
	for i := len(keep) - 1; i >= 0; i-- {
		if keep[i] {
			continue
		}
		j := i
		for j > 0 && !keep[j-1] {
			j--
		}
		r := c.setProjectOut(q, j, i-j+1)
		c.freeSet(q)
		q = r
		i = j
	}
	return q
}

// embed puts p, over the dims where mask is true, back into all
// len(mask) dims, the others unconstrained; owned by the caller.
func (c *Ctx) embed(p *islSet, mask []bool) *islSet {
	q := c.copySet(p)
	for i := 0; i < len(mask); i++ {
		if mask[i] {
			continue
		}
		j := i
		for j < len(mask) && !mask[j] {
			j++
		}
		r := c.setInsertDims(q, i, j-i)
		c.freeSet(q)
		q = r
		i = j - 1
	}
	return q
}

// hullQuiet is hull without counting lossy events (for uses that are not
// an analysis result, such as WeakestPre's stand-in for a union context).
func (c *Ctx) hullQuiet(p *islSet, n int) (*islSet, bool) {
	saved, hulls, blocks := c.lossy, c.hulls, c.hullBlocks
	h, exact := c.hull(p, n)
	c.lossy, c.hulls, c.hullBlocks = saved, hulls, blocks
	return h, exact
}

// maxHullConstraints bounds the constraints (over all disjuncts) of a set
// given to isl_set_convex_hull.
const maxHullConstraints = 120

// constraintCount returns the number of constraints of p's disjuncts.
func (c *Ctx) constraintCount(p *islSet) int {
	n := 0
	for _, b := range c.basicSets(p) {
		rows, _ := c.bsetRows(b)
		n += len(rows)
		c.freeBSet(b)
	}
	return n
}

// RemoveDivs returns s without its existentially quantified variables,
// eliminated rationally (isl_set_remove_divs): a superset of s, with no
// stride or bit-field constraints left. Not counted (the caller decides).
func (s *Set) RemoveDivs() *Set {
	s.live()
	return s.c.wrapSet(s.vars, s.c.setRemoveDivs(s.p))
}

// RemoveDivsKeepingEqualities is RemoveDivs and the equalities every
// integer point of s satisfies (isl_set_affine_hull, its divs eliminated):
// a div the set determines (a quotient fixed by bounds and a remainder, as
// in b = 4q, 0 <= b <= 3, so b = 0) leaves its consequence behind instead
// of only its rational shadow (0 <= b <= 3).
func (s *Set) RemoveDivsKeepingEqualities() *Set {
	s.live()
	out := s.c.setRemoveDivs(s.p)
	eq := s.c.setIntegerEqualities(s.p)
	if !s.c.setPlainIsUniverse(eq) && !s.c.setIsSubset(out, eq) {
		r := s.c.setIntersect(out, eq)
		s.c.freeSet(out)
		out = r
	}
	s.c.freeSet(eq)
	return s.c.wrapSet(s.vars, out)
}

// KeepBounds returns out (a superset of s over the same variables: s with
// its divs removed) intersected with the integer bounds on s of each
// variable of vars that out does not have already. A rational
// elimination of divs keeps only the rational shadow of s; a bound of the
// integer points survives this way (a value folded by a shift whose
// quotient the state fixes: s ∈ 65536..65542 gives (s & 0xFFFF) + (s >> 16)
// ∈ 1..7, whose shadow is 1..65536). Every added constraint holds on every
// integer point of s, so the result is still a superset of s. out is
// consumed. Each variable costs up to four integer optimisations.
func (s *Set) KeepBounds(out *Set, vars []string) *Set {
	s.live()
	var cons []Constraint
	for _, v := range vars {
		if !containsStr(s.vars, v) {
			continue
		}
		for _, max := range []bool{false, true} {
			b, k := s.opt(Var(v), max)
			if k != Finite {
				continue
			}
			if ob, ok := out.opt(Var(v), max); ok == Finite && ob.Cmp(b) == 0 {
				continue
			}
			if max {
				cons = append(cons, LE(Var(v), Big(b)))
			} else {
				cons = append(cons, GE(Var(v), Big(b)))
			}
		}
	}
	if len(cons) == 0 {
		return out
	}
	n := out.Constrain(cons...)
	out.Free()
	return n
}
