/* ptr_param.c: the entry reads the object its pointer parameter points to;
 * with --cost none the worst case costs 5 per element above 10: 4 * 5 = 20,
 * and its witness must give the contents (unroll.TestPointerParamWitness). */
#include <wcet.h>
int count(int *a, int n) {
  int c = 0;
  for (int i = 0; i < 4; i++)
    if (a[i] > 10) { WCET_COST(5); c++; }
  return c;
}
