// WORST: nondet=-32768*8 (oracle 510)
// Oracle: a low saturation costs 4 more (a high one 0): a Python model of the filter, every input in
// {-32768,0,32767}^8 and 200 hill-climbs over all int16 values, finds at most 6 low saturations
// (samples 3..8; samples 1-2 cannot saturate); `wcet run --cost insn --nondet -32768*8` = 510.
// idiom: a Q14 fixed-point biquad low-pass over a block of 8 samples,
// direct form I, its output saturated to int16 and the saturations counted.
#include "wcet.h"
#include <stdint.h>
#define N 8
/* b0 b1 b2 = 0.25 0.5 0.25, a1 a2 = -0.5 0.25 (Q14): DC gain 1.33 */
#define B0 4096
#define B1 8192
#define B2 4096
#define A1 (-8192)
#define A2 4096
static int16_t x1, x2, y1, y2;
static int16_t in[N], out[N];
static unsigned sat_events;
static void biquad_block(const int16_t *src, int16_t *dst, int n) {
  for (int i = 0; i < n; i++) {
    int32_t acc = (int32_t)B0 * src[i] + (int32_t)B1 * x1 + (int32_t)B2 * x2
                - (int32_t)A1 * y1 - (int32_t)A2 * y2;
    acc >>= 14;
    if (acc > 32767) { acc = 32767; sat_events++; }
    else if (acc < -32768) { acc = -32768; sat_events++; }
    x2 = x1; x1 = src[i];
    y2 = y1; y1 = (int16_t)acc;
    dst[i] = (int16_t)acc;
  }
}
int main(void) {
  for (int i = 0; i < N; i++) in[i] = (int16_t)WCET_NONDET_RANGE(-32768, 32767);
  biquad_block(in, out, N);
  return (int)sat_events;
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 510 exact, 30.8 s, 554 MB, 6568 states; ipet 518, 0.1 s.
