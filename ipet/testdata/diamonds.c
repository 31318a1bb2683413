// Two independent choices in sequence: no infeasible path, no loop.
// By hand: 7 + 5 = 12 (cost none).
#include "wcet.h"

int main(void) {
  if (WCET_NONDET_RANGE(0, 1))
    WCET_COST(7);
  else
    WCET_COST(3);
  if (WCET_NONDET_RANGE(0, 1))
    WCET_COST(2);
  else
    WCET_COST(5);
  return 0;
}
