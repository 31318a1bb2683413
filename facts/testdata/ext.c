#include "wcet.h"
/* Two calls of the external function g. Facts: g costs 300 per call.
 * Under --cost none an external call costs nothing but its fact; by hand
 * the bound is WCET_COST(7) + 2 * 300 = 607 (= --extern-cost 300). */
int g(int);
int f(void) {
  WCET_COST(7);
  return g(1) + g(2);
}
