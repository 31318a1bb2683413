#include "wcet.h"
/* Two loops start on line 5 (columns 3 and 45): a loopbound fact at
 * oneline.c:5 must give the column. Max 3 (col 3), max 4 (col 45): by hand (--cost none) 3*1 + 4*2 = 11. */
int f(int n, int m) {
  for (int i = 0; i < n; i++) WCET_COST(1); for (int j = 0; j < m; j++) WCET_COST(2);
  return 0;
}
