// WANT: cost=none resource=cycles bound=140 exact=true
// WANT: cost=none resource=cycles bound=1000 assertions=ignored
// WORST: nondet=1*2,0,1*6,0*95
// WORST: nondet=1*200
// CHECK: cflags=-DN=4 cost=none resource=cycles bound=40
// CHECK: cflags=-DN=5 cost=none resource=cycles bound=45
// CHECK: cflags=-DN=6 cost=none resource=cycles bound=46
// CHECK: cflags=-DN=8 cost=none resource=cycles bound=48
// CHECK: cflags=-DN=8 cost=none resource=cycles bound=80 assertions=ignored
//
// conflict: thesis Fig. 4.9 (Example 4.6, Table 4.1 "conflict100"): Fig. 4.3
// with a second `*` inside the first, run N = 100 times. Each iteration
// either counts c and costs 10 (both choices 1), or costs 1 (choices 1, 0),
// or (first choice 0) costs 5 when i == 1 and 1 otherwise. The local
// assertion `c <= 4` stands at the end of the loop body.
//
// without the assertion: c++ in every iteration: 10*N = 1000 (N = 100).
// with it (N >= 5): c++ in at most 4 iterations; as in fig43 the iteration
// i == 1 gains only 5 from c++ against 9 elsewhere, so c++ in 4 iterations
// other than i == 1, 5 at i == 1, 1 in the other N-5:
//   4*10 + 5 + (N-5) = N + 40 = 140 (N = 100).
// For N = 4 every iteration can count c: 40 (the assertion blocks
// nothing); N = 5: 45, N = 6: 46, N = 8: 48 (CHECK lines, 3^N-ish runs
// enumerated). The choice sequences (up to 3^100 paths) are beyond
// enumeration at N = 100: the WORST lines are the two hand worst cases
// (with: choices 1,1 (c++) at i = 0, 2, 3, 4, a single 0 at i == 1 (cost
// 5) and at the other 95 iterations (cost 1); without: 1,1 in every
// iteration).
#include "wcet.h"

#ifndef N
#define N 100
#endif

int main(void) {
  int i = 0;
  while (i < N) {
    if (WCET_NONDET_RANGE(0, 1)) {
      if (WCET_NONDET_RANGE(0, 1)) {
        WCET_COUNT(c);
        WCET_COST(10);
      } else {
        WCET_COST(1);
      }
    } else if (i == 1) {
      WCET_COST(5);
    } else {
      WCET_COST(1);
    }
    i++;
    WCET_ASSERT("c <= 4");
  }
  return 0;
}
