// lazy_search: a search in a table the program fills (the shape of
// testdata/ns.c, one dimension). The loaded values reach only the branch
// of the search, so SS first forgets the table's contents (ss.go, "Memory
// contents, lazily").
//
// tab = {0, 2, 4, 6}; cost 1 per search iteration; a key found at index i
// stops after i+1 iterations, a key not there scans all 4.
// With key in 0..0 (TestLazyMemoryFallback): the key is tab[0], found in
// the first iteration: the bound is 1, exact. Without the contents every
// comparison may fail: that pass's bound is 4, and its witness (key = 0)
// costs 1 when replayed, so SS must run again with the contents.
// With key in 0..7: an odd key is never found: bound 4, exact (the first
// pass's witness is key = 0 again, so it is the second pass that finds
// it).
#include "wcet.h"

int tab[4];

int main(int key) {
  int i;
  for (i = 0; i < 4; i++)
    tab[i] = 2 * i;
  for (i = 0; i < 4; i++) {
    WCET_COST(1);
    if (tab[i] == key)
      return i;
  }
  return -1;
}
