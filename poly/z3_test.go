package poly

import (
	"math/big"
	"math/rand"
	"testing"
	"time"
)

// Reference LLVM semantics on w-bit values held unsigned in 0..2^w−1.
func mask(w int) int64 { return 1<<uint(w) - 1 }
func wrap(v int64, w int) int64 {
	return v & mask(w)
}
func signed(a int64, w int) int64 {
	if a>>(uint(w)-1)&1 == 1 {
		return a - (1 << uint(w))
	}
	return a
}
func fitsS(v int64, w int) bool { return v >= -(1<<uint(w-1)) && v < 1<<uint(w-1) }

type bvCase struct {
	name    string
	defined func(a, b int64, w int) bool
	want    func(a, b int64, w int) int64
	got     func(x, y BVTerm) BVTerm
}

func always(a, b int64, w int) bool { return true }

var bvCases = []bvCase{
	{"add", always, func(a, b int64, w int) int64 { return wrap(a+b, w) }, BVTerm.Add},
	{"sub", always, func(a, b int64, w int) int64 { return wrap(a-b, w) }, BVTerm.Sub},
	{"mul", always, func(a, b int64, w int) int64 { return wrap(a*b, w) }, BVTerm.Mul},
	{"udiv", func(a, b int64, w int) bool { return b != 0 }, func(a, b int64, w int) int64 { return a / b }, BVTerm.UDiv},
	{"urem", func(a, b int64, w int) bool { return b != 0 }, func(a, b int64, w int) int64 { return a % b }, BVTerm.URem},
	{"sdiv", sdivDefined, func(a, b int64, w int) int64 { return wrap(signed(a, w)/signed(b, w), w) }, BVTerm.SDiv},
	{"srem", sdivDefined, func(a, b int64, w int) int64 { return wrap(signed(a, w)%signed(b, w), w) }, BVTerm.SRem},
	{"shl", shiftDefined, func(a, b int64, w int) int64 { return wrap(a<<uint(b), w) }, BVTerm.Shl},
	{"lshr", shiftDefined, func(a, b int64, w int) int64 { return a >> uint(b) }, BVTerm.LShr},
	{"ashr", shiftDefined, func(a, b int64, w int) int64 { return wrap(signed(a, w)>>uint(b), w) }, BVTerm.AShr},
	{"and", always, func(a, b int64, w int) int64 { return a & b }, BVTerm.And},
	{"or", always, func(a, b int64, w int) int64 { return a | b }, BVTerm.Or},
	{"xor", always, func(a, b int64, w int) int64 { return a ^ b }, BVTerm.Xor},
	{"not", always, func(a, b int64, w int) int64 { return wrap(^a, w) }, func(x, y BVTerm) BVTerm { return x.Not() }},
	{"neg", always, func(a, b int64, w int) int64 { return wrap(-a, w) }, func(x, y BVTerm) BVTerm { return x.Neg() }},
	{"trunc-zext", always, func(a, b int64, w int) int64 { return a & mask(w/2) }, func(x, y BVTerm) BVTerm { return x.Trunc(x.Width() / 2).ZExt(x.Width()) }},
	{"trunc-sext", always, func(a, b int64, w int) int64 { return wrap(signed(a&mask(w/2), w/2), w) }, func(x, y BVTerm) BVTerm { return x.Trunc(x.Width() / 2).SExt(x.Width()) }},
	{"sext-trunc", always, func(a, b int64, w int) int64 { return a }, func(x, y BVTerm) BVTerm { return x.SExt(2 * x.Width()).Trunc(x.Width()) }},
	{"select", always, func(a, b int64, w int) int64 {
		if signed(a, w) < signed(b, w) {
			return b
		}
		return a
	}, func(x, y BVTerm) BVTerm { return x.s.Select(x.SLT(y), y, x) }},
}

func sdivDefined(a, b int64, w int) bool {
	return b != 0 && !(signed(a, w) == -(1<<uint(w-1)) && signed(b, w) == -1)
}
func shiftDefined(a, b int64, w int) bool { return b < int64(w) }

type predCase struct {
	name string
	want func(a, b int64, w int) bool
	got  func(x, y BVTerm) BoolTerm
}

