// WORST: nondet=0,0,0,0,0 (oracle 1329)
// Oracle: all 32 ack patterns (a script): max 1329 when every attempt fails (4+8+16+32+32 delay iterations).
// idiom: a radio send with retries and exponential backoff: up to 5
// attempts; after a failed attempt, a busy-wait of `delay` iterations,
// delay doubling from 4 and capped at 32.
#include "wcet.h"
#include <stdint.h>
static uint32_t spin; /* stands for a calibrated delay loop body */
static uint8_t frame[6] = {0xAA, 1, 2, 3, 4, 0};
static int send_once(void) {
  uint8_t s = 0;
  for (int i = 0; i < 5; i++) s += frame[i];
  frame[5] = s;
  return WCET_NONDET_RANGE(0, 1); /* 1: acked */
}
int main(void) {
  uint32_t delay = 4;
  int tries;
  for (tries = 0; tries < 5; tries++) {
    if (send_once()) break;
    for (uint32_t d = 0; d < delay; d++) spin++;
    delay <<= 1;
    if (delay > 32) delay = 32;
  }
  return tries;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 1329 exact, 0.2 s, 270 states; ipet 2026.
