package interp

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"

	"wcet/ts"
)

// Expressions are compiled once per Program into closures over a frame's
// registers (see value.go for how each type is held). An expression that
// meets undefined behaviour (overflow on nsw, division by zero, ...) records
// a *Error in the machine through iframe.fail and returns 0; the
// interpreter checks for a recorded error after every operation.

// nfn evaluates a narrow value (an integer of at most 64 bits, a pointer or
// a float).
type nfn func(f *iframe) uint64

// wfn evaluates an integer of more than 64 bits.
type wfn func(f *iframe) *big.Int

// cexpr is a compiled expression: exactly one of n and w is set, by
// isWide(t).
type cexpr struct {
	t     ts.Type
	n     nfn
	w     wfn
	konst bool // a constant: kn or kw
	kn    uint64
	kw    *big.Int
	reg   int // the variable read, for a narrow Ref; else -1
	// pv is 1 + the variable read, for a narrow Ref of a variable that may
	// hold poison (reg is then -1: the read must check its poison); else 0.
	pv int
}

var bigZero = new(big.Int)

func constN(t ts.Type, v uint64) cexpr {
	return cexpr{t: t, n: func(*iframe) uint64 { return v }, konst: true, kn: v, reg: -1}
}

func constW(t ts.Type, v *big.Int) cexpr {
	return cexpr{t: t, w: func(*iframe) *big.Int { return v }, konst: true, kw: v, reg: -1}
}

func narrow(t ts.Type, n nfn) cexpr { return cexpr{t: t, n: n, reg: -1} }

func wide(t ts.Type, w wfn) cexpr { return cexpr{t: t, w: w, reg: -1} }

// big returns e's value as an unsigned bit pattern in a *big.Int.
func (e cexpr) big() wfn {
	if e.w != nil {
		return e.w
	}
	n := e.n
	return func(f *iframe) *big.Int { return new(big.Int).SetUint64(n(f)) }
}

// low returns the low 64 bits of e's value.
func (e cexpr) low() nfn {
	if e.n != nil {
		return e.n
	}
	w := e.w
	return func(f *iframe) uint64 { return bigLow64(w(f)) }
}

// signed returns e's integer value read as signed, as an int64 (wide values
// are truncated to their low 64 bits).
func (e cexpr) signed() func(f *iframe) int64 {
	if e.w != nil {
		w := e.w
		return func(f *iframe) int64 { return int64(bigLow64(w(f))) }
	}
	n, bits := e.n, e.t.Bits
	if e.t.Kind == ts.Ptr {
		bits = 64
	}
	return func(f *iframe) int64 { return vsext(n(f), bits) }
}

// checkType refuses the types the interpreter cannot hold.
func (c *icomp) checkType(t ts.Type, pos ts.Pos) error {
	switch t.Kind {
	case ts.Int:
		if t.Bits >= 1 && t.Bits <= 1<<16 {
			return nil
		}
	case ts.Ptr:
		if t.Bits == 64 || t.Bits == 0 {
			return nil
		}
	case ts.Float:
		switch t.Bits {
		case 16, 32, 64, 80, 128:
			return nil
		}
	}
	return c.errorf(pos, "unsupported type %s", t)
}