var predCases = []predCase{
	{"eq", func(a, b int64, w int) bool { return a == b }, BVTerm.Eq},
	{"ne", func(a, b int64, w int) bool { return a != b }, BVTerm.Ne},
	{"ult", func(a, b int64, w int) bool { return a < b }, BVTerm.ULT},
	{"ule", func(a, b int64, w int) bool { return a <= b }, BVTerm.ULE},
	{"ugt", func(a, b int64, w int) bool { return a > b }, BVTerm.UGT},
	{"uge", func(a, b int64, w int) bool { return a >= b }, BVTerm.UGE},
	{"slt", func(a, b int64, w int) bool { return signed(a, w) < signed(b, w) }, BVTerm.SLT},
	{"sle", func(a, b int64, w int) bool { return signed(a, w) <= signed(b, w) }, BVTerm.SLE},
	{"sgt", func(a, b int64, w int) bool { return signed(a, w) > signed(b, w) }, BVTerm.SGT},
	{"sge", func(a, b int64, w int) bool { return signed(a, w) >= signed(b, w) }, BVTerm.SGE},
	{"div-defined", func(a, b int64, w int) bool { return b != 0 }, BVTerm.DivDefined},
	{"sdiv-defined", sdivDefined, BVTerm.SDivDefined},
	{"shift-in-range", shiftDefined, BVTerm.ShiftInRange},
	{"add-nsw", func(a, b int64, w int) bool { return fitsS(signed(a, w)+signed(b, w), w) }, BVTerm.AddNoSignedWrap},
	{"add-nuw", func(a, b int64, w int) bool { return a+b <= mask(w) }, BVTerm.AddNoUnsignedWrap},
	{"sub-nsw", func(a, b int64, w int) bool { return fitsS(signed(a, w)-signed(b, w), w) }, BVTerm.SubNoSignedWrap},
	{"sub-nuw", func(a, b int64, w int) bool { return a >= b }, BVTerm.SubNoUnsignedWrap},
	{"mul-nsw", func(a, b int64, w int) bool { return fitsS(signed(a, w)*signed(b, w), w) }, BVTerm.MulNoSignedWrap},
	{"mul-nuw", func(a, b int64, w int) bool { return a*b <= mask(w) }, BVTerm.MulNoUnsignedWrap},
}

// pairs returns every pair of w-bit values for small w, else n random ones
// plus the extremes.
func pairs(r *rand.Rand, w, n int) [][2]int64 {
	var out [][2]int64
	if w <= 4 {
		for a := int64(0); a <= mask(w); a++ {
			for b := int64(0); b <= mask(w); b++ {
				out = append(out, [2]int64{a, b})
			}
		}
		return out
	}
	ext := []int64{0, 1, 2, mask(w), mask(w) - 1, 1 << uint(w-1), 1<<uint(w-1) - 1, int64(w), int64(w) - 1}
	for _, a := range ext {
		for _, b := range ext {
			out = append(out, [2]int64{a, b})
		}
	}
	for i := 0; i < n; i++ {
		out = append(out, [2]int64{r.Int63() & mask(w), r.Int63() & mask(w)})
	}
	return out
}

// TestBVSemantics checks every bit-vector operation against the reference
// LLVM semantics, exhaustively at width 4: for each operation one query
// asks whether any input pair gives another result than the reference;
// it must be unsat.
func TestBVSemantics(t *testing.T) {
	c := newCtx(t)
	s := c.NewSolver()
	const w = 4
	x := s.BVVar("x", w, false)
	y := s.BVVar("y", w, false)
	ps := pairs(nil, w, 0)
	for _, tc := range bvCases {
		alts := []BoolTerm{}
		for _, p := range ps {
			if !tc.defined(p[0], p[1], w) {
				continue
			}
			at := x.Eq(s.BVInt(w, p[0])).And(y.Eq(s.BVInt(w, p[1])))
			alts = append(alts, at.And(tc.got(x, y).Ne(s.BVInt(w, tc.want(p[0], p[1], w)))))
		}
		s.Push()
		s.Assert(s.False().Or(alts...))
		if res := s.Check(); res != Unsat {
			m := s.Model()
			t.Errorf("i%d %s: %v, counterexample x=%v y=%v", w, tc.name, res, m["x"], m["y"])
		}
		s.Pop()
	}
	for _, tc := range predCases {
		alts := []BoolTerm{}
		for _, p := range ps {
			at := x.Eq(s.BVInt(w, p[0])).And(y.Eq(s.BVInt(w, p[1])))
			got := tc.got(x, y)
			if !tc.want(p[0], p[1], w) {
				got = got.Not()
			}
			alts = append(alts, at.And(got.Not()))
		}
		s.Push()
		s.Assert(s.False().Or(alts...))
		if res := s.Check(); res != Unsat {
			m := s.Model()
			t.Errorf("i%d %s: %v, counterexample x=%v y=%v", w, tc.name, res, m["x"], m["y"])
		}
		s.Pop()
	}
}

