// WANT: cost=none resource=cycles bound=81 exact=true
// APPROX: method=ipet -- the two tests of b[1] exclude each other only through memory contents, which ipet does not follow
//
// mem_copy (issue 15, byte-precise memory): a struct of pointers copied
// from its initializer (by assignment and by memcpy: the pointers are
// copied as pointers), and a memcpy whose range cuts through cells of
// both arrays (the bytes outside it keep their values).
//
// by hand: *s.q == g2 == 4: 50; *t.p == g1 == 3: 10; t.k == 2: 1.
// b = {5, 6} is bytes 05 00 00 00 06 00 00 00; bytes 2..5 of a
// (01 01 02 02) go to bytes 2..5 of b: 05 00 01 01 02 02 00 00, so
// b[0] == 0x01010005 (+20) and b[1] == 0x0202 (not 0x00060202, the 6 is
// overwritten: +0). Total 50 + 10 + 1 + 20 = 81; there is no input.
#include <string.h>
#include <wcet.h>

int g1 = 3, g2 = 4;
struct S {
  int *p;
  int *q;
  int k;
};
struct S s0 = {&g1, &g2, 2};
int a[2] = {0x01010101, 0x02020202};
int b[2];

int main(void) {
  struct S s = s0;
  struct S t;
  memcpy(&t, &s0, sizeof t);
  if (*s.q == 4) WCET_COST(50);
  if (*t.p == 3) WCET_COST(10);
  if (t.k == 2) WCET_COST(1);
  b[0] = 5;
  b[1] = 6;
  memcpy((char *)b + 2, (char *)a + 2, 4);
  if (b[0] == 0x01010005) WCET_COST(20);
  if (b[1] == 0x00060202) WCET_COST(100);
  return 0;
}
