package interp

import (
	"encoding/binary"
	"math"
	"math/big"
	"math/bits"

	"wcet/ts"
)

// Values of the concrete interpreter.
//
// A scalar of a ts.Type is held as follows:
//
//   - an integer of at most 64 bits: its bit pattern in a uint64, the bits
//     above the width zero;
//   - an integer of more than 64 bits: its bit pattern as a non-negative
//     *big.Int below 2^N, never mutated once made;
//   - a pointer: 64 bits objectID<<32 | offset (object 0 is null), see mem.go;
//   - a float: the bits of a float64 (math.Float64bits). A float holds a
//     float32-representable value and is computed in float32. half is
//     computed in float64 and rounded to half after every operation.
//     x86_fp80 and fp128 are computed at float64 precision (a documented
//     approximation: lli computes x86_fp80 with 64-bit significands); only
//     their memory and bit-pattern encodings have their own widths, and a
//     store followed by a load gives back the same value.

// isWide reports whether values of t are held as *big.Int.
func isWide(t ts.Type) bool { return t.Kind == ts.Int && t.Bits > 64 }

// vmask is the mask of the low n bits (n >= 64: all bits).
func vmask(n int) uint64 {
	if n >= 64 {
		return ^uint64(0)
	}
	return 1<<uint(n) - 1
}

// vsext reads the low n bits of x as a two's-complement integer.
func vsext(x uint64, n int) int64 {
	if n >= 64 {
		return int64(x)
	}
	s := uint(64 - n)
	return int64(x<<s) >> s
}

// vminS and vmaxS are the smallest and largest signed values of n bits.
func vminS(n int) int64 { return -1 << uint(n-1) }
func vmaxS(n int) int64 {
	if n >= 64 {
		return math.MaxInt64
	}
	return 1<<uint(n-1) - 1
}

// bigPow2 returns 2^n.
func bigPow2(n int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(n)) }

// bigMask returns 2^n - 1.
func bigMask(n int) *big.Int { return new(big.Int).Sub(bigPow2(n), big.NewInt(1)) }

// bigLow64 returns the low 64 bits of the non-negative x.
func bigLow64(x *big.Int) uint64 {
	ws := x.Bits()
	if len(ws) == 0 {
		return 0
	}
	if bits.UintSize == 64 {
		return uint64(ws[0])
	}
	v := uint64(ws[0])
	if len(ws) > 1 {
		v |= uint64(ws[1]) << 32
	}
	return v
}

// bigSigned reads the bit pattern x of n bits as a two's-complement integer
// (a new big.Int, or x itself when it is non-negative as a signed value).
func bigSigned(x *big.Int, n int) *big.Int {
	if x.Bit(n-1) == 1 {
		return new(big.Int).Sub(x, bigPow2(n))
	}
	return x
}

// floatVal reads the float held in bits.
func floatVal(b uint64) float64 { return math.Float64frombits(b) }

// floatBits holds v as a value of type t, rounding it to float32 for 32
// bits and to half for 16.
func floatBits(t ts.Type, v float64) uint64 {
	switch t.Bits {
	case 32:
		v = float64(float32(v))
	case 16:
		v = halfToFloat(halfFromFloat(v))
	}
	return math.Float64bits(v)
}

// Float encodings: IEEE binary16, the x87 80-bit extended format and IEEE
// binary128, each converted from and to float64 (exact from float64;
// rounded to nearest-even towards float64).

// halfFromFloat encodes v as IEEE binary16, rounding to nearest-even.
func halfFromFloat(v float64) uint16 {
	b := math.Float64bits(v)
	sign := uint16(b>>48) & 0x8000
	switch {
	case math.IsNaN(v):
		return sign | 0x7e00 | uint16(b>>42)&0x1ff
	case math.IsInf(v, 0):
		return sign | 0x7c00
	}
	a := math.Abs(v)
	if a >= 65520 { // halfway between 65504 and 2^16 rounds to even: infinity
		return sign | 0x7c00
	}
	if a < 0x1p-14 { // subnormal (or rounds up to the smallest normal)
		m := math.RoundToEven(a * 0x1p24)
		return sign | uint16(m)
	}
	fr, e := math.Frexp(a) // a = fr * 2^e, fr in [0.5, 1)
	E := e - 1
	m := math.RoundToEven(fr * 2048) // 1.f * 2^10 in [1024, 2048]
	if m == 2048 {
		m = 1024
		E++
	}
	if E > 15 {
		return sign | 0x7c00
	}
	return sign | uint16(E+15)<<10 | uint16(m-1024)
}

