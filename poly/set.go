package poly

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

// Set is a set of integer points over named variables, a finite union of
// basic sets (conjunctions of affine constraints, possibly with
// existentially quantified integer variables). It wraps one isl_set whose
// dims are Vars() in sorted order.
//
// Sets are immutable: every operation returns a new Set and leaves its
// operands alive. Each Set must be freed exactly once with Free. Operations
// between sets over different variables first align them by name: a
// variable missing from one operand is unconstrained in it.
type Set struct {
	c    *Ctx
	vars []string
	p    *islSet
	// box: WeakestPre's bounds of the set's variables, computed once
	// (pointPool), shared by copies.
	box *setBox
}

func (c *Ctx) wrapSet(vars []string, p *islSet) *Set {
	return &Set{c: c, vars: vars, p: p}
}

// NewSet returns the set of points satisfying every constraint, over vars
// and the variables the constraints mention.
func (c *Ctx) NewSet(vars []string, cons ...Constraint) *Set {
	c.check(c)
	all := [][]string{vars}
	for _, k := range cons {
		all = append(all, k.Expr.Vars())
	}
	vs := normVars(all...)
	idx := indexOf(vs)
	rows := make([]row, len(cons))
	for i, k := range cons {
		rows[i] = rowOf(k, idx, len(vs))
	}
	return c.wrapSet(vs, c.setFromRows(len(vs), rows))
}

// Universe returns the set of all points over vars.
func (c *Ctx) Universe(vars ...string) *Set { return c.NewSet(vars) }

// EmptySet returns the empty set over vars.
func (c *Ctx) EmptySet(vars ...string) *Set {
	c.check(c)
	vs := normVars(vars)
	return c.wrapSet(vs, c.setEmpty(len(vs)))
}

// Point returns the set holding the single point pt.
func (c *Ctx) Point(pt map[string]*big.Int) *Set {
	cons := make([]Constraint, 0, len(pt))
	for v, x := range pt {
		cons = append(cons, EQ(Var(v), Big(x)))
	}
	return c.NewSet(nil, cons...)
}

// ParseSet reads a set in isl syntax, e.g. "{ [x, y] : 0 <= x < y }". The
// tuple names the variables; they are reordered into canonical order.
func (c *Ctx) ParseSet(text string) (*Set, error) {
	c.check(c)
	p, names, err := c.parseSet(text)
	if err != nil {
		return nil, fmt.Errorf("poly: cannot parse set %q: %w", text, err)
	}
	defer c.freeSet(p)
	for _, v := range names {
		if v == "" {
			return nil, fmt.Errorf("poly: set %q must name every dimension", text)
		}
	}
	vs := normVars(names)
	if len(vs) != len(names) {
		return nil, fmt.Errorf("poly: set %q must name each dimension once", text)
	}
	idx := indexOf(vs)
	src := make([]int, len(names))
	for i, v := range names {
		src[i] = idx[v]
	}
	ma := c.permuteMulti(len(vs), src)
	defer c.freeMulti(ma)
	return c.wrapSet(vs, c.setPreimageMulti(p, ma)), nil
}

func (s *Set) live() {
	if s == nil || s.p == nil {
		panic("poly: use of a nil or freed Set")
	}
}

// Ctx returns the context s belongs to.
func (s *Set) Ctx() *Ctx { return s.c }

// Vars returns the variables of s in canonical (sorted) order.
func (s *Set) Vars() []string { return append([]string(nil), s.vars...) }

// Free releases s. Using s afterwards panics; freeing twice is a no-op.
func (s *Set) Free() {
	if s == nil || s.p == nil {
		return
	}
	s.c.freeSet(s.p)
	s.p = nil
}

// Copy returns a new reference to the same set (an isl reference count
// increment); it must be freed on its own.
func (s *Set) Copy() *Set {
	s.live()
	if s.box == nil {
		s.box = &setBox{}
	}
	return &Set{c: s.c, vars: s.vars, p: s.c.copySet(s.p), box: s.box}
}

// at returns s's isl set over vars (a sorted superset of s.vars). The
// result is s.p itself when no dim is missing; release it with s.release.
func (s *Set) at(vars []string) *islSet {
	if sameVars(s.vars, vars) {
		return s.p
	}
	p := s.p
	for _, run := range insertions(s.vars, vars) {
		q := s.c.setInsertDims(p, run[0], run[1])
		if p != s.p {
			s.c.freeSet(p)
		}
		p = q
	}
	return p
}

