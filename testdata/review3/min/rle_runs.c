// FINDING (ratio 2.57 ss, 4.72 ipet): splitting 8 bits into runs; the inner scan's iterations are
// bounded per outer iteration, not by the total the run lengths allow (sum of runs = 8).
// Oracle: all 256 inputs (sweep.py): max 289 at 0,1,0,1,0,1,0,1 and 1,0,1,0,1,0,1,0.
// Measured (review3, main 99c5f0b): ss 744 not exact, 338 states, 0.26 s, inner loop "7 per
// entry, 28 in total" (real: at most 7 in total); ipet 1364 (on ss's loop table).
// Guess: the merge at the end of each outer iteration keeps i's range but drops its tie to the
// cost already spent (i advanced by run = inner iterations + 1), as in testdata/j_complex.c.
#include "wcet.h"
static unsigned char in[8];
int main(void) {
  for (int k = 0; k < 8; k++) in[k] = (unsigned char)WCET_NONDET_RANGE(0, 1);
  int i = 0, runs = 0;
  while (i < 8) {
    int run = 1;
    while (i + run < 8 && in[i + run] == in[i]) run++;
    i += run;
    runs++;
  }
  return runs;
}
