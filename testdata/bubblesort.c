// WANT: cost=none resource=cycles bound=1524 exact=true
// WORST: nondet=1*300
// CHECK: cflags=-DN=4 cost=none resource=cycles bound=33
// CHECK: cflags=-DN=5 cost=none resource=cycles bound=54
//
// bubblesort: triangular nested loop with a data-dependent swap (thesis
// Table 3.2 "bubblesort", Fig. 3.1a and Example 3.5). The comparison
// a[j] > a[j+1] is the thesis's `if (*)`: a nondet choice in 0..1, one per
// inner iteration.
//
// Costs: 1 per outer iteration, 2 per inner iteration (the comparison),
// 3 more per swap.
// worst case: every comparison swaps. The outer loop runs N-1 = 24 times;
// in outer iteration i the inner loop runs N-1-i times, so the inner body
// runs sum_{i=0}^{23} (24-i) = 24*25/2 = 300 times, each 2+3 = 5:
//   24*1 + 300*5 = 1524   (N = 25; in general (N-1) + 5*N*(N-1)/2:
//   N = 50: 6174, N = 100: 24849)
#include "wcet.h"

#ifndef N
#define N 25
#endif

int a[N];

void swap(int *x, int *y) {
  int t = *x;
  *x = *y;
  *y = t;
}

int main(void) {
  int i, j;
  for (i = 0; i < N; i++)
    a[i] = (i * 7) % N;
  for (i = 0; i < N - 1; i++) {
    WCET_COST(1);
    for (j = 0; j < N - 1 - i; j++) {
      WCET_COST(2);
      if (WCET_NONDET_RANGE(0, 1)) {
        swap(&a[j], &a[j + 1]);
        WCET_COST(3);
      }
    }
  }
  return a[0] & 1;
}
