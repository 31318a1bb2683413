package summary

import (
	"errors"
	"fmt"
	"math/big"
	"testing"

	"wcet/poly"
)

// Example 3.3 (thesis §3.5, infeasible paths), reconstructed as
//
//	<1> c = 0;
//	<2> if (a > 0) <3> t += 1;
//	<4> if (b > 0) <5> t += 2;
//	<6> if (c > 0) <7> t += 3;
//	<8>
//
// Taking every then-branch costs 6, but <6>→<7> is infeasible (c = 0): the
// bound is 3. The interpolants of 4#1 and 6#1 generalize to c ≤ 0, so 4#2
// (c = 0 ∧ a ≤ 0) and 6#2 (c = 0 ∧ a > 0 ∧ b ≤ 0) are covered.
func TestExample33InfeasiblePaths(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	V := []string{"a", "b", "c"}
	a, b, cc := poly.Var("a"), poly.Var("b"), poly.Var("c")
	zero := poly.Int(0)
	key := func(l int) Key { return Key{Func: "ex33", Loc: l} }
	memo := NewMemo[*Summary]()
	defer memo.Free()
	id := r.mp(c.Identity(V...))
	ctxOf := func(cons ...poly.Constraint) *poly.Set { return r.set(c.NewSet(V, cons...)) }
	empty := r.set(c.EmptySet(V...))

	// Depth-first, as SS would. Root ctx true; 1→2: c′ = 0.
	ctx1 := ctxOf()
	ctx2 := ctxOf(poly.EQ(cc, zero))
	ctx3 := ctxOf(poly.EQ(cc, zero), poly.GT(a, zero))
	ctx4 := ctx3
	ctx5 := ctxOf(poly.EQ(cc, zero), poly.GT(a, zero), poly.GT(b, zero))
	ctx6 := ctx5
	t8 := r.s(r.z.Terminal(key(8), V))

	// 6#1: then (c > 0) is infeasible at c = 0: the child 7 is Infeasible
	// with Ψ = false, and Ψ_then = wp(assume c > 0, false) = c ≤ 0, bound −∞.
	then6 := r.extend(key(6), r.mp(guard(c, V, poly.GT(cc, zero))), 0, r.s(infeasible(r.z, key(7), empty)), ctx6)
	if then6.Feasible() {
		t.Fatalf("6#1 then: %v, want infeasible", then6)
	}
	checkSet(t, "Ψ(6#1 then)", then6.Psi, "{ [a, b, c] : c <= 0 }")
	// else (c ≤ 0) reaches 8: bound 0, Ψ = wp(assume c ≤ 0, true) = true,
	// ω = c ≤ 0.
	else6 := r.extend(key(6), r.mp(guard(c, V, poly.LE(cc, zero))), 0, t8, ctx6)
	s6 := r.join(then6, else6)
	// 6#1 = [6, 0, c ≤ 0 ∧ id, c ≤ 0, c ≤ 0].
	checkBound(t, "6#1", s6, 0)
	checkSet(t, "Ψ(6#1)", s6.Psi, "{ [a, b, c] : c <= 0 }")
	checkSet(t, "ω(6#1)", s6.Omega, "{ [a, b, c] : c <= 0 }")
	checkMap(t, c, "Δ(6#1)", s6.Delta, "{ [a, b, c] -> [a', b', c'] : a' = a and b' = b and c' = c and c <= 0 }")
	memo.Insert(s6.Key, s6)

	// 5 → 6 costs 2: [5, 2, ., c ≤ 0, c ≤ 0].
	s5 := r.extend(key(5), id, 2, s6, ctx5)
	// 4#1 then (b > 0): Bad = b > 0 ∧ c > 0; the negated constraint that
	// holds on ctx4 is c ≤ 0. Bound 2, ω = b > 0 ∧ c ≤ 0.
	then4 := r.extend(key(4), r.mp(guard(c, V, poly.GT(b, zero))), 0, s5, ctx4)
	checkSet(t, "Ψ(4#1 then)", then4.Psi, "{ [a, b, c] : c <= 0 }")
	// 4#1 else (b ≤ 0) reaches 6#2 = c = 0 ∧ a > 0 ∧ b ≤ 0: covered by 6#1.
	ctx62 := ctxOf(poly.EQ(cc, zero), poly.GT(a, zero), poly.LE(b, zero))
	r62 := lookup(memo, key(6), ctx62)
	if r62 == nil {
		t.Fatal("6#2 is not covered by 6#1")
	}
	r.s(r62)
	else4 := r.extend(key(4), r.mp(guard(c, V, poly.LE(b, zero))), 0, r62, ctx4)
	s4 := r.join(then4, else4)
	// 4#1 = [4, max(2, 0) = 2, c ≤ 0 ∧ id, c ≤ 0, b > 0 ∧ c ≤ 0].
	checkBound(t, "4#1", s4, 2)
	checkSet(t, "Ψ(4#1)", s4.Psi, "{ [a, b, c] : c <= 0 }")
	checkSet(t, "ω(4#1)", s4.Omega, "{ [a, b, c] : b > 0 and c <= 0 }")
	checkMap(t, c, "Δ(4#1)", s4.Delta, "{ [a, b, c] -> [a', b', c'] : a' = a and b' = b and c' = c and c <= 0 }")
	memo.Insert(s4.Key, s4)

	// 3 → 4 costs 1; 2 then (a > 0): bound 3, Ψ c ≤ 0.
	s3 := r.extend(key(3), id, 1, s4, ctx3)
	then2 := r.extend(key(2), r.mp(guard(c, V, poly.GT(a, zero))), 0, s3, ctx2)
	// 2 else (a ≤ 0) reaches 4#2 = c = 0 ∧ a ≤ 0 ⊆ Ψ(4#1) = c ≤ 0, and
	// ω(4#1) = b > 0 ∧ c ≤ 0 meets it: reuse, bound 2.
	ctx42 := ctxOf(poly.EQ(cc, zero), poly.LE(a, zero))
	r42 := lookup(memo, key(4), ctx42)
	if r42 == nil {
		t.Fatal("4#2 is not covered by 4#1")
	}
	r.s(r42)
	checkBound(t, "reused 4#1", r42, 2)
	else2 := r.extend(key(2), r.mp(guard(c, V, poly.LE(a, zero))), 0, r42, ctx2)
	s2 := r.join(then2, else2)
	checkBound(t, "2", s2, 3) // max(1 + 2, 0 + 2)
	checkSet(t, "Ψ(2)", s2.Psi, "{ [a, b, c] : c <= 0 }")
	// Root: 1→2 is c′ = 0; wp(c′ = 0, c ≤ 0) = true.
	s1 := r.extend(key(1), r.mp(c.Assign(V, map[string]poly.Affine{"c": zero})), 0, s2, ctx1)
	checkBound(t, "1 (WCET)", s1, 3)
	checkSet(t, "Ψ(1)", s1.Psi, "{ [a, b, c] }")
	// ω(1) = ∃a′b′c′. a′ = a ∧ b′ = b ∧ c′ = 0 ∧ a′ > 0 ∧ b′ > 0 ∧ c′ ≤ 0.
	checkSet(t, "ω(1)", s1.Omega, "{ [a, b, c] : a > 0 and b > 0 }")
	checkMap(t, c, "Δ(1)", s1.Delta, "{ [a, b, c] -> [a', b', c'] : a' = a and b' = b and c' = 0 }")
	// The worst path's steps (each Extend put its loc): 1 →(c = 0) 2
	// →(a > 0) 3 → 4 →(b > 0) 5 → 6 →(c ≤ 0) 8.
	if got, want := fmt.Sprint(s1.Path), "[1 2 3 4 5 6]"; got != want {
		t.Errorf("worst path %v, want %v", got, want)
	}

	// A context outside Ψ(6#1) is not covered.
	if s := lookup(memo, key(6), ctxOf(poly.EQ(cc, poly.Int(1)))); s != nil {
		s.Free()
		t.Error("6 reused at c = 1, outside its interpolant c ≤ 0")
	}
	st := memo.Stats()
	if st.Lookups != 3 || st.Reuses != 2 || st.Inserts != 2 {
		t.Errorf("memo stats %+v, want 3 lookups, 2 reuses, 2 inserts", st)
	}
	if zs := r.z.Stats(); zs.Merges != 2 {
		t.Errorf("summarizer stats %+v, want 2 merges", zs)
	}
}

