// ENTRY: loops_misc
// INPUTS: n in 0..12, m in 0..4
// WANT: cost=none resource=cycles bound=70 exact=true
// WORST: n=12 m=0
//
// loops_misc: loop constructs: a do-while loop, `continue` and `break`
// inside for loops, and an early `return` from inside a loop in a callee.
//
// Costs, for inputs n and m:
//   do-while: 2 per iteration, max(n, 1) iterations    -> 2*max(n,1)
//   continue loop: i = 0..n-1, 3 for each i not divisible by 3
//                                                     -> 3*(n - ceil(n/3))
//   break loop: 1 per iteration; m = 0 never breaks: 20 iterations;
//     m > 0 breaks at i = ceil(10/m): ceil(10/m) + 1  (m=1: 11, 2: 6,
//     3: 5, 4: 4)
//   first_multiple(n, m+2): 1 per iteration, returns at i = m+2 if
//     m+2 <= n                                         -> min(n, m+2)
// Every part grows with n; at n = 12: 24 + 3*8 = 48, plus
//   m = 0: 20 + 2 = 22,  m = 1: 11 + 3 = 14,  m = 2: 6 + 4 = 10,
//   m = 3: 5 + 5 = 10,   m = 4: 4 + 6 = 10
// worst case: n = 12, m = 0: 48 + 22 = 70
#include "wcet.h"

static int first_multiple(int limit, int d) {
  int i;
  for (i = 1; i <= limit; i++) {
    WCET_COST(1);
    if (i % d == 0)
      return i;
  }
  return 0;
}

int loops_misc(int n, int m) {
  int i = 0, s = 0;
  do {
    WCET_COST(2);
    i++;
  } while (i < n);
  for (i = 0; i < n; i++) {
    if (i % 3 == 0)
      continue;
    WCET_COST(3);
    s += i;
  }
  for (i = 0; i < 20; i++) {
    WCET_COST(1);
    if (i * m >= 10)
      break;
    s += m;
  }
  s += first_multiple(n, m + 2);
  return s;
}
