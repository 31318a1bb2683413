// FINDING (slow, 27x): a bitwise CRC-8 over 2 unknown bytes after 2 zero bytes takes 13.8 s and is not
// exact; over the 2 unknown bytes alone it is exact in 0.5 s.
// Oracle: the zero prefix leaves crc = 0, so the cost is the 2-byte CRC's plus 298: `wcet run --cost
// insn --nondet 253,0` = 625 (the 2-byte version's worst, 327 exact, is at 253,0).
// Measured (review3, main 99c5f0b): ss 641 not exact (ratio 1.03), 418 states, 13.8 s; without the
// prefix (fr[0], fr[1] the unknown bytes, `i < 2`): 327 exact, 119 states, 0.51 s. crc8_bitwise.c
// (3 constant bytes, then 2 unknown, through a function): 794 exact, 635 states, 16.6 s.
// WCET_SS_DEBUG=1: at the first inner-loop header (i = 0, b = 0) the context already has crc in
// 0..255, not 0; the deltas carry `2*crc >= crc' - 7`-style facets of the shift-xor; the time is
// in the exploration (the witness is found at once after it).
#include "wcet.h"
static unsigned char fr[4];
int main(void) {
  fr[2] = (unsigned char)WCET_NONDET_RANGE(0, 255);
  fr[3] = (unsigned char)WCET_NONDET_RANGE(0, 255);
  unsigned char crc = 0;
  for (int i = 0; i < 4; i++) {
    crc ^= fr[i];
    for (int b = 0; b < 8; b++) {
      if (crc & 0x80) crc = (unsigned char)((crc << 1) ^ 0x07);
      else crc = (unsigned char)(crc << 1);
    }
  }
  return crc;
}
