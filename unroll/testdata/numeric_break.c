/* numeric_break.c: numeric phase 2 (unroll/numeric_ss.go) with paths
 * that leave the loop from its body, at every iteration.
 *
 * By hand: up to 4 iterations; A (c = 0) counts a and costs 3, B (c = 1)
 * costs 1, C (c = 2) counts b, costs 10 and leaves the loop. With
 * "a + 3 * b <= 4": without C, a <= 4, A A A A = 12; with C (b = 1) after
 * k <= 3 iterations, a <= 1: A B B then C, 3 + 1 + 1 + 10 = 15. Bound 15.
 * Ignoring it: A A A then C, 9 + 10 = 19. Assumed (A A then C fails it). */
#include <wcet.h>

int main(void) {
  int i;
  for (i = 0; i < 4; i++) {
    int c = WCET_NONDET_RANGE(0, 2);
    if (c == 0) {
      WCET_COUNT(a);
      WCET_COST(3);
    } else if (c == 1) {
      WCET_COST(1);
    } else {
      WCET_COUNT(b);
      WCET_COST(10);
      break;
    }
  }
  WCET_ASSERT("a + 3 * b <= 4");
  return 0;
}
