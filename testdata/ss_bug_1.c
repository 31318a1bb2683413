// WANT: cost=none resource=cycles bound=3 exact=true
// WORST: nondet=2
//
// ss_bug_1: regression test for a soundness bug of --method ss, found by
// TestSSGenerated (seed 58: ss 198 below the oracle's 302 under insn).
// c in 1..3 is read once. The first if splits the contexts: c = 1 (then)
// and c in 2..3 (else). At the second if, under c = 1, the operand c of
// c * c is fixed, so the product folds to 1 and 1 > 3 is infeasible. That
// folding relied on c = 1, a premise of the step that the interpolant must
// keep; ss did not record it (unroll/exec.go concretize) and reused the
// summary under c in 2..3, where c * c > 3 holds, missing the cost 3.
// Paths: c = 1: 1 + 0 = 1;  c = 2: 0 + 3 = 3 (4 > 3);  c = 3: 0 + 3 = 3.
// The same happens with 5 % c == 2 and 8 / c == 4 for the condition, not
// with (c & 2) != 0.
// worst case: c = 2 (or 3): 3
#include "wcet.h"

int main(void) {
  int c = WCET_NONDET_RANGE(1, 3);
  if (c < 2)
    WCET_COST(1);
  if (c * c > 3)
    WCET_COST(3);
  return c;
}
