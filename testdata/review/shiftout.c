// WORST: any input (oracle 1308; the cost does not depend on the data)
// Oracle: `wcet run --nondet A,A,0*16` for every A in 0..255, and MISO all ones: always 1308.
// idiom: bit-banged SPI (mode 0, MSB first) through a GPIO set/reset
// register: two bytes shifted out, a bit's level set by BSRR, the clock
// pulsed with a short busy delay, MISO sampled from the input register.
#include "wcet.h"
#include <stdint.h>
#define GPIO_BSRR (*(volatile uint32_t *)0x40020018u)
#define GPIO_IDR (*(volatile uint32_t *)0x40020010u)
#define MOSI (1u << 5)
#define SCK (1u << 3)
#define MISO_SHIFT 6
static void delay(void) { for (volatile int d = 0; d < 2; d++) { } }
static uint8_t xfer(uint8_t out) {
  uint8_t in = 0;
  for (uint8_t bit = 0x80; bit != 0; bit >>= 1) {
    if (out & bit) GPIO_BSRR = MOSI;
    else GPIO_BSRR = MOSI << 16;
    delay();
    GPIO_BSRR = SCK;
    in = (uint8_t)((in << 1) | ((GPIO_IDR >> MISO_SHIFT) & 1u));
    delay();
    GPIO_BSRR = SCK << 16;
  }
  return in;
}
int main(void) {
  uint8_t a = (uint8_t)WCET_NONDET_RANGE(0, 255);
  uint8_t b = (uint8_t)WCET_NONDET_RANGE(0, 255);
  uint8_t r = xfer(a);
  r ^= xfer(b);
  return r;
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 1308 (not exact), 5.5 s, 220 MB, 3953 states; ipet 1308, 4.3 s.
