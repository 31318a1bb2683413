// Minimal reproduction (review 2026-11-29): an 8-bit index that wraps. The loop runs at most 255
// times (head 5, tail 6: 255, 2306 insn), but SS sees the same loop-header context every iteration
// (tail in -128..127 after the first wrap) and unrolls until --timeout ("raise the limit" will not
// help), its memory growing (544 MB at 60 s). With `_Pragma("loopbound min 0 max 255")` it is
// 2306 exact in 26 s, but the pragma gets verdict "assumed" with the violation nondet=0,127,
// a run of 129 iterations, which breaks nothing.
// Since (2026-11-29, third and fourth sessions): 4601 in 4.8 s without the pragma (not exact: the
// unwrapped chain's hull forgets head != tail); with it, 2306 exact in 5.2 s and the pragma
// "assumed" with no violation input (none replays above 255).
#include "wcet.h"
int main(void) {
  unsigned char head = (unsigned char)WCET_NONDET_RANGE(0, 255);
  unsigned char tail = (unsigned char)WCET_NONDET_RANGE(0, 255);
  int n = 0;
  while (tail != head) { tail++; n++; }
  return n;
}
