// WANT: cost=insn resource=cycles bound=419 exact=true
// WORST: nondet=84,0
// Oracle: `wcet run --cost insn --nondet C,A` for every C in 0..255 and A in {0,255}
// (a script, 512 runs): the max is 419 at C='T' (84, reset + checksum); 'C' 261, 'R' 160, default 9.
// Measured (wt-idiom2 2026-11-29, --cost insn --timeout 60s, 2-core machine at load ~5): ss 419 exact, 459 states, 1.2 s wall; ipet 419.
// idiom: a command parser: a switch over an unknown command byte (and
// an unknown argument byte), six commands of different costs, some of
// them calling helpers that loop over a 16-byte register file.
#include "wcet.h"
#include <stdint.h>
static uint8_t regs[16];
static uint16_t checksum;
static int led;
static void do_reset(void) { for (int i = 0; i < 16; i++) regs[i] = 0; }
static uint16_t do_checksum(void) {
  uint16_t s = 0;
  for (int i = 0; i < 16; i++) s = (uint16_t)((s << 1) ^ regs[i]);
  return s;
}
static int handle(uint8_t cmd, uint8_t arg) {
  switch (cmd) {
  case 'R': do_reset(); return 0;
  case 'W': regs[arg & 15] = arg; return 0;
  case 'r': return regs[arg & 15];
  case 'C': checksum = do_checksum(); return checksum;
  case 'L': led = arg & 1; return led;
  case 'T': do_reset(); regs[arg & 15] = 0x5a; checksum = do_checksum(); return checksum == 0;
  default: return -1;
  }
}
int main(void) {
  int cmd = WCET_NONDET_RANGE(0, 255);
  int arg = WCET_NONDET_RANGE(0, 255);
  return handle((uint8_t)cmd, (uint8_t)arg);
}
