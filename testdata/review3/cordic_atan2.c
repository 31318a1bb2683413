// WORST: nondet=-64,-64 (and 8191 more: every x < 0) (oracle 267)
// Oracle: all 128 x 128 inputs (sweep.py): max 267 at the 8192 inputs with x < 0 (the half-plane flip).
// idiom: CORDIC in vectoring mode for a resolver/encoder angle: atan2(y, x)
// in Q12 radians and the magnitude, 10 micro-rotations with arithmetic
// shifts of signed values and a branch on the sign of y; a left
// half-plane vector is first rotated by +-pi.
#include "wcet.h"
#include <stdint.h>
static const int16_t atan_tab[10] = {3217, 1899, 1003, 509, 256, 128, 64, 32, 16, 8};
#define PI_Q12 12868
static int32_t mag;
int main(void) {
  int32_t x = WCET_NONDET_RANGE(-64, 63) * 32;
  int32_t y = WCET_NONDET_RANGE(-64, 63) * 32;
  int32_t z = 0;
  if (x < 0) {
    x = -x; y = -y;
    z = (y > 0) ? -PI_Q12 : PI_Q12;
  }
  for (int i = 0; i < 10; i++) {
    int32_t dx = y >> i, dy = x >> i;
    if (y > 0) { x += dx; y -= dy; z += atan_tab[i]; }
    else       { x -= dx; y += dy; z -= atan_tab[i]; }
  }
  mag = (x * 1244) >> 11; /* CORDIC gain 1/1.647 in Q11 */
  return (int)z;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss: no finish, anytime 267 (= ipet's, 1.00, not exact) at 24.2 s, 106 MB; ipet 267 (1.00), 0.2 s.
