package tripcount

import (
	"math/big"
	"strings"
	"testing"

	"wcet/ts/interp"
)

// TestRecursionDepth: the depth bounds of self-recursive functions, by
// hand next to each case, then checked against the interpreter: main(n)
// run for every n of the case's range with a call-depth limit of the
// bound plus the frames above the recursion (main, and the caller when
// there is one) must not hit the limit; with one frame less, some n must
// (the bound is tight on these shapes). Functions that must get no bound
// are listed with 0.
func TestRecursionDepth(t *testing.T) {
	for _, c := range []struct {
		name, src string
		fn        string
		assume    []string
		want      int64 // 0: no bound
		frames    int   // frames above the first activation
		ns        []int64
	}{
		// fac(n), n in [0,10] from main: n=10..0 are 11 activations (the
		// test n == 0 stops it; steps of exactly 1 from n >= 0).
		{"fac", `int fac(int n) { if (n == 0) return 1; return n * fac(n - 1); }
int main(int n) { return fac(n); }`, "fac", []string{"n >= 0", "n <= 10"}, 11, 1, rng(0, 10)},
		// the same with n >= -1 allowed: fac(-1) never meets n == 0.
		{"facneg", `int fac(int n) { if (n == 0) return 1; return n * fac(n - 1); }
int main(int n) { return fac(n); }`, "fac", []string{"n >= -1", "n <= 10"}, 0, 0, nil},
		// fac(7) with a test n <= 0: 7..0, 8 activations.
		{"facconst", `int fac(int n) { if (n <= 0) return 1; return n * fac(n - 1); }
int main(int n) { return fac(7); }`, "fac", nil, 8, 1, []int64{0}},
		// fib(n) with n in [0,10] (constant 10): calls when n >= 2 with
		// n-1 and n-2: 10, 9, ..., 2, then 1: 10 activations.
		{"fib", `int fib(int n) { if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
int main(int n) { return fib(10); }`, "fib", nil, 10, 1, []int64{0}},
		// halving, bitonic's shape: cnt = 32, calls when cnt > 1 with
		// cnt/2: 32, 16, 8, 4, 2, 1: 6 activations.
		{"halve", `int s;
void sort(int lo, int cnt) { if (cnt > 1) { int k = cnt / 2; sort(lo, k); sort(lo + k, k); } s += lo; }
int main(int n) { sort(0, 32); return s; }`, "sort", nil, 6, 1, []int64{0}},
		// Two levels: merge is called from sort with sort's cnt, whose
		// range over every activation is [0, 32] (proven by sort's
		// derivation): merge 32, 16, ..., 1: 6, below sort's frames (up
		// to 6) and main: frames 7 above it (checked for sort).
		{"twolevel", `int s;
void merge(int lo, int cnt) { if (cnt > 1) { int k = cnt >> 1; merge(lo, k); merge(lo + k, k); } s += lo; }
void sort(int lo, int cnt) { if (cnt > 1) { int k = cnt / 2; sort(lo, k); sort(lo + k, k); } merge(lo, cnt); }
int main(int n) { sort(0, 32); return s; }`, "merge", nil, 6, 0, nil},
		// bitonic's merge: the test is on the argument k = cnt / 2 > 1,
		// that is cnt >= 4: 32, 16, 8, 4 call, 2 does not: 5.
		{"argtest", `int s;
void merge(int lo, int cnt) { int k = cnt / 2; for (int i = lo; i < lo + k; i++) s++; if (k > 1) { merge(lo, k); merge(lo + k, k); } }
int main(int n) { merge(0, 32); return s; }`, "merge", nil, 5, 1, []int64{0}},
		// a test k != 3 of the argument k = n - 1: only lower and upper
		// bounds of an argument are translated to the measure (this one
		// stops, at depth 7; the analysis is conservative: no bound).
		{"argne", `int f(int n) { int k = n - 1; if (k != 3) return f(k); return 0; }
int main(int n) { return f(10); }`, "f", nil, 0, 0, nil},
		// bitcount's shape: x >>= 4, recursing while x != 0 after the
		// shift: a 64-bit value has 16 nibbles: (64-1)/4 calls + 1 = 16
		// activations (n = -1 gives x = 2^64 - 1234567, top nibble F).
		{"nibbles", `int bits[16];
int cnt(unsigned long x) { int c = bits[x & 15]; if (0 != (x >>= 4)) c += cnt(x); return c; }
int main(int n) { return cnt((unsigned long)n * 1234567u); }`, "cnt", nil, 16, 1, []int64{-1, 5}},
		// bitcount's byte twin: x's address is taken, so x lives in a
		// slot; its loads read the last store (x >> 8): 63/8 + 1 = 8.
		{"slot", `int bits[256];
int cnt(unsigned long x) { int c = bits[((unsigned char *)&x)[0]]; if (0L != (x >>= 8)) c += cnt(x); return c; }
int main(int n) { return cnt((unsigned long)n * 1234567u); }`, "cnt", nil, 8, 1, []int64{-1, 5}},
		// a store through an offset of the address before the call (byte
		// 1 of x set: the argument is never below 256, it recurses for
		// ever): no forwarding, no bound.
		{"slotalias", `int cnt(unsigned long x) { int c = 1; if (0L != (x >>= 8)) { ((unsigned char *)&x)[1] = 1; c += cnt(x); } return c; }
int main(int n) { return cnt(5); }`, "cnt", nil, 0, 0, nil},
		// the test on x before the shift: one more, 32-bit by 1: 33
		// (0xffffffff, ..., 1 call, then 0).
		{"bitsx", `int cnt2(unsigned x) { if (x == 0) return 0; return 1 + cnt2(x >> 1); }
int main(int n) { return cnt2((unsigned)n); }`, "cnt2", nil, 33, 1, []int64{-1, 5}},
		// quicksort's shape over a size: the recursive calls get j and
		// n-j-1 from a data-dependent j: not a constant step, no bound.
		{"qsort", `int a[64];
void qs(int lo, int n) { if (n > 1) { int j = a[lo] % n; if (j < 0) j = -j; qs(lo, j); qs(lo + j + 1, n - j - 1); } }
int main(int n) { qs(0, 64); return a[0]; }`, "qs", nil, 0, 0, nil},
		// one call site passes n unchanged: it need not stop.
		{"nodecrease", `int f(int n, int m) { if (n <= 0) return 0; if (m) return f(n, m - 1); return f(n - 1, 0); }
int main(int n) { return f(5, 3); }`, "f", nil, 0, 0, nil},
		// no test before the call: the stop is not known.
		{"noguard", `int g(int n) { int r = n; if (r > 3) r = g(n - 1); return r; }
int main(int n) { return g(n); }`, "g", nil, 0, 0, nil},
		// an unknown start: n from main is any int.
		{"unknown", `int fac(int n) { if (n <= 0) return 1; return n * fac(n - 1); }
int main(int n) { return fac(n); }`, "fac", nil, 0, 0, nil},
		// counting up to a bound: i = 3, calls while i < 20 with i + 1:
		// 3..19 call, 20 stops: 18 activations.
		{"up", `int up(int i) { if (i < 20) return up(i + 1) + 1; return 0; }
int main(int n) { return up(3); }`, "up", nil, 18, 1, []int64{0}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := load(t, c.src)
			var got int64
			var why string
			for _, d := range Recursion(p, Config{Entry: "main", Assume: c.assume}) {
				if d.Func == c.fn {
					got, why = d.Max, d.Why
				}
			}
			if got != c.want {
				t.Fatalf("depth of %s: %d (%s), want %d", c.fn, got, why, c.want)
			}
			if c.want == 0 || c.ns == nil {
				return
			}
			run := func(n int64, depth int) error {
				in, err := interp.New(p)
				if err != nil {
					t.Fatal(err)
				}
				_, err = in.Run(interp.Config{Entry: "main", MaxSteps: 10_000_000, MaxDepth: depth,
					Args: map[string]interp.ArgVal{"n": {Scalar: big.NewInt(n)}}})
				return err
			}
			hit := false
			for _, n := range c.ns {
				if err := run(n, int(c.want)+c.frames); err != nil {
					t.Errorf("n=%d: %v (depth bound %d: %s)", n, err, c.want, why)
				}
				if err := run(n, int(c.want)+c.frames-1); err != nil && strings.Contains(err.Error(), "call depth limit") {
					hit = true
				}
			}
			if !hit {
				t.Errorf("no run needs all %d activations", c.want)
			}
		})
	}
}

func rng(lo, hi int64) []int64 {
	var out []int64
	for n := lo; n <= hi; n++ {
		out = append(out, n)
	}
	return out
}
