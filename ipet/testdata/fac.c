// A fac-like recursion for ipet (cost none): each activation costs 1,
// then 10 in the base case (n <= 0) or 2 before its one recursive call.
// fac(5) makes 6 activations (n = 5..0): 6*1 + 5*2 + 10 = 26 by hand.
// With a depth bound D (activations at once) and one recursive call per
// activation, ipet allows D activations, one of them the base case:
// 11 + 3*(D-1): D = 6 -> 26, D = 10 -> 38.
#include "wcet.h"

static int fac(int n) {
  WCET_COST(1);
  if (n <= 0) {
    WCET_COST(10);
    return 1;
  }
  WCET_COST(2);
  return n * fac(n - 1);
}

int main(void) { return fac(5); }
