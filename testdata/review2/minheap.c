// WORST: nondet=1,1,3,0,0,2,1 (oracle 809)
// Oracle: all 4^7 = 16384 inputs (a script): max 809 only at 1,1,3,0,0,2,1.
// idiom: a timer-event queue as a binary min-heap in a static array of 7:
// 7 events with unknown deadlines are pushed (sift-up), then the 3
// earliest popped (sift-down), as an RTOS tick would.
#include "wcet.h"
#include <stdint.h>
#define CAP 7
static uint8_t h[CAP];
static int n;
static void push(uint8_t k) {
  int i = n++;
  h[i] = k;
  while (i > 0) {
    int p = (i - 1) / 2;
    if (h[p] <= h[i]) break;
    uint8_t t = h[p]; h[p] = h[i]; h[i] = t;
    i = p;
  }
}
static uint8_t pop(void) {
  uint8_t top = h[0];
  h[0] = h[--n];
  int i = 0;
  for (;;) {
    int l = 2 * i + 1, m = i;
    if (l < n && h[l] < h[m]) m = l;
    if (l + 1 < n && h[l + 1] < h[m]) m = l + 1;
    if (m == i) break;
    uint8_t t = h[m]; h[m] = h[i]; h[i] = t;
    i = m;
  }
  return top;
}
int main(void) {
  for (int e = 0; e < CAP; e++) push((uint8_t)WCET_NONDET_RANGE(0, 3));
  int s = 0;
  for (int e = 0; e < 3; e++) s += pop();
  return s;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss timeout (30 s, 89 MB), no bound for push's and pop's loops; ipet the same. CAP 5: 608 (worst 542) in 8 s; CAP 6: timeout at 60 s.
