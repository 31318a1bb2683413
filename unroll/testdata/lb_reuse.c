/* lb_reuse.c: over-subsumption regression (unroll
 * TestLoopBoundNoOverSubsumption), entry f. The inner loop runs while
 * flag != 0 and a nondet lets it, at most 3 bodies per entry by its
 * annotation (a run whose nondets never stop it is excluded). A body costs
 * 1 in the first outer iteration and 2 in the second; each outer body
 * costs 10 more. flag != 0: (10 + 3*1) + (10 + 3*2) = 29; flag == 0: 20.
 * Bound 29, assumed (flag != 0 and the nondets complete a fourth body).
 * The states at the inner loop differ between its iterations only in the
 * iteration counter: a memo blind to the counter reuses the summary of a
 * body where the cut must happen (measured: 32 with the counter projected
 * out of the memo's checks, when the nondet was a break in the body; a
 * body left by a break no longer counts, ts.Loop.CompletesBody, so the
 * nondet is now the loop's second test). */
#include <wcet.h>

int f(int flag) {
  for (int j = 0; j < 2; j++) {
    WCET_COST(10);
    _Pragma("loopbound min 0 max 3")
    while (flag != 0 && !WCET_NONDET_RANGE(0, 1)) {
      if (j == 0)
        WCET_COST(1);
      else
        WCET_COST(2);
    }
  }
  return 0;
}
