package unroll

import (
	"math/big"
	"math/rand"
	"testing"
)

// TestFoldBin checks constant folding against Go's own 32-bit arithmetic,
// which wraps as LLVM does.
func TestFoldBin(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	vals := []int32{0, 1, -1, 2, 7, -8, 31, 32, 1 << 30, -1 << 31, 1<<31 - 1}
	for i := 0; i < 2000; i++ {
		vals = append(vals, int32(rng.Uint32()))
	}
	for i := 0; i < len(vals); i++ {
		a, b := vals[i], vals[(i*7+3)%len(vals)]
		ua, ub := uint32(a), uint32(b)
		want := map[string]int64{
			"add": int64(a + b), "sub": int64(a - b), "mul": int64(a * b),
			"and": int64(int32(ua & ub)), "or": int64(int32(ua | ub)), "xor": int64(int32(ua ^ ub)),
		}
		if b != 0 && !(a == -1<<31 && b == -1) {
			want["sdiv"], want["srem"] = int64(a/b), int64(a%b)
		}
		if ub != 0 {
			want["udiv"], want["urem"] = int64(int32(ua/ub)), int64(int32(ua%ub))
		}
		if s := ub; s < 32 {
			want["shl"], want["lshr"], want["ashr"] = int64(int32(ua<<s)), int64(int32(ua>>s)), int64(a>>s)
		}
		for op, w := range want {
			got, ok := foldBin(op, big.NewInt(int64(a)), big.NewInt(int64(b)), 32)
			if !ok || got.Int64() != w {
				t.Fatalf("%d %s %d: got %v (ok=%v), want %d", a, op, b, got, ok, w)
			}
		}
		for _, op := range []string{"sdiv", "srem", "udiv", "urem", "shl"} {
			if _, defined := want[op]; !defined {
				if _, ok := foldBin(op, big.NewInt(int64(a)), big.NewInt(int64(b)), 32); ok {
					t.Fatalf("%d %s %d: folded an undefined operation", a, op, b)
				}
			}
		}
	}
}
