// FINDING (slow): one CORDIC micro-rotation after a half-plane flip takes 8 s for 289 states.
// Oracle: 33 for every input (`wcet run --cost insn --nondet X,Y`; the cost does not depend on them).
// Measured (review3, main 99c5f0b): ss 33 exact, 289 states, 8.2 s; with `dx = y, dy = x` (no
// shift) 0.7 s, 32 states; without the flip `if (x < 0)` 1.5 s for 4 iterations. cordic_atan2.c (10
// iterations) never finishes ss (anytime at 24 s); even 4 iterations stop on --timeout 30s.
// WCET_SS_DEBUG=1: a single "continue" step (the loop's transformer after the flip's join) takes
// 6 s and gives a delta with a dozen facets like 2479*x + 62*x' + 2541*y' >= 2605*y - 2982:
// guess: the hull of the path transformers with `>> i` (floor divisions, existentials) is costly.
#include "wcet.h"
int main(void) {
  int x = WCET_NONDET_RANGE(-64, 63);
  int y = WCET_NONDET_RANGE(-64, 63);
  if (x < 0) { x = -x; y = -y; }
  for (int i = 0; i < 1; i++) {
    int dx = y >> i, dy = x >> i;
    if (y > 0) { x += dx; y -= dy; }
    else       { x -= dx; y += dy; }
  }
  return x;
}
