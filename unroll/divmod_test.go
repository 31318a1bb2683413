package unroll

import (
	"fmt"
	"math/big"
	"testing"

	"wcet/poly"
	"wcet/ts"
)

// divCase is one operation by a constant whose affine encoding is checked.
type divCase struct {
	op    string
	c     int64 // the constant (any representative modulo 2^8)
	left  bool  // the constant is the left operand (and)
	exact bool  // the result must carry an affine form
}

// divCases are the i8 operations by a constant: divisions and remainders
// by every sign and magnitude class (−1, INT_MIN, powers of two, odd,
// even, > INT_MAX unsigned), shifts 0..7 and every mask of contiguous
// bits (either side), plus masks that have no encoding.
func divCases() []divCase {
	var cs []divCase
	for _, c := range []int64{1, 2, 3, 5, 7, 8, 10, 64, 100, 127, 128, 129, 200, 254, 255} {
		cs = append(cs, divCase{op: "udiv", c: c, exact: true}, divCase{op: "urem", c: c, exact: true})
	}
	for _, c := range []int64{1, -1, 2, -2, 3, -3, 4, -4, 7, -7, 8, -8, 10, -10, 100, -100, 127, -127, -128} {
		cs = append(cs, divCase{op: "sdiv", c: c, exact: true}, divCase{op: "srem", c: c, exact: true})
	}
	for k := int64(0); k < 8; k++ {
		cs = append(cs, divCase{op: "lshr", c: k, exact: true}, divCase{op: "ashr", c: k, exact: true})
	}
	for c := int64(0); c < 256; c++ {
		// Masks (at most 4 runs of set bits at i8), either side: every
		// contiguous one, a sample of the others.
		if len(maskRuns(big.NewInt(c))) > 1 && c%15 != 0 {
			continue
		}
		for _, op := range []string{"and", "or", "xor"} {
			cs = append(cs, divCase{op: op, c: c, left: c%2 == 1, exact: true})
		}
	}
	return cs
}

func TestMaskRuns(t *testing.T) {
	for _, tc := range []struct {
		c    int64
		want string
	}{{0, "[]"}, {1, "[[0 1]]"}, {0xf0, "[[4 8]]"}, {0xff, "[[0 8]]"}, {0x55, "[[0 1] [2 3] [4 5] [6 7]]"}, {0b1101100, "[[2 4] [5 7]]"}} {
		if got := fmt.Sprint(maskRuns(big.NewInt(tc.c))); got != tc.want {
			t.Errorf("maskRuns(%#x) = %s, want %s", tc.c, got, tc.want)
		}
	}
	// More runs than maxMaskRuns: no encoding (i16 0x5555 has 8).
	x := val{kind: vInt, t: ts.IntT(16), aff: poly.Var("x"), hasAf: true}
	k := val{kind: vInt, t: ts.IntT(16), aff: poly.Int(0x5555), hasAf: true}
	if _, ok := divFormOf("and", x, k, 16); ok {
		t.Error("and with 8 runs encoded")
	}
	if _, ok := divFormOf("xor", k, x, 16); ok {
		t.Error("xor with 8 runs encoded")
	}
}

// testMachine returns a machine and an empty path over a fresh Env.
func testMachine(t *testing.T) (*machine, *path, *poly.Env) {
	t.Helper()
	ctx := poly.NewCtx()
	env := poly.NewEnv(ctx)
	m := &machine{env: env, gobj: map[string]int{}, assumed: map[string]bool{}}
	p := &path{st: env.NewState(), ptrs: map[string]ptrVal{}, objs: map[int]*object{},
		cycConst: new(big.Int), heapConst: new(big.Int), heapPeak: new(big.Int), counters: map[string]int64{}}
	return m, p, env
}

// TestDivEncodingI8 checks the exact affine encodings of division,
// remainder, right shifts and masks by a constant exhaustively at i8:
// for every operation and constant, the relation between the input x and
// the assigned result y, over all the paths the encoding splits into, is
// exactly the function foldBin computes (LLVM semantics): every (x, y) of
// foldBin is feasible and no x has two results. The operand is read in
// three ways: a signed-view variable, an unsigned-view variable and an
// affine expression that wraps (x + 77), so both the views and the wrap of
// the operand are exercised. On a sample of cases, Z3 confirms that the
// result's bit-vector expression agrees with its affine form.
func TestDivEncodingI8(t *testing.T) {
	forms := []struct {
		name string
		t    poly.IntType
		off  int64
	}{{"signed", poly.I8, 0}, {"unsigned", poly.U8, 0}, {"x+77", poly.I8, 77}}
	for _, dc := range divCases() {
		for fi, form := range forms {
			if (dc.op == "and" || dc.op == "or" || dc.op == "xor") && fi > 0 && dc.c%17 != 0 {
				continue // masks: all on the signed variable, a sample on the others
			}
			name := fmt.Sprintf("%s %d (left=%v) on %s", dc.op, dc.c, dc.left, form.name)
			// Z3 (bit-vectors against integers) is slow: a sample of cases.
			z3 := form.off == 0 && form.t.Signed && (dc.c == 3 || dc.c == -7 || dc.c == 240)
			checkDivCase(t, name, dc, form.t, form.off, z3)
		}
	}
}

