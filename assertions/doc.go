// Package assertions holds what the analyses know about the user's
// assertions beyond their language (package assertions/lang): the
// placement rule and phase 2 of the thesis's assertion analysis (Chu 2012,
// ch. 4: §4.1 where an assertion is checked, §4.3 Summarize, Fig. 4.11,
// §4.4 the skeletal DAG).
//
//   - The placement rule (placement.go; DESIGN "Annotation ABI"): a local
//     assertion at the end of its loop body, a global one at the end of
//     the entry. CheckPlacement refuses a misplaced assertion with a
//     PlacementError at its position; OptimizedMisplaced lists the copies
//     under --opt O2 that the rule can no longer place.
//   - Keys and annotations (keys.go): one Key per source assertion (the
//     copies O2 makes share it), Annotations for the report.
//   - Frequency-count classes (class.go; MergePaths, Fig. 4.11 lines
//     42–51): a typed vector per class (Class, Count) from a per-run table
//     (Classes: Delta, Combine), so that a class is a map key and equal
//     vectors are one pointer.
//   - Symbolic phase 2 (symbolic.go): the assertions compiled to
//     constraints over the state variables of their frequency variables
//     (Compile, FreqVar, Zero) and the assertion as a branch whose failing
//     cases are blocked states (Branch, Fig. 4.11 line 12).
//   - Numeric phase 2 (dp.go; Fig. 4.11 lines 11–12 and 27–29): the
//     dynamic programme over the skeletal DAG (summary.Skeleton) with the
//     counts as integers (Step, Exit, Reach), and where it may run
//     (scope.go: ResetsAny, In, LocalAfter).
//   - Verdicts (verdicts.go; DESIGN "Verdicts"): the blocks a run keeps
//     (Blocks), their re-execution through a Searcher (Witnesses: violated,
//     assumed with an input, or ErrRetry without numeric phase 2),
//     PadNondet, and Verdicts for the report.
//
// # Place in the pipeline
//
// It runs on a ts.Program after the frontend: the methods of package
// unroll (SS, IA, Enum) and ipet.IPET apply the placement rule when they
// honour the assertions. Phase 1 stays in unroll: SS keeps the counts on
// its paths, keys the ends of its summaries by Class, records the blocked
// paths and builds the skeletal DAG layer by layer (unroll/assert_ss.go,
// unroll/numeric_ss.go); the phase-2 decisions are made here, through
// small types (summary.Skeleton, Blocks, Searcher) so that this package
// imports neither unroll nor the driver.
package assertions
