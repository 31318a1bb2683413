// WORST: nondet=0*99,0x20000,0*100 (HSE ready on the 100th poll, PLL never) (oracle 2019)
// Oracle: `wcet run --nondet` with HSE ready at poll {1,51,99,100,never} x PLL ready at
// {1,51,99,100,never}: max 2019 (a PLL timeout costs more than a lock on the last poll, 2014).
// idiom: clock start-up with timeouts: poll the oscillator-ready bit of a
// memory-mapped register for at most 100 tries, then the PLL-lock bit for
// at most 100 tries, then feed the watchdog; each timeout returns an error
// (the clock tree falls back to the internal oscillator).
#include "wcet.h"
#include <stdint.h>
#define RCC_CR (*(volatile uint32_t *)0x40023800u)
#define IWDG_KR (*(volatile uint32_t *)0x40003000u)
#define HSEON (1u << 16)
#define HSERDY (1u << 17)
#define PLLON (1u << 24)
#define PLLRDY (1u << 25)
#define TIMEOUT 100
int clock_init(void) {
  int t;
  RCC_CR = HSEON;
  for (t = 0; t < TIMEOUT; t++)
    if (RCC_CR & HSERDY) break;
  if (t == TIMEOUT) return -1;
  RCC_CR = HSEON | PLLON;
  for (t = 0; t < TIMEOUT; t++)
    if (RCC_CR & PLLRDY) break;
  if (t == TIMEOUT) return -2;
  IWDG_KR = 0xAAAAu;
  return 0;
}
int main(void) { return clock_init(); }
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 2019 (not exact), 0.9 s, 84 MB, 908 states; ipet 2034, 0.4 s.
