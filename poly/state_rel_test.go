package poly

import (
	"math/big"
	"testing"
)

// image returns the outputs R relates to the input point in (nil when
// none), for a Map with a single output out.
func image(t *testing.T, r *Map, in map[string]*big.Int, out string) []int64 {
	t.Helper()
	c := r.c
	p := c.Point(in)
	d := r.IntersectDomain(p)
	p.Free()
	rg := d.Range()
	d.Free()
	defer rg.Free()
	if rg.IsEmpty() {
		return nil
	}
	lo, k1 := rg.Min(Var(out))
	hi, k2 := rg.Max(Var(out))
	if k1 != Finite || k2 != Finite {
		t.Fatalf("unbounded image of %v", in)
	}
	var vs []int64
	for v := lo.Int64(); v <= hi.Int64(); v++ {
		q := c.Point(map[string]*big.Int{out: big.NewInt(v)})
		if !q.IsDisjoint(rg) {
			vs = append(vs, v)
		}
		q.Free()
	}
	return vs
}

// TestStepRelationContextFree: the relation of y := x + 1 recorded in the
// context 0 <= x <= 10 relates x = 50 too (a summary's Δ must not carry
// the context it was computed in).
func TestStepRelationContextFree(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("x", I32)
	s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(10)))
	s.BeginStep()
	s = one(t, s.Assign("y", I32, Var("x").Add(Int(1)), 0))
	r, pre, atoms, err := s.StepRelation([]string{"x", "y"})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { r.Free(); pre.Free(); s.Free() }()
	if atoms {
		t.Error("atoms reported for an affine step")
	}
	for _, x := range []int64{-5, 0, 10, 50} {
		got := image(t, r, map[string]*big.Int{"x": big.NewInt(x)}, "y")
		if len(got) != 1 || got[0] != x+1 {
			t.Errorf("R(x=%d) gives y in %v, want [%d]", x, got, x+1)
		}
	}
	// The premise of the k = 0 case: x + 1 within i32.
	if !pre.Contains(pt("x", 50)) || pre.Contains(map[string]*big.Int{"x": big.NewInt(1<<31 - 1)}) {
		t.Errorf("pre %s: want x + 1 <= 2^31 - 1 and x = 50 in it", pre)
	}
}

// TestStepRelationWrapPremise: in the context 0 <= x <= 10, x := x + 1 at
// i8 has the single case k = 0, which is right only while x + 1 <= 127;
// the premise must exclude x = 127 although the case's relation is empty
// there (the k = 1 execution 127 → -128 is not in it).
func TestStepRelationWrapPremise(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("x", I8)
	s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(10)))
	s.BeginStep()
	s = one(t, s.Assign("x", I8, Var("x").Add(Int(1)), 0))
	r, pre, _, err := s.StepRelation([]string{"x"})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { r.Free(); pre.Free(); s.Free() }()
	for x := int64(-128); x <= 127; x++ {
		in := map[string]*big.Int{"x": big.NewInt(x)}
		got := image(t, r, in, "x")
		if x < 127 && (len(got) != 1 || got[0] != x+1) {
			t.Errorf("R(x=%d) = %v, want [%d]", x, got, x+1)
		}
		if want := x <= 126; pre.Contains(in) != want {
			t.Errorf("pre contains x=%d: %v, want %v", x, !want, want)
		}
	}
}

// TestStepRelationWrapSplit: 120 <= x <= 127, x := x + 10 at i8 splits
// into k = 0 (x <= 117) and k = 1 (x >= 118); each successor's relation is
// its case, and the split's premise holds for every i8 x (both windows
// together cover x + 10 for all of them).
func TestStepRelationWrapSplit(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("x", I8)
	s.Assume(GE(Var("x"), Int(110)), LE(Var("x"), Int(127)))
	s.BeginStep()
	succ := s.Assign("x", I8, Var("x").Add(Int(10)), 0)
	if len(succ) != 2 {
		t.Fatalf("%d successors, want 2", len(succ))
	}
	for _, st := range succ {
		r, pre, _, err := st.StepRelation([]string{"x"})
		if err != nil {
			t.Fatal(err)
		}
		for x := int64(-128); x <= 127; x++ {
			in := map[string]*big.Int{"x": big.NewInt(x)}
			got := image(t, r, in, "x")
			if len(got) > 1 {
				t.Errorf("R(x=%d) = %v: not a function", x, got)
			}
			if len(got) == 1 {
				w := x + 10
				if w > 127 {
					w -= 256
				}
				if got[0] != w {
					t.Errorf("R(x=%d) = %d, want %d", x, got[0], w)
				}
			}
			if !pre.Contains(in) {
				t.Errorf("pre excludes x=%d", x)
			}
		}
		r.Free()
		pre.Free()
		st.Free()
	}
}

