/* lb_assumed.c: a nondet trip count 0..20 annotated max 5 (unroll
 * TestLoopBoundPragmas). Cost 1 per body execution (so a run's cost is
 * its body count) + 10 after the loop. Within the annotation the worst
 * run has n >= 5: 5*1 + 10 = 15. Runs with n >= 6 start a sixth body:
 * they depend on the nondet, so the annotation is assumed, and its
 * violation input (n >= 6) replays to at least 6 executions. */
#include <wcet.h>

int main(void) {
  int n = WCET_NONDET_RANGE(0, 20);
  _Pragma("loopbound min 0 max 5")
  for (int i = 0; i < n; i++)
    WCET_COST(1);
  WCET_COST(10);
  return 0;
}
