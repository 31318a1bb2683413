// WANT: cost=insn resource=cycles bound=225 exact=true
// WORST: nondet=65536,4096,16384,2047,-2048,2047,-2048,2047,-2048,2047,-2048
// Oracle: `wcet run --cost insn --nondet <WORST>` = 225; all inputs 0 = 213.
// By hand: the integrator clamp is never taken (|integ| <= 4 * 4095 < 2^20),
// the two output clamps exclude each other (lo = -1000 < hi = 1000), and
// taking one costs 3: 213 + 4 steps * 3 = 225 (-2048/2047 reversed: 225 too).
// Measured (2026-11-29, --cost insn): 225 exact, 63 states, 0.4 s wall.
// Before SS's abstraction took a product of two unknowns as a fresh value
// between the products of the operands' bounds (unroll/absint.go,
// havocProduct), ss spent --timeout 20s in pid_step (Z3's 64-bit
// products) and the anytime IPET gave 253 (with DropDivs's equalities and
// without the products: 225 exact in 36-48 s, in Z3).
// idiom: a Q16.16 PID step, its gains unknown, products of two unknowns
// feeding two clamps, four steps.
#include "wcet.h"
#include <stdint.h>
typedef struct { int32_t kp, ki, kd; int32_t integ, prev; int32_t lo, hi; } pid_t_;
pid_t_ pid;
int32_t pid_step(int32_t sp, int32_t meas) {
  int32_t err = sp - meas;
  pid.integ += err;
  if (pid.integ > (1 << 20)) pid.integ = 1 << 20;
  if (pid.integ < -(1 << 20)) pid.integ = -(1 << 20);
  int64_t out = ((int64_t)pid.kp * err + (int64_t)pid.ki * pid.integ + (int64_t)pid.kd * (err - pid.prev)) >> 16;
  pid.prev = err;
  if (out > pid.hi) out = pid.hi;
  if (out < pid.lo) out = pid.lo;
  return (int32_t)out;
}
int main(void) {
  pid.kp = WCET_NONDET_RANGE(0, 1 << 16);
  pid.ki = WCET_NONDET_RANGE(0, 1 << 12);
  pid.kd = WCET_NONDET_RANGE(0, 1 << 14);
  pid.lo = -1000; pid.hi = 1000;
  int32_t acc = 0;
  for (int i = 0; i < 4; i++) acc += pid_step(WCET_NONDET_RANGE(-2048, 2047), WCET_NONDET_RANGE(-2048, 2047));
  return acc;
}
