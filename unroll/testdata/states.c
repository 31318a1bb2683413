#include <wcet.h>
int main(void) {
  int x = WCET_NONDET_RANGE(0, 1);
  if (x)
    WCET_COST(1);
  return 0;
}
