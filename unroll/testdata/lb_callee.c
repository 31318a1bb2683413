/* lb_callee.c: an annotated loop (max 4) in a callee called from two
 * sites (unroll TestLoopBoundPragmas). Cost 1 per body.
 *   work(3), line 18: 3 bodies, the annotation holds (not cut): 3
 *   work(k), line 19, k in 0..9: cut at 4: 4
 * Bound 3 + 4 = 7; verdict assumed (k >= 5 starts a fifth body); only
 * the second context's row is marked annotated. */
#include <wcet.h>

int work(int n) {
  _Pragma("loopbound min 0 max 4")
  for (int i = 0; i < n; i++)
    WCET_COST(1);
  return n;
}

int main(void) {
  int k = WCET_NONDET_RANGE(0, 9);
  int s = work(3);
  s += work(k);
  return s;
}
