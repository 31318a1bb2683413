// One callee, two call sites in one block with different trip counts (2
// and 5): IPET inlines per call site, so each site has its own loop bound.
// By hand: 2 * 3 + 5 * 3 = 21 (cost none); one bound of 5 for both sites
// would give 30.
#include "wcet.h"

static void work(int n) {
  for (int i = 0; i < n; i++) {
    if (WCET_NONDET_RANGE(0, 1))
      WCET_COST(3);
    else
      WCET_COST(1);
  }
}

int main(void) {
  work(2);
  work(5);
  return 0;
}
