/* numeric_proven.c: in numeric phase 2's chain (unroll/numeric_ss.go) the
 * counts at a header are a box, so a path can be blocked there that no
 * run takes: its verdict must not come from the box.
 *
 * By hand: each of the 3 iterations counts a (cost 2) or b (cost 1), so
 * a + b = 3 on every run: "a + b <= 3" is proven (the box a, b in 0..3
 * also holds a + b = 6). "a <= 2" fails on A A A: assumed. Bound with the
 * assertions: A A B = 5; ignoring them: A A A = 6. */
#include <wcet.h>

int main(void) {
  int i;
  for (i = 0; i < 3; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(a);
      WCET_COST(2);
    } else {
      WCET_COUNT(b);
      WCET_COST(1);
    }
  }
  WCET_ASSERT("a + b <= 3");
  WCET_ASSERT("a <= 2");
  return 0;
}
