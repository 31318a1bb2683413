// WANT: cost=none resource=cycles bound=21 exact=true
// WORST: nondet=1*4,2
//
// exit_abort: every ending of the entry counts: exit() inside a callee,
// abort() inside a callee, _Exit() in main, and main's return.
//
// Costs: 2 per iteration of main's loop, 1 per call of check, 4 more
// before exit(1) (v == 3), 6 more before abort() (v == 2, i >= 3), 3 more
// before _Exit(0) (acc > 7), 1 before the return.
// An iteration that goes on costs 3. Endings at iteration i (0-based):
//   return after 5 iterations:            5*3 + 1     = 16
//   exit at i:     3i + 2+1+4            at most (i=4) 19
//   abort at i>=3: 3i + 2+1+6            at most (i=4) 21
//   _Exit at i:    3i + 3 + 3; acc > 7 needs acc to grow by 8 with
//     v <= 2 (v = 2 at i >= 3 aborts), so i >= 3 (2+2+2+... ), at most
//     (i=4)                                             18
// The abort at i = 4 is reachable: v in 0..2 at i < 3 and v in 0..1 at
// i = 3 keep acc <= 7 and avoid every other ending; then v = 2.
// worst case: 4*3 + 9 = 21, e.g. choices 1,1,1,1,2
#include <stdlib.h>
#include "wcet.h"

int acc;

static int check(int v, int i) {
  WCET_COST(1);
  if (v == 3) {
    WCET_COST(4);
    exit(1);
  }
  if (v == 2 && i >= 3) {
    WCET_COST(6);
    abort();
  }
  return v;
}

int main(void) {
  int i;
  for (i = 0; i < 5; i++) {
    int v;
    WCET_COST(2);
    v = WCET_NONDET_RANGE(0, 3);
    acc += check(v, i);
    if (acc > 7) {
      WCET_COST(3);
      _Exit(0);
    }
  }
  WCET_COST(1);
  return 0;
}
