/* assert_violated.c: no input, one path; c = 5 at the assertion, so
 * "c <= 3" fails whatever happens: violated (TestAssertVerdicts). Ignoring
 * it the bound is 5 (five iterations of cost 1). */
#include <wcet.h>

int main(void) {
  for (int i = 0; i < 5; i++) {
    WCET_COUNT(c);
    WCET_COST(1);
  }
  WCET_ASSERT("c <= 3");
  return 0;
}
