/* assert_bug_2.c (found by TestAssertGenerated, seed 163; reduced): SS's
 * violating input of an assumed assertion did not replay. The transitions
 * SS recorded to the block come from merged iterations of the outer loop,
 * and re-executing them from the start (assertWitnesses) found no blocked
 * path, so the input of the merged state stayed: its nondet sequence
 * lacked values ("nondet sequence exhausted after 3 values"). The paths
 * from the start are now searched for the block (unroll/assert_ss.go,
 * searchBlocked), and the input replays to a run the assertion blocks
 * (TestAssertBugs).
 *
 * By hand: b in 0..3 (a nondet); the inner loop runs 2 times when b is
 * even (w2 from 254 to 0), once when odd, each costing 1; each of the two
 * outer iterations costs 3 more when its choice is 1, counted by fa.
 * "fa <= 1" fails when both choices are 1: assumed. Bound with it: b even
 * and one choice 1, 2*2 + 3 = 7; ignoring it: 4 + 6 = 10. The clamp at the
 * end never fires (acc is 605) but is a branch SS has to take. */
#include <wcet.h>

int main(void) {
  int b = WCET_NONDET_RANGE(0, 3);
  int acc = 0;
  int i1 = 0;
  unsigned char w2 = 0;

  for (i1 = 0; i1 < 2; i1++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(fa);
      WCET_COST(3);
    }
    for (w2 = 254 + (b & 1); w2 != 0; w2++) {
      acc = 5;
      WCET_COST(1);
    }
  }
  acc = (acc + 600 > 1023 ? 1023 : acc + 600);
  WCET_ASSERT("fa <= 1");
  return acc;
}
