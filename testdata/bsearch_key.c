// WANT: cost=none resource=cycles bound=11 exact=true
// WORST: nondet=0
// APPROX: method=ss,ia -- the header state of the second iteration is the hull of the first iteration's three paths (hit, above, below), which loses how low and up relate to the table's value n (13 at -O2, 15 at -O0)
//
// bsearch_key: issue 17's reproduction of an internal error, "summary:
// JoinVertical: the context ... is not within the weakest precondition"
// (a binary search over a table written from the input, its loop cut by
// a pragma). The continuation of a loop iteration starts from the
// iteration's Δ applied with the outputs' types (a value loaded at an
// unknown index is unconstrained in Δ, in its type's range in the
// state), and the vertical join took the weakest precondition through
// Δ without them.
//
// Costs: 1 per iteration of main's loop (3), in search 1 per iteration,
// 5 on a hit, 2 when key[mid] > x, 3 otherwise. key[0..2] = n, x = 8:
//   n == 8: mid = 1 hits, up = -1: one iteration, 1+5       = 6
//   n >  8: mid = 1, up = 0; mid = 0, up = -1: 2*(1+2)     = 6
//   n <  8: mid = 1, low = 2; mid = 2, low = 3: 2*(1+3)    = 8
// The pragma's max 2 holds on every path (never cut).
// Worst: any n < 8, 3 + 8 = 11.
#include "wcet.h"

int key[3];
int result;

int search(int x) {
  int found = -1, mid, up = 2, low = 0;
  _Pragma("loopbound min 1 max 2")
  while (low <= up) {
    WCET_COST(1);
    mid = (low + up) >> 1;
    if (key[mid] == x) {
      WCET_COST(5);
      up = low - 1;
      found = key[mid];
    } else if (key[mid] > x) {
      WCET_COST(2);
      up = mid - 1;
    } else {
      WCET_COST(3);
      low = mid + 1;
    }
  }
  return found;
}

int main(void) {
  int n = WCET_NONDET_RANGE(-1000, 1000); // the table's value
  for (int i = 0; i < 3; ++i) {
    WCET_COST(1);
    key[i] = n;
  }
  result = search(8);
  return result;
}
