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
// Refused constructs — indirect calls, inline asm, setjmp/longjmp,
// computed goto, irreducible control flow, variadic function definitions —
// are *Error values of kind Refused carrying their position.
package frontend
