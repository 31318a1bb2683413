package interp

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"wcet/ts"
)

// Binary operations of the compiled expressions (value_expr.go): narrow
// kernels fused with their operands' registers, overflow checks, and the
// wide (more than 64 bits) integer operations.

// nkern is a binary operation on narrow values.
type nkern func(f *iframe, x, y uint64) uint64

// fuse2 applies k to the values of x and y, reading registers and constants
// directly.
func fuse2(k nkern, x, y cexpr) nfn {
	xn, yn := x.n, y.n
	if x.pv > 0 || y.pv > 0 {
		// Registers that may hold poison: read them directly, checking
		// their poison only when the frame has some.
		rx, ry := x.reg, y.reg
		if x.pv > 0 {
			rx = x.pv - 1
		}
		if y.pv > 0 {
			ry = y.pv - 1
		}
		switch {
		case rx >= 0 && y.konst:
			i, b := rx, y.kn
			return func(f *iframe) uint64 {
				if f.npois != 0 {
					f.taintReg(i)
				}
				return k(f, f.regs[i], b)
			}
		case rx >= 0 && ry >= 0:
			i, j := rx, ry
			return func(f *iframe) uint64 {
				if f.npois != 0 {
					f.taintReg(i)
					f.taintReg(j)
				}
				return k(f, f.regs[i], f.regs[j])
			}
		case x.konst && ry >= 0:
			a, j := x.kn, ry
			return func(f *iframe) uint64 {
				if f.npois != 0 {
					f.taintReg(j)
				}
				return k(f, a, f.regs[j])
			}
		}
	}
	switch {
	case x.reg >= 0 && y.konst:
		i, b := x.reg, y.kn
		return func(f *iframe) uint64 { return k(f, f.regs[i], b) }
	case x.reg >= 0 && y.reg >= 0:
		i, j := x.reg, y.reg
		return func(f *iframe) uint64 { return k(f, f.regs[i], f.regs[j]) }
	case x.konst && y.reg >= 0:
		a, j := x.kn, y.reg
		return func(f *iframe) uint64 { return k(f, a, f.regs[j]) }
	case y.konst:
		b := y.kn
		return func(f *iframe) uint64 { return k(f, xn(f), b) }
	}
	return func(f *iframe) uint64 { return k(f, xn(f), yn(f)) }
}

// Binary operations.

var binSym = map[string]string{
	"add": "+", "sub": "-", "mul": "*", "udiv": "/", "sdiv": "/", "urem": "%", "srem": "%",
	"shl": "<<", "lshr": ">>", "ashr": ">>",
	"sadd.ov": "+", "uadd.ov": "+", "ssub.ov": "-", "usub.ov": "-", "smul.ov": "*", "umul.ov": "*",
}

func (c *icomp) bin(e *ts.Bin, pos ts.Pos) (cexpr, error) {
	x, err := c.expr(e.X, pos)
	if err != nil {
		return cexpr{}, err
	}
	y, err := c.expr(e.Y, pos)
	if err != nil {
		return cexpr{}, err
	}
	t := x.t
	if t.Kind == ts.Ptr {
		t = ts.IntT(64)
	}
	if y.t.Kind != x.t.Kind || y.t.Kind != ts.Ptr && y.t.Bits != x.t.Bits {
		return cexpr{}, c.errorf(pos, "%s of %s and %s", e.Op, x.t, y.t)
	}
	if t.Kind == ts.Float {
		k, err := c.floatKern(e.Op, t, pos)
		if err != nil {
			return cexpr{}, err
		}
		return narrow(t, fuse2(k, x, y)), nil
	}
	switch e.Op {
	case "udiv", "sdiv", "urem", "srem":
		if c.mayPoison(e.Y) { // a poison divisor is undefined behaviour
			y = guard(y, pos, "the divisor of "+e.Op)
		}
	}
	if isWide(t) {
		return c.binWide(e, t, x, y, pos)
	}
	if d := directBin(e, t.Bits, x, y); d != nil {
		return narrow(t, d), nil
	}
	k, err := c.intKern(e, t.Bits, pos)
	if err != nil {
		return cexpr{}, err
	}
	rt := t
	if len(e.Op) > 3 && e.Op[len(e.Op)-3:] == ".ov" {
		rt = ts.I1
	}
	return narrow(rt, fuse2(k, x, y)), nil
}

