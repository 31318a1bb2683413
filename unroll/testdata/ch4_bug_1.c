/* ch4_bug_1.c: ss overruns its --timeout (found writing
 * testdata/matmult100.c). A 2x2 loop nest accumulating the product of two
 * symbolic-index array reads into a symbolic-index array cell: 4 inner
 * bodies on the only path, WCET_COST(1) each, bound 4 (enum: 4 at once).
 *   wcet analyze --cost none --method ss --timeout 3s unroll/testdata/ch4_bug_1.c
 * runs past 20 s without an answer or a timeout error (killed); --method
 * ia stops at its 3 s timeout ("no bound") instead of bounding 4 bodies;
 * the same nest with `C[j] += A[k]` (no product) bounds at once.
 * Measured on wt-d at eab24bf: ss killed after 20 s, 30 s, 150 s (with
 * --timeout 3s, 5s, 10s); testdata/matmult100.c at N = 3..100 the same.
 * Since --timeout reaches isl (poly.Ctx.SetDeadline) ss answers 4, exact,
 * in 29 states, but takes as long as the timeout allows: the witness
 * replay's feasibility checks send the dead product's atoms
 * (x = mul(a, b), defined(mul(a, b)) for nsw) to Z3, which runs to its
 * 10 s timeout on them (integer twins of bit-vectors). Dropping dead
 * independent atom groups after a Z3 satisfiability check was tried: Z3
 * is as slow on the group alone (1.7 s each). Next: render nsw/nuw
 * definedness as bit-vector no-overflow predicates without integer twins,
 * or decide such groups satisfiable without Z3.
 * Fixed on wt-s by relevance (unroll/relevance.go): the product, its
 * loads and C's contents reach no branch, cost or address, so SS never
 * evaluates them: 4, exact, 29 states, 21 ms (TestRelevanceSS). */
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