// expr compiles e, an operand of the op at pos.
func (c *icomp) expr(e ts.Expr, pos ts.Pos) (cexpr, error) {
	bad := func() (cexpr, error) { return cexpr{}, c.errorf(pos, "malformed expression %T", e) }
	switch e := e.(type) {
	case *ts.Const:
		if e == nil {
			return bad()
		}
		if err := c.checkType(e.T, pos); err != nil {
			return cexpr{}, err
		}
		v := e.V
		if v == nil {
			v = bigZero
		}
		bitsN := e.T.Bits
		if e.T.Kind == ts.Ptr {
			bitsN = 64
		}
		w := ts.Wrap(v, bitsN)
		if isWide(e.T) {
			return constW(e.T, w), nil
		}
		if e.T.Kind == ts.Float { // a float given by its bit pattern
			if bitsN > 64 {
				return constN(e.T, floatBits(e.T, floatFromPattern(e.T, 0, w))), nil
			}
			return constN(e.T, floatBits(e.T, floatFromPattern(e.T, bigLow64(w), nil))), nil
		}
		return constN(e.T, bigLow64(w)), nil
	case *ts.FConst:
		if e == nil {
			return bad()
		}
		if e.T.Kind != ts.Float {
			return cexpr{}, c.errorf(pos, "float constant of type %s", e.T)
		}
		if err := c.checkType(e.T, pos); err != nil {
			return cexpr{}, err
		}
		return constN(e.T, floatBits(e.T, e.V)), nil
	case *ts.Undef:
		if e == nil {
			return bad()
		}
		if err := c.checkType(e.T, pos); err != nil {
			return cexpr{}, err
		}
		if isWide(e.T) {
			return constW(e.T, bigZero), nil
		}
		return constN(e.T, 0), nil
	case *ts.Ref:
		if e == nil {
			return bad()
		}
		return c.ref(e.V, pos)
	case *ts.GlobalAddr:
		if e == nil || e.G == nil {
			return bad()
		}
		id, ok := c.globalObj[e.G]
		if !ok {
			if id = c.globalNamed[e.G.Name]; id == 0 {
				return cexpr{}, c.errorf(pos, "address of unknown global @%s", e.G.Name)
			}
		}
		return constN(ts.PtrT, uint64(id)<<32), nil
	case *ts.FuncAddr:
		if e == nil {
			return bad()
		}
		return constN(ts.PtrT, uint64(c.funcObject(e.Name))<<32), nil
	case *ts.PtrAdd:
		if e == nil {
			return bad()
		}
		return c.ptrAdd(e, pos)
	case *ts.Bin:
		if e == nil {
			return bad()
		}
		return c.bin(e, pos)
	case *ts.Un:
		if e == nil {
			return bad()
		}
		return c.un(e, pos)
	case *ts.Cmp:
		if e == nil {
			return bad()
		}
		return c.cmp(e, pos)
	case *ts.Cast:
		if e == nil {
			return bad()
		}
		return c.cast(e, pos)
	case *ts.Select:
		if e == nil {
			return bad()
		}
		return c.sel(e, pos)
	case *ts.Intrin:
		if e == nil {
			return bad()
		}
		return c.intrin(e, pos)
	}
	if e == nil {
		return cexpr{}, c.errorf(pos, "missing operand")
	}
	return bad()
}

// ref compiles a read of v.
func (c *icomp) ref(v *ts.Var, pos ts.Pos) (cexpr, error) {
	if err := c.checkVar(v, pos); err != nil {
		return cexpr{}, err
	}
	i := v.ID
	if c.pv[v] {
		if isWide(v.Type) {
			return wide(v.Type, func(f *iframe) *big.Int {
				if f.npois != 0 {
					f.taintReg(i)
				}
				if x := f.wide[i]; x != nil {
					return x
				}
				return bigZero
			}), nil
		}
		return cexpr{t: v.Type, n: func(f *iframe) uint64 {
			if f.npois != 0 {
				f.taintReg(i)
			}
			return f.regs[i]
		}, reg: -1, pv: i + 1}, nil
	}
	if isWide(v.Type) {
		return wide(v.Type, func(f *iframe) *big.Int {
			if x := f.wide[i]; x != nil {
				return x
			}
			return bigZero
		}), nil
	}
	return cexpr{t: v.Type, n: func(f *iframe) uint64 { return f.regs[i] }, reg: i}, nil
}

// checkVar checks that v is a variable of the function being compiled.
func (c *icomp) checkVar(v *ts.Var, pos ts.Pos) error {
	if v == nil {
		return c.errorf(pos, "missing variable")
	}
	if v.ID < 0 || v.ID >= len(c.fn.Vars) || c.fn.Vars[v.ID] != v {
		return c.errorf(pos, "variable %s is not a variable of function %s", v.Name, c.fn.Name)
	}
	return c.checkType(v.Type, pos)
}

