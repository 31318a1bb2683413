// WANT: cost=none resource=cycles bound=323 exact=true
// WORST: nondet=0,0
//
// u8_counter: 8-bit counters as 8-bit firmware writes them (issue 17,
// review 2026-11-29: both shapes ran to the --timeout at 1.2-2.4 GB). A
// uint8_t is held in the unsigned view (its debug type), so i passing 127
// is no wrap; the one real wrap (--n from 0 to 255) is an end of its own
// that JoinHorizontal does not merge with the unwrapped ones.
//
// By hand (cost none: WCET_COST only):
//   up: i starts in 0..127 and steps by 3 while i < 200 (at most 202, no
//       wrap): ceil((200 - i)/3) iterations, most at i = 0: 0, 3, ..., 198
//       is 67 iterations of cost 1 = 67.
//   down: `do { } while (--n)` over a uint8_t n in 0..255 runs n times,
//       and 256 times for n = 0 (--n wraps to 255): 256 iterations of
//       cost 1. The pragma's max 256 holds for every run.
//   The two read separate inputs: worst 67 + 256 = 323 at nondet 0, 0.
#include "wcet.h"
#include <stdint.h>

static void up(void) {
  uint8_t i = (uint8_t)WCET_NONDET_RANGE(0, 127);
  while (i < 200) {
    i = (uint8_t)(i + 3);
    WCET_COST(1);
  }
}

static void down(void) {
  uint8_t n = (uint8_t)WCET_NONDET_RANGE(0, 255);
  _Pragma("loopbound min 1 max 256")
  do {
    WCET_COST(1);
  } while (--n);
}

int main(void) {
  up();
  down();
  return 0;
}
