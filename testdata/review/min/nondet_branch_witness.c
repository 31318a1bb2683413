// Minimal reproduction (review 2026-11-29): the witness search dominates. ss bounds this loop in
// 0.5 s (2408, the worst case: every nondet nonzero, `wcet run --nondet 1*200` = 2408), then the
// concrete witness search gives up after 2 runs and the trace search fails at every iteration
// ("traceSearch: step N %4.t -> %7: no case"), 47 s more: 48 s in all, not exact. With
// `uint8_t i` the same: 2609 (its worst), 48 s, not exact.
#include "wcet.h"
#include <stdint.h>
int main(void) {
  int x = 0;
  for (int i = 0; i < 200; i++)
    if (WCET_NONDET()) x++;
  return x;
}