func (c *icomp) ptrAdd(e *ts.PtrAdd, pos ts.Pos) (cexpr, error) {
	base, err := c.expr(e.Base, pos)
	if err != nil {
		return cexpr{}, err
	}
	off, err := c.expr(e.Off, pos)
	if err != nil {
		return cexpr{}, err
	}
	if base.w != nil || base.t.Kind == ts.Float || off.t.Kind == ts.Float {
		return cexpr{}, c.errorf(pos, "getelementptr on %s + %s", base.t, off.t)
	}
	b := base.n
	if off.konst && off.n != nil {
		k := uint64(vsext(off.kn, off.t.Bits))
		if base.reg >= 0 {
			i := base.reg
			return narrow(ts.PtrT, func(f *iframe) uint64 { return f.regs[i] + k }), nil
		}
		if base.konst {
			return constN(ts.PtrT, base.kn+k), nil
		}
		return narrow(ts.PtrT, func(f *iframe) uint64 { return b(f) + k }), nil
	}
	o := off.signed()
	return narrow(ts.PtrT, func(f *iframe) uint64 { return b(f) + uint64(o(f)) }), nil
}

func (c *icomp) sel(e *ts.Select, pos ts.Pos) (cexpr, error) {
	cond, err := c.expr(e.C, pos)
	if err != nil {
		return cexpr{}, err
	}
	x, err := c.expr(e.X, pos)
	if err != nil {
		return cexpr{}, err
	}
	y, err := c.expr(e.Y, pos)
	if err != nil {
		return cexpr{}, err
	}
	if cond.n == nil || x.t != y.t && !(x.t.Kind == ts.Ptr && y.t.Kind == ts.Ptr) {
		return cexpr{}, c.errorf(pos, "malformed select of %s and %s", x.t, y.t)
	}
	cn := cond.n
	if x.w != nil {
		xw, yw := x.w, y.w
		return wide(x.t, func(f *iframe) *big.Int {
			if cn(f)&1 != 0 {
				return xw(f)
			}
			return yw(f)
		}), nil
	}
	xn, yn := x.n, y.n
	return narrow(x.t, func(f *iframe) uint64 {
		if cn(f)&1 != 0 {
			return xn(f)
		}
		return yn(f)
	}), nil
}

// Unary operations.

func (c *icomp) un(e *ts.Un, pos ts.Pos) (cexpr, error) {
	x, err := c.expr(e.X, pos)
	if err != nil {
		return cexpr{}, err
	}
	t := x.t
	switch {
	case e.Op == "fneg" && t.Kind == ts.Float:
		xn := x.n
		return narrow(t, func(f *iframe) uint64 { return xn(f) ^ 1<<63 }), nil
	case e.Op == "not" && t.Kind == ts.Int:
		if x.w != nil {
			xw, m := x.w, bigMask(t.Bits)
			return wide(t, func(f *iframe) *big.Int { return new(big.Int).Xor(xw(f), m) }), nil
		}
		xn, m := x.n, vmask(t.Bits)
		return narrow(t, func(f *iframe) uint64 { return xn(f) ^ m }), nil
	case e.Op == "abs" && t.Kind == ts.Int:
		n, poison := t.Bits, e.Poison
		if x.w != nil {
			xw, full := x.w, bigPow2(n)
			return wide(t, func(f *iframe) *big.Int {
				v := xw(f)
				if v.Bit(n-1) == 0 {
					return v
				}
				if poison && v.BitLen() == n && v.TrailingZeroBits() == uint(n-1) {
					f.poison(pos, "abs of the minimum value (%s %s) is poison", t, bigSigned(v, n))
					return v
				}
				return new(big.Int).Sub(full, v) // -v, wrapped
			}), nil
		}
		xn, m, lo := x.n, vmask(n), vminS(n)
		return narrow(t, func(f *iframe) uint64 {
			v := xn(f)
			s := vsext(v, n)
			if s >= 0 {
				return v
			}
			if s == lo && poison {
				f.poison(pos, "abs of the minimum value (%s %d) is poison", t, s)
				return v
			}
			return uint64(-s) & m
		}), nil
	}
	return cexpr{}, c.errorf(pos, "unsupported unary operation %s on %s", e.Op, t)
}

// Comparisons.

