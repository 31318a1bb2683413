// FINDING (ratio 60): the top byte of a word written through a union reads as any byte; the low
// byte (u.b[0]) is exact. Bytes of a 32-bit word or register are a common embedded access.
// Oracle: `wcet run --cost insn --nondet 3` = 55 (the worst of 0..3; top byte 3).
// Measured (review3, main 99c5f0b): ss 3331 not exact, loop max 255, 3579 states, 1.6 s; ipet 3331.
// With `<< 24` dropped and `u.b[0]`: ss 54 exact (ipet 3330: its loop-bound analysis takes the
// uint8_t's 255). Adding `if (u.h[0] < 0)` (an int16_t view) and a shift loop on (int8_t)u.b[3]
// (8 inputs, worst 332): ss 3608 (10.9), 36176 states, 31.4 s, 611 MB, past --timeout 30s.
// Guess: a load at a byte offset inside a stored word is not an extract (lshr + trunc) of the stored
// value, only offset 0 (a trunc) is.
#include "wcet.h"
#include <stdint.h>
typedef union { uint32_t w; uint8_t b[4]; } u_t;
static unsigned spin;
int main(void) {
  u_t u;
  u.w = (uint32_t)WCET_NONDET_RANGE(0, 3) << 24;
  for (int i = 0; i < u.b[3]; i++) spin += 3;
  return 0;
}
