package interp

import (
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"wcet/ts"
)

// Arithmetic of the interpreter against references written independently:
// exact integer arithmetic in math/big following the LangRef's wording, and
// Go's native int32/int64/float32/float64 operations.

var ibWidths = []int{1, 8, 32, 64, 128}

// ibValues returns interesting bit patterns of n bits plus random ones.
func ibValues(r *rand.Rand, n int, count int) []*big.Int {
	full := new(big.Int).Lsh(big.NewInt(1), uint(n))
	half := new(big.Int).Rsh(full, 1)
	one := big.NewInt(1)
	vals := []*big.Int{
		big.NewInt(0), big.NewInt(1), big.NewInt(2), big.NewInt(3), big.NewInt(7),
		new(big.Int).Sub(full, one),               // -1
		new(big.Int).Sub(full, big.NewInt(2)),     // -2
		new(big.Int).Sub(half, one),               // max signed
		half,                                      // min signed
		new(big.Int).Add(half, one),               // min signed + 1
		new(big.Int).Sub(half, big.NewInt(2)),     // max signed - 1
		new(big.Int).Rsh(full, uint(max(n/2, 1))), // a middle value
	}
	for i := 0; i < count; i++ {
		v := new(big.Int).Rand(r, full)
		if i%3 == 0 { // small magnitudes, positive or negative
			v = big.NewInt(r.Int63n(100) - 50)
		}
		vals = append(vals, v)
	}
	for i, v := range vals {
		vals[i] = ts.Wrap(v, n)
	}
	return vals
}

// refBin computes LLVM's result of x op y on n-bit patterns, or the
// substring of the expected error.
func refBin(op string, n int, x, y *big.Int, nsw, nuw, exact bool) (*big.Int, string) {
	full := new(big.Int).Lsh(big.NewInt(1), uint(n))
	minS := new(big.Int).Neg(new(big.Int).Rsh(full, 1))
	maxS := new(big.Int).Sub(new(big.Int).Rsh(full, 1), big.NewInt(1))
	inS := func(v *big.Int) bool { return v.Cmp(minS) >= 0 && v.Cmp(maxS) <= 0 }
	inU := func(v *big.Int) bool { return v.Sign() >= 0 && v.Cmp(full) < 0 }
	sx, sy := ts.Signed(x, n), ts.Signed(y, n)
	b := func(ok bool) *big.Int {
		if ok {
			return big.NewInt(1)
		}
		return big.NewInt(0)
	}
	z := func() *big.Int { return new(big.Int) }
	arith := func(f func(z, a, b *big.Int) *big.Int) (*big.Int, string) {
		if nsw && !inS(f(z(), sx, sy)) {
			return nil, "signed overflow in " + op + " nsw"
		}
		r := f(z(), x, y)
		if nuw && !inU(r) {
			return nil, "unsigned overflow in " + op + " nuw"
		}
		return ts.Wrap(r, n), ""
	}
	switch op {
	case "add":
		return arith((*big.Int).Add)
	case "sub":
		return arith((*big.Int).Sub)
	case "mul":
		return arith((*big.Int).Mul)
	case "udiv", "urem":
		if y.Sign() == 0 {
			return nil, "division by zero in " + op
		}
		q, r := z().QuoRem(x, y, z())
		if op == "urem" {
			return r, ""
		}
		if exact && r.Sign() != 0 {
			return nil, "inexact"
		}
		return q, ""
	case "sdiv", "srem":
		if sy.Sign() == 0 {
			return nil, "division by zero in " + op
		}
		if sx.Cmp(minS) == 0 && sy.Cmp(big.NewInt(-1)) == 0 {
			return nil, "signed overflow in " + op
		}
		q, r := z().QuoRem(sx, sy, z()) // truncating
		if op == "srem" {
			return ts.Wrap(r, n), ""
		}
		if exact && r.Sign() != 0 {
			return nil, "inexact"
		}
		return ts.Wrap(q, n), ""
	case "shl", "lshr", "ashr":
		if y.Cmp(big.NewInt(int64(n))) >= 0 {
			return nil, "shift amount"
		}
		s := uint(y.Int64())
		p2 := z().Lsh(big.NewInt(1), s)
		switch op {
		case "shl":
			if nsw && !inS(z().Mul(sx, p2)) {
				return nil, "signed overflow in shl nsw"
			}
			if nuw && !inU(z().Mul(x, p2)) {
				return nil, "unsigned overflow in shl nuw"
			}
			return ts.Wrap(z().Mul(x, p2), n), ""
		case "lshr":
			if exact && z().Mod(x, p2).Sign() != 0 {
				return nil, "inexact"
			}
			return z().Div(x, p2), ""
		}
		if exact && z().Mod(x, p2).Sign() != 0 {
			return nil, "inexact"
		}
		return ts.Wrap(z().Div(sx, p2), n), "" // Euclidean division by 2^s is floor division
	case "and":
		return z().And(x, y), ""
	case "or":
		return z().Or(x, y), ""
	case "xor":
		return z().Xor(x, y), ""
	case "smax":
		if sx.Cmp(sy) >= 0 {
			return x, ""
		}
		return y, ""
	case "smin":
		if sx.Cmp(sy) <= 0 {
			return x, ""
		}
		return y, ""
	case "umax":
		if x.Cmp(y) >= 0 {
			return x, ""
		}
		return y, ""
	case "umin":
		if x.Cmp(y) <= 0 {
			return x, ""
		}
		return y, ""
	case "sadd.ov":
		return b(!inS(z().Add(sx, sy))), ""
	case "uadd.ov":
		return b(!inU(z().Add(x, y))), ""
	case "ssub.ov":
		return b(!inS(z().Sub(sx, sy))), ""
	case "usub.ov":
		return b(!inU(z().Sub(x, y))), ""
	case "smul.ov":
		return b(!inS(z().Mul(sx, sy))), ""
	case "umul.ov":
		return b(!inU(z().Mul(x, y))), ""
	}
	panic("refBin: " + op)
}

