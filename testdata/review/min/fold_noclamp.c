// fold_clamp.c without the clamp: n = WCET_NONDET_RANGE(0, 8).
// Worst: n = 8 and the words 65535*7, 6: their sum 0x6FFFF folds twice (65535 + 6 = 65541, then
// 5 + 1 = 6), and no sum of 8 words folds three times (the first fold leaves at most 65535 + 7, the
// second 1..7): `wcet run --cost insn --nondet 8,65535*7,6` gives 211 (65535*8 folds once: 203).
// Measured (branch fold, --cost insn --timeout 30s): 219, not exact, 30 s. SS bounds the fold at
// three iterations for n = 4..8: the continuation of n = 4 after one fold (s in 1..65537) reuses the
// fold loop's summary for n = 3, whose 2-fold end has the witness s >= 65536 (a hull: the only sum of
// 3 words that folds twice is 131071), which it meets. No run takes that path, and the first pass's
// symbolic witness search (traceSearch) tries every combination of the two cases of each of the 8
// `zext` of a loaded word (pkt's elements are held signed: the frontend marks only scalar globals
// Unsigned), about 0.4 s each (isl optimisations over 2^32 coefficients), until the budget ends; the
// second pass then has no time left and the first pass's 219 stands. With the elements unsigned
// (tried on this branch, reverted for frame_parser.c's sake) the search fails in 0.3 s, the second
// pass runs and gives 219 too, in 4.5 s.
#include "wcet.h"
static unsigned short pkt[8];
int main(void) {
  int n = WCET_NONDET_RANGE(0, 8);
  for (int i = 0; i < n; i++) pkt[i] = (unsigned short)WCET_NONDET_RANGE(0, 65535);
  unsigned s = 0;
  for (int i = 0; i < n; i++) s += pkt[i];
  while (s >> 16) s = (s & 0xFFFFu) + (s >> 16);
  return (int)s;
}
