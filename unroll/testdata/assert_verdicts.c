/* assert_verdicts.c: two assertions on one nondet count (TestAssertVerdicts).
 * c counts the nondet choices that are 1, c = 0..4. "c <= 4" holds on every
 * path: proven. "c <= 3" fails only when all four choices are 1: assumed,
 * violated by nondet 1,1,1,1. Bound by hand: 4 iterations cost 1, plus 3
 * per choice 1; with the assertions at most three are 1: 4 + 3*3 = 13;
 * ignoring them 4 + 4*3 = 16. */
#include <wcet.h>

int main(void) {
  for (int i = 0; i < 4; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(3);
    }
    WCET_COST(1);
  }
  WCET_ASSERT("c <= 4");
  WCET_ASSERT("c <= 3");
  return 0;
}
