/* nsw_poison.c: DESIGN's no-undefined-behaviour assumption for nsw.
 * p's square overflows at i = 5 (mul nsw). In C that signed overflow is
 * undefined behaviour at the operation, whether or not p is used later,
 * so enum and ss exclude the runs with n >= 6 (DESIGN "Integers" and "What
 * is bounded") and say so in assumptions[] (TestNoWrapNote):
 *   wcet analyze --cost none --method enum|ss nsw_poison.c -> bound 5
 * LLVM's poison is more lenient (undefined only where the value is used:
 * a branch, an address, a noundef argument), so the oracle runs them:
 *   wcet run --cost none --nondet 8 nsw_poison.c   -> cycles 8
 * Found on wt-s, which first took it for a soundness bug; the report not
 * stating the assumption was the bug. */
#include "wcet.h"

int main(void) {
  int n = WCET_NONDET_RANGE(0, 8);
  int p = 1, i;
  for (i = 0; i < n; i++) {
    p = (p + i) * (p + i);
    WCET_COST(1);
  }
  if (n < 3 && p > 5)
    WCET_COST(10);
  return 0;
}
