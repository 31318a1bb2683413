// ENTRY: ss_witness
// INPUTS: a in -2..2, x in -2..2
// WANT: cost=none resource=cycles bound=4 exact=true
// WORST: a=1 x=1
//
// ss_witness: thesis Example 3.4 / Fig. 3.5 (witness paths), with the
// else-side setting x = a instead of x = 0, so that the witness test needs
// the relation between x and a, not a constant:
//   <1> if (a > 0) <2> t += 1; else { <4> t += 2; <5> x = a; }
//   <6> if (x > 0) <7> t += 3;
// The subtree of <6> under the then-side (a > 0, x in -2..2) has no
// infeasible path: its interpolant is true, its worst path takes <7>
// (witness x > 0), bound 3. The else-side context at <6> is
// a <= 0 /\ x = a, which entails true: reusing the summary without the
// witness test gives the spurious path <1><4><5><6><7>: 2 + 3 = 5. The
// witness fails there (x = a <= 0 /\ x > 0 is unsatisfiable), so <6> must
// be expanded: its then-side is infeasible and it costs 0.
// (In the other order, the else-side subtree of <6> has the infeasible
// <7>: its interpolant must exclude x > 0, e.g. x <= 0, and the then-side
// context, where x > 0 is possible, must not reuse it: a missing
// interpolant would give 2 + 0, below the true 4.)
// Paths: a > 0: 1 + 3 [x > 0] -> 4 at x > 0;  a <= 0: 2 + 0 = 2.
// worst case: a > 0 and x > 0: 1 + 3 = 4 (the spurious bound is 5)
#include "wcet.h"

int ss_witness(int a, int x) {
  if (a > 0) {
    WCET_COST(1);
  } else {
    WCET_COST(2);
    x = a;
  }
  if (x > 0)
    WCET_COST(3);
  return x;
}
