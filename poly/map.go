package poly

import "fmt"

// Map is a relation Δ(x, x′) between integer points over the named input
// variables In() and the named output variables Out() (an isl_map), for
// instance a transformer x′ = x + 1. In constraints, an output variable v
// is written Prime(v) ("v'"). Like a Set, a Map is immutable and must be
// freed once.
//
// A Map constrains only the variables it lists: an input it does not list
// is ignored, an output it does not list is unconstrained (havocked).
// Transformers that keep a variable must say so (Identity, Assign, Havoc
// build the frame).
type Map struct {
	c       *Ctx
	in, out []string
	p       *islMap
	// rows: the constraint rows of the flat relation when it is a single
	// basic relation without existential variables (functionalParts),
	// computed once, shared by copies and by the symMap cache.
	rows *mapRows
}

// Ctx returns the context m belongs to.
func (m *Map) Ctx() *Ctx { return m.c }

type mapRows struct {
	done, ok bool
	rows     []row
}

func (c *Ctx) wrapMap(in, out []string, p *islMap) *Map {
	return &Map{c: c, in: in, out: out, p: p}
}

// NewMap returns the relation over inputs in and outputs out (and the
// variables the constraints mention: a primed name is an output) holding
// every constraint.
func (c *Ctx) NewMap(in, out []string, cons ...Constraint) *Map {
	c.check(c)
	ins := [][]string{in}
	outs := [][]string{out}
	for _, k := range cons {
		for _, v := range k.Expr.Vars() {
			if u, primed := unprime(v); primed {
				outs = append(outs, []string{u})
			} else {
				ins = append(ins, []string{v})
			}
		}
	}
	vin, vout := normVars(ins...), normVars(outs...)
	idx := make(map[string]int, len(vin)+len(vout))
	for i, v := range vin {
		idx[v] = i
	}
	for i, v := range vout {
		idx[Prime(v)] = len(vin) + i
	}
	rows := make([]row, len(cons))
	for i, k := range cons {
		rows[i] = rowOf(k, idx, len(vin)+len(vout))
	}
	return c.wrapMap(vin, vout, c.mapFromRows(len(vin), len(vout), rows))
}

// Identity returns x′ = x over vars.
func (c *Ctx) Identity(vars ...string) *Map { return c.Assign(vars, nil) }

// Assign returns the parallel assignment: v′ = assigns[v] for each
// assigned v, v′ = v for every other variable of vars (the frame). The
// inputs and outputs are vars, the assigned variables and the variables
// the right-hand sides read.
func (c *Ctx) Assign(vars []string, assigns map[string]Affine) *Map {
	all := [][]string{vars}
	for v, e := range assigns {
		all = append(all, []string{v}, e.Vars())
	}
	vs := normVars(all...)
	cons := make([]Constraint, 0, len(vs))
	for _, v := range vs {
		if e, ok := assigns[v]; ok {
			cons = append(cons, EQ(Var(Prime(v)), e))
		} else {
			cons = append(cons, EQ(Var(Prime(v)), Var(v)))
		}
	}
	return c.NewMap(vs, vs, cons...)
}

// Havoc returns the relation that keeps every variable of vars except the
// havocked ones, which take any value (constrain them afterwards with
// IntersectRange, e.g. to their type's range).
func (c *Ctx) Havoc(vars []string, havoc ...string) *Map {
	vs := normVars(vars, havoc)
	h := indexOf(havoc)
	var cons []Constraint
	for _, v := range vs {
		if _, ok := h[v]; !ok {
			cons = append(cons, EQ(Var(Prime(v)), Var(v)))
		}
	}
	return c.NewMap(vs, vs, cons...)
}

// ParseMap reads a relation in isl syntax, e.g.
// "{ [i, n] -> [i', n'] : i' = i + 1 and n' = n }". Output names may carry
// a trailing prime, which is dropped.
func (c *Ctx) ParseMap(text string) (*Map, error) {
	c.check(c)
	p, inNames, outNames, err := c.parseMap(text)
	if err != nil {
		return nil, fmt.Errorf("poly: cannot parse map %q: %w", text, err)
	}
	defer c.freeMap(p)
	for i, v := range outNames {
		outNames[i], _ = unprime(v)
	}
	perm := func(names []string) ([]string, []int, error) {
		for _, v := range names {
			if v == "" {
				return nil, nil, fmt.Errorf("poly: map %q must name every dimension", text)
			}
		}
		vs := normVars(names)
		if len(vs) != len(names) {
			return nil, nil, fmt.Errorf("poly: map %q must name each dimension once per side", text)
		}
		idx := indexOf(vs)
		src := make([]int, len(names))
		for i, v := range names {
			src[i] = idx[v]
		}
		return vs, src, nil
	}
	vin, sin, err := perm(inNames)
	if err != nil {
		return nil, err
	}
	vout, sout, err := perm(outNames)
	if err != nil {
		return nil, err
	}
	mi := c.permuteMulti(len(vin), sin)
	defer c.freeMulti(mi)
	mo := c.permuteMulti(len(vout), sout)
	defer c.freeMulti(mo)
	q := c.mapPreimageMulti(p, true, mi)
	defer c.freeMap(q)
	return c.wrapMap(vin, vout, c.mapPreimageMulti(q, false, mo)), nil
}

