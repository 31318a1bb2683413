// WANT: cost=none resource=cycles bound=18 exact=true
// WORST: nondet=1
//
// ss_nonaffine: contexts that differ only in a variable inside non-affine
// conditions, in a loop so that reuse is attempted. y in 0..7 is read
// once; x toggles 0, 1, 0, 1 over the four iterations; each iteration
// costs 1, plus 5 when (x * y) % 3 == 1, plus 2 when (x & y) == 1.
// After each iteration the paths merge (y's hull is 0..7 again), so the
// contexts at the loop body are x = 0 or x = 1 with y in 0..7 (and i).
//   x = 0: x * y = 0 and x & y = 0: both then-bodies are infeasible,
//          decided on non-affine atoms: the iteration summary has bound 1.
//   x = 1: (x * y) % 3 == 1 at y = 1, 4, 7; (x & y) == 1 at y odd.
// Iteration 0 (x = 0) is explored first. Its summary must not be reused at
// iteration 1 (x = 1), whose context differs only in x: the interpolant
// has to keep x = 0 (or the non-affine atoms), else the bound is 4 (every
// iteration 1), far below the worst case (over-subsumption, unsound).
// Reusing it at iteration 2 (x = 0 again) is right.
// Cost per y: 4 + 2 * (5 [y % 3 == 1] + 2 [y odd]):
//   y = 1, 7: 4 + 2 * 7 = 18;  y = 4: 14;  y = 3, 5: 8;  y = 0, 2, 6: 4.
// The per-iteration maxima (1, 8, 1, 8) are reached by the same y, so the
// merges lose nothing: 18 is also what ia gives.
// worst case: y = 1 (or 7): 18
#include "wcet.h"

int main(void) {
  int y = WCET_NONDET_RANGE(0, 7);
  int x = 0, i;
  for (i = 0; i < 4; i++) {
    WCET_COST(1);
    if ((x * y) % 3 == 1)
      WCET_COST(5);
    if ((x & y) == 1)
      WCET_COST(2);
    x = 1 - x;
  }
  return x;
}
