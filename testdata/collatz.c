// WANT: cost=none resource=cycles bound=193 exact=true
//
// collatz: the Collatz iteration with a known n (thesis Fig. 3.1d): no
// closed form for the loop bound, yet a terminating run from a known n
// has an exact cost.
//
// Costs: 1 per iteration, 2 more per odd step (n = 3n + 1).
// N = 27 reaches 1 after 111 steps, 41 of them odd and 70 even (its
// largest value is 9232, so int arithmetic does not overflow):
// worst case (the only path): 111*1 + 41*2 = 193
#include "wcet.h"

#ifndef N
#define N 27
#endif

int steps;

int main(void) {
  int n = N;
  while (n > 1) {
    WCET_COST(1);
    if (n % 2 == 0) {
      n = n / 2;
    } else {
      WCET_COST(2);
      n = 3 * n + 1;
    }
    steps++;
  }
  return steps & 1;
}
