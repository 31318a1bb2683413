/* ch4_bug_2.c (fixed: unroll/ss.go keepBounds; regression test
 * testdata/ss_join_bounds.c): ss lost every bound on a variable that one
 * path of a loop body assigns and another leaves unchanged, when the test
 * that led to them is above the join (found writing testdata/statemate.c,
 * whose state had no bounds from the second iteration on; its remaining
 * ss excess, 39 for 27, is the per-iteration merge, see its APPROX).
 *   wcet analyze --cost none --method ss unroll/testdata/ch4_bug_2.c
 * gave 203 (now 3, exact); --method enum gives 3, exact (s is 0 or 1 at every header,
 * so `s < 0` never holds and each of the 3 iterations costs 1).
 * Cause (summary.JoinHorizontal): at the node after `s == 0` the two
 * paths' transformers are Δ1 = {s' = s} (no nondet update) and
 * Δ2 = {s' = 1}; their convex hull in (s, s') space, taken context-free,
 * is the whole plane, so s' is unconstrained; the guard s == 0 composed
 * in front of it (Extend) does not bring the bound back, and the second
 * iteration starts from s in the full int range. In the context s = 0 the
 * hull of the two images is s' in 0..1. A convex Δ cannot keep it
 * context-free (any convex superset of the two relations is the plane).
 * The fix (after a lossy hull, for a variable one side sets absolutely)
 * adds to the hull the bounds lo <= s' <= hi that d1 ∪ d2 keep on the
 * context's images, and restricts the interpolant to inputs whose every
 * image keeps them (here 0 <= s <= 1), which holds at every header of
 * this loop, so reuse across iterations stays. Measured at 57f4901. */
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
