// A callee that may end the program with exit(): the call's continuation
// runs only as often as the callee returns. By hand (cost none):
// returning normally 4 * (1 + 3) + 5 = 21; exiting in iteration k
// (0-based) 4k + 1 + 20, largest at k = 3: 33.
#include <stdlib.h>
#include "wcet.h"

static void check(void) {
  WCET_COST(1);
  if (WCET_NONDET_RANGE(0, 1)) {
    WCET_COST(20);
    exit(1);
  }
}

int main(void) {
  for (int i = 0; i < 4; i++) {
    check();
    WCET_COST(3);
  }
  WCET_COST(5);
  return 0;
}
