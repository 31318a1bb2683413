// WANT: cost=none resource=cycles bound=1475 exact=true
//
// two_shapes: the inner loop runs only on even outer iterations (thesis
// Table 3.2 "two_shapes"); odd iterations take a short straight path.
//
// Costs: 1 per outer iteration; even i: 2 per inner iteration j = i..N-1;
// odd i: 5.
// N = 50: even i = 0,2,...,48 run N-i = 50,48,...,2 inner iterations:
//   sum = 2*(25+24+...+1) = 2*325 = 650 iterations -> 1300
// odd i = 1,3,...,49: 25 * 5 = 125
// worst case (the only path): 50*1 + 1300 + 125 = 1475
// (general even N: N + 2*(N/2)(N/2+1) + 5*N/2; N = 100: 5450, N = 200: 20900)
#include "wcet.h"

#ifndef N
#define N 50
#endif

int main(void) {
  int i, j;
  for (i = 0; i < N; i++) {
    WCET_COST(1);
    if (i % 2 == 0) {
      for (j = i; j < N; j++)
        WCET_COST(2);
    } else {
      WCET_COST(5);
    }
  }
  return 0;
}
