// Package lowlevel is the low-level timing model of wcet: it prices the IR
// instructions a program executes, and nothing else.
//
// Thesis §3.2 ("Path Analysis vs. Timing Model") separates path analysis
// from low-level analysis: the low-level analysis gives each basic block (in
// its context) a worst-case time, the path analysis finds the worst path
// over those times. wcet keeps that separation. The frontend records, for
// every stretch of executed IR instructions, a ts.Tick naming the opcodes;
// Apply prices each Tick with a Model and replaces it by a ts.Cost on the
// resource "cycles"; the path analysis (unroll, summary, assertions) never
// sees an opcode. A Model is static in the sense of the thesis's
// Definition 13 (static timing model): one block has one price whatever
// its context. The third leg of the oracle, package lowlevel/instrument,
// asks the same Model for the price of each instruction it counts, so
// both legs agree by construction on what an instruction costs and
// independently on which instructions run.
//
// # Place in the pipeline
//
//	frontend ──ts.Program with Ticks──► lowlevel.Apply ──Cost ops──► unroll, ...
//	prog.ll ──────────────────────────► lowlevel/instrument ──► lli-14
//
// # Cost models (--cost)
//
//   - none: every instruction costs 0; only WCET_COST annotations count.
//     External functions need no cost.
//   - unit: 1 per executed basic block, charged when the block is entered
//     (BlockCost); instructions cost 0.
//   - insn (the default): 1 per executed IR instruction, phi nodes and
//     terminators included (also the one-br blocks that loop-simplify and
//     lcssa insert), except calls to llvm.dbg.*, llvm.lifetime.* and
//     __wcet_* functions, which cost 0. A call to memcpy, memset, memmove
//     or their llvm.mem* intrinsics costs 1 plus 1 per byte (its length
//     operand; PerByte).
//   - cortex-m4: cycles per instruction class from the ARM Cortex-M4
//     Technical Reference Manual r0p1, §3.3.1 Table 3-1 (integer, zero
//     wait states) and the FPU instruction table of chapter 7 (M4F single
//     precision), always the worst value of a range: ALU and shifts 1, MUL
//     (and MLA, UMULL) 1, SDIV/UDIV "2 to 12" → 12, LDR 2, STR 2 ("1 when
//     pipelined" is not assumed), LDRD/STRD 1+N, branches 1+P with the
//     pipeline refill P "1 to 3" → 3 (br 4), TBB/TBH 2+P (switch 10 with
//     its compare and range check), call 14 (BL 1+P plus the callee's
//     PUSH {r4-r11,lr} 1+N), ret 13 (POP {r4-r11,pc} 1+N+P), VADD/VMUL 1,
//     VDIV/VSQRT 14, memcpy/memset 9 per byte (an LDRB/STRB/SUBS/BNE
//     loop). Approximated: it is applied to host (x86-64) IR, not to
//     Thumb-2 code, so each IR instruction is priced as the sequence a
//     compiler typically emits; an operation on more than 32 bits costs
//     per 32-bit word (a 64-bit add is ADDS+ADC: double), a 64-bit
//     multiply W² UMULL/UMLALs, a wider division and every double-precision
//     operation (the M4F has no double unit) are soft-float library
//     routines whose costs are estimates not taken from the manual;
//     caches, wait states, interrupts and stack-passed arguments are not
//     modelled. cortexm4.go holds the full table and each number's
//     origin.
//   - a path to a JSON file (schema "wcet/cost/v1", see LoadJSON): per-opcode
//     weights, per-block extra costs keyed by "func/%block" or "file:line",
//     external function costs; so block timings from a binary-level tool
//     can be imported.
//
// Calls to llvm.dbg.*, llvm.lifetime.* and __wcet_* cost 0 under every
// model (Free). WCET_COST(k) annotations add k cycles under every model;
// the frontend turns them into Cost ops directly, they are not Ticks.
//
// # Opcode strings
//
// An instruction is named by its LLVM opcode ("add", "icmp", "phi", "br",
// "getelementptr", "load", ...); a call by "call:CALLEE" ("call:f",
// "call:llvm.umax.i32"), or "call" when the callee is not a named function
// (indirect call, inline asm). An opcode may carry the type it operates on
// after a dot, "add.i64", "fmul.double" (see Typed): only cortex-m4 reads
// it (a 64-bit add is two 32-bit instructions on an M4); every other model
// prices the bare opcode.
//
// Opcode, TermOpcode, TypedOpcode and CallOpcode (opcode.go) are the one
// naming of llir instructions; the frontend and lowlevel/instrument both
// call them, so the analyzer and the lli-14 oracle price an instruction
// under the same name.
//
// # External functions
//
// A call to a function that is neither defined in the program, nor an LLVM
// intrinsic (llvm.*), nor a modelled library function (Modelled: malloc
// calloc realloc free memcpy memset memmove abs labs llabs strlen exit
// _Exit abort), nor a __wcet_* annotation function, calls an external
// function. Under every model but none its body needs a cost, given (most
// specific first) by the facts file (Options.ExternCosts), the model's
// "extern" map, or --extern-cost N (Options.ExternCost); otherwise Apply
// fails naming the call's position. The cost is charged at the call,
// beside the call instruction's own cost.
//
// # Resources
//
//   - cycles: cumulative. Everything this package prices, plus WCET_COST.
//   - heap: non-cumulative, its high watermark (thesis §4.5.1): malloc,
//     calloc, realloc (counted as malloc of the new size before the free of
//     the old one) and free, and WCET_ALLOC/WCET_FREE. Library allocations
//     count under every cost model; a cost model prices cycles only.
package lowlevel
