#include "wcet.h"
/* Thesis Fig. 4.3 shape, 6 iterations: each costs 5 (then) or 1 (else).
 * Facts: count c at line 10 (the expensive branch), global assertion
 * c <= 2 at line 16 (the return, the end of the entry).
 * By hand: without the assertion 6*5 = 30; with it 2*5 + 4*1 = 14. */
int f(void) {
  int s = 0;
  for (int i = 0; i < 6; i++) {
    if (WCET_NONDET()) {
      WCET_COST(5);
      s += 2;
    } else {
      WCET_COST(1);
    }
  }
  return s;
}
