// WANT: cost=none resource=cycles bound=272 exact=true
// WANT: cost=none resource=cycles bound=400 assertions=ignored
// WORST: nondet=0,7,1,6,1,2,1,10,3,6,3,1,5,7,0,0
// WORST: nondet=15,224,0*14
// CHECK: cflags=-DN=1 cost=none resource=cycles bound=17
// CHECK: cflags=-DN=1 cost=none resource=cycles bound=25 assertions=ignored
// CHECK: cflags=-DN=2 cost=none resource=cycles bound=34
//
// crc: Table 4.1 "crc", a bitwise CRC-16 (polynomial 0x1021, initial
// value 0xFFFF) over a message of N = 16 input bytes, with a local
// assertion. Each byte is xored into the top of the register, then 8 steps
// shift it left, xoring the polynomial in when the top bit was set (cost 3,
// counts x) and only shifting otherwise (cost 1); each byte costs 1 more.
// x is reset per byte; the local assertion `x <= 4` at the end of the byte
// loop's body says no byte needs more than 4 polynomial steps (a property
// of the messages the user knows, not of the code).
//
// Every pattern of the 8 steps is reachable from any register value: the
// byte sets the top 8 register bits, and the top bit at step k is byte bit
// 7-k xored with what steps 0..k-1 shifted in, so choosing the byte bits
// one by one realizes any pattern (checked for all 256 bytes from sample
// registers: the 256 bytes give 256 distinct patterns).
// without the assertion: all 8 steps xor in every byte: N*(8*3 + 1) = 400.
// with it: at most 4 xor steps per byte: N*(4*3 + 4*1 + 1) = 17*N = 272.
// N = 1: 17 and 25; N = 2: 34 (CHECK lines, 256^N runs enumerated).
// WORST lines: message bytes (found by simulating the register) with
// exactly 4 xor steps per byte; and with 8.
#include "wcet.h"

#ifndef N
#define N 16
#endif

unsigned char msg[N];

int main(void) {
  unsigned short crc = 0xFFFF;
  int i, k;
  for (i = 0; i < N; i++) {
    msg[i] = (unsigned char)WCET_NONDET_RANGE(0, 255);
    WCET_RESET(x);
    crc ^= (unsigned short)(msg[i] << 8);
    for (k = 0; k < 8; k++) {
      if (crc & 0x8000) {
        WCET_COUNT(x);
        crc = (unsigned short)((crc << 1) ^ 0x1021);
        WCET_COST(3);
      } else {
        crc = (unsigned short)(crc << 1);
        WCET_COST(1);
      }
    }
    WCET_COST(1);
    WCET_ASSERT("x <= 4");
  }
  return crc & 1;
}