// Example 3.4 (witness paths):
//
//	(1) if (a > 0) (2) t = t + 1;
//	    else { (4) t = t + 2; (5) x = 0; }
//	(6) if (x > 0) (7) t = t + 3;
//	(8)
//
// The interpolant at 6#1 (a > 0) is true, but its worst path needs x > 0:
// the witness ω = x > 0 blocks reuse at 6#2 (a ≤ 0 ∧ x = 0), where the
// reuse would give the spurious bound 5; the exact bound is 4.
func TestExample34Witness(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	V := []string{"a", "x"}
	a, x := poly.Var("a"), poly.Var("x")
	zero := poly.Int(0)
	key := func(l int) Key { return Key{Func: "ex34", Loc: l} }
	memo := NewMemo[*Summary]()
	defer memo.Free()
	id := r.mp(c.Identity(V...))
	ctxOf := func(cons ...poly.Constraint) *poly.Set { return r.set(c.NewSet(V, cons...)) }
	t8 := r.s(r.z.Terminal(key(8), V))
	thenX := r.mp(guard(c, V, poly.GT(x, zero)))
	elseX := r.mp(guard(c, V, poly.LE(x, zero)))

	// 6#1 at a > 0: then: x > 0, 7→8 costs 3; else: x ≤ 0, cost 0.
	ctx1 := ctxOf()
	ctx61 := ctxOf(poly.GT(a, zero))
	ctx7 := ctxOf(poly.GT(a, zero), poly.GT(x, zero))
	s7 := r.extend(key(7), id, 3, t8, ctx7)
	s61 := r.join(r.extend(key(6), thenX, 0, s7, ctx61), r.extend(key(6), elseX, 0, t8, ctx61))
	// 6#1 = [6, 3, id, true, x > 0]: no infeasible path, so Ψ = true.
	checkBound(t, "6#1", s61, 3)
	checkSet(t, "Ψ(6#1)", s61.Psi, "{ [a, x] }")
	checkSet(t, "ω(6#1)", s61.Omega, "{ [a, x] : x > 0 }")
	checkMap(t, c, "Δ(6#1)", s61.Delta, "{ [a, x] -> [a', x'] : a' = a and x' = x }")
	memo.Insert(s61.Key, s61)

	// 6#2: a ≤ 0 ∧ x = 0 entails Ψ(6#1) = true, but meets no x > 0.
	ctx62 := ctxOf(poly.LE(a, zero), poly.EQ(x, zero))
	if !ctx62.IsSubset(s61.Psi) {
		t.Fatal("the interpolant alone should admit 6#2 (the point of the example)")
	}
	if s := lookup(memo, key(6), ctx62); s != nil {
		s.Free()
		t.Fatal("6#1 reused at 6#2 although its witness x > 0 is unsatisfiable there")
	}
	// At a ≤ 0 ∧ x = 3 the witness holds: reuse.
	if s := lookup(memo, key(6), ctxOf(poly.LE(a, zero), poly.EQ(x, poly.Int(3)))); s == nil {
		t.Error("6#1 not reused at a ≤ 0 ∧ x = 3")
	} else {
		checkBound(t, "6#1 reused at x = 3", s, 3)
		s.Free()
	}

	// Expand 6#2: then is infeasible (x = 0): Ψ = wp(x > 0, false) = x ≤ 0.
	empty := r.set(c.EmptySet(V...))
	s62 := r.join(
		r.extend(key(6), thenX, 0, r.s(infeasible(r.z, key(7), empty)), ctx62),
		r.extend(key(6), elseX, 0, t8, ctx62))
	// 6#2 = [6, 0, x ≤ 0 ∧ id, x ≤ 0, x ≤ 0].
	checkBound(t, "6#2", s62, 0)
	checkSet(t, "Ψ(6#2)", s62.Psi, "{ [a, x] : x <= 0 }")
	checkSet(t, "ω(6#2)", s62.Omega, "{ [a, x] : x <= 0 }")
	// 5: x = 0, wp(x′ = 0, x′ ≤ 0) = true. 4 → 5 costs 2.
	ctx45 := ctxOf(poly.LE(a, zero))
	s5 := r.extend(key(5), r.mp(c.Assign(V, map[string]poly.Affine{"x": zero})), 0, s62, ctx45)
	checkSet(t, "Ψ(5)", s5.Psi, "{ [a, x] }")
	s4 := r.extend(key(4), id, 2, s5, ctx45)
	// Root: then a > 0 costs 1 (+3), else a ≤ 0 costs 0 (+2): 4, not 5.
	s1 := r.join(
		r.extend(key(1), r.mp(guard(c, V, poly.GT(a, zero))), 1, s61, ctx1),
		r.extend(key(1), r.mp(guard(c, V, poly.LE(a, zero))), 0, s4, ctx1))
	checkBound(t, "1 (WCET)", s1, 4)
	checkSet(t, "ω(1)", s1.Omega, "{ [a, x] : a > 0 and x > 0 }")
	checkSet(t, "Ψ(1)", s1.Psi, "{ [a, x] }")
}

