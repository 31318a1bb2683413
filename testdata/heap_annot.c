// WANT: cost=none resource=cycles bound=12 exact=true
// WANT: cost=none resource=heap bound=48 exact=true
// WORST: nondet=3*6
// APPROX: method=ss,ia -- heap: net use and spike are maximised per transition (thesis Fig. 4.12); the release WCET_FREE(live) of a variable amount is credited at its minimum (8), not at what the earlier allocations of the same run added, so the bound (112) is above 48
//
// heap_annot: the heap resource through the annotations WCET_ALLOC and
// WCET_FREE (a pool the program manages itself): six iterations each
// allocate 8, 16 or 24 bytes (a nondet size); every second iteration
// releases everything allocated since the last release.
//
// heap: live bytes are those of at most two consecutive allocations
// (iterations 2m and 2m+1), each <= 24:
// worst case heap: 24 + 24 = 48 (any pair of consecutive choices 3, 3).
// cycles: 1 per iteration, 2 per release (3 releases): 6 + 6 = 12 on every
// path. 3^6 = 729 choice sequences.
#include "wcet.h"

int pool_used;

int main(void) {
  int i, live = 0;
  for (i = 0; i < 6; i++) {
    int size = WCET_NONDET_RANGE(1, 3) * 8;
    WCET_ALLOC(size);
    live += size;
    WCET_COST(1);
    if (i % 2 == 1) {
      WCET_FREE(live);
      pool_used += live;
      live = 0;
      WCET_COST(2);
    }
  }
  return 0;
}
