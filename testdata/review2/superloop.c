// WORST: nondet=1,1,1,1,1,1,1,1,1 (oracle 447)
// Oracle: all 3^9 = 19683 event sequences (a script): max 447 only at nine sample events.
// idiom: a bounded main loop: for (;;) polls an event source once per
// pass and handles it through a switch; it leaves after 9 passes (a
// watchdog-window counter) or after 3 errors.
#include "wcet.h"
#include <stdint.h>
static uint16_t adc_acc;
static uint8_t led, tx[4], txn;
int main(void) {
  int passes = 0, errs = 0;
  for (;;) {
    if (++passes > 9) break;
    int ev = WCET_NONDET_RANGE(0, 2);
    switch (ev) {
    case 0: /* idle */
      break;
    case 1: /* sample ready: accumulate and queue a report every 4th */
      adc_acc += (uint16_t)(passes * 37);
      if ((passes & 3) == 0) {
        for (int i = 0; i < 4; i++) tx[i] = (uint8_t)(adc_acc >> (i * 2));
        txn = 4;
      }
      break;
    default: /* bus error: reset the queue, blink */
      errs++;
      txn = 0;
      led ^= 1;
      if (errs >= 3) goto out;
      break;
    }
    while (txn) txn--; /* drain the queue */
  }
out:
  return errs;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 447 exact, 21.3 s, 684 MB, 31916 states; ipet 1196 (18.7 s: ss runs first).