func (c *icomp) cmp(e *ts.Cmp, pos ts.Pos) (cexpr, error) {
	x, err := c.expr(e.X, pos)
	if err != nil {
		return cexpr{}, err
	}
	y, err := c.expr(e.Y, pos)
	if err != nil {
		return cexpr{}, err
	}
	if x.t.Kind == ts.Float || y.t.Kind == ts.Float {
		if x.t.Kind != ts.Float || y.t.Kind != ts.Float {
			return cexpr{}, c.errorf(pos, "fcmp of %s and %s", x.t, y.t)
		}
		return c.fcmp(e.Pred, x, y, pos)
	}
	if x.w != nil || y.w != nil {
		if x.t.Bits != y.t.Bits {
			return cexpr{}, c.errorf(pos, "icmp of %s and %s", x.t, y.t)
		}
		return c.icmpWide(e.Pred, x, y, pos)
	}
	n := x.t.Bits
	if x.t.Kind == ts.Ptr {
		n = 64
	}
	var k nkern
	switch e.Pred {
	case "eq":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(a == b) }
	case "ne":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(a != b) }
	case "ugt":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(a > b) }
	case "uge":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(a >= b) }
	case "ult":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(a < b) }
	case "ule":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(a <= b) }
	case "sgt":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(vsext(a, n) > vsext(b, n)) }
	case "sge":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(vsext(a, n) >= vsext(b, n)) }
	case "slt":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(vsext(a, n) < vsext(b, n)) }
	case "sle":
		k = func(_ *iframe, a, b uint64) uint64 { return b2u(vsext(a, n) <= vsext(b, n)) }
	default:
		return cexpr{}, c.errorf(pos, "unsupported icmp predicate %q", e.Pred)
	}
	return narrow(ts.I1, fuse2(k, x, y)), nil
}

func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

func (c *icomp) icmpWide(pred string, x, y cexpr, pos ts.Pos) (cexpr, error) {
	n := x.t.Bits
	xw, yw := x.big(), y.big()
	var k func(a, b *big.Int) bool
	switch pred {
	case "eq":
		k = func(a, b *big.Int) bool { return a.Cmp(b) == 0 }
	case "ne":
		k = func(a, b *big.Int) bool { return a.Cmp(b) != 0 }
	case "ugt":
		k = func(a, b *big.Int) bool { return a.Cmp(b) > 0 }
	case "uge":
		k = func(a, b *big.Int) bool { return a.Cmp(b) >= 0 }
	case "ult":
		k = func(a, b *big.Int) bool { return a.Cmp(b) < 0 }
	case "ule":
		k = func(a, b *big.Int) bool { return a.Cmp(b) <= 0 }
	case "sgt":
		k = func(a, b *big.Int) bool { return bigSigned(a, n).Cmp(bigSigned(b, n)) > 0 }
	case "sge":
		k = func(a, b *big.Int) bool { return bigSigned(a, n).Cmp(bigSigned(b, n)) >= 0 }
	case "slt":
		k = func(a, b *big.Int) bool { return bigSigned(a, n).Cmp(bigSigned(b, n)) < 0 }
	case "sle":
		k = func(a, b *big.Int) bool { return bigSigned(a, n).Cmp(bigSigned(b, n)) <= 0 }
	default:
		return cexpr{}, c.errorf(pos, "unsupported icmp predicate %q", pred)
	}
	return narrow(ts.I1, func(f *iframe) uint64 { return b2u(k(xw(f), yw(f))) }), nil
}

func (c *icomp) fcmp(pred string, x, y cexpr, pos ts.Pos) (cexpr, error) {
	var k func(a, b float64) bool
	uno := func(a, b float64) bool { return a != a || b != b }
	switch pred {
	case "ffalse":
		k = func(a, b float64) bool { return false }
	case "ftrue":
		k = func(a, b float64) bool { return true }
	case "foeq":
		k = func(a, b float64) bool { return a == b }
	case "fogt":
		k = func(a, b float64) bool { return a > b }
	case "foge":
		k = func(a, b float64) bool { return a >= b }
	case "folt":
		k = func(a, b float64) bool { return a < b }
	case "fole":
		k = func(a, b float64) bool { return a <= b }
	case "fone":
		k = func(a, b float64) bool { return a < b || a > b }
	case "ford":
		k = func(a, b float64) bool { return !uno(a, b) }
	case "fueq":
		k = func(a, b float64) bool { return a == b || uno(a, b) }
	case "fugt":
		k = func(a, b float64) bool { return !(a <= b) }
	case "fuge":
		k = func(a, b float64) bool { return !(a < b) }
	case "fult":
		k = func(a, b float64) bool { return !(a >= b) }
	case "fule":
		k = func(a, b float64) bool { return !(a > b) }
	case "fune":
		k = func(a, b float64) bool { return a != b }
	case "funo":
		k = uno
	default:
		return cexpr{}, c.errorf(pos, "unsupported fcmp predicate %q", pred)
	}
	return narrow(ts.I1, fuse2(func(_ *iframe, a, b uint64) uint64 {
		return b2u(k(floatVal(a), floatVal(b)))
	}, x, y)), nil
}

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

