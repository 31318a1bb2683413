/* numeric_early.c: in numeric phase 2's chain (unroll/numeric_ss.go) the
 * counts are symbolic, so paths of one class that pass different
 * assertions pass for different counts: here an early return skips the
 * global assertion. Their leaving ends are kept apart (keyed by the
 * assertions passed); merged, they gave the assertion path's cost at
 * counts where only the early return runs (130, not exact).
 *
 * By hand: 3 iterations, A (the nondet 1) counts a and costs 10, else 1.
 * Then the nondet 1 returns at cost 2, skipping "a <= 1"; else cost 100
 * and the assertion. Early return: A A A + 2 = 32. Through the
 * assertion, a <= 1: A B B + 100 = 112. Bound 112. Ignoring it: A A A +
 * 100 = 130. Assumed (A A B then the assertion fails it). */
#include <wcet.h>

int main(void) {
  int i;
  for (i = 0; i < 3; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(a);
      WCET_COST(10);
    } else {
      WCET_COST(1);
    }
  }
  if (WCET_NONDET_RANGE(0, 1)) {
    WCET_COST(2);
    return 1;
  }
  WCET_COST(100);
  WCET_ASSERT("a <= 1");
  return 0;
}
