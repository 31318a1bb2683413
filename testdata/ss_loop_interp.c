// WANT: cost=none resource=cycles bound=42 exact=true
// WORST: nondet=1
//
// ss_loop_interp: an inner loop whose summary from one outer iteration
// must not be reused in a later one. k in 1..4 is read once; the outer
// loop runs i = 0..3 and sets flag in iteration k (for good: flag stays 1);
// the inner loop runs j = 0..2 and costs 1, plus 5 when flag && j < i.
// In iteration 0 (flag = 0 whatever k, since k >= 1) the expensive branch
// is infeasible: the inner summary has bound 3 and its interpolant must
// keep flag <= 0 (or j >= i). From iteration k on, flag = 1: reusing that
// summary (an interpolant that forgets flag and i) gives 12 in all, below
// the worst case. Reusing a flag = 1 summary of iteration i in iteration
// i + 1 is wrong too: j < i admits one more expensive iteration.
// Cost: 4 * 3 = 12, plus 5 * sum over i = k..3 of min(i, 3):
//   k = 1: 1 + 2 + 3 = 6 -> 12 + 30 = 42;  k = 2: 2 + 3 -> 37;
//   k = 3: 3 -> 27;  k = 4 (never set): 12.
// worst case: k = 1: 42
#include "wcet.h"

int main(void) {
  int k = WCET_NONDET_RANGE(1, 4);
  int flag = 0, i, j;
  for (i = 0; i < 4; i++) {
    if (i == k)
      flag = 1;
    for (j = 0; j < 3; j++) {
      WCET_COST(1);
      if (flag && j < i)
        WCET_COST(5);
    }
  }
  return flag;
}
