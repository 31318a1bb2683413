// ENTRY: ns
// INPUTS: key in 0..100
// WANT: cost=none resource=cycles bound=780 exact=true
// WORST: key=0
//
// ns: search in a 4-D array with an early exit on a match (thesis
// Table 3.2 "ns"). The array holds the odd numbers 1, 3, ..., 2*N^4-1 in
// row-major order; the key is the input.
//
// Costs: 1 per iteration of each of the four loops.
// A key found at row-major position p = ((i*N+j)*N+k)*N+l stops inside
// the innermost loop; a key that is not there (any even key, or one above
// 2*N^4-1) scans everything:
// worst case: key even, e.g. 0:  N + N^2 + N^3 + N^4 = 5+25+125+625 = 780
// (N = 5; an odd key 2p+1 <= 100 is found at p <= 49 and stops early;
// N = 10: 11110, N = 20: 168420).
#include "wcet.h"

#ifndef N
#define N 5
#endif

int keys[N][N][N][N];

static int search(int key) {
  int i, j, k, l;
  for (i = 0; i < N; i++) {
    WCET_COST(1);
    for (j = 0; j < N; j++) {
      WCET_COST(1);
      for (k = 0; k < N; k++) {
        WCET_COST(1);
        for (l = 0; l < N; l++) {
          WCET_COST(1);
          if (keys[i][j][k][l] == key)
            return ((i * N + j) * N + k) * N + l;
        }
      }
    }
  }
  return -1;
}

int ns(int key) {
  int i, j, k, l, v = 1;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      for (k = 0; k < N; k++)
        for (l = 0; l < N; l++) {
          keys[i][j][k][l] = v;
          v += 2;
        }
  return search(key);
}
