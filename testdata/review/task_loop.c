// WORST: none (no path leaves the superloop); expected: the no-exit refusal naming task_loop.c:19:3.
// idiom: the firmware superloop: main initialises, then a scheduler
// function runs `for (;;)` polling a timer flag and the tasks. No path
// leaves it: the analyzer must refuse it, naming the loop (expected: the
// no-exit error at task_loop.c:19:3 through main -> scheduler).
#include "wcet.h"
#include <stdint.h>
#define TIM_SR (*(volatile uint32_t *)0x40000010u)
static uint32_t ticks;
static int16_t level;
static void task_sense(void) { level = (int16_t)(level + 1); }
static void task_act(void) {
  for (int i = 0; i < 4; i++)
    if (level > 100) level = (int16_t)(level - 10);
}
static void init(void) { ticks = 0; level = 0; }
static void scheduler(void) {
  uint32_t last = 0;
  for (;;) {
    if (TIM_SR & 1u) {
      TIM_SR = 0;
      ticks++;
    }
    if (ticks != last) {
      last = ticks;
      task_sense();
      if ((ticks & 3u) == 0) task_act();
    }
  }
}
int main(void) { init(); scheduler(); return 0; }
// Measured (wt-review 2026-11-29, commit 2cc324f, --cost insn --timeout 60s, shared 2-core machine): ss fails: no-exit at task_loop.c:19:3 (0.2 s, 84 MB); ipet fails the same way, 0.2 s.
