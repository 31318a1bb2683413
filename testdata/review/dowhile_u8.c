// WORST: nondet=0 (n = 0 sends 256 bytes) (oracle 4103)
// Oracle: the cost is 16 per iteration plus 7: `wcet run --nondet 0` = 4103, 255 -> 4087, 1 -> 23.
// idiom: an 8-bit block sender in the `do { } while (--n)` shape of 8-bit
// firmware: a count of 0 means 256 (the counter wraps), so the worst case is
// n = 0, not n = 255.
#include "wcet.h"
#include <stdint.h>
static uint8_t txbuf[256];
static uint8_t sum;
static void send_block(uint8_t n) {
  uint8_t i = 0;
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
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss fails: unbounded-loop at dowhile_u8.c:12:3 (66.0 s, 2432 MB); ipet fails the same way, 64.6 s.
