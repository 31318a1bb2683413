// FINDING (ratio 50): a store through an unknown index, read back through the same index, reads any byte.
// Oracle: `wcet run --cost insn --nondet Q,4` = 66 for Q in {0,1} (the worst; 0..4 iterations).
// Measured (review3, main 99c5f0b): ss 3329 not exact, 3324 states, loop "max 255 derived-ss";
// ipet 3329 (loop-bound analysis: 255 from the byte's type). With `q = 1` instead: exact.
// WCET_SS_DEBUG=1: after `len[q] = v` the context keeps q (f1.0) but not v; each iteration's reload
// of len[q] is a fresh unknown 0..255 (f1.10 = 0|1 branches at every i up to 254).
#include "wcet.h"
static unsigned char len[2];
static unsigned sum;
int main(void) {
  int q = WCET_NONDET_RANGE(0, 1);
  len[q] = (unsigned char)WCET_NONDET_RANGE(0, 4);
  for (int i = 0; i < len[q]; i++) sum += 3;
  return 0;
}
