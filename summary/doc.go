// Package summary is the summarization of a program point (thesis Def. 19)
// and the compounding operations of the symbolic simulation (Chu 2012,
// §3.5–3.7, Fig. 3.7 and Fig. 3.8): JoinVertical, JoinHorizontal and the
// per-transition step of TransStep (line 33), here Extend, plus Memo, the
// memo table SS stores its summaries in and reuses them from ("memoed(s)",
// Fig. 3.7 lines 4–5).
//
// # Place in the pipeline
//
// unroll's SS explores the symbolic execution tree depth-first and builds
// summaries bottom-up, in post-order. The summary of a node has one
// Summary per end its paths reach (the end of the program, or the end of
// an iteration of a loop: a break or a return leaves a loop from inside
// its body, and paths of different frequency-count classes are not
// merged), under one interpolant: unroll's nodeSum, which keeps per end
// the tied worst paths of equal bound as candidates. A leaf is Terminal
// (end of the program or of a loop body, Fig. 3.7 lines 2–3), or has no
// end (an empty context, line 1, or a dead end); each transition case
// lifts its child's summaries to the parent with Extend (line 33); the
// cases of one loc are compounded end by end with JoinHorizontal (line
// 34); a loop's first iteration and the rest of the unrolling are
// compounded with JoinVertical (line 12). Every node summary is offered to
// the Memo (Memo.Insert, line 17); before expanding a state, SS asks
// Memo.Lookup (line 4) and, on a hit, uses the stored summary instead of
// the subtree. Reused inner-loop summaries, compounded vertically, are
// what makes bubblesort's inner loop cost O(n) explorations (Example 3.5).
//
// # The summary [ℓ, bound, Δ(x, x′), Ψ(x), ω(x)]
//
//   - Key: ℓ, plus a Shape string for the non-numeric part of the state
//     (memory layout, call stack, ...). Reuse requires equal keys.
//   - Bound: the worst cost from ℓ to the end of the subtree; nil is −∞
//     (no feasible path).
//   - Delta: the abstract transformer, a poly.Map from the variables at ℓ
//     to the variables at the subtree's end: the convex hull of the
//     feasible paths (§3.7.2). Empty when Bound is nil.
//   - Psi: the interpolant over the variables at ℓ, the condition under
//     which the summary may be reused. It under-approximates the weakest
//     precondition that keeps every infeasible path of the subtree
//     infeasible (§3.7.3): it is always computed with poly.WeakestPre, never
//     with a pre-image (∃), which would admit contexts whose successors
//     violate the child's interpolant ("over-subsumption").
//   - Omega: the witness, the constraints of the worst path projected on
//     the variables at ℓ (§3.7.1): reuse at a context that cannot take the
//     worst path would give a spurious bound (Example 3.4). Empty when Bound
//     is nil. When the projection has more than 2 existential variables or
//     4 disjuncts, its simple hull stands in for it (simplifyWitness): a
//     superset only allows more reuse, an over-estimate at worst, and keeps
//     witnesses compounded along long loops from growing exponentially.
//   - Path: the caller's opaque steps of the worst path, for replay.
//   - Reusable: false when the subtree's infeasibility relied on facts that
//     are not in Psi (non-affine atoms decided by Z3); such a summary, and
//     every summary compounded from it, is never reused.
//
// Reuse at a state s (Memo.Lookup): equal key, Reusable, [[s]] ⊆ Ψ and
// [[s]] ∩ ω ≠ ∅ for the witness ω of every end. An entry is anything that
// gives its interpolant and its witnesses (Entry): SS's nodeSum; the
// thesis's examples in this package's tests store single Summaries, the
// entry with one end.
//
// # Ownership
//
// Summaries own their Delta, Psi and Omega and must be freed once with
// Free. Every operation of this package borrows its arguments and returns
// new values (as poly does); Copy duplicates a summary (isl reference
// count increments). The Memo keeps its own copies: Insert copies, Lookup
// returns a copy the caller must Free, Memo.Free frees the table. Path
// steps are shared between copies and must be treated as immutable.
// Memo.Debug, when set, receives a line per lookup and per rejected entry;
// the package prints nothing otherwise.
//
// # Memo indexing
//
// The table is a map from Key to a slice of entries, scanned linearly
// from the most recently inserted (the first match wins, so the choice is
// deterministic). Each candidate costs an isl IsSubset and one IsDisjoint
// per end. When a key holds several entries (a loop header whose
// summaries differ in the counts of an assertion), one integer point of
// the context is sampled per lookup and tested in Go against each entry's
// Ψ first (psiExcludes): an entry whose Ψ excludes the point is skipped
// without isl; the filter never accepts on its own.
//
// # The skeletal DAG
//
// Skeleton (skeleton.go) is what SS records for numeric phase 2 of one
// loop entry (thesis §4.4): per header of the unrolling, the count
// vectors of the relevant frequency variables with the most cost to each
// and the class that reached it; package assertions runs the dynamic
// programme on it.
package summary
