#include "wcet.h"
/* r(n) recurses n times: r(5) has 6 activations of r (r(5) .. r(0)) and
 * costs 5 units by hand. */
int r(int n) {
  if (n <= 0)
    return 0;
  WCET_COST(1);
  return r(n - 1) + 1;
}
int f(void) { return r(5); }