// Casts.

func (c *icomp) cast(e *ts.Cast, pos ts.Pos) (cexpr, error) {
	x, err := c.expr(e.X, pos)
	if err != nil {
		return cexpr{}, err
	}
	to := e.To
	if err := c.checkType(to, pos); err != nil {
		return cexpr{}, err
	}
	if to.Kind == ts.Ptr {
		to = ts.PtrT
	}
	from := x.t
	fromBits := from.Bits
	if from.Kind == ts.Ptr {
		fromBits = 64
	}
	toBits := to.Bits
	badCast := func() (cexpr, error) {
		return cexpr{}, c.errorf(pos, "unsupported cast %s from %s to %s", e.Op, from, to)
	}
	switch e.Op {
	case "trunc", "zext", "sext", "ptrtoint", "inttoptr":
		if from.Kind == ts.Float || to.Kind == ts.Float {
			return badCast()
		}
		signed := e.Op == "sext"
		return c.resize(x, fromBits, to, toBits, signed), nil
	case "bitcast":
		switch {
		case from.Kind == ts.Float && to.Kind == ts.Float:
			if from.Bits != to.Bits {
				return badCast()
			}
			return x, nil
		case from.Kind == ts.Float: // float -> int of the same width
			if toBits != from.Bits {
				return badCast()
			}
			xn, ft := x.n, from
			if isWide(to) {
				return wide(to, func(f *iframe) *big.Int {
					_, w := floatPattern(ft, floatVal(xn(f)))
					return w
				}), nil
			}
			return narrow(to, func(f *iframe) uint64 {
				v, _ := floatPattern(ft, floatVal(xn(f)))
				return v
			}), nil
		case to.Kind == ts.Float: // int -> float of the same width
			if toBits != fromBits {
				return badCast()
			}
			if x.w != nil {
				xw := x.w
				return narrow(to, func(f *iframe) uint64 {
					return floatBits(to, floatFromPattern(to, 0, xw(f)))
				}), nil
			}
			xn := x.n
			return narrow(to, func(f *iframe) uint64 {
				return floatBits(to, floatFromPattern(to, xn(f), nil))
			}), nil
		}
		if fromBits != toBits {
			return badCast()
		}
		x.t = to
		return x, nil
	case "fpext", "fptrunc":
		if from.Kind != ts.Float || to.Kind != ts.Float {
			return badCast()
		}
		xn := x.n
		if to.Bits == 32 || to.Bits == 16 {
			return narrow(to, func(f *iframe) uint64 { return floatBits(to, floatVal(xn(f))) }), nil
		}
		x.t = to
		return x, nil
	case "fptosi", "fptoui":
		if from.Kind != ts.Float || to.Kind != ts.Int {
			return badCast()
		}
		return c.fpToInt(x, to, e.Op == "fptosi", pos), nil
	case "sitofp", "uitofp":
		if from.Kind == ts.Float || to.Kind != ts.Float {
			return badCast()
		}
		signed := e.Op == "sitofp"
		if x.w != nil {
			xw, n := x.w, fromBits
			return narrow(to, func(f *iframe) uint64 {
				v := xw(f)
				if signed {
					v = bigSigned(v, n)
				}
				bf := new(big.Float).SetInt(v)
				if to.Bits == 32 {
					r, _ := bf.Float32()
					return math.Float64bits(float64(r))
				}
				r, _ := bf.Float64()
				return floatBits(to, r)
			}), nil
		}
		xn, n := x.n, fromBits
		switch {
		case signed && to.Bits == 32:
			return narrow(to, func(f *iframe) uint64 { return math.Float64bits(float64(float32(vsext(xn(f), n)))) }), nil
		case signed:
			return narrow(to, func(f *iframe) uint64 { return floatBits(to, float64(vsext(xn(f), n))) }), nil
		case to.Bits == 32:
			return narrow(to, func(f *iframe) uint64 { return math.Float64bits(float64(float32(xn(f)))) }), nil
		}
		return narrow(to, func(f *iframe) uint64 { return floatBits(to, float64(xn(f))) }), nil
	}
	return badCast()
}

