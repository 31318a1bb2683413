// WANT: cost=none resource=heap bound=20 exact=true
// WANT: cost=none resource=heap bound=1010 assertions=ignored
// WANT: cost=none resource=cycles bound=100 exact=true
// WANT: cost=none resource=cycles bound=100 assertions=ignored
// WORST: nondet=1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0,1,0
// WORST: nondet=1*100
// CHECK: cflags=-DN=4 cost=none resource=heap bound=20
// CHECK: cflags=-DN=8 cost=none resource=heap bound=20
// CHECK: cflags=-DN=8 cost=none resource=heap bound=90 assertions=ignored
//
// watermark: thesis Fig. 4.8 (Example 4.5, Table 4.1 "watermark"): memory
// high watermark (--resource heap). 10 bytes are allocated before the loop;
// each of the N = 100 iterations allocates 10 (c1++) when parity(n) holds,
// else frees 10 (c2++). parity(n) of the unknown input n is a nondet
// choice. The local assertion `|c1 - c2| <= 1` at the end of the body says
// the iterations alternate (starting either way). One unit of cycles per
// iteration.
//
// without the assertion: allocate in every iteration: 10 + 10*N = 1010.
// with it: after every iteration c1 - c2 is in -1..1, and the live heap is
// 10 + 10*(c1 - c2) <= 20; inside an iteration the heap only changes at
// its one allocation or free, so the peak is 20 (first iteration
// allocates: 20, then 10, 20, ...). Runs that allocate twice in a row are
// blocked at the end of the second iteration and do not count.
// N = 4 and N = 8: 20 with the assertion, 10 + 10*8 = 90 without (CHECK
// lines, 2^N runs). cycles: N = 100 on every run.
#include "wcet.h"

#ifndef N
#define N 100
#endif

int main(void) {
  int i, n = 0;
  WCET_ALLOC(10);
  for (i = 0; i < N; i++) {
    if (WCET_NONDET_RANGE(0, 1)) { /* parity(n) */
      WCET_COUNT(c1);
      WCET_ALLOC(10);
    } else {
      WCET_COUNT(c2);
      WCET_FREE(10);
    }
    n++;
    WCET_COST(1);
    WCET_ASSERT("|c1 - c2| <= 1");
  }
  return n & 1;
}
