// ENTRY: jcomplex
// INPUTS: a in 0..12, b in 0..12
// WANT: cost=none resource=cycles bound=73
// APPROX: method=ss,ia -- paths merge (convex hull) at the end of every outer iteration: after the inner loop the hull of its exits loses how far b overshot a (b*2-3 vs b+3) and whether a jumped by 6, and hulls are taken without the int type ranges (poly: their exact hulls have facets with coefficients of 10 to 30 digits that made every later hull run for seconds), so later outer iterations are bounded with a looser (a, b) than any real run reaches: 253 (the thesis's SS: 534 against an actual 133 for its variant)
// WORST: a=0 b=0
//
// j_complex: nested loops with complex flow (thesis Table 3.2 "j_complex",
// where SS reports 534 against an actual 133): the inner loop's bound
// b < a changes with both variables, which the inner body updates
// non-uniformly (b doubles past 5, a jumps when b lands in 10..12), and the
// outer body moves them again.
//
// Costs: 1 on entry, 2 per outer iteration, 3 per inner iteration, 1 after
// each inner loop.  A run with X outer and Y inner iterations costs
// 1 + 3X + 3Y.
// worst case: a = 0, b = 0 (the maximum over all 169 inputs, found by
// enumerating them; the trace by hand):
//   outer 1: a=0  b=0  : no inner iteration;          a,b -> 2, -9
//   outer 2: a=2  b=-9 : b -9,-6,-3,0,3,6,9 (+3 while b <= 5), a 2..8: 6 inner
//                                                     a,b -> 10, 0
//   outer 3: a=10 b=0  : b 3,6,9 (a 11,12,13), 9 -> 15 (a 14): 4 inner
//                                                     a,b -> 16, 6
//   outer 4: a=16 b=6  : b 9 (a 17), 15 (a 18), 27 (a 19): 3 inner
//                                                     a,b -> 21, 18
//   outer 5: a=21 b=18 : b 33 (a 22): 1 inner        a,b -> 24, 24
//   outer 6: a=24 b=24 : no inner iteration           a,b -> 26, 15
//   outer 7: a=26 b=15 : b 27 (a 27): 1 inner         a,b -> 29, 18
//   outer 8: a=29 b=18 : b 33 (a 30): 1 inner         a,b -> 32, 24: exit
//   X = 8, Y = 0+6+4+3+1+0+1+1 = 16:  1 + 3*8 + 3*16 = 73
// (no run takes the a += 6 branch from these inputs' worst path; other
// inputs do, e.g. a = 0, b = 5.)
#include "wcet.h"

int jcomplex(int a, int b) {
  WCET_COST(1);
  while (a < 30) {
    WCET_COST(2);
    while (b < a) {
      WCET_COST(3);
      if (b > 5)
        b = b * 2 - 3;
      else
        b = b + 3;
      if (b >= 10 && b <= 12)
        a = a + 6;
      else
        a = a + 1;
    }
    WCET_COST(1);
    a = a + 2;
    b = b - 9;
  }
  return a + b;
}
