// WORST: nondet=159,0 (oracle 794)
// Oracle: all 65536 data byte pairs (sweep.py): max 794 only at 159,0.
// idiom: a CRC-8 (poly 0x07, SMBus PEC) computed bit by bit over a 5-byte
// SMBus frame (address, command, a constant byte, two data bytes): per
// bit, `if (crc & 0x80)` shifts and xors, else only shifts. The two data
// bytes are unknown; the PEC is compared with a received byte.
#include "wcet.h"
#include <stdint.h>
static uint8_t frame[6] = {0x16, 0x09, 0x00, 0, 0, 0};
static uint8_t crc8(const uint8_t *p, int n) {
  uint8_t crc = 0;
  for (int i = 0; i < n; i++) {
    crc ^= p[i];
    for (int b = 0; b < 8; b++) {
      if (crc & 0x80)
        crc = (uint8_t)((crc << 1) ^ 0x07);
      else
        crc = (uint8_t)(crc << 1);
    }
  }
  return crc;
}
int main(void) {
  frame[3] = (uint8_t)WCET_NONDET_RANGE(0, 255);
  frame[4] = (uint8_t)WCET_NONDET_RANGE(0, 255);
  frame[5] = 0x5A; /* the PEC byte as received */
  uint8_t pec = crc8(frame, 5);
  int errors = 0;
  if (pec != frame[5]) errors++;
  return errors;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 794 exact, 635 states, 16.6 s, 87 MB; ipet 808 (1.02), 0.2 s.
