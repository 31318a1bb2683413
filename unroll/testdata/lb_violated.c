/* lb_violated.c: a constant loop of 8 annotated max 5, no inputs: every
 * run starts a sixth body, so the annotation is violated (unroll
 * TestLoopBoundPragmas: an error at the pragma, line 8). */
#include <wcet.h>

int main(void) {
  int s = 0;
  _Pragma("loopbound min 0 max 5")
  for (int i = 0; i < 8; i++)
    s += i;
  return s;
}
