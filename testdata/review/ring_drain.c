// WORST: nondet=255,0 (head 255, tail 0: 255 bytes) (oracle 4861)
// Oracle: `wcet run --cost insn --nondet H,0` for every H in 0..255: max 4861 at H=255 (the ring is
// all zeros in main, so the '\n' branch is never taken; any tail = head+1 costs the same).
// idiom: drain a 256-byte receive ring whose 8-bit head and tail indices
// wrap by themselves (uint8_t arithmetic): the loop runs until tail meets
// head, so up to 255 bytes, a bound only the index type enforces.
#include "wcet.h"
#include <stdint.h>
static uint8_t ring[256];
static uint8_t head, tail;
static uint16_t lines;
static int drain(void) {
  int n = 0;
  while (tail != head) {
    uint8_t c = ring[tail];
    tail++;
    if (c == '\n') lines++;
    n++;
  }
  return n;
}
int main(void) {
  head = (uint8_t)WCET_NONDET_RANGE(0, 255);
  tail = (uint8_t)WCET_NONDET_RANGE(0, 255);
  return drain();
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss fails: unbounded-loop at ring_drain.c:14:3 (63.8 s, 824 MB); ipet fails the same way, 63.3 s.
// Since the fifth session (counters that wrap around): 5881 (1.21), the anytime result at 4/5 of --timeout (ss still unrolls the chain after each wrap point again); --method ipet 5881 in 0.08 s.
