// WANT: cost=none resource=cycles bound=24 exact=true
// WORST: nondet=3,4
//
// ss_empty_disjunct: regression test for an unsound bound of --method ss
// and ia (8, below this program's 24), reduced from a generated program
// (TestSSGenerated, seed 9). The branch `(b + 8) & 4` holds for b = 4
// only (b in 1..4). At the inner loop, SS composed a first iteration
// that did not take it (b mod 8 <= 3) with a continuation that did
// (b mod 8 >= 4): an empty relation that isl kept as a basic relation,
// joined (convex hull) with the real path that takes the branch twice.
// poly's hull by variable blocks took the variables on which the two
// agree from the first disjunct, the empty one, and the hull came out
// empty: the taken path's transformer was empty, and the outer loop's
// later iterations on it were never explored. The hull now takes them
// from a disjunct that is not empty (poly.TestHullEmptyDisjunctFirst).
//
// By hand: the do-while runs max(a, 1) times, at most 3 (a = 3); the
// inner loop runs w2 = 254, 255: twice per outer iteration; each inner
// iteration costs 4 when b = 4 (12 & 4 = 4), 0 otherwise (b = 1..3:
// 9, 10, 11 & 4 = 0). Worst: a = 3, b = 4, 3 x 2 x 4 = 24 (wcet run
// --nondet 3,4: 24; 2,4: 16; 3,3: 0).
#include "wcet.h"
unsigned char gc = 215;
int garr[8] = {61, 128, 149, 77, 124, 151, 186, 234};
int main(void) {
  int a = WCET_NONDET_RANGE(0, 3);
  int b = WCET_NONDET_RANGE(1, 4);
  int i1 = 0;
  unsigned char c0 = 248, w2;
  unsigned u0 = 4136315212u;
  do {
    i1++;
    u0 = u0 * 2654435761u + (unsigned)(c0 ^ 3);
    for (w2 = 254; w2 != 0; w2++) {
      if ((b + 8) & 4) {
        c0 = c0 + (((int)(u0 >> 24)) ^ gc);
        WCET_COST(4);
        garr[(((int)(u0 >> 24)) | 0) & 7] = 5;
      }
    }
  } while (i1 < a);
  return c0;
}
