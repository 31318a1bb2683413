// ENTRY: calls
// INPUTS: n in 0..8
// WANT: cost=none resource=cycles bound=42 exact=true
// WORST: n=8
//
// calls: calls with parameters and return values, and pointer parameters
// of internal functions: the entry fills a local array through `fill`
// (int *), sums it through `sum` (const int *), clamps the total, and gets
// a quotient and remainder through out-parameters.
//
// Costs: fill: 1 per element plus 1 per call of square; sum: 2 per
// element; clampi: 1, then 5 when the total is clamped to 100; 1 per unit
// of total % 7.
// The array holds (2+i)^2, i < n: totals 0, 4, 13, 29, 54, 90, 139, 203,
// 284 for n = 0..8 (>= 100 from n = 6); total % 7 = 0, 4, 6, 1, 5, 6, 6, 0, 4.
// cost(n) = 2n + 2n + 1 + 5*[n >= 6] + total % 7:
//   n = 6: 24+1+5+6 = 36,  n = 7: 28+1+5+0 = 34,  n = 8: 32+1+5+4 = 42
//   n <= 5: at most 20+1+6 = 27
// worst case: n = 8: 42
#include "wcet.h"

static int square(int x) {
  WCET_COST(1);
  return x * x;
}

static void fill(int *a, int len, int base) {
  int i;
  for (i = 0; i < len; i++) {
    WCET_COST(1);
    a[i] = square(base + i);
  }
}

static int sum(const int *a, int len) {
  int i, s = 0;
  for (i = 0; i < len; i++) {
    WCET_COST(2);
    s += a[i];
  }
  return s;
}

static int clampi(int v, int lo, int hi) {
  WCET_COST(1);
  if (v < lo)
    return lo;
  if (v > hi)
    return hi;
  return v;
}

static void divmod(int a, int b, int *q, int *r) {
  *q = a / b;
  *r = a % b;
}

int calls(int n) {
  int buf[8];
  int total, q, r, i;
  fill(buf, n, 2);
  total = sum(buf, n);
  if (clampi(total, 0, 100) == 100)
    WCET_COST(5);
  divmod(total, 7, &q, &r);
  for (i = 0; i < r; i++)
    WCET_COST(1);
  return q;
}
