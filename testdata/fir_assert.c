// WANT: cost=none resource=cycles bound=317 exact=true
// WANT: cost=none resource=cycles bound=868 assertions=ignored
// WORST: nondet=1*3,0*29
// WORST: nondet=1*32
// CHECK: cflags=-DNS=6 cost=none resource=cycles bound=84
// CHECK: cflags=-DNS=6 cost=none resource=cycles bound=141 assertions=ignored
// CHECK: cflags=-DNS=8 cost=none resource=cycles bound=101
//
// fir_assert: Table 4.1 "fir" with an assertion: an 8-tap FIR filter over
// NS = 32 input samples. Output n sums min(n+1, 8) products (the filter
// fills up during the first 7 samples: a triangular start the unrolling
// sees and a loop-bound analysis does not), 1 per tap; then the output
// saturates when the input is a burst (a nondet choice standing for the
// unknown input amplitude): clipping and logging cost 20 and count sat,
// a normal output costs 1. The global assertion `sat <= 3` says the
// signal saturates at most S = 3 times (the user's knowledge of the input).
//
// taps: sum_{n=0}^{31} min(n+1, 8) = (1+...+8) + 24*8 = 36 + 192 = 228.
// without the assertion: every output saturates: 228 + 32*20 = 868.
// with it: 3 saturations: 228 + 3*20 + 29*1 = 317.
// Small sizes (CHECK lines, 2^NS runs): NS = 6: taps 21, 21 + 60 + 3 = 84
// and 21 + 120 = 141 without; NS = 8: taps 36, 36 + 60 + 5 = 101.
// WORST lines: with, the first 3 outputs saturate; without, all.
#include "wcet.h"

#ifndef NS
#define NS 32
#endif
#define NTAPS 8
#define S 3
#define STR(x) #x
#define XSTR(x) STR(x)

static const int coef[NTAPS] = {3, -7, 12, 40, 40, 12, -7, 3};
int in[NS], out[NS];

int main(void) {
  int n, k;
  for (n = 0; n < NS; n++)
    in[n] = (n * 37) % 101 - 50;
  for (n = 0; n < NS; n++) {
    int acc = 0;
    for (k = 0; k < NTAPS && k <= n; k++) {
      acc += coef[k] * in[n - k];
      WCET_COST(1);
    }
    if (WCET_NONDET_RANGE(0, 1)) { /* burst: |acc| above the range */
      WCET_COUNT(sat);
      acc = acc > 0 ? 32767 : -32768;
      WCET_COST(20);
    } else {
      WCET_COST(1);
    }
    out[n] = acc;
  }
  WCET_ASSERT("sat <= " XSTR(S));
  return out[NS - 1] & 1;
}