// Example 3.5 (superlinear), the inner loop of bubblesort with n = 4 and
// every transition costing 1:
//
//	<3> while (j < n-1-i) {          entry 3→4, exit 3→9
//	<4>   if (*) {                   4→5, else 4→6
//	<5>     swap(a, j, j+1);         5→6
//	<6>   }
//	<6>   j++;                       6→7, 7 is the end of the body
//	    }
//	<9> i++;                         9→10, 10→1 ends the outer body
//
// The loop at 3 is unrolled as in Fig. 3.7 lines 6–13 by ss3 below, with
// the summary of 4 computed once (4#1) and reused at 4#2 and 4#3. The
// compounded summaries of program point 3 are
//
//	[3#4,  3, i′ = i + 1,           n − 1 − i ≤ j]
//	[3#3,  7, i′ = i + 1, j′ = j + 1, n − 2 − i ≤ j < n − 1 − i]
//	[3#2, 11, i′ = i + 1, j′ = j + 2, n − 3 − i ≤ j < n − 2 − i]
//	[3#1, 15, i′ = i + 1, j′ = j + 3, n − 4 − i ≤ j < n − 3 − i]
//
// and in the second outer iteration 3#5 (i = 1, j = 0) reuses 3#2.
func TestExample35Bubblesort(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	V := []string{"i", "j", "n"}
	i, j, n := poly.Var("i"), poly.Var("j"), poly.Var("n")
	key := func(l int) Key { return Key{Func: "bubble", Loc: l} }
	memo := NewMemo[*Summary]()
	defer memo.Free()
	id := r.mp(c.Identity(V...))
	bound := n.Sub(i).AddConst(-1) // n − 1 − i
	entry := r.mp(guard(c, V, poly.LT(j, bound)))
	exit := r.mp(guard(c, V, poly.GE(j, bound)))
	incJ := r.mp(c.Assign(V, map[string]poly.Affine{"j": j.AddConst(1)}))
	incI := r.mp(c.Assign(V, map[string]poly.Affine{"i": i.AddConst(1)}))
	empty := r.set(c.EmptySet(V...))
	t7 := r.s(r.z.Terminal(key(7), V))
	t1 := r.s(r.z.Terminal(Key{Func: "bubble", Loc: 1, Shape: "outer-end"}, V))

	explored4 := 0
	var ss4 func(ctx *poly.Set) *Summary
	ss4 = func(ctx *poly.Set) *Summary {
		if s := lookup(memo, key(4), ctx); s != nil {
			return r.s(s)
		}
		explored4++
		// 6: j++ costs 1: [6, 1, j′ = j + 1, true, true] (thesis text).
		s6 := r.extend(key(6), incJ, 1, t7, ctx)
		checkSet(t, "Ψ(6)", s6.Psi, "{ [i, j, n] }")
		s5 := r.extend(key(5), id, 1, s6, ctx)
		s4 := r.join(r.extend(key(4), id, 1, s5, ctx), r.extend(key(4), id, 1, s6, ctx))
		// [4, 3, j′ = j + 1, true, true]: the hull of the two paths.
		checkBound(t, "4", s4, 3)
		checkMap(t, c, "Δ(4)", s4.Delta, "{ [i, j, n] -> [i', j', n'] : i' = i and j' = j + 1 and n' = n }")
		memo.Insert(s4.Key, s4)
		return s4
	}
	// exitCase is TransStep(s, {exit}): 3→9→10→1 costs 3.
	exitCase := func(ctx *poly.Set) *Summary {
		ctx9 := r.set(ctx.Apply(exit))
		if ctx9.IsEmpty() {
			return r.extend(key(3), exit, 1, r.s(infeasible(r.z, key(9), empty)), ctx)
		}
		ctx10 := r.set(ctx9.Apply(incI))
		s10 := r.extend(key(10), id, 1, t1, ctx10)
		s9 := r.extend(key(9), incI, 1, s10, ctx9)
		return r.extend(key(3), exit, 1, s9, ctx)
	}
	var ss3 func(ctx *poly.Set) *Summary
	ss3 = func(ctx *poly.Set) *Summary {
		if s := lookup(memo, key(3), ctx); s != nil {
			return r.s(s)
		}
		// Line 7: S1 := TransStep(s, {entry}).
		var s1 *Summary
		ctx4 := r.set(ctx.Apply(entry))
		if ctx4.IsEmpty() {
			s1 = r.extend(key(3), entry, 1, r.s(infeasible(r.z, key(4), empty)), ctx)
		} else {
			s1 = r.extend(key(3), entry, 1, ss4(ctx4), ctx)
		}
		var out *Summary
		if s1.Omega.IsEmpty() { // lines 8–9
			out = r.join(s1, exitCase(ctx))
		} else { // lines 10–13
			next := r.set(ctx.Apply(s1.Delta))
			sn := r.vertical(s1, ss3(next), ctx)
			out = r.join(sn, exitCase(ctx))
		}
		memo.Insert(out.Key, out)
		return out
	}

	pt := func(iv, jv, nv int64) *poly.Set {
		return r.set(c.NewSet(V, poly.EQ(i, poly.Int(iv)), poly.EQ(j, poly.Int(jv)), poly.EQ(n, poly.Int(nv))))
	}
	s31 := ss3(pt(0, 0, 4))
	checkBound(t, "3#1", s31, 15)
	if explored4 != 1 {
		t.Errorf("4 explored %d times, want once (4#2 and 4#3 reuse 4#1)", explored4)
	}
	// The compounded summaries of 3, from the table (most recent first).
	want := []struct {
		name  string
		bound int64
		psi   string
		delta string
	}{
		{"3#4", 3, "{ [i, j, n] : j >= n - 1 - i }",
			"{ [i, j, n] -> [i', j', n'] : i' = i + 1 and j' = j and n' = n and j >= n - 1 - i }"},
		{"3#3", 7, "{ [i, j, n] : n - 2 - i <= j < n - 1 - i }",
			"{ [i, j, n] -> [i', j', n'] : i' = i + 1 and j' = j + 1 and n' = n and j = n - 2 - i }"},
		{"3#2", 11, "{ [i, j, n] : n - 3 - i <= j < n - 2 - i }",
			"{ [i, j, n] -> [i', j', n'] : i' = i + 1 and j' = j + 2 and n' = n and j = n - 3 - i }"},
		{"3#1", 15, "{ [i, j, n] : n - 4 - i <= j < n - 3 - i }",
			"{ [i, j, n] -> [i', j', n'] : i' = i + 1 and j' = j + 3 and n' = n and j = n - 4 - i }"},
	}
	got := memo.table[key(3)]
	if len(got) != len(want) {
		t.Fatalf("memo holds %d summaries of 3, want %d", len(got), len(want))
	}
	for k, w := range want {
		s := got[k].e
		checkBound(t, w.name, s, w.bound)
		checkSet(t, "Ψ("+w.name+")", s.Psi, w.psi)
		checkMap(t, c, "Δ("+w.name+")", s.Delta, w.delta)
	}

	// Second outer iteration: 3#5 = (i = 1, j = 0, n = 4) reuses 3#2;
	// 3#6 = (1, 1, 4) lies outside Ψ(3#2) and reuses 3#3 instead.
	for _, tc := range []struct {
		name    string
		i, j, n int64
		bound   int64 // 0: no reuse
	}{
		{"3#5", 1, 0, 4, 11},
		{"3#6", 1, 1, 4, 7},
		{"j = 2 at i = 1", 1, 2, 4, 3},
		{"j = -2 at i = 1 (outside every Ψ)", 1, -2, 4, 0},
	} {
		s := lookup(memo, key(3), pt(tc.i, tc.j, tc.n))
		switch {
		case tc.bound == 0 && s != nil:
			t.Errorf("%s: reused %v, want no reuse", tc.name, s)
		case tc.bound != 0 && s == nil:
			t.Errorf("%s: no reuse, want the summary of bound %d", tc.name, tc.bound)
		case s != nil:
			checkBound(t, tc.name, s, tc.bound)
		}
		s.Free()
	}
	// A context spanning two interpolants (0 ≤ j ≤ 1 at i = 1) is covered
	// by none.
	span := r.set(c.NewSet(V, poly.EQ(i, poly.Int(1)), poly.EQ(n, poly.Int(4)), poly.GE(j, poly.Int(0)), poly.LE(j, poly.Int(1))))
	if s := lookup(memo, key(3), span); s != nil {
		s.Free()
		t.Error("reuse at 0 ≤ j ≤ 1, which no single interpolant contains")
	}
}

