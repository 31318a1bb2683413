// WORST: nondet=63,62 (oracle 271)
// Oracle: all 63 x 63 inputs (sweep.py): max 271 only at 63,62 (6 subtract rounds).
// idiom: reducing a clock ratio num/den (PLL multiplier over divider, both
// 1..63) to lowest terms with Stein's binary GCD: shifts out common
// factors of two, then subtract-and-shift until one side is zero.
#include "wcet.h"
#include <stdint.h>
static uint8_t rnum, rden;
static uint8_t gcd(uint8_t a, uint8_t b) {
  int k = 0;
  while (((a | b) & 1) == 0) { a >>= 1; b >>= 1; k++; }
  while ((a & 1) == 0) a >>= 1;
  do {
    while ((b & 1) == 0) b >>= 1;
    if (a > b) { uint8_t t = a; a = b; b = t; }
    b = (uint8_t)(b - a);
  } while (b != 0);
  return (uint8_t)(a << k);
}
int main(void) {
  uint8_t num = (uint8_t)WCET_NONDET_RANGE(1, 63);
  uint8_t den = (uint8_t)WCET_NONDET_RANGE(1, 63);
  uint8_t g = gcd(num, den);
  rnum = (uint8_t)(num / g);
  rden = (uint8_t)(den / g);
  return g;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss timeout, no bound (4 loops named), 30.1 s, 166 MB; ipet error (timeout) at 24.2 s. Each loop
// with a pragma (5, 5, 7, 5): ss anytime 654 (2.41) at 24 s; ipet 654 in 0.3 s.
