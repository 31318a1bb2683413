// Minimal reproduction (review 2026-11-29): a sound bound found, then thrown away.
// SS with the array contents forgotten bounds the fold loop (3 iterations, bound 223, not exact);
// its witness search then spends the whole --timeout (60 s; also 150 s) in traceSearch on the
// infeasible third fold, "again with the contents" starts with no time left, and the run fails with
// "1 loop has no bound: fold_clamp.c:15:3". Without the clamp (n = WCET_NONDET_RANGE(0, 8)) the same
// program is 211 exact in 0.3 s.
// Worst (corrected): n > 8 (clamped to 8) and the words 65535*7, 6: their sum 0x6FFFF folds twice
// (65535 + 6 = 65541, then 5 + 1 = 6), and no sum of 8 words folds three times (the first fold
// leaves at most 65535 + 7, the second 1..7): `wcet run --cost insn --nondet 9,65535*7,6` gives 215
// (65535*8 folds once: 207). The header first said one fold (n = 8, words 65535).
#include "wcet.h"
static unsigned short pkt[8];
int main(void) {
  int n = WCET_NONDET_RANGE(0, 65535);
  if (n > 8) n = 8;
  for (int i = 0; i < n; i++) pkt[i] = (unsigned short)WCET_NONDET_RANGE(0, 65535);
  unsigned s = 0;
  for (int i = 0; i < n; i++) s += pkt[i];
  while (s >> 16) s = (s & 0xFFFFu) + (s >> 16);
  return (int)s;
}
