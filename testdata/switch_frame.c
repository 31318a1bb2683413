// WANT: cost=none resource=cycles bound=12 exact=true
// APPROX: method=ipet -- ipet follows no values: the sync and the length branches count as feasible in every iteration (15)
//
// switch_frame: a switch state machine over a frame of unknown bytes whose
// index advances by a length parsed from the frame (issue 17, item 3:
// arrays of unknowns; internal/gen's "switch machine", seed 2). The
// buffer's cells hold values in 0..3 and are related to nothing else, so
// at the loop header SS forgets them (unroll/absint.go, forgetCells) to
// let successive iterations share summaries. Before, that lost their
// range and every later read was any byte (bound 13, not exact); now the
// forgotten array keeps the range 0..3 of its elements (object.rng, a
// premise of the step or of the continuation).
//
// By hand (sync byte 0; costs in WCET_COST units):
//   each iteration of the main loop: 1
//   state 0 with c == 0: +3, state 1
//   state 1: +3, len = c odd ? c : c / 2 in {0, 1, 1, 3}, clamped to
//     2 - i; payload costs 1 per byte; i += len; state 0
// buf = {0, 0, 0}: i = 0 sync (1 + 3), i = 1 len 0 (1 + 3),
//   i = 2 sync again (1 + 3): 12.
// buf = {0, c, x} with len 1: i = 0 (4), i = 1 (1 + 3 + 1), i = 3 ends: 9.
// A sync at i = 1 or 2 leaves fewer iterations: at most 12.
#include "wcet.h"

unsigned char buf[3];
int sum;

static int payload(int at, int len) {
  int s = 0;
  for (int i = 0; i < len; i++) {
    WCET_COST(1);
    s += buf[at + i];
  }
  return s;
}

int main(void) {
  for (int i = 0; i < 3; i++)
    buf[i] = (unsigned char)WCET_NONDET_RANGE(0, 3);
  int state = 0;
  for (int i = 0; i < 3; i++) {
    unsigned char c = buf[i];
    WCET_COST(1);
    switch (state) {
    case 0:
      if (c == 0) {
        WCET_COST(3);
        state = 1;
      }
      break;
    case 1: {
      int len = c & 1 ? c : c / 2;
      if (len > 2 - i)
        len = 2 - i;
      WCET_COST(3);
      sum += payload(i + 1, len);
      i += len;
      state = 0;
      break;
    }
    default:
      WCET_COST(2);
      state = c == 0 ? 0 : 2;
      break;
    }
  }
  return 0;
}
