// ENTRY: small_ints
// INPUTS: a in -20..20, b in 1..6
// WANT: cost=none resource=cycles bound=14 exact=true
// WORST: a=-4 b=3
//
// small_ints: 8- and 16-bit arithmetic with casts (truncations and
// extensions), signed and unsigned division and remainder, shifts and
// bitwise operations. Conversions to narrower types wrap (defined by the
// implementation: modulo 2^8 / 2^16), no signed arithmetic overflows.
//
// The nine tests, with u = a mod 256 (a < 0: u = 256 + a in 236..255):
//  P1 (1) c = (signed char)(9a) < 0  iff a in -14..-1 or 15..20
//  P2 (2) u > 200                    iff a < 0
//  P3 (3) (1000a >> 4) < -500        iff a <= -9 (a = -8 gives -500)
//  P4 (1) (unsigned short)(4000a) > 40000
//                                    iff a in -20..-17, -6..-1 or 11..16
//  P5 (2) a % b < 0                  iff a < 0 and b does not divide a
//  P6 (1) u % b == 0                 iff b divides u
//  P7 (4) u & 15 == 12               iff a in {-20, -4, 12}
//  P8 (3) u ^ 255 < 16               iff u >= 240 iff a in -16..-1
//  P9 (2) (uchar)(u << 2) < u >> 1   never here: a >= 0 gives 4a vs a/2;
//         u in 236..255 gives 4u - 768 >= 176 vs u/2 <= 127
// a >= 0: at most P1+P4+P6+P7 = 1+1+1+4 = 7.
// a = -4 (u = 252): P1 P2 P4 P7 P8 hold: 1+2+1+4+3 = 11; P5 and P6 both
//   need b not dividing 4 and b dividing 252: b = 3 or 6: 11+2+1 = 14.
// a = -20 (u = 236): P2 P3 P4 P7: 2+3+1+4 = 10; P5 needs b in {3,6},
//   P6 b in {1,2,4}: +2 at most: 12.
// a in -16..-9 (no P4, P7): at most P1+P2+P3+P5+P6+P8 = 12.
// a in -8..-1, a != -4 (no P3, P7): at most 1+2+1+2+1+3 = 10.
// a in -19..-17 (no P1, P7, P8): at most 2+3+1+2+1 = 9.
// worst case: a = -4, b = 3 (or 6): 14
#include "wcet.h"

int small_out;

int small_ints(int a, int b) {
  signed char c = (signed char)(a * 9);        /* wraps for |a*9| > 127 */
  unsigned char u = (unsigned char)a;          /* a < 0: 256 + a */
  short s = (short)(a * 1000);
  unsigned short us = (unsigned short)(a * 4000); /* wraps mod 65536 */
  int q = a / b, r = a % b;                    /* truncating */
  unsigned uq = (unsigned)u / (unsigned)b, ur = (unsigned)u % (unsigned)b;
  if (c < 0)
    WCET_COST(1);
  if (u > 200)
    WCET_COST(2);
  if ((s >> 4) < -500)
    WCET_COST(3);
  if (us > 40000)
    WCET_COST(1);
  if (r < 0)
    WCET_COST(2);
  if (ur == 0)
    WCET_COST(1);
  if ((u & 0x0F) == 0x0C)
    WCET_COST(4);
  if ((u ^ 0xFF) < 16)
    WCET_COST(3);
  if ((unsigned char)(u << 2) < (unsigned char)(u >> 1))
    WCET_COST(2);
  small_out = q + (int)uq + c + s + us;
  return r;
}
