// Package native is the third leg of the oracle (DESIGN.md, "In-tree
// baselines and the oracle"): it compiles a C program natively with clang-14,
// links it with a C runtime of the __wcet_* functions of include/wcet.h
// (csrc/runtime.c, embedded with go:embed and written next to each build;
// it lives in a subdirectory because the go tool refuses .c files in a
// package that does not use cgo), runs it, and reads back the cost of that
// one run.
//
//	exe, err := native.Build("testdata/tcas.c", native.Options{Entry: "advisory"})
//	res, err := native.RunExe(exe, map[string]string{"own_alt": "1", ...}, nil)
//	// res.Cycles, res.Heap
//
// Run is Build followed by RunExe. Builds are cached in a directory under
// os.TempDir (CacheDir), keyed by the source, wcet.h, the runtime and the
// options.
// It is for tests only and shares nothing with the analysis: no IR is read
// back into the product's data structures, no package of the analyzer is
// imported.
//
// What the runtime counts, for --cost none:
//
//   - cycles: the sum of the WCET_COST(k) annotations executed;
//   - heap: the high watermark of WCET_ALLOC/WCET_FREE plus every live block
//     of malloc/calloc/realloc (wrapped with -Wl,--wrap=...; realloc counts
//     the new block before it frees the old one, so its peak is old+new).
//
// The program is compiled with -O1 for the default pipeline and with -O2
// -fno-vectorize -fno-slp-vectorize when Options.O2 is set, always with
// -fno-builtin-malloc (and calloc, realloc, free) so that the optimizer
// cannot delete an allocation the source makes: the native leg counts the
// allocations of the source program.
//
// The run ends when the entry returns, or at exit, _Exit or abort anywhere;
// the runtime then prints one line "wcet: cycles=N heap=P". For an entry
// other than main, Build generates a driver: a C file that #includes the
// program (so static globals are reachable), renames its main, sets the
// globals and parameters named in WCET_ARGS, and calls the entry. The
// entry's parameter names and types come from the program's own IR
// (clang-14 -S -emit-llvm -g: the define line and its DILocalVariable args);
// a pointer parameter points to a zeroed buffer of 64 KiB, filled from a
// bracketed list when one is given. Globals can be set for main too (before
// main starts).
//
// Nondet choices come from WCET_NONDET (Options.Nondet, "1,0,2*3" where v*k
// is k copies of v); when the sequence runs out the program stops with
// "wcet: error: nondet sequence exhausted (choice K, range LO..HI)" and
// status 2, and RunExe returns an *ExhaustedError (errors.Is
// ErrNondetExhausted); a value outside its WCET_NONDET_RANGE is an error
// too. For testing, RunExeSeed draws the choices past the given sequence
// from a seeded generator (WCET_NONDET_SEED), and Enumerate runs every
// choice sequence once (WCET_NONDET_FILL continues an exhausted sequence
// with each choice's low end, WCET_NONDET_TRACE prints the choices taken).
//
// Assertions are not evaluated natively: Result.Blocked is always false.
// Compare the native leg with the assertions=ignored WANT of a program.
//
// A program that calls an external function other than the ones the
// analysis models (malloc, calloc, realloc, free, memcpy, memset, memmove,
// abs, labs, llabs, strlen, exit, _Exit, abort) and the __wcet_* ABI is
// refused with an error wrapping ErrUnsupported: the other legs take such a
// function's result from the nondet sequence, the native program would call
// the real one. So is a program that reads a volatile global or a fixed
// address (an integer `load volatile` of a constant address): the other
// legs take that value from the nondet sequence too (issue 17), the
// native program reads memory.
package native
