// WANT: cost=none resource=cycles bound=1147 exact=true
// WANT: cost=none resource=cycles bound=1403 assertions=ignored
// CHECK: cflags=-DN=4 cflags=-DS=1 cost=none resource=cycles bound=33
// CHECK: cflags=-DN=4 cflags=-DS=1 cost=none resource=cycles bound=37 assertions=ignored
// CHECK: cflags=-DN=8 cflags=-DS=1 cost=none resource=cycles bound=84
// CHECK: cflags=-DN=8 cflags=-DS=1 cost=none resource=cycles bound=100 assertions=ignored
//
// fft64: Table 4.1 "fft64" with an assertion: testdata/fft1.c's integer
// (Q14) radix-2 FFT at N = 64 points with block floating point. After each
// of the log2(N) stages the block is checked for overflow (cost 1); when a
// value left the range (a nondet choice: it depends on the unknown signal)
// the whole block is scaled down by one bit (cost 1 per element, counts
// scale). The global assertion `scale <= S` (S = 2) says the input's
// amplitude needs at most 2 scalings (the user's knowledge of the signal).
//
// Costs as in fft1.c: bit reversal: 1 per index i = 0..N-2, 2 per swap, 1
// per carry step of the reversed counter; butterflies: 1 per stage, 1 per
// group, 4 per butterfly. They do not depend on the choices: fft1.c's
// single path, 1013 at N = 64 (derived there: N = 8: 73), plus per stage
// 1 (the check) + N when it scales.
//   N = 64, 6 stages: 1013 + 6 = 1019;
//   without the assertion every stage scales: 1019 + 6*64 = 1403;
//   with it, 2 of the 6 stages scale: 1019 + 2*64 = 1147.
// Small sizes (CHECK lines, S = 1, 2^log2(N) runs each):
//   N = 4: bit reversal: 3 indices, rev(1) = 2 is the one swap, carry steps
//     0+1+0 -> 3 + 2 + 1 = 6; butterflies: 2 stages, 2+1 groups, 2*2
//     butterflies -> 2 + 3 + 16 = 21; 27 + 2 checks = 29;
//     with: 29 + 4 = 33, without: 29 + 2*4 = 37.
//   N = 8: 73 + 3 = 76; with: 76 + 8 = 84, without: 76 + 3*8 = 100.
// At N = 64 there are 2^6 = 64 runs: the oracle enumerates them all.
#include "wcet.h"

#ifndef N
#define N 64
#endif
#ifndef S
#define S 2
#endif
#define MAXN 64
#define STR(x) #x
#define XSTR(x) STR(x)

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
  /* butterflies, one stage per len, block floating point */
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
    WCET_COST(1);
    if (WCET_NONDET_RANGE(0, 1)) { /* some |re[i]|, |im[i]| above 2^14 */
      WCET_COUNT(scale);
      for (i = 0; i < N; i++) {
        re[i] /= 2;
        im[i] /= 2;
        WCET_COST(1);
      }
    }
  }
  WCET_ASSERT("scale <= " XSTR(S));
  return (re[0] + im[1]) & 1;
}
