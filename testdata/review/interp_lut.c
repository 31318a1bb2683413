// WORST: nondet=3100 (oracle 119)
// Oracle: `wcet run --cost insn --nondet X` for X in -100..4200 step 50, every breakpoint +-2 and both
// ends: costs 11 / 15 (clamped ends), 102 (3 search steps), 119 (4 steps: x in 3100..4094).
// idiom: a piecewise-linear calibration curve: the input is clamped to the
// table's ends, a binary search finds the segment among 10 breakpoints,
// then the value is interpolated (a division by the segment's width).
#include "wcet.h"
#include <stdint.h>
#define NPTS 10
static const int16_t xs[NPTS] = {0, 200, 500, 900, 1400, 2000, 2600, 3100, 3600, 4095};
static const int16_t ys[NPTS] = {-400, -250, -60, 180, 450, 700, 910, 1060, 1170, 1250};
static int interp(int x) {
  if (x <= xs[0]) return ys[0];
  if (x >= xs[NPTS - 1]) return ys[NPTS - 1];
  int lo = 0, hi = NPTS - 1;
  while (hi - lo > 1) {
    int mid = (lo + hi) >> 1;
    if (x < xs[mid]) hi = mid; else lo = mid;
  }
  return ys[lo] + (x - xs[lo]) * (ys[hi] - ys[lo]) / (xs[hi] - xs[lo]);
}
int main(void) {
  int raw = WCET_NONDET_RANGE(-100, 4200);
  return interp(raw);
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 136 (not exact), 16.4 s, 92 MB, 64 states; ipet 136, 24.0 s.
