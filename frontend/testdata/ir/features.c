#include <wcet.h>
#include <stdlib.h>
#include <string.h>
struct P { int x; char c; long long y; };
static const struct P tab[3] = {{1, 'a', 2}, {3, 'b', 4}, {5, 'c', 6}};
unsigned char buf[16];
__int128 big(__int128 a, __int128 b) { return a * b + (a / (b | 1)); }
int f(int n) {
  int s = 0;
  for (unsigned char i = 250; i != 4; i++) s += tab[i % 3].x;
  switch (n) { case 1: s++; break; case 7: s += 2; break; default: s--; }
  do { s += n; n--; } while (n > 0);
  int *p = malloc(sizeof(int) * 4);
  memset(p, 0, 16);
  memcpy(buf, tab, 16);
  free(p);
  if (WCET_NONDET_RANGE(0, 1)) WCET_COST(3);
  int r;
  if (__builtin_add_overflow(s, n, &r)) exit(1);
  return r + (int)big(s, n);
}
int main(void) { double d = 1.5; float _Complex z = 1.0f; long double ld = 2.0L; d = d * 3; return f(3) + (int)d + (int)__real__ z + (int)ld; }