// TestBVSemanticsWide checks the operations at widths 8, 16 and 24 on
// extreme and random operands by constant folding (Literal).
func TestBVSemanticsWide(t *testing.T) {
	c := newCtx(t)
	s := c.NewSolver()
	r := rand.New(rand.NewSource(7))
	for _, w := range []int{8, 16, 24} {
		for _, p := range pairs(r, w, 300) {
			x, y := s.BVInt(w, p[0]), s.BVInt(w, p[1])
			for _, tc := range bvCases {
				if !tc.defined(p[0], p[1], w) {
					continue
				}
				got, ok := tc.got(x, y).Literal()
				if want := tc.want(p[0], p[1], w); !ok || got.Int64() != want {
					t.Fatalf("i%d %s %d, %d = %v (%v), want %d", w, tc.name, p[0], p[1], got, ok, want)
				}
			}
			for _, tc := range predCases {
				got, ok := tc.got(x, y).Literal()
				if want := tc.want(p[0], p[1], w); !ok || got != want {
					t.Fatalf("i%d %s %d, %d = %v (%v), want %v", w, tc.name, p[0], p[1], got, ok, want)
				}
			}
		}
	}
}

// TestPoisonShift: a shift by the width or more is poison, any value.
func TestPoisonShift(t *testing.T) {
	c := newCtx(t)
	s := c.NewSolver()
	x, y := s.BVVar("x", 8, false), s.BVVar("y", 8, false)
	s.Assert(x.Eq(s.BVInt(8, 1)).And(y.Eq(s.BVInt(8, 9))))
	for _, v := range []int64{0, 77, 255} {
		s.Push()
		s.Assert(x.Shl(y).Eq(s.BVInt(8, v)))
		if res := s.Check(); res != Sat {
			t.Errorf("shl by 9 = %d: %v, want sat", v, res)
		}
		s.Pop()
	}
}

func TestIntSemantics(t *testing.T) {
	c := newCtx(t)
	s := c.NewSolver()
	a, b := s.IntVar("a"), s.IntVar("b")
	var alts []BoolTerm
	for x := int64(-9); x <= 9; x++ {
		for y := int64(-9); y <= 9; y++ {
			if y == 0 {
				continue
			}
			at := a.Eq(s.IntInt(x)).And(b.Eq(s.IntInt(y)))
			alts = append(alts, at.And(a.TDiv(b).Ne(s.IntInt(x/y)).Or(a.TRem(b).Ne(s.IntInt(x%y)))))
		}
	}
	s.Push()
	s.Assert(s.False().Or(alts...))
	if res := s.Check(); res != Unsat {
		m := s.Model()
		t.Fatalf("TDiv/TRem: %v at a=%v b=%v", res, m["a"], m["b"])
	}
	s.Pop()
	// Conversions: i8 200 reads as 200 unsigned, −56 signed; −56 as i8 is 200.
	x := s.BVVar("x", 8, false)
	s.Push()
	s.Assert(x.Eq(s.BVInt(8, 200)))
	s.Assert(x.ToIntU().Eq(s.IntInt(200)).And(x.ToIntS().Eq(s.IntInt(-56))))
	s.Assert(s.IntInt(-56).ToBV(8).Eq(x))
	s.Assert(a.InRange(big.NewInt(3), big.NewInt(3)))
	if res := s.Check(); res != Sat {
		t.Fatalf("conversions: %v", res)
	}
	if m := s.Model(); m["x"].Int64() != 200 || m["a"].Int64() != 3 {
		t.Fatalf("model %v", m)
	}
	s.Pop()
}

