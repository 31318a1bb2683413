#include "wcet.h"
/* The loop runs n times: unbounded for an unknown n. Each body execution
 * costs 1 unit (--cost none counts WCET_COST only). */
int f(int n) {
  int s = 0;
  while (n > 0) {
    WCET_COST(1);
    n = n - 1;
    s++;
  }
  return s;
}
