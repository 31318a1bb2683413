// ERROR: error:
// A C syntax error: clang's diagnostic is reported.
#include "wcet.h"

int main(void) {
  int i = 0
  WCET_COST(1);
  return i;
}