// Over-subsumption: Δ1 = x ≤ x′ ≤ x + 2 (a hull of paths, not a function)
// and Ψ2 = x ≤ 5. isl's pre-image {x | ∃x′. Δ1 ∧ x′ ≤ 5} = x ≤ 5 admits
// x = 5, whose successor x′ = 7 violates Ψ2; the weakest precondition is
// x ≤ 3. Ψ must lie between ctx (x ≤ 1) and x ≤ 3.
func TestNoOverSubsumption(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	V := []string{"x"}
	delta := r.mp(mustMap(t, c, "{ [x] -> [x'] : x <= x' <= x + 2 }"))
	psi2 := r.set(mustSet(t, c, "{ [x] : x <= 5 }"))
	ctx := r.set(mustSet(t, c, "{ [x] : x <= 1 }"))
	key := Key{Func: "over", Loc: 1}

	pre := r.set(psi2.PreImage(delta))
	bad := r.set(mustSet(t, c, "{ [x] : x = 5 }"))
	if !bad.IsSubset(pre) {
		t.Fatalf("pre-image %v should admit x = 5 (the point of the test)", pre)
	}

	// Through JoinVertical: S1 has Δ1, S2 has Ψ2.
	s1 := r.s(&Summary{Key: key, Bound: cost(1), Delta: delta.Copy(), Psi: c.Universe(V...), Omega: c.Universe(V...), Reusable: true})
	s2 := r.s(&Summary{Key: Key{Func: "over", Loc: 2}, Bound: cost(1), Delta: c.Identity(V...), Psi: psi2.Copy(), Omega: c.Universe(V...), Reusable: true})
	jv := r.vertical(s1, s2, ctx)
	// Through Extend, with Δ1 as the step's relation.
	ex := r.extend(key, delta, 1, s2, ctx)
	wp := r.set(mustSet(t, c, "{ [x] : x <= 3 }"))
	for name, s := range map[string]*Summary{"JoinVertical": jv, "Extend": ex} {
		if !s.Psi.IsSubset(wp) {
			t.Errorf("%s: Ψ = %v is not within wp = x ≤ 3", name, s.Psi)
		}
		if !ctx.IsSubset(s.Psi) {
			t.Errorf("%s: Ψ = %v does not contain ctx x ≤ 1", name, s.Psi)
		}
		if !s.Psi.IsDisjoint(bad) {
			t.Errorf("%s: Ψ = %v admits x = 5", name, s.Psi)
		}
		// Hence the memo does not reuse it at x = 5.
		m := NewMemo[*Summary]()
		m.Insert(s.Key, s)
		if got := lookup(m, key, bad); got != nil {
			got.Free()
			t.Errorf("%s: reused at x = 5", name)
		}
		m.Free()
	}
}

