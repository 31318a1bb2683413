// WANT: cost=none resource=cycles bound=37 exact=true
//
// table_lookup: a loop bounded by an entry of a constant table read at an
// index the analysis cannot fix (issue 17: "loads at an unknown index
// from a constant table give the table's minimum and maximum"). Under ss
// the index x ^ k has 128 values, too many to split on, and the load gave
// any int, so the loop had no bound; it now reads a value in 0..7, the
// least and greatest entries of tab (unroll/absint.go, tableRange).
//
// Costs below. tab[j] = (j * 5) % 8 takes
// every value 0..7, 7 at j = 3 (15 % 8), 11, 19, ...; x in 0..127 and
// x ^ 0x55 is a permutation of 0..127, so some x reads 7.
//   first loop: tab[x ^ 0x55] iterations, cost 4 each -> 4 * 7 = 28
//   second loop: tab[x ^ 0x55] / 2 iterations, cost 2 each -> 2 * 3 = 6
//   end: 3
// worst (any x with tab[x ^ 0x55] = 7): 28 + 6 + 3 = 37
#include "wcet.h"

#define E(j) (((j) * 5) % 8)
#define E4(j) E(j), E(j + 1), E(j + 2), E(j + 3)
#define E16(j) E4(j), E4(j + 4), E4(j + 8), E4(j + 12)
static const int tab[128] = {E16(0), E16(16), E16(32), E16(48), E16(64), E16(80), E16(96), E16(112)};

int main(void) {
  int x = WCET_NONDET_RANGE(0, 127);
  int v = tab[x ^ 0x55];
  for (int i = 0; i < v; i++)
    WCET_COST(4);
  for (int k = 0; k < v / 2; k++)
    WCET_COST(2);
  WCET_COST(3);
  return v;
}