// directBin compiles the commonest operations, wrapping add and sub of a
// register and a constant or two registers, into one closure; nil when e
// is not one of them.
func directBin(e *ts.Bin, n int, x, y cexpr) nfn {
	if e.NSW || e.NUW || x.reg < 0 || !y.konst && y.reg < 0 {
		return nil
	}
	m, i := vmask(n), x.reg
	if y.konst {
		k := y.kn
		switch e.Op {
		case "add":
			return func(f *iframe) uint64 { return (f.regs[i] + k) & m }
		case "sub":
			return func(f *iframe) uint64 { return (f.regs[i] - k) & m }
		}
		return nil
	}
	j := y.reg
	switch e.Op {
	case "add":
		return func(f *iframe) uint64 { return (f.regs[i] + f.regs[j]) & m }
	case "sub":
		return func(f *iframe) uint64 { return (f.regs[i] - f.regs[j]) & m }
	}
	return nil
}

func (c *icomp) floatKern(op string, t ts.Type, pos ts.Pos) (nkern, error) {
	if t.Bits == 32 {
		f32 := func(v uint64) float32 { return float32(floatVal(v)) }
		r := func(v float32) uint64 { return math.Float64bits(float64(v)) }
		switch op {
		case "fadd":
			return func(_ *iframe, x, y uint64) uint64 { return r(f32(x) + f32(y)) }, nil
		case "fsub":
			return func(_ *iframe, x, y uint64) uint64 { return r(f32(x) - f32(y)) }, nil
		case "fmul":
			return func(_ *iframe, x, y uint64) uint64 { return r(f32(x) * f32(y)) }, nil
		case "fdiv":
			return func(_ *iframe, x, y uint64) uint64 { return r(f32(x) / f32(y)) }, nil
		case "frem":
			// fmod is exact, so computing it on the float64 values is exact.
			return func(_ *iframe, x, y uint64) uint64 { return r(float32(math.Mod(floatVal(x), floatVal(y)))) }, nil
		}
	} else {
		r := func(v float64) uint64 { return floatBits(t, v) } // rounds half
		if t.Bits != 16 {
			r = math.Float64bits
		}
		switch op {
		case "fadd":
			return func(_ *iframe, x, y uint64) uint64 { return r(floatVal(x) + floatVal(y)) }, nil
		case "fsub":
			return func(_ *iframe, x, y uint64) uint64 { return r(floatVal(x) - floatVal(y)) }, nil
		case "fmul":
			return func(_ *iframe, x, y uint64) uint64 { return r(floatVal(x) * floatVal(y)) }, nil
		case "fdiv":
			return func(_ *iframe, x, y uint64) uint64 { return r(floatVal(x) / floatVal(y)) }, nil
		case "frem":
			return func(_ *iframe, x, y uint64) uint64 { return r(math.Mod(floatVal(x), floatVal(y))) }, nil
		}
	}
	return nil, c.errorf(pos, "unsupported operation %s on %s", op, t)
}

// Overflow tests on n-bit operands (bit patterns, n <= 64).

func addOvS(x, y uint64, n int) bool {
	if n == 64 {
		r := x + y
		return ((x^r)&(y^r))>>63 != 0
	}
	s := vsext(x, n) + vsext(y, n)
	return s < vminS(n) || s > vmaxS(n)
}

func addOvU(x, y uint64, n int) bool {
	if n == 64 {
		return x+y < x
	}
	return x+y > vmask(n)
}

func subOvS(x, y uint64, n int) bool {
	if n == 64 {
		r := x - y
		return ((x^y)&(x^r))>>63 != 0
	}
	s := vsext(x, n) - vsext(y, n)
	return s < vminS(n) || s > vmaxS(n)
}

func subOvU(x, y uint64, _ int) bool { return x < y }

func mulOvS(x, y uint64, n int) bool {
	a, b := vsext(x, n), vsext(y, n)
	if n <= 32 {
		p := a * b
		return p < vminS(n) || p > vmaxS(n)
	}
	ua, ub := uint64(a), uint64(b)
	if a < 0 {
		ua = -ua
	}
	if b < 0 {
		ub = -ub
	}
	hi, lo := bits.Mul64(ua, ub)
	limit := uint64(1)<<uint(n-1) - 1
	if (a < 0) != (b < 0) {
		limit++
	}
	return hi != 0 || lo > limit
}

func mulOvU(x, y uint64, n int) bool {
	hi, lo := bits.Mul64(x, y)
	return hi != 0 || lo > vmask(n)
}

