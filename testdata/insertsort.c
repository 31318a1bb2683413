// WANT: cost=none resource=cycles bound=924 exact=true
// WORST: nondet=1*300
// CHECK: cflags=-DN=4 cost=none resource=cycles bound=21
// CHECK: cflags=-DN=5 cost=none resource=cycles bound=34
//
// insertsort: insertion sort whose inner while loop depends on the data
// (thesis Table 3.2 "insertsort"). The element comparison a[j-1] > a[j] is
// the thesis's `if (*)`: a nondet choice in 0..1, drawn once per inner
// iteration while j > 0; a 0 ends the inner loop with `break`.
//
// Costs: 1 per outer iteration, 1 per comparison, 2 more per shift.
// For outer index i (1..N-1), with k shifts before the loop stops:
//   k = i (all choices 1, loop ends at j == 0): 3*i
//   k < i (k ones then a 0, break):            3*k + 1 <= 3*(i-1) + 1 < 3*i
// so every outer iteration is worst when all its choices are 1.
// worst case: sum_{i=1}^{24} (1 + 3*i) = 24 + 3*300 = 924   (N = 25)
// and the worst run draws sum_{i=1}^{24} i = 300 choices, all 1.
// (general N: (N-1) + 3*N*(N-1)/2; N = 50: 3724, N = 100: 14949)
#include "wcet.h"

#ifndef N
#define N 25
#endif

int a[N];

int main(void) {
  int i, j, t;
  for (i = 0; i < N; i++)
    a[i] = N - i;
  for (i = 1; i < N; i++) {
    WCET_COST(1);
    j = i;
    while (j > 0) {
      WCET_COST(1);
      if (!WCET_NONDET_RANGE(0, 1)) /* a[j-1] <= a[j]: in place */
        break;
      t = a[j];
      a[j] = a[j - 1];
      a[j - 1] = t;
      WCET_COST(2);
      j--;
    }
  }
  return a[0] & 1;
}
