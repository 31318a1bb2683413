// WORST: nondet=1,7,7,7 (and 65 more; the column bits of the 4 input-register reads) (oracle 291)
// Oracle: all 8^4 = 4096 column patterns through `wcet run --cost insn` (oracle_run.py: the native
// binary of sweep.py stores to the GPIO address and crashes): max 291 at 66 inputs (two keys, no ghost).
// idiom: a 4x3 phone keypad scanned through GPIO: each row is driven low
// by a write to the output register, the 3 column inputs are read from
// the (volatile) input register, active low; a pressed key's code is
// recorded; more than 2 pressed keys is "ghosting" and aborts the scan.
#include "wcet.h"
#include <stdint.h>
#define GPIO_ODR (*(volatile uint32_t *)0x48000014u)
#define GPIO_IDR (*(volatile uint32_t *)0x48000010u)
static const char keymap[4][3] = {{'1','2','3'},{'4','5','6'},{'7','8','9'},{'*','0','#'}};
static char keys[2];
int main(void) {
  int n = 0;
  for (int r = 0; r < 4; r++) {
    GPIO_ODR = ~(1u << r) & 0xF;
    uint32_t cols = ~GPIO_IDR & 0x7;
    for (int c = 0; c < 3; c++) {
      if (cols & (1u << c)) {
        if (n == 2) { n = -1; goto out; } /* ghosting */
        keys[n++] = keymap[r][c];
      }
    }
  }
out:
  GPIO_ODR = 0xF;
  return n;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 291 exact, 5133 states, 7.0 s, 157 MB; ipet 529 (1.82), 0.3 s.
