/* numeric_fallback.c: numeric phase 2 (unroll/numeric_ss.go) needs every
 * class of an iteration to lead to one header state but for the counts;
 * here the class that counts a also adds 2 to x (the other 1), and x
 * decides a cost after the loop, so the symbolic phase 2 bounds the loop.
 *
 * By hand: 3 iterations, A counts a, x += 2, costs 3; B x += 1, costs 1;
 * after the loop x >= 5 costs 10. "a <= 1": A B B = 5 (x = 4); ignoring
 * it: A A A = 9 and x = 6, 19. Assumed (A A A fails it). */
#include <wcet.h>

int main(void) {
  int i, x = 0;
  for (i = 0; i < 3; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(a);
      x += 2;
      WCET_COST(3);
    } else {
      x += 1;
      WCET_COST(1);
    }
  }
  if (x >= 5)
    WCET_COST(10);
  WCET_ASSERT("a <= 1");
  return 0;
}
