// WANT: cost=none resource=cycles bound=24 exact=true
// WANT: cost=none resource=cycles bound=27 assertions=ignored
// APPROX: method=ss -- ss merges the paths of each iteration at the loop header (thesis Fig. 3.7 line 10), and from the hull of (state, pos) every later step may be a pinch: K + 2 + 8(K-1) = 39 without the assertion (with it the classes of the pinch count keep it exact)
// WORST: nondet=1,0,0,3,0
// WORST: nondet=1,3,1,1,3
// CHECK: cflags=-DK=4 cost=none resource=cycles bound=20
// CHECK: cflags=-DK=4 cost=none resource=cycles bound=20 assertions=ignored
//
// statemate: Table 4.1 "statemate" with an assertion: a statechart of a
// car window lift (the Mälardalen statemate program is generated from
// such a chart), one control step per iteration for K = 5 steps. States
// IDLE, UP, DOWN; the position pos runs 0 (open) .. TOP = 3 (closed). Each
// step reads an event (a nondet choice: 0 none, 1 up key, 2 down key, 3
// obstacle) and costs 1, plus:
//   IDLE: up key with pos < TOP -> UP: 2; down key with pos > 0 -> DOWN: 2;
//         else 1
//   UP:   obstacle -> DOWN (pinch protection, counts pinch): 8;
//         down key -> IDLE: 2; at pos = TOP -> IDLE (end stop): 1;
//         else move up (pos++): 3
//   DOWN: up key -> IDLE: 2; at pos = 0 -> IDLE (end stop): 1;
//         else move down (pos--): 3
// The global assertion `pinch <= 1` says an obstacle is met at most once
// in the K steps (the user's knowledge of the environment).
//
// Every step costs at most 3 + 1 except a pinch (8 + 1); step 1 is in IDLE
// (at most 2 + 1). Between two pinches the chart must leave DOWN (key 2 or
// end stop 1: a move keeps it in DOWN) and start UP from IDLE (2): at least
// 2 steps of at most 2 each. With p pinches, then
//   cost <= K + 2 + 8p + 4(p-1) + 3(K - 1 - p - 2(p-1)) = 4K + 1 + 3p,
// and p <= (K+1)/3 (1 + p + 2(p-1) steps at least).
// without the assertion, K = 5: p = 2: 4K + 1 + 6 = 27, reached by
//   up key (2), obstacle (8), up key (2), up key (2), obstacle (8):
//   22 + 5 = 27.
// with it, p <= 1: cost <= K + 2 + 8 + 3(K - 2) = 4K + 4 = 24, reached by
//   up key (2), 2 moves up (3+3, pos 2), obstacle (8), 1 move down (3,
//   pos 1): 19 + 5 = 24 (up moves u <= TOP and down moves d <= u give
//   u + d = K - 2 for K <= 8).
// K = 5: 4^5 = 1024 runs, all enumerated by the oracle. K = 4 (CHECK
// lines, 4^4 runs): 4K + 4 = 20 with; without p <= 1 as well (3p - 1 <= 4):
// 4K + 1 + 3 = 20. Checked once by exhaustive enumeration, not CHECK lines
// because of their time: K = 6 (4096 runs) 28 and 31, K = 8 (65536 runs)
// 36 and 42, as the formulas give.
#include "wcet.h"

#ifndef K
#define K 5
#endif
#define TOP 3

enum { IDLE, UP, DOWN };

int main(void) {
  int step, ev, state = IDLE, pos = 0;
  for (step = 0; step < K; step++) {
    ev = WCET_NONDET_RANGE(0, 3); /* 0 none, 1 up key, 2 down key, 3 obstacle */
    WCET_COST(1);
    if (state == IDLE) {
      if (ev == 1 && pos < TOP) {
        WCET_COST(2);
        state = UP;
      } else if (ev == 2 && pos > 0) {
        WCET_COST(2);
        state = DOWN;
      } else {
        WCET_COST(1);
      }
    } else if (state == UP) {
      if (ev == 3) { /* pinch protection: reverse */
        WCET_COUNT(pinch);
        WCET_COST(8);
        state = DOWN;
      } else if (ev == 2) {
        WCET_COST(2);
        state = IDLE;
      } else if (pos == TOP) { /* end stop */
        WCET_COST(1);
        state = IDLE;
      } else {
        WCET_COST(3); /* motor step up */
        pos++;
      }
    } else {
      if (ev == 1) {
        WCET_COST(2);
        state = IDLE;
      } else if (pos == 0) { /* end stop */
        WCET_COST(1);
        state = IDLE;
      } else {
        WCET_COST(3); /* motor step down */
        pos--;
      }
    }
  }
  WCET_ASSERT("pinch <= 1");
  return state + pos;
}
