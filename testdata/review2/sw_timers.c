// WORST: nondet=1,2,1,5 (oracle 1571)
// Oracle: all 5^4 = 625 initial counts (a script): max 1571 at 5 inputs.
// idiom: four software timers in a struct array, decremented by a 10-tick
// loop; an expired timer fires its action through a switch (toggle a
// pin, restart another timer, count a timeout) and reloads if periodic.
#include "wcet.h"
#include <stdint.h>
#define NT 4
typedef struct { uint8_t left, reload, action, active; } timer_t;
static timer_t tm[NT];
static uint8_t pins;
static int timeouts;
static void fire(int t) {
  switch (tm[t].action) {
  case 0: pins ^= (uint8_t)(1u << t); break;
  case 1: tm[(t + 1) & 3].left = 2; tm[(t + 1) & 3].active = 1; break;
  case 2: timeouts++; for (int i = 0; i < NT; i++) if (tm[i].active) tm[i].left++; break;
  default: break;
  }
}
int main(void) {
  for (int t = 0; t < NT; t++) {
    tm[t].left = (uint8_t)WCET_NONDET_RANGE(1, 5);
    tm[t].reload = (uint8_t)(t == 3 ? 0 : 3 + t);  /* timer 3 is one-shot */
    tm[t].action = (uint8_t)t;
    tm[t].active = 1;
  }
  for (int tick = 0; tick < 10; tick++) {
    for (int t = 0; t < NT; t++) {
      if (!tm[t].active) continue;
      if (--tm[t].left == 0) {
        fire(t);
        if (tm[t].reload) tm[t].left = tm[t].reload;
        else tm[t].active = 0;
      }
    }
  }
  return pins + timeouts;
}
// Measured (branch review2 at main 3c3fc6b, --cost insn --timeout 30s, shared 2-core machine): ss 1571 exact, 13.9 s, 568 MB, 22307 states; ipet 5445.
