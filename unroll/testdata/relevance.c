/* relevance.c: what SS may skip (unroll/relevance.go). s and p never
 * reach a branch, a cost or an address: a product of array reads and a
 * call's argument and result, both irrelevant (p % 5: a remainder by a
 * constant that cannot fault, skipped too; so is 1000 / (1 + (s & 7)),
 * whose divisor is 1..8 by its syntax). q = 100 / d is not used
 * either, but it divides by a value that may be 0: it is evaluated, so
 * the runs where it faults stay excluded (undefined behaviour), as enum
 * excludes them.
 * Worst case by hand: n = 8 gives 8 bodies of cost 1; d == 0 faults at
 * the division, so the cost 50 is unreachable; then 2: 8 + 2 = 10. */
#include "wcet.h"

int A[8];

static int sq(int x) { return x * x; }

int main(void) {
  int n = WCET_NONDET_RANGE(0, 8);
  int d = WCET_NONDET_RANGE(0, 3);
  int s = 0, p = 1, q, i;
  for (i = 0; i < n; i++) {
    s += A[i] * A[7 - i];
    p = sq(i) + p % 5;
    WCET_COST(1);
  }
  s += 1000 / (1 + (s & 7));
  q = 100 / d;
  if (d == 0)
    WCET_COST(50);
  WCET_COST(2);
  return s + p + q;
}
