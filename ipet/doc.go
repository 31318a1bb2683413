// Package ipet is the IPET baseline, `--method ipet`: the Implicit Path
// Enumeration Technique of Li and Malik (1995), what aiT, OTAWA and
// Platin use, which the thesis compares the two-phase algorithm with
// (§4.2 "Assertions in IPET", Fig. 4.4, Example 4.1; Table 4.1's
// path-insensitive columns; Theorem 3: the two-phase algorithm is
// uniformly better than IPET for global assertions and a cumulative
// resource).
//
// # Place in the pipeline
//
// IPET runs on a priced ts.Program (frontend, lowlevel.Apply) like the
// methods of package unroll, with their shape (analysis.Method), so that
// the driver, the report formats and `wcet bench` treat it as one more
// method. It is given its loop bounds as plain data
// (analysis.Config.LoopBounds: the most body executions per entry, per
// loop and calling context; a loop-bound annotation's maximum where there
// is one) and imports neither unroll nor the driver: the driver decides
// where the bounds come from. Today that is SS with the assertions
// ignored: OverTable(unroll.SS) is `--method ipet`, FromSS IPET on an SS
// result already at hand (`wcet bench`), which also carries SS's counters,
// loop table, assumptions and loop-bound verdicts into the result, and
// SS's worst run as the known run (analysis.Config.Known) IPET checks its
// bound against. DESIGN's package table lists the IPET solver under
// package assertions; it is a package of its own, on top of analysis and
// assertions (the placement rule). Build takes the loop bounds as a
// plain function of (context, loop), and nothing in the integer program
// depends on SS.
//
// # The integer program
//
// Every callee is inlined per call site, so each call site's blocks get
// their own frequency variables (and their own loop bounds, by context).
// There is one non-negative integer variable per transition and per
// segment of a transition between two calls (a call's continuation runs
// as often as the callee returns, which is less when it may end the
// program with exit or abort). Maximize Σ count·cost subject to
//
//   - flow conservation at every program point, the entry's inflow 1
//     (the exit and halt points are the sinks; a point with no way out,
//     and a transition holding `unreachable`, carry no flow);
//   - per loop and context: back edges + body exits ≤ B · entries, B the
//     most body executions per entry (ts.Loop.BodyExit says which exits
//     complete a body execution — those from a latch block, as the loop
//     table counts them; a break, a return or a run ending inside the
//     loop ends an execution that does not count, ts.Loop.CompletesBody);
//   - the global assertions: an assertion in the entry, outside every
//     loop, is checked once, where it stands, and its frequency variables
//     are final there (the placement rule, assertions.CheckPlacement); a
//     frequency variable c is Σ of the counts of the segments holding a
//     WCET_COUNT(c). The assertion φ(c̃) holds when its transition runs:
//     the feasible set is intersected with {reach = 0} ∪ {φ}, reach being
//     that segment's count (0 or 1), an exact disjunction in isl instead
//     of a big-M.
//
// A function that calls itself directly is one instance: its recursive
// calls flow back into its entry, each call's continuation runs at most
// as often as the call is made, and its activations are at most N per
// call from outside, N = Σ_{i<D} k^i for a recursion depth bound D
// (BuildConfig.Depth: a facts file's recursion limit, or
// analysis.Config.RecursionDepths, the driver's loop-bound analysis) and
// k recursive calls per activation at most; without D, a flowrestriction
// pragma naming the function (TACLeBench's `1*f <= 521*m`: a function's
// name in a pragma counts its activations) may bound them. Recursion
// through other functions, and recursion with neither, are refused.
//
// Assertions reading a frequency variable that some WCET_RESET resets
// (the thesis's local assertions), assertions inside loops, and those in
// callees are ignored: verdict "ignored", and assumptions[] says so.
// Dropping a constraint only raises the bound, so this is sound. The
// resource must be cumulative: `--resource heap` is refused (the thesis:
// IPET cannot order a path's allocations and releases), and so is a cost
// whose amount depends on data (WCET_COST(n), memcpy of a variable size).
//
// # Solving
//
// Before the program is stated, each function's flow graph is reduced
// exactly: plain transitions (no loop crossing, call, assertion,
// `unreachable`, nor count or reset of a frequency variable an assertion
// reads) in series become one edge with the sum of their costs, plain
// edges in parallel the costliest of them. An if-then-else, a chain of &&
// tests, a loop body of plain code collapse to one edge (nsichneu_half's
// 391 ifs: 3095 counts without the reduction, 768 after the presolve and
// about a minute in isl; 7 with it, a millisecond).
//
// The flow equalities are eliminated first by substitution (a presolve:
// each has a variable of coefficient ±1; its non-negativity becomes an
// inequality over the others), duplicate inequalities merged, and the
// rest is handed to isl as one integer set; poly.Set.Max (isl_set_max_val)
// solves the integer program exactly. The bound is sound whenever SS's
// loop table is: every run of the program is a flow that satisfies the
// constraints. SS's worst run (found with the assertions ignored) is
// replayed by the interpreter: a bound below the cost of that real run
// (without the assertions, or with them when the run is not blocked)
// would betray a missing loop bound and is an internal error, never a
// result. The bound is exact only with that proof: when the run is
// unblocked and costs exactly IPET's bound, it is the report's witness
// and exact is true; otherwise exact is false and there is no witness
// (IPET gives counts, not a path).
package ipet
