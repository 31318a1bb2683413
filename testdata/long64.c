// ENTRY: long64
// INPUTS: n in 0..20
// WANT: cost=none resource=cycles bound=28 exact=true
// WORST: n=18
//
// long64: 64-bit (long long) arithmetic beyond 32 bits: a loop with a
// 64-bit counter starting at 5e9, a 64-bit product, shift, division and
// remainder.
//
// Costs: 1 per iteration of the loop (n iterations);
// p = n * 1000000007: 5 if p > 10^10 (n >= 10: 9*1000000007 =
// 9000000063 is not, 10*1000000007 = 10000000070 is); 2 if
// p >> 33 != 0, i.e. p >= 2^33 = 8589934592 (n >= 9: 8*1000000007 =
// 8000000056 is below); 3 if p % 7 == 3: 10^9 = 7*142857142 + 6, so
// 1000000007 = 6 (mod 7) and p = 6n = -n (mod 7): p % 7 == 3 iff
// n = 4 (mod 7): n in {4, 11, 18}.
//   n = 18: 18 + 5 + 2 + 3 = 28;  n = 19, 20: 19 + 7, 20 + 7 = 26, 27;
//   n = 11: 11 + 10 = 21; smaller n cost less.
// worst case: n = 18: 28
#include "wcet.h"

long long out64;

int long64(int n) {
  long long i, big = 5000000000LL + n;
  long long p, q, r;
  int c = 0;
  for (i = 5000000000LL; i < big; i++) {
    WCET_COST(1);
    c++;
  }
  p = (long long)n * 1000000007LL;
  if (p > 10000000000LL)
    WCET_COST(5);
  if ((unsigned long long)p >> 33)
    WCET_COST(2);
  q = p / 7;
  r = p % 7;
  if (r == 3)
    WCET_COST(3);
  out64 = q * 3 + (p << 2);
  return c;
}
