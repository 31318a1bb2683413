// nibble-table popcount and bit reversal of one 16-bit word: the bound comes within 2 s, then the witness search takes the whole --timeout
// Oracle: all 65536 inputs: max 136. Measured: ss 138 not exact, the bound found at once (--timeout 2s gives it), then the witness search spends the rest: 10.0 s of --timeout 10s, 42.8 s at 60s; ipet --timeout 10s: error "ipet: timeout (--timeout) after the ss run that gives the loop bounds".
#include "wcet.h"
static const unsigned char pop4[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
static const unsigned char rev4[16] = {0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15};
int main(void) {
  unsigned w = (unsigned)WCET_NONDET_RANGE(0, 65535), s = w, r = 0;
  int n = 0, e = 0;
  while (w) { n += pop4[w & 15u]; w >>= 4; }
  for (int i = 0; i < 4; i++) { r = (r << 4) | rev4[s & 15u]; s >>= 4; }
  if (n & 1) e++;
  if (r == 0xA5C3u) e += 2;
  return e;
}
