#include "wcet.h"
/* TACLeBench-style markers and a flow restriction. The loop runs 6 times;
 * each iteration takes the expensive branch (cost 5, marker hot) or the
 * cheap one (cost 1); marker iter counts iterations. The flow restriction
 * 3*hot <= 1*iter allows at most 6/3 = 2 expensive iterations.
 * By hand: 2*5 + 4*1 = 14 with it (enum), 6*5 = 30 without. */
int f(void) {
  int s = 0;
  _Pragma("loopbound min 6 max 6")
  for (int i = 0; i < 6; i++) {
    _Pragma("marker iter")
    s++;
    if (WCET_NONDET()) {
      _Pragma("marker hot")
      WCET_COST(5);
    } else {
      WCET_COST(1);
    }
  }
  _Pragma("flowrestriction 3*hot <= 1*iter")
  return s;
}