func TestSolverStackAndModel(t *testing.T) {
	c := newCtx(t)
	s := c.NewSolver()
	u := s.BVVar("u", 8, false)
	v := s.BVVar("v", 8, true)
	n := s.IntVar("n")
	s.Assert(u.Eq(s.BVInt(8, 200)))
	s.Assert(v.Eq(s.BVInt(8, 200)))
	s.Push()
	s.Assert(n.GT(s.IntInt(5)))
	if s.Check() != Sat {
		t.Fatal("sat expected")
	}
	s.Push()
	s.Assert(n.LT(s.IntInt(3)))
	if s.Check() != Unsat {
		t.Fatal("unsat expected")
	}
	s.Pop()
	if s.Check() != Sat || s.Depth() != 1 {
		t.Fatal("pop did not restore")
	}
	m := s.Model()
	if m["u"].Int64() != 200 || m["v"].Int64() != -56 || m["n"].Int64() <= 5 {
		t.Fatalf("model %v", m)
	}
	s.Pop()
	if got := s.Vars(); len(got) != 3 || got[0] != "n" {
		t.Fatalf("vars %v", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("redeclaration with another width did not panic")
		}
	}()
	s.BVVar("u", 16, false)
}

// TestUnknownIsLossy: a check that times out answers Unknown, counts as
// feasible and as a lossy event.
func TestUnknownIsLossy(t *testing.T) {
	c := newCtx(t)
	s := c.NewSolver()
	s.SetTimeout(time.Millisecond)
	x, y := s.BVVar("x", 64, false), s.BVVar("y", 64, false)
	n, _ := new(big.Int).SetString("16973478453458137081", 10) // a 64-bit semiprime
	s.Assert(x.ZExt(128).Mul(y.ZExt(128)).Eq(s.BVConst(128, n)))
	s.Assert(x.UGT(s.BVInt(64, 1)).And(y.UGT(s.BVInt(64, 1))))
	res := s.Check()
	switch res {
	case Unknown:
		if c.Lossy(LossyZ3Unknown) != 1 || !res.Feasible() {
			t.Fatalf("unknown not counted: %d", c.Lossy(LossyZ3Unknown))
		}
	case Sat: // a fast machine; the model must be a factorization
		m := s.Model()
		if new(big.Int).Mul(m["x"], m["y"]).Cmp(n) != 0 {
			t.Fatalf("bad factorization %v", m)
		}
	default:
		t.Fatal("semiprime reported unsat")
	}
}

// TestAffineBridge: isl sets and non-affine atoms in one query.
func TestAffineBridge(t *testing.T) {
	c := newCtx(t)
	box := c.NewSet(nil, boxCons([]string{"i", "j"}, 10)...)
	defer box.Free()
	pos := c.NewSet(nil, GE(Var("i"), Int(2)), GE(Var("j"), Int(2)))
	defer pos.Free()
	s := c.NewSolver()
	s.AssertSet(box)
	s.AssertSet(pos)
	i, j := s.IntVar("i"), s.IntVar("j")
	s.Push()
	s.Assert(i.Mul(j).Eq(s.IntInt(37)))
	if res := s.Check(); res != Unsat {
		t.Fatalf("i*j = 37 with 2 <= i, j <= 10: %v", res)
	}
	s.Pop()
	s.Push()
	s.Assert(i.Mul(j).Eq(s.IntInt(36)).And(i.LT(j)))
	if res := s.Check(); res != Sat {
		t.Fatalf("i*j = 36: %v", res)
	}
	m := s.Model()
	if m["i"].Int64()*m["j"].Int64() != 36 || !box.Contains(m) {
		t.Fatalf("model %v", m)
	}
	s.Pop()
	// Existential variables and unions.
	ev := mustSet(t, c, "{ [x] : exists (e : x = 3e) and 7 <= x <= 11 or x = -5 }")
	defer ev.Free()
	s2 := c.NewSolver()
	s2.AssertSet(ev)
	s2.Assert(s2.IntVar("x").GE(s2.IntInt(0)))
	if s2.Check() != Sat {
		t.Fatal("unsat")
	}
	if m := s2.Model(); m["x"].Int64() != 9 || len(m) != 1 {
		t.Fatalf("model %v", m)
	}
	empty := c.EmptySet("x")
	defer empty.Free()
	s3 := c.NewSolver()
	s3.AssertSet(empty)
	if s3.Check() != Unsat {
		t.Fatal("empty set satisfiable")
	}
	k := s.Constraint(LE(Var("i"), Int(-1)))
	s.Assert(k)
	if s.Check() != Unsat {
		t.Fatal("constraint bridge")
	}
}
