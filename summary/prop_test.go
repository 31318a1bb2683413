package summary

import (
	"fmt"
	"math/big"
	"math/rand"
	"testing"

	"wcet/poly"
)

// Property tests on random small relations: 2–3 variables, every relation
// bounded to the box [-B, B] on its inputs and outputs, so that
// enumerating the box's integer points in Go decides every question
// independently of isl (points outside the box have no successors).

const B = 4

// lin is a random affine constraint Σ coef·v + c ≥ 0 (or = 0), kept as
// int64 for fast evaluation in Go and converted to poly for isl.
type lin struct {
	coef map[string]int64
	c    int64
	eq   bool
}

func (l lin) poly() poly.Constraint {
	a := poly.Int(l.c)
	for v, k := range l.coef {
		a = a.Add(poly.Term(k, v))
	}
	return poly.Constraint{Expr: a, Eq: l.eq}
}

func (l lin) holds(env map[string]int64) bool {
	s := l.c
	for v, k := range l.coef {
		x, ok := env[v]
		if !ok {
			panic("no value for " + v)
		}
		s += k * x
	}
	if l.eq {
		return s == 0
	}
	return s >= 0
}

func holdsAll(ls []lin, env map[string]int64) bool {
	for _, l := range ls {
		if !l.holds(env) {
			return false
		}
	}
	return true
}

func polys(ls []lin) []poly.Constraint {
	out := make([]poly.Constraint, len(ls))
	for i, l := range ls {
		out[i] = l.poly()
	}
	return out
}

func randLin(rng *rand.Rand, names []string) lin {
	l := lin{coef: map[string]int64{}, c: int64(rng.Intn(2*B+1) - B), eq: rng.Intn(7) == 0}
	for _, v := range names {
		if rng.Intn(3) != 0 {
			if k := int64(rng.Intn(5) - 2); k != 0 {
				l.coef[v] = k
			}
		}
	}
	return l
}

func randLins(rng *rand.Rand, names []string, max int) []lin {
	n := rng.Intn(max + 1)
	out := make([]lin, n)
	for i := range out {
		out[i] = randLin(rng, names)
	}
	return out
}

func boxLins(names []string) []lin {
	var out []lin
	for _, v := range names {
		out = append(out, lin{coef: map[string]int64{v: 1}, c: B}, lin{coef: map[string]int64{v: -1}, c: B})
	}
	return out
}

func primed(vs []string) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = poly.Prime(v)
	}
	return out
}

// randRel returns the constraints of a random relation from in to out
// (outputs primed), bounded to the box: either a guarded assignment
// (each output kept, assigned an affine expression of the inputs, or
// havocked within x ≤ x′ ≤ x + 2) or plain random constraints.
func randRel(rng *rand.Rand, in, out []string) []lin {
	cons := append(boxLins(in), boxLins(primed(out))...)
	if rng.Intn(2) == 0 {
		return append(cons, randLins(rng, append(append([]string(nil), in...), primed(out)...), 3)...)
	}
	cons = append(cons, randLins(rng, in, 1)...)
	for _, v := range out {
		p := poly.Prime(v)
		switch rng.Intn(4) {
		case 0, 1:
			if contains(in, v) {
				cons = append(cons, lin{coef: map[string]int64{p: 1, v: -1}, eq: true})
				break
			}
			fallthrough
		case 2:
			e := randLin(rng, in)
			e.coef[p] = -1
			e.eq = true
			cons = append(cons, e)
		case 3:
			if contains(in, v) {
				cons = append(cons, lin{coef: map[string]int64{p: 1, v: -1}}, lin{coef: map[string]int64{p: -1, v: 1}, c: 2})
			}
		}
	}
	return cons
}

func contains(vs []string, v string) bool {
	for _, w := range vs {
		if w == v {
			return true
		}
	}
	return false
}

