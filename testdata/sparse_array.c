// WANT: cost=none resource=cycles bound=10090 exact=true
// WANT: cost=none resource=cycles bound=100000 assertions=ignored
// WORST: nondet=1*10,0*90
// WORST: nondet=1*100
// CHECK: cflags=-DN=8 cost=none resource=cycles bound=8
// CHECK: cflags=-DN=10 cost=none resource=cycles bound=1009
// CHECK: cflags=-DN=12 cost=none resource=cycles bound=1011
// CHECK: cflags=-DN=10 cost=none resource=cycles bound=10000 assertions=ignored
//
// sparse_array: thesis Fig. 4.6 (Example 4.3, Table 4.1 "sparse_array"):
// a loop over N = 100 input elements A[i]; a non-zero element costs 1000
// (the heavy computation), a zero one costs 1. c counts elements, c1 the
// non-zero ones; the global assertion `c1 <= c / 10` says at most 10% of
// the array is non-zero. A[i] != 0 is an input the analysis cannot know:
// a nondet choice (0: zero, 1: non-zero).
//
// without the assertion: every element non-zero, 1000*N = 100000.
// with it: at the end c = N, so c1 <= N/10 (10*c1 <= c, integer c1:
// c1 <= floor(N/10)); the worst run has floor(N/10) heavy elements:
//   1000*floor(N/10) + (N - floor(N/10)) = 10000 + 90 = 10090 (N = 100).
// N = 8: 8 (no element may be non-zero); N = 10: 1009; N = 12: 1011
// (CHECK lines, 2^N runs enumerated). WORST lines: with, the first 10
// elements non-zero; without, all of them.
#include "wcet.h"

#ifndef N
#define N 100
#endif

int main(void) {
  int i, sum = 0;
  for (i = 0; i < N; i++) {
    int a = WCET_NONDET_RANGE(0, 1); /* A[i] */
    WCET_COUNT(c);
    if (a != 0) {
      WCET_COUNT(c1);
      sum += a;
      WCET_COST(1000);
    } else {
      WCET_COST(1);
    }
  }
  WCET_ASSERT("c1 <= c / 10");
  return sum & 1;
}
