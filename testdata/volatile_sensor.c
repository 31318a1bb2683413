// WANT: cost=none resource=cycles bound=34 exact=true
// WORST: nondet=0*16
//
// volatile_sensor: a volatile global read (and a volatile global written)
// in a loop whose bound and costs do not depend on the values read (each
// read is the next nondet value: any 16 values).
//
// Costs: 2 per iteration of a 16-iteration loop; 2 at the end.
// worst case (the only path): 16*2 + 2 = 34
#include "wcet.h"

volatile int sensor = 5;
volatile int actuator;
int filtered;

int main(void) {
  int i, acc = 0;
  for (i = 0; i < 16; i++) {
    WCET_COST(2);
    acc += sensor & 0xFF;
  }
  WCET_COST(2);
  filtered = acc / 16;
  actuator = filtered;
  return 0;
}
