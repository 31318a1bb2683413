/* lb_allcut.c: a constant loop of 8 annotated max 5 after a branch on a
 * nondet (unroll TestLoopBoundViolated). Each path depends on the nondet,
 * but every one starts a sixth body: the annotation leaves no run, an
 * error at the pragma (line 11) naming the loop (line 12). */
#include <wcet.h>

int main(void) {
  int s = 0;
  if (WCET_NONDET_RANGE(0, 1))
    s = 1;
  _Pragma("loopbound min 0 max 5")
  for (int i = 0; i < 8; i++)
    s += i;
  return s;
}
