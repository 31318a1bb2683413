// WORST: nondet=0,8 (id 0x000, dlc 8: the last bank, FIFO 1 has room) (oracle 636)
// Oracle: all 2048 ids x 9 dlc = 18432 inputs (sweep.py): max 636 only at 0,8.
// idiom: CAN acceptance filtering in software: six mask/match filter banks
// (11-bit standard IDs), the first bank that matches routes the frame to
// its FIFO (struct assignment: a memcpy); a full FIFO drops the frame and
// counts an overrun; an unmatched frame is cleared (memset) and counted.
#include "wcet.h"
#include <stdint.h>
#include <string.h>
typedef struct { uint16_t id; uint8_t dlc; uint8_t data[8]; } can_frame_t;
typedef struct { uint16_t match, mask; uint8_t fifo; } filter_t;
static const filter_t banks[6] = {
    {0x100, 0x7F0, 0}, {0x200, 0x700, 1}, {0x7DF, 0x7FF, 0},
    {0x7E0, 0x7F8, 1}, {0x080, 0x7C0, 0}, {0x000, 0x7FF, 1}};
static can_frame_t fifo[2][3];
static uint8_t fill[2] = {2, 1};
static uint16_t overruns, rejected;
static uint32_t sum;
int main(void) {
  can_frame_t f;
  f.id = (uint16_t)WCET_NONDET_RANGE(0, 0x7FF);
  f.dlc = (uint8_t)WCET_NONDET_RANGE(0, 8);
  for (int i = 0; i < f.dlc; i++) f.data[i] = (uint8_t)(f.id + i);
  int hit = -1;
  for (int b = 0; b < 6; b++) {
    if ((f.id & banks[b].mask) == banks[b].match) { hit = b; break; }
  }
  if (hit < 0) { memset(&f, 0, sizeof f); rejected++; return 0; }
  uint8_t q = banks[hit].fifo;
  if (fill[q] >= 3) { overruns++; return 1; }
  fifo[q][fill[q]] = f;
  fill[q]++;
  for (int i = 0; i < fifo[q][fill[q] - 1].dlc; i++) sum += fifo[q][fill[q] - 1].data[i];
  return 2;
}
// Measured (branch review3 at main 99c5f0b, --cost insn --timeout 30s, shared 2-core machine): ss: no finish, anytime 13749 (21.6) at 24.5 s, 291 MB (both dlc loops 255 from the uint8_t type); ipet 13749 (21.6), 0.2 s.
