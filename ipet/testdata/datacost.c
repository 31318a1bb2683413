// A cost whose amount depends on an input: ipet refuses it.
#include "wcet.h"

int f(int n) {
  if (n < 0 || n > 10)
    return 0;
  WCET_COST(n);
  return 1;
}
