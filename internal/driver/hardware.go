package driver

import (
	"fmt"
	"strings"

	"wcet/frontend"
	"wcet/lowlevel"
)

// hardwareAssumptions state, in assumptions[], what the cost model covers
// of the hardware and what it leaves out (issue 19 item 5): for the two
// models of a CPU's cycles (cortex-m4, machine) and for any model under
// --target. The host's abstract models (none, unit, insn, JSON) state
// nothing: they make no claim about hardware.
func hardwareAssumptions(cost string, t *frontend.Target, waitStates int64) []string {
	var out []string
	if t != nil {
		out = append(out, fmt.Sprintf("--target %s: the program is compiled for %s (%s; pointers and long are 32 bits, long long and double 8-aligned) with newlib's headers; sizes, layouts and the interpreter's runs are the target's", t.Name, t.Triple, strings.Join(t.CPU, " ")))
	}
	switch cost {
	case lowlevel.CortexM4:
		out = append(out, "cost model cortex-m4: Cortex-M4 cycles per IR instruction class from a table (lowlevel/cortexm4.go), not the compiled machine code; it assumes zero-wait-state memory, no caches, no interrupts or DMA, and prices each instruction alone (no pipeline effects between instructions or blocks)")
	case Machine:
		cpu := ""
		if t != nil {
			cpu = t.SchedCPU
		}
		ws := "zero-wait-state memory (give --wait-states N for flash wait states)"
		if waitStates > 0 {
			ws = fmt.Sprintf("%d flash wait states per fetched machine block and per load (--wait-states), no others", waitStates)
		}
		refill := int64(0)
		if t != nil {
			refill = t.Refill
		}
		out = append(out, fmt.Sprintf("cost model machine: each IR block costs the cycles of its llc-14 -O2 machine code under LLVM's scheduling model of %s (llvm-mca-14, the block run alone from an empty pipeline), plus a pipeline refill of %d cycles per branch, call and return, taken or not (the CPU manual's worst; LLVM's model leaves it out); the code is the analysed IR's, not a separately built binary's", cpu, refill),
			"not modelled by the machine cost: caches, bus contention, interrupts and DMA (overlap of blocks in the pipeline is left out, which over-estimates); memory is "+ws+"; memcpy/memset/memmove bytes cost the cortex-m4 table's figure, runtime routines codegen calls (__aeabi_*) --extern-cost")
	}
	return out
}
