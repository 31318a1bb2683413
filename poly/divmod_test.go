package poly

import (
	"fmt"
	"math/big"
	"testing"
)

// TestDivModExhaustive checks State.DivMod at i8 for every x: the state
// holds exactly one (q, r), the one of x = d·q + r with r in the window
// rlo..rlo+d−1 (floor division for rlo = 0; truncation toward zero for
// rlo = −(d−1) on x ≤ 0), computed here with math/big.
func TestDivModExhaustive(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	for _, d := range []int64{1, 2, 3, 7, 8, 10, 100, 127, 128} {
		for _, neg := range []bool{false, true} {
			s := env.NewState()
			s.Declare("x", I8)
			rlo := big.NewInt(0)
			if neg {
				rlo.SetInt64(1 - d)
				s.Assume(LE(Var("x"), Int(0)))
			}
			s.DivMod("q", I8, "r", I8, Var("x"), big.NewInt(d), rlo)
			if s.Lossy() != 0 || len(s.Inputs()) != 1 {
				t.Fatalf("d=%d: lossy %d, inputs %v", d, s.Lossy(), s.Inputs())
			}
			set := s.Context()
			for x := int64(-128); x < 128; x++ {
				if neg && x > 0 {
					continue
				}
				bx, bd := big.NewInt(x), big.NewInt(d)
				var q, r *big.Int
				if neg {
					q, r = new(big.Int).QuoRem(bx, bd, new(big.Int)) // toward zero
				} else {
					q, r = new(big.Int).DivMod(bx, bd, new(big.Int)) // floor, d > 0
				}
				if !set.Contains(map[string]*big.Int{"x": bx, "q": q, "r": r}) {
					t.Errorf("d=%d neg=%v x=%d: (q, r) = (%s, %s) excluded", d, neg, x, q, r)
				}
				for _, v := range []string{"q", "r"} {
					at := set.Constrain(EQ(Var("x"), Int(x)))
					lo, k1 := at.Min(Var(v))
					hi, k2 := at.Max(Var(v))
					at.Free()
					if k1 != Finite || k2 != Finite || lo.Cmp(hi) != 0 {
						t.Errorf("d=%d neg=%v x=%d: %s not unique (%v..%v)", d, neg, x, v, lo, hi)
					}
				}
			}
			set.Free()
			// q and r are auxiliary: Project drops them.
			s.Project([]string{"x"}, false)
			if vs := s.Vars(); len(vs) != 1 {
				t.Errorf("after Project: %v", vs)
			}
			s.Free()
		}
	}
}

// TestDivModFits checks that DivMod refuses types too narrow for the
// quotient or the remainder (their range constraints would cut values).
func TestDivModFits(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	for i, tc := range []struct {
		qt, rt IntType
		e      Affine
		d, rlo int64
		ok     bool
	}{
		{U8, U8, Var("u"), 1, 0, true},
		{I8, I8, Var("u"), 1, 0, false},             // q up to 255
		{I8, I8, Var("u"), 2, 0, true},              // q up to 127
		{U8, U8, Var("x"), 2, 0, false},             // q negative
		{I8, U8, Var("x"), 200, 0, true},            // r up to 199
		{I8, I8, Var("x"), 200, 0, false},           // r up to 199
		{I8, I8, Var("x").AddConst(1), 1, 0, false}, // q up to 128
	} {
		s := env.NewState()
		s.Declare("x", I8)
		s.Declare("u", U8)
		func() {
			defer func() {
				if got := recover() == nil; got != tc.ok {
					t.Errorf("case %d: accepted=%v, want %v", i, got, tc.ok)
				}
			}()
			s.DivMod(fmt.Sprint("q", i), tc.qt, fmt.Sprint("r", i), tc.rt, tc.e, big.NewInt(tc.d), big.NewInt(tc.rlo))
		}()
		s.Free()
	}
}
