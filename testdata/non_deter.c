// WANT: cost=none resource=cycles bound=1275 exact=true
// WORST: nondet=1*625
// CHECK: cflags=-DN=3 cost=none resource=cycles bound=21
// CHECK: cflags=-DN=4 cost=none resource=cycles bound=36
//
// non_deter: the inner loop's counter is incremented nondeterministically
// by 1 or 2 in each iteration (thesis Table 3.2 "non_deter", a simpler
// Collatz).
//
// Costs: 1 per outer iteration, 2 per inner iteration.
// The inner loop runs at most N times per outer iteration (all steps +1),
// at least ceil(N/2) (all +2).
// worst case: all choices 1: N outer iterations of 1 + N*2:
//   25*1 + 25*25*2 = 1275   (N = 25), with 25*25 = 625 choices.
// (general N: N + 2*N*N; N = 50: 5050, N = 100: 20100)
#include "wcet.h"

#ifndef N
#define N 25
#endif

int main(void) {
  int i, j;
  for (i = 0; i < N; i++) {
    WCET_COST(1);
    j = 0;
    while (j < N) {
      WCET_COST(2);
      if (WCET_NONDET_RANGE(0, 1))
        j += 1;
      else
        j += 2;
    }
  }
  return 0;
}
