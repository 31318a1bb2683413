// ERROR: indirect call
// An indirect call through a function pointer chosen at run time.
#include "wcet.h"

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }

int (*const ops[2])(int) = {twice, square};

int main(void) {
  int (*f)(int) = ops[WCET_NONDET_RANGE(0, 1)];
  WCET_COST(1);
  return f(3) & 1;
}