func (s *Set) release(p *islSet) {
	if p != s.p {
		s.c.freeSet(p)
	}
}

// binary aligns s and t and applies op.
func (s *Set) binary(t *Set, op func(a, b *islSet) *islSet) *Set {
	s.live()
	t.live()
	s.c.check(t.c)
	vs := unionVars(s.vars, t.vars)
	a, b := s.at(vs), t.at(vs)
	r := op(a, b)
	s.release(a)
	t.release(b)
	return s.c.wrapSet(vs, r)
}

func (s *Set) test(t *Set, op func(a, b *islSet) bool) bool {
	s.live()
	t.live()
	s.c.check(t.c)
	vs := unionVars(s.vars, t.vars)
	a, b := s.at(vs), t.at(vs)
	r := op(a, b)
	s.release(a)
	t.release(b)
	return r
}

// Extend returns s over s.Vars() ∪ vars, the new variables unconstrained.
func (s *Set) Extend(vars ...string) *Set {
	s.live()
	vs := unionVars(s.vars, normVars(vars))
	p := s.at(vs)
	if p == s.p {
		p = s.c.copySet(p)
	}
	return s.c.wrapSet(vs, p)
}

// Intersect returns s ∩ t.
func (s *Set) Intersect(t *Set) *Set { return s.binary(t, s.c.setIntersect) }

// Constrain returns s ∩ {cons}.
func (s *Set) Constrain(cons ...Constraint) *Set {
	t := s.c.NewSet(s.vars, cons...)
	defer t.Free()
	return s.Intersect(t)
}

// Union returns s ∪ t, kept as a union of basic sets: isl_set_union
// followed by isl_set_coalesce, which merges two disjuncts only when their
// union is exactly one basic set (never an over-approximation).
func (s *Set) Union(t *Set) *Set { return s.binary(t, s.c.setUnion) }

// UnionAll returns the union of sets (over vars and their variables),
// coalesced once at the end: cheaper than repeated Union when there are
// many operands, since coalescing is quadratic in the number of disjuncts.
func (c *Ctx) UnionAll(vars []string, sets ...*Set) *Set {
	c.check(c)
	all := [][]string{vars}
	for _, s := range sets {
		s.live()
		c.check(s.c)
		all = append(all, s.vars)
	}
	vs := normVars(all...)
	acc := c.setEmpty(len(vs))
	for _, s := range sets {
		a := s.at(vs)
		next := c.setUnionRaw(acc, a)
		s.release(a)
		c.freeSet(acc)
		acc = next
	}
	out := c.setCoalesce(acc)
	c.freeSet(acc)
	return c.wrapSet(vs, out)
}

// Subtract returns s \ t.
func (s *Set) Subtract(t *Set) *Set { return s.binary(t, s.c.setSubtract) }

// Complement returns the integer points over s.Vars() not in s.
func (s *Set) Complement() *Set {
	s.live()
	return s.c.wrapSet(s.vars, s.c.setComplement(s.p))
}

// Gist returns a simplification of s in the context ctx: a set G with
// G ∩ ctx = s ∩ ctx, usually with fewer constraints.
func (s *Set) Gist(ctx *Set) *Set { return s.binary(ctx, s.c.setGist) }

// Coalesce returns s with disjuncts merged where that is exact and
// redundant constraints removed.
func (s *Set) Coalesce() *Set {
	s.live()
	return s.c.wrapSet(s.vars, s.c.setCoalesce(s.p))
}

// IsEmpty reports whether s has no integer point.
func (s *Set) IsEmpty() bool {
	s.live()
	return s.c.setIsEmpty(s.p)
}

// plainIsUniverse reports whether s is syntactically the universe (a
// cheap test: false does not mean s misses a point).
func (c *Ctx) plainIsUniverse(s *Set) bool {
	s.live()
	return c.setPlainIsUniverse(s.p)
}

// IsSubset reports whether s ⊆ t (entailment of t by s).
func (s *Set) IsSubset(t *Set) bool { return s.test(t, s.c.setIsSubset) }

// IsSubsetWithin reports whether s ⊆ t, within the context's operation
// quota (SetMaxOperations; 0: none): ok is false when isl hit the quota
// and the answer is unknown.
func (s *Set) IsSubsetWithin(t *Set) (sub, ok bool) {
	s.live()
	t.live()
	s.c.check(t.c)
	vs := unionVars(s.vars, t.vars)
	a, b := s.at(vs), t.at(vs)
	sub, ok = s.c.isSubsetQuota(a, b)
	s.release(a)
	t.release(b)
	return sub, ok
}

