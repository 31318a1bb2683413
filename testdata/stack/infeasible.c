// A deep call chain only on an infeasible path (n > 5 && n < 3): the
// call-graph bound counts main2 → deep2 → deep3 → leaf, the true high
// watermark is main2 → leaf. Frames on the host (clang-14 -fstack-usage
// of the analysed IR, noredzone, + 8 bytes of return address): leaf
// 88+8 = 96, deep3 120+8 = 128, deep2 120+8 = 128, main2 8+8 = 16.
// Stack bound: 16 + 96 = 112 (exact). Call-graph bound: 16 + 128 + 128 +
// 96 = 368.
int leaf(int x) { volatile int a[20]; a[x % 20] = x; return a[0]; }
int deep3(int x) { volatile int b[30]; b[0] = x; return leaf(x) + b[0]; }
int deep2(int x) { volatile int c[30]; c[0] = x; return deep3(x) + c[0]; }
int main2(int n) {
  int r = 0;
  if (n > 5 && n < 3) r = deep2(n);
  else r = leaf(n);
  return r;
}
