// WANT: cost=none resource=cycles bound=37 exact=true
// APPROX: method=ipet -- ipet follows no values: the 100 branch after the loop counts as feasible (10*3 + 100 = 130)
//
// volatile_local: volatile locals as TACLeBench writes them to keep the
// optimiser away (bitcount's `int volatile i`, insertsort's `register
// volatile int`). Their addresses never escape main, so hardware and
// interrupts cannot change them: their loads read what was stored, the
// loop counter is concrete and the test on acc is decided.
//
// Costs: 3 per iteration of a 10-iteration loop (i = 0..9); then
// acc = 0 + 1 + ... + 9 = 45, so the 7 branch, never the 100 one.
// worst case (the only path): 10*3 + 7 = 37
#include "wcet.h"

int main(void) {
  int volatile i;
  register volatile int acc = 0;
  for (i = 0; i < 10; i++) {
    WCET_COST(3);
    acc += i;
  }
  if (acc == 45)
    WCET_COST(7);
  else
    WCET_COST(100);
  return 0;
}
