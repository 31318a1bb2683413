// A global assertion on one of two returns: it constrains only the runs
// that reach it. By hand (cost none): through the assertion, c <= 2 heavy
// iterations: 2 * 10 + 3 * 1 + 20 = 43; the other return, all heavy:
// 5 * 10 = 50. Worst 50; taking the assertion as unconditional would give
// 43 (unsound).
#include "wcet.h"

int main(void) {
  for (int i = 0; i < 5; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(10);
    } else {
      WCET_COST(1);
    }
  }
  if (WCET_NONDET_RANGE(0, 1)) {
    WCET_COST(20);
    WCET_ASSERT("c <= 2");
    return 1;
  }
  return 0;
}
