// WANT: cost=none resource=cycles bound=24 exact=true
//
// wrap_loops: loops over unsigned types whose counters wrap around:
//   for (unsigned char i = 250; i != 4; i++)   250..255, 0..3: 10 iterations
//   for (unsigned u = 5; u <= 5; u--)          5, 4, 3, 2, 1, 0, then u wraps
//                                              to UINT_MAX > 5: 6 iterations
//   unsigned short w = 65530; do w += 3 while (w > 100):
//                                              65530 -> 65533 -> 0 (65536
//                                              wraps): 2 iterations
// Costs: 1, 2 and 1 per iteration.
// worst case (the only path): 10*1 + 6*2 + 2*1 = 24
#include "wcet.h"

unsigned sink;

int main(void) {
  unsigned char i;
  unsigned u;
  unsigned short w = 65530;
  for (i = 250; i != 4; i++) {
    WCET_COST(1);
    sink += i;
  }
  for (u = 5; u <= 5; u--) {
    WCET_COST(2);
    sink += u;
  }
  do {
    WCET_COST(1);
    w += 3;
  } while (w > 100);
  sink += w;
  return 0;
}
