// Minimal reproduction (review 2026-11-29): a false violation. n = 0 runs the body 256 times;
// the bound is 4103, exact, its witness n = 0, yet the pragma (max 256, true for every run) gets
// "assumed" with the violation nondet=0. With an int counter (no wrap) the same pragma is "proven".
//   idiom: an 8-bit block sender in the `do { } while (--n)` shape of 8-bit
//   firmware: a count of 0 means 256 (the counter wraps), so the worst case is
//   n = 0, not n = 255.
#include "wcet.h"
#include <stdint.h>
static uint8_t txbuf[256];
static uint8_t sum;
static void send_block(uint8_t n) {
  uint8_t i = 0;
  _Pragma("loopbound min 1 max 256")
  do {
    sum = (uint8_t)(sum + txbuf[i]);
    i++;
  } while (--n);
}
int main(void) {
  uint8_t n = (uint8_t)WCET_NONDET_RANGE(0, 255);
  send_block(n);
  return sum;
}
