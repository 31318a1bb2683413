// sparse_array (thesis Fig. 4.6) at N = 8 with `c1 <= c / 4`: at the end
// c = 8, so at most 2 heavy elements. By hand (cost none):
// 2 * 100 + 6 * 1 = 206; without the assertion 8 * 100 = 800.
#include "wcet.h"

int main(void) {
  int sum = 0;
  for (int i = 0; i < 8; i++) {
    int a = WCET_NONDET_RANGE(0, 1);
    WCET_COUNT(c);
    if (a != 0) {
      WCET_COUNT(c1);
      sum += a;
      WCET_COST(100);
    } else {
      WCET_COST(1);
    }
  }
  WCET_ASSERT("c1 <= c / 4");
  return sum & 1;
}
