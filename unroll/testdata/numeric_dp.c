/* numeric_dp.c: numeric phase 2 (unroll/numeric_ss.go) must keep every
 * count vector of the DP, not only the costliest one at each header.
 *
 * By hand: each of the 3 iterations takes one of three classes: A (c = 0)
 * counts a once and costs 5, B (c = 1) costs 3, C (c = 2) counts a twice
 * and costs 4. After the loop, X (the nondet 1) counts b and costs 100,
 * Y costs nothing. The assertion a + b <= 2:
 *   with X, a <= 1: A B B = 11 (C alone already has a = 2): 111;
 *   with Y, a <= 2: A A B = 13.
 * Bound 111: the loop's worst path is not its costliest one (13 at a = 2
 * blocks X), so a DP that dropped the vector (a = 1, cost 11) would say 13
 * (and one that merged the leaving paths X and Y would say 113).
 * Ignoring the assertion: A A A then X, 15 + 100 = 115. The assertion is
 * assumed (A A A then Y fails it). */
#include <wcet.h>

int main(void) {
  int i;
  for (i = 0; i < 3; i++) {
    int c = WCET_NONDET_RANGE(0, 2);
    if (c == 0) {
      WCET_COUNT(a);
      WCET_COST(5);
    } else if (c == 1) {
      WCET_COST(3);
    } else {
      WCET_COUNT(a);
      WCET_COUNT(a);
      WCET_COST(4);
    }
  }
  if (WCET_NONDET_RANGE(0, 1)) {
    WCET_COUNT(b);
    WCET_COST(100);
  }
  WCET_ASSERT("a + b <= 2");
  return 0;
}
