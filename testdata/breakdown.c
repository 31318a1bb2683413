// ENTRY: main
// WANT: cost=none resource=cycles bound=38 exact=true
// WORST: nondet=3
//
// breakdown: the per-function breakdown of the worst path (analyze
// --breakdown). main calls scale twice, from two sites, and filter,
// which calls scale once more.
//
// Costs (--cost none: WCET_COST only):
//   scale(k)  = 2 + 3k                      (its own)
//   filter(k) = 4 + scale(k) = 6 + 3k       (4 its own)
//   main      = 1 + scale(n) + filter(n+1) + scale(2)
//             = 1 + (2+3n) + (6+3(n+1)) + 8 = 20 + 6n, n in 0..3
// worst case: n = 3: 38. Its breakdown, by hand:
//   main                 calls 1  self  1  inclusive 38  (100.0%)
//     scale  line 40     calls 1  self 11  inclusive 11  (28.9%: 11/38)
//     filter line 41     calls 1  self  4  inclusive 18  (47.3%: 18/38)
//       scale line 33    calls 1  self 14  inclusive 14  (36.8%: 14/38)
//     scale  line 42     calls 1  self  8  inclusive  8  (21.0%: 8/38)
//   per function: main 1/1/38, scale 3 calls self 11+14+8 = 33
//   inclusive 33 (86.8%), filter 1/4/18.
#include "wcet.h"

static void scale(int k) {
  int i;
  WCET_COST(2);
  for (i = 0; i < k; i++)
    WCET_COST(3);
}

static int filter(int k) {
  WCET_COST(4);
  scale(k);
  return k;
}

int main(void) {
  int n = WCET_NONDET_RANGE(0, 3);
  WCET_COST(1);
  scale(n);
  filter(n + 1);
  scale(2);
  return 0;
}