// halfToFloat decodes an IEEE binary16 value (exactly).
func halfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	e := int(h>>10) & 0x1f
	f := float64(h & 0x3ff)
	switch e {
	case 0:
		return sign * math.Ldexp(f, -24)
	case 0x1f:
		if f == 0 {
			return math.Inf(int(sign))
		}
		return math.Float64frombits(uint64(h&0x8000)<<48 | 0x7ff8000000000000 | uint64(h&0x1ff)<<42)
	}
	return sign * math.Ldexp(1024+f, e-25)
}

// wideFloatFields splits v into sign, unbiased binary exponent e and a
// 53-bit significand m (leading bit set) with |v| = m * 2^(e-52); ok is false
// for zero, infinities and NaN.
func wideFloatFields(v float64) (sign uint64, e int, m uint64, ok bool) {
	b := math.Float64bits(v)
	sign = b >> 63
	exp := int(b>>52) & 0x7ff
	frac := b & (1<<52 - 1)
	switch {
	case exp == 0x7ff, exp == 0 && frac == 0:
		return sign, 0, 0, false
	case exp == 0: // subnormal: normalize
		msb := 63 - bits.LeadingZeros64(frac) // < 52
		return sign, msb - 1074, frac << uint(52-msb), true
	}
	return sign, exp - 1023, frac | 1<<52, true
}

// fp80FromFloat encodes v in the x87 80-bit extended format: the low 64
// bits are the significand with its explicit integer bit, the high 16 bits
// sign and exponent (bias 16383).
func fp80FromFloat(v float64) (lo uint64, hi uint16) {
	sign, e, m, ok := wideFloatFields(v)
	s := uint16(sign) << 15
	if !ok {
		b := math.Float64bits(v)
		switch {
		case math.IsNaN(v):
			return 1<<63 | 1<<62 | (b&(1<<52-1))<<11, s | 0x7fff
		case math.IsInf(v, 0):
			return 1 << 63, s | 0x7fff
		}
		return 0, s // zero
	}
	return m << 11, s | uint16(e+16383)
}

