package poly

import (
	"math/big"
	"math/rand"
	"testing"
)

// rel is a random transformer with a Go model: a guard, affine assignments
// to some variables, and optionally one variable havocked within a range.
type rel struct {
	vars   []string
	guard  []Constraint
	assign map[string]Affine
	havoc  string
	lo, hi int
}

func randRel(r *rand.Rand, vars []string) rel {
	x := rel{vars: vars, assign: map[string]Affine{}}
	if r.Intn(2) == 0 {
		x.guard = []Constraint{randConstraint(r, vars)}
	}
	for _, v := range vars {
		if r.Intn(2) == 0 {
			x.assign[v] = randAffine(r, vars, 2, 2)
		}
	}
	if r.Intn(3) == 0 {
		x.havoc = vars[r.Intn(len(vars))]
		delete(x.assign, x.havoc)
		x.lo = r.Intn(5) - 3
		x.hi = x.lo + r.Intn(3)
	}
	return x
}

func (x rel) build(c *Ctx) *Map {
	var cons []Constraint
	cons = append(cons, x.guard...)
	for _, v := range x.vars {
		switch {
		case v == x.havoc:
			cons = append(cons, GE(Var(Prime(v)), Int(int64(x.lo))), LE(Var(Prime(v)), Int(int64(x.hi))))
		case x.assign[v].Coeffs != nil || x.assign[v].Const != nil:
			cons = append(cons, EQ(Var(Prime(v)), x.assign[v]))
		default:
			cons = append(cons, EQ(Var(Prime(v)), Var(v)))
		}
	}
	return c.NewMap(x.vars, x.vars, cons...)
}

func (x rel) succ(p map[string]*big.Int) []map[string]*big.Int {
	if !holdsAll(x.guard, p) {
		return nil
	}
	base := map[string]*big.Int{}
	for _, v := range x.vars {
		if e, ok := x.assign[v]; ok {
			base[v], _ = e.Eval(p)
		} else {
			base[v] = p[v]
		}
	}
	if x.havoc == "" {
		return []map[string]*big.Int{base}
	}
	var out []map[string]*big.Int
	for h := x.lo; h <= x.hi; h++ {
		q := map[string]*big.Int{}
		for k, v := range base {
			q[k] = v
		}
		q[x.havoc] = big.NewInt(int64(h))
		out = append(out, q)
	}
	return out
}

// pointSet returns the union of the given points as a Set.
func pointSet(c *Ctx, vars []string, pts map[string]map[string]*big.Int) *Set {
	var ps []*Set
	for _, p := range pts {
		ps = append(ps, c.Point(p))
	}
	defer freeAll(ps)
	return c.UnionAll(vars, ps...)
}

func TestImagePreImageBruteForce(t *testing.T) {
	c := newCtx(t)
	r := rand.New(rand.NewSource(3))
	const B = 3
	for iter := 0; iter < 50; iter++ {
		vars := xyz[:2+iter%2]
		s, sp := randSet(r, c, vars, B, 2)
		x1, x2 := randRel(r, vars), randRel(r, vars)
		m1, m2 := x1.build(c), x2.build(c)
		comp := m1.ApplyRange(m2)
		img := s.Apply(m1)
		img2 := s.Apply(comp)
		want1 := map[string]map[string]*big.Int{}
		want2 := map[string]map[string]*big.Int{}
		box(vars, B, func(p map[string]*big.Int) {
			if !sp(p) {
				return
			}
			for _, q := range x1.succ(p) {
				want1[ptString(q)] = q
				for _, w := range x2.succ(q) {
					want2[ptString(w)] = w
				}
			}
		})
		ws1, ws2 := pointSet(c, vars, want1), pointSet(c, vars, want2)
		if !img.IsEqual(ws1) {
			t.Fatalf("iter %d: image\nS=%v\nR=%v\ngot %v\nwant %v", iter, s, m1, img, ws1)
		}
		if !img2.IsEqual(ws2) {
			t.Fatalf("iter %d: image under composition\nR1=%v\nR2=%v\nR1;R2=%v", iter, m1, m2, comp)
		}
		// Pre-image and domain, pointwise on the box.
		tset, tp := randSet(r, c, vars, B, 2)
		pre := tset.PreImage(m1)
		dom := m1.Domain()
		box(vars, B+1, func(p map[string]*big.Int) {
			succ := x1.succ(p)
			want := false
			for _, q := range succ {
				want = want || tp(q)
			}
			if got := pre.Contains(p); got != want {
				t.Fatalf("iter %d: pre-image contains %s = %v, want %v\nR=%v\nT=%v", iter, ptString(p), got, want, m1, tset)
			}
			if got := dom.Contains(p); got != (len(succ) > 0) {
				t.Fatalf("iter %d: domain contains %s = %v", iter, ptString(p), got)
			}
		})
		rng := m1.Range()
		rev := m1.Reverse()
		if !img.IsSubset(rng) {
			t.Fatalf("iter %d: image not in range", iter)
		}
		dom2 := rev.Range()
		if !dom2.IsEqual(dom) {
			t.Fatalf("iter %d: reverse", iter)
		}
		for _, x := range []*Set{s, img, img2, ws1, ws2, tset, pre, dom, rng, dom2} {
			x.Free()
		}
		for _, x := range []*Map{m1, m2, comp, rev} {
			x.Free()
		}
	}
}

