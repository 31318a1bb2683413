// ERROR: variadic
// A variadic function definition reading its arguments with va_arg.
#include <stdarg.h>
#include "wcet.h"

static int sum(int n, ...) {
  va_list ap;
  int i, s = 0;
  va_start(ap, n);
  for (i = 0; i < n; i++) {
    WCET_COST(1);
    s += va_arg(ap, int);
  }
  va_end(ap);
  return s;
}

int main(void) { return sum(3, 1, 2, 3) & 1; }
