/* lb_reuse.c: over-subsumption regression (unroll
 * TestLoopBoundNoOverSubsumption). The inner loop, otherwise unbounded,
 * runs at most 3 bodies per entry by its annotation; a body costs 1 in
 * the first outer iteration and 2 in the second; each outer body costs
 * 10 more: (10 + 3*1) + (10 + 3*2) = 29.
 * At the inner loop's test, the state of the fourth iteration (x != 0,
 * the cut) equals that of the first three but for the iteration counter:
 * the summary of a body computed at counter <= 2 must not be reused
 * there (an extra body), nor the cut one at a fresh entry (bodies lost).
 * Their interpolants and witnesses carry `counter <= 2` resp. the cut. */
#include <wcet.h>

int main(void) {
  for (int j = 0; j < 2; j++) {
    WCET_COST(10);
    int x = WCET_NONDET();
    _Pragma("loopbound min 0 max 3")
    while (x != 0) {
      if (j == 0)
        WCET_COST(1);
      else
        WCET_COST(2);
      x = WCET_NONDET();
    }
  }
  return 0;
}
