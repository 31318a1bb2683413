package poly

import (
	"math"
	"math/big"
	"math/bits"
)

// Exact shortcuts for WeakestPre's questions, decided in Go on constraints
// before isl is asked. Each answers the same question isl would (an
// emptiness or an inclusion over the integers), so the interpolants do not
// change; a shortcut that cannot decide says so and isl decides.
//
// The tool is interval propagation: from constraints Σ a_j·x_j + c ≥ 0 (an
// equality counting as two), each variable gets the integer bounds the
// others' bounds imply, a few rounds over. The box found contains every
// integer point of the constraints, so a box that is empty proves the
// constraints have no integer point, and a half-space that contains the
// box contains them all. Candidate points taken from the box (each
// variable at a finite bound, or 0) are checked against every constraint:
// one that satisfies them all is an integer point, a proof of the
// opposite. The arithmetic is in int64 with every overflow detected: an
// overflowing bound is dropped (a weaker box is still a box), an
// overflowing check fails (no proof), and a coefficient that does not fit
// leaves the question to isl.

// fastWP enables the shortcuts (goEmpty, the pool's box, premiseHolds,
// the symMap cache and its rows, refutesNegation);
// tests turn it off to compare with the answers isl gives alone.
var fastWP = true

// lrow is a constraint Σ k[i]·x_{vars[i]} + c ≥ 0 (= 0 when eq) over
// variable indexes.
type lrow struct {
	vars []int
	k    []int64
	c    int64
	eq   bool
}

// lsys is a conjunction of lrows over named variables.
type lsys struct {
	names []string
	index map[string]int
	rows  []lrow
}

func newLsys() *lsys { return &lsys{index: map[string]int{}} }

func (s *lsys) varIndex(v string) int {
	if i, ok := s.index[v]; ok {
		return i
	}
	s.index[v] = len(s.names)
	s.names = append(s.names, v)
	return len(s.names) - 1
}

// add appends the constraint c; false when a value does not fit in int64.
func (s *lsys) add(c Constraint) bool {
	r := lrow{eq: c.Eq, vars: make([]int, 0, len(c.Expr.Coeffs)), k: make([]int64, 0, len(c.Expr.Coeffs))}
	if c.Expr.Const != nil {
		if !c.Expr.Const.IsInt64() {
			return false
		}
		r.c = c.Expr.Const.Int64()
	}
	for v, a := range c.Expr.Coeffs {
		if a == nil || a.Sign() == 0 {
			continue
		}
		if !a.IsInt64() {
			return false
		}
		r.vars = append(r.vars, s.varIndex(v))
		r.k = append(r.k, a.Int64())
	}
	s.rows = append(s.rows, r)
	return true
}

// addRow appends an isl row over the variables names (index i of the row
// is names[i]); false when a value does not fit.
func (s *lsys) addRow(rw row, names []string) bool {
	r := lrow{eq: rw.eq}
	if rw.cst != nil {
		if !rw.cst.IsInt64() {
			return false
		}
		r.c = rw.cst.Int64()
	}
	for i, a := range rw.coef {
		if a == nil || a.Sign() == 0 {
			continue
		}
		if !a.IsInt64() {
			return false
		}
		r.vars = append(r.vars, s.varIndex(names[i]))
		r.k = append(r.k, a.Int64())
	}
	s.rows = append(s.rows, r)
	return true
}

func mul64(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	neg := (a < 0) != (b < 0)
	ua, ub := abs64(a), abs64(b)
	hi, lo := bits.Mul64(ua, ub)
	if hi != 0 {
		return 0, false
	}
	if neg {
		if lo > 1<<63 {
			return 0, false
		}
		return int64(-lo), true // lo == 1<<63 gives MinInt64
	}
	if lo > math.MaxInt64 {
		return 0, false
	}
	return int64(lo), true
}

func abs64(a int64) uint64 {
	if a < 0 {
		return uint64(-a) // MinInt64 maps to 1<<63
	}
	return uint64(a)
}

func add64(a, b int64) (int64, bool) {
	s := a + b
	if (a >= 0) == (b >= 0) && (s >= 0) != (a >= 0) {
		return 0, false
	}
	return s, true
}

// floor64 returns ⌊x/d⌋ for d > 0.
func floor64(x, d int64) int64 {
	q := x / d
	if x%d != 0 && x < 0 {
		q--
	}
	return q
}

// ceil64 returns ⌈x/d⌉ for d > 0.
func ceil64(x, d int64) int64 {
	q := x / d
	if x%d != 0 && x > 0 {
		q++
	}
	return q
}

// ibox holds integer bounds per variable index.
type ibox struct {
	lo, hi       []int64
	hasLo, hasHi []bool
	empty        bool // bounds crossed: no integer point
}

// maxRounds bounds the propagation rounds (bounds that keep tightening
// mean an empty or very thin set, which isl then decides).
const maxRounds = 6

// boxOf propagates bounds over the rows of s.
func (s *lsys) boxOf() *ibox {
	n := len(s.names)
	b := &ibox{lo: make([]int64, n), hi: make([]int64, n), hasLo: make([]bool, n), hasHi: make([]bool, n)}
	s.propagate(b)
	return b
}

