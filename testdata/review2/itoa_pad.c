// WORST: nondet=10000 (oracle 236)
// Oracle: 0..199, 900..1099, 9900..10099, 65000..65535 (1136 runs, a script; the cost depends only on the digit count): max 236 for every 5-digit value.
// idiom: printing a 16-bit sensor value on a 5-character display field:
// digits by repeated division (do/while v /= 10), reversed in place, then
// right-aligned with leading spaces.
#include "wcet.h"
#include <stdint.h>
static char field[6];
int main(void) {
  uint16_t v = (uint16_t)WCET_NONDET_RANGE(0, 65535);
  char tmp[5];
  int n = 0;
  do {
    tmp[n++] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  for (int i = 0, j = n - 1; i < j; i++, j--) {
    char c = tmp[i]; tmp[i] = tmp[j]; tmp[j] = c;
  }
  int pad = 5 - n;
  for (int i = 0; i < 5; i++) field[i] = i < pad ? ' ' : tmp[i - pad];
  field[5] = 0;
  return n;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 236 exact, 0.1 s, 139 states; ipet 236 exact.
