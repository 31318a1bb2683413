// WANT: cost=none resource=cycles bound=922 exact=true
//
// fir: finite impulse response filter over a fixed signal held in a
// constant table (thesis Table 3.2 "fir"): a 12-tap filter over 40
// samples, whose inner loop is triangular while the filter fills
// (k <= i) and rectangular after; negative samples take an extra branch.
//
// Costs: 1 per sample, 2 per multiply-accumulate, 3 per negative input
// sample.
// MACs: sum_{i=0}^{39} min(i+1, 12) = (1+2+...+12) + 28*12 = 78 + 336 = 414
// negative samples in `signal`: indices 5-9, 14-18, 23-26, 32-35 = 18
// worst case (the only path): 40*1 + 414*2 + 18*3 = 40 + 828 + 54 = 922
#include "wcet.h"

#define LEN 40
#define TAPS 12

static const int coeff[TAPS] = {3, -5, 12, 40, 85, 120, 120, 85, 40, 12, -5, 3};

static const int signal[LEN] = {
    300,  483,  650,   1027,  377,  -615, -666, -661, -830, -38,
    888,  751,  562,   560,   -299, -1084, -723, -366, -251, 594,
    1178, 584,  101,   -56,   -813, -1157, -350, 199,  320,  930,
    1023, 47,   -491,  -508,  -933, -792,  287,  738,  596,  825};

int out[LEN];

int main(void) {
  int i, k;
  long acc;
  for (i = 0; i < LEN; i++) {
    WCET_COST(1);
    acc = 0;
    for (k = 0; k < TAPS && k <= i; k++) {
      WCET_COST(2);
      acc += (long)coeff[k] * signal[i - k];
    }
    if (signal[i] < 0) {
      WCET_COST(3);
      acc = -acc;
    }
    out[i] = (int)(acc >> 9);
  }
  return out[LEN - 1] & 1;
}