func (m *Map) live() {
	if m == nil || m.p == nil {
		panic("poly: use of a nil or freed Map")
	}
}

// In returns the input variables in canonical order.
func (m *Map) In() []string { return append([]string(nil), m.in...) }

// Out returns the output variables in canonical order.
func (m *Map) Out() []string { return append([]string(nil), m.out...) }

// Free releases m. Using m afterwards panics; freeing twice is a no-op.
func (m *Map) Free() {
	if m == nil || m.p == nil {
		return
	}
	m.c.freeMap(m.p)
	m.p = nil
}

// Copy returns a new reference to the same relation.
func (m *Map) Copy() *Map {
	m.live()
	if m.rows == nil {
		m.rows = &mapRows{}
	}
	return &Map{c: m.c, in: m.in, out: m.out, p: m.c.copyMap(m.p), rows: m.rows}
}

// flatRows returns the constraint rows of m's flat relation (inputs then
// outputs) when it is a single basic relation without existential
// variables (ok false otherwise).
func (m *Map) flatRows() ([]row, bool) {
	if m.rows == nil {
		m.rows = &mapRows{}
	}
	if !m.rows.done {
		flat := m.c.mapToFlatSet(m.p)
		m.rows.rows, m.rows.ok = m.c.convexRows(flat)
		m.c.freeSet(flat)
		m.rows.done = true
	}
	return m.rows.rows, m.rows.ok
}

// atIn / atOut / atBoth return m's isl map with inputs (outputs) extended
// to vars; release with m.release.
func (m *Map) atIn(vars []string) *islMap  { return m.atBoth(vars, m.out) }
func (m *Map) atOut(vars []string) *islMap { return m.atBoth(m.in, vars) }

func (m *Map) atBoth(in, out []string) *islMap {
	p := m.p
	step := func(isIn bool, have, want []string) {
		if sameVars(have, want) {
			return
		}
		for _, run := range insertions(have, want) {
			q := m.c.mapInsertDims(p, isIn, run[0], run[1])
			if p != m.p {
				m.c.freeMap(p)
			}
			p = q
		}
	}
	step(true, m.in, in)
	step(false, m.out, out)
	return p
}

func (m *Map) release(p *islMap) {
	if p != m.p {
		m.c.freeMap(p)
	}
}

func (m *Map) binary(n *Map, op func(a, b *islMap) *islMap) *Map {
	m.live()
	n.live()
	m.c.check(n.c)
	in, out := unionVars(m.in, n.in), unionVars(m.out, n.out)
	a, b := m.atBoth(in, out), n.atBoth(in, out)
	r := op(a, b)
	m.release(a)
	n.release(b)
	return m.c.wrapMap(in, out, r)
}

func (m *Map) test(n *Map, op func(a, b *islMap) bool) bool {
	m.live()
	n.live()
	m.c.check(n.c)
	in, out := unionVars(m.in, n.in), unionVars(m.out, n.out)
	a, b := m.atBoth(in, out), n.atBoth(in, out)
	r := op(a, b)
	m.release(a)
	n.release(b)
	return r
}

// Intersect returns m ∩ n.
func (m *Map) Intersect(n *Map) *Map { return m.binary(n, m.c.mapIntersect) }

// Union returns m ∪ n (coalesced, as Set.Union).
func (m *Map) Union(n *Map) *Map { return m.binary(n, m.c.mapUnion) }

// IsEmpty reports whether m relates no pair.
func (m *Map) IsEmpty() bool {
	m.live()
	return m.c.mapIsEmpty(m.p)
}

// IsSubset reports whether m ⊆ n.
func (m *Map) IsSubset(n *Map) bool { return m.test(n, m.c.mapIsSubset) }

// IsEqual reports whether m and n relate the same pairs.
func (m *Map) IsEqual(n *Map) bool { return m.test(n, m.c.mapIsEqual) }

// ApplyRange returns the composition "m then n": {(x, z) | ∃y. m(x, y) ∧
// n(y, z)}, over m.In() → n.Out().
func (m *Map) ApplyRange(n *Map) *Map {
	m.live()
	n.live()
	m.c.check(n.c)
	mid := unionVars(m.out, n.in)
	a, b := m.atOut(mid), n.atIn(mid)
	r := m.c.mapApplyRange(a, b)
	m.release(a)
	n.release(b)
	return m.c.wrapMap(m.in, n.out, r)
}

// Reverse returns {(x′, x) | m(x, x′)}.
func (m *Map) Reverse() *Map {
	m.live()
	return m.c.wrapMap(m.out, m.in, m.c.mapReverse(m.p))
}

