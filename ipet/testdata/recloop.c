// A recursive function whose loop runs more in deeper activations: f(0)
// calls f(1), ..., f(3); activation n costs 1 + n (n loop iterations of
// 1): 4 + 0 + 1 + 2 + 3 = 10 by hand. ss's loop table has one row per
// context (0, 1, 2, 3 iterations); ipet's one instance of f takes the
// most over them, 3 per activation, and 4 activations (depth 4):
// 4 * (1 + 3) = 16.
#include "wcet.h"

static void f(int n) {
  WCET_COST(1);
  for (int i = 0; i < n; i++)
    WCET_COST(1);
  if (n < 3)
    f(n + 1);
}

int main(void) {
  f(0);
  return 0;
}
