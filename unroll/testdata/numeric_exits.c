/* numeric_exits.c: numeric phase 2 (unroll/numeric_ss.go) with a path
 * that ends the program from the loop's body (exit: no assertion), and
 * two global assertions on the two branches after the loop: the leaving
 * paths of one class pass different assertions, so they pass for
 * different counts and are kept apart (merged: 71, not exact).
 *
 * By hand: 3 iterations; A (c = 0) counts a and costs 10, B (c = 1)
 * costs 1, C (c = 2) counts b, costs 4 and exits (no assertion runs):
 * at most A A C = 24. After the loop (a = number of A's, cost 10 a +
 * 3 - a): X costs 50 and asserts "a <= 1": A B B X = 62; Y costs 20 and
 * asserts "a <= 2": A A B Y = 41. Bound 62. Ignoring them: A A A X = 80.
 * Both assumed (A A B X fails the first, A A A Y the second). */
#include <stdlib.h>
#include <wcet.h>

int main(void) {
  int i;
  for (i = 0; i < 3; i++) {
    int c = WCET_NONDET_RANGE(0, 2);
    if (c == 0) {
      WCET_COUNT(a);
      WCET_COST(10);
    } else if (c == 1) {
      WCET_COST(1);
    } else {
      WCET_COUNT(b);
      WCET_COST(4);
      exit(0);
    }
  }
  if (WCET_NONDET_RANGE(0, 1)) {
    WCET_COST(50);
    WCET_ASSERT("a <= 1");
  } else {
    WCET_COST(20);
    WCET_ASSERT("a <= 2");
  }
  return 0;
}
