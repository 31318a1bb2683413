// WANT: cost=none resource=cycles bound=602 exact=true
// WORST: nondet=0
//
// expint: series expansion of the exponential integral E_n(x) (thesis
// Table 3.2 "expint"), integer-only: the continued-fraction branch (x > 1)
// and the power-series branch (x <= 1) both run a fixed MAXIT iterations
// (no float-steered convergence test); in the series branch the one
// iteration i == n-1 runs an inner loop of n-1 iterations (the digamma
// sum). Called as expint(50, x) with x = WCET_NONDET_RANGE(0, 3): the
// input-dependent branch.
//
// Costs: 2 on entry; continued fraction: 5 per iteration; series: 3 per
// iteration, 2 more when i != nm1, else 2 per digamma term plus 4.
// x in {2,3}: 2 + 100*5                               = 502
// x in {0,1}: 2 + 100*3 + 99*2 + (49*2 + 4)           = 602
//   (nm1 = 49 is in 1..MAXIT, so exactly one of the 100 iterations takes
//    the else branch, and its inner loop runs nm1 = 49 times)
// worst case: 602, x = 0 or 1.
#include "wcet.h"

#define MAXIT 100

long result;

long expint(int n, long x) {
  int i, ii, nm1 = n - 1;
  long a, b, c, d, del, fact, h, psi, ans;
  WCET_COST(2);
  if (x > 1) {
    /* continued fraction: integer-scaled, bounded by the moduli */
    b = x + n;
    c = 2000000;
    d = 30000000 / b;
    h = d;
    for (i = 1; i <= MAXIT; i++) {
      WCET_COST(5);
      a = -(long)i * (nm1 + i);
      b += 2;
      d = (a % 97) * (d % 1009) + b;
      c = b + 1000 / (1 + (d & 1023));
      h = (h * 7 + c * (d % 13)) % 1000003;
    }
    ans = h;
  } else {
    /* power series */
    ans = nm1 != 0 ? 1000000 / nm1 : -5772;
    fact = 1;
    for (i = 1; i <= MAXIT; i++) {
      WCET_COST(3);
      fact = -(fact * x);
      if (i != nm1) {
        WCET_COST(2);
        del = -fact * 1000 / (i - nm1);
      } else {
        psi = -5772;
        for (ii = 1; ii <= nm1; ii++) {
          WCET_COST(2);
          psi += 10000 / ii;
        }
        WCET_COST(4);
        del = fact * (psi - x * 1000);
      }
      ans += del;
    }
  }
  return ans;
}

int main(void) {
  long x = WCET_NONDET_RANGE(0, 3);
  result = expint(50, x);
  return 0;
}
