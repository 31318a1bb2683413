#include "wcet.h"
/* Two loops the analysis cannot bound: n and m are unknown. The filled
 * template (TestUnboundedTemplate) bounds the first (line 10) by 10 and the
 * second (line 15) by 20 body executions; by hand (--cost none):
 * 10*2 + 20*3 = 80, which wcet run --arg n=10 --arg m=20 reaches. */
/* s is the difference of the two loops' counts. */
int f(int n, int m) {
  int s = 0;
  /* first loop */
  while (n > 0) {
    WCET_COST(2);
    n = n - 1;
    s++;
  }
  for (int j = 0; j < m; j++) {
    WCET_COST(3);
    s--;
  }
  return s;
}