func TestMapBuilders(t *testing.T) {
	c := newCtx(t)
	vars := []string{"i", "n"}
	inc := c.Assign(vars, map[string]Affine{"i": Var("i").AddConst(1)})
	defer inc.Free()
	want := mustMap(t, c, "{ [i, n] -> [i', n'] : i' = i + 1 and n' = n }")
	defer want.Free()
	if !inc.IsEqual(want) {
		t.Fatalf("Assign = %v", inc)
	}
	// Parallel assignment: swap.
	sw := c.Assign([]string{"a", "b"}, map[string]Affine{"a": Var("b"), "b": Var("a")})
	defer sw.Free()
	p := c.Point(pt("a", 1, "b", 2))
	defer p.Free()
	q := p.Apply(sw)
	defer q.Free()
	if !q.Contains(pt("a", 2, "b", 1)) || q.Contains(pt("a", 1, "b", 2)) {
		t.Fatalf("swap: %v", q)
	}
	// Havoc keeps the frame.
	h := c.Havoc(vars, "i")
	defer h.Free()
	hi := p.Extend("i", "n")
	defer hi.Free()
	ctx := c.NewSet(nil, EQ(Var("i"), Int(3)), EQ(Var("n"), Int(7)))
	defer ctx.Free()
	img := ctx.Apply(h)
	defer img.Free()
	wantImg := c.NewSet([]string{"i"}, EQ(Var("n"), Int(7)))
	defer wantImg.Free()
	if !img.IsEqual(wantImg) {
		t.Fatalf("havoc image %v", img)
	}
	// A map that does not list a variable drops it from the image.
	only := c.NewMap([]string{"i"}, []string{"i"}, EQ(Var("i'"), Var("i").AddConst(1)))
	defer only.Free()
	img2 := ctx.Apply(only)
	defer img2.Free()
	if got := img2.Vars(); len(got) != 1 || got[0] != "i" || !img2.Contains(pt("i", 4)) {
		t.Fatalf("image over fewer variables: %v", img2)
	}
	// Identity, intersect domain/range, union.
	id := c.Identity(vars...)
	defer id.Free()
	g := c.NewSet(nil, LT(Var("i"), Var("n")))
	defer g.Free()
	body := inc.IntersectDomain(g)
	defer body.Free()
	ng := g.Complement()
	defer ng.Free()
	exit := id.IntersectDomain(ng)
	defer exit.Free()
	step := body.Union(exit)
	defer step.Free()
	if step.NumDisjuncts() != 2 {
		t.Logf("step has %d disjuncts: %v", step.NumDisjuncts(), step)
	}
	r := ctx.Apply(step)
	defer r.Free()
	if !r.Contains(pt("i", 4, "n", 7)) || r.Contains(pt("i", 3, "n", 7)) {
		t.Fatalf("step: %v", r)
	}
	h2, exact := step.ConvexHull()
	defer h2.Free()
	if !step.IsSubset(h2) || exact {
		t.Fatalf("map hull %v exact=%v", h2, exact)
	}
	rr := inc.IntersectRange(g)
	defer rr.Free()
	if rr.IsSubset(inc) != true || inc.IsSubset(rr) {
		t.Fatal("IntersectRange")
	}
	ds := inc.Disjuncts()
	if len(ds) != 1 || len(ds[0].Cons) != 2 {
		t.Fatalf("Disjuncts of a map: %+v", ds)
	}
}
