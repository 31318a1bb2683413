package summary

import (
	"fmt"
	"math/big"
	"testing"

	"wcet/poly"
)

// Benchmarks at 5 and 10 variables x0..x(n-1), shaped like loop
// iterations: x0 is the counter, x1 its limit, the rest are carried.

func benchVars(n int) []string {
	vs := make([]string, n)
	for i := range vs {
		vs[i] = fmt.Sprintf("x%d", i)
	}
	return vs
}

// iteration returns assume(x0 < x1); x0 += 1; x2 += inc over vars.
func iteration(c *poly.Ctx, vs []string, inc int64, extra ...poly.Constraint) *poly.Map {
	as := map[string]poly.Affine{"x0": poly.Var("x0").AddConst(1), "x2": poly.Var("x2").AddConst(inc)}
	m := c.Assign(vs, as)
	defer m.Free()
	g := c.NewSet(vs, append([]poly.Constraint{poly.LT(poly.Var("x0"), poly.Var("x1"))}, extra...)...)
	defer g.Free()
	return m.IntersectDomain(g)
}

func pointCtx(c *poly.Ctx, vs []string, vals map[string]int64) *poly.Set {
	var cons []poly.Constraint
	for _, v := range vs {
		cons = append(cons, poly.EQ(poly.Var(v), poly.Int(vals[v])))
	}
	return c.NewSet(vs, cons...)
}

func benchCtx(b *testing.B) *poly.Ctx {
	c := poly.NewCtx()
	b.Cleanup(func() {
		if n := c.Live(); n != 0 {
			b.Errorf("%d isl objects still live", n)
			return
		}
		if err := c.Free(); err != nil {
			b.Error(err)
		}
	})
	return c
}

func BenchmarkJoinVertical(b *testing.B) {
	for _, n := range []int{5, 10} {
		b.Run(fmt.Sprintf("vars=%d", n), func(b *testing.B) {
			c := benchCtx(b)
			z := New(c)
			vs := benchVars(n)
			x0, x1 := poly.Var("x0"), poly.Var("x1")
			// S1: one iteration; S2: the rest, reusable for
			// x1 − 2 ≤ x0 < x1 − 1 (as 3#3 in bubblesort).
			s1 := &Summary{Key: Key{Loc: 3}, Bound: big.NewInt(4), Delta: iteration(c, vs, 1),
				Psi: c.Universe(vs...), Omega: c.NewSet(vs, poly.LT(x0, x1)), Reusable: true}
			s2 := &Summary{Key: Key{Loc: 3}, Bound: big.NewInt(7), Delta: iteration(c, vs, 1),
				Psi:   c.NewSet(vs, poly.GE(x0, x1.AddConst(-2)), poly.LT(x0, x1.AddConst(-1))),
				Omega: c.NewSet(vs, poly.LT(x0, x1)), Reusable: true}
			ctx := pointCtx(c, vs, map[string]int64{"x0": 0, "x1": 3})
			defer func() { s1.Free(); s2.Free(); ctx.Free() }()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s, err := z.JoinVertical(s1, s2, ctx)
				if err != nil {
					b.Fatal(err)
				}
				s.Free()
			}
		})
	}
}

func BenchmarkJoinHorizontal(b *testing.B) {
	for _, n := range []int{5, 10} {
		b.Run(fmt.Sprintf("vars=%d", n), func(b *testing.B) {
			c := benchCtx(b)
			z := New(c)
			vs := benchVars(n)
			x3 := poly.Var("x3")
			// The two branches of an if (x3 > 0) in a loop body, merged at
			// the end of the iteration: x2 += 1 or x2 += 0.
			s1 := &Summary{Key: Key{Loc: 4}, Bound: big.NewInt(3), Delta: iteration(c, vs, 1, poly.GT(x3, poly.Int(0))),
				Psi: c.Universe(vs...), Omega: c.NewSet(vs, poly.GT(x3, poly.Int(0))), Reusable: true}
			s2 := &Summary{Key: Key{Loc: 4}, Bound: big.NewInt(2), Delta: iteration(c, vs, 0, poly.LE(x3, poly.Int(0))),
				Psi: c.Universe(vs...), Omega: c.NewSet(vs, poly.LE(x3, poly.Int(0))), Reusable: true}
			defer func() { s1.Free(); s2.Free() }()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s, err := z.JoinHorizontal(s1, s2)
				if err != nil {
					b.Fatal(err)
				}
				s.Free()
			}
		})
	}
}

// BenchmarkLookup: 16 summaries under one key with disjoint interpolants
// k ≤ x1 − x0 < k + 1 (the compounded iterations of a loop); the context
// matches the oldest, so every lookup scans the whole slice.
func BenchmarkLookup(b *testing.B) {
	for _, n := range []int{5, 10} {
		b.Run(fmt.Sprintf("vars=%d", n), func(b *testing.B) {
			c := benchCtx(b)
			vs := benchVars(n)
			x0, x1 := poly.Var("x0"), poly.Var("x1")
			m := NewMemo[*Summary]()
			key := Key{Func: "f", Loc: 3}
			for k := int64(0); k < 16; k++ {
				d := x1.Sub(x0)
				s := &Summary{Key: key, Bound: big.NewInt(4*k + 3), Delta: iteration(c, vs, k),
					Psi:   c.NewSet(vs, poly.GE(d, poly.Int(k)), poly.LT(d, poly.Int(k+1))),
					Omega: c.NewSet(vs, poly.GE(d, poly.Int(k))), Reusable: true}
				m.Insert(s.Key, s)
				s.Free()
			}
			ctx := pointCtx(c, vs, map[string]int64{"x0": 5, "x1": 5})
			defer func() { m.Free(); ctx.Free() }()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				s := lookup(m, key, ctx)
				if s == nil {
					b.Fatal("no reuse")
				}
				s.Free()
			}
		})
	}
}
