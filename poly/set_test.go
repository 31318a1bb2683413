package poly

import (
	"math/big"
	"math/rand"
	"strings"
	"testing"
)

var xyz = []string{"x", "y", "z"}

func TestAffineString(t *testing.T) {
	for _, tc := range []struct {
		k    Constraint
		want string
	}{
		{GE(Var("x"), Int(0)), "x >= 0"},
		{LE(Var("x"), Int(9)), "x <= 9"},
		{GT(Var("n"), Var("i")), "n >= i + 1"},
		{EQ(Var("x"), Term(2, "y")), "x = 2*y"},
		{EQ(Term(2, "y"), Var("x")), "x = 2*y"},
		{EQ(Var("i'"), Var("i").AddConst(1)), "i' = i + 1"},
		{LE(Var("x").Add(Var("y")), Int(-3)), "x + y <= -3"},
		{GE(Int(3), Int(0)), "3 >= 0"},
	} {
		if got := tc.k.String(); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.k.Expr, got, tc.want)
		}
	}
	a := Var("y").Scale(-3).Add(Var("x")).AddConst(-7)
	if got := a.String(); got != "x - 3*y - 7" {
		t.Errorf("got %q", got)
	}
	if v, err := a.Eval(pt("x", 1, "y", 2)); err != nil || v.Int64() != -12 {
		t.Errorf("Eval = %v, %v", v, err)
	}
	if _, err := a.Eval(pt("x", 1)); err == nil {
		t.Error("Eval with a missing variable: no error")
	}
	// Negate is the integer complement.
	for _, k := range []Constraint{GE(Var("x"), Int(2)), EQ(Var("x"), Int(2))} {
		for x := -5; x <= 5; x++ {
			p := pt("x", x)
			in, _ := k.Holds(p)
			neg := false
			for _, n := range k.Negate() {
				h, _ := n.Holds(p)
				neg = neg || h
			}
			if in == neg {
				t.Errorf("%v at x=%d: holds %v, negation %v", k, x, in, neg)
			}
		}
	}
}

func TestParseAndString(t *testing.T) {
	c := newCtx(t)
	s := mustSet(t, c, "{ [y, x] : x = 2y and 0 <= y <= 5 }")
	defer s.Free()
	if got := strings.Join(s.Vars(), ","); got != "x,y" {
		t.Fatalf("vars %s", got)
	}
	if got, want := s.String(), "{ [x, y] : x = 2*y and x <= 10 and x >= 0 }"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	// The same set built another way prints the same.
	b := c.NewSet(nil, LE(Var("y"), Int(5)), EQ(Var("x"), Term(2, "y")), GE(Var("y"), Int(0)))
	defer b.Free()
	if !b.IsEqual(s) || b.String() != s.String() {
		t.Errorf("String not canonical: %q vs %q", b, s)
	}
	p := s.Project("y")
	defer p.Free()
	if got, want := p.String(), "{ [x] : exists _e0 : 2*_e0 = x and x <= 10 and x >= 0 }"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	e := c.EmptySet("a", "b")
	defer e.Free()
	if got := e.String(); got != "{ [a, b] : false }" {
		t.Errorf("empty: %q", got)
	}
	u := c.Universe("a")
	defer u.Free()
	if got := u.String(); got != "{ [a] }" {
		t.Errorf("universe: %q", got)
	}
	if _, err := c.ParseSet("{ [x] : x >= }"); err == nil {
		t.Error("no parse error")
	}
	if _, err := c.ParseSet("{ [x, x] : x >= 0 }"); err == nil {
		t.Error("duplicate names accepted")
	}
	m := mustMap(t, c, "{ [n, i] -> [i', n'] : i' = i + 1 and n' = n and i < n }")
	defer m.Free()
	if got, want := m.String(), "{ [i, n] -> [i', n'] : i' = i + 1 and n' = n and n >= i + 1 }"; got != want {
		t.Errorf("map String = %q, want %q", got, want)
	}
}

// TestAlignByName checks that operations between sets over different
// variables align them by name (cylinder semantics).
func TestAlignByName(t *testing.T) {
	c := newCtx(t)
	a := c.NewSet(nil, GE(Var("x"), Int(0)))                         // over {x}
	b := c.NewSet(nil, LE(Var("y"), Int(3)), GE(Var("y"), Var("z"))) // over {y, z}
	defer a.Free()
	defer b.Free()
	i := a.Intersect(b)
	defer i.Free()
	if got := strings.Join(i.Vars(), ","); got != "x,y,z" {
		t.Fatalf("vars %s", got)
	}
	if !i.Contains(pt("x", 0, "y", 3, "z", -7)) || i.Contains(pt("x", -1, "y", 3, "z", 0)) {
		t.Error("intersection wrong")
	}
	if !i.IsSubset(a) || !i.IsSubset(b) || a.IsSubset(i) {
		t.Error("subset across spaces wrong")
	}
	u := a.Union(b)
	defer u.Free()
	if !u.Contains(pt("x", -5, "y", 0, "z", 0)) || u.Contains(pt("x", -5, "y", 4, "z", 0)) {
		t.Error("union wrong")
	}
	r := i.Rename(map[string]string{"x": "w", "z": "a"})
	defer r.Free()
	if got := strings.Join(r.Vars(), ","); got != "a,w,y" {
		t.Fatalf("renamed vars %s", got)
	}
	if !r.Contains(pt("w", 0, "y", 3, "a", -7)) || r.Contains(pt("w", 0, "y", 3, "a", 4)) {
		t.Errorf("rename wrong: %v", r)
	}
}

