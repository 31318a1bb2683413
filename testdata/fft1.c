// WANT: cost=none resource=cycles bound=73 exact=true
//
// fft1: integer (Q14 fixed-point) radix-2 Cooley-Tukey FFT of N points
// (thesis Table 3.2 "fft1"): a bit-reversal permutation whose inner while
// loop depends on the reversed counter, then log2(N) stages of butterflies,
// n log n work. Twiddle factors come from a constant table of the 64th
// roots of unity (N may be 2, 4, ..., 64).
//
// Costs: bit reversal: 1 per index i = 0..N-2, 2 per swap, 1 per carry
// step of the reversed counter; butterflies: 1 per stage, 1 per group,
// 4 per butterfly.
// N = 8 (single path):
//   bit reversal: 7 indices; rev(1) = 4 and rev(3) = 6 are the two i < j
//     swaps; the carry loop runs trailing_ones(i) times: 0+1+0+2+0+1+0 = 4
//     -> 7 + 2*2 + 4 = 15
//   butterflies: 3 stages; groups 4+2+1 = 7; butterflies 3 * N/2 = 12
//     -> 3 + 7 + 12*4 = 58
// worst case (the only path): 15 + 58 = 73
// (N = 16: 185, N = 32: 437, N = 64: 1013 by the same count.)
#include "wcet.h"

#ifndef N
#define N 8
#endif
#define MAXN 64

/* round(16384 * cos(2*pi*k/64)) and round(16384 * sin(2*pi*k/64)), k < 32 */
static const int cos_tab[MAXN / 2] = {
    16384, 16305, 16069, 15679, 15137, 14449, 13623, 12665, 11585, 10394, 9102,
    7723,  6270,  4756,  3196,  1606,  0,     -1606, -3196, -4756, -6270, -7723,
    -9102, -10394, -11585, -12665, -13623, -14449, -15137, -15679, -16069, -16305};
static const int sin_tab[MAXN / 2] = {
    0,     1606,  3196,  4756,  6270,  7723,  9102,  10394, 11585, 12665, 13623,
    14449, 15137, 15679, 16069, 16305, 16384, 16305, 16069, 15679, 15137, 14449,
    13623, 12665, 11585, 10394, 9102,  7723,  6270,  4756,  3196,  1606};

int re[N], im[N];

int main(void) {
  int i, j, k, t, len, half, step, start;
  for (i = 0; i < N; i++) {
    re[i] = (i * 37) % 23 - 11;
    im[i] = 0;
  }
  /* bit-reversal permutation */
  j = 0;
  for (i = 0; i < N - 1; i++) {
    WCET_COST(1);
    if (i < j) {
      t = re[i];
      re[i] = re[j];
      re[j] = t;
      t = im[i];
      im[i] = im[j];
      im[j] = t;
      WCET_COST(2);
    }
    k = N >> 1;
    while (k <= j) {
      WCET_COST(1);
      j -= k;
      k >>= 1;
    }
    j += k;
  }
  /* butterflies */
  for (len = 2; len <= N; len <<= 1) {
    WCET_COST(1);
    half = len >> 1;
    step = MAXN / len;
    for (start = 0; start < N; start += len) {
      WCET_COST(1);
      for (k = 0; k < half; k++) {
        int a = start + k, b = a + half;
        int wr = cos_tab[k * step], wi = -sin_tab[k * step];
        int tr = (wr * re[b] - wi * im[b]) / 16384;
        int ti = (wr * im[b] + wi * re[b]) / 16384;
        re[b] = re[a] - tr;
        im[b] = im[a] - ti;
        re[a] += tr;
        im[a] += ti;
        WCET_COST(4);
      }
    }
  }
  return (re[0] + im[1]) & 1;
}
