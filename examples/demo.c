/* demo.c: a small periodic control task, the example of `make demo`.
 *
 * filter() smooths N samples; an out-of-range sample (a nondeterministic
 * choice here, a sensor glitch on the target) costs a clamp.  The worst
 * case clamps every sample.
 */
#include <wcet.h>

#ifndef N
#define N 8
#endif

static const int coeff[4] = {1, 3, 3, 1};
int window[N + 3];

int filter(int n) {
  int acc = 0;
  for (int i = 0; i < n; i++) {
    int s = window[i];
    if (WCET_NONDET_RANGE(0, 1)) { /* glitch: clamp the sample */
      s = s > 100 ? 100 : s / 2;
      WCET_COST(5);
    }
    int y = 0;
    for (int k = 0; k < 4; k++)
      y += coeff[k] * s;
    acc += y / 8;
    WCET_COST(2);
  }
  return acc;
}

int main(void) {
  for (int i = 0; i < N + 3; i++)
    window[i] = i * 7;
  return filter(N) > 0 ? 0 : 1;
}
