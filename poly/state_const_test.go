package poly

import (
	"math/big"
	"testing"
	"time"
)

// TestKonstOutOfAffine: outside a step relation, a variable assigned a
// constant is kept out of the isl set, and expressions over it are
// evaluated: y := x + 1 with x = 5 is the constant 6, a branch on y >= 7
// has no true side, and the model gives y = 6 (hand-computed).
func TestKonstOutOfAffine(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s = one(t, s.Assign("x", I32, Int(5), 0))
	s = one(t, s.Assign("y", I32, Var("x").Add(Int(1)), 0))
	if len(s.aff.Vars()) != 0 || len(s.konst) != 2 {
		t.Fatalf("x and y should be known constants: %s", s)
	}
	if v, k := s.Max(Var("y").Scale(2)); k != Finite || v.Int64() != 12 {
		t.Errorf("max 2y = %v %v, want 12", v, k)
	}
	yes, no := s.Branch(GE(Var("y"), Int(7)), "")
	if len(yes) != 0 || len(no) != 1 {
		t.Fatalf("y >= 7 with y = 6: %d true, %d false cases, want 0 and 1", len(yes), len(no))
	}
	s = no[0]
	defer s.Free()
	val, ok := s.Model()
	if !ok || val.Vars["y"].Int64() != 6 || val.Vars["x"].Int64() != 5 {
		t.Errorf("model %v, want x = 5, y = 6", val.Vars)
	}
	// Its context over program variables still fixes them.
	ctx := s.Context()
	defer ctx.Free()
	if !ctx.Contains(map[string]*big.Int{"x": big.NewInt(5), "y": big.NewInt(6)}) ||
		ctx.Contains(map[string]*big.Int{"x": big.NewInt(5), "y": big.NewInt(7)}) {
		t.Errorf("context %s, want x = 5 and y = 6", ctx)
	}
}

// TestKonstNotInStepRelation: constants known before BeginStep must not be
// substituted into the step relation (Δ would then hold only in that
// context): y := x + 1 recorded at x = 5 still relates x = 50 to y = 51.
func TestKonstNotInStepRelation(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s = one(t, s.Assign("x", I32, Int(5), 0))
	s.BeginStep()
	s = one(t, s.Assign("y", I32, Var("x").Add(Int(1)), 0))
	if len(s.konst) != 0 {
		t.Errorf("known constants while recording: %v", s.konst)
	}
	r, pre, _, err := s.StepRelation([]string{"x", "y"})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { r.Free(); pre.Free(); s.Free() }()
	for _, x := range []int64{5, 50} {
		got := image(t, r, map[string]*big.Int{"x": big.NewInt(x)}, "y")
		if len(got) != 1 || got[0] != x+1 {
			t.Errorf("R(x=%d) gives y in %v, want [%d]", x, got, x+1)
		}
	}
}

// TestFixedInputsShared: inputs fixed by FixInputs move to a list shared
// between clones; Inputs keeps the creation order and a clone's later
// fixes do not show in the original.
func TestFixedInputsShared(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Nondet("a", I32, big.NewInt(0), big.NewInt(9))
	s.Nondet("b", I32, big.NewInt(0), big.NewInt(9))
	s.Nondet("c", I32, big.NewInt(0), big.NewInt(9))
	s.Assume(EQ(Var("b"), Int(4)))
	s.FixInputs()
	u := s.Clone()
	u.Assume(EQ(Var("a"), Int(2)))
	u.FixInputs()
	defer s.Free()
	defer u.Free()
	check := func(st *State, want []string, fixed map[string]int64) {
		t.Helper()
		ins := st.Inputs()
		if len(ins) != len(want) {
			t.Fatalf("inputs %v, want %v", ins, want)
		}
		for i, in := range ins {
			if in.Var != want[i] {
				t.Errorf("input %d is %s, want %s", i, in.Var, want[i])
			}
			v, ok := fixed[in.Var]
			if ok != (in.Fixed != nil) || (ok && in.Fixed.Int64() != v) {
				t.Errorf("input %s fixed %v, want %v (%v)", in.Var, in.Fixed, v, ok)
			}
		}
	}
	check(s, []string{"a", "b", "c"}, map[string]int64{"b": 4})
	check(u, []string{"a", "b", "c"}, map[string]int64{"a": 2, "b": 4})
	val, ok := u.Model()
	if !ok || len(val.Inputs) != 3 || val.Inputs[0].Value.Int64() != 2 || val.Inputs[1].Value.Int64() != 4 {
		t.Errorf("model inputs %v, want a = 2, b = 4, c any", val.Inputs)
	}
}

// TestDeadline: once the Ctx's deadline has passed, the next isl operation
// panics with *DeadlineError (the analysis recovers it as its timeout);
// with the deadline lifted, operations work again.
func TestDeadline(t *testing.T) {
	c := newCtx(t)
	s := c.Universe("x")
	defer s.Free()
	c.SetDeadline(time.Now().Add(-time.Second))
	func() {
		defer func() {
			r := recover()
			if _, ok := r.(*DeadlineError); !ok {
				t.Errorf("recovered %v, want *DeadlineError", r)
			}
		}()
		s.Constrain(GE(Var("x"), Int(0))).Free()
	}()
	c.SetDeadline(time.Time{})
	u := s.Constrain(GE(Var("x"), Int(0)))
	defer u.Free()
	if u.IsEmpty() {
		t.Error("x >= 0 is empty")
	}
}
