// WORST: nondet=65535 (oracle 395)
// Oracle: every pending bit adds a positive cost (no flags 8; bit 0 alone 30, bit 3 alone 65, bit 15
// alone 30), so the all-ones word is worst; `wcet run` over 0xFF00..0xFFFF and a few others: 395.
// idiom: an interrupt-flag dispatcher: a 16-bit pending word is served one
// set bit at a time, lowest first (count trailing zeros, then clear the
// lowest set bit: flags &= flags - 1), each bit's handler picked by a switch.
#include "wcet.h"
#include <stdint.h>
static uint16_t errs, rx, tx, ticks;
static void handle(int b) {
  switch (b) {
  case 0: ticks++; break;
  case 1: rx++; break;
  case 2: tx++; break;
  case 3: for (int i = 0; i < 3; i++) errs = (uint16_t)(errs + i); break;
  default: errs++; break;
  }
}
int main(void) {
  uint16_t flags = (uint16_t)WCET_NONDET_RANGE(0, 65535);
  int served = 0;
  while (flags) {
    int b = __builtin_ctz(flags);
    handle(b);
    flags &= (uint16_t)(flags - 1);
    served++;
  }
  return served;
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss fails: unbounded-loop at irq_flags.c:22:3 (63.8 s, 1539 MB); ipet fails the same way, 62.1 s.
// Since (2026-11-29, fourth session, --timeout 60s): "the loop's header state repeats after
// iteration 2 ... bound the loop with an annotation" in 5.4 s, 149 MB (the unbounded-loop search's
// reruns get a quarter of the budget).
