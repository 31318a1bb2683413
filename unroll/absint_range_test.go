package unroll

import (
	"math/big"
	"testing"
	"time"

	"wcet/analysis"
)

// TestProductRange: a product of two unknowns that steers branches is
// abstracted by the range of the operands' products while SS explores
// (havocRange), not an exact Z3 atom over 64-bit bit-vectors (main at
// 5475cc6: no bound within 60 s). By hand, x and y in 0..100: the
// product is in 0..10,000 (no wrap in 64 bits), so it is never
// negative (the 100 is unreachable) and exceeds 5,000 at x = y = 100:
// the worst case is 10 + 1. The range is what keeps the 100 out: the
// type's range alone would give 111 (sound, not tight). The second case
// wraps (32 bits, 70,000..100,000 squared exceeds 2^31): the type's
// range, so both branches stay feasible and the bound covers every run.
// The witness search (exact semantics) may use the rest of the 10 s; the
// bound comes before it.
func TestProductRange(t *testing.T) {
	for _, c := range []struct {
		name, src string
		assume    []string
		min, max  int64 // the bound's by-hand range
	}{
		{"in range", `#include "wcet.h"
long f(long x, long y) {
  long p = x * y;
  if (p < 0) WCET_COST(100);
  if (p > 5000) WCET_COST(10); else WCET_COST(2);
  WCET_COST(1);
  return p;
}`, []string{"x >= 0", "x <= 100", "y >= 0", "y <= 100"}, 11, 11},
		// The oracle: some run of the second takes each branch (u
		// wraps), so the worst case is 100 + 1 or more; the bound
		// can only be 101 or 111 (both branches of the second if
		// feasible in SS's state).
		{"wraps", `#include "wcet.h"
unsigned f(unsigned x, unsigned y) {
  unsigned u = x * y;
  if (u < 2000000000u) WCET_COST(100);
  if (u > 4000000000u) WCET_COST(10);
  WCET_COST(1);
  return u;
}`, []string{"x >= 70000", "x <= 100000", "y >= 70000", "y <= 100000"}, 101, 111},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := loadSource(t, c.src, false)
			res, err := SS(p, analysis.Config{Entry: "f", Resource: "cycles", Assume: c.assume, Timeout: 10 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if res.Bound.Cmp(big.NewInt(c.min)) < 0 || res.Bound.Cmp(big.NewInt(c.max)) > 0 {
				t.Errorf("bound %s, want %d..%d", res.Bound, c.min, c.max)
			}
		})
	}
}
