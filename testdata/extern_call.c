// WANT: cost=none resource=cycles bound=26 exact=true
// WORST: nondet=0*8
//
// extern_call: a call of an external function, `read_sensor`, whose result
// is unknown to the analysis (the oracle legs take it from the nondet
// sequence; the native leg refuses the program). The loop bound and the
// costs do not depend on the result, which is clamped to 0..100 so that
// the sum cannot overflow.
//
// Costs: 3 per iteration of an 8-iteration loop; 2 at the end.
// worst case (every path, whatever read_sensor returns): 8*3 + 2 = 26
#include "wcet.h"

extern int read_sensor(void);

int total;

int main(void) {
  int i, v, sum = 0;
  for (i = 0; i < 8; i++) {
    WCET_COST(3);
    v = read_sensor();
    if (v > 100)
      v = 100;
    if (v < 0)
      v = 0;
    sum += v;
  }
  WCET_COST(2);
  total = sum;
  return 0;
}
