// ENTRY: f
// INPUTS: a in 0..3
// WANT: cost=none resource=cycles bound=3 exact=true
//
// bug_2 (found by internal/gen, seed 87, cost=insn; 1 of the first 100
// generated programs shows it): the witness of --method enum does not
// maximize a data-dependent cost. The bound is exact (3, at a = 3), but
// unroll.Result.Args is {a: 0}: the witness is any point of the worst
// path's condition (poly.State.Model), not one where the cost variables
// reach their maximum, so the replay costs 0 and the report says
// exact=false. Same with WCET_COST(a & 3).
// Oracle: cost a, a in 0..3: worst case a = 3, bound 3.
#include "wcet.h"

int f(int a) {
  WCET_COST(a);
  return 0;
}