// fp80ToFloat decodes an x87 80-bit extended value, rounding to float64.
func fp80ToFloat(lo uint64, hi uint16) float64 {
	neg := hi&0x8000 != 0
	e := int(hi & 0x7fff)
	if e == 0x7fff {
		if lo<<1 == 0 {
			if neg {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
		return math.Float64frombits(uint64(hi&0x8000)<<48 | 0x7ff8000000000000 | (lo>>11)&(1<<51-1))
	}
	if e == 0 {
		e = 1 // denormal: same scale as the smallest normal exponent
	}
	return scaledToFloat(neg, new(big.Int).SetUint64(lo), e-16383-63)
}

// fp128FromFloat encodes v as IEEE binary128 (a 128-bit pattern).
func fp128FromFloat(v float64) *big.Int {
	sign, e, m, ok := wideFloatFields(v)
	r := new(big.Int)
	var hi uint64
	var lo uint64
	if !ok {
		b := math.Float64bits(v)
		switch {
		case math.IsNaN(v):
			frac := b & (1<<52 - 1)
			hi = sign<<63 | 0x7fff<<48 | 1<<47 | frac>>4 // quiet
			lo = frac << 60
		case math.IsInf(v, 0):
			hi = sign<<63 | 0x7fff<<48
		default:
			hi = sign << 63
		}
	} else {
		frac := m & (1<<52 - 1) // 52 fraction bits, placed at the top of 112
		hi = sign<<63 | uint64(e+16383)<<48 | frac>>4
		lo = frac << 60
	}
	r.SetUint64(hi)
	r.Lsh(r, 64)
	return r.Or(r, new(big.Int).SetUint64(lo))
}

// fp128ToFloat decodes an IEEE binary128 bit pattern, rounding to float64.
func fp128ToFloat(x *big.Int) float64 {
	lo := bigLow64(x)
	hi := bigLow64(new(big.Int).Rsh(x, 64))
	neg := hi>>63 != 0
	e := int(hi>>48) & 0x7fff
	fracHi := hi & (1<<48 - 1)
	if e == 0x7fff {
		if fracHi == 0 && lo == 0 {
			if neg {
				return math.Inf(-1)
			}
			return math.Inf(1)
		}
		return math.Float64frombits(hi&(1<<63) | 0x7ff8000000000000 | (fracHi<<4|lo>>60)&(1<<51-1))
	}
	m := new(big.Int).SetUint64(fracHi)
	m.Lsh(m, 64)
	m.Or(m, new(big.Int).SetUint64(lo))
	if e == 0 {
		e = 1
	} else {
		m.SetBit(m, 112, 1)
	}
	return scaledToFloat(neg, m, e-16383-112)
}

// scaledToFloat returns ±m * 2^exp rounded to the nearest float64.
func scaledToFloat(neg bool, m *big.Int, exp int) float64 {
	if m.Sign() == 0 {
		if neg {
			return math.Copysign(0, -1)
		}
		return 0
	}
	f := new(big.Float).SetInt(m)
	f.SetMantExp(f, exp)
	if neg {
		f.Neg(f)
	}
	v, _ := f.Float64()
	return v
}

// floatPattern returns the bit pattern of the float v as a value of type t,
// as bitcast to an integer of t.Bits bits gives it: a uint64 for at most 64
// bits, else a *big.Int.
func floatPattern(t ts.Type, v float64) (uint64, *big.Int) {
	switch t.Bits {
	case 16:
		return uint64(halfFromFloat(v)), nil
	case 32:
		return uint64(math.Float32bits(float32(v))), nil
	case 64:
		return math.Float64bits(v), nil
	case 80:
		lo, hi := fp80FromFloat(v)
		r := new(big.Int).SetUint64(uint64(hi))
		r.Lsh(r, 64)
		return 0, r.Or(r, new(big.Int).SetUint64(lo))
	case 128:
		return 0, fp128FromFloat(v)
	}
	return math.Float64bits(v), nil
}

// floatFromPattern is the inverse of floatPattern.
func floatFromPattern(t ts.Type, n uint64, w *big.Int) float64 {
	switch t.Bits {
	case 16:
		return halfToFloat(uint16(n))
	case 32:
		return float64(math.Float32frombits(uint32(n)))
	case 64:
		return math.Float64frombits(n)
	case 80:
		if w == nil {
			return fp80ToFloat(n, 0)
		}
		return fp80ToFloat(bigLow64(w), uint16(bigLow64(new(big.Int).Rsh(w, 64))))
	case 128:
		if w == nil {
			w = new(big.Int).SetUint64(n)
		}
		return fp128ToFloat(w)
	}
	return math.Float64frombits(n)
}

// Little-endian byte encodings of values, for memory.

// putNarrow writes the low len(b) bytes of v.
func putNarrow(b []byte, v uint64) {
	switch len(b) {
	case 1:
		b[0] = byte(v)
	case 2:
		binary.LittleEndian.PutUint16(b, uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(b, uint32(v))
	case 8:
		binary.LittleEndian.PutUint64(b, v)
	default:
		for i := range b {
			b[i] = byte(v >> (8 * uint(i))) // zero beyond 8 bytes
		}
	}
}

// getNarrow reads up to 8 little-endian bytes.
func getNarrow(b []byte) uint64 {
	switch len(b) {
	case 1:
		return uint64(b[0])
	case 2:
		return uint64(binary.LittleEndian.Uint16(b))
	case 4:
		return uint64(binary.LittleEndian.Uint32(b))
	case 8:
		return binary.LittleEndian.Uint64(b)
	}
	var v uint64
	for i := min(len(b), 8) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// putWide writes the non-negative x as len(b) little-endian bytes.
func putWide(b []byte, x *big.Int) {
	clear(b)
	be := x.Bytes()
	for i := 0; i < len(be) && i < len(b); i++ {
		b[i] = be[len(be)-1-i]
	}
}

// getWide reads len(b) little-endian bytes as a non-negative integer.
func getWide(b []byte) *big.Int {
	be := make([]byte, len(b))
	for i := range b {
		be[len(b)-1-i] = b[i]
	}
	return new(big.Int).SetBytes(be)
}

// encodeFloat writes v as a float of type t into b (len t.Size()).
func encodeFloat(t ts.Type, b []byte, v float64) {
	switch t.Bits {
	case 16:
		binary.LittleEndian.PutUint16(b, halfFromFloat(v))
	case 32:
		binary.LittleEndian.PutUint32(b, math.Float32bits(float32(v)))
	case 80:
		lo, hi := fp80FromFloat(v)
		binary.LittleEndian.PutUint64(b, lo)
		binary.LittleEndian.PutUint16(b[8:], hi)
	case 128:
		putWide(b, fp128FromFloat(v))
	default:
		binary.LittleEndian.PutUint64(b, math.Float64bits(v))
	}
}

// decodeFloat reads a float of type t from b (len t.Size()).
func decodeFloat(t ts.Type, b []byte) float64 {
	switch t.Bits {
	case 16:
		return halfToFloat(binary.LittleEndian.Uint16(b))
	case 32:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(b)))
	case 80:
		return fp80ToFloat(binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint16(b[8:]))
	case 128:
		return fp128ToFloat(getWide(b))
	}
	return math.Float64frombits(binary.LittleEndian.Uint64(b))
}
