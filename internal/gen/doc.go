// Package gen generates random small C programs for differential testing
// (DESIGN, "Testing": "differential soundness tests against the oracle ...
// on at least 200 generated programs": nested loops, data-dependent bounds,
// calls, globals, wrap, divisions, bitwise conditions, assertions).
//
// It is test-only: nothing in the analyzer imports it. A test asks for
// Program(seed, options), writes Prog.Source to a .c file (it carries the
// testdata contract header, // ENTRY: and // INPUTS:, so harness.ParseSpec
// reads it back), computes the true worst case with the concrete oracle
// (harness.Explore over interp.Run) and compares an analysis method with it;
// unroll/gen_test.go does so for --method enum. With Options.Assertions
// the programs also count frequency variables (WCET_COUNT, WCET_RESET) and
// check local and global WCET_ASSERTs placed by DESIGN's rule; the oracle
// then excludes blocked runs (unroll/assert_gen_test.go, thesis ch. 4).
//
// Every generated program is valid C for clang-14, deterministic per seed,
// free of undefined behaviour on every input (the generator tracks an
// interval for every expression: no signed overflow, no negative shifts,
// divisors proven nonzero, array indices masked, every variable initialized)
// and terminates on every input (each loop has a bound of at most 6
// iterations per entry, nesting depth at most 3, helpers are not
// recursive). Inputs are few and small, read through WCET_NONDET_RANGE in
// main or as parameters of another entry with an INPUTS range, so that the
// oracle can enumerate every input and nondet sequence (harness.Limit).
//
// Options.Memory and Options.Pragmas (mem.go, issue 15) add memory of
// mixed widths and annotated callees. Their random numbers are drawn only
// when they are set, so every other option's programs are byte-identical
// to those before them (TestStableSeeds holds the hash). Memory objects
// are ints, unions {int; unsigned char[4]; unsigned short[2]}, byte, int
// and string arrays (global with initializers, or locals of the entry),
// and structs holding a pointer initialised in a global initializer.
// Statements store at every width — bytes through unsigned char pointers
// (never an int * into a char array: no strict-aliasing UB), shorts via
// the union or memcpy, ints —, at constant indices, variable (masked)
// indices and in loops with nondet values, do partial memset/memcpy/
// memmove and struct copies, write strings (byte 7 of a string buffer is
// never written, so strlen stays in bounds), and calloc blocks; a read of
// another width or offset, strlen or strcmp then decides a cost. Half of
// the memory statements are "determined" (memExact): they set every byte
// of an object, store constants of other widths (some under a nondet
// choice), and compare a load with the value the generator computes
// (little-endian x86-64), so a load that misses a store takes the cheap
// branch and the bound drops below the oracle's. Pragmas: callee lb<h>
// runs `for (k = 0; k < n; k++)` under `loopbound min 0 max B` and counts
// ExceedCounter+"<h>" when n > B; the entry calls it with nondet (main) or
// data-dependent trip counts, sometimes above B, so the test's oracle
// leaves out the runs that break a pragma and knows which pragma a run
// breaks (Prog.LoopBoundLines). internal/gen's TestMemGenerated and
// TestMemGeneratedO2 check ss, enum and ipet on them.
package gen
