// Constructs not covered elsewhere: memmove, pointer subtraction
// (ptrtoint, sub, sdiv exact), an inttoptr round trip, fptosi, labs/llabs,
// and WCET_NONDET() over the whole int range.
// WANT: cost=none resource=cycles bound=31 exact=true
// WORST: nondet=101
// APPROX: method=ss,ia,enum,ipet -- WCET_COST(xi) costs (int)7.9 = 7, but floats are unknown to the analysis (DESIGN, "Semantics"), so a sound bound takes xi up to INT_MAX
//
// worst case (by hand): v > 100 costs 10; the loop runs d = 6 - 1 = 5
// times at 1; buf[2] is 2 after the memmove (+2); xi = (int)7.9 = 7;
// labs(-3) + llabs(-4) = 7: 10 + 5 + 2 + 7 + 7 = 31.
#include <stdlib.h>
#include <string.h>
#include <wcet.h>

int buf[8] = {1, 2, 3, 4, 5, 6, 7, 8};

int main(void) {
  memmove(buf + 1, buf, 4 * sizeof(int)); /* buf = 1,1,2,3,4,6,7,8 */
  long d = &buf[6] - &buf[1];             /* 5 */
  unsigned long addr = (unsigned long)buf;
  addr += 2 * sizeof(int);
  int *p = (int *)addr; /* &buf[2], through an integer */
  double x = 7.9;
  int xi = (int)x;
  long a = labs(-3L);
  long long b = llabs(-4LL);
  int v = WCET_NONDET();
  if (v > 100)
    WCET_COST(10);
  else if (v < -100)
    WCET_COST(6);
  else
    WCET_COST(1);
  for (long i = 0; i < d; i++)
    WCET_COST(1);
  if (*p == 2)
    WCET_COST(2);
  WCET_COST(xi);
  WCET_COST(a + b);
  return 0;
}
