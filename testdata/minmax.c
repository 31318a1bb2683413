// ENTRY: minmax
// INPUTS: a in -6..6, b in -6..6
// WANT: cost=none resource=cycles bound=44 exact=true
// WORST: a=6 b=-6
//
// minmax: min/max/abs patterns as loop bounds: abs() from the C library,
// a conditional negation, signed min/max through helpers (llvm.smin/smax
// at -O2), an unsigned min of a negative value converted to unsigned
// (llvm.umin), and a clamp.
//
// Costs:
//   loop 0..abs(a)-1, 1 each                          -> |a|
//   loop min(a,b)..max(a,b)-1, 2 each                 -> 2|a-b|
//   loop 0..umin((unsigned)b, 4)-1, 3 each: b < 0 converts to a huge
//   unsigned, so 4 iterations; b in 0..6: min(b, 4)   -> 3*u(b), u <= 4
//   loop -2..clamp(a+b, -2, 3)-1, 1 each              -> clamp + 2
//   loop 0..iabs(b)-1 (conditional negation), 0 each: no cost
// |a| <= 6, 2|a-b| <= 24 (only at a = -b = +-6), 3u(b) <= 12.
//   a = 6,  b = -6: 6 + 24 + 12 + (0+2) = 44
//   a = -6, b = 6:  6 + 24 + 12 + (0+2) = 44
//   any other input has |a-b| <= 11: at most 6 + 22 + 12 + 5 = 45 only if
//   clamp(a+b) = 3, i.e. a+b >= 3, but |a-b| = 11 means {a,b} = {6,-5} or
//   {-6,5}: a+b = +-1, clamp+2 <= 3: at most 6 + 22 + 12 + 3 = 43.
// worst case: a = 6, b = -6 (or a = -6, b = 6): 44
#include <stdlib.h>
#include "wcet.h"

int mm_out;

static int imin(int x, int y) { return x < y ? x : y; }
static int imax(int x, int y) { return x > y ? x : y; }
static unsigned umin(unsigned x, unsigned y) { return x < y ? x : y; }
static int iabs(int x) { return x < 0 ? -x : x; }

int minmax(int a, int b) {
  int i, s = 0;
  int lo = imin(a, b), hi = imax(a, b);
  int c = imax(-2, imin(a + b, 3));
  for (i = 0; i < abs(a); i++) {
    WCET_COST(1);
    s += i;
  }
  for (i = lo; i < hi; i++) {
    WCET_COST(2);
    s += i;
  }
  for (i = 0; i < (int)umin((unsigned)b, 4u); i++) {
    WCET_COST(3);
    s ^= i;
  }
  for (i = -2; i < c; i++) {
    WCET_COST(1);
    s -= i;
  }
  for (i = 0; i < iabs(b); i++)
    s += 2;
  mm_out = s;
  return s;
}
