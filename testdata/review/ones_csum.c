// WORST: nondet=9,65535*7,6 (oracle 220)
// Oracle: the fold runs at most twice: 8 words sum to at most 8*65535 = 0x7FFF8, the first fold
// leaves (low + high) <= 65535 + 7 = 65542, and a second fold (when that is >= 65536) leaves 1..7.
// Two folds need low + high >= 65536, e.g. the sum 0x6FFFF = 7*65535 + 6 (65535 + 6 = 65541, then
// 5 + 1 = 6). Every other cost depends on n only (clamped to 8), so the worst is n > 8 with the
// words 65535*7, 6: `wcet run --cost insn --nondet 9,65535*7,6` gives 220 (65535*8, one fold: 212).
// (The first version of this header said the fold runs at most once and 212.)
// idiom: the Internet (one's complement) checksum over a packet of 16-bit
// words, its length taken from a header field and clamped to the buffer;
// the 32-bit sum is folded with the usual `while (sum >> 16)` loop, which
// runs at most twice but carries no annotation in real code.
#include "wcet.h"
#include <stdint.h>
#define MAXW 8
static uint16_t pkt[MAXW];
static uint16_t csum(const uint16_t *w, int nwords) {
  uint32_t sum = 0;
  for (int i = 0; i < nwords; i++) sum += w[i];
  while (sum >> 16) sum = (sum & 0xFFFFu) + (sum >> 16);
  return (uint16_t)~sum;
}
int main(void) {
  int n = WCET_NONDET_RANGE(0, 65535);
  if (n > MAXW) n = MAXW;
  for (int i = 0; i < n; i++) pkt[i] = (uint16_t)WCET_NONDET_RANGE(0, 65535);
  return csum(pkt, n);
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss fails: unbounded-loop at ones_csum.c:16:3 (60.1 s, 84 MB); ipet fails the same way, 60.0 s.