// nativeBin computes the wrapping operations on int32/int64 with Go.
func nativeBin(op string, n int, x, y uint64) (uint64, bool) {
	switch n {
	case 32:
		a, b := int32(uint32(x)), int32(uint32(y))
		var r int32
		switch op {
		case "add":
			r = a + b
		case "sub":
			r = a - b
		case "mul":
			r = a * b
		case "sdiv":
			r = a / b
		case "srem":
			r = a % b
		case "udiv":
			r = int32(uint32(a) / uint32(b))
		case "urem":
			r = int32(uint32(a) % uint32(b))
		case "shl":
			r = a << uint(b)
		case "lshr":
			r = int32(uint32(a) >> uint(b))
		case "ashr":
			r = a >> uint(b)
		case "and":
			r = a & b
		case "or":
			r = a | b
		case "xor":
			r = a ^ b
		default:
			return 0, false
		}
		return uint64(uint32(r)), true
	case 64:
		a, b := int64(x), int64(y)
		var r int64
		switch op {
		case "add":
			r = a + b
		case "sub":
			r = a - b
		case "mul":
			r = a * b
		case "sdiv":
			r = a / b
		case "srem":
			r = a % b
		case "udiv":
			r = int64(uint64(a) / uint64(b))
		case "urem":
			r = int64(uint64(a) % uint64(b))
		case "shl":
			r = a << uint(b)
		case "lshr":
			r = int64(uint64(a) >> uint(b))
		case "ashr":
			r = a >> uint(b)
		case "and":
			r = a & b
		case "or":
			r = a | b
		case "xor":
			r = a ^ b
		default:
			return 0, false
		}
		return uint64(r), true
	}
	return 0, false
}

var ibIntOps = []string{"add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr",
	"and", "or", "xor", "smax", "smin", "umax", "umin",
	"sadd.ov", "uadd.ov", "ssub.ov", "usub.ov", "smul.ov", "umul.ov"}

// ibBinProg builds main(x, y) returning x op y; with constY, y is the
// constant instead of the parameter.
func ibBinProg(op string, t ts.Type, nsw, nuw, exact bool, constY *big.Int) *ts.Program {
	rt := t
	if strings.HasSuffix(op, ".ov") {
		rt = ts.I1
	}
	b := ibFn("main", rt)
	x := b.param("x", t)
	var y ts.Expr = rf(b.param("y", t))
	if constY != nil {
		y = kBig(t, constY)
	}
	e := &ts.Bin{Op: op, X: rf(x), Y: y, T: rt, NSW: nsw, NUW: nuw, Exact: exact}
	r := b.v("r", rt)
	b.body("entry", "e.t", asg(r, e))
	b.ret("e.t", rf(r))
	return ibProg(b)
}