func checkDivCase(t *testing.T, name string, dc divCase, xt poly.IntType, off int64, z3 bool) {
	m, p, env := testMachine(t)
	ctx := env.Ctx
	defer func() {
		if n := ctx.Live(); n != 0 {
			t.Errorf("%s: %d isl objects live", name, n)
		}
		ctx.Free()
	}()
	p.st.Declare("x", xt)
	xv := val{kind: vInt, t: ts.I8, aff: poly.Var("x").AddConst(off), hasAf: true,
		ex: poly.Bin(poly.EAdd, poly.X("x"), poly.K(8, off), 0)}
	cv := big.NewInt(dc.c)
	kv := val{kind: vInt, t: ts.I8, aff: poly.Big(ts.Signed(ts.Wrap(cv, 8), 8)), hasAf: true, ex: poly.BigK(8, ts.Wrap(cv, 8))}
	xr := &ts.Ref{V: &ts.Var{Name: "x", Type: ts.I8, Param: -1}}
	kc := &ts.Const{T: ts.I8, V: ts.Signed(ts.Wrap(cv, 8), 8)}
	bin := &ts.Bin{Op: dc.op, X: ts.Expr(xr), Y: ts.Expr(kc), T: ts.I8}
	a, b := xv, kv
	if dc.left {
		bin.X, bin.Y = kc, xr
		a, b = kv, xv
	}
	var paths []*path
	for _, c := range m.concretize(p, dc.op, a, b, 8) {
		ps, vs, err := m.binPaths(c.p, bin, c.a, c.b, ts.Pos{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, q := range ps {
			if dc.exact && !vs[i].hasAf {
				t.Fatalf("%s: no affine form", name)
			}
			if !dc.exact && vs[i].hasAf {
				t.Fatalf("%s: an affine form for an operation without an encoding", name)
			}
			for _, r := range assignInt(q, "y", ts.I8, vs[i], 0) {
				// The bit-vector expression agrees with the affine form.
				if z3 && vs[i].hasAf {
					z := r.st.Clone()
					z.AssignExpr("z", poly.I8, vs[i].ex)
					z.AssumeCond(poly.Cmp(poly.CNe, poly.X("y"), poly.X("z")))
					if z.Feasible() {
						mdl, _ := z.Model()
						t.Errorf("%s: affine form and bit-vector expression differ at %v", name, mdl.Vars)
					}
					z.Free()
				}
				paths = append(paths, r)
			}
		}
	}
	if !dc.exact {
		for _, q := range paths {
			q.st.Free()
		}
		return
	}
	// The paths' contexts over x, y and the auxiliary variables (explicit
	// integer variables: no projection, which would leave isl existentials
	// that make the checks slow).
	var sets []*poly.Set
	for _, q := range paths {
		sets = append(sets, q.st.Context())
		q.st.Free()
	}
	defer func() {
		for _, s := range sets {
			s.Free()
		}
	}()
	// Every result foldBin gives is feasible on some path.
	for x := xt.Min().Int64(); x <= xt.Max().Int64(); x++ {
		want, ok := foldBin(dc.op, big.NewInt(x+off), ts.Signed(ts.Wrap(cv, 8), 8), 8)
		if dc.left {
			want, ok = foldBin(dc.op, ts.Signed(ts.Wrap(cv, 8), 8), big.NewInt(x+off), 8)
		}
		if !ok {
			continue // undefined (INT_MIN / −1): any result is sound
		}
		found := false
		for _, s := range sets {
			at := s.Constrain(poly.EQ(poly.Var("x"), poly.Int(x)), poly.EQ(poly.Var("y"), poly.Big(want)))
			found = !at.IsEmpty()
			at.Free()
			if found {
				break
			}
		}
		if !found {
			t.Errorf("%s: x=%d: result %s excluded (unsound)", name, x, want)
		}
	}
	// No x has two results, on one path or on two.
	for i, si := range sets {
		for _, sj := range sets[i:] {
			ren := map[string]string{}
			for _, v := range sj.Vars() {
				if v != "x" {
					ren[v] = v + "_2"
				}
			}
			sj2 := sj.Rename(ren)
			both := si.Intersect(sj2)
			two := both.Constrain(poly.LT(poly.Var("y"), poly.Var("y_2")))
			if !two.IsEmpty() {
				pt, _ := two.Sample()
				t.Errorf("%s: two results for one input: x=%v y=%v y'=%v", name, pt["x"], pt["y"], pt["y_2"])
			}
			sj2.Free()
			both.Free()
			two.Free()
		}
	}
}

// TestOverflowEncoding checks the exact affine encodings of the overflow
// bits exhaustively: add and sub of two i4 variables (all 256 pairs, both
// views of the operands), mul of an i8 variable by constants (either
// side), against foldBin.
func TestOverflowEncoding(t *testing.T) {
	for _, op := range []string{"sadd.ov", "uadd.ov", "ssub.ov", "usub.ov"} {
		for _, signed := range []bool{true, false} {
			checkOv(t, op, 4, poly.IntType{Bits: 4, Signed: signed}, nil, false)
		}
	}
	for _, op := range []string{"smul.ov", "umul.ov"} {
		for _, c := range []int64{0, 1, -1, 2, 3, -3, 16, 100, -128, 127} {
			checkOv(t, op, 8, poly.I8, big.NewInt(c), c%2 != 0)
		}
	}
}

// checkOv checks op on x and y (a variable, or the constant c; on the left
// when left) at width w.
func checkOv(t *testing.T, op string, w int, vt poly.IntType, c *big.Int, left bool) {
	name := fmt.Sprintf("%s i%d %v c=%v left=%v", op, w, vt, c, left)
	m, p, env := testMachine(t)
	ctx := env.Ctx
	defer func() {
		if n := ctx.Live(); n != 0 {
			t.Errorf("%s: %d isl objects live", name, n)
		}
		ctx.Free()
	}()
	tt := ts.IntT(w)
	p.st.Declare("x", vt)
	a := val{kind: vInt, t: tt, aff: poly.Var("x"), hasAf: true, ex: poly.X("x")}
	b := val{kind: vInt, t: tt, aff: poly.Var("z"), hasAf: true, ex: poly.X("z")}
	xr := &ts.Ref{V: &ts.Var{Name: "x", Type: tt, Param: -1}}
	var yr ts.Expr = &ts.Ref{V: &ts.Var{Name: "z", Type: tt, Param: -1}}
	if c == nil {
		p.st.Declare("z", vt)
	} else {
		k := ts.Signed(ts.Wrap(c, w), w)
		b = val{kind: vInt, t: tt, aff: poly.Big(k), hasAf: true, ex: poly.BigK(w, ts.Wrap(c, w))}
		yr = &ts.Const{T: tt, V: k}
	}
	bin := &ts.Bin{Op: op, X: xr, Y: yr, T: ts.I1}
	if left {
		a, b = b, a
		bin.X, bin.Y = bin.Y, bin.X
	}
	var sets []*poly.Set
	for _, cc := range m.concretize(p, op, a, b, w) {
		ps, vs, err := m.binPaths(cc.p, bin, cc.a, cc.b, ts.Pos{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for i, q := range ps {
			if !vs[i].hasAf {
				t.Fatalf("%s: no affine form", name)
			}
			for _, r := range assignInt(q, "y", ts.I1, vs[i], 0) {
				sets = append(sets, r.st.Context())
				r.st.Free()
			}
		}
	}
	defer func() {
		for _, s := range sets {
			s.Free()
		}
	}()
	zs := []int64{0}
	if c == nil {
		zs = nil
		for z := vt.Min().Int64(); z <= vt.Max().Int64(); z++ {
			zs = append(zs, z)
		}
	}
	for x := vt.Min().Int64(); x <= vt.Max().Int64(); x++ {
		for _, z := range zs {
			xa, za := big.NewInt(x), big.NewInt(z)
			if c != nil {
				za = c
			}
			if left {
				xa, za = za, xa
			}
			want, ok := foldBin(op, xa, za, w)
			if !ok {
				t.Fatalf("%s: foldBin", name)
			}
			cons := []poly.Constraint{poly.EQ(poly.Var("x"), poly.Int(x)), poly.EQ(poly.Var("y"), poly.Big(want))}
			if c == nil {
				cons = append(cons, poly.EQ(poly.Var("z"), poly.Int(z)))
			}
			found := false
			for _, s := range sets {
				at := s.Constrain(cons...)
				found = !at.IsEmpty()
				at.Free()
				if found {
					break
				}
			}
			if !found {
				t.Errorf("%s: x=%d z=%d: bit %s excluded (unsound)", name, x, z, want)
			}
		}
	}
	for i, si := range sets {
		for _, sj := range sets[i:] {
			ren := map[string]string{}
			for _, v := range sj.Vars() {
				if v != "x" && v != "z" {
					ren[v] = v + "_2"
				}
			}
			sj2 := sj.Rename(ren)
			both := si.Intersect(sj2)
			two := both.Constrain(poly.LT(poly.Var("y"), poly.Var("y_2")))
			if !two.IsEmpty() {
				pt, _ := two.Sample()
				t.Errorf("%s: two bits for one input: %v", name, pt)
			}
			sj2.Free()
			both.Free()
			two.Free()
		}
	}
}
