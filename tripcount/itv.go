package tripcount

import (
	"math/big"

	"wcet/ts"
)

// lim is the magnitude beyond which an interval is not tracked: every
// sum or difference of two tracked ends fits an int64.
const lim = int64(1) << 62

// itv is an integer interval [lo, hi] of mathematical values; top (no
// information) when !ok.
type itv struct {
	lo, hi int64
	ok     bool
}

var top = itv{}

func point(v int64) itv { return mk(v, v) }

// mk is [lo, hi], top when an end is beyond lim.
func mk(lo, hi int64) itv {
	if lo < -lim || hi > lim || lo > hi {
		return top
	}
	return itv{lo, hi, true}
}

func (a itv) add(b itv) itv {
	if !a.ok || !b.ok {
		return top
	}
	return mk(a.lo+b.lo, a.hi+b.hi)
}

func (a itv) neg() itv {
	if !a.ok {
		return top
	}
	return mk(-a.hi, -a.lo)
}

func (a itv) sub(b itv) itv { return a.add(b.neg()) }

func (a itv) hull(b itv) itv {
	if !a.ok || !b.ok {
		return top
	}
	return mk(min(a.lo, b.lo), max(a.hi, b.hi))
}

// hullOf is the hull of xs, top when xs is empty or one is top.
func hullOf(xs []itv) itv {
	if len(xs) == 0 {
		return top
	}
	r := xs[0]
	for _, x := range xs[1:] {
		r = r.hull(x)
	}
	return r
}

// meet is a ∩ b (a when b is top; top when empty, which only an
// unreachable point has).
func (a itv) meet(b itv) itv {
	switch {
	case !b.ok:
		return a
	case !a.ok:
		return b
	}
	return mk(max(a.lo, b.lo), min(a.hi, b.hi))
}

// mulConst is a·k for a constant k, top when it leaves the tracked range.
func (a itv) mulConst(k int64) itv {
	if !a.ok || k > lim || k < -lim {
		return top
	}
	x, y := new(big.Int).Mul(big.NewInt(a.lo), big.NewInt(k)), new(big.Int).Mul(big.NewInt(a.hi), big.NewInt(k))
	if x.Cmp(y) > 0 {
		x, y = y, x
	}
	if !x.IsInt64() || !y.IsInt64() {
		return top
	}
	return mk(x.Int64(), y.Int64())
}

// within reports whether a lies within b.
func (a itv) within(b itv) bool { return a.ok && b.ok && a.lo >= b.lo && a.hi <= b.hi }

// signedRange is the range of a w-bit integer read as signed (top for
// types too wide to track).
func signedRange(w int) itv {
	if w < 1 || w > 62 {
		return top
	}
	return mk(-(int64(1) << (w - 1)), int64(1)<<(w-1)-1)
}

// unsignedRange is the range of a w-bit integer read as unsigned.
func unsignedRange(w int) itv {
	if w < 1 || w > 61 {
		return top
	}
	return mk(0, int64(1)<<w-1)
}

// viewRange is the range of a w-bit integer in the signed or unsigned
// view, clipped to the tracked range: a value shown within it is within
// the type (the wrap checks of tripsUnder use it; it is narrower than the
// type for 62 bits and more, which only refuses more).
func viewRange(w int, unsigned bool) itv {
	if w < 1 {
		return top
	}
	if w > 61 {
		if unsigned {
			return mk(0, lim)
		}
		return mk(-lim, lim)
	}
	if unsigned {
		return unsignedRange(w)
	}
	return signedRange(w)
}

// typeRange is the signed range of t's values (every value's range is
// kept in the signed view; toUnsigned converts).
func typeRange(t ts.Type) itv {
	if t.Kind != ts.Int {
		return top
	}
	return signedRange(t.Bits)
}

// toUnsigned is the unsigned view of a (a range of w-bit values read as
// signed).
func toUnsigned(a itv, w int) itv {
	switch {
	case !a.ok:
		return top
	case a.lo >= 0:
		return a
	case w > 61:
		return top
	case a.hi < 0:
		return mk(a.lo+int64(1)<<w, a.hi+int64(1)<<w)
	}
	return unsignedRange(w)
}

// fromUnsigned is the signed view of a (a range of w-bit values read as
// unsigned).
func fromUnsigned(a itv, w int) itv {
	switch {
	case !a.ok:
		return top
	case w > 61 && a.lo >= 0 && a.hi <= lim:
		return a // below 2^(w-1): the same value read signed
	case w > 61:
		return top
	}
	half := int64(1) << (w - 1)
	switch {
	case a.hi < half:
		return a
	case a.lo >= half:
		return mk(a.lo-int64(1)<<w, a.hi-int64(1)<<w)
	}
	return signedRange(w)
}

// constOf is the signed value of a constant integer expression, when it
// lies within the tracked range.
func constOf(e ts.Expr) (int64, bool) {
	c, ok := e.(*ts.Const)
	if !ok || c.T.Kind != ts.Int {
		return 0, false
	}
	s := ts.Signed(c.V, c.T.Bits)
	if !s.IsInt64() || s.Int64() < -lim || s.Int64() > lim {
		return 0, false
	}
	return s.Int64(), true
}
