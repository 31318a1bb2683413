// ENTRY: ss_infeasible
// INPUTS: a in -2..2, b in -2..2, d in -2..2
// WANT: cost=none resource=cycles bound=6 exact=true
// WORST: a=0 b=1 d=1
//
// ss_infeasible: thesis Example 3.3 / Fig. 3.3-3.4 and Fig. 2.3(b)
// (infeasible paths, interpolants): c := 0, then
//   if (a > 0) t += 1;                       /* c = 0            */
//   else if (a < 0) { t += 1; c = a + 1; }   /* c in {-1, 0}     */
//   else c = d;                              /* a = 0: c = d     */
//   <6> if (b > 0) t += 2;
//   <8> if (c > 0) t += 4;
// Under a > 0 (c = 0) the last then-body is infeasible; the summary of <6>
// has bound 2, witness b > 0 /\ c <= 0, and an interpolant that must keep
// c <= 0 (Fig. 3.4(b): enough to keep the infeasible path at <8>).
// - a < 0: c = a + 1 <= 0 entails c <= 0 and meets the witness: the
//   summary is rightly reused (the "covers" edges of Fig. 3.4(b)).
// - a = 0: c = d in -2..2 meets the witness (d <= 0) but does not entail
//   c <= 0: <6> must be expanded. An interpolant weakened to true (or
//   to anything c = d entails) reuses bound 2 and misses c > 0: the bound
//   would be 3, below the worst case 6 (over-subsumption, unsound).
// Paths: a > 0: 1 + 2[b > 0] = 3;  a < 0: 1 + 2[b > 0] + 0 = 3;
//        a = 0: 2[b > 0] + 4[d > 0] = 6.
// Without path sensitivity the bound is 1 + 2 + 4 = 7 (a > 0 and c > 0).
// worst case: a = 0, b > 0, d > 0: 2 + 4 = 6
#include "wcet.h"

int ss_infeasible(int a, int b, int d) {
  int c = 0;
  if (a > 0) {
    WCET_COST(1);
  } else if (a < 0) {
    WCET_COST(1);
    c = a + 1;
  } else {
    c = d;
  }
  if (b > 0)
    WCET_COST(2);
  if (c > 0)
    WCET_COST(4);
  return c;
}