// A context outside the weakest precondition is a caller bug: an error,
// unless the summary is not reusable anyway.
func TestNotEntailed(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	V := []string{"x"}
	key := Key{Func: "f", Loc: 1}
	inc := r.mp(c.Assign(V, map[string]poly.Affine{"x": poly.Var("x").AddConst(1)}))
	ctx := r.set(mustSet(t, c, "{ [x] : 0 <= x <= 9 }"))
	child := r.s(&Summary{Key: key, Bound: cost(0), Delta: c.Identity(V...), Psi: mustSet(t, c, "{ [x] : x <= 5 }"), Omega: c.Universe(V...), Reusable: true})
	if s, err := r.z.Extend(key, Trans{R: inc}, child, ctx); !errors.Is(err, poly.ErrNotEntailed) {
		s.Free()
		t.Errorf("Extend: err = %v, want ErrNotEntailed", err)
	}
	if s, err := r.z.JoinVertical(r.s(&Summary{Key: key, Bound: cost(1), Delta: inc.Copy(), Psi: c.Universe(V...), Omega: c.Universe(V...), Reusable: true}), child, ctx); !errors.Is(err, poly.ErrNotEntailed) {
		s.Free()
		t.Errorf("JoinVertical: err = %v, want ErrNotEntailed", err)
	}
	child.Reusable = false
	s := r.extend(key, inc, 1, child, ctx)
	if s.Reusable {
		t.Error("a summary built on a non-reusable child is reusable")
	}
	if !ctx.IsSubset(s.Psi) {
		t.Errorf("Ψ = %v does not contain ctx", s.Psi)
	}
	m := NewMemo[*Summary]()
	defer m.Free()
	if m.Insert(s.Key, s) {
		t.Error("Insert stored a non-reusable summary")
	}
	if _, err := r.z.JoinHorizontal(s, r.s(bottom(r.z, Key{Func: "f", Loc: 2}))); !errors.Is(err, ErrKeyMismatch) {
		t.Errorf("JoinHorizontal of different keys: err = %v", err)
	}
}

