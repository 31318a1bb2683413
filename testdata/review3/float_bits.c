// WORST: nondet=-1 (-0.25f: 17 right shifts) (oracle 167)
// Oracle: all 4001 inputs (sweep.py): max 167 only at -1.
// idiom: float-to-Q8 conversion by bit manipulation (no FPU library): a
// sensor value in 1/4 units becomes a float, a union exposes its IEEE-754
// bits, and the exponent decides how far the 24-bit mantissa is shifted,
// one bit per loop iteration; zero and out-of-range values take early exits.
#include "wcet.h"
#include <stdint.h>
typedef union { float f; uint32_t u; } fbits_t;
int main(void) {
  int raw = WCET_NONDET_RANGE(-2000, 2000);
  fbits_t v;
  v.f = (float)raw * 0.25f;
  uint32_t sign = v.u >> 31;
  int exp = (int)((v.u >> 23) & 0xFF);
  uint32_t man = (v.u & 0x7FFFFF) | 0x800000;
  if (exp == 0) return 0;                 /* zero (no denormals here) */
  int sh = exp - 127 - 23 + 8;            /* Q8: value * 256 */
  if (sh > 7) return sign ? -32768 : 32767; /* saturate */
  int32_t q = (int32_t)man;
  while (sh < 0) { q >>= 1; sh++; }
  while (sh > 0) { q <<= 1; sh--; }
  return sign ? -q : q;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 1035 not exact (6.20; floats are unknown: any exponent), 1906 states, 1.4 s; ipet 1833 (10.98), 0.1 s.
