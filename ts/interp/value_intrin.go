package interp

import (
	"math"
	"math/big"
	"math/bits"

	"wcet/ts"
)

// Intrinsics without an operator of their own (ts.Intrin). Integer ones
// work at any width; ctlz and cttz of zero with the is-zero-poison flag set
// give poison (interp_poison.go; __builtin_clz(0) is undefined in C). Float ones are
// computed on float64 values and rounded to float32 for 32-bit floats,
// which is exact for every one of them but fma, computed exactly with
// big.Float for float32.

func (c *icomp) intrin(e *ts.Intrin, pos ts.Pos) (cexpr, error) {
	args := make([]cexpr, len(e.Args))
	for i, a := range e.Args {
		x, err := c.expr(a, pos)
		if err != nil {
			return cexpr{}, err
		}
		args[i] = x
	}
	want := map[string]int{
		"ctpop": 1, "ctlz": 1, "cttz": 1, "bswap": 1, "bitreverse": 1, "fshl": 3, "fshr": 3,
		"fabs": 1, "sqrt": 1, "floor": 1, "ceil": 1, "trunc": 1, "round": 1, "rint": 1, "nearbyint": 1,
		"minnum": 2, "maxnum": 2, "copysign": 2, "fma": 3,
	}
	n, known := want[e.Name]
	if !known {
		return cexpr{}, c.errorf(pos, "unsupported intrinsic %s", e.Name)
	}
	if len(args) < n {
		return cexpr{}, c.errorf(pos, "intrinsic %s with %d arguments", e.Name, len(args))
	}
	t := e.T
	for _, a := range args[:n] {
		if a.t.Kind != t.Kind || a.t.Bits != t.Bits {
			return cexpr{}, c.errorf(pos, "intrinsic %s of %s on an argument of type %s", e.Name, t, a.t)
		}
	}
	if t.Kind == ts.Float {
		return c.floatIntrin(e.Name, t, args, pos)
	}
	if t.Kind != ts.Int {
		return cexpr{}, c.errorf(pos, "intrinsic %s of type %s", e.Name, t)
	}
	poison := false // ctlz/cttz: the is-zero-poison flag
	if (e.Name == "ctlz" || e.Name == "cttz") && len(args) > 1 {
		if !args[1].konst || args[1].n == nil {
			return cexpr{}, c.errorf(pos, "%s with a non-constant is-zero-poison flag", e.Name)
		}
		poison = args[1].kn&1 != 0
	}
	if e.Name == "bswap" && t.Bits%16 != 0 {
		return cexpr{}, c.errorf(pos, "bswap of %s", t)
	}
	w := t.Bits
	zeroPoison := func(f *iframe) {
		f.poison(pos, "%s of zero is poison (is_zero_poison is set; __builtin_%s(0) is undefined)", e.Name, map[string]string{"ctlz": "clz", "cttz": "ctz"}[e.Name])
	}
	if isWide(t) {
		x := args[0].w
		var k wfn
		switch e.Name {
		case "ctpop":
			k = func(f *iframe) *big.Int {
				v, cnt := x(f), 0
				for _, word := range v.Bits() {
					cnt += bits.OnesCount(uint(word))
				}
				return big.NewInt(int64(cnt))
			}
		case "ctlz", "cttz":
			lead := e.Name == "ctlz"
			k = func(f *iframe) *big.Int {
				v := x(f)
				switch {
				case v.Sign() == 0 && poison:
					zeroPoison(f)
					return big.NewInt(int64(w))
				case v.Sign() == 0:
					return big.NewInt(int64(w))
				case lead:
					return big.NewInt(int64(w - v.BitLen()))
				}
				return big.NewInt(int64(v.TrailingZeroBits()))
			}
		case "bswap", "bitreverse":
			byteWise := e.Name == "bswap"
			k = func(f *iframe) *big.Int {
				v, r := x(f), new(big.Int)
				if byteWise {
					b := make([]byte, w/8)
					putWide(b, v)
					for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
						b[i], b[j] = b[j], b[i]
					}
					return getWide(b)
				}
				for i := 0; i < w; i++ {
					r.SetBit(r, w-1-i, v.Bit(i))
				}
				return r
			}
		case "fshl", "fshr":
			y, s := args[1].w, args[2].w
			left := e.Name == "fshl"
			m := bigMask(w)
			k = func(f *iframe) *big.Int {
				a, b := x(f), y(f)
				sh := uint(new(big.Int).Mod(s(f), big.NewInt(int64(w))).Int64())
				cat := new(big.Int).Lsh(a, uint(w))
				cat.Or(cat, b)
				if left {
					cat.Lsh(cat, sh)
					cat.Rsh(cat, uint(w))
				} else {
					cat.Rsh(cat, sh)
				}
				return cat.And(cat, m)
			}
		}
		return wide(t, k), nil
	}
	x, m := args[0].n, vmask(w)
	var k nfn
	switch e.Name {
	case "ctpop":
		k = func(f *iframe) uint64 { return uint64(bits.OnesCount64(x(f))) }
	case "ctlz":
		k = func(f *iframe) uint64 {
			v := x(f)
			if v == 0 && poison {
				zeroPoison(f)
				return uint64(w)
			}
			return uint64(bits.LeadingZeros64(v) - (64 - w))
		}
	case "cttz":
		k = func(f *iframe) uint64 {
			v := x(f)
			if v == 0 {
				if poison {
					zeroPoison(f)
				}
				return uint64(w)
			}
			return uint64(bits.TrailingZeros64(v))
		}
	case "bswap":
		k = func(f *iframe) uint64 { return bits.ReverseBytes64(x(f)) >> uint(64-w) }
	case "bitreverse":
		k = func(f *iframe) uint64 { return bits.Reverse64(x(f)) >> uint(64-w) }
	case "fshl", "fshr":
		y, s := args[1].n, args[2].n
		left := e.Name == "fshl"
		k = func(f *iframe) uint64 {
			a, b := x(f), y(f)
			sh := s(f) % uint64(w)
			if sh == 0 {
				if left {
					return a
				}
				return b
			}
			if left {
				return (a<<sh | b>>(uint64(w)-sh)) & m
			}
			return (b>>sh | a<<(uint64(w)-sh)) & m
		}
	}
	return narrow(t, k), nil
}

