// WORST: nondet=5 then (0*19,0x80) five times (len clamped to 4, every TXE on the 20th poll) (oracle 1929)
// Oracle: `wcet run --nondet` over len in {0,1,4,5,8} x TXE at poll {1,19,20} x the last wait
// ok / timed out / NACKed: max 1929 (a timeout or NACK ends the transfer early).
// idiom: an I2C master write with goto-based error handling: a START, the
// address and up to 4 data bytes, each waiting for the transfer-complete
// flag of a memory-mapped status register (at most 20 polls) and checking
// the ACK; a NACK or a poll timeout jumps to the STOP.
#include "wcet.h"
#include <stdint.h>
#define I2C_SR (*(volatile uint32_t *)0x40005414u)
#define I2C_DR (*(volatile uint32_t *)0x40005410u)
#define I2C_CR (*(volatile uint32_t *)0x40005400u)
#define SR_TXE 0x80u
#define SR_AF 0x400u
#define POLLS 20
static int wait_txe(void) {
  for (int t = 0; t < POLLS; t++) {
    uint32_t sr = I2C_SR;
    if (sr & SR_AF) return -2;
    if (sr & SR_TXE) return 0;
  }
  return -1;
}
static int i2c_write(uint8_t addr, const uint8_t *data, int len) {
  int rc = 0;
  if (len > 4) len = 4;
  I2C_CR = 0x100u; /* START */
  I2C_DR = (uint32_t)(addr << 1);
  if ((rc = wait_txe()) != 0) goto stop;
  for (int i = 0; i < len; i++) {
    I2C_DR = data[i];
    if ((rc = wait_txe()) != 0) goto stop;
  }
stop:
  I2C_CR = 0x200u; /* STOP */
  return rc;
}
int main(void) {
  uint8_t buf[4] = {0x10, 0x20, 0x30, 0x40};
  int len = WCET_NONDET_RANGE(0, 8);
  return i2c_write(0x50, buf, len);
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 1929 (not exact), 3.4 s, 84 MB, 598 states; ipet 4017, 0.6 s.
