// WANT: cost=none resource=cycles bound=30 exact=true
// WORST: nondet=101,0,1,2,128
//
// volatile_input: volatile globals as inputs (issue 17: TACLeBench reads
// its inputs so, `volatile int prime_seed;`). Every read of seed and
// flags is any value of its type, the next value of the nondet sequence
// in `wcet run` and in the instrumented IR under lli-14, so the worst
// path's witness replays and the bound is exact. The memory holds 0 in
// both (the run without --nondet: 4 + 1 = 5).
//
// Costs (--cost none: WCET_COST only), reads in order:
//   seed > 100 (read 1)                       10
//   seed == i for i = 0, 1, 2 (reads 2..4)    4 each: 12
//   flags & 0x80 (read 5, an unsigned char)   7
//   the end                                   1
// worst case: 101, 0, 1, 2, 128 (any value >= 128 below 256) = 10 + 12 + 7 + 1 = 30
#include "wcet.h"

volatile int seed;
volatile unsigned char flags;

int main(void) {
  if (seed > 100)
    WCET_COST(10);
  for (int i = 0; i < 3; i++)
    if (seed == i)
      WCET_COST(4);
  if (flags & 0x80u)
    WCET_COST(7);
  WCET_COST(1);
  return 0;
}
