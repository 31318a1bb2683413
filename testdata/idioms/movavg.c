// WANT: cost=insn resource=cycles bound=651 exact=true
// WORST: nondet=32767*16
// Oracle: the only input-dependent branch is the alarm (4 insn each): `wcet run --cost insn
// --nondet 32767*16` = 651 (16 alarms); 8000*16 = 647, 0*16 = -32768*16 = 587, alternating 603.
// Measured (wt-idiom2 2026-11-29, --cost insn --timeout 60s, 2-core machine at load ~5): ss 651 exact but slow: 3556 states, 883 reuses, 22.7 s CPU (28.9 s wall); ipet 651.
// idiom: moving average over a ring buffer of 8 samples (index wraps
// with & 7), 16 unknown 16-bit samples; an alarm counts averages above
// a threshold.
#include "wcet.h"
#include <stdint.h>
#define NTAP 8
#define THRESH 1000
static int16_t ring[NTAP];
static int32_t sum;
static unsigned head;
static int alarms;
static int16_t movavg_put(int16_t x) {
  sum -= ring[head];
  ring[head] = x;
  sum += x;
  head = (head + 1) & (NTAP - 1);
  return (int16_t)(sum / NTAP);
}
int main(void) {
  int16_t last = 0;
  for (int i = 0; i < 16; i++) {
    last = movavg_put((int16_t)WCET_NONDET_RANGE(-32768, 32767));
    if (last > THRESH)
      alarms++;
  }
  return alarms + last;
}
