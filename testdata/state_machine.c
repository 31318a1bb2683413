// WANT: cost=none resource=cycles bound=27
// APPROX: method=ss,ia -- the state variable is merged (convex hull) at the end of every step: after three steps the hull of the reachable states is IDLE..ERR, so every later step is bounded by the dearest state (PROC, 5) although PROC can follow itself only after three other steps
// WORST: nondet=1,0,1,0,1
//
// state_machine: a switch-driven state machine in a loop of 10 steps.
// IDLE stays or moves to READ (a choice), READ moves to PROC, PROC moves to
// WRITE or ERR (a choice), WRITE and ERR move back to IDLE.
//
// Costs per step in state: IDLE 1, READ 2, PROC 5, WRITE 3, ERR 4.
// A round IDLE-READ-PROC-ERR takes 4 steps and costs 1+2+5+4 = 12 (with
// WRITE: 11); staying in IDLE costs 1 per step, the least of all states.
// 10 steps from IDLE: two full rounds (8 steps, 24) and then IDLE, READ
// (3) = 27. Cutting a round short to fit more PROC steps does not pay:
// 10 = 4 + 4 + 2 leaves 2 steps, IDLE-READ; starting a third round earlier
// needs a round of fewer than 4 steps, which does not exist; wasting steps
// in IDLE replaces a step worth >= 1 by one worth 1.
// worst case: choices 1 (IDLE->READ), 0 (PROC->ERR), 1, 0, 1:
//   1+2+5+4 + 1+2+5+4 + 1+2 = 27   (all 97 choice sequences enumerated
//   by the native leg agree)
#include "wcet.h"

enum state { IDLE, READ, PROC, WRITE, ERR };

int transitions;

int main(void) {
  enum state st = IDLE;
  int step;
  for (step = 0; step < 10; step++) {
    switch (st) {
    case IDLE:
      WCET_COST(1);
      st = WCET_NONDET_RANGE(0, 1) ? READ : IDLE;
      break;
    case READ:
      WCET_COST(2);
      st = PROC;
      break;
    case PROC:
      WCET_COST(5);
      st = WCET_NONDET_RANGE(0, 1) ? WRITE : ERR;
      break;
    case WRITE:
      WCET_COST(3);
      st = IDLE;
      break;
    default: /* ERR */
      WCET_COST(4);
      st = IDLE;
      break;
    }
    transitions++;
  }
  return st == IDLE ? 0 : 1;
}
