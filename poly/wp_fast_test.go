package poly

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

// randFastCons returns random constraints over vars for the Go shortcuts:
// single-variable bounds (most of WeakestPre's questions), random affine
// constraints, equalities, and now and then a bound at the edge of int64
// (the overflow paths).
func randFastCons(r *rand.Rand, vars []string) []Constraint {
	n := 1 + r.Intn(6)
	cons := make([]Constraint, 0, n)
	for i := 0; i < n; i++ {
		switch r.Intn(6) {
		case 0, 1:
			v := vars[r.Intn(len(vars))]
			k := int64(r.Intn(4) + 1)
			if r.Intn(2) == 0 {
				k = -k
			}
			cons = append(cons, Constraint{Expr: Term(k, v).AddConst(int64(r.Intn(11) - 5)), Eq: r.Intn(5) == 0})
		case 2:
			v := vars[r.Intn(len(vars))]
			edge := []int64{math.MaxInt64, math.MinInt64, math.MaxInt64 - 3, math.MinInt64 + 2, 1 << 62}[r.Intn(5)]
			cst := big.NewInt(edge)
			if r.Intn(3) == 0 { // out of int64: left out of the box
				cst.Mul(cst, big.NewInt(int64(r.Intn(3)+2)))
			}
			e := Affine{Coeffs: map[string]*big.Int{v: big.NewInt(int64(r.Intn(3) + 1))}, Const: cst}
			if r.Intn(4) == 0 { // a second variable
				e = e.Add(Term(int64(r.Intn(5)-2), vars[r.Intn(len(vars))]))
			}
			if r.Intn(2) == 0 {
				e = e.Neg()
			}
			cons = append(cons, Constraint{Expr: e})
		default:
			cons = append(cons, randConstraint(r, vars))
		}
	}
	return cons
}

// TestGoEmptyMatchesIsl: on random conjunctions, goEmpty's answer, when it
// decides, is isl's; when it does not, the groups it leaves are empty
// exactly when the whole conjunction is.
func TestGoEmptyMatchesIsl(t *testing.T) {
	c := newCtx(t)
	rnd := rand.New(rand.NewSource(11))
	vars := []string{"a", "b", "x", "y"}
	decided := 0
	const n = 600
	for i := 0; i < n; i++ {
		cons := randFastCons(rnd, vars)
		s := c.NewSet(nil, cons...)
		want := s.IsEmpty()
		s.Free()
		got, rest, ok := goEmpty(cons)
		if ok {
			decided++
			if got != want {
				t.Fatalf("%v: goEmpty = %v, isl = %v", cons, got, want)
			}
			continue
		}
		r := c.NewSet(nil, rest...)
		if r.IsEmpty() != want {
			t.Fatalf("%v: the undecided groups %v are empty = %v, isl on all = %v", cons, rest, !want, want)
		}
		r.Free()
	}
	if decided < n/2 {
		t.Errorf("goEmpty decided %d of %d", decided, n)
	}
}

// TestPointPoolMatchesIsl: pointPool.contains (the box and point
// shortcuts, then isl) answers base ⊆ {n} as isl's IsSubset does, on
// random conjunctive bases (some of them single points, as the contexts
// of a concrete run are) and random half-spaces asked in sequence.
func TestPointPoolMatchesIsl(t *testing.T) {
	c := newCtx(t)
	rnd := rand.New(rand.NewSource(12))
	vars := []string{"a", "b", "x", "y"}
	yes := 0
	for i := 0; i < 150; i++ {
		var cons []Constraint
		if rnd.Intn(3) == 0 {
			for _, v := range vars {
				cons = append(cons, EQ(Var(v), Int(int64(rnd.Intn(9)-4))))
			}
		} else {
			cons = append(boxCons(vars[:rnd.Intn(len(vars)+1)], 2+rnd.Intn(3)), randFastCons(rnd, vars)...)
		}
		base := c.NewSet(vars, cons...)
		pool := &pointPool{base: base}
		for j := 0; j < 8; j++ {
			var nc Constraint
			if rnd.Intn(2) == 0 {
				v := vars[rnd.Intn(len(vars))]
				nc = Constraint{Expr: Term(int64(1-2*rnd.Intn(2)), v).AddConst(int64(rnd.Intn(11) - 5))}
			} else {
				nc = Constraint{Expr: randAffine(rnd, vars, 3, 6)}
			}
			h := c.NewSet(vars, nc)
			want := base.IsSubset(h)
			h.Free()
			if got := pool.contains(nc); got != want {
				t.Fatalf("base %v ⊆ {%v}: pool = %v, isl = %v", base, nc, got, want)
			}
			if want {
				yes++
			}
		}
		base.Free()
	}
	if yes == 0 {
		t.Error("no inclusion held: the test does not exercise the box proof")
	}
}

