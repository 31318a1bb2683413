// Accepted placements: the local assertion ends the body (the i++ of the
// latch follows, which counts nothing), and a path that leaves the loop by
// break after it may count (it never reaches the latch). The global
// assertion stands before the return.
// 4 iterations; each either costs 3 and counts c or costs 1; break when
// the nondet says 2 (then WCET_COUNT(d)). c <= 2 per... c is never reset:
// at most 2 costly iterations in all: worst 3+3+1+1 = 8 (no break).
#include "wcet.h"

int main(void) {
  int i, t = 0;
  for (i = 0; i < 4; i++) {
    int x = WCET_NONDET_RANGE(0, 2);
    if (x == 1) {
      WCET_COUNT(c);
      WCET_COST(3);
    } else {
      WCET_COST(1);
    }
    WCET_ASSERT("c <= 2");
    if (x == 2) {
      WCET_COUNT(d);
      break;
    }
  }
  WCET_ASSERT("d <= 1");
  return t;
}
