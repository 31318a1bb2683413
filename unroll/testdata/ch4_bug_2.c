/* ch4_bug_2.c (open): ss loses every bound on a variable that one path of
 * a loop body assigns and another leaves unchanged, when the test that
 * led to them is above the join (found writing testdata/statemate.c: ss
 * 39 instead of 27 without its assertion at K = 5, 48 instead of 31 at K = 6).
 *   wcet analyze --cost none --method ss unroll/testdata/ch4_bug_2.c
 * gives 203; --method enum gives 3, exact (s is 0 or 1 at every header,
 * so `s < 0` never holds and each of the 3 iterations costs 1).
 * Cause (summary.JoinHorizontal): at the node after `s == 0` the two
 * paths' transformers are Δ1 = {s' = s} (no nondet update) and
 * Δ2 = {s' = 1}; their convex hull in (s, s') space, taken context-free,
 * is the whole plane, so s' is unconstrained; the guard s == 0 composed
 * in front of it (Extend) does not bring the bound back, and the second
 * iteration starts from s in the full int range. In the context s = 0 the
 * hull of the two images is s' in 0..1. A convex Δ cannot keep it
 * context-free (any convex superset of the two relations is the plane);
 * fixes: keep a small union of transformers (a few disjuncts, hull beyond)
 * and hull the state at the loop header instead, or restrict Δ's domain
 * to a box of the context and the interpolant with it (costs reuse across
 * iterations). Measured at 57f4901. */
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