// IsEqual reports whether s and t have the same integer points.
func (s *Set) IsEqual(t *Set) bool { return s.test(t, s.c.setIsEqual) }

// IsDisjoint reports whether s ∩ t is empty.
func (s *Set) IsDisjoint(t *Set) bool { return s.test(t, s.c.setIsDisjoint) }

// NumDisjuncts returns the number of basic sets of s.
func (s *Set) NumDisjuncts() int {
	s.live()
	return s.c.setNBasic(s.p)
}

// IsConjunctive reports whether s is a single basic set (or empty).
func (s *Set) IsConjunctive() bool { return s.NumDisjuncts() <= 1 }

// Project eliminates vars existentially: the result, over the remaining
// variables, holds x when some values of vars complete x to a point of s.
// It is exact over the integers (isl keeps existential variables where a
// rational projection would over-approximate). Names not in s are ignored.
func (s *Set) Project(vars ...string) *Set {
	s.live()
	drop := indexOf(normVars(vars))
	keep := make([]string, 0, len(s.vars))
	p := s.c.copySet(s.p)
	for i := len(s.vars) - 1; i >= 0; i-- {
		if _, d := drop[s.vars[i]]; d {
			q := s.c.setProjectOut(p, i, 1)
			s.c.freeSet(p)
			p = q
		}
	}
	for _, v := range s.vars {
		if _, d := drop[v]; !d {
			keep = append(keep, v)
		}
	}
	if len(keep) == len(s.vars) {
		keep = s.vars
	}
	return s.c.wrapSet(keep, p)
}

// ProjectOnto eliminates every variable of s not in keep.
func (s *Set) ProjectOnto(keep ...string) *Set {
	k := indexOf(keep)
	var drop []string
	for _, v := range s.vars {
		if _, ok := k[v]; !ok {
			drop = append(drop, v)
		}
	}
	return s.Project(drop...)
}

// Rename returns s with variables renamed by the map (names absent from
// it keep theirs). Two variables may not end up with the same name.
func (s *Set) Rename(to map[string]string) *Set {
	s.live()
	names := make([]string, len(s.vars))
	for i, v := range s.vars {
		names[i] = v
		if w, ok := to[v]; ok {
			names[i] = w
		}
	}
	vs := normVars(names)
	if len(vs) != len(names) {
		panic(fmt.Sprintf("poly: Rename %v merges variables of %v", to, s.vars))
	}
	if sameVars(vs, names) {
		return s.c.wrapSet(vs, s.c.copySet(s.p))
	}
	idx := indexOf(vs)
	src := make([]int, len(names))
	for i, v := range names {
		src[i] = idx[v]
	}
	ma := s.c.permuteMulti(len(vs), src)
	defer s.c.freeMulti(ma)
	return s.c.wrapSet(vs, s.c.setPreimageMulti(s.p, ma))
}

// Apply returns the image of s under m: {x′ | ∃x ∈ s. m(x, x′)}, over
// m.Out(). Variables of s that m does not read are dropped; variables m
// reads that s does not mention are unconstrained.
func (s *Set) Apply(m *Map) *Set {
	s.live()
	m.live()
	s.c.check(m.c)
	vs := unionVars(s.vars, m.in)
	a := s.at(vs)
	mm := m.atIn(vs)
	r := s.c.setApply(a, mm)
	s.release(a)
	m.release(mm)
	return s.c.wrapSet(m.out, r)
}

// PreImage returns {x | ∃x′ ∈ s. m(x, x′)}, over m.In(): the states with
// some m-successor in s. (This is not the weakest precondition; see
// WeakestPre.)
func (s *Set) PreImage(m *Map) *Set {
	s.live()
	m.live()
	s.c.check(m.c)
	vs := unionVars(s.vars, m.out)
	a := s.at(vs)
	mm := m.atOut(vs)
	rev := s.c.mapReverse(mm)
	m.release(mm)
	r := s.c.setApply(a, rev)
	s.c.freeMap(rev)
	s.release(a)
	return s.c.wrapSet(m.in, r)
}

// OptKind says what an optimum is.
type OptKind int

const (
	// Finite: the optimum exists and is the returned value.
	Finite OptKind = iota
	// Unbounded: the expression is unbounded in the asked direction.
	Unbounded
	// Infeasible: the set is empty.
	Infeasible
)