// TestSubstHoldsSound: when substHolds says the premise holds on the
// prefix, isl finds the prefix inside the premise; on chains of unit
// definitions (the step's intermediate symbols) it says so often.
func TestSubstHoldsSound(t *testing.T) {
	c := newCtx(t)
	rnd := rand.New(rand.NewSource(13))
	in := []string{"a", "b"}
	keep := map[string]bool{"a": true, "b": true}
	taken := 0
	for i := 0; i < 300; i++ {
		// t0 = f(a, b) or a constant, t1 = g(t0, a, b), ...
		var prefix []Constraint
		known := append([]string(nil), in...)
		for j := 0; j < 1+rnd.Intn(4); j++ {
			sym := string(rune('p' + j))
			var rhs Affine
			if rnd.Intn(2) == 0 {
				rhs = Int(int64(rnd.Intn(21) - 10))
			} else {
				rhs = randAffine(rnd, known, 2, 5)
			}
			k := int64(1 - 2*rnd.Intn(2))
			prefix = append(prefix, Constraint{Expr: Term(k, sym).Sub(rhs.Scale(k)), Eq: true})
			if rnd.Intn(3) == 0 {
				prefix = append(prefix, randConstraint(rnd, append(known, sym)))
			}
			known = append(known, sym)
		}
		last := known[len(known)-1]
		var prem []Constraint
		for j := 0; j < 1+rnd.Intn(2); j++ {
			lo := int64(rnd.Intn(41) - 30)
			prem = append(prem, GE(Var(last), Int(lo)))
			if rnd.Intn(2) == 0 {
				prem = append(prem, LE(Var(last), Int(lo+int64(rnd.Intn(40)))))
			}
		}
		if !substHolds(prefix, prem, keep) {
			continue
		}
		taken++
		p := c.NewSet(nil, prefix...)
		q := c.NewSet(nil, prem...)
		if !p.IsSubset(q) {
			t.Fatalf("prefix %v, premise %v: substHolds says it holds, isl finds a point outside", prefix, prem)
		}
		p.Free()
		q.Free()
	}
	if taken < 20 {
		t.Errorf("substHolds held on %d of 300", taken)
	}
}

// withSlow runs f with the Go shortcuts off.
func withSlow(f func()) {
	fastWP = false
	defer func() { fastWP = true }()
	f()
}

// rowsOf renders the disjuncts of s in isl's order, constraint by
// constraint (String sorts them and would hide a different
// representation).
func rowsOf(s *Set) string {
	out := fmt.Sprint(s.Vars())
	for _, d := range s.Disjuncts() {
		out += " |"
		for _, k := range d.Cons {
			out += " " + k.String() + ";"
		}
	}
	return out
}

