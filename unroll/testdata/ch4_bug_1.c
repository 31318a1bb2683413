/* ch4_bug_1.c: ss overruns its --timeout (found writing
 * testdata/matmult100.c). A 2x2 loop nest accumulating the product of two
 * symbolic-index array reads into a symbolic-index array cell: 4 inner
 * bodies on the only path, WCET_COST(1) each, bound 4 (enum: 4 at once).
 *   wcet analyze --cost none --method ss --timeout 3s unroll/testdata/ch4_bug_1.c
 * runs past 20 s without an answer or a timeout error (killed); --method
 * ia stops at its 3 s timeout ("no bound") instead of bounding 4 bodies;
 * the same nest with `C[j] += A[k]` (no product) bounds at once.
 * Measured on wt-d at eab24bf: ss killed after 20 s, 30 s, 150 s (with
 * --timeout 3s, 5s, 10s); testdata/matmult100.c at N = 3..100 the same. */
#include "wcet.h"

int A[2], B[2], C[2];

int main(void) {
  int j, k;
  for (k = 0; k < 2; k++)
    for (j = 0; j < 2; j++) {
      C[j] += A[k] * B[j];
      WCET_COST(1);
    }
  return C[0] & 1;
}
