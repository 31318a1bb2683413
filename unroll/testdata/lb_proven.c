/* lb_proven.c: a constant loop of 10 annotated max 10 (unroll
 * TestLoopBoundPragmas). With --cost none the cost is 3 per body
 * execution + 1: 10*3 + 1 = 31, the oracle's cost of the only run. The
 * eleventh body is infeasible (i = 10): verdict proven. */
#include <wcet.h>

int main(void) {
  int s = 0;
  _Pragma("loopbound min 10 max 10")
  for (int i = 0; i < 10; i++) {
    WCET_COST(3);
    s += i;
  }
  WCET_COST(1);
  return s;
}
