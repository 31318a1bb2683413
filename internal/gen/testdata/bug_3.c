// WANT: cost=none resource=heap bound=4 exact=true
// WANT: cost=none resource=cycles bound=1 exact=true
//
// bug_3 (found by internal/gen, seed 68, `calloc(8 + 8 * (x & 3), 1)`):
// --method enum refuses calloc whose element count is not a constant,
// even an affine one: "c.c:L:C: calloc of a non-affine size"
// (unroll/ops.go requires both calloc arguments to be constants, while
// malloc(n) with the same n is bounded: heap 4). DESIGN lists calloc among
// the modelled functions. The generator now gives calloc constant sizes
// only (malloc keeps data-dependent ones).
// Oracle: n in 1..4 bytes: heap peak 4; one cost: cycles 1.
#include <stdlib.h>
#include "wcet.h"

int main(void) {
  int n = WCET_NONDET_RANGE(1, 4);
  char *p = calloc(n, 1);
  WCET_COST(1);
  free(p);
  return 0;
}
