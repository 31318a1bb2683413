// WANT: cost=none resource=cycles bound=5 exact=true
//
// mem_weak_store (issue 15, fault 2): stores through a variable index
// followed by a read at a constant one. a[0] is read through the bare
// address of the global; in the pass that forgets memory contents the
// stores must still give up the initializer (zero) a[0] would read.
//
// by hand: a[0] = nondet in 0..1; when it is 1 the inner loop costs 5*1.
// Worst case 5 (nondet=1,*,*,*).
#include <wcet.h>

int a[4];

int main(void) {
  for (int i = 0; i < 4; i++) a[i] = WCET_NONDET_RANGE(0, 1);
  if (a[0])
    for (int j = 0; j < 5; j++) WCET_COST(1);
  return 0;
}
