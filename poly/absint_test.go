package poly

import (
	"math/big"
	"testing"
)

// evenX is x in 0..100 with x even (x = 2q + r, r = 0, q and r projected
// away): one existential variable (hand-derived: x = 2·e).
func evenX(t *testing.T, env *Env) *State {
	s := env.NewState()
	s.Declare("x", I32)
	s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(100)))
	s.DivMod("q", I32, "r", I32, Var("x"), big.NewInt(2), new(big.Int))
	s.Assume(EQ(Var("r"), Int(0)))
	s.Project([]string{"x"}, true)
	return s
}

// TestDropDivs: a state with one existential keeps it under DropDivs(1)
// and loses it under DropDivs(0): x = 3 becomes possible, x = 101 stays
// impossible (the rational projection keeps 0..100), one lossy event.
func TestDropDivs(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := evenX(t, env)
	defer s.Free()
	if n := s.aff.NumDivs(); n != 1 {
		t.Fatalf("even x: %d existentials, want 1: %s", n, s)
	}
	if s.DropDivs(1) || s.Lossy() != 0 {
		t.Fatalf("DropDivs(1) changed a state with one existential")
	}
	if !s.DropDivs(0) || s.Lossy() != 1 || c.Lossy(LossyRemoveDivs) != 1 {
		t.Fatalf("DropDivs(0) did not drop the existential (lossy %d)", s.Lossy())
	}
	ctx := s.Context()
	defer ctx.Free()
	if !ctx.Contains(pt("x", 3)) || !ctx.Contains(pt("x", 4)) || ctx.Contains(pt("x", 101)) {
		t.Errorf("after DropDivs: %s, want 0 <= x <= 100", ctx)
	}
}

// TestDropDivsKeepsDeterminedRemainder: b in 0..3 with b ≡ 0 (mod 4)
// (b = 4q + r, r = 0, q and r projected away) holds only b = 0; the
// rational projection alone would keep 0 <= b <= 3 (b = 3 possible), so
// DropDivs must keep the equality the integer points satisfy. (The plain
// states of SS lost it at a kid, generated seed 10 of
// TestSSShortcutsAgainstPlain, where the shortcuts kept it as a constant.)
func TestDropDivsKeepsDeterminedRemainder(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	defer s.Free()
	s.Declare("b", I32)
	s.Declare("y", I32)
	s.Assume(GE(Var("b"), Int(0)), LE(Var("b"), Int(3)), GE(Var("y"), Int(0)), LE(Var("y"), Int(9)))
	s.DivMod("q", I32, "r", I32, Var("b"), big.NewInt(4), new(big.Int))
	s.Assume(EQ(Var("r"), Int(0)))
	s.Project([]string{"b", "y"}, true)
	if s.aff.NumDivs() == 0 {
		t.Skipf("isl resolved the remainder itself: %s", s)
	}
	if !s.DropDivs(0) {
		t.Fatalf("DropDivs(0) kept the existential: %s", s)
	}
	ctx := s.Context()
	defer ctx.Free()
	if ctx.Contains(pt("b", 3, "y", 0)) || !ctx.Contains(pt("b", 0, "y", 5)) || !ctx.Contains(pt("b", 0, "y", 9)) {
		t.Errorf("after DropDivs: %s, want b = 0 and 0 <= y <= 9", ctx)
	}
}

// TestIndependent: x in 0..10 and y >= 0 are independent; after x <= y
// neither is; a known constant is not.
func TestIndependent(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	defer s.Free()
	s.Declare("x", I8)
	s.Declare("y", I8)
	s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(10)), GE(Var("y"), Int(0)))
	if !s.Independent("x") || !s.Independent("y") {
		t.Errorf("x in 0..10, y >= 0: both should be independent: %s", s)
	}
	s.Assume(LE(Var("x"), Var("y")))
	if s.Independent("x") || s.Independent("y") {
		t.Errorf("x <= y: neither is independent: %s", s)
	}
	k := one(t, s.Assign("k", I8, Int(3), 0))
	if k.Independent("k") {
		t.Errorf("the constant k: not independent (kept, not forgotten)")
	}
	if k != s {
		k.Free()
	}
}

