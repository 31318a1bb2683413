// WANT: cost=insn resource=cycles bound=416 exact=true
// WORST: nondet=255*8
// Oracle: no branch reads the frame, so every input costs the same:
// `wcet run --cost insn --nondet 255,255,255,255,255,255,255,255` = 416 = --nondet 0*8.
// Measured (wt-idiom 2026-11-28, --cost insn --timeout 50s): bound 416, exact=false, 40 s (budget stop):
// SS split every table index on its 16 values (concretize), so the
// register was a different constant on each of 256 paths per byte.
// Since SS's abstraction keeps bit operations unsplit (2026-11-29):
// 416 exact, 565 states, 4.8 s CPU.
// idiom: table-driven CRC-16 (CCITT) over an unknown 8-byte input frame.
// No branch depends on the input: one path, so the bound is its cost.
#include "wcet.h"
static const unsigned short tab[16] = {
  0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50a5, 0x60c6, 0x70e7,
  0x8108, 0x9129, 0xa14a, 0xb16b, 0xc18c, 0xd1ad, 0xe1ce, 0xf1ef };
unsigned char frame[8];
unsigned short crc16(const unsigned char *p, int n) {
  unsigned short crc = 0xffff;
  for (int i = 0; i < n; i++) {
    crc = (unsigned short)((crc << 4) ^ tab[((crc >> 12) ^ (p[i] >> 4)) & 0xf]);
    crc = (unsigned short)((crc << 4) ^ tab[((crc >> 12) ^ p[i]) & 0xf]);
  }
  return crc;
}
int main(void) {
  for (int i = 0; i < 8; i++) frame[i] = (unsigned char)WCET_NONDET_RANGE(0, 255);
  return crc16(frame, 8);
}
