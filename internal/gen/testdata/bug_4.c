// WANT: cost=none resource=heap bound=16 exact=true
//
// bug_4 (found by internal/gen, seed 40, cost=insn, resource heap): with a
// data-dependent malloc size and a non-affine operation (here 5 / b) on
// the worst path, the heap witness of --method enum is empty: the bound is
// right (16, at b = 2) but unroll.Result.Args and Nondet are empty, so the
// replay fails ("nondet sequence exhausted after 0 values" here;
// "parameter b needs --arg" for a parameter entry) and the report says
// exact=false. The same program with WCET_COST(b) and --resource cycles
// gives the witness b = 2, and without the division the heap witness is
// right too. (Seen on the tree
// of 14:00, after unroll/enum.go began driving the model to the bound.)
// Oracle: b in 1..2, malloc(8 * b): heap peak 16 at b = 2.
#include <stdlib.h>
#include "wcet.h"

int main(void) {
  int b = WCET_NONDET_RANGE(1, 2);
  char *m = malloc(8 * b);
  return 5 / b;
}
