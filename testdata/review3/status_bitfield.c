// WORST: nondet=3583 (and 3839, 4095) (oracle 197)
// Oracle: all 4096 status words (sweep.py): max 197 at 3583, 3839, 4095 (mode 7, every error bit, level >= 13, rdy).
// idiom: decoding a 12-bit peripheral status word through a union with a
// bit-field struct (mode:3, err:4, rdy:1, level:4): a switch on the mode,
// a loop over the error bits that logs each set one, a level check.
#include "wcet.h"
#include <stdint.h>
typedef union {
  uint16_t raw;
  struct { unsigned mode : 3; unsigned err : 4; unsigned rdy : 1; unsigned level : 4; } f;
} status_t;
static uint8_t log_[4];
static int nlog, action;
int main(void) {
  status_t s;
  s.raw = (uint16_t)WCET_NONDET_RANGE(0, 0xFFF);
  switch (s.f.mode) {
  case 0: action = 0; break;
  case 1: case 2: action = s.f.level * 2; break;
  case 3: action = s.f.rdy ? s.f.level : -1; break;
  case 7: for (int i = 0; i < 3; i++) action += s.f.level >> i; break;
  default: action = -2; break;
  }
  for (int b = 0; b < 4; b++)
    if (s.f.err & (1u << b)) log_[nlog++ & 3] = (uint8_t)(b + 1);
  if (s.f.level > 12 && s.f.rdy) action++;
  return action;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 197 exact, 6390 states, 10.5 s, 163 MB; ipet 197 (1.00, not exact), 0.2 s.
