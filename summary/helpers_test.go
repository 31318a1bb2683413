package summary

import (
	"iter"
	"math/big"
	"testing"

	"wcet/poly"
)

// newCtx returns a context whose every isl object must be freed by the
// end of the test (as in poly's tests): the cleanup checks the live-object
// counter is zero and frees the context.
func newCtx(t testing.TB) *poly.Ctx {
	t.Helper()
	c := poly.NewCtx()
	t.Cleanup(func() {
		if n := c.Live(); n != 0 {
			t.Errorf("%d isl objects still live at the end of the test", n)
			return
		}
		if err := c.Free(); err != nil {
			t.Error(err)
		}
	})
	return c
}

func mustSet(t testing.TB, c *poly.Ctx, text string) *poly.Set {
	t.Helper()
	s, err := c.ParseSet(text)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func mustMap(t testing.TB, c *poly.Ctx, text string) *poly.Map {
	t.Helper()
	m, err := c.ParseMap(text)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// guard returns the transition assume(cons) over vars: x′ = x where cons
// holds.
func guard(c *poly.Ctx, vars []string, cons ...poly.Constraint) *poly.Map {
	id := c.Identity(vars...)
	defer id.Free()
	g := c.NewSet(vars, cons...)
	defer g.Free()
	return id.IntersectDomain(g)
}

// checkSet fails unless s equals the set written in isl syntax.
func checkSet(t testing.TB, what string, s *poly.Set, want string) {
	t.Helper()
	w := mustSet(t, s.Ctx(), want)
	defer w.Free()
	if !s.IsEqual(w) {
		t.Errorf("%s = %v, want %v", what, s, w)
	}
}

// checkMap fails unless m equals the relation written in isl syntax.
func checkMap(t testing.TB, c *poly.Ctx, what string, m *poly.Map, want string) {
	t.Helper()
	w := mustMap(t, c, want)
	defer w.Free()
	if !m.IsEqual(w) {
		t.Errorf("%s = %v, want %v", what, m, w)
	}
}

func checkBound(t testing.TB, what string, s *Summary, want int64) {
	t.Helper()
	if s.Bound == nil || s.Bound.Cmp(big.NewInt(want)) != 0 {
		t.Errorf("%s bound = %v, want %d", what, s.Bound, want)
	}
}

func cost(k int64) *big.Int { return big.NewInt(k) }

// run is a test-only driver: it calls f, fails the test on error and
// registers the result to be freed.
type run struct {
	t    testing.TB
	z    *Summarizer
	keep []*Summary
	sets []*poly.Set
	maps []*poly.Map
}

func newRun(t testing.TB, c *poly.Ctx) *run {
	r := &run{t: t, z: New(c)}
	t.Cleanup(r.free)
	return r
}

// free releases everything the run holds; it is registered as a cleanup,
// and registered after newCtx's, so it runs before the live-count check.
func (r *run) free() {
	for _, s := range r.keep {
		s.Free()
	}
	for _, s := range r.sets {
		s.Free()
	}
	for _, m := range r.maps {
		m.Free()
	}
	r.keep, r.sets, r.maps = nil, nil, nil
}

func (r *run) s(s *Summary) *Summary {
	r.keep = append(r.keep, s)
	return s
}

func (r *run) set(s *poly.Set) *poly.Set {
	r.sets = append(r.sets, s)
	return s
}

func (r *run) mp(m *poly.Map) *poly.Map {
	r.maps = append(r.maps, m)
	return m
}

func (r *run) extend(key Key, R *poly.Map, alpha int64, child *Summary, ctx *poly.Set) *Summary {
	r.t.Helper()
	s, err := r.z.Extend(key, Trans{R: R, Alpha: cost(alpha), Step: key.Loc}, child, ctx)
	if err != nil {
		r.t.Fatal(err)
	}
	return r.s(s)
}

func (r *run) join(ss ...*Summary) *Summary {
	r.t.Helper()
	acc := bottom(r.z, ss[0].Key)
	for _, s := range ss {
		next, err := r.z.JoinHorizontal(acc, s)
		if err != nil {
			r.t.Fatal(err)
		}
		acc.Free()
		acc = next
	}
	return r.s(acc)
}

func (r *run) vertical(s1, s2 *Summary, ctx *poly.Set) *Summary {
	r.t.Helper()
	s, err := r.z.JoinVertical(s1, s2, ctx)
	if err != nil {
		r.t.Fatal(err)
	}
	return r.s(s)
}

// lookup is Memo.Lookup with nil for a miss.
func lookup(m *Memo[*Summary], key Key, ctx *poly.Set) *Summary {
	s, ok := m.Lookup(key, ctx)
	if !ok {
		return nil
	}
	return s
}

// infeasible returns [ℓ, −∞, false, Ψ, false] (Fig. 3.7 line 1): the
// summary of a state with an empty context, whose interpolant psi
// (borrowed, copied) the test chooses — normally the empty set, so that
// Extend turns it into the condition under which the transition relates
// nothing. (SS builds its own, unroll's simulator.infeasible.)
func infeasible(z *Summarizer, key Key, psi *poly.Set) *Summary {
	vars := psi.Vars()
	return &Summary{
		Key:      key,
		Delta:    emptyMap(z, vars),
		Psi:      psi.Copy(),
		Omega:    z.c.EmptySet(vars...),
		Reusable: true,
	}
}

// bottom returns [ℓ, −∞, false, true, false], the identity of
// JoinHorizontal: the start of TransStep (Fig. 3.8 line 29, with −∞ for
// the thesis's 0 so that a loc whose every case is infeasible keeps −∞).
func bottom(z *Summarizer, key Key) *Summary {
	u := z.c.Universe()
	defer u.Free()
	return infeasible(z, key, u)
}

// emptyMap returns the empty relation over vars → vars.
func emptyMap(z *Summarizer, vars []string) *poly.Map { return z.emptyRel(vars, vars) }

// Interpolant returns s.Psi and s.Reusable: a Summary is the one-end Entry
// of the tests (SS's entries are unroll's nodeSum).
func (s *Summary) Interpolant() (*poly.Set, bool) { return s.Psi, s.Reusable }

// Witnesses yields s.Omega (empty when s is infeasible: such a summary
// is never reused).
func (s *Summary) Witnesses() iter.Seq[*poly.Set] {
	return func(yield func(*poly.Set) bool) { yield(s.Omega) }
}
