// ENTRY: vla
// INPUTS: n in 1..10
// WANT: cost=none resource=cycles bound=50 exact=true
// WORST: n=10
//
// vla: a variable-length array declared inside a loop body (alloca with a
// dynamic size, llvm.stacksave/stackrestore around each iteration).
//
// Costs, for round r = 0..2 with m = n + r elements: 1 per element
// written, 1 per element read at even indices: m + ceil(m/2).
// cost(n) = sum_{r=0}^{2} (n+r) + ceil((n+r)/2), increasing in n;
// worst case: n = 10: (10+5) + (11+6) + (12+6) = 50
#include "wcet.h"

int vla(int n) {
  int total = 0, r, i;
  for (r = 0; r < 3; r++) {
    int buf[n + r];
    for (i = 0; i < n + r; i++) {
      WCET_COST(1);
      buf[i] = i * (r + 1);
    }
    for (i = 0; i < n + r; i += 2) {
      WCET_COST(1);
      total += buf[i];
    }
  }
  return total;
}
