// WORST: nondet=63 (oracle 934)
// Oracle: `wcet run --cost insn --nondet M` for every mask M in 0..255: max 934 at M=63,95,..,255
// (all five tasks, and a ready bit left above them so the scan ends on t < NTASKS).
// idiom: a cooperative scheduler tick: a ready bitmask selects which of
// five tasks run this tick, lowest bit first, the scan stopping when no
// ready bit is left; tasks are dispatched by a switch.
#include "wcet.h"
#include <stdint.h>
#define NTASKS 5
static uint8_t leds;
static int16_t hist[4];
static int32_t filt;
static uint8_t logbuf[8], logidx;
static uint8_t txcrc;
static void task_blink(void) { leds ^= 1u; }
static void task_filter(void) {
  int32_t s = 0;
  for (int i = 0; i < 4; i++) s += hist[i];
  filt = s >> 2;
  for (int i = 3; i > 0; i--) hist[i] = hist[i - 1];
  hist[0] = (int16_t)(filt + 1);
}
static void task_log(void) {
  logbuf[logidx] = (uint8_t)filt;
  logidx = (uint8_t)((logidx + 1) & 7);
}
static void task_comm(void) {
  uint8_t c = txcrc;
  for (int i = 0; i < 4; i++) {
    c ^= logbuf[i];
    for (int b = 0; b < 8; b++) c = (c & 0x80) ? (uint8_t)((c << 1) ^ 0x07) : (uint8_t)(c << 1);
  }
  txcrc = c;
}
static void task_idle(void) { leds |= 2u; }
static void run_task(int t) {
  switch (t) {
  case 0: task_blink(); break;
  case 1: task_filter(); break;
  case 2: task_log(); break;
  case 3: task_comm(); break;
  case 4: task_idle(); break;
  }
}
int main(void) {
  uint32_t ready = (uint32_t)WCET_NONDET_RANGE(0, 255);
  int ran = 0;
  for (int t = 0; ready != 0 && t < NTASKS; t++, ready >>= 1)
    if (ready & 1u) { run_task(t); ran++; }
  return ran;
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 934 exact, 1.3 s, 84 MB, 1796 states; ipet 3643, 0.3 s.
