/* lb_noreplay.c: an 8-bit index that wraps (testdata/review/min/u8_wrap.c
 * with small ranges), annotated with its true maximum (unroll
 * TestLoopBoundViolationReplays). The loop runs (head - tail) mod 256
 * times: at most 255 (head 0, tail 1: tail counts 1..255 and wraps to
 * 0), so no run completes a 256th body and the pragma holds for every
 * input (the test checks it on all 16 x 16 inputs). Cost 1 per body:
 * the worst case is 255. SS and IA lose the wrap (the header's context
 * is the same every iteration after it) and cut the loop at 255 bodies
 * on an abstract path: the verdict is assumed, but the input of that
 * path (before: nondet=0*2, a run of 0 bodies) fails nothing, so the
 * annotation must show no violation input. */
#include <wcet.h>

int main(void) {
  unsigned char head = (unsigned char)WCET_NONDET_RANGE(0, 15);
  unsigned char tail = (unsigned char)WCET_NONDET_RANGE(0, 15);
  _Pragma("loopbound min 0 max 255")
  while (tail != head) {
    tail++;
    WCET_COST(1);
  }
  return 0;
}
