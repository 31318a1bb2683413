// A local assertion that is not at the end of its loop body: WCET_COUNT(c)
// at line 13 runs after it in the same iteration, so the count it checks
// is not the iteration's final one. Every method that honours assertions
// refuses it with an error at line 12 (TestAssertPlacement).
#include "wcet.h"

int main(void) {
  int i, t = 0;
  for (i = 0; i < 4; i++) {
    if (WCET_NONDET_RANGE(0, 1))
      t++;
    WCET_ASSERT("c <= 2");
    WCET_COUNT(c);
  }
  return t;
}
