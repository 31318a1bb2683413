// WORST: nondet=1,1,0,1,1,1,1,1,1,1 (oracle 1134)
// Oracle: `wcet run --cost insn --nondet R1..R10` over all 1024 alloc/free patterns (a script): max 1134 at 7 patterns, nine allocations (one dropped) and one free in positions 3..9.
// idiom: a static pool of 8 message buffers chained into a free list by
// index (no pointers, 0xFF ends a list); a burst of 10 requests either
// allocates a buffer (appended to a busy list) or frees the oldest busy one.
#include "wcet.h"
#include <stdint.h>
#define NBUF 8
#define NIL 0xFFu
typedef struct { uint8_t next; uint8_t len; uint8_t data[4]; } buf_t;
static buf_t pool[NBUF];
static uint8_t free_head, busy_head, busy_tail;
static int drops;
static void pool_init(void) {
  for (uint8_t i = 0; i < NBUF; i++) pool[i].next = (uint8_t)(i + 1);
  pool[NBUF - 1].next = NIL;
  free_head = 0;
  busy_head = busy_tail = NIL;
}
static uint8_t buf_alloc(void) {
  uint8_t b = free_head;
  if (b != NIL) free_head = pool[b].next;
  return b;
}
static void buf_free(uint8_t b) {
  pool[b].next = free_head;
  free_head = b;
}
static int count_free(void) {
  int n = 0;
  for (uint8_t b = free_head; b != NIL; b = pool[b].next) n++;
  return n;
}
int main(void) {
  pool_init();
  for (int r = 0; r < 10; r++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      uint8_t b = buf_alloc();
      if (b == NIL) { drops++; continue; }
      pool[b].next = NIL;
      pool[b].len = 4;
      for (int k = 0; k < 4; k++) pool[b].data[k] = (uint8_t)(r + k);
      if (busy_tail == NIL) busy_head = b; else pool[busy_tail].next = b;
      busy_tail = b;
    } else if (busy_head != NIL) {
      uint8_t b = busy_head;
      busy_head = pool[b].next;
      if (busy_head == NIL) busy_tail = NIL;
      buf_free(b);
    }
  }
  return count_free() + drops;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss timeout (30 s, 815 MB), no bound: count_free's list walk unbounded; ipet the same. With `_Pragma("loopbound min 0 max 8")` on the walk: ss anytime 1309 (budget stop, 647 MB), ipet 1309 in 0.2 s.
