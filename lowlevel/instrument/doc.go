// Package instrument is the third leg of the oracle: it edits an LLVM IR
// module so that, run under plain lli-14, it counts its own cost and
// prints
//
//	wcet: cycles=N heap=P
//
// (plus " blocked=1" when a WCET_ASSERT failed) when the entry ends: when
// the entry returns, or before a call to exit, _Exit, abort or a noreturn
// external function anywhere. It is what `wcet instrument FILE.ll [--entry
// f] [--cost ...] -o OUT.ll` writes.
//
// Independence. The module is parsed with llir/llvm and edited in place;
// no IR is ever re-emitted from ts, and this package shares no code with ts
// or frontend. Only lowlevel's Model prices an opcode (InsnCost, BlockCost,
// PerByte, ResolveExtern); which instructions run, and how often, is
// counted here at run time.
//
// # What the edit does
//
//   - Cycles: a global i64 counter. In each basic block the instructions are
//     summed in order; before each call (other than llvm.dbg.*,
//     llvm.lifetime.* and __wcet_* calls) the counter is increased by the
//     sum since the previous increase, the call included (plus PerByte ×
//     its length operand for memcpy/memset/memmove and llvm.mem*, plus the
//     external function's cost), and before the terminator by the rest,
//     the terminator included. BlockCost is added at the block's first
//     increase (the same as adding it at the first non-phi instruction:
//     nothing can end the program in between). A call that ends the
//     program therefore counts its block up to and including the call.
//   - Heap: malloc, calloc, realloc and free are redirected to runtime
//     wrappers that keep each live allocation's size; the runtime keeps the
//     running use and its peak (realloc allocates the new block before it
//     frees the old one). WCET_ALLOC/WCET_FREE add and subtract.
//   - Annotations: __wcet_cost adds cycles; __wcet_count/__wcet_reset update
//     frequency variables held by the runtime by name; each
//     __wcet_assert("...") call is replaced by code evaluating the
//     assertion's linear constraints (assertions/lang Linear) over them; a
//     failed one sets blocked=1 and the run continues.
//   - Nondet: __wcet_nondet and __wcet_nondet_range read the next value of
//     the environment variable WCET_NONDET (comma-separated integers). Every
//     external function (not defined, not an intrinsic, not a modelled
//     library function) is given a body that reads the next value
//     truncated (or sign-extended) to its return type (aggregates: one
//     value per scalar leaf, in order; void: none); a noreturn one prints
//     the line and exits 0. An exhausted sequence, or a value outside
//     lo..hi, prints "wcet: error: ..." on stderr and exits 2.
//   - Volatile reads (volatile.go): an integer volatile load (at most 64
//     bits) but one through a private stack slot reads the next
//     WCET_NONDET value too, through __wcet_rt_volatile, which gives the
//     load a slot holding it; with none left a volatile object reads
//     what the program stored, a fixed address is an exhausted sequence.
//     InstrumentVolatile(..., true) (--volatile memory) leaves volatile
//     objects reading memory.
//   - available_externally functions and globals become internal.
//   - A generated main (an existing main is renamed __wcet_orig_main)
//     reads WCET_ARGS (name=value,... ; lists name=[1,2,3]): it overwrites
//     the non-constant globals it names (by IR or source name; scalars or
//     array elements), gives the entry's integer parameters their values
//     (0 when absent) and each pointer parameter a fresh zero-filled
//     array of the listed values of its pointee's scalar type (p=0 gives
//     null; 4 KiB of zeros when absent), calls the entry, prints the line
//     and returns 0 (main's own result when the entry is main, which gets
//     argc/argv). A name in WCET_ARGS that matches nothing is an error.
//     A parameter is named by its DILocalVariable from the entry's
//     llvm.dbg.value/declare calls (an arg: variable first) or by its IR
//     name "%N"; either works.
//
// The runtime (rt/runtime.c, embedded) is compiled with clang-14 and linked
// into the output with llvm-link-14; user definitions whose names the
// runtime needs from libc (printf, getenv, ...) are renamed
// __wcet_user.NAME first.
package instrument
