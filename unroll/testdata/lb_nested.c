/* lb_nested.c: nested annotated loops with nondet trip counts 0..9
 * (unroll TestLoopBoundPragmas). Outer max 3, cost 10 per body; inner
 * max 2 (a fresh nondet count per outer body), cost 1 per body.
 * Bound: 3 * (10 + 2*1) = 36; both verdicts assumed; inner loop max 2
 * per entry, 6 over the run. */
#include <wcet.h>

int main(void) {
  int n = WCET_NONDET_RANGE(0, 9);
  _Pragma("loopbound min 0 max 3")
  for (int i = 0; i < n; i++) {
    WCET_COST(10);
    int m = WCET_NONDET_RANGE(0, 9);
    _Pragma("loopbound min 0 max 2")
    for (int j = 0; j < m; j++)
      WCET_COST(1);
  }
  return 0;
}