// TestWeakestPreFastMatchesSlow: on random functional steps (the route the
// simulation takes), random conjunctive posts and contexts (points, as a
// concrete run gives, or small boxes around a point of wp), WeakestPre
// with the Go shortcuts gives the same answer, down to the constraints
// and their order, as with isl alone.
func TestWeakestPreFastMatchesSlow(t *testing.T) {
	c := newCtx(t)
	rnd := rand.New(rand.NewSource(14))
	vars := []string{"a", "b", "x"}
	ok := 0
	for i := 0; i < 600; i++ {
		assigns := map[string]Affine{}
		for _, v := range vars {
			if rnd.Intn(2) == 0 {
				assigns[v] = randAffine(rnd, vars, 2, 3)
			}
		}
		r0 := c.Assign(vars, assigns)
		if i%4 == 0 {
			// Not a function (a' ≥ a): the general route.
			r0.Free()
			r0 = c.NewMap(vars, vars, GE(Var(Prime("a")), Var("a")), LE(Var(Prime("a")), Var("a").AddConst(2)),
				EQ(Var(Prime("b")), Var("b")), EQ(Var(Prime("x")), Var("x").Add(Var("a"))))
		}
		guard := c.NewSet(vars, randFastCons(rnd, vars)...)
		r := r0.IntersectDomain(guard)
		r0.Free()
		guard.Free()
		post := c.NewSet(vars, randFastCons(rnd, vars)...)
		if i%8 == 1 {
			// A union: the general route too.
			q := c.NewSet(vars, randFastCons(rnd, vars)...)
			u := post.Union(q)
			post.Free()
			q.Free()
			post = u
		}
		var cons []Constraint
		pt := map[string]*big.Int{}
		for _, v := range vars {
			pt[v] = big.NewInt(int64(rnd.Intn(9) - 4))
		}
		rad := int64(rnd.Intn(3))
		for _, v := range vars {
			if rad == 0 {
				cons = append(cons, EQ(Var(v), Big(pt[v])))
			} else {
				cons = append(cons, GE(Var(v), Big(pt[v]).AddConst(-rad)), LE(Var(v), Big(pt[v]).AddConst(rad)))
			}
		}
		if rad > 0 && rnd.Intn(2) == 0 {
			// A diagonal cut through the point: parts are then often
			// excluded by no single constraint (neededConstraints).
			d := Var("a").Add(Var("b")).Sub(Var("x").Scale(int64(rnd.Intn(3) - 1)))
			at := new(big.Int).Add(pt["a"], pt["b"])
			at.Sub(at, new(big.Int).Mul(big.NewInt(int64(rnd.Intn(3)-1)), pt["x"]))
			cons = append(cons, LE(d, Big(at)))
		}
		ctx := c.NewSet(vars, cons...)
		fast, err1 := WeakestPre(r, post, ctx)
		var slow *Set
		var err2 error
		withSlow(func() { slow, err2 = WeakestPre(r, post, ctx) })
		if (err1 == nil) != (err2 == nil) {
			t.Fatalf("R=%v post=%v ctx=%v: fast error %v, slow error %v", r, post, ctx, err1, err2)
		}
		if err1 == nil {
			ok++
			if f, s := rowsOf(fast), rowsOf(slow); f != s {
				t.Fatalf("R=%v post=%v ctx=%v:\nfast %s\nslow %s", r, post, ctx, f, s)
			}
			fast.Free()
			slow.Free()
		}
		r.Free()
		post.Free()
		ctx.Free()
	}
	if ok < 120 {
		t.Errorf("only %d of 600 contexts entailed", ok)
	}
}

// TestStepRelationPremiseHolds: premises the step's equalities make true
// constants (t := 6; t ≤ 100) and premises they do not (u := x + 1;
// u ≥ 1) give the same pre with the shortcut as through WeakestPre.
func TestStepRelationPremiseHolds(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	run := func() (string, string) {
		s := env.NewState()
		s.Declare("x", I32)
		s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(5)))
		s.BeginStep()
		s = one(t, s.Assign("t", I32, Int(6), 0))
		s.Require(LE(Var("t"), Int(100)))
		s = one(t, s.Assign("u", I32, Var("x").AddConst(1), 0))
		s.Require(GE(Var("u"), Int(1)), LE(Var("t"), Int(6)))
		r, pre, _, err := s.StepRelation([]string{"x", "u"})
		if err != nil {
			t.Fatal(err)
		}
		defer func() { r.Free(); pre.Free(); s.Free() }()
		return rowsOf(pre), r.String()
	}
	fastPre, fastR := run()
	var slowPre, slowR string
	withSlow(func() { slowPre, slowR = run() })
	if fastPre != slowPre || fastR != slowR {
		t.Errorf("fast: pre %s, R %s\nslow: pre %s, R %s", fastPre, fastR, slowPre, slowR)
	}
	if !strings.Contains(fastPre, "x >= 0") {
		t.Errorf("pre %s lacks the premise u >= 1 pulled back to x >= 0", fastPre)
	}
}