func TestInterpIntBin(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	type flags struct{ nsw, nuw, exact bool }
	for _, n := range ibWidths {
		ty := ts.IntT(n)
		vals := ibValues(r, n, 12)
		shifts := []*big.Int{big.NewInt(0), big.NewInt(1), big.NewInt(int64(n - 1)), big.NewInt(int64(n)), big.NewInt(int64(n + 5))}
		for i := 0; i < 6; i++ {
			shifts = append(shifts, big.NewInt(r.Int63n(int64(n))))
		}
		for i := range shifts {
			shifts[i] = ts.Wrap(shifts[i], n)
		}
		for _, op := range ibIntOps {
			fl := []flags{{}}
			switch op {
			case "add", "sub", "mul", "shl":
				fl = append(fl, flags{nsw: true}, flags{nuw: true}, flags{nsw: true, nuw: true})
			case "udiv", "sdiv", "lshr", "ashr":
				fl = append(fl, flags{exact: true})
			}
			ys := vals
			if op == "shl" || op == "lshr" || op == "ashr" {
				ys = shifts
			}
			for _, f := range fl {
				p := ibBinProg(op, ty, f.nsw, f.nuw, f.exact, nil)
				for _, x := range vals {
					for yi, y := range ys {
						name := fmt.Sprintf("i%d %s %+v (%v, %v)", n, op, f, x, y)
						want, wantErr := refBin(op, n, x, y, f.nsw, f.nuw, f.exact)
						check := func(p *ts.Program) {
							res, err := Run(p, Config{Args: map[string]ArgVal{"x": {Scalar: x}, "y": {Scalar: y}}})
							switch {
							case wantErr != "" && err == nil:
								t.Fatalf("%s: got %v; want error %q", name, res.Return[0], wantErr)
							case wantErr != "" && !strings.Contains(err.Error(), wantErr):
								t.Fatalf("%s: error %q; want %q", name, err, wantErr)
							case wantErr == "" && err != nil:
								t.Fatalf("%s: error %v; want %v", name, err, want)
							case wantErr == "" && res.Return[0].Cmp(want) != 0:
								t.Fatalf("%s: got %v; want %v", name, res.Return[0], want)
							}
						}
						check(p)
						if yi%4 == 1 { // the constant-operand path
							check(ibBinProg(op, ty, f.nsw, f.nuw, f.exact, y))
						}
						if wantErr == "" && f == (flags{}) {
							if nat, ok := nativeBin(op, n, x.Uint64(), y.Uint64()); ok && nat != want.Uint64() {
								t.Fatalf("%s: reference %v disagrees with Go's %v", name, want, nat)
							}
						}
					}
				}
			}
		}
	}
}

// ibEval runs main() { return e } for an expression over constants.
func ibEval(t *testing.T, e ts.Expr) (*big.Int, error) {
	t.Helper()
	b := ibFn("main", e.Type())
	r := b.v("r", e.Type())
	b.body("entry", "e.t", asg(r, e))
	b.ret("e.t", rf(r))
	res, err := Run(ibProg(b), Config{})
	if err != nil {
		return nil, err
	}
	return res.Return[0], nil
}

func TestInterpCmp(t *testing.T) {
	r := rand.New(rand.NewSource(2))
	preds := map[string]func(sx, sy, ux, uy *big.Int) bool{
		"eq":  func(sx, sy, ux, uy *big.Int) bool { return ux.Cmp(uy) == 0 },
		"ne":  func(sx, sy, ux, uy *big.Int) bool { return ux.Cmp(uy) != 0 },
		"ugt": func(sx, sy, ux, uy *big.Int) bool { return ux.Cmp(uy) > 0 },
		"uge": func(sx, sy, ux, uy *big.Int) bool { return ux.Cmp(uy) >= 0 },
		"ult": func(sx, sy, ux, uy *big.Int) bool { return ux.Cmp(uy) < 0 },
		"ule": func(sx, sy, ux, uy *big.Int) bool { return ux.Cmp(uy) <= 0 },
		"sgt": func(sx, sy, ux, uy *big.Int) bool { return sx.Cmp(sy) > 0 },
		"sge": func(sx, sy, ux, uy *big.Int) bool { return sx.Cmp(sy) >= 0 },
		"slt": func(sx, sy, ux, uy *big.Int) bool { return sx.Cmp(sy) < 0 },
		"sle": func(sx, sy, ux, uy *big.Int) bool { return sx.Cmp(sy) <= 0 },
	}
	for _, n := range ibWidths {
		ty := ts.IntT(n)
		vals := ibValues(r, n, 6)
		for pred, ref := range preds {
			b := ibFn("main", ts.I1)
			x, y := b.param("x", ty), b.param("y", ty)
			b.ret("entry", cmpE(pred, rf(x), rf(y)))
			p := ibProg(b)
			for _, a := range vals {
				for _, c := range vals {
					res := ibRun(t, p, Config{Args: map[string]ArgVal{"x": {Scalar: a}, "y": {Scalar: c}}})
					want := ref(ts.Signed(a, n), ts.Signed(c, n), a, c)
					if (res.Return[0].Sign() != 0) != want {
						t.Fatalf("i%d icmp %s %v %v = %v", n, pred, a, c, res.Return[0])
					}
				}
			}
		}
	}
}

func TestInterpCasts(t *testing.T) {
	r := rand.New(rand.NewSource(3))
	for _, from := range ibWidths {
		for _, to := range ibWidths {
			var ops []string
			switch {
			case to < from:
				ops = []string{"trunc"}
			case to > from:
				ops = []string{"zext", "sext"}
			default:
				ops = []string{"bitcast"}
			}
			for _, op := range ops {
				b := ibFn("main", ts.IntT(to))
				x := b.param("x", ts.IntT(from))
				b.ret("entry", castE(op, rf(x), ts.IntT(to)))
				p := ibProg(b)
				for _, v := range ibValues(r, from, 8) {
					want := ts.Wrap(v, to)
					if op == "sext" {
						want = ts.Wrap(ts.Signed(v, from), to)
					}
					res := ibRun(t, p, Config{Args: map[string]ArgVal{"x": {Scalar: v}}})
					if res.Return[0].Cmp(want) != 0 {
						t.Fatalf("%s i%d %v to i%d = %v; want %v", op, from, v, to, res.Return[0], want)
					}
				}
			}
		}
	}
	// Pointers: ptrtoint/inttoptr move bits.
	got, err := ibEval(t, castE("ptrtoint", castE("inttoptr", kI(ts.I32, -1), ts.PtrT), ts.I64))
	if err != nil || got.Uint64() != 0xffffffff {
		t.Errorf("inttoptr/ptrtoint: %v %v", got, err)
	}
	got, err = ibEval(t, castE("ptrtoint", castE("inttoptr", kI(ts.I64, -1), ts.PtrT), ts.I8))
	if err != nil || got.Uint64() != 0xff {
		t.Errorf("ptrtoint to i8: %v %v", got, err)
	}
}

