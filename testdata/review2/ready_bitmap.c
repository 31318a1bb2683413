// WORST: nondet=65535 (oracle 1497)
// Oracle: all 65536 masks (a script): max 1497 only at 65535 (every task ready).
// idiom: a uC/OS-style two-level ready bitmap of 16 task priorities
// (4 groups of 4): an unknown set of tasks is made ready, then the
// scheduler repeatedly picks the highest-priority (lowest number) ready
// task through an unmap table, runs it, and clears its bit, until idle.
#include "wcet.h"
#include <stdint.h>
static const uint8_t unmap4[16] = {0, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0};
static uint8_t grp;       /* bit g: some task in group g is ready */
static uint8_t tbl[4];    /* bit t of tbl[g]: task 4g+t is ready */
static uint32_t work[16];
static void make_ready(int p) { grp |= (uint8_t)(1u << (p >> 2)); tbl[p >> 2] |= (uint8_t)(1u << (p & 3)); }
static void make_idle(int p) {
  tbl[p >> 2] &= (uint8_t)~(1u << (p & 3));
  if (tbl[p >> 2] == 0) grp &= (uint8_t)~(1u << (p >> 2));
}
static int highest(void) {
  int g = unmap4[grp];
  return (g << 2) + unmap4[tbl[g]];
}
int main(void) {
  uint32_t set = (uint32_t)WCET_NONDET_RANGE(0, 0xFFFF);
  for (int p = 0; p < 16; p++)
    if (set & (1u << p)) make_ready(p);
  int runs = 0;
  while (grp != 0) {
    int p = highest();
    work[p] += (uint32_t)p;
    if (p & 1) work[p] ^= 0x55u;
    make_idle(p);
    runs++;
  }
  return runs;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss timeout (30 s, 507 MB), no bound; ipet the same. With `_Pragma("loopbound min 0 max 16")` on the while: ss anytime 1677 (budget stop, 479 MB), ipet 1677 in 0.3 s.
