// sift-up of 6 unknown keys into a binary min-heap, inline in main (the control for heap_push_fn.c)
// Oracle: all 4^6 inputs: max 316. Measured: ss 348 not exact, 0.19 s, 116 states (the control for heap_push_fn.c).
#include "wcet.h"
static unsigned char h[6];
int main(void) {
  for (int n = 0; n < 6; n++) {
    int i = n;
    h[i] = (unsigned char)WCET_NONDET_RANGE(0, 3);
    while (i > 0) {
      int p = (i - 1) / 2;
      if (h[p] <= h[i]) break;
      unsigned char t = h[p]; h[p] = h[i]; h[i] = t;
      i = p;
    }
  }
  return h[0];
}
