// A global assertion reading a frequency variable that WCET_RESET
// resets: its value at the end is not the sum of its counts, so ipet
// ignores the assertion (and says so). By hand (cost none): the loop's
// heavy branch 4 times, 4 * 5 = 20; the assertion only forbids the
// second WCET_COUNT(c), which costs nothing. Taking c as the sum of all
// its counts would force the loop's light branch: 4 (unsound).
#include "wcet.h"

int main(void) {
  for (int i = 0; i < 4; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(5);
    } else {
      WCET_COST(1);
    }
  }
  WCET_RESET(c);
  if (WCET_NONDET_RANGE(0, 1))
    WCET_COUNT(c);
  WCET_ASSERT("c <= 0");
  return 0;
}