func TestInterpUnary(t *testing.T) {
	for _, c := range []struct {
		e    ts.Expr
		want int64
	}{
		{&ts.Un{Op: "not", X: kI(ts.I1, 1), T: ts.I1}, 0},
		{&ts.Un{Op: "not", X: kI(ts.I1, 0), T: ts.I1}, 1},
		{&ts.Un{Op: "not", X: kI(ts.I32, 5), T: ts.I32}, 0xfffffffa},
		{&ts.Un{Op: "abs", X: kI(ts.I32, -5), T: ts.I32}, 5},
		{&ts.Un{Op: "abs", X: kI(ts.I32, math.MinInt32), T: ts.I32}, int64(uint32(1 << 31))},
		{&ts.Un{Op: "abs", X: kI(ts.I8, -128), T: ts.I8}, 128},
		{&ts.Un{Op: "abs", X: kI(ts.IntT(128), -7), T: ts.IntT(128)}, 7},
		{&ts.Un{Op: "abs", X: kI(ts.I64, math.MinInt64+1), T: ts.I64}, math.MaxInt64},
	} {
		got, err := ibEval(t, c.e)
		if err != nil || got.Int64() != c.want {
			t.Errorf("%s: got %v, %v; want %d", ts.FormatExpr(c.e), got, err, c.want)
		}
	}
	for _, e := range []ts.Expr{
		&ts.Un{Op: "abs", X: kI(ts.I32, math.MinInt32), T: ts.I32, Poison: true},
		&ts.Un{Op: "abs", X: kBig(ts.IntT(128), new(big.Int).Lsh(big.NewInt(1), 127)), T: ts.IntT(128), Poison: true},
	} {
		if _, err := ibEval(t, e); err == nil || !strings.Contains(err.Error(), "is poison") {
			t.Errorf("%s: error %v", ts.FormatExpr(e), err)
		}
	}
	got, err := ibEval(t, castE("bitcast", &ts.Un{Op: "fneg", X: kF(ts.F64, 1.5), T: ts.F64}, ts.I64))
	if err != nil || math.Float64frombits(got.Uint64()) != -1.5 {
		t.Errorf("fneg: %v %v", got, err)
	}
}

func TestInterpUBMessages(t *testing.T) {
	for _, c := range []struct {
		e    ts.Expr
		want string
	}{
		{bnsw("add", kI(ts.I32, math.MaxInt32), kI(ts.I32, 1)), "t.c:11:3: signed overflow in add nsw (i32 2147483647 + 1)"},
		{bnuw("add", kI(ts.I32, -1), kI(ts.I32, 1)), "unsigned overflow in add nuw (i32 4294967295 + 1)"},
		{bnsw("mul", kI(ts.I64, math.MaxInt64/2+1), kI(ts.I64, 2)), "signed overflow in mul nsw (i64 4611686018427387904 * 2)"},
		{bn("sdiv", kI(ts.I32, 5), kI(ts.I32, 0)), "division by zero in sdiv (i32 5 / 0)"},
		{bn("urem", kI(ts.I8, 5), kI(ts.I8, 0)), "division by zero in urem"},
		{bn("sdiv", kI(ts.I32, math.MinInt32), kI(ts.I32, -1)), "signed overflow in sdiv (i32 -2147483648 / -1)"},
		{bn("srem", kI(ts.I64, math.MinInt64), kI(ts.I64, -1)), "signed overflow in srem"},
		{bn("shl", kI(ts.I32, 1), kI(ts.I32, 32)), "shift amount 32 >= width 32 in shl"},
		{bn("ashr", kI(ts.IntT(128), 1), kI(ts.IntT(128), 200)), "shift amount 200 >= width 128 in ashr"},
		{&ts.Bin{Op: "udiv", X: kI(ts.I32, 7), Y: kI(ts.I32, 2), T: ts.I32, Exact: true}, "inexact result of udiv exact"},
		{&ts.Bin{Op: "lshr", X: kI(ts.I32, 7), Y: kI(ts.I32, 1), T: ts.I32, Exact: true}, "inexact result of lshr exact"},
		{bnsw("sub", kI(ts.IntT(128), 0), kBig(ts.IntT(128), new(big.Int).Lsh(big.NewInt(1), 127))), "signed overflow in sub nsw"},
		{castE("fptosi", kF(ts.F64, 3e9), ts.I32), "fptosi of 3e+09 to i32 is out of range"},
		{castE("fptoui", kF(ts.F64, -1), ts.I32), "fptoui of -1 to i32 is out of range"},
		{castE("fptosi", kF(ts.F64, math.NaN()), ts.I64), "fptosi of NaN to i64 is poison"},
	} {
		_, err := ibEval(t, c.e)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v; want %q", ts.FormatExpr(c.e), err, c.want)
		}
	}
}

