// ERROR: inline asm
// Inline assembly: its effect and cost are unknown to the analysis.
#include "wcet.h"

int main(void) {
  int i;
  for (i = 0; i < 4; i++) {
    WCET_COST(1);
    __asm__ volatile("nop");
  }
  return 0;
}
