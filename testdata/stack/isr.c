// Interrupt nesting (--resource stack with a facts file's interrupt
// entries, isr.json), --target cortex-m4. Frames (clang-14 -fstack-usage
// of the analysed IR, as wcet compiles it: -O1 -disable-llvm-passes, then
// opt-14 mem2reg): work 64, task 24, log_byte 32, uart_isr 8, spi_isr 8,
// timer_isr 40, walk 16, dma_isr 16. Exception frame 108 (cortex-m4:
// 26 words with the FP context + 4 of alignment).
//   task:      24 + 64 (work)                = 88 (the bound, exact)
//   uart_isr:   8 + 32 (log_byte)            = 40, + 108 = 148
//   spi_isr:    8                            =  8, + 108 = 116
//   timer_isr: 40 + 64 (work)                = 104, + 108 = 212
// isr.json: uart_isr and spi_isr at priority 2, timer_isr at 1:
//   88 + max(148, 116) + 212 = 448 (summing the level would give 564).
// Three levels (3, 2, 1): 88 + 148 + 116 + 212 = 564.
// dma_isr with walk at most 5 deep: 16 + 5*16 = 96, + 108 = 204.
volatile int reg;

int work(int x) { volatile int buf[16]; buf[x & 15] = x; return buf[0]; }

int task(int n) {
  volatile int t[4];
  t[0] = n;
  if (n > 0)
    return work(n) + t[0];
  return t[0];
}

// Priority 2: uart_isr and spi_isr cannot preempt each other.
void log_byte(int c) { volatile int ring[8]; ring[c & 7] = c; }
void uart_isr(void) { log_byte(reg); }
void spi_isr(void) { volatile int b[2]; b[0] = reg; reg = b[0]; }

// Priority 1: preempted by either of the above.
void timer_isr(void) { volatile int ticks[6]; ticks[0] = reg; reg = ticks[0] + work(reg); }

// Recursive: its stack needs a recursion limit (isr_rec.json has none).
int walk(int n) { volatile int w[2]; w[0] = n; return n <= 0 ? 0 : walk(n - 1) + w[0]; }
void dma_isr(void) { reg = walk(reg); }
