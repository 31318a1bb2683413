// A variable-length array whose size only its type bounds: n is any int
// >= 1, so buf has up to INT_MAX bytes, 2^31 once rounded up to the
// stack alignment. Under --resource stack it is refused at line 9, col 3
// (the array's declaration): the worst path's allocation is as large as
// the largest int would make it. With --assume 'n <= 16' the bound is
// frame(vla) + 16, exact.
int vla(int n) {
  if (n < 1) return 0;
  volatile char buf[n];
  buf[0] = 1;
  buf[n - 1] = 2;
  return buf[0] + buf[n - 1];
}
