// ERROR: setjmp
// setjmp/longjmp: non-local control flow the transition system cannot
// represent.
#include <setjmp.h>
#include "wcet.h"

static jmp_buf env;

static void fail(int code) {
  WCET_COST(2);
  longjmp(env, code);
}

int main(void) {
  int r = setjmp(env);
  WCET_COST(1);
  if (r == 0 && WCET_NONDET_RANGE(0, 1))
    fail(7);
  return r;
}
