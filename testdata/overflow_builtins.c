// ENTRY: overflow_builtins
// INPUTS: a in 0..15, b in 0..15
// WANT: cost=none resource=cycles bound=12 exact=true
// WORST: a=8 b=8
//
// overflow_builtins: __builtin_add_overflow / __builtin_mul_overflow /
// __builtin_sub_overflow (llvm.*.with.overflow), __builtin_expect
// (llvm.expect) and __builtin_assume (llvm.assume).
//
// Costs:
//   8-bit add: (16a) + (16b) overflows unsigned char iff 16(a+b) > 255
//     iff a + b >= 16: 4, else 1
//   32-bit mul: (a * 10^8) * b overflows int iff a*b*10^8 > 2147483647
//     iff a*b >= 22: 5, else 1
//   expect(a == b): 3 when a == b
//   unsigned sub a - b wraps iff a < b: 2
// a == b and a < b exclude each other.
//   a == b: 4 needs a >= 8, 5 needs a*a >= 22 (a >= 5): a in 8..15:
//     4 + 5 + 3 = 12
//   a < b: at most 4 + 5 + 2 = 11;  a > b: at most 4 + 5 = 9
// worst case: a == b in 8..15: 12
#include "wcet.h"

int ovf_out;

int overflow_builtins(int a, int b) {
  unsigned char s8;
  int m;
  unsigned d;
  __builtin_assume(a >= 0 && b >= 0);
  if (__builtin_add_overflow((unsigned char)(a * 16), (unsigned char)(b * 16), &s8))
    WCET_COST(4);
  else
    WCET_COST(1);
  if (__builtin_mul_overflow(a * 100000000, b, &m))
    WCET_COST(5);
  else
    WCET_COST(1);
  if (__builtin_expect(a == b, 0))
    WCET_COST(3);
  if (__builtin_sub_overflow((unsigned)a, (unsigned)b, &d))
    WCET_COST(2);
  ovf_out = s8 + m + (int)d;
  return 0;
}
