// Frequency variables and a global assertion (WCET_COUNT, WCET_ASSERT):
// the oracle legs must agree on which runs the assertion blocks.
// WANT: cost=none resource=cycles bound=14 exact=true
// WANT: cost=none resource=cycles bound=24 assertions=ignored
//
// by hand: 4 iterations cost 1 each, plus 5 and c += 1 when the nondet
// choice is 1. Ignoring the assertion every choice can be 1: 4*(1+5) = 24.
// With `c <= 2` at most two choices are 1: 4 + 2*5 = 14.
#include <wcet.h>

int main(void) {
  for (int i = 0; i < 4; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(5);
    }
    WCET_COST(1);
  }
  WCET_ASSERT("c <= 2");
  return 0;
}
