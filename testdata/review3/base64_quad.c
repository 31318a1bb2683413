// WORST: nondet=47,47,47,47 ("////") (and 80 more) (oracle 288)
// Oracle: one character of each branch class, 10^4 inputs (sweep.py; NUL, '+', '/', '0', ':', '=', 'A', '[',
// 'a', '{'): max 288 at 81 inputs, the quanta of '/', '0' and 'a' (the longest if-chains).
// idiom: decoding one base64 quantum of a provisioning token (4 ASCII
// characters to up to 3 bytes), a sextet function with a range if-chain,
// '=' padding in the last two places, an invalid character an error.
#include "wcet.h"
#include <stdint.h>
static int sextet(int c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  if (c == '=') return 64;
  return -1;
}
static uint8_t out[3];
int main(void) {
  int v[4];
  for (int i = 0; i < 4; i++) {
    v[i] = sextet(WCET_NONDET_RANGE(0, 127));
    if (v[i] < 0) return -1;
    if (v[i] == 64 && i < 2) return -2;      /* padding too early */
  }
  if (v[2] == 64 && v[3] != 64) return -3;   /* "ab=c" */
  uint32_t w = 0;
  int pad = 0;
  for (int i = 0; i < 4; i++) {
    if (v[i] == 64) { pad++; w <<= 6; }
    else w = (w << 6) | (uint32_t)v[i];
  }
  int n = 3 - pad;
  for (int i = 0; i < n; i++) out[i] = (uint8_t)(w >> (16 - 8 * i));
  return n;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss 288 exact, 730 states, 0.7 s; ipet 369 (1.28), 0.8 s (runs ss first).
