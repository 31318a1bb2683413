// WANT: cost=none resource=cycles bound=94698 exact=true
// WANT: cost=none resource=cycles bound=495198 assertions=ignored
// WORST: nondet=1*1,1*2,1*3,1*4,1*5,1*6,1*7,1*8,1*9,1*10,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0,1*10,0
// WORST: nondet=1*4950
// CHECK: cflags=-DN=4 cflags=-DK=2 cost=none resource=cycles bound=506
// CHECK: cflags=-DN=6 cflags=-DK=2 cost=none resource=cycles bound=910
// CHECK: cflags=-DN=5 cflags=-DK=2 cost=none resource=cycles bound=708
// CHECK: cflags=-DN=6 cflags=-DK=2 cost=none resource=cycles bound=1510 assertions=ignored
//
// insertsort100: Table 4.1 "insertsort100", an insertion sort of N = 100
// input elements with a local assertion. Element i (i = 1..N-1) moves left
// while j > 0 and a[j-1] > a[j]; the comparison is an input the analysis
// cannot know (a nondet choice, asked only while j > 0). A move costs 100
// and counts c, which is reset before each inner loop; the comparison that
// ends it and the insertion cost 2 per element. The local assertion
// `c <= K` (K = 10) at the end of the outer body says the input is
// nearly sorted: no element is more than K places from its place.
//
// without the assertion: element i moves i places (the reverse-sorted
// input): sum_{i=1}^{N-1} (100 i + 2) = 100*4950 + 2*99 = 495198.
// with it: element i moves min(i, K) places:
//   100 * sum_{i=1}^{N-1} min(i, K) + 2*(N-1) = 100*(55 + 89*10) + 198
//   = 94698 (N = 100, K = 10).
// Small sizes (CHECK lines; N! runs at most, all enumerated):
//   N = 4, K = 2: 100*(1+2+2) + 6 = 506; N = 6, K = 2: 100*9 + 10 = 910,
//   without the assertion 100*15 + 10 = 1510; N = 5, K = 2:
//   100*7 + 8 = 708. (N = 8, K = 3: 1814 by the oracle, but enum times
//   out there.)
// WORST lines: with, element i moves min(i, K) places (then a 0 stops it
// when j > 0 remains); without, every comparison is 1.
#include "wcet.h"

#ifndef N
#define N 100
#endif
#ifndef K
#define K 10
#endif
#define STR(x) #x
#define XSTR(x) STR(x)

int a[N];

int main(void) {
  int i, j, t;
  for (i = 0; i < N; i++)
    a[i] = N - i;
  for (i = 1; i < N; i++) {
    WCET_RESET(c);
    j = i;
    while (j > 0 && WCET_NONDET_RANGE(0, 1)) { /* a[j-1] > a[j] */
      WCET_COUNT(c);
      t = a[j];
      a[j] = a[j - 1];
      a[j - 1] = t;
      WCET_COST(100);
      j--;
    }
    WCET_COST(2);
    WCET_ASSERT("c <= " XSTR(K));
  }
  return a[0] & 1;
}
