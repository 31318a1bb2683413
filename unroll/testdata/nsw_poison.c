/* nsw_poison.c: enum and ss exclude too much (found on wt-s, not fixed).
 * p's square overflows at i = 5 (mul nsw: poison), but LLVM's poison is
 * undefined behaviour only where it is used (a branch, an address, a
 * noundef argument or return); here p is read only when n < 3, so the
 * runs with n >= 6 are defined. The interpreter (the oracle) agrees:
 *   wcet run --cost none --nondet 8 nsw_poison.c   -> cycles 8
 * but
 *   wcet analyze --cost none --method enum|ss nsw_poison.c -> bound 5, exact
 * because poly.State.Assign/AssignExpr exclude every execution where a
 * flagged operation wraps, at the operation (DESIGN "Integers": "when it
 * carries nsw/nuw (the no-undefined-behaviour assumption)"). A bound below
 * a real run: the exclusion must wait for a use of the value that is
 * undefined behaviour, or the wrapped value must be kept (havoc) instead.
 * Without the last branch ss gives 8 since relevance.go (p then reaches
 * nothing and is not evaluated), enum still 5. */
#include "wcet.h"

int main(void) {
  int n = WCET_NONDET_RANGE(0, 8);
  int p = 1, i;
  for (i = 0; i < n; i++) {
    p = (p + i) * (p + i);
    WCET_COST(1);
  }
  if (n < 3 && p > 5)
    WCET_COST(10);
  return 0;
}