// box enumerates the points of [-B, B]^vars.
func box(vars []string) []map[string]int64 {
	pts := []map[string]int64{{}}
	for _, v := range vars {
		var next []map[string]int64
		for _, p := range pts {
			for x := int64(-B); x <= B; x++ {
				q := make(map[string]int64, len(p)+1)
				for k, y := range p {
					q[k] = y
				}
				q[v] = x
				next = append(next, q)
			}
		}
		pts = next
	}
	return pts
}

func bigPt(p map[string]int64) map[string]*big.Int {
	out := make(map[string]*big.Int, len(p))
	for k, v := range p {
		out[k] = big.NewInt(v)
	}
	return out
}

// table returns rel[x][y] = cons(x, y′) over box(in) × box(out), the
// constraints compiled to positions for speed.
func table(cons []lin, in, out []string) [][]bool {
	xs, ys := box(in), box(out)
	names := append(append([]string(nil), in...), primed(out)...)
	idx := map[string]int{}
	for i, v := range names {
		idx[v] = i
	}
	type clin struct {
		k  []int64
		c  int64
		eq bool
	}
	cl := make([]clin, len(cons))
	for i, l := range cons {
		cl[i] = clin{k: make([]int64, len(names)), c: l.c, eq: l.eq}
		for v, k := range l.coef {
			j, ok := idx[v]
			if !ok {
				panic("no position for " + v)
			}
			cl[i].k[j] = k
		}
	}
	env := make([]int64, len(names))
	t := make([][]bool, len(xs))
	for i, x := range xs {
		t[i] = make([]bool, len(ys))
		for j, v := range in {
			env[j] = x[v]
		}
	next:
		for j, y := range ys {
			for k, v := range out {
				env[len(in)+k] = y[v]
			}
			for _, l := range cl {
				s := l.c
				for p, k := range l.k {
					s += k * env[p]
				}
				if (l.eq && s != 0) || (!l.eq && s < 0) {
					continue next
				}
			}
			t[i][j] = true
		}
	}
	return t
}

// pickCtx returns constraints of a context within wp (given as a
// predicate on box points): random constraints when they fit, else a
// point of wp, else a point outside the box (which has no successor).
func pickCtx(rng *rand.Rand, vars []string, xs []map[string]int64, inWP []bool) []lin {
	for try := 0; try < 8; try++ {
		cand := randLins(rng, vars, 2)
		ok := true
		for i, x := range xs {
			if holdsAll(cand, x) && !inWP[i] {
				ok = false
				break
			}
		}
		if ok {
			return cand
		}
	}
	var in []int
	for i := range xs {
		if inWP[i] {
			in = append(in, i)
		}
	}
	pt := map[string]int64{}
	if len(in) > 0 {
		pt = xs[in[rng.Intn(len(in))]]
	} else {
		for _, v := range vars {
			pt[v] = B + 1
		}
	}
	var out []lin
	for _, v := range vars {
		out = append(out, lin{coef: map[string]int64{v: 1}, c: -pt[v], eq: true})
	}
	return out
}

func varsFor(iter int) []string {
	if iter%5 == 4 {
		return []string{"x", "y", "z"}
	}
	return []string{"x", "y"}
}

// image returns, for each x of xs, the set {x′ | m(x, x′)} (owned by the
// caller).
func images(c *poly.Ctx, m *poly.Map, xs []map[string]int64) []*poly.Set {
	out := make([]*poly.Set, len(xs))
	for i, x := range xs {
		p := c.Point(bigPt(x))
		out[i] = p.Apply(m)
		p.Free()
	}
	return out
}

