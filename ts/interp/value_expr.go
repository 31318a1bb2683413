package interp

import (
	"math/big"

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
		if t.Bits == 64 || t.Bits == 0 || t.Bits == 32 && c.in.ptr32 {
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
