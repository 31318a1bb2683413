// ENTRY: fib
// INPUTS: n in 0..10
// WANT: cost=none resource=cycles bound=177 exact=true
// WORST: n=10
//
// fib: bounded recursion: the naive Fibonacci recursion, depth n.
//
// Costs: 1 per call. calls(0) = calls(1) = 1,
// calls(n) = 1 + calls(n-1) + calls(n-2), so calls(n) = 2*F(n+1) - 1 with
// F(1) = F(2) = 1: calls grow with n.
// worst case: n = 10: 2*F(11) - 1 = 2*89 - 1 = 177
#include "wcet.h"

int fib(int n) {
  WCET_COST(1);
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}
