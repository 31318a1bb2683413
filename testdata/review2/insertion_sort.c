// WORST: nondet=4,3,2,1,0 (oracle 518)
// Oracle: all 5^5 = 3125 inputs (a script): max 518 only at 4,3,2,1,0 (strictly descending: 10 shifts).
// idiom: median filter front end: 5 unknown ADC readings copied into a
// scratch array, insertion-sorted in place, the median taken, and the
// readings farther than 1 step from it counted as spikes.
#include "wcet.h"
#include <stdint.h>
#define N 5
static int16_t win[N];
static int spikes;
static void isort(int16_t *a, int n) {
  for (int i = 1; i < n; i++) {
    int16_t key = a[i];
    int j = i - 1;
    while (j >= 0 && a[j] > key) {
      a[j + 1] = a[j];
      j--;
    }
    a[j + 1] = key;
  }
}
int main(void) {
  int16_t raw[N];
  for (int i = 0; i < N; i++) raw[i] = (int16_t)WCET_NONDET_RANGE(0, 4);
  for (int i = 0; i < N; i++) win[i] = raw[i];
  isort(win, N);
  int16_t med = win[N / 2];
  for (int i = 0; i < N; i++) {
    int d = raw[i] - med;
    if (d > 1 || d < -1) spikes++;
  }
  return med;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 532 not exact, 3.4 s, 365 states; ipet 770.
