// WORST: nondet=8191 (oracle 181)
// Oracle: all 65536 inputs (a script): max 181 at 576 inputs (top nibble set, odd popcount > 12); 0xC3A5, the only word whose reversal matches, has an even popcount of 8.
// idiom: a parity/popcount and bit-reversal by 16-entry nibble tables,
// as a line-coding check on an unknown 16-bit status word: the word is
// consumed a nibble at a time while any bit is left (early exit), and its
// bit-reversed image is compared with a fixed pattern.
#include "wcet.h"
#include <stdint.h>
static const uint8_t pop4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const uint8_t rev4[16] = {0x0, 0x8, 0x4, 0xC, 0x2, 0xA, 0x6, 0xE,
                                 0x1, 0x9, 0x5, 0xD, 0x3, 0xB, 0x7, 0xF};
static int errors;
static int popcount16(uint16_t w) {
  int n = 0;
  while (w) {
    n += pop4[w & 0xFu];
    w >>= 4;
  }
  return n;
}
static uint16_t reverse16(uint16_t w) {
  uint16_t r = 0;
  for (int i = 0; i < 4; i++) {
    r = (uint16_t)((r << 4) | rev4[w & 0xFu]);
    w >>= 4;
  }
  return r;
}
int main(void) {
  uint16_t status = (uint16_t)WCET_NONDET_RANGE(0, 65535);
  int ones = popcount16(status);
  if (ones & 1) errors++;
  if (reverse16(status) == 0xA5C3u) errors += 2;
  if (ones > 12) errors += 4;
  return errors;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 185 not exact, 30.1 s (the whole budget: witness search), 434 states; ipet error "ipet: timeout (--timeout) after the ss run that gives the loop bounds".