// Floats against Go's native float32 and float64 arithmetic.
func TestInterpFloat(t *testing.T) {
	r := rand.New(rand.NewSource(4))
	f64s := []float64{0, math.Copysign(0, -1), 1, -1, 0.1, 1e300, -1e-300, 5e-324, math.Inf(1), math.Inf(-1), math.NaN(), 3, 7.5}
	for i := 0; i < 6; i++ {
		f64s = append(f64s, r.NormFloat64()*1e6, math.Float64frombits(r.Uint64()))
	}
	ops := map[string]func(a, b float64) float64{
		"fadd": func(a, b float64) float64 { return a + b },
		"fsub": func(a, b float64) float64 { return a - b },
		"fmul": func(a, b float64) float64 { return a * b },
		"fdiv": func(a, b float64) float64 { return a / b },
		"frem": math.Mod,
	}
	ops32 := map[string]func(a, b float32) float32{
		"fadd": func(a, b float32) float32 { return a + b },
		"fsub": func(a, b float32) float32 { return a - b },
		"fmul": func(a, b float32) float32 { return a * b },
		"fdiv": func(a, b float32) float32 { return a / b },
		"frem": func(a, b float32) float32 { return float32(math.Mod(float64(a), float64(b))) },
	}
	same := func(a, b uint64, bits int) bool {
		if bits == 32 {
			fa, fb := math.Float32frombits(uint32(a)), math.Float32frombits(uint32(b))
			return a == b || fa != fa && fb != fb
		}
		fa, fb := math.Float64frombits(a), math.Float64frombits(b)
		return a == b || fa != fa && fb != fb
	}
	pat := func(ft ts.Type, v float64) *big.Int {
		if ft.Bits == 32 {
			return new(big.Int).SetUint64(uint64(math.Float32bits(float32(v))))
		}
		return new(big.Int).SetUint64(math.Float64bits(v))
	}
	for op, f := range ops {
		for _, ft := range []ts.Type{ts.F64, {Kind: ts.Float, Bits: 32}} {
			// main(xi, yi) = bitcast(bitcast xi op bitcast yi): parameters take integers.
			it := ts.IntT(ft.Bits)
			b := ibFn("main", it)
			xi, yi := b.param("xi", it), b.param("yi", it)
			x, y := b.v("x", ft), b.v("y", ft)
			b.body("entry", "e.t", asg(x, castE("bitcast", rf(xi), ft)), asg(y, castE("bitcast", rf(yi), ft)))
			b.ret("e.t", castE("bitcast", bn(op, rf(x), rf(y)), it))
			p := ibProg(b)
			for _, a := range f64s {
				for _, c := range f64s {
					var want uint64
					if ft.Bits == 32 {
						want = uint64(math.Float32bits(ops32[op](float32(a), float32(c))))
					} else {
						want = math.Float64bits(f(a, c))
					}
					res := ibRun(t, p, Config{Args: map[string]ArgVal{"xi": {Scalar: pat(ft, a)}, "yi": {Scalar: pat(ft, c)}}})
					if got := res.Return[0]; !same(got.Uint64(), want, ft.Bits) {
						t.Fatalf("%s %s %v %v = %x; want %x", ft, op, a, c, got, want)
					}
				}
			}
		}
	}
	// fcmp predicates, NaN included.
	preds := map[string]func(a, b float64) bool{
		"ffalse": func(a, b float64) bool { return false },
		"ftrue":  func(a, b float64) bool { return true },
		"foeq":   func(a, b float64) bool { return a == b },
		"fogt":   func(a, b float64) bool { return a > b },
		"foge":   func(a, b float64) bool { return a >= b },
		"folt":   func(a, b float64) bool { return a < b },
		"fole":   func(a, b float64) bool { return a <= b },
		"fone":   func(a, b float64) bool { return a == a && b == b && a != b },
		"ford":   func(a, b float64) bool { return a == a && b == b },
		"fueq":   func(a, b float64) bool { return a != a || b != b || a == b },
		"fugt":   func(a, b float64) bool { return a != a || b != b || a > b },
		"fuge":   func(a, b float64) bool { return a != a || b != b || a >= b },
		"fult":   func(a, b float64) bool { return a != a || b != b || a < b },
		"fule":   func(a, b float64) bool { return a != a || b != b || a <= b },
		"fune":   func(a, b float64) bool { return a != a || b != b || a != b },
		"funo":   func(a, b float64) bool { return a != a || b != b },
	}
	for pred, f := range preds {
		for _, a := range f64s[:13] {
			for _, c := range f64s[:13] {
				got, err := ibEval(t, cmpE(pred, kF(ts.F64, a), kF(ts.F64, c)))
				if err != nil || (got.Sign() != 0) != f(a, c) {
					t.Fatalf("fcmp %s %v %v = %v %v", pred, a, c, got, err)
				}
			}
		}
	}
}

