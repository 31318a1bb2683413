// WORST: nondet=15,145 (oracle 270)
// Oracle: `wcet run --cost insn --nondet C,K` for every count C in 0..16 and key K in 0,5,..,200
// (697 runs; keys of one class between two entries cost the same): max 270 at C=15, K=141..149
// (a search step costs more than a shift step, so the slot next to the end is worst).
// idiom: insert a key into a sorted table (a timer list): a bounded linear
// search for the position, an early out on a duplicate or a full table,
// then the tail shifted up one slot.
#include "wcet.h"
#include <stdint.h>
#define CAP 16
static uint16_t tbl[CAP] = {10, 20, 30, 40, 50, 60, 70, 80,
                            90, 100, 110, 120, 130, 140, 150, 160};
static int count;
static int insert(uint16_t key) {
  int pos = 0;
  if (count >= CAP) return -1;
  while (pos < count && tbl[pos] < key) pos++;
  if (pos < count && tbl[pos] == key) return -2;
  for (int j = count; j > pos; j--) tbl[j] = tbl[j - 1];
  tbl[pos] = key;
  count++;
  return pos;
}
int main(void) {
  count = WCET_NONDET_RANGE(0, CAP);
  uint16_t key = (uint16_t)WCET_NONDET_RANGE(0, 200);
  return insert(key);
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 270 exact, 2.0 s, 89 MB, 1982 states; ipet 467, 2.4 s.