// A step that havocs a value (a load at an unknown index) leaves it
// unbounded in Δ, while the state the simulation continues from has it in
// its type's range, and a child's interpolant may name that range: the
// weakest precondition through Δ itself is then not entailed in any
// context (issue 17: testdata/bsearch_key.c ended in "summary:
// JoinVertical: ... a caller bug"). With the outputs' types, JoinVertical
// and Extend take it through Δ restricted to them.
func TestTypedWeakestPre(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	V := []string{"x"}
	key := Key{Func: "f", Loc: 1}
	i8 := map[string]poly.IntType{"x": {Bits: 8, Signed: true}}
	havoc := r.mp(mustMap(t, c, "{ [x] -> [x'] }"))
	ctx := r.set(mustSet(t, c, "{ [x] : x = 0 }"))
	child := r.s(&Summary{Key: key, Bound: cost(0), Delta: c.Identity(V...), Psi: mustSet(t, c, "{ [x] : -128 <= x <= 127 }"), Omega: c.Universe(V...), Reusable: true})
	step := func(types map[string]poly.IntType) *Summary {
		return r.s(&Summary{Key: key, Bound: cost(1), Delta: havoc.Copy(), Psi: c.Universe(V...), Omega: c.Universe(V...), Reusable: true, Types: types})
	}
	if s, err := r.z.JoinVertical(step(nil), child, ctx); !errors.Is(err, poly.ErrNotEntailed) {
		s.Free()
		t.Errorf("JoinVertical without types: err = %v, want ErrNotEntailed", err)
	}
	s, err := r.z.JoinVertical(step(i8), child, ctx)
	if err != nil {
		t.Fatalf("JoinVertical with types: %v", err)
	}
	r.s(s)
	if !s.Reusable || !ctx.IsSubset(s.Psi) {
		t.Errorf("JoinVertical with types: %v, want a reusable summary whose Ψ contains ctx", s)
	}
	x, err := r.z.Extend(key, Trans{R: havoc, Types: i8}, child, ctx)
	if err != nil {
		t.Fatalf("Extend with types: %v", err)
	}
	r.s(x)
	if !x.Reusable || !ctx.IsSubset(x.Psi) {
		t.Errorf("Extend with types: %v, want a reusable summary whose Ψ contains ctx", x)
	}
}