// resize truncates or extends the integer (or pointer) x of fromBits bits to
// toBits bits.
func (c *icomp) resize(x cexpr, fromBits int, to ts.Type, toBits int, signed bool) cexpr {
	if fromBits == toBits {
		x.t = to
		return x
	}
	if isWide(to) {
		xb := x.big()
		m := bigMask(toBits)
		if signed && fromBits < toBits {
			return wide(to, func(f *iframe) *big.Int {
				v := new(big.Int).Set(bigSigned(xb(f), fromBits))
				return v.And(v, m)
			})
		}
		return wide(to, func(f *iframe) *big.Int { // zext or trunc
			return new(big.Int).And(xb(f), m)
		})
	}
	m := vmask(toBits)
	if x.w != nil { // wide to narrow: truncation
		xw := x.w
		return narrow(to, func(f *iframe) uint64 { return bigLow64(xw(f)) & m })
	}
	xn := x.n
	if x.konst {
		v := x.kn
		if signed && fromBits < toBits {
			v = uint64(vsext(v, fromBits))
		}
		return constN(to, v&m)
	}
	if signed && fromBits < toBits {
		return narrow(to, func(f *iframe) uint64 { return uint64(vsext(xn(f), fromBits)) & m })
	}
	if fromBits < toBits { // zext: the value already has zero high bits
		if x.reg >= 0 {
			x.t = to
			return x
		}
		return narrow(to, xn)
	}
	return narrow(to, func(f *iframe) uint64 { return xn(f) & m })
}

// fpToInt compiles fptosi/fptoui; a value that does not fit (or NaN) gives
// poison (see interp_poison.go).
func (c *icomp) fpToInt(x cexpr, to ts.Type, signed bool, pos ts.Pos) cexpr {
	xn, n := x.n, to.Bits
	var lo, hi *big.Float // the allowed range of the truncated value
	if signed {
		lo = new(big.Float).SetInt(new(big.Int).Neg(bigPow2(n - 1)))
		hi = new(big.Float).SetInt(bigMask(n - 1))
	} else {
		lo = new(big.Float)
		hi = new(big.Float).SetInt(bigMask(n))
	}
	op := "fptoui"
	if signed {
		op = "fptosi"
	}
	conv := func(f *iframe) (*big.Int, bool) {
		v := math.Trunc(floatVal(xn(f)))
		if math.IsNaN(v) || math.IsInf(v, 0) {
			f.poison(pos, "%s of %v to %s is poison", op, floatVal(xn(f)), to)
			return nil, false
		}
		bf := new(big.Float).SetFloat64(v)
		if bf.Cmp(lo) < 0 || bf.Cmp(hi) > 0 {
			f.poison(pos, "%s of %v to %s is out of range (poison)", op, floatVal(xn(f)), to)
			return nil, false
		}
		r, _ := bf.Int(nil)
		return r, true
	}
	if isWide(to) {
		m := bigMask(n)
		return wide(to, func(f *iframe) *big.Int {
			r, ok := conv(f)
			if !ok {
				return bigZero
			}
			return r.And(r, m)
		})
	}
	m := vmask(n)
	if n <= 63 || !signed {
		// Fast path: exact for values within int64.
		return narrow(to, func(f *iframe) uint64 {
			v := math.Trunc(floatVal(xn(f)))
			if v >= -0x1p62 && v <= 0x1p62 {
				i := int64(v) // exact: |v| <= 2^62
				if signed && (i < vminS(n) || i > vmaxS(n)) || !signed && (i < 0 || uint64(i) > m) {
					f.poison(pos, "%s of %v to %s is out of range (poison)", op, floatVal(xn(f)), to)
				}
				return uint64(i) & m
			}
			r, ok := conv(f)
			if !ok {
				return 0
			}
			return bigLow64(new(big.Int).And(r, new(big.Int).SetUint64(m)))
		})
	}
	return narrow(to, func(f *iframe) uint64 {
		r, ok := conv(f)
		if !ok {
			return 0
		}
		return uint64(r.Int64()) & m
	})
}
