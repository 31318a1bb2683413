// A loop of at most 6 body executions left by a break on a free choice.
// By hand (cost none): k whole iterations (2 each), then the break
// iteration (2 + 10), then 1: 2k + 13, largest at k = 5: 23; never
// breaking gives 6 * 2 + 1 = 13.
#include "wcet.h"

int main(void) {
  for (int i = 0; i < 6; i++) {
    WCET_COST(2);
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COST(10);
      break;
    }
  }
  WCET_COST(1);
  return 0;
}