func TestInt64Helpers(t *testing.T) {
	for _, tc := range []struct {
		a, b int64
		ok   bool
	}{
		{math.MaxInt64, 1, true}, {math.MaxInt64, 2, false}, {math.MinInt64, 1, true},
		{math.MinInt64, -1, false}, {-(1 << 62), 2, true}, {1 << 62, 2, false}, {-3, 5, true},
	} {
		got, ok := mul64(tc.a, tc.b)
		want := new(big.Int).Mul(big.NewInt(tc.a), big.NewInt(tc.b))
		if ok != tc.ok || ok && (!want.IsInt64() || want.Int64() != got) {
			t.Errorf("mul64(%d, %d) = %d, %v; want %v, %v", tc.a, tc.b, got, ok, want, tc.ok)
		}
	}
	if _, ok := add64(math.MaxInt64, 1); ok {
		t.Error("add64(MaxInt64, 1) did not overflow")
	}
	if _, ok := add64(math.MinInt64, -1); ok {
		t.Error("add64(MinInt64, -1) did not overflow")
	}
	for _, tc := range [][3]int64{{7, 2, 3}, {-7, 2, -4}, {-8, 2, -4}, {0, 3, 0}} {
		if got := floor64(tc[0], tc[1]); got != tc[2] {
			t.Errorf("floor64(%d, %d) = %d, want %d", tc[0], tc[1], got, tc[2])
		}
	}
	for _, tc := range [][3]int64{{7, 2, 4}, {-7, 2, -3}, {8, 2, 4}, {0, 3, 0}} {
		if got := ceil64(tc[0], tc[1]); got != tc[2] {
			t.Errorf("ceil64(%d, %d) = %d, want %d", tc[0], tc[1], got, tc[2])
		}
	}
}

// TestSymMapCache: the same step taken from two states (other symbols, the
// same shape) gives, the second time from the cache, the relation and
// premise pre computed without the cache; the cache's maps are not live
// objects of the caller (newCtx checks the count) and go with the Ctx.
func TestSymMapCache(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	step := func(k int64) (string, string) {
		s := env.NewState()
		s.Declare("x", I32)
		s.Declare("y", I32)
		s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(5+k)), GE(Var("y"), Int(0)), LE(Var("y"), Int(10)))
		s.BeginStep()
		s = one(t, s.Assign("t", I32, Var("x").Scale(2).AddConst(1), 0))
		s.Require(GE(Var("t"), Int(1)))
		s = one(t, s.Assign("y", I32, Var("t").Add(Var("y")), 0))
		r, pre, _, err := s.StepRelation([]string{"x", "y"})
		if err != nil {
			t.Fatal(err)
		}
		defer func() { r.Free(); pre.Free(); s.Free() }()
		rows := ""
		for _, d := range r.Disjuncts() {
			rows += " |"
			for _, k := range d.Cons {
				rows += " " + k.String() + ";"
			}
		}
		return rows, rowsOf(pre)
	}
	r1, p1 := step(0)
	n := len(c.symMaps)
	r2, p2 := step(0) // other symbols: the same relation
	if len(c.symMaps) != n {
		t.Errorf("the second step added %d cache entries, want 0 (a hit)", len(c.symMaps)-n)
	}
	var r3, p3 string
	withSlow(func() { r3, p3 = step(0) })
	if r1 != r3 || r2 != r3 || p1 != p3 || p2 == "" {
		t.Errorf("relations %s / %s / uncached %s; pre %s / uncached %s", r1, r2, r3, p1, p3)
	}
}
