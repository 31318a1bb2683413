// WANT: cost=none resource=cycles bound=28 exact=true
// WANT: cost=none resource=cycles bound=37 assertions=ignored
//
// nsichneu_small: Table 4.1 "nsichneu_small" with an assertion: a small
// Petri net in the style of Mälardalen's nsichneu (a loop of 2 iterations
// whose body tests and updates the markings of places, one `if` per
// transition, each testing what the ifs before it changed). Places a, b,
// c, d, e; the initial marking of a (0..2), b (0..1) and d (0..2) is
// unknown (nondet choices, in this order), c = e = 0: 18 runs, all
// enumerated by the oracle. Costs: t1 3, t2 4, t3 9 (counts fire), t4 5,
// t5 2, t6 6, t7 7, t8 20. The global assertion `fire <= 1` says the
// expensive transition t3 fires at most once (the user's knowledge of the
// initial markings that occur).
//
// t7 and t8 never fire: b stays in 0..1 and a >= 0 (t1 needs a > 0 and
// b == 0 and sets b = 1, t2 resets it); c grows only by t2, at most once
// per iteration, so c = 2 needs t2 twice and no t3, but then e = 0 (only
// t3 adds to e) and in iteration 2 t3 (d >= 1) runs before t7 and takes c
// back to 1. t3 fires at most once per iteration, twice only if d = 2 or
// t4 gives d back. Each run, iteration 1 | iteration 2 (transitions
// fired), cost, fire:
//   a b d
//   0 0 0   t6 | t6                        12  0
//   0 0 1/2 - | -                           0  0
//   0 1 0   t2 | -                          4  0
//   0 1 1/2 t2 t3 t4 | -                   18  1
//   1 0 0   t1 t2 | -                       7  0
//   1 0 1/2 t1 t2 t3 t4 | -                21  1
//   1 1 0   t2 | t1 t2                     11  0
//   1 1 1   t2 t3 | t1 t2 t4               25  1
//   1 1 2   t2 t3 | t1 t2 t3 t4            34  2
//   2 0 0   t1 t2 | t1 t2                  14  0
//   2 0 1   t1 t2 t3 | t1 t2 t4            28  1   <- worst with
//   2 0 2   t1 t2 t3 | t1 t2 t3 t4         37  2   <- worst without
//   2 1 0   t2 | t1 t2                     11  0
//   2 1 1   t2 t3 t5 | t1 t2               22  1
//   2 1 2   t2 t3 t5 | t1 t2 t3            31  2
// e.g. a = 2, b = 0, d = 2: iteration 1: t1 (a = 1, b = 1) 3, t2 (b = 0,
// c = 1) 4, t3 (c = 0, d = 1, e = 1) 9, t4 not (a = 1), t5 not (a = 1),
// t6 not (d = 1): 16; iteration 2: t1 (a = 0, b = 1) 3, t2 (c = 1) 4, t3
// (d = 0, e = 2) 9, t4 (a = 0: e = 1, d = 1) 5: 21; total 37 with fire = 2,
// blocked by the assertion. With d = 1 the second t3 lacks its token
// (d = 0): 16 + 3 + 4 + 5 = 28, fire = 1.
#include "wcet.h"

int a, b, c, d, e;

int main(void) {
  int it;
  a = WCET_NONDET_RANGE(0, 2);
  b = WCET_NONDET_RANGE(0, 1);
  d = WCET_NONDET_RANGE(0, 2);
  c = 0;
  e = 0;
  for (it = 0; it < 2; it++) {
    if (a > 0 && b == 0) { /* t1 */
      WCET_COST(3);
      a -= 1;
      b = 1;
    }
    if (b == 1 && c < 2) { /* t2 */
      WCET_COST(4);
      b = 0;
      c += 1;
    }
    if (c >= 1 && d >= 1) { /* t3: the expensive transition */
      WCET_COUNT(fire);
      WCET_COST(9);
      c -= 1;
      d -= 1;
      e += 1;
    }
    if (e >= 1 && a == 0) { /* t4 */
      WCET_COST(5);
      e -= 1;
      d += 1;
    }
    if (a >= 2 && c == 0) { /* t5 */
      WCET_COST(2);
    }
    if (b == 0 && c == 0 && d == 0 && e == 0) { /* t6: empty net */
      WCET_COST(6);
    }
    if (c >= 2 && e >= 1) { /* t7 */
      WCET_COST(7);
      c -= 2;
    }
    if (a < 0 || b > 1) { /* t8: cannot happen */
      WCET_COST(20);
    }
  }
  WCET_ASSERT("fire <= 1");
  return a + b + c + d + e;
}