// Bounds: −∞ absorbs in JoinVertical and Extend; JoinHorizontal takes the
// maximum and S1's witness on ties.
func TestBounds(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	V := []string{"x"}
	key := Key{Func: "f", Loc: 1}
	mk := func(b *big.Int, omega string, step any) *Summary {
		s := &Summary{Key: key, Bound: b, Delta: c.Identity(V...), Psi: c.Universe(V...), Omega: mustSet(t, c, omega), Reusable: true, Path: []any{step}}
		if b == nil {
			s.Delta.Free()
			s.Delta = emptyMap(r.z, V)
		}
		return r.s(s)
	}
	ctx := r.set(c.Universe(V...))
	inf := mk(nil, "{ [x] : false }", "inf")
	five := mk(cost(5), "{ [x] : x > 0 }", "a")
	fiveB := mk(cost(5), "{ [x] : x < 0 }", "b")
	if s := r.vertical(five, inf, ctx); s.Feasible() || !s.Omega.IsEmpty() || !s.Delta.IsEmpty() {
		t.Errorf("5 + −∞ = %v, want infeasible", s)
	}
	if s := r.vertical(inf, five, ctx); s.Feasible() {
		t.Errorf("−∞ + 5 = %v, want infeasible", s)
	}
	s := r.vertical(five, fiveB, ctx)
	checkBound(t, "5 + 5", s, 10)
	if len(s.Path) != 2 || s.Path[0] != "a" || s.Path[1] != "b" {
		t.Errorf("path %v, want [a b]", s.Path)
	}
	// ω = x > 0 ∧ ∃x′. x′ = x ∧ x′ < 0 = false: the two witnesses conflict.
	if !s.Omega.IsEmpty() {
		t.Errorf("ω = %v, want empty", s.Omega)
	}
	h, err := r.z.JoinHorizontal(five, fiveB)
	if err != nil {
		t.Fatal(err)
	}
	r.s(h)
	checkBound(t, "max(5, 5)", h, 5)
	checkSet(t, "ω on a tie", h.Omega, "{ [x] : x > 0 }")
	h2, _ := r.z.JoinHorizontal(inf, fiveB)
	r.s(h2)
	checkBound(t, "max(−∞, 5)", h2, 5)
	checkSet(t, "ω", h2.Omega, "{ [x] : x < 0 }")
	if s := r.extend(key, r.mp(c.Identity(V...)), 7, inf, ctx); s.Feasible() || s.Path != nil {
		t.Errorf("7 + −∞ = %v, want infeasible", s)
	}
	if zs := r.z.Stats(); zs.Merges != 1 || zs.Lossy != c.LossyTotal() {
		t.Errorf("stats %+v: want 1 merge (only 5 ⊔ 5 hulls two feasible Δs) and Lossy = %d", zs, c.LossyTotal())
	}
	// Copy is independent.
	cp := five.Copy()
	cp.Bound.SetInt64(9)
	cp.Free()
	checkBound(t, "original after Copy", five, 5)
}