// clone returns a copy of b.
func (b *ibox) clone() *ibox {
	return &ibox{
		lo: append([]int64(nil), b.lo...), hi: append([]int64(nil), b.hi...),
		hasLo: append([]bool(nil), b.hasLo...), hasHi: append([]bool(nil), b.hasHi...),
		empty: b.empty,
	}
}

// greedyPoint looks for an integer point of s without backtracking: one
// variable after the other is fixed at a bound of the box (or 0) and the
// bounds are propagated again; nil when a fix empties the box or the
// point found fails a row (it is checked exactly).
func (s *lsys) greedyPoint(b0 *ibox) []int64 {
	b := b0.clone()
	for v := range s.names {
		var x int64
		switch {
		case b.hasLo[v]:
			x = b.lo[v]
		case b.hasHi[v]:
			x = b.hi[v]
		}
		if b.hasLo[v] && b.hasHi[v] && b.lo[v] == b.hi[v] {
			continue
		}
		b.lo[v], b.hi[v], b.hasLo[v], b.hasHi[v] = x, x, true, true
		s.propagate(b)
		if b.empty {
			return nil
		}
	}
	pt := make([]int64, len(s.names))
	for v := range pt {
		if !b.hasLo[v] {
			return nil
		}
		pt[v] = b.lo[v]
	}
	if !s.satisfies(s.rows, pt) {
		return nil
	}
	return pt
}

// propagate tightens b with the rows of s, a few rounds over.
func (s *lsys) propagate(b *ibox) {
	for round := 0; round < maxRounds; round++ {
		changed := false
		for i := range s.rows {
			if b.tighten(&s.rows[i], 1) {
				changed = true
			}
			if s.rows[i].eq && b.tighten(&s.rows[i], -1) {
				changed = true
			}
			if b.empty {
				return
			}
		}
		if !changed {
			break
		}
	}
}

// maxTerm returns the maximum of a·x_v over the box (ok false: unbounded
// or overflow).
func (b *ibox) maxTerm(a int64, v int) (int64, bool) {
	if a > 0 {
		if !b.hasHi[v] {
			return 0, false
		}
		return mul64(a, b.hi[v])
	}
	if !b.hasLo[v] {
		return 0, false
	}
	return mul64(a, b.lo[v])
}

// tighten applies sign·(row) ≥ 0 to the bounds; it reports whether a
// bound changed.
func (b *ibox) tighten(r *lrow, sign int64) bool {
	if sign < 0 && r.c == math.MinInt64 {
		return false
	}
	sum := sign * r.c
	unb, nUnb := -1, 0
	for i, v := range r.vars {
		if r.k[i] == math.MinInt64 {
			return false
		}
		m, ok := b.maxTerm(sign*r.k[i], v)
		if !ok {
			unb = i
			nUnb++
			if nUnb > 1 {
				return false
			}
			continue
		}
		if sum, ok = add64(sum, m); !ok {
			return false
		}
	}
	if nUnb == 0 && sum < 0 {
		b.empty = true
		return false
	}
	changed := false
	for i, v := range r.vars {
		if nUnb == 1 && i != unb {
			continue
		}
		a := sign * r.k[i]
		// a·x + rest ≥ 0 with rest ≤ t: a·x ≥ −t.
		t := sum
		if nUnb == 0 {
			m, _ := b.maxTerm(a, v)
			var ok bool
			if t, ok = add64(sum, -m); !ok || m == math.MinInt64 {
				continue
			}
		}
		if t == math.MinInt64 {
			continue
		}
		if a > 0 {
			l := ceil64(-t, a)
			if !b.hasLo[v] || l > b.lo[v] {
				b.lo[v], b.hasLo[v] = l, true
				changed = true
			}
		} else {
			h := floor64(t, -a)
			if !b.hasHi[v] || h < b.hi[v] {
				b.hi[v], b.hasHi[v] = h, true
				changed = true
			}
		}
		if b.hasLo[v] && b.hasHi[v] && b.lo[v] > b.hi[v] {
			b.empty = true
			return true
		}
	}
	return changed
}

// candidates returns up to two points of the box: each variable at its
// lower bound (else its upper bound, else 0), and at its upper bound
// (else lower, else 0).
func (b *ibox) candidates() [][]int64 {
	n := len(b.lo)
	low, high := make([]int64, n), make([]int64, n)
	same := true
	for v := 0; v < n; v++ {
		switch {
		case b.hasLo[v] && b.hasHi[v]:
			low[v], high[v] = b.lo[v], b.hi[v]
			if b.lo[v] != b.hi[v] {
				same = false
			}
		case b.hasLo[v]:
			low[v], high[v] = b.lo[v], b.lo[v]
		case b.hasHi[v]:
			low[v], high[v] = b.hi[v], b.hi[v]
		}
	}
	if same {
		return [][]int64{low}
	}
	return [][]int64{low, high}
}

