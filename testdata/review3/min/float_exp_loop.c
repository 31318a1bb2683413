// FINDING (ratio 15, documented): a shift loop counted by a float's exponent bits read through a
// union: floats are unknown (README, the input model), so the exponent is any of 1..255.
// Oracle: all 100 inputs (sweep.py): max 60 at 64..100 (6 shifts). float_bits.c: all 4001 inputs,
// max 167 at raw = -1 (-0.25f: 17 shifts); ss 1035 (6.2), ipet 1833 (11.0).
// Measured (review3, main 99c5f0b): ss 914 not exact (loop max 128), 790 states, 0.7 s; ipet 914.
// In float_bits.c the second loop gets 113 from ipet's loop-bound analysis (ss: 7),
// though `sh <= 7` there.
#include "wcet.h"
typedef union { float f; unsigned u; } fb_t;
int main(void) {
  fb_t v;
  v.f = (float)WCET_NONDET_RANGE(1, 100);
  int sh = (int)((v.u >> 23) & 0xFF) - 127;   /* 0..6 for 1..100 */
  int q = 1;
  while (sh > 0) { q <<= 1; sh--; }
  return q;
}
