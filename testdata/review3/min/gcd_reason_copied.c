// FINDING (unclear message): Stein's GCD inline; the error blames "header state repeats after
// iteration 126" on all three loops, also on the first shift loop, which ss bounds alone (5, exact).
// Oracle: not needed (no bound is expected for the subtract-and-shift loop, a Euclid-style loop).
// Measured (review3, main 99c5f0b): 8.6 s, exit 1: "3 loops have no bound: :13:3 in main (the loop's
// header state repeats after iteration 126); :14:3 in main (... iteration 126); :15:5 in main (...
// iteration 126)". `while ((a & 1) == 0) a >>= 1;` alone: 55 exact, 0.13 s, max 5. With a pragma on
// it the message names the two other loops, the same reason for both. gcd_ratio.c (the same with a
// common power of two, in a function) never gets this far: timeout, 4 loops, at 30 s.
#include "wcet.h"
int main(void) {
  unsigned char a = (unsigned char)WCET_NONDET_RANGE(1, 63);
  unsigned char b = (unsigned char)WCET_NONDET_RANGE(1, 63);
  while ((a & 1) == 0) a >>= 1;
  do {
    while ((b & 1) == 0) b >>= 1;
    if (a > b) { unsigned char t = a; a = b; b = t; }
    b = (unsigned char)(b - a);
  } while (b != 0);
  return a;
}
