// WORST: nondet=65,65,65,65 ("AAAA") (oracle 225)
// Oracle: one character of each branch class, 7^4 = 2401 inputs (sweep.py; '/', '0', ':', 'A', 'G', 'a', 'g': the
// cost depends only on each character's class): max 225 only at "AAAA" (upper-case digits test longest).
// idiom: a hex-string parameter from a console ("3fA0"): four ASCII
// characters decoded into two bytes by a nibble function with a range
// if-chain; an invalid character stops the decode with an error code.
#include "wcet.h"
#include <stdint.h>
static int nibble(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}
static uint8_t out[2];
int main(void) {
  char s[4];
  for (int i = 0; i < 4; i++) s[i] = (char)WCET_NONDET_RANGE(0, 127);
  int n = 0;
  for (int i = 0; i < 4; i += 2) {
    int hi = nibble(s[i]);
    if (hi < 0) return -1 - n;
    int lo = nibble(s[i + 1]);
    if (lo < 0) return -1 - n;
    out[n++] = (uint8_t)(hi << 4 | lo);
  }
  return out[0] ^ out[1];
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 225 exact, 257 states, 0.5 s; ipet 315 (1.40), 0.1 s.
