// pick-and-clear the lowest ready bit of an 8-bit bitmap through a table: no bound ("header state repeats")
// Oracle: all 256 inputs: max 409 at 255. Measured: ss "the loop's header state repeats after iteration 2 ... no bound" in 1.5 s (clearing a table-chosen bit has no affine form); ready_bitmap.c's 16-bit version never gets there (timeout in the first loop).
#include "wcet.h"
static const unsigned char lowbit[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
static unsigned char rdy;
int main(void) {
  unsigned set = (unsigned)WCET_NONDET_RANGE(0, 255);
  for (int p = 0; p < 8; p++)
    if (set & (1u << p)) rdy |= (unsigned char)(1u << p);
  int runs = 0;
  while (rdy != 0) {
    int p = (rdy & 15) ? lowbit[rdy & 15] : 4 + lowbit[rdy >> 4];
    rdy &= (unsigned char)~(1u << p);
    runs++;
  }
  return runs;
}
