// WANT: cost=none resource=cycles bound=12294 exact=true
// CHECK: cflags=-DN=10 cost=none resource=cycles bound=99
//
// concrete_sort: a bubble sort of a concrete array, no input at all (the
// shape of TACLeBench bsort; issue 17). The array is the permutation
// a[i] = 37 i mod N (37 is prime to N), sorted ascending. Every
// comparison costs 1 and every swap 3 more; bubble sort swaps once per
// inversion of the array, so the cost is
//   N(N-1)/2 + 3 * inversions(a).
// The inversions, counted by a script independent of wcet
//   (python3: a = [(i*37) % N for i in range(N)];
//    sum(a[i] > a[j] for i in range(N) for j in range(i+1, N))):
//   N = 100: 2448, so 4950 + 3*2448 = 12294;
//   N = 10:  18,   so 45 + 3*18 = 99.
// `wcet run testdata/concrete_sort.c --cost none` and lli-14 on
// `wcet instrument testdata/concrete_sort.c --cost none` give the same.
//
// There is one run, so the bound is exact: SS runs the program once with
// the interpreter (unroll/concrete.go) instead of simulating 4950
// comparisons whose contexts all differ in their constants (before:
// 697 / 2,492 / 9,382 states at N = 10 / 20 / 40, no summary reused).
#include "wcet.h"

#ifndef N
#define N 100
#endif

int a[N];

int main(void) {
  int i, j, t;
  for (i = 0; i < N; i++)
    a[i] = (i * 37) % N;
  for (i = 0; i < N - 1; i++) {
    for (j = 0; j < N - 1 - i; j++) {
      WCET_COST(1);
      if (a[j] > a[j + 1]) {
        t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
        WCET_COST(3);
      }
    }
  }
  return a[0];
}
