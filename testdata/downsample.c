// WANT: cost=none resource=cycles bound=20 exact=true
//
// downsample: down-sampling code (thesis Fig. 3.1c): part a of the loop
// body runs in one iteration only (i == 4), part b in all ten.
//
// Costs: a = 10, b = 1.
// A bound per iteration (a + b every time) would give 10 * 11 = 110.
// worst case (the only path): 10*1 + 1*10 = 20
#include "wcet.h"

int samples[10];

int main(void) {
  int i;
  for (i = 0; i < 10; i++) {
    if (i == 4) {
      WCET_COST(10); /* a */
      samples[i] = i * 3;
    }
    WCET_COST(1); /* b */
    samples[i] += 1;
  }
  return samples[4];
}
