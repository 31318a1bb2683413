// WANT: cost=none resource=cycles bound=4880 exact=true
// WANT: cost=none resource=cycles bound=67200 assertions=ignored
// WORST: nondet=1*80,0*1520
// WORST: nondet=1*1600
// CHECK: cflags=-DN=2 cflags=-DD=2 cost=none resource=cycles bound=10
// CHECK: cflags=-DN=2 cflags=-DD=2 cost=none resource=cycles bound=16 assertions=ignored
// CHECK: cflags=-DN=3 cflags=-DD=4 cost=none resource=cycles bound=17
// CHECK: cflags=-DN=3 cflags=-DD=4 cost=none resource=cycles bound=45 assertions=ignored
//
// matmult100: Table 4.1 "matmult100", C = A*B for N x N matrices that skips the zero elements of A: for each A[i][k] != 0 the row
// C[i][*] += A[i][k] * B[k][*] costs 1 per element plus 2; a zero element
// costs 1. Whether A[i][k] is zero is an input the analysis cannot know (a
// nondet choice). e counts the elements of A, nz the non-zero ones; the
// global assertion `nz <= e / D` (D = 20) says A is at most 5% dense.
//
// The default is N = 40, not the thesis's 100: the oracle's 100 sampled
// runs cost N^3 steps each (N = 100: 200 s of harness tests); -DN=100
// gives 1020000 and 60500 by the same formulas.
// without the assertion: every element non-zero: N*N*(N + 2) = 1600*42
// = 67200 (N = 100: 10000*102 = 1020000).
// with it: e = N*N at the end, so nz <= floor(N*N/D) = 80; each non-zero
// element costs N + 2 - 1 = 41 more than a zero one:
//   80*42 + 1520*1 = 4880 (N = 40, D = 20; N = 100: 500*102 + 9500 = 60500).
// Small sizes (CHECK lines, 2^(N*N) runs): N = 2, D = 2: nz <= 2:
//   2*4 + 2 = 10, without 4*4 = 16; N = 3, D = 4: nz <= 2: 2*5 + 7 = 17,
//   without 9*5 = 45.
// WORST lines: with, the first 80 elements non-zero; without, all.
#include "wcet.h"

#ifndef N
#define N 40
#endif
#ifndef D
#define D 20
#endif
#define STR(x) #x
#define XSTR(x) STR(x)

int A[N][N], B[N][N], C[N][N];

int main(void) {
  int i, j, k;
  for (i = 0; i < N; i++) {
    for (k = 0; k < N; k++) {
      WCET_COUNT(e);
      if (WCET_NONDET_RANGE(0, 1)) { /* A[i][k] != 0 */
        WCET_COUNT(nz);
        for (j = 0; j < N; j++) {
          C[i][j] += A[i][k] * B[k][j];
          WCET_COST(1);
        }
        WCET_COST(2);
      } else {
        WCET_COST(1);
      }
    }
  }
  WCET_ASSERT("nz <= e / " XSTR(D));
  return C[0][0] & 1;
}
