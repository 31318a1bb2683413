// ENTRY: fig33
// INPUTS: a in -2..2, b in -2..2
// WANT: cost=none resource=cycles bound=3 exact=true
// WORST: a=1 b=1
//
// fig33: the program of thesis Fig. 3.3 / Example 3.3 (infeasible paths):
// c := 0 at <1>, then three ifs; the third tests c > 0, which no path can
// satisfy (c = 0 /\ c > 0 is false).
//
// Costs: the then-bodies add 1, 2 and 3.
// Without path sensitivity the path taking all three then-bodies gives
// 1 + 2 + 3 = 6; it is infeasible.
// worst case: a > 0 and b > 0: 1 + 2 = 3
#include "wcet.h"

int fig33(int a, int b) {
  int c = 0;
  if (a > 0)
    WCET_COST(1);
  if (b > 0)
    WCET_COST(2);
  if (c > 0)
    WCET_COST(3);
  return c;
}
