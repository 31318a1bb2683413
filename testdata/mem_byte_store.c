// WANT: cost=none resource=cycles bound=55 exact=true
//
// mem_byte_store (issue 15, fault 1): a one-byte store into an int hides
// nothing. On the path that stores 1 into the low byte of x (zero
// before), x == 1 holds; the load of x, 4 bytes, must be composed from the
// byte cell and the zero bytes of the initializer beside it.
//
// by hand: nondet 1 stores the byte: 5 + 50 = 55; nondet 0: x stays 0,
// 5. Worst case 55 (nondet=1).
#include <wcet.h>

int x;

int main(void) {
  if (WCET_NONDET_RANGE(0, 1)) *(unsigned char *)&x = 1;
  WCET_COST(5);
  if (x == 1) WCET_COST(50);
  return 0;
}
