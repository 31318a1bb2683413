// WANT: cost=none resource=cycles bound=7 exact=true
// WANT: cost=none resource=heap bound=144 exact=true
// WORST: nondet=4
//
// heap: malloc, calloc, realloc (growing and shrinking) and free; the heap
// high watermark is reached inside a realloc, which holds the old and the
// new block at once. The pointers are kept in a global so that no
// allocation is dead.
//
// heap (bytes live), with d = 20 * WCET_NONDET_RANGE(1, 4):
//   a = malloc(16)            16
//   b = calloc(4, 8)          16 + 32            = 48
//   a = realloc(a, 40)        48 + 40 = 88 (peak), then - 16 = 72
//   free(b)                   72 - 32            = 40
//   c = malloc(d)             40 + d             <= 120
//   a = realloc(a, 24)        40 + d + 24 <= 144 (peak), then - 40 = d + 24
//   free(c), free(a)          0
// worst case heap: d = 80: 40 + 80 + 24 = 144
// cycles: 1 per allocation call (malloc, calloc, realloc, malloc, realloc)
// and 1 per free: 5 + 2 = 7 on every path.
#include <stdlib.h>
#include "wcet.h"

void *keep[4];
int heap_out;

int main(void) {
  int *a, *c;
  long *b;
  int d;
  a = malloc(16);
  WCET_COST(1);
  keep[0] = a;
  a[0] = 1;
  b = calloc(4, 8);
  WCET_COST(1);
  keep[1] = b;
  b[3] = 2;
  a = realloc(a, 40);
  WCET_COST(1);
  keep[0] = a;
  a[9] = 3;
  heap_out = a[0] + (int)b[3] + a[9];
  free(b);
  WCET_COST(1);
  d = 20 * WCET_NONDET_RANGE(1, 4);
  c = malloc((size_t)d);
  WCET_COST(1);
  keep[2] = c;
  c[0] = d;
  a = realloc(a, 24);
  WCET_COST(1);
  keep[0] = a;
  heap_out += a[0] + c[0];
  free(c);
  free(a);
  WCET_COST(1);
  return 0;
}
