// Package machine is the cost model --cost machine (issue 19 item 2): the
// cost of an IR block is the cycles of its machine code for the target's
// CPU, as LLVM's scheduling model of that CPU gives them. It sits beside
// lowlevel's table models in the pipeline's pricing stage (after the
// frontend, before the method): the driver builds the model from the
// analysed IR and lowlevel.Apply charges it at each block's entry, as a
// JSON model's "blocks" would (thesis §3.4: the cost of a transition is
// its block's).
//
// # How
//
//  1. Every numbered value and block of the analysed IR gets a name
//     (%4 → %w4, the entry block a label of its own), so that llc keeps
//     the IR block's name beside each machine block: the assembly prints
//     it as a comment on the block's label ("@ %w4", "# %w4").
//  2. llc-14 -O2 (the code generator of clang -O1/-O2) compiles it for the
//     target's triple and CPU, with tail merging off: a machine block
//     then holds code of the IR block it names, and of the blocks
//     codegen folded into it (a block merged into its predecessor,
//     if-conversion, tail duplication into predecessors), which run
//     whenever it runs or never. An IR block without a machine block of
//     its own costs 0: its code is in the blocks that absorbed it. A
//     machine block that names no IR block (a split critical edge) is
//     charged to every block that branches to it or falls into it.
//  3. Each machine block is cut at its calls; each piece is one code
//     region of llvm-mca-14 -iterations=1 for the CPU, and its "Total
//     Cycles" (the piece run alone, from an empty pipeline to its last
//     retirement) is its price. A call instruction costs its latency in
//     the model (llvm-mca 14 would take 100 cycles for a call), the
//     callee's body is priced by its own blocks, or by --extern-cost for
//     a function without a body. A call to a runtime routine that codegen
//     adds (__aeabi_ddiv, __mulsi3, memcpy for llvm.memcpy) is an
//     external call: --extern-cost prices it, and without it the model
//     refuses, naming the routine.
//  4. LLVM's models charge a branch as a move; the pipeline refill after a
//     control transfer (Target.Refill, from the CPU's manual: 3 cycles on
//     the Cortex-M4 and the SiFive E31) is added per branch, call and
//     return, taken or not. --wait-states N adds N per fetched machine
//     block and per load.
//
// What the model leaves out: overlap of consecutive blocks in the
// pipeline (each block starts from an empty pipeline: an over-estimate),
// caches, bus contention, interrupts and DMA. The bytes of memcpy/memset/memmove are charged at the cortex-m4
// table's per-byte figure (the library's loop is not in the analysed
// code). Targets without a scheduling model in LLVM 14 (cortex-m0plus)
// are refused.
package machine
