// WORST: nondet=126,6,17*6,108,126 (one 6-byte frame with a good checksum, then a SOF) (oracle 416)
// Oracle: `wcet run --cost insn` on every 10-byte sequence that differs in path (5,359: idle bytes,
// SOF + bad LEN 0 or 7, frames of LEN 1..6 with a good or bad checksum, a trailing partial frame;
// payload values and LEN 7..255 take no other branch): max 416.
// idiom: a framed serial protocol parsed byte by byte by a state machine:
// SOF 0x7E, LEN (1..6, anything else is a framing error), LEN payload
// bytes, then an 8-bit additive checksum over LEN and the payload; a good
// frame is delivered to a handler that loops over its payload.
#include "wcet.h"
#include <stdint.h>
#define SOF 0x7E
#define MAXLEN 6
#define NBYTES 10
enum { S_IDLE, S_LEN, S_PAYLOAD, S_CSUM };
static uint8_t payload[MAXLEN];
static int frames_ok, frames_bad;
static uint16_t regs[8];
static void deliver(const uint8_t *p, int len) {
  uint8_t reg = p[0] & 7;
  for (int i = 1; i < len; i++) {
    regs[reg] = (uint16_t)((regs[reg] << 8) | p[i]);
    reg = (reg + 1) & 7;
  }
}
int main(void) {
  int state = S_IDLE, len = 0, idx = 0;
  uint8_t sum = 0;
  for (int k = 0; k < NBYTES; k++) {
    uint8_t b = (uint8_t)WCET_NONDET_RANGE(0, 255);
    switch (state) {
    case S_IDLE:
      if (b == SOF) state = S_LEN;
      break;
    case S_LEN:
      if (b == 0 || b > MAXLEN) { frames_bad++; state = S_IDLE; }
      else { len = b; idx = 0; sum = b; state = S_PAYLOAD; }
      break;
    case S_PAYLOAD:
      payload[idx++] = b;
      sum = (uint8_t)(sum + b);
      if (idx == len) state = S_CSUM;
      break;
    case S_CSUM:
      if (b == sum) { frames_ok++; deliver(payload, len); }
      else frames_bad++;
      state = S_IDLE;
      break;
    }
  }
  return frames_ok;
}
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss 682 (not exact), 17.6 s, 214 MB, 2787 states; ipet 1641, 16.9 s.
