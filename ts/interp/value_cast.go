package interp

import (
	"math"
	"math/big"

	"wcet/ts"
)

// Casts of the compiled expressions (value_expr.go): integer resizes,
// float conversions and bitcasts, with the poison fptosi/fptoui make.

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
		if c.in.ptr32 && x.w == nil {
			// A 32-bit target: a pointer as an integer is its flat
			// address (addr32.go).
			switch {
			case e.Op == "ptrtoint" && from.Kind == ts.Ptr:
				xn := x.n
				a := narrow(ts.I32, func(f *iframe) uint64 { return f.m.toAddr32(xn(f)) })
				return c.resize(a, 32, to, toBits, false), nil
			case e.Op == "inttoptr" && to.Kind == ts.Ptr:
				an := c.resize(x, fromBits, ts.I32, 32, false).n
				return narrow(to, func(f *iframe) uint64 { return f.m.fromAddr32(an(f)) }), nil
			}
		}
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
