// WORST: nondet=1 (oracle 255)
// Oracle: all 4 lines: max 255 at line 1 ("pwm 250 13").
// idiom: a console command line parser over a fixed input line (one of
// four canned lines, as a bootloader's script would hold): tokens are
// split at spaces, the first letter selects the command by a switch, and
// decimal arguments are parsed with atoi-style loops and range checks.
#include "wcet.h"
#include <stdint.h>
static const char *const lines[4] = {"led 1", "pwm 250 13", "dly 3000", "xyz 12 x"};
static int led, pwm_duty, pwm_ch, delay_ms, bad;
static const char *num(const char *p, int *out) {
  int v = 0;
  while (*p == ' ') p++;
  if (*p < '0' || *p > '9') { *out = -1; return p; }
  while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
  *out = v;
  return p;
}
int main(void) {
  const char *p = lines[WCET_NONDET_RANGE(0, 3)];
  char cmd = *p;
  while (*p && *p != ' ') p++;
  int a, b;
  switch (cmd) {
  case 'l': num(p, &a); led = (a == 1); break;
  case 'p':
    p = num(p, &a);
    num(p, &b);
    if (a < 0 || a > 255 || b < 0 || b > 15) bad++;
    else { pwm_duty = a; pwm_ch = b; }
    break;
  case 'd': num(p, &a); if (a > 1000) a = 1000; delay_ms = a; break;
  default: bad++; break;
  }
  return bad;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 255 exact, 0.3 s, 335 states; ipet 263.
