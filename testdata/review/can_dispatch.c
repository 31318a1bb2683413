// WORST: nondet=3,0,0,0,9,0,0,0 (oracle 265)
// Oracle: `wcet run` over cmd in {3,6,0x10,0,255} x len/unit byte in {0,3,4,5,255,0xA5} x address
// x count in {0,4,8,9,65535,256} x spare (1080 runs): max 265, a read of 8 (clamped) registers.
// idiom: a Modbus/CAN-like message dispatch: an 8-byte frame seen through
// a union of struct views, a switch on the command byte, each handler
// trusting a length or count field only after clamping it.
#include "wcet.h"
#include <stdint.h>
typedef union {
  uint8_t raw[8];
  struct { uint8_t cmd; uint8_t len; uint16_t addr; uint8_t data[4]; } wr;
  struct { uint8_t cmd; uint8_t unit; uint16_t reg; uint16_t count; uint16_t spare; } rd;
  struct { uint8_t cmd; uint8_t key; uint16_t baud; uint32_t mask; } cfg;
} msg_t;
static uint16_t regfile[64];
static uint16_t baud;
static uint32_t irq_mask;
static int errors;
static int handle(const msg_t *m) {
  switch (m->raw[0]) {
  case 0x06: { /* write registers */
    int n = m->wr.len;
    if (n > 4) n = 4;
    for (int i = 0; i < n; i++) regfile[(m->wr.addr + i) & 63] = m->wr.data[i];
    return n;
  }
  case 0x03: { /* read holding registers: sum them as the reply */
    unsigned n = m->rd.count;
    if (n > 8) n = 8;
    unsigned s = 0;
    for (unsigned i = 0; i < n; i++) s += regfile[(m->rd.reg + i) & 63];
    return (int)s;
  }
  case 0x10: /* configure, only with the key */
    if (m->cfg.key != 0xA5) { errors++; return -1; }
    if (m->cfg.baud == 0 || m->cfg.baud > 1152) { errors++; return -2; }
    baud = m->cfg.baud;
    irq_mask = m->cfg.mask & 0x00FF00FFu;
    return 0;
  default:
    errors++;
    return -3;
  }
}
int main(void) {
  msg_t m;
  for (int i = 0; i < 8; i++) m.raw[i] = (uint8_t)WCET_NONDET_RANGE(0, 255);
  return handle(&m);
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 265 exact, 1.3 s, 85 MB, 250 states; ipet 1179751, 0.3 s.
