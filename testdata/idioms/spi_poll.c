// WANT: cost=insn resource=cycles bound=2082 exact=true
// WORST: nondet=0*200
// Oracle: the status bit never set: `wcet run --cost insn --nondet 0*200` = 2082 (4 transfers x 50 polls).
// Measured (wt-idiom 2026-11-28, --cost insn): bound 2082, exact (witness replays), 0.3 s.
// idiom: poll a volatile status register with a bounded retry count.
#include "wcet.h"
volatile unsigned int SPI_SR;
volatile unsigned int SPI_DR;
int spi_xfer(unsigned int out, unsigned int *in) {
  int tries;
  SPI_DR = out;
  for (tries = 0; tries < 50; tries++)
    if (SPI_SR & 1u) { *in = SPI_DR; return 0; }
  return -1;
}
int main(void) { unsigned int v = 0; int r = 0;
  for (int k = 0; k < 4; k++) r |= spi_xfer((unsigned int)k, &v);
  return r + (int)v; }
