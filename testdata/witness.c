// ENTRY: witness
// INPUTS: a in -2..2, x in -2..2
// WANT: cost=none resource=cycles bound=4 exact=true
// WORST: a=1 x=1
//
// witness: the program of thesis Example 3.4 / Fig. 3.5 (witness paths):
//   <1> if (a > 0) <2> t += 1; else { <4> t += 2; <5> x = 0; }
//   <6> if (x > 0) <7> t += 3;
// Reusing the summary of <6> from the then-side (interpolant true) at the
// else-side would give the infeasible 2 + 3 = 5; the witness x > 0 fails
// there because x = 0.
// worst case: a > 0 and x > 0: 1 + 3 = 4   (a <= 0 gives 2)
#include "wcet.h"

int witness(int a, int x) {
  if (a > 0) {
    WCET_COST(1);
  } else {
    WCET_COST(2);
    x = 0;
  }
  if (x > 0)
    WCET_COST(3);
  return x;
}
