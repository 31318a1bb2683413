// WANT: cost=none resource=cycles bound=45 exact=true
//
// lb_break: the loop shape of TACLeBench md5 (md5_InitRandomStruct,
// md5.c:578): `while (1)` whose test sits in the middle of the body and
// leaves by a break. The pragma counts the iterations that go around (4),
// not the 5th that starts and breaks (ts.Loop.CompletesBody); counting
// body starts reported a false violation (5 > 4).
//
// Costs: have = 0..3 go around: 1 + 10 each; the 5th execution costs 1
// and breaks (needed(4) == 0).
// worst case (the only path): 4*11 + 1 = 45; the pragma is proven.
#include "wcet.h"

static unsigned needed(unsigned have) { return 4 - have; }

int main(void) {
  unsigned have = 0;
  _Pragma("loopbound min 4 max 4")
  while (1) {
    WCET_COST(1);
    if (needed(have) == 0)
      break;
    WCET_COST(10);
    have++;
  }
  return 0;
}
