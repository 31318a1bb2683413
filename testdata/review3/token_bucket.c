// WORST: nondet=3,3,3,3,3,3,3 (oracle 1552)
// Oracle: all 4^7 = 16384 arrival patterns (sweep.py): max 1552 only at 3 packets per tick.
// idiom: a token-bucket rate limiter for outgoing telemetry: 7 ticks; each
// tick adds 2 tokens (the bucket holds 5); 0..3 packets arrive per tick,
// each sent (and checksummed) if a token is left, else dropped and counted.
#include "wcet.h"
#include <stdint.h>
static uint8_t pkt[4] = {0x10, 0x22, 0x35, 0x47};
static uint16_t sent, drops, csum;
int main(void) {
  int tokens = 5;
  for (int t = 0; t < 7; t++) {
    tokens += 2;
    if (tokens > 5) tokens = 5;
    int arrivals = WCET_NONDET_RANGE(0, 3);
    for (int p = 0; p < arrivals; p++) {
      if (tokens > 0) {
        tokens--;
        for (int b = 0; b < 4; b++) csum += pkt[b];
        sent++;
      } else {
        drops++;
      }
    }
  }
  return drops;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 1822 not exact (1.17), 313 states, 0.3 s; ipet 1822 (1.17), 0.2 s.
