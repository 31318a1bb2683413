// WANT: cost=none resource=cycles bound=99 exact=true
//
// ud: LU decomposition (thesis Table 3.2 "ud"), integer-only: fraction-free
// (Bareiss) Gaussian elimination of an N x N strictly diagonally dominant
// matrix and a right-hand side, then back substitution. The pivot test
// never fires (the pivots are leading principal minors of a strictly
// diagonally dominant matrix: 11, 121, 1371, 15246, 167244 for N = 5), and
// every Bareiss division is exact.
//
// Costs: elimination: 1 per pivot step k, 1 per row i > k, 2 per entry
// (i, j), j > k; back substitution: 1 per row, 2 per product.
// N = 5 (single path):
//   pivot steps k = 0..3: 4; rows: 4+3+2+1 = 10; entries 16+9+4+1 = 30
//   -> 4 + 10 + 30*2 = 74
//   back substitution: 5 rows; products 4+3+2+1+0 = 10 -> 5 + 20 = 25
// worst case (the only path): 74 + 25 = 99
//   (general N: (N-1) + N(N-1)/2 + 2*sum_{m<N} m^2 + N + N(N-1))
#include "wcet.h"

#ifndef N
#define N 5
#endif

long a[N][N], b[N], x[N];

int main(void) {
  int i, j, k;
  long prev = 1, s;
  for (i = 0; i < N; i++) {
    for (j = 0; j < N; j++)
      a[i][j] = i == j ? 2 * N + 1 : (i + 2 * j) % 5 - 2;
    b[i] = (3 * i) % 7 - 3;
  }
  /* fraction-free elimination */
  for (k = 0; k < N - 1; k++) {
    WCET_COST(1);
    if (a[k][k] == 0) {
      WCET_COST(50);
      return 1; /* singular: never taken for this matrix */
    }
    for (i = k + 1; i < N; i++) {
      WCET_COST(1);
      for (j = k + 1; j < N; j++) {
        WCET_COST(2);
        a[i][j] = (a[k][k] * a[i][j] - a[i][k] * a[k][j]) / prev;
      }
      b[i] = (a[k][k] * b[i] - a[i][k] * b[k]) / prev;
      a[i][k] = 0;
    }
    prev = a[k][k];
  }
  /* back substitution */
  for (i = N - 1; i >= 0; i--) {
    WCET_COST(1);
    s = b[i];
    for (j = i + 1; j < N; j++) {
      WCET_COST(2);
      s -= a[i][j] * x[j];
    }
    x[i] = s / a[i][i];
  }
  return (int)(x[0] & 1);
}
