/* numeric_local.c: numeric phase 2 (unroll/numeric_ss.go) takes a
 * leaving end at every count vector its domain holds, with the end's one
 * worst cost. Paths of one class (the same increments) pass a global
 * assertion for the same counts, but a local assertion in a later loop
 * checks the counts part way: there the paths of a class pass for
 * different counts, and their merge over the chain's box of counts gave
 * the worst one's cost at counts where only a cheap one passes (110, not
 * exact). The symbolic phase 2 bounds the loop instead.
 *
 * By hand: the first loop's A (the nondet 1) counts a and costs 30: after
 * it a = 0..2, cost 30 a. The second loop counts b at j = 0 (cost 10)
 * and/or j = 1 (cost 50); "a <= b + 1 && b <= 1" holds at the end of each
 * of its two bodies:
 *   b at j = 0 only: b = 1 at both checks, a <= 2: 60 + 10 = 70;
 *   b at j = 1 only: b = 0 at the first check, a <= 1: 30 + 50 = 80;
 *   b at both: b = 2 fails the second; no b: a <= 1, 30.
 * Bound 80 (a = 1, b at j = 1). Ignoring it: a = 2, b at both, 60 + 60 =
 * 120. Assumed (a = 2 with no b fails it). */
#include <wcet.h>

int main(void) {
  int i, j;
  for (i = 0; i < 2; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(a);
      WCET_COST(30);
    }
  }
  for (j = 0; j < 2; j++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(b);
      WCET_COST(10 + 40 * j);
    }
    WCET_ASSERT("a <= b + 1 && b <= 1");
  }
  return 0;
}
