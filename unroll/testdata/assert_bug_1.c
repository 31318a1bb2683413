/* assert_bug_1.c (found by TestAssertGenerated, seed 23; reduced by
 * hand): the violating input of an assumed assertion under --method ss and
 * ia did not replay.
 * A path blocked by an assertion ends there (thesis Fig. 4.11 line 12),
 * so the nondet sequence of the input taken from it ended at the
 * assertion, while `wcet run` goes on to the entry's end: "nondet sequence
 * exhausted after 3 values" (SS's first blocked path is 0,1,1, and the
 * choice after the loop was missing). The input is now completed by a
 * concrete run (unroll/assert_ss.go, padNondet) and replays to a run the
 * assertion blocks (TestAssertBugs).
 *
 * By hand: three iterations, each 1 plus 5 when the choice is 1 (c counts
 * the 1s). "c <= 1" is checked at the end of every iteration: a run with
 * two or more 1s is blocked, so it is assumed (violated by 0,1,1,x).
 * After the loop one more choice costs 2 when 1. Bound with the
 * assertion: one choice 1 in the loop, 3 + 5 + 2 = 10; ignoring it:
 * 3 + 15 + 2 = 20. */
#include <wcet.h>

int main(void) {
  for (int i = 0; i < 3; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(5);
    }
    WCET_COST(1);
    WCET_ASSERT("c <= 1");
  }
  if (WCET_NONDET_RANGE(0, 1))
    WCET_COST(2);
  return 0;
}
