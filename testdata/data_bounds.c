// ENTRY: data_bounds
// INPUTS: n in 0..6, k in 1..3
// WANT: cost=none resource=cycles bound=63 exact=true
// WORST: n=6 k=1
//
// data_bounds: nested loops whose inner bounds depend on data: a bound
// read from a constant table at the outer index, and a triangular loop
// with an input stride.
//
// Costs: table loop: 1 per outer iteration, 2 per inner iteration, inner
// bound len[i]; triangular loop: 1 per inner iteration, j = i, i+k, ... < n.
//   table part: n + 2*(len[0] + ... + len[n-1])
//   triangular part: sum_{i=0}^{n-1} ceil((n-i)/k), largest at k = 1:
//     n(n+1)/2
// Both grow with n and the first does not depend on k:
// worst case: n = 6, k = 1: 6 + 2*(3+0+5+2+7+1) + 6*7/2 = 6 + 36 + 21 = 63
#include "wcet.h"

static const int len[8] = {3, 0, 5, 2, 7, 1, 4, 6};

int data_bounds(int n, int k) {
  int i, j, s = 0;
  for (i = 0; i < n; i++) {
    WCET_COST(1);
    for (j = 0; j < len[i]; j++) {
      WCET_COST(2);
      s += j;
    }
  }
  for (i = 0; i < n; i++)
    for (j = i; j < n; j += k) {
      WCET_COST(1);
      s += i ^ j;
    }
  return s;
}