// TestStepRelationRequire: a split of y on its values 3..7 (the caller's
// premise) is reusable only while y stays in 3..7, whatever the case.
func TestStepRelationRequire(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("y", I32)
	s.Assume(GE(Var("y"), Int(3)), LE(Var("y"), Int(7)))
	s.BeginStep()
	s.Require(GE(Var("y"), Int(3)), LE(Var("y"), Int(7)))
	s.Assume(EQ(Var("y"), Int(5)))
	s = one(t, s.Assign("z", I32, Var("y").Scale(2), 0))
	r, pre, _, err := s.StepRelation([]string{"z"})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { r.Free(); pre.Free(); s.Free() }()
	for y := int64(0); y <= 10; y++ {
		if want := y >= 3 && y <= 7; pre.Contains(pt("y", int(y))) != want {
			t.Errorf("pre contains y=%d: %v, want %v", y, !want, want)
		}
		got := image(t, r, pt("y", int(y)), "z")
		if (y == 5) != (len(got) == 1 && got[0] == 10) {
			t.Errorf("R(y=%d) = %v", y, got)
		}
	}
}

// TestStepRelationBranch: the yes side of x >= 5, recorded in the context
// 0 <= x <= 10, has the domain x >= 5 (not x <= 10).
func TestStepRelationBranch(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("x", I32)
	s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(10)))
	s.BeginStep()
	yes, no := s.Branch(GE(Var("x"), Int(5)), "")
	if len(yes) != 1 || len(no) != 1 {
		t.Fatalf("branch: %d yes, %d no", len(yes), len(no))
	}
	r, pre, _, err := yes[0].StepRelation([]string{"x"})
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []int64{4, 5, 10, 1000} {
		got := image(t, r, map[string]*big.Int{"x": big.NewInt(x)}, "x")
		if (x >= 5) != (len(got) == 1 && got[0] == x) {
			t.Errorf("yes R(x=%d) = %v", x, got)
		}
	}
	r.Free()
	pre.Free()
	freeStates(yes)
	freeStates(no)
}

// TestStepRelationPremiseShortcut: a premise made before the step
// constrained anything is taken as it is (no WeakestPre); it must give the
// pre that the general path gives for the same premise made after an
// unrelated assignment: 2 <= y + w <= 6 in both.
func TestStepRelationPremiseShortcut(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	pres := make([]*Set, 2)
	for i := range pres {
		s := env.NewState()
		s.Declare("y", I32)
		s.Declare("w", I32)
		s.Assume(GE(Var("y"), Int(1)), LE(Var("y"), Int(3)), EQ(Var("w"), Int(1)))
		s.BeginStep()
		premise := []Constraint{GE(Var("y").Add(Var("w")), Int(2)), LE(Var("y").Add(Var("w")), Int(6))}
		if i == 1 {
			s = one(t, s.Assign("z", I32, Int(1), 0))
			s = one(t, s.Assign("z", I32, Var("z").AddConst(1), 0))
		}
		if s.rel.constrained != (i == 1) {
			t.Fatalf("case %d: constrained %v", i, s.rel.constrained)
		}
		s.Require(premise...)
		r, pre, _, err := s.StepRelation([]string{"y"})
		if err != nil {
			t.Fatal(err)
		}
		r.Free()
		s.Free()
		pres[i] = pre
	}
	defer pres[0].Free()
	defer pres[1].Free()
	for y := -5; y <= 10; y++ {
		for w := -2; w <= 3; w++ {
			want := y+w >= 2 && y+w <= 6
			p := map[string]*big.Int{"y": big.NewInt(int64(y)), "w": big.NewInt(int64(w))}
			for i, pre := range pres {
				if pre.Contains(p) != want {
					t.Errorf("case %d: pre contains y=%d w=%d: %v, want %v", i, y, w, !want, want)
				}
			}
		}
	}
}
