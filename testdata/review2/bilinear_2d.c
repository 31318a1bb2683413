// WORST: nondet=40,48 (oracle 193)
// Oracle: all 64 x 64 inputs (a script): max 193 at 384 inputs (rpm >= 40, load >= 48: the last cell on both axes, the longest searches).
// idiom: a 2-D calibration map (ignition advance over rpm x load) on a
// const 5x5 table with non-uniform breakpoints: a linear search finds the
// cell on each axis, then Q8 bilinear interpolation between four corners.
#include "wcet.h"
#include <stdint.h>
static const uint8_t xs[5] = {0, 8, 20, 40, 63};   /* rpm axis  */
static const uint8_t ys[5] = {0, 16, 32, 48, 63};  /* load axis */
static const int16_t map[5][5] = {
    {10, 12, 14, 15, 15}, {12, 15, 18, 20, 21}, {15, 19, 23, 26, 27},
    {18, 23, 28, 31, 33}, {20, 26, 31, 35, 38}};
static int find_cell(const uint8_t *ax, int v) {
  int i = 0;
  while (i < 3 && v >= ax[i + 1]) i++;
  return i;
}
static int16_t lookup(int x, int y) {
  int i = find_cell(xs, x), j = find_cell(ys, y);
  int fx = ((x - xs[i]) << 8) / (xs[i + 1] - xs[i]);   /* Q8 fraction */
  int fy = ((y - ys[j]) << 8) / (ys[j + 1] - ys[j]);
  if (fx > 256) fx = 256;
  if (fy > 256) fy = 256;
  int top = map[i][j] * (256 - fy) + map[i][j + 1] * fy;
  int bot = map[i + 1][j] * (256 - fy) + map[i + 1][j + 1] * fy;
  return (int16_t)((top * (256 - fx) + bot * fx) >> 16);
}
int main(void) {
  int rpm = WCET_NONDET_RANGE(0, 63);
  int load = WCET_NONDET_RANGE(0, 63);
  int16_t adv = lookup(rpm, load);
  if (adv > 30) adv = 30;
  return adv;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 193 exact, 0.7 s, 313 states; ipet 209.
