// WANT: cost=none resource=cycles bound=44 exact=true
// WORST: nondet=0*8
//
// goto_loop: a loop built from `goto`s (reducible: one header, `top`),
// with a forward `goto` that skips part of its body, and a `goto` inside a
// structured for loop that jumps to the end of the body.
//
// Costs: goto loop: 8 iterations of 1, plus 3 when the choice is 0 (no
// skip); for loop: 6 iterations of 1, plus 2 on even j.
// worst case: every choice 0: 8*(1+3) + 6*1 + 3*2 = 32 + 12 = 44
#include "wcet.h"

int result;

int main(void) {
  int i = 0, j, s = 0;
top:
  WCET_COST(1);
  if (WCET_NONDET_RANGE(0, 1))
    goto skip;
  WCET_COST(3);
  s += i;
skip:
  i++;
  if (i < 8)
    goto top;

  for (j = 0; j < 6; j++) {
    WCET_COST(1);
    if (j % 2 == 1)
      goto next;
    WCET_COST(2);
    s += 2 * j;
  next:
    s += j;
  }
  result = s;
  return 0;
}
