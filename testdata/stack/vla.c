// A variable-length array bounded by the code: buf has n <= 64 bytes,
// which the stack rounds up to its 16-byte alignment. Stack bound:
// frame(vla) + 64 (exact, any n in 49..64). No call-graph bound: the
// call graph does not know n.
int vla(int n) {
  if (n < 1 || n > 64)
    return 0;
  volatile char buf[n];
  buf[0] = 1;
  buf[n - 1] = 2;
  return buf[0] + buf[n - 1];
}
