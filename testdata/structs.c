// WANT: cost=none resource=cycles bound=35 exact=true
//
// structs: structs and arrays of structs, struct copies (memcpy in IR),
// memset of a struct, a constant table of structs with char arrays.
// A small scheduler runs three rounds; each round scans the task queue for
// the task with the largest remaining work len * prio (the first one on a
// tie), copies it out, runs it, and shrinks its len by one (not below 1).
//
// Costs: 1 per round, 1 per task scanned, prio per unit of len run.
// Work len * prio per task (initially / after runs):
//   t0 3*2 = 6, t1 5*1 = 5, t2 2*3 = 6, t3 4*2 = 8
//   round 1: max 8 (t3) -> t3 len 3, work 6
//   round 2: t0 6, t1 5, t2 6, t3 6: first max is t0 (6) -> t0 work 4
//   round 3: t0 4, t1 5, t2 6, t3 6: first max is t2 (6)
// worst case (the only path): 3*1 + 3*4 + (8 + 6 + 6) = 35
#include <string.h>
#include "wcet.h"

struct task {
  int id;
  int len;
  int prio;
  char tag[8];
};

struct stats {
  int runs;
  int work;
  int hist[4];
};

static const struct task proto[4] = {
    {0, 3, 2, "idle"}, {1, 5, 1, "io"}, {2, 2, 3, "calc"}, {3, 4, 2, "log"}};

struct task queue[4];
struct stats st;

static int pick_next(const struct task *q, int n) {
  int i, best = 0;
  for (i = 0; i < n; i++) {
    WCET_COST(1);
    if (q[i].len * q[i].prio > q[best].len * q[best].prio)
      best = i;
  }
  return best;
}

int main(void) {
  int r, i;
  memset(&st, 0, sizeof st);
  for (i = 0; i < 4; i++)
    queue[i] = proto[i];
  for (r = 0; r < 3; r++) {
    int pick = pick_next(queue, 4);
    struct task t = queue[pick];
    WCET_COST(1);
    for (i = 0; i < t.len; i++)
      WCET_COST(t.prio);
    queue[pick].len = t.len > 1 ? t.len - 1 : 1;
    st.runs++;
    st.work += t.len;
    st.hist[pick]++;
  }
  return st.hist[0] & 1;
}