func (k OptKind) String() string {
	switch k {
	case Finite:
		return "finite"
	case Unbounded:
		return "unbounded"
	case Infeasible:
		return "infeasible"
	}
	return fmt.Sprintf("OptKind(%d)", int(k))
}

// Max returns the exact maximum of e over the integer points of s (an
// integer linear program solved by isl). The value is nil unless the kind
// is Finite. Variables of e that s does not mention are unconstrained.
func (s *Set) Max(e Affine) (*big.Int, OptKind) { return s.opt(e, true) }

// Min returns the exact minimum of e over the integer points of s.
func (s *Set) Min(e Affine) (*big.Int, OptKind) { return s.opt(e, false) }

func (s *Set) opt(e Affine, max bool) (*big.Int, OptKind) {
	s.live()
	vs := unionVars(s.vars, e.Vars())
	a := s.at(vs)
	defer s.release(a)
	idx := indexOf(vs)
	coef := make([]*big.Int, len(vs))
	for v, k := range e.Coeffs {
		if k != nil && k.Sign() != 0 {
			coef[idx[v]] = k
		}
	}
	v, kind := s.c.setOpt(a, coef, e.Const, max)
	return v, OptKind(kind)
}

// Sample returns some integer point of s, or ok=false when s is empty.
func (s *Set) Sample() (pt map[string]*big.Int, ok bool) {
	s.live()
	xs := s.c.setSample(s.p)
	if xs == nil {
		return nil, false
	}
	pt = make(map[string]*big.Int, len(xs))
	for i, v := range s.vars {
		pt[v] = xs[i]
	}
	return pt, true
}

// Contains reports whether the point pt (which must give a value to every
// variable of s; other entries are ignored) is in s.
func (s *Set) Contains(pt map[string]*big.Int) bool {
	s.live()
	xs := make([]*big.Int, len(s.vars))
	for i, v := range s.vars {
		x, ok := pt[v]
		if !ok {
			panic(fmt.Sprintf("poly: Contains: no value for %q", v))
		}
		xs[i] = x
	}
	return s.c.setContainsPoint(s.p, xs)
}

// Basic is one disjunct of a Set or Map as plain data: the points whose
// variables, together with some integer values of the Exists variables,
// satisfy every constraint of Cons.
type Basic struct {
	Exists []string
	Cons   []Constraint
}

// Disjuncts returns the basic sets of s as plain data.
func (s *Set) Disjuncts() []Basic {
	s.live()
	return s.c.disjuncts(s.p, s.vars)
}

func (c *Ctx) disjuncts(p *islSet, names []string) []Basic {
	bs := c.basicSets(p)
	out := make([]Basic, len(bs))
	for i, b := range bs {
		rows, k := c.bsetRows(b)
		c.freeBSet(b)
		ex := existNames(k, names)
		all := append(append([]string(nil), names...), ex...)
		out[i].Exists = ex
		out[i].Cons = make([]Constraint, len(rows))
		for j, r := range rows {
			out[i].Cons[j] = constraintOf(r, all)
		}
	}
	return out
}

// String renders s readably and deterministically (disjuncts and
// constraints sorted), e.g. "{ [i, n] : i >= 0 and n >= i + 1 }".
func (s *Set) String() string {
	if s == nil || s.p == nil {
		return "<freed set>"
	}
	q := s.c.setCoalesce(s.p)
	defer s.c.freeSet(q)
	return "{ " + tuple(s.vars) + renderDisjuncts(s.c.disjuncts(q, s.vars)) + " }"
}

func tuple(vars []string) string { return "[" + strings.Join(vars, ", ") + "]" }

func renderDisjuncts(ds []Basic) string {
	if len(ds) == 0 {
		return " : false"
	}
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = renderBasic(d)
	}
	sort.Strings(parts)
	if len(parts) == 1 {
		if parts[0] == "" {
			return ""
		}
		return " : " + parts[0]
	}
	for i, p := range parts {
		if p == "" {
			p = "true"
		}
		parts[i] = "(" + p + ")"
	}
	return " : " + strings.Join(parts, " or ")
}

func renderBasic(d Basic) string {
	var eqs, ineqs []string
	for _, k := range d.Cons {
		if k.Eq {
			eqs = append(eqs, k.String())
		} else {
			ineqs = append(ineqs, k.String())
		}
	}
	sort.Strings(eqs)
	sort.Strings(ineqs)
	body := strings.Join(append(eqs, ineqs...), " and ")
	if len(d.Exists) > 0 {
		return "exists " + strings.Join(d.Exists, ", ") + " : " + body
	}
	return body
}
