// WANT: cost=insn resource=cycles bound=812 exact=true
// WORST: nondet=20,255*20
// Oracle: `wcet run --cost insn --nondet N,255*20` for N = 0..20 (a script): cost grows with N,
// max 812 at N=20 (15 puts, 5 dropped, 15 gets); the byte values do not matter (20,0*20 = 812).
// Measured (wt-idiom2 2026-11-29, --cost insn --timeout 60s, 2-core machine at load ~5): ss 812 exact, 3120 states, 0.8 s; ipet 831
// (above: it does not relate dropped puts to full-buffer gets). ss derives the drain loop's 15 by itself
// (checked without the pragma: same bound); the pragma states the true bound for methods that do not.
// idiom: a UART receive ring buffer of 16 bytes (15 usable: one slot
// tells full from empty). The producer (the RX interrupt's work) puts
// n <= 20 unknown bytes, dropping those that find the buffer full; the
// consumer drains it with while (rb_get(&b) == 0).
#include "wcet.h"
#include <stdint.h>
#define RB_SIZE 16
static uint8_t rb_buf[RB_SIZE];
static unsigned rb_head, rb_tail, dropped;
static int rb_put(uint8_t c) {
  unsigned next = (rb_head + 1) & (RB_SIZE - 1);
  if (next == rb_tail) { dropped++; return -1; }
  rb_buf[rb_head] = c;
  rb_head = next;
  return 0;
}
static int rb_get(uint8_t *c) {
  if (rb_head == rb_tail) return -1;
  *c = rb_buf[rb_tail];
  rb_tail = (rb_tail + 1) & (RB_SIZE - 1);
  return 0;
}
int main(void) {
  int n = WCET_NONDET_RANGE(0, 20);
  for (int i = 0; i < n; i++) rb_put((uint8_t)WCET_NONDET_RANGE(0, 255));
  unsigned sum = 0;
  uint8_t b;
  /* at most RB_SIZE - 1 = 15 bytes are stored, so at most 15 go round */
  _Pragma("loopbound min 0 max 15")
  while (rb_get(&b) == 0) sum += b;
  return (int)(sum + dropped);
}