// satisfies reports whether the point pt satisfies every row of s (false
// also on overflow).
func (s *lsys) satisfies(rows []lrow, pt []int64) bool {
	for i := range rows {
		r := &rows[i]
		v := r.c
		for j, x := range r.vars {
			m, ok := mul64(r.k[j], pt[x])
			if !ok {
				return false
			}
			if v, ok = add64(v, m); !ok {
				return false
			}
		}
		if r.eq && v != 0 || !r.eq && v < 0 {
			return false
		}
	}
	return true
}

// minOver returns the minimum of e over the box (ok false: unbounded, a
// variable s does not know, or a value out of int64).
func (s *lsys) minOver(b *ibox, e Affine) (int64, bool) {
	var out int64
	if e.Const != nil {
		if !e.Const.IsInt64() {
			return 0, false
		}
		out = e.Const.Int64()
	}
	for v, k := range e.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		i, ok := s.index[v]
		if !ok || !k.IsInt64() || k.Int64() == math.MinInt64 {
			return 0, false
		}
		m, ok := b.maxTerm(-k.Int64(), i) // max of −k·x = −min of k·x
		if !ok || m == math.MinInt64 {
			return 0, false
		}
		if out, ok = add64(out, -m); !ok {
			return 0, false
		}
	}
	return out, true
}

// goEmpty decides in Go whether the conjunction cons has no integer
// point, where it can: the constraints split into groups that share no
// variable (the conjunction is empty iff a group is), and each group is
// decided by its box (empty) or by a point found from the box (not
// empty). A constraint with a value out of int64 is left out of the box
// (a box of fewer constraints still contains the points) and checked
// exactly at the points. It returns the answer and true, or the
// constraints of the groups left undecided (whose conjunction is empty iff
// cons is) and false.
func goEmpty(cons []Constraint) (empty bool, rest []Constraint, decided bool) {
	s := newLsys()
	rowOf := make([]int, 0, len(cons)) // the constraint of each row
	var wide []int                     // the constraints out of int64
	for i, c := range cons {
		if s.add(c) {
			rowOf = append(rowOf, i)
			continue
		}
		if c.Expr.IsConst() {
			if sg := bigOr0(c.Expr.Const).Sign(); sg < 0 || c.Eq && sg != 0 {
				return true, nil, true
			}
			continue
		}
		wide = append(wide, i)
		for _, v := range c.Expr.Vars() {
			s.varIndex(v)
		}
	}
	n := len(s.names)
	parent := newUnionFind(n)
	find := parent.find
	union := func(vs []int) {
		for _, v := range vs[1:] {
			parent.join(vs[0], v)
		}
	}
	for i := range s.rows {
		r := &s.rows[i]
		if len(r.vars) == 0 {
			if r.c < 0 || r.eq && r.c != 0 {
				return true, nil, true
			}
			continue
		}
		union(r.vars)
	}
	wideVars := make([][]int, len(wide))
	for j, i := range wide {
		for _, v := range cons[i].Expr.Vars() {
			wideVars[j] = append(wideVars[j], s.index[v])
		}
		union(wideVars[j])
	}
	b := s.boxOf()
	if b.empty {
		return true, nil, true
	}
	// Each group is checked on its own constraints.
	type group struct{ rows, wide []int }
	groups := map[int]*group{}
	var order []int
	at := func(v int) *group {
		g := find(v)
		if _, ok := groups[g]; !ok {
			groups[g] = &group{}
			order = append(order, g)
		}
		return groups[g]
	}
	for i := range s.rows {
		if len(s.rows[i].vars) > 0 {
			g := at(s.rows[i].vars[0])
			g.rows = append(g.rows, i)
		}
	}
	for j := range wide {
		g := at(wideVars[j][0])
		g.wide = append(g.wide, wide[j])
	}
	cands := b.candidates()
	decided = true
	for _, gi := range order {
		g := groups[gi]
		rows := make([]lrow, len(g.rows))
		for j, i := range g.rows {
			rows[j] = s.rows[i]
		}
		ok := func(pt []int64) bool {
			if pt == nil || !s.satisfies(rows, pt) {
				return false
			}
			if len(g.wide) == 0 {
				return true
			}
			mp := s.pointOf(pt)
			for _, i := range g.wide {
				if !satisfiesAll(cons[i:i+1], mp) {
					return false
				}
			}
			return true
		}
		found := false
		for _, pt := range cands {
			if ok(pt) {
				found = true
				break
			}
		}
		if !found {
			// The greedy search on the group alone.
			gs := &lsys{names: s.names, index: s.index, rows: rows}
			found = ok(gs.greedyPoint(b))
		}
		if !found {
			decided = false
			for _, i := range g.rows {
				rest = append(rest, cons[rowOf[i]])
			}
			for _, i := range g.wide {
				rest = append(rest, cons[i])
			}
		}
	}
	if decided {
		return false, nil, true
	}
	return false, rest, false
}

// pointOf returns pt (over the variable indexes of s) as a point over
// names.
func (s *lsys) pointOf(pt []int64) map[string]*big.Int {
	out := make(map[string]*big.Int, len(pt))
	for i, x := range pt {
		out[s.names[i]] = big.NewInt(x)
	}
	return out
}
