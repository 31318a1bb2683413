// WANT: cost=none resource=cycles bound=49 exact=true
// WANT: cost=none resource=cycles bound=90 assertions=ignored
//
// fig43: thesis Fig. 4.3 (complying with assertions in loop unrolling is
// hard). Nine iterations; `*` (e.g. prime(i)) is a nondet choice. B1 costs
// 10 and counts c; otherwise B2 costs 5 when i == 1, B3 costs 1 else. The
// local assertion `c <= 4` at the end of the loop body is checked after
// every iteration (c is never reset, so it bounds B1 over the whole run).
//
// without the assertion: B1 in all 9 iterations, 9*10 = 90.
// with it: B1 at most 4 times. B1 gains 10-1 = 9 over B3 but only 10-5 = 5
// over B2, so take B1 in 4 iterations other than i == 1, B2 at i == 1 and
// B3 in the 4 others: 4*10 + 5 + 4*1 = 49 (e.g. prime(i) for i = 0..8:
// i = 2,3,5,7 take B1: 1+5+10+10+1+10+1+10+1 = 49, the thesis's counter-
// example).
// Why 45 is wrong: a greedy "may-block" unrolling merges c at the end of
// every iteration (c in 0..k after k iterations) and, from the 5th
// iteration on, blocks B1 because the merged context *may* violate c <= 4.
// It then lets B1 run in iterations 0..3 (i == 1 taking B1 instead of its
// better B2) and B3 in 4..8: 4*10 + 5*1 = 45, below the real run above
// (49) — unsound. 2^9 = 512 choice sequences: the oracle enumerates them.
#include "wcet.h"

int main(void) {
  int i = 0;
  while (i < 9) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c); /* B1 */
      WCET_COST(10);
    } else if (i == 1) {
      WCET_COST(5); /* B2 */
    } else {
      WCET_COST(1); /* B3 */
    }
    i++;
    WCET_ASSERT("c <= 4");
  }
  return 0;
}