// intKern compiles an integer operation on n-bit operands, n <= 64.
func (c *icomp) intKern(e *ts.Bin, n int, pos ts.Pos) (nkern, error) {
	m := vmask(n)
	t := ts.IntT(n)
	op, nsw, nuw, exact := e.Op, e.NSW, e.NUW, e.Exact
	sym := binSym[op]
	failS := func(f *iframe, what string, x, y uint64) {
		f.fail(pos, "%s (%s %d %s %d)", what, t, vsext(x, n), sym, vsext(y, n))
	}
	failU := func(f *iframe, what string, x, y uint64) {
		f.fail(pos, "%s (%s %d %s %d)", what, t, x, sym, y)
	}
	// poisS and poisU record that the result is poison.
	poisS := func(f *iframe, what string, x, y uint64) {
		if f.taint == nil {
			f.poison(pos, "%s (%s %d %s %d)", what, t, vsext(x, n), sym, vsext(y, n))
		}
	}
	poisU := func(f *iframe, what string, x, y uint64) {
		if f.taint == nil {
			f.poison(pos, "%s (%s %d %s %d)", what, t, x, sym, y)
		}
	}
	// withFlags wraps a plain kernel with the nsw/nuw checks.
	withFlags := func(plain nkern, ovS, ovU func(x, y uint64, n int) bool) nkern {
		switch {
		case nsw && nuw:
			return func(f *iframe, x, y uint64) uint64 {
				if ovS(x, y, n) {
					poisS(f, "signed overflow in "+op+" nsw", x, y)
					return plain(f, x, y)
				}
				if ovU(x, y, n) {
					poisU(f, "unsigned overflow in "+op+" nuw", x, y)
					return plain(f, x, y)
				}
				return plain(f, x, y)
			}
		case nsw:
			return func(f *iframe, x, y uint64) uint64 {
				if ovS(x, y, n) {
					poisS(f, "signed overflow in "+op+" nsw", x, y)
					return plain(f, x, y)
				}
				return plain(f, x, y)
			}
		case nuw:
			return func(f *iframe, x, y uint64) uint64 {
				if ovU(x, y, n) {
					poisU(f, "unsigned overflow in "+op+" nuw", x, y)
					return plain(f, x, y)
				}
				return plain(f, x, y)
			}
		}
		return plain
	}
	shiftCheck := func(f *iframe, x, y uint64) bool {
		if y >= uint64(n) {
			if f.taint == nil {
				poisU(f, fmt.Sprintf("shift amount %d >= width %d in %s", y, n, op), x, y)
			}
			return false
		}
		return true
	}
	switch op {
	case "add":
		if !nsw && !nuw {
			if n == 64 {
				return func(_ *iframe, x, y uint64) uint64 { return x + y }, nil
			}
			return func(_ *iframe, x, y uint64) uint64 { return (x + y) & m }, nil
		}
		return withFlags(func(_ *iframe, x, y uint64) uint64 { return (x + y) & m }, addOvS, addOvU), nil
	case "sub":
		return withFlags(func(_ *iframe, x, y uint64) uint64 { return (x - y) & m }, subOvS, subOvU), nil
	case "mul":
		return withFlags(func(_ *iframe, x, y uint64) uint64 { return (x * y) & m }, mulOvS, mulOvU), nil
	case "udiv", "urem":
		rem := op == "urem"
		return func(f *iframe, x, y uint64) uint64 {
			if y == 0 {
				failU(f, "division by zero in "+op, x, y)
				return 0
			}
			if rem {
				return x % y
			}
			if exact && x%y != 0 {
				poisU(f, "inexact result of udiv exact", x, y)
			}
			return x / y
		}, nil
	case "sdiv", "srem":
		rem := op == "srem"
		lo := vminS(n)
		return func(f *iframe, x, y uint64) uint64 {
			a, b := vsext(x, n), vsext(y, n)
			switch {
			case b == 0:
				failS(f, "division by zero in "+op, x, y)
				return 0
			case b == -1 && a == lo:
				failS(f, "signed overflow in "+op, x, y)
				return 0
			case rem:
				return uint64(a%b) & m
			case exact && a%b != 0:
				poisS(f, "inexact result of sdiv exact", x, y)
			}
			return uint64(a/b) & m
		}, nil
	case "shl":
		return func(f *iframe, x, y uint64) uint64 {
			if !shiftCheck(f, x, y) {
				return 0
			}
			r := (x << y) & m
			if nsw && vsext(r, n)>>y != vsext(x, n) {
				poisS(f, "signed overflow in shl nsw", x, y)
			}
			if nuw && r>>y != x {
				poisU(f, "unsigned overflow in shl nuw", x, y)
			}
			return r
		}, nil
	case "lshr", "ashr":
		arith := op == "ashr"
		return func(f *iframe, x, y uint64) uint64 {
			if !shiftCheck(f, x, y) {
				return 0
			}
			if exact && x&(1<<y-1) != 0 {
				poisU(f, "inexact result of "+op+" exact", x, y)
			}
			if arith {
				return uint64(vsext(x, n)>>y) & m
			}
			return x >> y
		}, nil
	case "and":
		return func(_ *iframe, x, y uint64) uint64 { return x & y }, nil
	case "or":
		return func(_ *iframe, x, y uint64) uint64 { return x | y }, nil
	case "xor":
		return func(_ *iframe, x, y uint64) uint64 { return x ^ y }, nil
	case "smax":
		return func(_ *iframe, x, y uint64) uint64 {
			if vsext(x, n) >= vsext(y, n) {
				return x
			}
			return y
		}, nil
	case "smin":
		return func(_ *iframe, x, y uint64) uint64 {
			if vsext(x, n) <= vsext(y, n) {
				return x
			}
			return y
		}, nil
	case "umax":
		return func(_ *iframe, x, y uint64) uint64 { return max(x, y) }, nil
	case "umin":
		return func(_ *iframe, x, y uint64) uint64 { return min(x, y) }, nil
	case "sadd.ov":
		return func(_ *iframe, x, y uint64) uint64 { return b2u(addOvS(x, y, n)) }, nil
	case "uadd.ov":
		return func(_ *iframe, x, y uint64) uint64 { return b2u(addOvU(x, y, n)) }, nil
	case "ssub.ov":
		return func(_ *iframe, x, y uint64) uint64 { return b2u(subOvS(x, y, n)) }, nil
	case "usub.ov":
		return func(_ *iframe, x, y uint64) uint64 { return b2u(subOvU(x, y, n)) }, nil
	case "smul.ov":
		return func(_ *iframe, x, y uint64) uint64 { return b2u(mulOvS(x, y, n)) }, nil
	case "umul.ov":
		return func(_ *iframe, x, y uint64) uint64 { return b2u(mulOvU(x, y, n)) }, nil
	}
	return nil, c.errorf(pos, "unsupported operation %s on %s", op, t)
}

