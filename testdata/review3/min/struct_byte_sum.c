// FINDING (no ss bound; anytime 8183 for a worst of 282, ratio 29): summing up to 8 truncated
// bytes of a local struct, the count in a uint8_t field: ss never finishes at --timeout 30s.
// Oracle: `wcet run --cost insn --nondet ID,8` = 282 for ID in {0,128,2047} (the cost depends on
// dlc only; 8 is the worst).
// Measured (review3, main 99c5f0b): ss stops at 24 s ("while unrolling the loop at :12:3"), anytime
// 8183 = ipet's, whose loop-bound analysis gives both loops 255 (the uint8_t type, not 0..8);
// ipet 8183 in 0.1 s. With `data[i] = (unsigned char)i`: exact 274 in 0.3 s. With `int n` and a
// plain local array instead of the struct: exact 206 in 0.3 s. can_filter.c hits this.
// WCET_SS_DEBUG=1: 237 expansions in 8 s; the context at iteration k of the sum loop holds 2^k facets,
// every sign combination `sum + b1 + b2 + b3 >= b4 + b5` of the bytes (signed i8 variables):
// guess: the zext of each unknown byte is a two-way case (b or b + 256), and the hull keeps all.
#include "wcet.h"
typedef struct { unsigned char dlc; unsigned char data[8]; } fr_t;
static unsigned sum;
int main(void) {
  fr_t f;
  int id = WCET_NONDET_RANGE(0, 2047);
  f.dlc = (unsigned char)WCET_NONDET_RANGE(0, 8);
  for (int i = 0; i < f.dlc; i++) f.data[i] = (unsigned char)(id + i);
  for (int i = 0; i < f.dlc; i++) sum += f.data[i];
  return 0;
}
