// Package driver owns one analysis run, from a file to a reports.Report:
// load the program (frontend), apply the flow facts (package facts), price
// it (lowlevel), check the assumptions, run the method (analysis.Method:
// unroll.SS, unroll.IA, unroll.Enum, or ipet over SS's loop table), and,
// when the method stops on a loop it cannot bound, search for the other
// such loops (unbounded.go: the cuts travel in analysis.Config.Cuts, the
// program is never changed behind the method's back); then the self-check
// (unroll.SelfCheck: the witness's replay in the interpreter, the only
// proof of exact, and a sample of other runs, none of which may cost more
// than the bound) and the conversion of the result to the report; with
// Options.Breakdown, the per-function breakdown of the worst path
// (breakdown.go: the witness run once more with the interpreter's
// attribution, reported only when the bound is exact).
//
// # Place in the pipeline
//
// internal/cli parses the flags, calls Run (analyze, and check for each
// task; bench loads through Load) and renders the report; the driver
// reads no environment and prints nothing. One analysis.Budget, started
// before the method's first run, gives every later part of the run (the
// search's runs, the report's time) what is left of --timeout.
//
// The driver decides where a method's inputs come from. Today ipet's loop
// bounds come from SS run with the assertions ignored (thesis §4.2 runs
// IPET on loop bounds given beforehand; our bounds are the symbolic
// simulation's loop table, ch. 3); the anytime fallback chain of issue 18
// (loop-bound analysis, IPET without SS, the best sound bound on a
// timeout) is to live here.
package driver