// Extend: for every x in Ψ and every x′ with R(x, x′), x′ ∈ Ψ_child ∧
// premises; ctx ⊆ Ψ; ω contains ∃x′. R ∧ ω_child ∧ premises; Δ is
// R then Δ_child (2 variables). R has an intermediate output t.
func TestPropExtend(t *testing.T) {
	c := newCtx(t)
	z := New(c)
	rng := rand.New(rand.NewSource(1))
	key := Key{Func: "prop", Loc: 1}
	for iter := 0; iter < 60; iter++ {
		V := varsFor(iter)
		out := V
		if iter%2 == 1 && len(V) == 2 {
			out = append(append([]string(nil), V...), "t")
		}
		xs, ys := box(V), box(out)
		rc := randRel(rng, V, out)
		psiC := randLins(rng, V, 2)
		omegaC := randLins(rng, V, 1)
		var prem []lin
		if rng.Intn(2) == 0 {
			prem = randLins(rng, out, 2)
		}
		post := append(append([]lin(nil), psiC...), prem...)
		rt := table(rc, V, out)
		inWP := make([]bool, len(xs))
		for i := range xs {
			inWP[i] = true
			for j, y := range ys {
				if rt[i][j] && !holdsAll(post, y) {
					inWP[i] = false
					break
				}
			}
		}
		ctxC := pickCtx(rng, V, xs, inWP)

		R := c.NewMap(V, out, polys(rc)...)
		ctx := c.NewSet(V, polys(ctxC)...)
		var premises *poly.Set
		if prem != nil {
			premises = c.NewSet(out, polys(prem)...)
		}
		childRel := randRel(rng, V, V)
		var bnd *big.Int
		if iter%7 != 6 {
			bnd = big.NewInt(int64(rng.Intn(10)))
		}
		child := &Summary{Key: Key{Func: "prop", Loc: 2}, Bound: bnd, Delta: c.NewMap(V, V, polys(childRel)...),
			Psi: c.NewSet(V, polys(psiC)...), Omega: c.NewSet(V, polys(omegaC)...), Reusable: true}
		if bnd == nil {
			child.Omega.Free()
			child.Omega = c.EmptySet(V...)
		}
		alpha := big.NewInt(int64(rng.Intn(5)))
		s, err := z.Extend(key, Trans{R: R, Alpha: alpha, Premises: premises, Step: iter}, child, ctx)
		name := fmt.Sprintf("iter %d: R = %v, Ψc = %v, premises = %v, ctx = %v", iter, R, child.Psi, premises, ctx)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !ctx.IsSubset(s.Psi) {
			t.Errorf("%s: ctx ⊄ Ψ = %v", name, s.Psi)
		}
		for i, x := range xs {
			inPsi := s.Psi.Contains(bigPt(x))
			if holdsAll(ctxC, x) && !inPsi {
				t.Errorf("%s: ctx point %v not in Ψ = %v", name, x, s.Psi)
			}
			if inPsi && !inWP[i] {
				t.Errorf("%s: Ψ = %v admits %v, which has a successor outside Ψc ∧ premises", name, s.Psi, x)
			}
			wantOmega := false
			if bnd != nil {
				for j, y := range ys {
					if rt[i][j] && holdsAll(prem, y) && holdsAll(omegaC, y) {
						wantOmega = true
						break
					}
				}
			}
			// ω may over-approximate the exact projection (simplifyWitness),
			// never miss a point of it; −∞ has the empty witness.
			if got := s.Omega.Contains(bigPt(x)); (wantOmega && !got) || (bnd == nil && got) {
				t.Errorf("%s: ω = %v at %v is %v, want %v", name, s.Omega, x, got, wantOmega)
			}
		}
		if bnd == nil {
			if s.Bound != nil {
				t.Errorf("%s: bound %v, want −∞", name, s.Bound)
			}
		} else if want := new(big.Int).Add(bnd, alpha); s.Bound == nil || s.Bound.Cmp(want) != 0 {
			t.Errorf("%s: bound %v, want %v", name, s.Bound, want)
		}
		if len(V) == 2 {
			ct := table(childRel, V, V)
			checkCompose(t, c, name, s.Delta, rt, ct, xs, ys, bnd != nil)
		}
		s.Free()
		child.Free()
		R.Free()
		ctx.Free()
		premises.Free()
	}
}

