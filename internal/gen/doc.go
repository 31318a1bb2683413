// Package gen generates random small C programs for differential testing
// (DESIGN, "Testing": "differential soundness tests against the oracle ...
// on at least 200 generated programs": nested loops, data-dependent bounds,
// calls, globals, wrap, divisions, bitwise conditions, assertions).
//
// It is test-only: nothing in the analyzer imports it. A test asks for
// Program(seed, options), writes Prog.Source to a .c file (it carries the
// testdata contract header, // ENTRY: and // INPUTS:, so harness.ParseSpec
// reads it back), computes the true worst case with the concrete oracle
// (harness.Explore over ts.Run) and compares an analysis method with it;
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
package gen
