// Package tripcount is wcet's own loop-bound analysis: it bounds the body
// executions per entry of a loop from its affine induction variables and
// exit conditions, without running any method. (Not to be confused with
// unroll/loopbound.go, which is the loop-bound *annotation* machinery
// inside SS: the pragma counters, the cut and the verdicts.)
//
// # Place in the pipeline
//
// It runs on a priced ts.Program (frontend, facts, lowlevel) before the
// method. The driver (internal/driver) gives its bounds, with the
// annotations' and the facts', to package ipet as plain data
// (analysis.Config.LoopBounds), so that `--method ipet` runs no SS when
// every loop is bounded this way, and an SS run stopped by its budget
// still ends with IPET's sound bound (the anytime result). The thesis's
// algorithm (Chu 2012, ch. 3) finds loop bounds by unrolling (SS's loop
// table, origin derived-ss); this package covers the ground LLVM's
// ScalarEvolution covers for LLVMTA and Platin (the §4.2 setting: IPET on
// loop bounds given beforehand), origin derived-loop-analysis.
//
// # What it bounds
//
// A header variable h of loop L (a variable the frontend assigns on the
// edges into L's header from outside, its initial values, and on the
// edges into L's end, its next values) is an induction variable when
// each next value is h plus a step within [smin, smax] (constant, or a
// value whose range is known: symbolic steps) of one sign. A guard is an
// Assume on a transition of L (not of a loop nested in it) that every
// path from the header to L's end passes: it is checked once in every
// iteration that takes the back edge. When the guard compares h + c (c
// within a range) with a value N whose range is known, in the signed or
// unsigned view of its predicate (lt, le, gt, ge; ne with a step of
// exactly ±1), the number of back edges per entry is at most the number
// of k ≥ 0 for which h0 + k·smin + c can pass the guard. The body
// executions are the back edges, plus one when the loop can also be left
// by a body execution (ts.Loop.BodyExit) or the run can end inside it
// without the guard having passed first.
//
// A guard `ne` needs N to be the same value in every iteration (a
// constant, a variable the loop does not assign, a load of memory the
// loop does not write: cells.go invariant); a counter stepping by one past
// a value that moves may never meet it. When h + c starts on the wrong
// side of N, or may wrap on the way, a w-bit counter with one odd constant
// step still meets every w-bit value within 2^w steps (the step is
// invertible modulo 2^w): at most 2^w - 1 back edges when N is a value
// h + c can take in the comparison's width (tripsAround; a `uint8_t`
// index running round a 256-byte ring until it meets the other one: 255).
// `c += 3` on a narrow c is C's trunc(ext(c) + 3), read as the add in c's
// width (truncForm).
//
// A counter may also live in memory (cells.go): a scalar integer global
// that every iteration writes exactly once, by a store of its own value
// plus a constant, and that nothing else in the loop may write (no other
// store to it, no store through an unknown pointer, no call or library
// function that may write it): a load of it that no path takes after the
// store reads the counter's value at the start of the iteration, a pseudo
// header variable named after the global (`@tail`), from any value of its
// type.
//
// Ranges (the initial value, N, a symbolic step) come from constants,
// from the range of an enclosing loop's induction variable (a triangular
// loop is bounded by the maximum over the enclosing iteration space),
// from the entry's --assume constraints on its parameters, from the
// constant arguments at every call site of a callee, and otherwise from
// the type. A phi's value copied on an edge is narrowed by the
// comparisons with constants that the edge assumes before it (edgeRange):
// the arm that skips a clamp `if (n > 4) n = 4` has n <= 4, so the phi is
// in [min, 4], not the whole type.
//
// A bit-clearing loop (bits.go) is bounded by its variable's width: a
// guard `x != 0` on a header variable or counter cell x, and every
// iteration sets x to x & (x - 1) (one set bit cleared: at most
// popcount(x0) <= bitlen(x0) back edges) or to x >> c (a logical shift by
// a constant: ceil(bitlen(x0) / c)). Clearing a bit the program chose
// (`x &= ~(1 << k)`) is not counted: it needs bit k to be set.
//
// A closed loop, whose iterations depend on constants alone (no load,
// call or input; every variable it reads defined inside it or by one
// constant outside), is counted by one run of its function with the
// interpreter (ScalarEvolution's exhaustive evaluation; lms's
// random-number do-while); that count is kept when it is below the
// guards' bound.
//
// Recursion bounds the recursion depth of functions that call
// themselves (recursion.go): a measure parameter that shrinks (x - c,
// x / c, x >> s) or grows by constant steps past a test against a
// constant, from its range at the calls from outside. ipet bounds the
// activations of a recursive function with it.
//
// # Soundness
//
// Every bound is ≥ every run's count (the tests check it against the
// interpreter, ts/interp, on generated and hand-written loops). Integers
// are bit patterns: the argument holds only when no value the guard and
// the step compute wraps in the guard's view, which is checked from the
// ranges (a counter that may wrap gets no bound). A bound above MaxBound
// (a loop bounded only by a wide type's range) is not reported: such a
// loop is left to the user, as unbounded. When in doubt, no bound.
package tripcount
