// ERROR: irreducible
// A goto into the middle of a loop body: the loop has two entries (the
// header and `inside`), so the control flow graph is irreducible.
#include "wcet.h"

int main(void) {
  int i = 0;
  if (WCET_NONDET_RANGE(0, 1))
    goto inside;
  while (i < 10) {
    WCET_COST(1);
  inside:
    WCET_COST(2);
    i++;
  }
  return i;
}
