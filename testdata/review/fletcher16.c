// WORST: nondet=255,254,255*11 (len clamped to 12; 22 of 24 possible subtractions) (oracle 559)
// Oracle: each subtraction costs 4 (`wcet run`); a DP over all (s1,s2) states and all 256 bytes
// per step gives at most 22 subtractions in 12 bytes: 470 + 88 + 1 (the clamp) = 559.
// idiom: Fletcher-16 over a received buffer of unknown length (clamped to
// the buffer) and contents, the mod-255 reductions done as conditional
// subtractions, as on cores without a fast divide.
#include "wcet.h"
#include <stdint.h>
#define BUFSZ 12
static uint8_t rx[BUFSZ];
static uint16_t fletcher16(const uint8_t *d, int len) {
  uint16_t s1 = 0, s2 = 0;
  for (int i = 0; i < len; i++) {
    s1 += d[i];
    if (s1 >= 255) s1 -= 255;
    s2 += s1;
    if (s2 >= 255) s2 -= 255;
  }
  return (uint16_t)((s2 << 8) | s1);
}
int main(void) {
  int len = WCET_NONDET_RANGE(0, 255);
  if (len > BUFSZ) len = BUFSZ;
  for (int i = 0; i < len; i++) rx[i] = (uint8_t)WCET_NONDET_RANGE(0, 255);
  return fletcher16(rx, len);
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 563 (not exact), 48.1 s, 104 MB, 1776 states; ipet 11502, 0.5 s.
