// WANT: cost=none resource=cycles bound=97 exact=true
//
// amortized: the outer loop's counter is advanced inside the inner loop
// (thesis Fig. 3.1b, Table 3.2 "amortized"): the total work is linear in
// N, not quadratic.
//
// Costs: 1 per outer iteration, 2 per inner iteration.
// The inner loop of an outer iteration starting at i runs while
// j < N - i with both j and i incremented: it stops at the first j with
// j >= N - i0 - j, i.e. it runs ceil((N - i0) / 2) times; then i++.
// N = 50:  i0 = 0  : 25 iterations, i -> 25, i++ -> 26
//          i0 = 26 : ceil(24/2) = 12, i -> 38, -> 39
//          i0 = 39 : ceil(11/2) = 6,  i -> 45, -> 46
//          i0 = 46 : ceil(4/2)  = 2,  i -> 48, -> 49
//          i0 = 49 : ceil(1/2)  = 1,  i -> 50, -> 51: the outer loop ends
// 5 outer iterations, 25+12+6+2+1 = 46 inner iterations:
// worst case (the only path): 5*1 + 46*2 = 97
// (the same count gives N = 100: 196, N = 200: 395)
#include "wcet.h"

#ifndef N
#define N 50
#endif

int main(void) {
  int i, j;
  for (i = 0; i < N; i++) {
    WCET_COST(1);
    for (j = 0; j < N - i; j++) {
      WCET_COST(2);
      i++;
    }
  }
  return 0;
}
