// WANT: cost=none resource=cycles bound=126 exact=true
// WANT: cost=none resource=cycles bound=126 assertions=ignored
//
// fig41: thesis Fig. 4.1 (the need for path sensitivity) with the frequency
// variables and the IPET assertion of Fig. 4.4 (Example 4.1). Ten
// iterations; when i mod 3 == 0 a multiplication costs 30, else an addition
// costs 1. c counts iterations, c1 multiplications, c2 additions.
//
// by hand: i = 0, 3, 6, 9 take the multiplication (4 times), the other 6
// iterations the addition: 4*30 + 6*1 = 126, on the only path (no inputs,
// no nondet). The assertion `c <= 10 && c1 <= 4` holds on that path
// (c = 10, c1 = 4), so it blocks nothing: 126 with and without it. IPET
// needs the assertion to get 126; unrolling finds it on its own.
#include "wcet.h"

int main(void) {
  int i = 0, j = 2;
  while (i < 10) {
    WCET_COUNT(c);
    if (i % 3 == 0) {
      WCET_COUNT(c1);
      j *= j;
      WCET_COST(30);
    } else {
      WCET_COUNT(c2);
      j++;
      WCET_COST(1);
    }
    i++;
  }
  WCET_ASSERT("c <= 10 && c1 <= 4");
  return j & 1;
}
