// Mutual recursion: even calls odd calls even. ipet bounds functions that
// call themselves directly and refuses this cycle at odd's position.
#include "wcet.h"

static int odd(int n);

static int even(int n) {
  WCET_COST(1);
  if (n == 0)
    return 1;
  return odd(n - 1);
}

static int odd(int n) {
  WCET_COST(1);
  if (n == 0)
    return 0;
  return even(n - 1);
}

int main(void) { return even(4); }
