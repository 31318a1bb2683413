package poly

import (
	"errors"
	"math/big"
	"math/rand"
	"testing"
)

// checkWP checks ctx ⊆ Ψ ⊆ wp(R, post) with isl: ctx ⊆ Ψ and R(Ψ) ⊆ post.
func checkWP(t *testing.T, r *Map, post, ctx, psi *Set) {
	t.Helper()
	if !ctx.IsSubset(psi) {
		t.Fatalf("ctx ⊄ Ψ\nctx=%v\nΨ=%v", ctx, psi)
	}
	img := psi.Apply(r)
	defer img.Free()
	if !img.IsSubset(post) {
		t.Fatalf("R(Ψ) ⊄ Post: Ψ is weaker than the weakest precondition\nR=%v\nPost=%v\nΨ=%v\nR(Ψ)=%v", r, post, psi, img)
	}
	if !psi.IsConjunctive() {
		t.Fatalf("Ψ is not conjunctive: %v", psi)
	}
}

// TestWeakestPreThesis is the example of thesis §3.7.3: the interpolant at
// ⟨1⟩ for the path x < 0, y = a, then y ≤ 0 infeasible, is a > 0.
func TestWeakestPreThesis(t *testing.T) {
	c := newCtx(t)
	vars := []string{"a", "b", "x", "y"}
	ctx := c.NewSet(vars, EQ(Var("a"), Int(1)), EQ(Var("b"), Int(1)), EQ(Var("y"), Int(-1)))
	defer ctx.Free()
	then := c.Assign(vars, map[string]Affine{"y": Var("a")})
	defer then.Free()
	neg := c.NewSet(nil, LT(Var("x"), Int(0)))
	defer neg.Free()
	r := then.IntersectDomain(neg)
	defer r.Free()
	post := c.NewSet(nil, GT(Var("y"), Int(0))) // the branch y <= 0 is infeasible
	defer post.Free()
	psi, err := WeakestPre(r, post, ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer psi.Free()
	checkWP(t, r, post, ctx, psi)
	want := c.NewSet(vars, GE(Var("a"), Int(1)))
	defer want.Free()
	if !psi.IsEqual(want) {
		t.Errorf("Ψ = %v, want %v", psi, want)
	}
}

// TestWeakestPreLoop: one iteration of "for (; i < n; i++) s += i" with
// the post-interpolant i <= n ∧ s <= 100. Bad is i < n ∧ s + i > 100; the
// negated constraint s + i <= 100 holds on ctx and is the interpolant,
// much weaker than ctx (i = 3, n = 10, s = 3).
func TestWeakestPreLoop(t *testing.T) {
	c := newCtx(t)
	body := c.Assign([]string{"i", "n", "s"}, map[string]Affine{"i": Var("i").AddConst(1), "s": Var("s").Add(Var("i"))})
	defer body.Free()
	guard := c.NewSet(nil, LT(Var("i"), Var("n")))
	defer guard.Free()
	r := body.IntersectDomain(guard)
	defer r.Free()
	post := c.NewSet(nil, LE(Var("i"), Var("n")), LE(Var("s"), Int(100)))
	defer post.Free()
	ctx := c.NewSet(nil, EQ(Var("i"), Int(3)), EQ(Var("n"), Int(10)), EQ(Var("s"), Int(3)))
	defer ctx.Free()
	psi, err := WeakestPre(r, post, ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer psi.Free()
	checkWP(t, r, post, ctx, psi)
	if got, want := psi.String(), "{ [i, n, s] : i + s <= 100 }"; got != want {
		t.Errorf("Ψ = %s, want %s", got, want)
	}
}

// TestWeakestPreNotPreImage guards against over-subsumption: with a
// non-deterministic transformer the pre-image (∃x′) is not the weakest
// precondition (∀x′), and an interpolant built from it would be unsound.
func TestWeakestPreNotPreImage(t *testing.T) {
	c := newCtx(t)
	// x′ ∈ [x, x+10] (a havoc within a range), post x′ ≤ 5.
	r := c.NewMap(nil, nil, GE(Var("x'"), Var("x")), LE(Var("x'"), Var("x").AddConst(10)))
	defer r.Free()
	post := c.NewSet(nil, LE(Var("x"), Int(5)))
	defer post.Free()
	pre := post.PreImage(r) // x ≤ 5: some successor is in post
	defer pre.Free()
	// ctx = {x = 0} is in the pre-image but not in wp = {x ≤ −5}.
	ctx := c.NewSet(nil, EQ(Var("x"), Int(0)))
	defer ctx.Free()
	if !ctx.IsSubset(pre) {
		t.Fatal("test premise")
	}
	if _, err := WeakestPre(r, post, ctx); !errors.Is(err, ErrNotEntailed) {
		t.Fatalf("WeakestPre from a context outside wp: err = %v", err)
	}
	ctx2 := c.NewSet(nil, LE(Var("x"), Int(-7)))
	defer ctx2.Free()
	psi, err := WeakestPre(r, post, ctx2)
	if err != nil {
		t.Fatal(err)
	}
	defer psi.Free()
	checkWP(t, r, post, ctx2, psi)
	want := c.NewSet(nil, LE(Var("x"), Int(-5)))
	defer want.Free()
	if !psi.IsEqual(want) {
		t.Errorf("Ψ = %v, want the exact wp %v", psi, want)
	}
	// Nothing can go wrong: Ψ is the universe.
	all := c.Universe("x")
	defer all.Free()
	psi2, err := WeakestPre(r, all, ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer psi2.Free()
	if !all.IsSubset(psi2) {
		t.Errorf("Ψ = %v, want true", psi2)
	}
}

// TestWeakestPreUnionContext: a context with several disjuncts is replaced
// by its hull when that still avoids Bad, else returned as is.
func TestWeakestPreUnionContext(t *testing.T) {
	c := newCtx(t)
	id := c.Identity("x")
	defer id.Free()
	post := mustSet(t, c, "{ [x] : x <= 0 or x >= 2 }")
	defer post.Free()
	ctx := mustSet(t, c, "{ [x] : x = -3 or x = 0 }")
	defer ctx.Free()
	psi, err := WeakestPre(id, post, ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer psi.Free()
	checkWP(t, id, post, ctx, psi)
	ctx2 := mustSet(t, c, "{ [x] : x = 0 or x = 2 }")
	defer ctx2.Free()
	psi2, err := WeakestPre(id, post, ctx2)
	if err != nil {
		t.Fatal(err)
	}
	defer psi2.Free()
	if !psi2.IsEqual(ctx2) {
		t.Errorf("Ψ = %v, want ctx itself", psi2)
	}
}

// TestWeakestPreRandom is the property test of both inclusions on random
// small relations and sets, checked with isl and by enumeration against a
// Go model of the relation.
func TestWeakestPreRandom(t *testing.T) {
	c := newCtx(t)
	rnd := rand.New(rand.NewSource(6))
	const B = 3
	entailed, refused, nontrivial := 0, 0, 0
	for iter := 0; iter < 150; iter++ {
		vars := xyz[:2+iter%2]
		x := randRel(rnd, vars)
		r := x.build(c)
		post, pp := randSet(rnd, c, vars, B+2, 3)
		good := func(p map[string]*big.Int) bool {
			for _, q := range x.succ(p) {
				if !pp(q) {
					return false
				}
			}
			return true
		}
		var goods []map[string]*big.Int
		box(vars, B, func(p map[string]*big.Int) {
			if good(p) {
				goods = append(goods, p)
			}
		})
		// A random context: either arbitrary, or around a good point,
		// shrunk until it is entailed.
		var ctx *Set
		var cp pred
		if len(goods) == 0 || iter%4 == 0 {
			ctx, cp = randSet(rnd, c, vars, B, 1)
		} else {
			x0 := goods[rnd.Intn(len(goods))]
			for rad := 2; rad >= 0; rad-- {
				var cons []Constraint
				for _, v := range vars {
					cons = append(cons, GE(Var(v), Big(x0[v]).AddConst(int64(-rad))), LE(Var(v), Big(x0[v]).AddConst(int64(rad))))
				}
				if k := randConstraint(rnd, vars); holdsAll([]Constraint{k}, x0) {
					cons = append(cons, k)
				}
				ctx = c.NewSet(vars, cons...)
				cp = func(p map[string]*big.Int) bool { return holdsAll(cons, p) }
				ok := true
				box(vars, B+2, func(p map[string]*big.Int) {
					if cp(p) && !good(p) {
						ok = false
					}
				})
				if ok || rad == 0 {
					break
				}
				ctx.Free()
			}
		}
		inWP := true
		box(vars, B+2, func(p map[string]*big.Int) {
			if cp(p) && !good(p) {
				inWP = false
			}
		})
		psi, err := WeakestPre(r, post, ctx)
		switch {
		case errors.Is(err, ErrNotEntailed):
			if inWP {
				t.Fatalf("iter %d: refused a context inside wp\nR=%v\nPost=%v\nctx=%v", iter, r, post, ctx)
			}
			refused++
		case err != nil:
			t.Fatal(err)
		default:
			if !inWP {
				t.Fatalf("iter %d: accepted a context outside wp", iter)
			}
			entailed++
			checkWP(t, r, post, ctx, psi)
			// Ψ ⊆ wp by enumeration, with the Go model of R.
			box(vars, B+3, func(p map[string]*big.Int) {
				if psi.Contains(p) && !good(p) {
					t.Fatalf("iter %d: %s ∈ Ψ has a successor outside Post\nR=%v\nPost=%v\nctx=%v\nΨ=%v", iter, ptString(p), r, post, ctx, psi)
				}
			})
			if !psi.IsSubset(ctx) {
				nontrivial++
			}
			psi.Free()
		}
		r.Free()
		post.Free()
		ctx.Free()
	}
	t.Logf("entailed %d (Ψ larger than ctx: %d), refused %d", entailed, nontrivial, refused)
	if entailed < 50 || refused < 5 || nontrivial < entailed/2 {
		t.Errorf("weak test: entailed %d, nontrivial %d, refused %d", entailed, nontrivial, refused)
	}
}

// TestFunctionalBadMatchesPreImage: on random functional relations (each
// output an affine function of the inputs, under a random guard, some
// outputs kept as the frame) and random conjunctive posts, the substituted
// Bad of functionalBad is the set the general path computes with isl
// (the pre-image of the complement of post), and functionalBad declines
// relations that are not functions (a havocked output, a stride).
func TestFunctionalBadMatchesPreImage(t *testing.T) {
	c := newCtx(t)
	rnd := rand.New(rand.NewSource(5))
	vars := []string{"a", "b", "x"}
	taken := 0
	for i := 0; i < 200; i++ {
		assigns := map[string]Affine{}
		for _, v := range vars {
			if rnd.Intn(2) == 0 {
				assigns[v] = randAffine(rnd, vars, 2, 3)
			}
		}
		r0 := c.Assign(vars, assigns)
		guard := c.NewSet(vars, randBasic(rnd, vars)...)
		r := r0.IntersectDomain(guard)
		r0.Free()
		guard.Free()
		post := c.NewSet(vars, randBasic(rnd, vars)...)
		got, ok := c.functionalBad(r, post)
		if ok {
			taken++
			neg := post.Complement()
			want := neg.PreImage(r)
			if !got.IsEqual(want) {
				t.Fatalf("R=%v post=%v: functionalBad=%v, pre-image of ¬post=%v", r, post, got, want)
			}
			want.Free()
			neg.Free()
			got.Free()
		}
		r.Free()
		post.Free()
	}
	if taken < 100 { // the others: an empty guard or post, or an output isl keeps defined only through another
		t.Errorf("functionalBad took %d of 200 functional relations", taken)
	}
	for _, text := range []string{
		"{ [a, b] -> [a', b'] : a' = a }",             // b' havocked
		"{ [a, b] -> [a', b'] : a' = a and 2b' = b }", // not integral
	} {
		r := mustMap(t, c, text)
		post := mustSet(t, c, "{ [a, b] : a + b >= 1 }")
		if got, ok := c.functionalBad(r, post); ok {
			got.Free()
			t.Errorf("%s: functionalBad accepted a relation that is not a function", text)
		}
		r.Free()
		post.Free()
	}
}
