// Nested loops with constant trip counts (3 and 3 per entry) and a free
// choice in the inner body. By hand: 3 * (3 * 4 + 2) = 42 (cost none).
#include "wcet.h"

int main(void) {
  for (int i = 0; i < 3; i++) {
    for (int j = 0; j < 3; j++) {
      if (WCET_NONDET_RANGE(0, 1))
        WCET_COST(4);
      else
        WCET_COST(1);
    }
    WCET_COST(2);
  }
  return 0;
}
