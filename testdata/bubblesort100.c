// WANT: cost=none resource=cycles bound=98505 exact=true
// WANT: cost=none resource=cycles bound=495000 assertions=ignored
// WORST: nondet=1*10,0*89,1*10,0*88,1*10,0*87,1*10,0*86,1*10,0*85,1*10,0*84,1*10,0*83,1*10,0*82,1*10,0*81,1*10,0*80,1*10,0*79,1*10,0*78,1*10,0*77,1*10,0*76,1*10,0*75,1*10,0*74,1*10,0*73,1*10,0*72,1*10,0*71,1*10,0*70,1*10,0*69,1*10,0*68,1*10,0*67,1*10,0*66,1*10,0*65,1*10,0*64,1*10,0*63,1*10,0*62,1*10,0*61,1*10,0*60,1*10,0*59,1*10,0*58,1*10,0*57,1*10,0*56,1*10,0*55,1*10,0*54,1*10,0*53,1*10,0*52,1*10,0*51,1*10,0*50,1*10,0*49,1*10,0*48,1*10,0*47,1*10,0*46,1*10,0*45,1*10,0*44,1*10,0*43,1*10,0*42,1*10,0*41,1*10,0*40,1*10,0*39,1*10,0*38,1*10,0*37,1*10,0*36,1*10,0*35,1*10,0*34,1*10,0*33,1*10,0*32,1*10,0*31,1*10,0*30,1*10,0*29,1*10,0*28,1*10,0*27,1*10,0*26,1*10,0*25,1*10,0*24,1*10,0*23,1*10,0*22,1*10,0*21,1*10,0*20,1*10,0*19,1*10,0*18,1*10,0*17,1*10,0*16,1*10,0*15,1*10,0*14,1*10,0*13,1*10,0*12,1*10,0*11,1*10,0*10,1*10,0*9,1*10,0*8,1*10,0*7,1*10,0*6,1*10,0*5,1*10,0*4,1*10,0*3,1*10,0*2,1*10,0*1,1*10,1*9,1*8,1*7,1*6,1*5,1*4,1*3,1*2,1*1
// WORST: nondet=1*4950
// CHECK: cflags=-DN=4 cflags=-DM=2 cost=none resource=cycles bound=501
// CHECK: cflags=-DN=5 cflags=-DM=3 cost=none resource=cycles bound=703
// CHECK: cflags=-DN=5 cflags=-DM=3 cost=none resource=cycles bound=1000 assertions=ignored
//
// bubblesort100: thesis Fig. 4.7 (Example 4.4, Table 4.1 "bubblesort100"):
// bubblesort of N = 100 input elements, M of which equal the maximum. A swap
// costs 100 and counts c, a comparison without swap costs 1; c is reset
// before each run of the inner loop, and the local assertion
// `c <= N - M` at the end of the outer body says one pass swaps at most
// N - M times (each swap moves an element that is not the maximum to the
// right, never visited again in that pass). The comparison a[j] > a[j+1]
// is the thesis's `if (*)`: a nondet choice.
//
// Let K = N - M (10 by default). Pass i (i = N-1 down to 1) makes i
// comparisons.
// without the assertion: every comparison swaps:
//   100 * sum_{i=1}^{N-1} i = 100 * N(N-1)/2 = 495000 (N = 100).
// with it: pass i swaps min(i, K) times and pays 1 for the other
// comparisons: sum_i [100 min(i,K) + (i - min(i,K))]
//   = N(N-1)/2 + 99 * sum_{i=1}^{N-1} min(i,K)
//   = 4950 + 99 * (55 + 89*10) = 4950 + 99*945 = 98505 (N = 100, K = 10).
// Small sizes, K = 2 (CHECK lines, 2^(N(N-1)/2) runs enumerated):
//   N = 4: 6 + 99*(1+2+2) = 501; N = 5: 10 + 99*7 = 703, and 100*10 =
//   1000 without the assertion. (N = 6, 2^15 runs: 15 + 99*9 = 906 by the
//   oracle, but enum times out there.)
// WORST lines: with, each pass swaps on its first min(i, K) comparisons;
// without, on all 4950.
#include "wcet.h"

#ifndef N
#define N 100
#endif
#ifndef M
#define M (N - 10)
#endif
#define STR(x) #x
#define XSTR(x) STR(x)

int a[N];

int main(void) {
  int i, j, tp;
  for (i = 0; i < N; i++)
    a[i] = (i * 7) % N;
  for (i = N - 1; i >= 1; i--) {
    WCET_RESET(c);
    for (j = 0; j <= i - 1; j++) {
      if (WCET_NONDET_RANGE(0, 1)) {
        WCET_COUNT(c);
        tp = a[j];
        a[j] = a[j + 1];
        a[j + 1] = tp;
        WCET_COST(100);
      } else {
        WCET_COST(1);
      }
    }
    WCET_ASSERT("c <= " XSTR(N) " - " XSTR(M));
  }
  return a[0] & 1;
}
