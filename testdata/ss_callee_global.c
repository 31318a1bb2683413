// WANT: cost=none resource=cycles bound=28 exact=true
// WORST: nondet=4,1
//
// ss_callee_global: a callee whose cost depends on a global the caller
// changes between calls (main reads n in 0..4 and m in -2..2). work(n)
// costs 1 per iteration, plus 4 when mode > 0. The first call runs with
// mode = 0 (the initializer): the expensive branch is infeasible, and the
// callee's summaries (of its entry and of its loop iterations) must keep
// mode <= 0 in their interpolants. The second call runs with mode = m: for
// m > 0 those summaries must not be reused (an interpolant over the
// callee's parameters and locals only, or a memo key that ignores globals,
// gives n + n + n = 12 at n = 4, below the worst case). The third call runs
// with mode = 0 again: reusing the first call's summaries there is right.
// Cost: n + (n + 4n [m > 0]) + n:
//   m > 0: 3n + 4n = 7n -> 28 at n = 4;  m <= 0: 3n -> 12 at n = 4.
// worst case: n = 4, m > 0: 28
#include "wcet.h"

int mode = 0;

static void work(int n) {
  int i;
  for (i = 0; i < n; i++) {
    WCET_COST(1);
    if (mode > 0)
      WCET_COST(4);
  }
}

int main(void) {
  int n = WCET_NONDET_RANGE(0, 4);
  int m = WCET_NONDET_RANGE(-2, 2);
  work(n); /* mode = 0 */
  mode = m;
  work(n); /* mode = m */
  mode = 0;
  work(n); /* mode = 0: the first call's summaries apply */
  return mode;
}
