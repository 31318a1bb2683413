// A global assertion followed by a call that counts: log_event() runs
// WCET_COUNT(c) after the assertion, before main returns. Refused with an
// error at line 17 naming line 9 (TestAssertPlacement).
#include "wcet.h"

static int events;

static void log_event(void) {
  WCET_COUNT(c);
  events++;
}

int main(void) {
  int i;
  for (i = 0; i < 3; i++)
    log_event();
  WCET_ASSERT("c <= 3");
  log_event();
  return events;
}