func TestInterpFloatCasts(t *testing.T) {
	f32 := ts.Type{Kind: ts.Float, Bits: 32}
	for _, c := range []struct {
		e    ts.Expr
		want uint64
	}{
		{castE("fptosi", kF(ts.F64, -3.9), ts.I32), 0xfffffffd},
		{castE("fptoui", kF(ts.F64, 4294967295.5), ts.I32), 0xffffffff},
		{castE("fptosi", kF(ts.F64, -9.2e18), ts.I64), 0x8053_08be_6268_0000},
		{castE("fptoui", kF(ts.F64, 1.8e19), ts.I64), uint64(1.8e19)},
		{castE("fptoui", kF(ts.F64, -0.5), ts.I8), 0},
		{castE("fptosi", kF(ts.F64, -128.9), ts.I8), 0x80},
		{castE("fptosi", kF(ts.F64, 1e30), ts.IntT(128)), 0}, // checked below
		{castE("bitcast", castE("sitofp", kI(ts.I32, -7), f32), ts.I32), uint64(math.Float32bits(-7))},
		{castE("bitcast", castE("uitofp", kI(ts.I32, -1), f32), ts.I32), uint64(math.Float32bits(float32(uint32(0xffffffff))))},
		{castE("bitcast", castE("uitofp", kI(ts.I64, -1), ts.F64), ts.I64), math.Float64bits(float64(uint64(math.MaxUint64)))},
		{castE("bitcast", castE("sitofp", kI(ts.I64, 1<<53+1), ts.F64), ts.I64), math.Float64bits(float64(int64(1<<53 + 1)))},
		{castE("bitcast", castE("sitofp", kI(ts.I64, 1<<53+1), f32), ts.I32), uint64(math.Float32bits(float32(int64(1<<53 + 1))))},
		{castE("bitcast", castE("fptrunc", kF(ts.F64, 0.1), f32), ts.I32), uint64(math.Float32bits(0.1))},
		{castE("bitcast", castE("fpext", castE("fptrunc", kF(ts.F64, 0.1), f32), ts.F64), ts.I64), math.Float64bits(float64(float32(0.1)))},
		{castE("bitcast", castE("fpext", castE("fptrunc", kF(ts.F64, 0.1), ts.Type{Kind: ts.Float, Bits: 16}), ts.F64), ts.I64), math.Float64bits(0.0999755859375)},
		{castE("bitcast", bn("fadd", kF(ts.Type{Kind: ts.Float, Bits: 16}, 1), kF(ts.Type{Kind: ts.Float, Bits: 16}, 0x1p-11)), ts.IntT(16)), 0x3c00}, // a tie, to even
		{castE("bitcast", kF(ts.Type{Kind: ts.Float, Bits: 16}, 1), ts.IntT(16)), 0x3c00},
		{castE("bitcast", kF(ts.Type{Kind: ts.Float, Bits: 16}, 65504), ts.IntT(16)), 0x7bff},
		{castE("bitcast", kF(ts.Type{Kind: ts.Float, Bits: 16}, 1e6), ts.IntT(16)), 0x7c00},
		{castE("bitcast", kF(ts.Type{Kind: ts.Float, Bits: 16}, -5.960464477539063e-08), ts.IntT(16)), 0x8001},
	} {
		got, err := ibEval(t, c.e)
		if err != nil {
			t.Errorf("%s: %v", ts.FormatExpr(c.e), err)
			continue
		}
		if c.e.Type().Bits == 128 {
			if want, _ := new(big.Float).SetFloat64(1e30).Int(nil); got.Cmp(want) != 0 {
				t.Errorf("%s = %v", ts.FormatExpr(c.e), got)
			}
			continue
		}
		if got.Uint64() != c.want {
			t.Errorf("%s = %#x; want %#x", ts.FormatExpr(c.e), got, c.want)
		}
	}
	// sitofp from i128, correctly rounded.
	v, _ := new(big.Int).SetString("-170141183460469231731687303715884105727", 10)
	got, err := ibEval(t, castE("bitcast", castE("sitofp", kBig(ts.IntT(128), v), ts.F64), ts.I64))
	if err != nil || math.Float64frombits(got.Uint64()) != -0x1p127 {
		t.Errorf("sitofp i128: %v %v", got, err)
	}
	// x86_fp80 and fp128 bit patterns of 1.0 and -2.5.
	for _, c := range []struct {
		bits int
		v    float64
		want string
	}{
		{80, 1, "3fff8000000000000000"},
		{80, -2.5, "c000a000000000000000"},
		{128, 1, "3fff0000000000000000000000000000"},
		{128, -2.5, "c0004000000000000000000000000000"},
	} {
		got, err := ibEval(t, castE("bitcast", kF(ts.Type{Kind: ts.Float, Bits: c.bits}, c.v), ts.IntT(c.bits)))
		if err != nil || fmt.Sprintf("%x", got) != c.want {
			t.Errorf("bitcast fp%d %v = %x, %v; want %s", c.bits, c.v, got, err, c.want)
		}
	}
}

