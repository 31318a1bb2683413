// WORST: nondet=0,0,0,0,0,0,0,0,1,0,1,0 (and 659 more) (oracle 457)
// Oracle: all 4096 lines (sweep.py): max 457 at 660 inputs (four runs written, a fifth found, overflow).
// idiom: a run-length encoder for a 12-byte line of a 1-bit display (0/1
// pixels packed as bytes) into (count, value) pairs in an 8-byte output
// buffer; when the output is full the encoder stops and reports overflow.
#include "wcet.h"
#include <stdint.h>
#define N 12
#define OUTMAX 8
static uint8_t in[N], out[OUTMAX];
int main(void) {
  for (int i = 0; i < N; i++) in[i] = (uint8_t)WCET_NONDET_RANGE(0, 1);
  int o = 0, i = 0;
  while (i < N) {
    uint8_t v = in[i];
    int run = 1;
    while (i + run < N && in[i + run] == v && run < 255) run++;
    if (o + 2 > OUTMAX) return -1; /* overflow */
    out[o++] = (uint8_t)run;
    out[o++] = v;
    i += run;
  }
  return o;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 1109 not exact (2.43), 284 states, 0.3 s; ipet 1349 (2.95), 0.3 s.
