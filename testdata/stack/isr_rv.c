// rv32imac: the hardware pushes nothing on a trap (exception frame 0); a
// handler that is the trap entry (__attribute__((interrupt))) saves what
// it uses in its own frame, which -fstack-usage counts. Frames (clang-14
// -fstack-usage of the analysed IR): task 16, helper 16, trap_isr 80 (it
// saves every caller-saved register it may clobber: it calls helper),
// plain_isr 16.
//   task 16 (the bound) + trap_isr 80 + helper 16 + frame 0 = 112.
// plain_isr is no trap entry: the assembly vector that calls it saves
// registers wcet does not see, so with it there is no bound.
volatile int reg;

int task(int n) { volatile int t[4]; t[0] = n; return t[0]; }

int helper(int x) { volatile int h[4]; h[x & 3] = x; return h[0]; }
__attribute__((interrupt)) void trap_isr(void) { reg = helper(reg); }
void plain_isr(void) { reg = helper(reg); }
