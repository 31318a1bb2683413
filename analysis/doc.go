// Package analysis is the contract the analysis methods and the driver
// share, with no algorithm in it: what a method is given (Config) and
// what it returns (Result: the bound, its counters, the worst run as a
// witness, the loop table, the verdicts on the user's annotations), the
// errors a method stops with (LimitError, ViolatedError, LoopBoundError)
// and the replay of a witness in the concrete interpreter (Replay, the
// proof of exactness).
//
// # Place in the pipeline
//
// frontend and lowlevel produce a priced ts.Program; a method bounds it:
//
//	type Method func(*ts.Program, analysis.Config) (*analysis.Result, error)
//
// unroll.SS and unroll.IA (the symbolic simulation of thesis ch. 3, SS
// with its TransStep, JoinVertical, JoinHorizontal and Summarize, and the
// second phase of ch. 4 for assertions), unroll.Enum (exhaustive
// enumeration, the exact reference) and ipet.IPET (the baseline of thesis
// §4.2, given its loop bounds in Config.LoopBounds) all have that shape.
// internal/driver runs one of them on a program from a file and turns the
// Result into a reports.Report; it decides where ipet's loop bounds come
// from and cuts the loops its search for unbounded loops found
// (Config.Cuts), so that a method never finds its program changed behind
// its back.
//
// The loop table's unit (body executions per entry, per calling context,
// CallContext) is DESIGN's "CLI contract" loops[]; verdicts are DESIGN's
// "Verdicts".
package analysis
