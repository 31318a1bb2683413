// WANT: cost=none resource=cycles bound=132 exact=true
//
// tables: constant tables: a lookup table of structs (with string
// members), a const int array, a global array of pointers to string
// literals, a global array of pointers to other globals, and strlen on
// constant strings.
//
// Costs for input k, with o = ops[k]:
//   o.count iterations of o.weight                  -> count * weight
//   strlen(o.name) iterations of 1                  -> |name|
//   strlen(names[k % 3]) iterations of 2            -> 2 * (k % 3 + 1)
//   *gptrs[k & 1] iterations of 1: g1 = 7 (k even), g2 = 3 (k odd)
//   3 if prio[k] > 4
//   1 per character of "period" when k == 0 (strlen of a literal: 6)
//      k: count*weight |name| names  gptr  prio  literal  total
//      0:     1*1=1      3      2     7     3      6       22
//      1:     3*2=6      4      4     3     0      0       17
//      2:     2*3=6      5      6     7     0      0       24
//      3:     4*4=16     3      2     3     0      0       24
//      4:     1*9=9      3      4     7     3      0       26
//      5:     2*2=4      6      6     3     0      0       19
// worst case (the only path): 22 + 17 + 24 + 24 + 26 + 19 = 132
#include <string.h>
#include "wcet.h"

struct op {
  const char *name;
  int count;
  int weight;
};

static const struct op ops[6] = {
    {"nop", 1, 1}, {"load", 3, 2}, {"store", 2, 3},
    {"mul", 4, 4}, {"div", 1, 9},  {"branch", 2, 2},
};
static const int prio[6] = {5, 1, 4, 2, 6, 3};

const char *names[] = {"a", "bc", "def"};
int g1 = 7, g2 = 3;
int *gptrs[] = {&g1, &g2};

int tables_out;

static int visit(int k) {
  const struct op *o = &ops[k];
  int i, n, s = 0;
  for (i = 0; i < o->count; i++)
    WCET_COST(o->weight);
  n = (int)strlen(o->name);
  for (i = 0; i < n; i++)
    WCET_COST(1);
  n = (int)strlen(names[k % 3]);
  for (i = 0; i < n; i++)
    WCET_COST(2);
  for (i = 0; i < *gptrs[k & 1]; i++) {
    WCET_COST(1);
    s += i;
  }
  if (prio[k] > 4)
    WCET_COST(3);
  if (k == 0) {
    n = (int)strlen("period");
    for (i = 0; i < n; i++)
      WCET_COST(1);
  }
  return s;
}

int main(void) {
  int k;
  for (k = 0; k < 6; k++)
    tables_out += visit(k);
  return 0;
}