// Encodings of half, x86_fp80 and fp128 round-trip every float64 they can
// hold.
func TestInterpFloatEncodings(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 5e-324, -5e-324, 2.2250738585072014e-308, math.MaxFloat64, math.Inf(1), math.Inf(-1), 0.1}
	for i := 0; i < 2000; i++ {
		vals = append(vals, math.Float64frombits(r.Uint64()))
	}
	for _, v := range vals {
		lo, hi := fp80FromFloat(v)
		if got := fp80ToFloat(lo, hi); math.Float64bits(got) != math.Float64bits(v) && !(math.IsNaN(v) && math.IsNaN(got)) {
			t.Fatalf("fp80 round trip of %v (%x) gives %v", v, math.Float64bits(v), got)
		}
		if got := fp128ToFloat(fp128FromFloat(v)); math.Float64bits(got) != math.Float64bits(v) && !(math.IsNaN(v) && math.IsNaN(got)) {
			t.Fatalf("fp128 round trip of %v gives %v", v, got)
		}
		// fp80 against big.Float: the significand and exponent are exact.
		if !math.IsNaN(v) && !math.IsInf(v, 0) && v != 0 {
			mant := new(big.Float).SetUint64(lo)
			e := int(hi&0x7fff) - 16383 - 63
			x := new(big.Float).SetMantExp(mant, e)
			if hi&0x8000 != 0 {
				x.Neg(x)
			}
			if xf, _ := x.Float64(); xf != v || lo>>63 != 1 {
				t.Fatalf("fp80 of %v decodes to %v", v, xf)
			}
		}
	}
	// Every half value round-trips, and float64 values round to nearest-even.
	for h := 0; h < 1<<16; h++ {
		f := halfToFloat(uint16(h))
		if math.IsNaN(f) {
			continue
		}
		if back := halfFromFloat(f); back != uint16(h) {
			t.Fatalf("half %#x -> %v -> %#x", h, f, back)
		}
	}
	for _, c := range []struct {
		v    float64
		want uint16
	}{
		{1 + 0x1p-11, 0x3c00},            // tie, to even
		{1 + 3*0x1p-11, 0x3c02},          // tie, to even (up)
		{1 + 0x1p-11 + 0x1p-30, 0x3c01},  // above the tie
		{65519, 0x7bff}, {65520, 0x7c00}, // overflow threshold
		{0x1p-25, 0}, {0x1p-25 + 0x1p-40, 1}, // subnormal rounding
		{0x1p-14 - 0x1p-25, 0x0400}, // rounds up to the smallest normal
	} {
		if got := halfFromFloat(c.v); got != c.want {
			t.Errorf("half of %v = %#x; want %#x", c.v, got, c.want)
		}
	}
}

// refIntrin computes the integer intrinsics bit by bit.
func refIntrin(name string, n int, a, b, s *big.Int) *big.Int {
	r := new(big.Int)
	bit := func(v *big.Int, i int) uint { return v.Bit(i) }
	switch name {
	case "ctpop":
		c := 0
		for i := 0; i < n; i++ {
			c += int(bit(a, i))
		}
		return big.NewInt(int64(c))
	case "ctlz":
		c := 0
		for i := n - 1; i >= 0 && bit(a, i) == 0; i-- {
			c++
		}
		return big.NewInt(int64(c))
	case "cttz":
		c := 0
		for i := 0; i < n && bit(a, i) == 0; i++ {
			c++
		}
		return big.NewInt(int64(c))
	case "bswap":
		for i := 0; i < n/8; i++ {
			for j := 0; j < 8; j++ {
				r.SetBit(r, (n/8-1-i)*8+j, bit(a, i*8+j))
			}
		}
		return r
	case "bitreverse":
		for i := 0; i < n; i++ {
			r.SetBit(r, n-1-i, bit(a, i))
		}
		return r
	case "fshl", "fshr":
		// Concatenate a (high) and b (low), rotate by s mod n.
		k := int(new(big.Int).Mod(s, big.NewInt(int64(n))).Int64())
		cat := func(i int) uint { // bit i of a:b, 0 <= i < 2n
			if i >= n {
				return bit(a, i-n)
			}
			return bit(b, i)
		}
		for i := 0; i < n; i++ {
			if name == "fshl" {
				r.SetBit(r, i, cat(i+n-k))
			} else {
				r.SetBit(r, i, cat(i+k))
			}
		}
		return r
	}
	panic(name)
}