// checkCompose checks Δ(x, z) ⟺ ∃y. r1(x, y) ∧ r2(y|V, z) pointwise, y
// ranging over r1's outputs (which may hold an extra variable).
func checkCompose(t *testing.T, c *poly.Ctx, name string, delta *poly.Map, r1, r2 [][]bool, xs, ys []map[string]int64, feasible bool) {
	t.Helper()
	zs := xs
	idx := map[string]int{}
	for k, z := range zs {
		idx[fmt.Sprint(z["x"], z["y"])] = k
	}
	imgs := images(c, delta, xs)
	defer func() {
		for _, s := range imgs {
			s.Free()
		}
	}()
	for i := range xs {
		for k, z := range zs {
			want := false
			if feasible {
				for j, y := range ys {
					if r1[i][j] && r2[idx[fmt.Sprint(y["x"], y["y"])]][k] {
						want = true
						break
					}
				}
			}
			if got := imgs[i].Contains(bigPt(z)); got != want {
				t.Errorf("%s: Δ = %v relates %v to %v: %v, want %v", name, delta, xs[i], z, got, want)
				return
			}
		}
	}
}

// JoinVertical: ctx ⊆ Ψ ⊆ Ψ1; every x in Ψ has all its Δ1-successors in
// Ψ2; Δ = Δ1 then Δ2; ω = ω1 ∧ ∃x′. Δ1 ∧ ω2.
func TestPropJoinVertical(t *testing.T) {
	c := newCtx(t)
	z := New(c)
	rng := rand.New(rand.NewSource(2))
	k1, k2 := Key{Func: "prop", Loc: 1}, Key{Func: "prop", Loc: 2}
	for iter := 0; iter < 40; iter++ {
		V := varsFor(iter)
		xs := box(V)
		r1c, r2c := randRel(rng, V, V), randRel(rng, V, V)
		psi2C, psi1C := randLins(rng, V, 2), randLins(rng, V, 1)
		om1C, om2C := randLins(rng, V, 1), randLins(rng, V, 1)
		r1t := table(r1c, V, V)
		inWP := make([]bool, len(xs))
		for i := range xs {
			inWP[i] = true
			for j, y := range xs {
				if r1t[i][j] && !holdsAll(psi2C, y) {
					inWP[i] = false
					break
				}
			}
		}
		ctxC := pickCtx(rng, V, xs, inWP)
		ctx := c.NewSet(V, polys(ctxC)...)
		psi1 := c.NewSet(V, polys(psi1C)...)
		if !ctx.IsSubset(psi1) {
			psi1.Free()
			psi1 = c.Universe(V...)
			psi1C = nil
		}
		s1 := &Summary{Key: k1, Bound: big.NewInt(int64(rng.Intn(5))), Delta: c.NewMap(V, V, polys(r1c)...),
			Psi: psi1, Omega: c.NewSet(V, polys(om1C)...), Reusable: true, Path: []any{"a"}}
		s2 := &Summary{Key: k2, Bound: big.NewInt(int64(rng.Intn(5))), Delta: c.NewMap(V, V, polys(r2c)...),
			Psi: c.NewSet(V, polys(psi2C)...), Omega: c.NewSet(V, polys(om2C)...), Reusable: true, Path: []any{"b"}}
		name := fmt.Sprintf("iter %d: Δ1 = %v, Ψ1 = %v, Ψ2 = %v, ctx = %v", iter, s1.Delta, s1.Psi, s2.Psi, ctx)
		s, err := z.JoinVertical(s1, s2, ctx)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !ctx.IsSubset(s.Psi) {
			t.Errorf("%s: ctx ⊄ Ψ = %v", name, s.Psi)
		}
		for i, x := range xs {
			if !s.Psi.Contains(bigPt(x)) {
				continue
			}
			if !holdsAll(psi1C, x) {
				t.Errorf("%s: Ψ = %v ⊄ Ψ1 at %v", name, s.Psi, x)
			}
			if !inWP[i] {
				t.Errorf("%s: Ψ = %v admits %v, which has a Δ1-successor outside Ψ2", name, s.Psi, x)
			}
		}
		r2t := table(r2c, V, V)
		for i, x := range xs {
			want := holdsAll(om1C, x)
			if want {
				want = false
				for j, y := range xs {
					if r1t[i][j] && holdsAll(om2C, y) {
						want = true
						break
					}
				}
			}
			if got := s.Omega.Contains(bigPt(x)); want && !got {
				t.Errorf("%s: ω = %v at %v is %v, want %v (ω may only over-approximate)", name, s.Omega, x, got, want)
			}
		}
		if want := new(big.Int).Add(s1.Bound, s2.Bound); s.Bound.Cmp(want) != 0 {
			t.Errorf("%s: bound %v, want %v", name, s.Bound, want)
		}
		if len(V) == 2 {
			checkCompose(t, c, name, s.Delta, r1t, r2t, xs, xs, true)
		}
		s.Free()
		s1.Free()
		s2.Free()
		ctx.Free()
	}
}