// Domain returns {x | ∃x′. m(x, x′)} over In().
func (m *Map) Domain() *Set {
	m.live()
	return m.c.wrapSet(m.in, m.c.mapDomain(m.p))
}

// Range returns {x′ | ∃x. m(x, x′)} over Out().
func (m *Map) Range() *Set {
	m.live()
	return m.c.wrapSet(m.out, m.c.mapRange(m.p))
}

// IntersectDomain returns m restricted to inputs in s (a guard).
func (m *Map) IntersectDomain(s *Set) *Map {
	m.live()
	s.live()
	m.c.check(s.c)
	in := unionVars(m.in, s.vars)
	a, b := m.atIn(in), s.at(in)
	r := m.c.mapIntersectDomain(a, b)
	m.release(a)
	s.release(b)
	return m.c.wrapMap(in, m.out, r)
}

// IntersectRange returns m restricted to outputs in s (s is over the
// unprimed names of the outputs).
func (m *Map) IntersectRange(s *Set) *Map {
	m.live()
	s.live()
	m.c.check(s.c)
	out := unionVars(m.out, s.vars)
	a, b := m.atOut(out), s.at(out)
	r := m.c.mapIntersectRange(a, b)
	m.release(a)
	s.release(b)
	return m.c.wrapMap(m.in, out, r)
}

// flatNames returns the names of the dims of m's flat set: inputs, then
// primed outputs.
func (m *Map) flatNames() []string {
	names := make([]string, 0, len(m.in)+len(m.out))
	names = append(names, m.in...)
	for _, v := range m.out {
		names = append(names, Prime(v))
	}
	return names
}

// ConvexHull returns one basic relation containing m (see Set.ConvexHull)
// and whether it equals m.
func (m *Map) ConvexHull() (*Map, bool) {
	m.live()
	flat := m.c.mapToFlatSet(m.p)
	defer m.c.freeSet(flat)
	h, exact := m.c.hull(flat, len(m.in)+len(m.out))
	defer m.c.freeSet(h)
	return m.c.wrapMap(m.in, m.out, m.c.flatSetToMap(h, len(m.in))), exact
}

// MaxDivs is the number of existential variables (isl divs) beyond which
// LimitDivs drops them.
const MaxDivs = 6

// LimitDivs returns m, or, when m has more than MaxDivs existential
// variables, the relation without them (a rational projection: a superset
// of m, counted LossyRemoveDivs). Compounded summaries pile existentials
// up (each division or remainder by a constant leaves one), and isl's
// operations on them grow without bound; a larger transformer is sound (it
// only adds behaviours).
func (m *Map) LimitDivs() *Map {
	m.live()
	flat := m.c.mapToFlatSet(m.p)
	defer m.c.freeSet(flat)
	if m.c.setNDiv(flat) <= MaxDivs {
		return m.Copy()
	}
	m.c.Note(LossyRemoveDivs)
	q := m.c.setRemoveDivs(flat)
	defer m.c.freeSet(q)
	return m.c.wrapMap(m.in, m.out, m.c.flatSetToMap(q, len(m.in)))
}

// RemoveDivs returns m without its existential variables (a rational
// projection: a superset of m), not counted as lossy (the caller uses it
// for a sound over-approximation of its own).
func (m *Map) RemoveDivs() *Map {
	m.live()
	flat := m.c.mapToFlatSet(m.p)
	defer m.c.freeSet(flat)
	q := m.c.setRemoveDivs(flat)
	defer m.c.freeSet(q)
	return m.c.wrapMap(m.in, m.out, m.c.flatSetToMap(q, len(m.in)))
}

// Disjuncts returns the basic relations of m as plain data, outputs primed.
func (m *Map) Disjuncts() []Basic {
	m.live()
	flat := m.c.mapToFlatSet(m.p)
	defer m.c.freeSet(flat)
	return m.c.disjuncts(flat, m.flatNames())
}

// NumDisjuncts returns the number of basic relations of m.
func (m *Map) NumDisjuncts() int {
	m.live()
	flat := m.c.mapToFlatSet(m.p)
	defer m.c.freeSet(flat)
	return m.c.setNBasic(flat)
}

// String renders m like Set.String:
// "{ [i] -> [i'] : i' = i + 1 }".
func (m *Map) String() string {
	if m == nil || m.p == nil {
		return "<freed map>"
	}
	flat := m.c.mapToFlatSet(m.p)
	defer m.c.freeSet(flat)
	q := m.c.setCoalesce(flat)
	defer m.c.freeSet(q)
	outs := make([]string, len(m.out))
	for i, v := range m.out {
		outs[i] = Prime(v)
	}
	return "{ " + tuple(m.in) + " -> " + tuple(outs) + renderDisjuncts(m.c.disjuncts(q, m.flatNames())) + " }"
}