// TestFixDetermined: x in 0..7 with x mod 4 = 3 and x div 4 = 1 is 7
// (hand-derived); FixDetermined makes it a known constant, the affine part
// loses the variable, and the context still says x = 7.
func TestFixDetermined(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	defer s.Free()
	s.Declare("x", I32)
	s.Assume(GE(Var("x"), Int(0)), LE(Var("x"), Int(7)))
	s.DivMod("q", I32, "r", I32, Var("x"), big.NewInt(4), new(big.Int))
	s.Assume(EQ(Var("r"), Int(3)), EQ(Var("q"), Int(1)))
	s.Project([]string{"x"}, true)
	s.FixDetermined()
	sym := s.cur["x"]
	if v, ok := s.konst[sym]; !ok || v.Int64() != 7 {
		t.Fatalf("x should be the known constant 7: %s", s)
	}
	for _, v := range s.aff.Vars() {
		if v == sym {
			t.Errorf("x is still in the affine part: %s", s)
		}
	}
	ctx := s.Context()
	defer ctx.Free()
	if !ctx.Contains(pt("x", 7)) || ctx.Contains(pt("x", 3)) {
		t.Errorf("context %s, want x = 7", ctx)
	}
}

// foldDelta is the transformer SS summarized for one iteration of
// `while (s >> 16) s = (s & 0xFFFF) + (s >> 16)` over a u32 s (the
// convex hull of the iteration's paths, with the quotient e = s >> 16 an
// existential; from WCET_SS_DEBUG on testdata/review/min/fold_clamp.c).
const foldDelta = "{ [s] -> [s'] : exists e : 4294967296*e + 65536*s' >= 65537*s - 65535 and 65536*e + s' >= s and 65536*e >= s - 65535 and 65537*s >= 4294967296*e + 65536*s' and s <= 140737488355327 and s >= 65536 and s >= 65536*e and s' <= 4294967295 and s' >= 0 }"

// TestDropDivsKeepsBounds: the header state of the fold loop's third
// iteration is the image of the second's, s in 1..65542, under
// foldDelta. By hand: only s >= 65536 iterates, there e = 1 (65536·e <=
// s <= 65536·e + 65535), and the two bounds on 65536·s' leave s' = s −
// 65535: s' in 1..7, so the loop exits after the third test. The image
// keeps the old s and e as existentials, whose rational elimination gives
// s' up to 65536 (and a third iteration from s' = 65536). DropDivs keeps
// the integer bounds of the variables it is told to keep, and only those.
func TestDropDivsKeepsBounds(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	delta, err := c.ParseMap(foldDelta)
	if err != nil {
		t.Fatal(err)
	}
	defer delta.Free()
	image := func() *State {
		s := env.NewState()
		s.Declare("s", U32)
		s.Declare("y", U32)
		s.Assume(GE(Var("s"), Int(1)), LE(Var("s"), Int(65542)), GE(Var("y"), Int(0)), LE(Var("y"), Int(9)))
		s.Apply(delta, map[string]IntType{"s": U32})
		s.Project([]string{"s", "y"}, true) // as SS does at the new header
		return s
	}
	bounds := func(s *State, v string) (int64, int64) {
		ctx := s.Context()
		defer ctx.Free()
		lo, k1 := ctx.Min(Var(v))
		hi, k2 := ctx.Max(Var(v))
		if k1 != Finite || k2 != Finite {
			t.Fatalf("%s unbounded in %s", v, ctx)
		}
		return lo.Int64(), hi.Int64()
	}
	exact := image()
	defer exact.Free()
	if lo, hi := bounds(exact, "s"); lo != 1 || hi != 7 {
		t.Fatalf("the image: s in %d..%d, want 1..7", lo, hi)
	}
	plain := image()
	defer plain.Free()
	if !plain.DropDivs(0) {
		t.Fatalf("no existential to drop: %s", plain)
	}
	if _, hi := bounds(plain, "s"); hi <= 7 {
		t.Errorf("DropDivs(0): s up to %d, want the rational shadow's wider range (the test no longer shows the loss)", hi)
	}
	kept := image()
	defer kept.Free()
	kept.DropDivs(0, "s")
	if lo, hi := bounds(kept, "s"); lo != 1 || hi != 7 {
		t.Errorf("DropDivs(0, s): s in %d..%d, want 1..7", lo, hi)
	}
	if kept.aff.NumDivs() != 0 {
		t.Errorf("DropDivs(0, s) kept existentials: %s", kept)
	}
	if lo, hi := bounds(kept, "y"); lo != 0 || hi != 9 {
		t.Errorf("DropDivs(0, s): y in %d..%d, want 0..9", lo, hi)
	}
}