func (c *icomp) floatIntrin(name string, t ts.Type, args []cexpr, pos ts.Pos) (cexpr, error) {
	x := args[0].n
	one := func(g func(float64) float64) (cexpr, error) {
		return narrow(t, func(f *iframe) uint64 { return floatBits(t, g(floatVal(x(f)))) }), nil
	}
	switch name {
	case "fabs":
		return narrow(t, func(f *iframe) uint64 { return x(f) &^ (1 << 63) }), nil
	case "sqrt":
		return one(math.Sqrt)
	case "floor":
		return one(math.Floor)
	case "ceil":
		return one(math.Ceil)
	case "trunc":
		return one(math.Trunc)
	case "round":
		return one(math.Round)
	case "rint", "nearbyint":
		return one(math.RoundToEven) // the default rounding mode
	}
	y := args[1].n
	two := func(g func(a, b float64) float64) (cexpr, error) {
		return narrow(t, func(f *iframe) uint64 { return floatBits(t, g(floatVal(x(f)), floatVal(y(f)))) }), nil
	}
	switch name {
	case "minnum", "maxnum":
		isMin := name == "minnum"
		return two(func(a, b float64) float64 {
			switch {
			case math.IsNaN(a):
				return b
			case math.IsNaN(b):
				return a
			case a == b: // ±0: prefer -0 for min, +0 for max
				if isMin == math.Signbit(a) {
					return a
				}
				return b
			case (a < b) == isMin:
				return a
			}
			return b
		})
	case "copysign":
		return two(math.Copysign)
	case "fma":
		z := args[2].n
		return narrow(t, func(f *iframe) uint64 {
			a, b, d := floatVal(x(f)), floatVal(y(f)), floatVal(z(f))
			r := math.FMA(a, b, d)
			if t.Bits == 32 && !math.IsInf(r, 0) && !math.IsNaN(r) {
				// Exact a*b+d, rounded once to float32.
				p := new(big.Float).SetPrec(1024).SetFloat64(a)
				p.Mul(p, new(big.Float).SetFloat64(b))
				p.Add(p, new(big.Float).SetFloat64(d))
				if p.Sign() != 0 {
					r32, _ := p.Float32()
					return math.Float64bits(float64(r32))
				}
			}
			return floatBits(t, r)
		}), nil
	}
	return cexpr{}, c.errorf(pos, "unsupported intrinsic %s on %s", name, t)
}
