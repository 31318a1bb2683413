// Recursion with a limit: main3 clamps n to [0, 10], so sum is active at
// most 11 times at once (n = 10 ... 0). The facts file recursion.json
// allows 20. Stack bound: frame(main3) + 11 * frame(sum), reached at
// n >= 10 (exact). Call-graph bound: the recursion analysis derives the
// same 11 from the clamps (tripcount: the edge that skips `n = 10`
// assumes n <= 10), below the facts' 20: frame(main3) + 11 * frame(sum).
// recursion_nolimit.c's main4 does not clamp: no call-graph bound there
// without a facts file.
int sum(int n) {
  volatile int pad[8];
  pad[0] = n;
  if (n <= 0)
    return 0;
  return n + sum(n - 1) + pad[0];
}

// fixed reads no input: its one run has sum active 7 times (n = 6 ... 0),
// the limit the call-graph bound takes without a facts file (the
// driver's runDepths). Both bounds: frame(fixed) + 7 * frame(sum).
int fixed(void) {
  return sum(6);
}

int main3(int n) {
  if (n > 10)
    n = 10;
  if (n < 0)
    n = 0;
  return sum(n);
}
