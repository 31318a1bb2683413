// heap_siftup.c with the sift-up in a function over a global count: timeout
// Oracle: all 4^6 inputs: max 346 (3,2,1,0,0,0 and 21 others). Measured: ss and ipet stop at --timeout 30s, no bound for the sift-up loop (88 MB); the same loop inline in main, even over a global n, is bounded in 0.3 s.
#include "wcet.h"
static unsigned char h[6];
static int n;
static void push(unsigned char k) {
  int i = n++;
  h[i] = k;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (h[p] <= h[i]) break;
    unsigned char t = h[p]; h[p] = h[i]; h[i] = t;
    i = p;
  }
}
int main(void) { for (int e = 0; e < 6; e++) push((unsigned char)WCET_NONDET_RANGE(0, 3)); return h[0]; }
