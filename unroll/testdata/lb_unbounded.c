/* lb_unbounded.c: loops no simulation can bound, bounded by their
 * annotations (unroll TestLoopBoundPragmas). Entry f(n), n unknown.
 *   W: while (x != 0) x = WCET_NONDET(): max 4, cost 2 per body: 8
 *   F: for (i = 0; i < n; i++), n unconstrained: max 3, cost 5 per
 *      body: 15
 * Bound 8 + 15 = 23 (x0, three nonzero nondets then 0; n >= 3); both
 * verdicts assumed. Without the pragmas either loop is a LimitError. */
#include <wcet.h>

int f(int n) {
  int x = WCET_NONDET();
  _Pragma("loopbound min 0 max 4")
  while (x != 0) { /* W */
    WCET_COST(2);
    x = WCET_NONDET();
  }
  _Pragma("loopbound min 0 max 3")
  for (int i = 0; i < n; i++) /* F */
    WCET_COST(5);
  return x;
}