func TestInterpIntrinsics(t *testing.T) {
	r := rand.New(rand.NewSource(6))
	for _, n := range []int{8, 16, 32, 64, 128} {
		ty := ts.IntT(n)
		vals := ibValues(r, n, 6)
		for _, name := range []string{"ctpop", "ctlz", "cttz", "bswap", "bitreverse", "fshl", "fshr"} {
			if name == "bswap" && n == 8 {
				continue
			}
			b := ibFn("main", ty)
			x, y, s := b.param("x", ty), b.param("y", ty), b.param("s", ty)
			args := []ts.Expr{rf(x)}
			switch name {
			case "ctlz", "cttz":
				args = append(args, kI(ts.I1, 0))
			case "fshl", "fshr":
				args = append(args, rf(y), rf(s))
			}
			b.ret("entry", &ts.Intrin{Name: name, Args: args, T: ty})
			p := ibProg(b)
			for _, a := range vals {
				for _, c := range vals[:5] {
					sv := big.NewInt(r.Int63n(int64(3 * n)))
					res := ibRun(t, p, Config{Args: map[string]ArgVal{"x": {Scalar: a}, "y": {Scalar: c}, "s": {Scalar: sv}}})
					if want := refIntrin(name, n, a, c, sv); res.Return[0].Cmp(want) != 0 {
						t.Fatalf("%s.i%d(%x, %x, %v) = %x; want %x", name, n, a, c, sv, res.Return[0], want)
					}
				}
			}
		}
	}
	if _, err := ibEval(t, &ts.Intrin{Name: "ctlz", Args: []ts.Expr{kI(ts.I32, 0), kI(ts.I1, 1)}, T: ts.I32}); err == nil || !strings.Contains(err.Error(), "ctlz of zero is poison") {
		t.Errorf("ctlz(0, true): %v", err)
	}
	f32 := ts.Type{Kind: ts.Float, Bits: 32}
	for _, c := range []struct {
		e    ts.Expr
		want float64
	}{
		{&ts.Intrin{Name: "fabs", Args: []ts.Expr{kF(ts.F64, -2.5)}, T: ts.F64}, 2.5},
		{&ts.Intrin{Name: "sqrt", Args: []ts.Expr{kF(ts.F64, 2)}, T: ts.F64}, math.Sqrt(2)},
		{&ts.Intrin{Name: "sqrt", Args: []ts.Expr{kF(f32, 2)}, T: f32}, float64(float32(math.Sqrt(2)))},
		{&ts.Intrin{Name: "floor", Args: []ts.Expr{kF(ts.F64, -2.5)}, T: ts.F64}, -3},
		{&ts.Intrin{Name: "ceil", Args: []ts.Expr{kF(ts.F64, -2.5)}, T: ts.F64}, -2},
		{&ts.Intrin{Name: "trunc", Args: []ts.Expr{kF(ts.F64, -2.5)}, T: ts.F64}, -2},
		{&ts.Intrin{Name: "round", Args: []ts.Expr{kF(ts.F64, -2.5)}, T: ts.F64}, -3},
		{&ts.Intrin{Name: "rint", Args: []ts.Expr{kF(ts.F64, -2.5)}, T: ts.F64}, -2},
		{&ts.Intrin{Name: "nearbyint", Args: []ts.Expr{kF(ts.F64, 3.5)}, T: ts.F64}, 4},
		{&ts.Intrin{Name: "minnum", Args: []ts.Expr{kF(ts.F64, math.NaN()), kF(ts.F64, 1)}, T: ts.F64}, 1},
		{&ts.Intrin{Name: "maxnum", Args: []ts.Expr{kF(ts.F64, 2), kF(ts.F64, 1)}, T: ts.F64}, 2},
		{&ts.Intrin{Name: "copysign", Args: []ts.Expr{kF(ts.F64, 2), kF(ts.F64, math.Copysign(0, -1))}, T: ts.F64}, -2},
		{&ts.Intrin{Name: "fma", Args: []ts.Expr{kF(ts.F64, 0.1), kF(ts.F64, 10), kF(ts.F64, -1)}, T: ts.F64}, math.FMA(0.1, 10, -1)},
		{&ts.Intrin{Name: "fma", Args: []ts.Expr{kF(f32, 0.1), kF(f32, 10), kF(f32, -1)}, T: f32}, 0x1p-26}, // float32(0.1)*10 is 1+2^-26 exactly
	} {
		bitsT := ts.IntT(c.e.Type().Bits)
		got, err := ibEval(t, castE("bitcast", c.e, bitsT))
		var gf float64
		if err == nil {
			if bitsT.Bits == 32 {
				gf = float64(math.Float32frombits(uint32(got.Uint64())))
			} else {
				gf = math.Float64frombits(got.Uint64())
			}
		}
		if err != nil || gf != c.want {
			t.Errorf("%s = %v, %v; want %v", ts.FormatExpr(c.e), gf, err, c.want)
		}
	}
}
