// WANT: cost=insn resource=cycles bound=987
// WORST: nondet=7,7,7,0,0,0,7,7,7,0
// APPROX: method=ss,ipet -- ss stops on its 60 s budget in the button loop (debounce.c:19) and the anytime bound is ipet's 1197, which takes the dearest branch of every button in every read
// Oracle: the buttons are alike and independent, so the worst drives all three the same way:
// `wcet run --cost insn --nondet P` over all 1024 patterns P of 0/7 (a script): max 987, only at
// 7,7,7,0,0,0,7,7,7,0 (every read disagrees, a change every third read); all equal: 747.
// Measured (wt-idiom2 2026-11-29, --cost insn --timeout 60s, 2-core machine at load ~5): ss 1197 not exact (budget stop, 60 s); ipet 1197.
// idiom: debounce 3 buttons on one GPIO input register, read 10 times
// (a memory-mapped register: each read is an unknown 32-bit value). A button's state
// changes after 3 consecutive reads that disagree with it.
#include "wcet.h"
#include <stdint.h>
#define NBTN 3
#define STABLE 3
#define GPIO_IDR (*(volatile uint32_t *)0x40010808u) /* GPIOA input data */
static uint8_t cnt[NBTN], state[NBTN];
static int events;
static void debounce_step(uint32_t pins) {
  for (int k = 0; k < NBTN; k++) {
    uint8_t raw = (uint8_t)((pins >> k) & 1u);
    if (raw != state[k]) {
      if (++cnt[k] >= STABLE) {
        state[k] = raw;
        cnt[k] = 0;
        events++;
      }
    } else {
      cnt[k] = 0;
    }
  }
}
int main(void) {
  for (int t = 0; t < 10; t++) debounce_step(GPIO_IDR);
  return events;
}
