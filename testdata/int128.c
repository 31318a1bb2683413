// ENTRY: int128
// INPUTS: k in 0..7
// WANT: cost=none resource=cycles bound=26 exact=true
// WORST: k=1
//
// int128: __int128 and unsigned __int128 arithmetic (i128 in IR):
// multiplication, a loop whose 128-bit counter runs far above 2^64,
// comparison across the 64-bit boundary, a shift and a division.
//
// E = 10^20 (> 2^64 = 18446744073709551616); base = k * E.
// Costs: 3 per iteration of `for (v = base; v < 8E; v += E)`: 8 - k
// iterations; 5 if base > 2^64 (k >= 1, since E > 2^64); 2 if
// (3*base + 7) >> 64 >= 100: 3E / 2^64 = 16.26..., so the high half is
// floor(16.26... * k) (the + 7 never carries): 97 at k = 6, 113 at
// k = 7: only k = 7.
//   k:    0   1   2   3   4   5   6   7
//   cost: 24  26  23  20  17  14  11  10
// worst case: k = 1: 3*7 + 5 = 26
#include "wcet.h"

__int128 wide;

int int128(int k) {
  const __int128 e = (__int128)100000000000LL * 1000000000LL; /* 10^20 */
  __int128 base = k * e, v;
  unsigned __int128 y;
  int n = 0;
  for (v = base; v < 8 * e; v += e) {
    WCET_COST(3);
    n++;
  }
  if (base > ((__int128)1 << 64))
    WCET_COST(5);
  y = (unsigned __int128)base * 3 + 7;
  if ((long long)(y >> 64) >= 100)
    WCET_COST(2);
  wide = base / 3 - (__int128)y;
  return n;
}