// JoinHorizontal: Δ ⊇ Δ1 ∪ Δ2 pointwise (feasible sides); Ψ = Ψ1 ∧ Ψ2;
// bound = max, ω of the maximal side (S1 on ties).
func TestPropJoinHorizontal(t *testing.T) {
	c := newCtx(t)
	z := New(c)
	rng := rand.New(rand.NewSource(3))
	key := Key{Func: "prop", Loc: 1}
	for iter := 0; iter < 40; iter++ {
		V := varsFor(iter)
		xs := box(V)
		mk := func() (*Summary, [][]bool, []lin) {
			rc := randRel(rng, V, V)
			psiC := randLins(rng, V, 2)
			s := &Summary{Key: key, Delta: c.NewMap(V, V, polys(rc)...), Psi: c.NewSet(V, polys(psiC)...),
				Omega: c.NewSet(V, polys(randLins(rng, V, 1))...), Reusable: true}
			if rng.Intn(4) != 0 {
				s.Bound = big.NewInt(int64(rng.Intn(3)))
			} else {
				s.Delta.Free()
				s.Delta = emptyMap(z, V)
				s.Omega.Free()
				s.Omega = c.EmptySet(V...)
			}
			return s, table(rc, V, V), psiC
		}
		s1, t1, p1 := mk()
		s2, t2, p2 := mk()
		name := fmt.Sprintf("iter %d: S1 = %v, S2 = %v", iter, s1, s2)
		s, err := z.JoinHorizontal(s1, s2)
		if err != nil {
			t.Fatal(err)
		}
		imgs := images(c, s.Delta, xs)
		for i, x := range xs {
			if len(V) == 3 && i%7 != 0 {
				continue // 3 variables: every 7th point, to keep the test fast
			}
			for j, y := range xs {
				if (s1.Feasible() && t1[i][j]) || (s2.Feasible() && t2[i][j]) {
					if !imgs[i].Contains(bigPt(y)) {
						t.Errorf("%s: Δ = %v misses %v → %v", name, s.Delta, x, y)
					}
				}
			}
			if got, want := s.Psi.Contains(bigPt(x)), holdsAll(p1, x) && holdsAll(p2, x); got != want {
				t.Errorf("%s: Ψ = %v at %v is %v, want %v", name, s.Psi, x, got, want)
			}
		}
		for _, im := range imgs {
			im.Free()
		}
		worst := s1
		if cmpBound(s2.Bound, s1.Bound) > 0 {
			worst = s2
		}
		if cmpBound(s.Bound, worst.Bound) != 0 || !s.Omega.IsEqual(worst.Omega) {
			t.Errorf("%s: got bound %v ω %v, want %v %v", name, s.Bound, s.Omega, worst.Bound, worst.Omega)
		}
		if !s1.Feasible() && !s2.Feasible() && !s.Delta.IsEmpty() {
			t.Errorf("%s: Δ = %v, want empty", name, s.Delta)
		}
		s.Free()
		s1.Free()
		s2.Free()
	}
}
