// ENTRY: mutex_paths
// INPUTS: e in -3..3, x in 0..5, y in 1..5
// WANT: cost=none resource=cycles bound=11 exact=true
// WORST: e=-1 x=0 y=1
//
// mutex_paths: mutually exclusive paths (thesis Fig. 3.1f):
//   if (E < 0) {cond = 0;} /* a */ else {cond = 1;} /* b */
//   if (cond) result = x/y; /* c */ else result = y; /* d */
// Paths (a,c) and (b,d) are infeasible; a dominates b and c dominates d,
// so the infeasible (a,c) = 10 + 8 = 18 is what a path-insensitive bound
// gives.
// Costs: a = 10, b = 2, c = 8, d = 1.
// worst case: max((a,d), (b,c)) = max(10 + 1, 2 + 8) = 11, at e < 0
#include "wcet.h"

int mutex_paths(int e, int x, int y) {
  int cond, result;
  if (e < 0) {
    WCET_COST(10); /* a */
    cond = 0;
  } else {
    WCET_COST(2); /* b */
    cond = 1;
  }
  if (cond) {
    WCET_COST(8); /* c */
    result = x / y;
  } else {
    WCET_COST(1); /* d */
    result = y;
  }
  return result;
}
