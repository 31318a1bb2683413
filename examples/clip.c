/* clip.c: the sum of n samples, each clamped to 0..limit.  The example
 * of the README's "Analyze your own code". */
int clip_sum(const int *buf, int n, int limit) {
  int sum = 0;
  for (int i = 0; i < n; i++) {
    int s = buf[i];
    if (s > limit)
      s = limit;
    else if (s < 0)
      s = 0;
    sum += s;
  }
  return sum;
}
