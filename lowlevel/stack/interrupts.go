package stack

// Exception frames: the bytes a core pushes on the interrupted stack when
// it takes an interrupt, before the handler's first instruction (the
// handler's own frame is in its .su figure). Worst cases, alignment
// padding included.
const (
	// CortexM4Frame: ARMv7-M Architecture Reference Manual B1.5.6
	// (exception entry) and B1.5.7 (stack alignment on exception entry):
	// with the FP extension and lazy FP stacking enabled (FPCCR.ASPEN and
	// LSPEN, the reset state), a context whose CONTROL.FPCA is set gets
	// the extended frame: R0-R3, R12, LR, PC, xPSR (8 words) plus S0-S15,
	// FPSCR and a reserved word (18 words) = 26 words = 104 bytes, which
	// lazy stacking reserves even when it defers the FP writes; with
	// CCR.STKALIGN the frame starts 8-byte aligned, one more word of
	// padding at worst: 108.
	CortexM4Frame = 26*4 + 4
	// CortexM0PlusFrame: ARMv6-M Architecture Reference Manual B1.5.6
	// (exception entry behavior): R0-R3, R12, LR, PC, xPSR, 8 words = 32
	// bytes, always 8-byte aligned (one word of padding at worst): 36.
	// There is no FP context (cortex-m0plus is soft-float).
	CortexM0PlusFrame = 8*4 + 4
	// RV32IMACFrame: RISC-V Privileged Architecture specification,
	// machine-level ISA (mtvec, mepc, mcause, mtval, mstatus.MPIE/MPP):
	// taking a trap writes CSRs only, nothing to memory. The handler's
	// prologue saves what it uses, and -fstack-usage counts that in its
	// frame when the handler is the trap entry itself
	// (__attribute__((interrupt)), checked by the driver): 0.
	RV32IMACFrame = 0
)

// Nest is the worst stack that interrupt handlers add on top of a task:
// handler i has priority prio[i] (larger is more urgent) and needs
// bytes[i] (its stack bound plus the exception frame). Handlers of one
// priority cannot preempt each other, and one preempts another only when
// strictly more urgent, so the deepest nesting is a chain of at most one
// handler per distinct priority: Nest sums, over the priorities, the
// largest bytes of each, and says which handler (the first of the
// largest) it counted. The order of the levels does not change the sum.
func Nest(prio, bytes []int64) (sum int64, counted []bool) {
	best := map[int64]int{} // priority → index of its largest handler
	for i, p := range prio {
		if j, ok := best[p]; !ok || bytes[i] > bytes[j] {
			best[p] = i
		}
	}
	counted = make([]bool, len(prio))
	for _, i := range best {
		sum += bytes[i]
		counted[i] = true
	}
	return sum, counted
}
