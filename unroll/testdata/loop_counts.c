/* loop_counts.c: loop shapes whose body-execution counts are derived by
 * hand (unroll.TestLoopCounts). A count is the bodies that complete (go around
 * or leave by a bottom test; not one left by a break), per entry (max) and over the run (total). */
#include <wcet.h>

int work(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) /* called with 3 and 5: 3 and 5 */
    s += i;
  return s;
}

int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++) /* F1: i = 0..9: 10 */
    s += i;
  for (int i = 0; i < 10; i++) { /* F2: i = 0..5 go around, the 7th body breaks: 6 */
    if (i == 6)
      break;
    s++;
  }
  int k = 0;
  do { /* D: k = 0..4 on entry to the body: 5 */
    k++;
  } while (k < 5);
  k = 0;
  while (1) { /* W: k = 0, 1, 2 go around, the 4th breaks: 3 */
    if (k == 3)
      break;
    k++;
  }
  k = s;
  while (k < 0) /* Z: s >= 0 here, never runs: 0 */
    k++;
  for (int i = 0; i < 4; i++)     /* O: 4 */
    for (int j = 0; j < i; j++)   /* I: per entry at most 3, total 0+1+2+3 = 6 */
      s++;
  s += work(3);
  s += work(5);
  int n = WCET_NONDET_RANGE(0, 4);
  for (int i = 0; i < n; i++) /* N: at most 4 */
    s++;
  return s & 1;
}
