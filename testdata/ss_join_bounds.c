// WANT: cost=none resource=cycles bound=3 exact=true
// WORST: nondet=1,0
//
// ss_join_bounds: regression test for a precision bug of --method ss
// (found writing testdata/statemate.c): the
// convex hull of a path that assigns s (s' = 1) and one that leaves it
// (s' = s) is the whole (s, s') plane, so after the first iteration s had
// no bounds, `s < 0` became feasible and ss answered 203. unroll's
// keepBounds now keeps the bounds 0 <= s' <= 1 that the two paths keep in
// their context (restricting the interpolant to the inputs where that
// holds). s is 0 or 1 at every header, `s < 0` never holds: each of the 3
// iterations costs 1. Runs: iteration 1 (s = 0) chooses 0 or 1; from
// s = 1 the next iteration resets s = 0 without a choice: 3 on every run.
#include "wcet.h"

int main(void) {
  int i, s = 0;
  for (i = 0; i < 3; i++) {
    if (s < 0)
      WCET_COST(100); /* never */
    if (s == 0) {
      if (WCET_NONDET_RANGE(0, 1))
        s = 1;
    } else {
      s = 0;
    }
    WCET_COST(1);
  }
  return s;
}
