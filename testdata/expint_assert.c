// WANT: cost=none resource=cycles bound=162 exact=true
// WANT: cost=none resource=cycles bound=512 assertions=ignored
//
// expint_assert: Table 4.1 "expint" with assertions: the exponential
// integral E_n(x), integer-scaled, n = 5, x = WCET_NONDET_RANGE(0, 3) (the
// input-dependent branch). Unlike testdata/expint.c both loops stop early
// when the approximation converges; the float convergence test is a
// nondet choice at the end of each iteration (1: converged, break). cf
// counts continued-fraction iterations, ser series iterations; the global
// assertion `cf <= 20 && ser <= 30` states the user's knowledge of the
// convergence speed (the analysis cannot derive it from the floats).
//
// Costs: 2 on entry; continued fraction (x > 1): 5 per iteration; series
// (x <= 1): 3 per iteration, 2 more when i != nm1, else 2 per digamma term
// (nm1 = n-1 = 4 terms) plus 4. MAXIT = 100.
// without the assertion (no early convergence, all MAXIT iterations):
//   x in {2,3}: 2 + 100*5 = 502
//   x in {0,1}: 2 + 100*3 + 99*2 + (4*2 + 4) = 512   <- worst
// with it (convergence at the latest after 20 resp. 30 iterations; a run
// that goes on is blocked at the end of the entry):
//   x in {2,3}: 2 + 20*5 = 102
//   x in {0,1}: 2 + 30*3 + 29*2 + (4*2 + 4) = 162   <- worst (iteration
//   i = 4 = nm1 is among the first 30)
// 4 * 101 runs or so: the oracle enumerates them all.
#include "wcet.h"

#define MAXIT 100

long expint(int n, long x) {
  int i, ii, nm1 = n - 1;
  long b, c, d, h, del, fact, psi, ans;
  WCET_COST(2);
  if (x > 1) {
    b = x + n;
    c = 1000000;
    d = 1000000 / b;
    h = d;
    for (i = 1; i <= MAXIT; i++) {
      WCET_COUNT(cf);
      WCET_COST(5);
      b += 2;
      d = 1000000 / (b + (d % 7));
      c = b + 1000000 / (c + 1);
      del = (c % 1000) * (d % 1000);
      h += del % 101;
      if (WCET_NONDET_RANGE(0, 1)) /* |del - 1| < EPS */
        break;
    }
    ans = h;
  } else {
    ans = nm1 != 0 ? 1000 / nm1 : 7;
    fact = 1;
    for (i = 1; i <= MAXIT; i++) {
      WCET_COUNT(ser);
      WCET_COST(3);
      fact = (fact * (x - i)) % 100003;
      if (i != nm1) {
        WCET_COST(2);
        del = -fact / (i - nm1);
      } else {
        psi = -577;
        for (ii = 1; ii <= nm1; ii++) {
          WCET_COST(2);
          psi += 1000 / ii;
        }
        WCET_COST(4);
        del = fact * (psi - x);
      }
      ans += del % 1009;
      if (WCET_NONDET_RANGE(0, 1)) /* |del| < |ans| * EPS */
        break;
    }
  }
  return ans;
}

long result;

int main(void) {
  result = expint(5, WCET_NONDET_RANGE(0, 3));
  WCET_ASSERT("cf <= 20 && ser <= 30");
  return 0;
}
