// WANT: cost=none resource=cycles bound=3 exact=true
//
// bug_1 (found by internal/gen, seed 1 and every main program with a
// WCET_NONDET_RANGE in main): the witness of --method enum lists the
// nondet result of a __wcet_nondet_range call made in the entry function
// as an entry argument named after its state variable ("f1.N"), not in
// witness.inputs.nondet: unroll.Result.Args = {f1.N: 3}, Nondet = [].
// Replaying the witness (wcet run --witness, replayExact) then fails with
// "unknown --arg f1.N", so the report says exact=false although the bound
// is exact. Cause: unroll/enum.go result() takes every input whose state
// variable starts with "f1." for a parameter of the entry; nondet values
// of the entry's own frame are named f1.<var id> too.
// Oracle: a in 0..3, one cost per iteration: worst case a = 3, bound 3.
#include "wcet.h"

int main(void) {
  int a = WCET_NONDET_RANGE(0, 3);
  int i;
  for (i = 0; i < a; i++)
    WCET_COST(1);
  return 0;
}
