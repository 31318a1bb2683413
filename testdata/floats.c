// WANT: cost=none resource=cycles bound=24 exact=true
//
// floats: float, double, long double (x86_fp80) and _Complex float values
// computed in loops with fixed counts; no branch depends on a
// floating-point value and the results only reach globals.
//
// Costs: 1 per iteration of the first loop (8), 2 per iteration of the
// second (8).
// worst case (the only path): 8*1 + 8*2 = 24
#include "wcet.h"

float fs[8];
double acc_d;
long double acc_ld;
_Complex float z = 1.0f;
float zre, zim;

int main(void) {
  int i;
  _Complex float step = 0.5f + 0.25f * __extension__ 1.0iF;
  for (i = 0; i < 8; i++) {
    WCET_COST(1);
    fs[i] = (float)i * 0.5f + 1.25f;
  }
  for (i = 0; i < 8; i++) {
    WCET_COST(2);
    acc_d += (double)fs[i] * fs[i];
    acc_ld += (long double)acc_d / 3.0L;
    z = z * 0.75f + step;
  }
  zre = __real__ z;
  zim = __imag__ z;
  return 0;
}
