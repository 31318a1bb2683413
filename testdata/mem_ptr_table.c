// WANT: cost=none resource=cycles bound=28 exact=true
// WORST: nondet=1,1,2
//
// mem_ptr_table (issue 15, Csmith's pointer tables): pointers stored and
// read at variable indices, a pointer to a table element dereferenced
// twice, and a struct holding a pointer copied from an array element at
// a variable index. Each index has few values: the analysis splits on
// them and every path reads and writes at constant offsets, exactly
// (unroll/mem.go, "Pointer sets").
//
// by hand, with k, j, m the three nondets:
//   tab[k] = &x; then **(&tab[j]) += 10 adds 10 to x when j == k, else
//   to the j-th of a, b, c, d; s = gs[m], s.p = &a, &b, &x for m = 0..2.
//   x > 9 (20) iff j == k;
//   *s.p > 9 (5) iff m == 0, j == 0 != k; m == 1, j == 1 != k; m == 2, j == k;
//   s.p == tab[1] (3) iff m == 1, k != 1; or m == 2, k == 1.
// k = j = 1, m = 2 takes all three: 20 + 5 + 3 = 28, the most there is.
#include <wcet.h>
#include <string.h>

int a = 1, b = 2, c = 3, d = 4, x = 9;
int *tab[4] = {&a, &b, &c, &d};
struct S {
  int *p;
  int k;
};
struct S gs[3] = {{&a, 1}, {&b, 2}, {&x, 3}};

int main(void) {
  int k = WCET_NONDET_RANGE(0, 3);
  tab[k] = &x;
  int **pp = &tab[WCET_NONDET_RANGE(0, 3)];
  **pp += 10;
  struct S s;
  memcpy(&s, &gs[WCET_NONDET_RANGE(0, 2)], sizeof s);
  if (x > 9) WCET_COST(20);
  if (*s.p > 9) WCET_COST(5);
  if (s.p == tab[1]) WCET_COST(3);
  return 0;
}