// TestBruteForce compares every set operation with enumeration of the
// integer points of small boxes.
func TestBruteForce(t *testing.T) {
	c := newCtx(t)
	r := rand.New(rand.NewSource(1))
	const B = 3
	for iter := 0; iter < 60; iter++ {
		vars := xyz[:2+iter%2]
		s, sp := randSet(r, c, vars, B, 3)
		u, up := randSet(r, c, vars, B, 2)
		inter := s.Intersect(u)
		uni := s.Union(u)
		sub := s.Subtract(u)
		comp := s.Complement()
		var nS, nU int
		subset := true
		box(vars, B+1, func(p map[string]*big.Int) {
			in, iu := sp(p), up(p)
			if in {
				nS++
			}
			if iu {
				nU++
			}
			if in && !iu {
				subset = false
			}
			for _, chk := range []struct {
				name string
				set  *Set
				want bool
			}{
				{"s", s, in}, {"∩", inter, in && iu}, {"∪", uni, in || iu},
				{"\\", sub, in && !iu}, {"¬", comp, !in},
			} {
				if got := chk.set.Contains(p); got != chk.want {
					t.Fatalf("iter %d: %s contains %s = %v, want %v\ns=%v\nu=%v", iter, chk.name, ptString(p), got, chk.want, s, u)
				}
			}
		})
		if s.IsEmpty() != (nS == 0) || u.IsEmpty() != (nU == 0) {
			t.Fatalf("iter %d: IsEmpty wrong", iter)
		}
		if s.IsSubset(u) != subset {
			t.Fatalf("iter %d: IsSubset = %v, want %v\ns=%v\nu=%v", iter, !subset, subset, s, u)
		}
		if s.IsDisjoint(u) != inter.IsEmpty() {
			t.Fatalf("iter %d: IsDisjoint", iter)
		}
		// Max and Min of a random objective.
		obj := randAffine(r, vars, 4, 3)
		var best, worst *big.Int
		box(vars, B, func(p map[string]*big.Int) {
			if !sp(p) {
				return
			}
			v, _ := obj.Eval(p)
			if best == nil || v.Cmp(best) > 0 {
				best = v
			}
			if worst == nil || v.Cmp(worst) < 0 {
				worst = v
			}
		})
		mx, kx := s.Max(obj)
		mn, kn := s.Min(obj)
		if best == nil {
			if kx != Infeasible || kn != Infeasible {
				t.Fatalf("iter %d: Max on empty = %v %v", iter, mx, kx)
			}
		} else if kx != Finite || mx.Cmp(best) != 0 || kn != Finite || mn.Cmp(worst) != 0 {
			t.Fatalf("iter %d: Max/Min of %v = %v %v / %v %v, want %v / %v\n%v", iter, obj, mx, kx, mn, kn, best, worst, s)
		}
		// Sample.
		if p, ok := s.Sample(); ok != (nS > 0) || (ok && !sp(p)) {
			t.Fatalf("iter %d: Sample = %v %v", iter, p, ok)
		}
		// Projection is exact over the integers: x is in ∃z.S iff some z in
		// the box completes it (S lies in the box).
		last := vars[len(vars)-1]
		proj := s.Project(last)
		box(vars[:len(vars)-1], B+1, func(p map[string]*big.Int) {
			want := false
			for z := -B; z <= B && !want; z++ {
				q := map[string]*big.Int{last: big.NewInt(int64(z))}
				for k, v := range p {
					q[k] = v
				}
				want = sp(q)
			}
			if got := proj.Contains(p); got != want {
				t.Fatalf("iter %d: projection contains %s = %v, want %v\n%v\n%v", iter, ptString(p), got, want, s, proj)
			}
		})
		// Disjuncts round trip, existentials included.
		back := fromDisjuncts(c, proj.Vars(), proj.Disjuncts())
		if !back.IsEqual(proj) {
			t.Fatalf("iter %d: Disjuncts round trip\n%v\n%v", iter, proj, back)
		}
		// Gist: G ∩ u = s ∩ u.
		g := s.Gist(u)
		gi := g.Intersect(u)
		if !gi.IsEqual(inter) {
			t.Fatalf("iter %d: gist", iter)
		}
		for _, x := range []*Set{s, u, inter, uni, sub, comp, proj, back, g, gi} {
			x.Free()
		}
	}
}

