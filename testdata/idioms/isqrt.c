// ENTRY: work
// WANT: cost=insn resource=cycles bound=287 exact=true
// WORST: x=4294967295
// Oracle: `wcet run --cost insn --entry work --arg x=4294967295` = 287
// (x=0: 95, x=1073741823: 275). Measured (wt-idiom 2026-11-28): bound 287, exact, 6.9 s.
// idiom: integer square root, bit by bit, of an unknown 32-bit value.
#include "wcet.h"
unsigned int isqrt(unsigned int x) {
  unsigned int res = 0, bit = 1u << 30;
  while (bit > x) bit >>= 2;
  while (bit != 0) {
    if (x >= res + bit) { x -= res + bit; res = (res >> 1) + bit; }
    else res >>= 1;
    bit >>= 2;
  }
  return res;
}

int work(unsigned int x) { return (int)isqrt(x); }
