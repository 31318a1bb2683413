// WANT: cost=insn resource=cycles bound=295 exact=true
// WORST: nondet=32767,-32768*6,32767
// Oracle: per tap, saturating low costs 1 more than no saturation and saturating high 3 less
// (--nondet 0*8 = 290, 32767*8 = 278 with 4 high). Low saturation needs sum |c| > 32768, so
// taps 3..7 at most: every product negative (x = -32768 where c > 0, 32767 where c < 0) gives
// 290 + 5 = 295; checked against 7 candidate inputs with `wcet run --cost insn --nondet ...`.
// Measured (wt-idiom2 2026-11-29, --cost insn --timeout 60s, 2-core machine at load ~5): ss 295 exact, 225 states, 0.7 s; ipet 298.
// idiom: Q15 saturating multiply-accumulate (an 8-tap FIR step) over 8
// unknown 16-bit samples with constant coefficients; the accumulator
// saturates at +-2^30 after every tap (no int32 overflow: |x*c| <= 2^30).
#include "wcet.h"
#include <stdint.h>
#define ACC_MAX 0x3fffffff
#define ACC_MIN (-0x40000000)
static const int16_t coef[8] = { -1200, 3300, 12000, 20000, 20000, 12000, 3300, -1200 };
static int16_t x[8];
static int16_t fir_q15(const int16_t *s) {
  int32_t acc = 0;
  for (int i = 0; i < 8; i++) {
    acc += (int32_t)s[i] * coef[i];
    if (acc > ACC_MAX)
      acc = ACC_MAX;
    else if (acc < ACC_MIN)
      acc = ACC_MIN;
  }
  return (int16_t)(acc >> 15);
}
int main(void) {
  for (int i = 0; i < 8; i++) x[i] = (int16_t)WCET_NONDET_RANGE(-32768, 32767);
  return fir_q15(x);
}