// fromDisjuncts rebuilds a set from plain data.
func fromDisjuncts(c *Ctx, vars []string, ds []Basic) *Set {
	out := c.EmptySet(vars...)
	for _, d := range ds {
		b := c.NewSet(append(append([]string(nil), vars...), d.Exists...), d.Cons...)
		p := b.Project(d.Exists...)
		u := out.Union(p)
		out.Free()
		b.Free()
		p.Free()
		out = u
	}
	return out
}

// TestProjectOverApproximates checks that every point of S, restricted to
// the kept variables, is in the projection (sets with existentials too).
func TestProjectOverApproximates(t *testing.T) {
	c := newCtx(t)
	r := rand.New(rand.NewSource(2))
	for iter := 0; iter < 40; iter++ {
		s, sp := randSet(r, c, xyz, 3, 3)
		p := s.Project("y")
		pp := p.Project("z") // projection of a set with existentials
		box(xyz, 3, func(q map[string]*big.Int) {
			if sp(q) && (!p.Contains(q) || !pp.Contains(q)) {
				t.Fatalf("iter %d: %s in S but not in its projection\n%v\n%v", iter, ptString(q), s, p)
			}
		})
		s.Free()
		p.Free()
		pp.Free()
	}
}

func TestBigIntegers(t *testing.T) {
	c := newCtx(t)
	huge, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	neg := new(big.Int).Neg(huge)
	s := c.NewSet(nil, GE(Var("x"), Big(neg)), LE(Var("x").ScaleBig(huge), Big(new(big.Int).Mul(huge, huge))))
	defer s.Free()
	mx, k := s.Max(Var("x").ScaleBig(huge).AddConst(1))
	want := new(big.Int).Add(new(big.Int).Mul(huge, huge), bigOne)
	if k != Finite || mx.Cmp(want) != 0 {
		t.Fatalf("Max = %v %v, want %v", mx, k, want)
	}
	mn, k := s.Min(Var("x"))
	if k != Finite || mn.Cmp(neg) != 0 {
		t.Fatalf("Min = %v %v", mn, k)
	}
	ds := s.Disjuncts()
	back := fromDisjuncts(c, s.Vars(), ds)
	defer back.Free()
	if !back.IsEqual(s) {
		t.Fatalf("round trip of big coefficients: %v vs %v", back, s)
	}
	p := c.Point(map[string]*big.Int{"x": neg, "y": huge})
	defer p.Free()
	q, ok := p.Sample()
	if !ok || q["x"].Cmp(neg) != 0 || q["y"].Cmp(huge) != 0 {
		t.Fatalf("Sample of a big point = %v", q)
	}
	// Unbounded and infeasible.
	h := c.NewSet(nil, GE(Var("x"), Int(0)))
	defer h.Free()
	if _, k := h.Max(Var("x")); k != Unbounded {
		t.Errorf("unbounded Max: %v", k)
	}
	if v, k := h.Min(Var("x")); k != Finite || v.Sign() != 0 {
		t.Errorf("Min = %v %v", v, k)
	}
	if _, k := h.Max(Var("other")); k != Unbounded {
		t.Errorf("Max of an unconstrained variable: %v", k)
	}
	e := c.NewSet(nil, GE(Term(2, "x"), Int(1)), LE(Term(2, "x"), Int(1))) // rationally non-empty
	defer e.Free()
	if _, k := e.Max(Var("x")); k != Infeasible || !e.IsEmpty() {
		t.Errorf("integer-empty set: %v", k)
	}
}

// TestNewSetBigValues: constraints whose coefficients or constants leave
// ±2^62 (u64 ranges, wrap multiples of 2^64) and ±2^124 build the same sets
// as small ones: the bounds come back exactly.
func TestNewSetBigValues(t *testing.T) {
	c := newCtx(t)
	two := func(k uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), k) }
	for _, k := range []uint{61, 62, 63, 64, 100, 123, 124, 130} {
		hi := new(big.Int).Sub(two(k), big.NewInt(1))                   // 2^k − 1
		lo := new(big.Int).Neg(new(big.Int).Add(two(k), big.NewInt(3))) // −2^k − 3
		s := c.NewSet([]string{"x", "y"},
			LE(Var("x"), Big(hi)), GE(Var("x"), Big(lo)),
			EQ(Var("y").Sub(Var("x").ScaleBig(two(k))), Int(7))) // y = 2^k·x + 7
		if got, kind := s.Max(Var("x")); kind != Finite || got.Cmp(hi) != 0 {
			t.Errorf("k=%d: max x = %v (%v), want %v", k, got, kind, hi)
		}
		if got, kind := s.Min(Var("x")); kind != Finite || got.Cmp(lo) != 0 {
			t.Errorf("k=%d: min x = %v (%v), want %v", k, got, kind, lo)
		}
		want := new(big.Int).Add(new(big.Int).Mul(two(k), hi), big.NewInt(7))
		if got, kind := s.Max(Var("y")); kind != Finite || got.Cmp(want) != 0 {
			t.Errorf("k=%d: max y = %v (%v), want %v", k, got, kind, want)
		}
		s.Free()
	}
}
