// WANT: cost=none resource=cycles bound=21 exact=true
//
// mem_strlen (issue 15, fault 2): strlen reads memory the program wrote.
// n = nondet in 0..7 characters 'a' go into the zeroed buffer, then a loop
// runs strlen(buf) times at 3 each.
//
// by hand: strlen(buf) = n (buf[7] stays 0); worst case 7*3 = 21
// (nondet=7).
#include <string.h>
#include <wcet.h>

char buf[8];

int main(void) {
  int n = WCET_NONDET_RANGE(0, 7);
  for (int i = 0; i < n; i++) buf[i] = 'a';
  int len = strlen(buf);
  for (int j = 0; j < len; j++) WCET_COST(3);
  return 0;
}
