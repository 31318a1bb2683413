// Minimal reproduction (review 2026-11-29): an 8-bit counter that crosses 127 without ever wrapping.
// i starts in 0..127 and steps by 3 while i < 200 (at most 202, no unsigned wrap): at most 67
// iterations, worst i = 0, 679 insn. ss times out (--timeout 60s, 1.2 GB) "while unrolling the loop
// at u8_past127.c:11:3"; the same loop with an int counter is 476 exact in 0.2 s. Guess: the i8 value
// is read signed, so 128..202 look like a wrap to -128.
#include "wcet.h"
#include <stdint.h>
int main(void) {
  uint8_t i = (uint8_t)WCET_NONDET_RANGE(0, 127);
  int n = 0;
  while (i < 200) { i = (uint8_t)(i + 3); n++; }
  return n;
}