// binWide compiles an integer operation on operands of more than 64 bits.
func (c *icomp) binWide(e *ts.Bin, t ts.Type, x, y cexpr, pos ts.Pos) (cexpr, error) {
	n := t.Bits
	op, nsw, nuw, exact := e.Op, e.NSW, e.NUW, e.Exact
	xw, yw := x.big(), y.big()
	m, full := bigMask(n), bigPow2(n)
	lo, hi := new(big.Int).Neg(bigPow2(n-1)), bigMask(n-1)
	sym := binSym[op]
	sg := func(v *big.Int) *big.Int { return bigSigned(v, n) }
	fitsS := func(v *big.Int) bool { return v.Cmp(lo) >= 0 && v.Cmp(hi) <= 0 }
	fitsU := func(v *big.Int) bool { return v.Sign() >= 0 && v.Cmp(full) < 0 }
	failS := func(f *iframe, what string, a, b *big.Int) {
		f.fail(pos, "%s (%s %s %s %s)", what, t, sg(a), sym, sg(b))
	}
	failU := func(f *iframe, what string, a, b *big.Int) {
		f.fail(pos, "%s (%s %s %s %s)", what, t, a, sym, b)
	}
	poisS := func(f *iframe, what string, a, b *big.Int) {
		if f.taint == nil {
			f.poison(pos, "%s (%s %s %s %s)", what, t, sg(a), sym, sg(b))
		}
	}
	poisU := func(f *iframe, what string, a, b *big.Int) {
		if f.taint == nil {
			f.poison(pos, "%s (%s %s %s %s)", what, t, a, sym, b)
		}
	}
	// arith builds a wrapping operation with the nsw/nuw checks; g computes
	// the exact result from two integers.
	arith := func(g func(z, a, b *big.Int) *big.Int) wfn {
		return func(f *iframe) *big.Int {
			a, b := xw(f), yw(f)
			if nsw && !fitsS(g(new(big.Int), sg(a), sg(b))) {
				poisS(f, "signed overflow in "+op+" nsw", a, b)
			}
			r := g(new(big.Int), a, b)
			if nuw && !fitsU(r) {
				poisU(f, "unsigned overflow in "+op+" nuw", a, b)
			}
			return r.And(r, m)
		}
	}
	ov := func(signed bool, g func(z, a, b *big.Int) *big.Int) cexpr {
		return narrow(ts.I1, func(f *iframe) uint64 {
			a, b := xw(f), yw(f)
			if signed {
				return b2u(!fitsS(g(new(big.Int), sg(a), sg(b))))
			}
			return b2u(!fitsU(g(new(big.Int), a, b)))
		})
	}
	add := (*big.Int).Add
	sub := (*big.Int).Sub
	mul := (*big.Int).Mul
	shift := func(f *iframe, a, b *big.Int) (uint, bool) {
		if b.Cmp(big.NewInt(int64(n))) >= 0 {
			if f.taint == nil {
				poisU(f, fmt.Sprintf("shift amount %s >= width %d in %s", b, n, op), a, b)
			}
			return 0, false
		}
		return uint(b.Uint64()), true
	}
	switch op {
	case "add":
		return wide(t, arith(add)), nil
	case "sub":
		return wide(t, arith(sub)), nil
	case "mul":
		return wide(t, arith(mul)), nil
	case "udiv", "urem":
		return wide(t, func(f *iframe) *big.Int {
			a, b := xw(f), yw(f)
			if b.Sign() == 0 {
				failU(f, "division by zero in "+op, a, b)
				return bigZero
			}
			q, r := new(big.Int).QuoRem(a, b, new(big.Int))
			if op == "urem" {
				return r
			}
			if exact && r.Sign() != 0 {
				poisU(f, "inexact result of udiv exact", a, b)
			}
			return q
		}), nil
	case "sdiv", "srem":
		return wide(t, func(f *iframe) *big.Int {
			a, b := xw(f), yw(f)
			sa, sb := sg(a), sg(b)
			switch {
			case sb.Sign() == 0:
				failS(f, "division by zero in "+op, a, b)
				return bigZero
			case sa.Cmp(lo) == 0 && sb.IsInt64() && sb.Int64() == -1:
				failS(f, "signed overflow in "+op, a, b)
				return bigZero
			}
			q, r := new(big.Int).QuoRem(sa, sb, new(big.Int)) // truncated, as in LLVM
			if op == "srem" {
				return r.And(r, m)
			}
			if exact && r.Sign() != 0 {
				poisS(f, "inexact result of sdiv exact", a, b)
			}
			return q.And(q, m)
		}), nil
	case "shl":
		return wide(t, func(f *iframe) *big.Int {
			a, b := xw(f), yw(f)
			s, ok := shift(f, a, b)
			if !ok {
				return bigZero
			}
			r := new(big.Int).Lsh(a, s)
			r.And(r, m)
			if nsw && new(big.Int).Rsh(sg(r), s).Cmp(sg(a)) != 0 {
				poisS(f, "signed overflow in shl nsw", a, b)
			}
			if nuw && new(big.Int).Rsh(r, s).Cmp(a) != 0 {
				poisU(f, "unsigned overflow in shl nuw", a, b)
			}
			return r
		}), nil
	case "lshr", "ashr":
		return wide(t, func(f *iframe) *big.Int {
			a, b := xw(f), yw(f)
			s, ok := shift(f, a, b)
			if !ok {
				return bigZero
			}
			if exact && a.Sign() != 0 && a.TrailingZeroBits() < s {
				poisU(f, "inexact result of "+op+" exact", a, b)
			}
			if op == "ashr" {
				r := new(big.Int).Rsh(sg(a), s) // arithmetic on negatives
				return r.And(r, m)
			}
			return new(big.Int).Rsh(a, s)
		}), nil
	case "and", "or", "xor":
		g := map[string]func(z, a, b *big.Int) *big.Int{"and": (*big.Int).And, "or": (*big.Int).Or, "xor": (*big.Int).Xor}[op]
		return wide(t, func(f *iframe) *big.Int { return g(new(big.Int), xw(f), yw(f)) }), nil
	case "smax", "smin", "umax", "umin":
		signed := op[0] == 's'
		wantMax := op[1:] == "max"
		return wide(t, func(f *iframe) *big.Int {
			a, b := xw(f), yw(f)
			var d int
			if signed {
				d = sg(a).Cmp(sg(b))
			} else {
				d = a.Cmp(b)
			}
			if (d >= 0) == wantMax || d == 0 {
				return a
			}
			return b
		}), nil
	case "sadd.ov":
		return ov(true, add), nil
	case "uadd.ov":
		return ov(false, add), nil
	case "ssub.ov":
		return ov(true, sub), nil
	case "usub.ov":
		return ov(false, sub), nil
	case "smul.ov":
		return ov(true, mul), nil
	case "umul.ov":
		return ov(false, mul), nil
	}
	return cexpr{}, c.errorf(pos, "unsupported operation %s on %s", op, t)
}
