// Package frontend turns C (through clang-14 and opt-14) or LLVM IR text
// into the transition system of package ts.
//
// Place in the pipeline: it is the first stage. `wcet` compiles C with the
// pipeline DESIGN fixes (compile.go), checks .ll input with
// `opt-14 -passes=verify`, parses the IR with github.com/llir/llvm under
// recover (llir does not validate and can panic), and translates every
// function reachable from the entry (translate.go, function.go, inst.go,
// call.go) into locs and transitions in the shape of thesis §3.4 (Fig. 3.3:
// "From a C Program to its Transition System"): a loc before each block's
// body and one before its terminator, Body transitions with the block's
// operations, Edge transitions with the branch condition and the
// successor's phi nodes, then ts.BuildLoops normalizes each natural loop to
// the thesis's form (Definitions 14–16).
//
// Values are split into scalar leaves (layout.go computes the host data
// layout); debug info gives positions and names (debug.go); the cost of
// each instruction is recorded as ts.Tick ops for lowlevel to price
// (§3.2: path analysis and timing model are separate). The annotation ABI
// of include/wcet.h becomes Cost, Count, Reset, Assert and Havoc ops, and
// TACLeBench pragmas are read from `clang-14 -E` output (pragmas.go).
//
// # Annotations under --opt O2
//
// What clang-14 -O2 -fno-vectorize -fno-slp-vectorize does to an annotated
// loop (x86-64, read from the IR): inlining copies it into every caller
// (its !llvm.loop start DILocation keeps the line:col of the loop
// statement, with an inlinedAt); loop rotation turns it into a guard and
// a do-while (the start location stays); full unrolling of a constant-trip
// loop removes it (a callee's loop can be fully unrolled in one inlined
// copy and kept in another); loop deletion and closed forms (s += 2 over
// n iterations) remove it too; partial unrolling happens by default (a
// constant-trip loop of 100 is unrolled by 5 with no marker at all) and so
// does runtime unrolling (by 4, plus a remainder loop whose !llvm.loop
// node carries only llvm.loop.unroll.disable and no location; its latch
// branch keeps the loop statement's location, which loopStart takes);
// LICM and instruction combining move or merge the code of a line.
// Non-trivial unswitching and peeling would also duplicate a loop; they
// keep the metadata like the others.
//
// The rule (pragmas.go): the loops of the IR are grouped by their start
// position (file base, line, column) — one group per source loop, every
// copy in it. A loopbound pragma claims the group on the line of the loop
// statement that follows it in the preprocessed text (Pragma.Next: the
// next token is for, while or do), and every copy gets the pragma. Under
// O2 a pragma whose loop has no copy left is Removed: the report lists it
// as assumed, with an assumption saying the optimiser removed the loop and
// the pragma was not checked (not an error: the program runs without the
// loop); a pragma not followed by a loop statement is an error under O2,
// since the next loop of the IR may be another than the one meant. The
// default pipeline keeps its rule (the next loop that follows), which
// Next makes precise when the loop statement is there.
//
// Soundness: the cut at the pragma's max B on a copy never loses a run
// that respects the pragma, since a copy runs at most as many iterations
// per entry as the source loop runs bodies (an unrolled copy about B/k, a
// remainder fewer than k). But a copy's count is not the source's count,
// so no cut does not prove the pragma: on optimised IR
// (ts.Program.Optimized) a loopbound verdict is assumed when it is not
// violated, never proven (unroll/loopbound.go); it covers every copy, one
// row per pragma.
//
// Assertions: the optimiser keeps the order of the opaque __wcet_* calls,
// so an assertion copy is checked where the source's would be; the
// placement rule, stated on the source's loops and entry, is checked on
// the default-pipeline twin (ts.Program.Unoptimized) that Load compiles
// beside the O2 program. Markers are placed by line in the default
// pipeline; at O2, where a line's code can be copied or merged, a marker
// pragma is rewritten into a __wcet_count call in the preprocessed text
// before compilation (markers.go), a call every copy keeps; one whose
// calls O2 deleted with the dead code they stood in is Removed.
//
// Refused constructs — indirect calls, inline asm, setjmp/longjmp,
// computed goto, irreducible control flow, variadic function definitions —
// are *Error values of kind Refused carrying their position.
package frontend
