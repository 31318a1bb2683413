// ERROR: indirectbr
// A computed goto (GNU labels as values): an indirectbr in IR.
#include "wcet.h"

int main(void) {
  static void *targets[2] = {&&even, &&odd};
  int i, s = 0;
  for (i = 0; i < 4; i++) {
    goto *targets[i & 1];
  even:
    WCET_COST(1);
    s += i;
    continue;
  odd:
    WCET_COST(2);
    s -= i;
  }
  return s & 1;
}
