// recursion.c's sum without a clamp: n is any int, so sum may be active
// any number of times (until the stack overflows). No call-graph bound
// without a facts file's recursion limit; SS stops at its recursion
// limit or budget.
int sum(int n) {
  volatile int pad[8];
  pad[0] = n;
  if (n <= 0)
    return 0;
  return n + sum(n - 1) + pad[0];
}

int main4(int n) {
  return sum(n);
}
