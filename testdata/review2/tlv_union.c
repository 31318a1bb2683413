// WORST: nondet=15,1,0,0,12,15,0,0,0,0,15,0,0,0,0 (oracle 1293)
// Oracle: tag triples exhaustive (4096) x uniform payloads {0,5,10,15}, 30000 random type-2/3 streams, then coordinate ascent on the payload nibbles from 6 starts (a script): best 1293 (three 4-byte type-3 records); not proven the max, but ss's exact 1293 replays.
// idiom: a TLV configuration stream received byte by byte (rx() is the
// UART): up to 3 records, tag byte = type<<2 | (len-1), 1..4 payload
// bytes assembled little-endian through a union of bytes and a uint32_t,
// then dispatched by type with a switch; type 0 ends the stream.
#include "wcet.h"
#include <stdint.h>
typedef union { uint8_t b[4]; uint32_t w; } word_t;
static uint32_t baud = 9600, id, crcacc;
static int errors;
static uint8_t rx(void) { return (uint8_t)WCET_NONDET_RANGE(0, 15); }
int main(void) {
  for (int r = 0; r < 3; r++) {
    uint8_t tag = rx();
    uint8_t type = tag >> 2, len = (uint8_t)((tag & 3u) + 1);
    if (type == 0) break;
    word_t u;
    u.w = 0;
    for (int k = 0; k < len; k++) u.b[k] = rx();
    switch (type) {
    case 1:
      if (u.w == 0 || u.w > 0x0F0Fu) errors++;
      else baud = u.w * 100;
      break;
    case 2: id = u.w; break;
    case 3:
      for (int k = 0; k < 4; k++) {
        crcacc ^= u.b[k];
        for (int bit = 0; bit < 4; bit++) crcacc = (crcacc & 1u) ? (crcacc >> 1) ^ 0xA001u : crcacc >> 1;
      }
      break;
    }
  }
  return errors;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 1293 exact, 15.3 s, 1.06 GB, 6463 states; ipet 1715.