// TestPeaks: a non-cumulative resource (thesis §4.5.1, Fig. 4.12, Example
// 4.7) composes net use and spike: a transition of net α and spike β in
// front of a subtree of net n and spike p has net α + n and spike
// max(β, α + p); JoinHorizontal keeps the larger of each (possibly from
// different paths); the spike is never below 0 (the start counts).
func TestPeaks(t *testing.T) {
	c := newCtx(t)
	r := newRun(t, c)
	r.z.Peaks = true
	V := []string{"x"}
	key := Key{Func: "f", Loc: 1}
	ctx := r.set(c.Universe(V...))
	term := r.s(r.z.Terminal(key, V))
	if term.Peak == nil || term.Peak.Sign() != 0 {
		t.Fatalf("terminal peak %v, want 0", term.Peak)
	}
	ext := func(alpha, spike int64, child *Summary) *Summary {
		s, err := r.z.Extend(key, Trans{R: r.mp(c.Identity(V...)), Alpha: cost(alpha), Spike: cost(spike)}, child, ctx)
		if err != nil {
			t.Fatal(err)
		}
		return r.s(s)
	}
	// Example 4.7: m += 100; m -= 90 (net 10, spike 100) versus
	// m += 40; m -= 10 (net 30, spike 40): Γ = {⟨30, 100⟩}.
	a := ext(10, 100, term)
	b := ext(30, 40, term)
	h, err := r.z.JoinHorizontal(a, b)
	if err != nil {
		t.Fatal(err)
	}
	r.s(h)
	if h.Bound.Int64() != 30 || h.Peak.Int64() != 100 {
		t.Errorf("join of (10, 100) and (30, 40) = (%v, %v), want (30, 100)", h.Bound, h.Peak)
	}
	// A release of 50 (net −50, spike 0), then the join: net −50 + 30 =
	// −20; spike max(0, −50 + 100) = 50.
	rel := ext(-50, 0, h)
	if rel.Bound.Int64() != -20 || rel.Peak.Int64() != 50 {
		t.Errorf("release then (30, 100) = (%v, %v), want (-20, 50)", rel.Bound, rel.Peak)
	}
	v, err := r.z.JoinVertical(h, rel, ctx)
	if err != nil {
		t.Fatal(err)
	}
	r.s(v)
	// (30, 100) then (−20, 50): net 10, spike max(100, 30 + 50) = 100.
	if v.Bound.Int64() != 10 || v.Peak.Int64() != 100 {
		t.Errorf("(30, 100) then (-20, 50) = (%v, %v), want (10, 100)", v.Bound, v.Peak)
	}
	// (10, 100) then (30, 100): spike max(100, 10 + 100) = 110.
	v2, err := r.z.JoinVertical(a, h, ctx)
	if err != nil {
		t.Fatal(err)
	}
	r.s(v2)
	if v2.Bound.Int64() != 40 || v2.Peak.Int64() != 110 {
		t.Errorf("(10, 100) then (30, 100) = (%v, %v), want (40, 110)", v2.Bound, v2.Peak)
	}
	// Releases only: the spike stays 0.
	down := ext(-5, 0, ext(-5, 0, term))
	if down.Bound.Int64() != -10 || down.Peak.Sign() != 0 {
		t.Errorf("two releases = (%v, %v), want (-10, 0)", down.Bound, down.Peak)
	}
}
