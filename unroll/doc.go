// Package unroll is the symbolic simulator: symbolic execution of the
// transition system over poly.State, unrolling loops (thesis ch. 3), with
// the two phases of ch. 4 for user assertions and non-cumulative
// resources.
//
// Place in the pipeline: it runs on a priced ts.Program (frontend, then
// lowlevel.Apply) and returns plain results that cmd/wcet renders through
// package reports.
//
// TransStep (thesis Fig. 3.8) executes one transition's operations on one
// path, with exact splits on comparisons, wrap cases, selects and the
// affine encodings of division, remainder, shifts and masks by constants.
// A path carries what the state does not: the call stack, pointers as
// (object, offset variable), memory cells at constant offsets (weak updates
// otherwise, DESIGN "Memory"), the costs and the frequency variables.
// Memory is byte-precise (mem.go): cells never overlap, a byte no cell
// covers has the object's base content (initializer, zero, input or
// unknown), a store splits the cells it partly overwrites into their
// remaining bytes, a load of any width is composed from the cells and
// base bytes it overlaps (or is unknown of its type), and memset, memcpy,
// memmove, realloc and strlen read and write through the same logic.
//
// Three methods run on it:
//
//   - Enum, `--method enum` (enum.go): depth-first enumeration of every
//     feasible path with loops unrolled completely and calls entered in
//     context, the exact reference of DESIGN for small programs. It also
//     derives the loop table (loops.go).
//   - SS, `--method ss` (ss.go: the simulator; ss_sum.go: node summaries
//     with several ends; ss_join.go: the joins and loop steps; ss_canon.go:
//     the shapes summaries are reused between; ss_witness.go: the witness
//     search): the symbolic simulation of Fig. 3.7 with
//     summaries [ℓ, bound, Δ, Ψ, ω] (package summary), explored with an
//     explicit stack in post-order. Every TransStep records its step
//     relation R (poly.State.BeginStep/StepRelation: the transition's
//     constraints without the context, plus the premises its case split
//     relied on), so that Δ is context-free and Ψ = WeakestPre(R, Ψ′, ctx)
//     (§3.7.3). Cases found infeasible inside a step are kept as infeasible
//     kids (poly.Env.Dropped), so the interpolant preserves them. At a loop
//     header the first iteration is summarized, then continued from s ∘ Δ
//     (the merge of the iteration's paths) and compounded with JoinVertical
//     (lines 6–13). A subtree can end at several places — the end of the
//     program or the H.end of some loop, since a break or a return leaves a
//     loop from inside its body — so a node's summary holds one
//     [bound, Δ, ω] per end and one Ψ. Values are given canonical names
//     (pointer offsets "NAME.off", memory cells "oID.OFF") so that states
//     reached along different paths relate by name, and the non-numeric
//     part of a state (frames, pointers, memory layout) is its shape, part
//     of the memo key. When no value read from writable memory can reach a
//     branch, a cost or an address (relevance.go), memory contents are not
//     kept at all; an integer variable none of them can read is never set
//     (its assignments, loads, phi copies and call passing are skipped),
//     and a writable global array no relevant read may address keeps no
//     integer contents (regions.go: its stores are dropped, and it stays
//     out of the shape).
//     When the contents matter only through branch conditions (a table
//     the program fills, then searches: testdata/ns.c), a first pass
//     forgets them, as the thesis's analyzer, which had no array
//     contents, did; its bound is kept only when its witness replays to
//     it exactly, otherwise SS runs again with the contents (ss.go,
//     "Memory contents, lazily").
//     The witness of the bound is found by re-executing the
//     worst path's transitions (follow), and exactness is claimed only when
//     its replay by the interpreter costs the bound. When the only inputs
//     are nondet values of small ranges, concrete runs of the interpreter
//     guided by the worst path come first (concrete_witness.go: crc
//     without its assertion, whose symbolic replay ran past 60 s). When
//     the inputs are integer parameters (and scalar globals) that the
//     initial context confines to a small box, every integer point of
//     that context is run, the worst path's witness ω at the entry first
//     (concrete_args.go: ns, key in 0..100, whose symbolic replay took
//     4 s at N = 10 and half the timeout at N = 20). Either search claims
//     exactness only from a run of an input the analysis bounds that
//     costs the bound; when it finds none, follow runs. The replay runs on
//     states outside any step relation, where poly keeps the (many)
//     constant values out of isl, so its cost per transition does not grow
//     with the run. --timeout is also the poly.Ctx deadline, so it stops
//     the run inside long isl operations too; hit during the replay, it
//     leaves the bound without a witness.
//     Before any of this, SS runs a program with no input once
//     (concrete.go): when the entry's start is a single point, a context
//     with exactly one path, the interpreter runs it, stopping at the
//     first value the symbolic machine would not know (nondet, external
//     result, volatile read, undefined value); a run that ends is the only
//     run, and its cost, path, loop counts and verdicts are SS's result,
//     exact (a concrete array bubble-sorted at N = 100: one run, where the
//     simulation's states, all differing in their constants, grew
//     quadratically and reused nothing). Otherwise SS simulates as
//     described, from the start.
//   - IA, `--method ia`: SS with the memo table off (merging kept), the
//     thesis's "iteration abstraction" column. It never takes the one-run
//     path, so its column measures the simulation.
//
// Assertions (thesis ch. 4; phase 2 is package assertions, SS's side is
// assert_ss.go and numeric_ss.go): Enum checks them on each
// complete path (counts are exact per path). SS and IA make the counts the
// assertions read state variables and an assertion a branch whose failing
// side is a blocked path; ends are keyed by their class (how their paths
// changed the counts, an assertions.Class: MergePaths, Fig. 4.11), so paths of different
// classes never merge and the memo table over the loop's header states is
// phase 2's dynamic programme with interpolants. Where every class of an
// outermost loop's iteration leads to one header state but for the counts
// (constant costs and increments, no assertion inside the loop),
// numeric_ss.go runs phase 2 as the thesis's RCSP instead: phase 1
// unrolls the loop once with the counts symbolic (a chain of header
// nodes, each iteration's classes by MergePaths: the skeletal DAG, a
// summary.Skeleton), and phase 2 is assertions' integer DP over count
// vectors (Fig. 4.11 lines 11–12, 27–29) whose
// paths leaving the loop are checked against the assertions exactly on
// the integers (keyed by class and by the assertions they passed; no
// local assertion may follow the loop); it only adds paths, falls back to the symbolic phase 2
// when a precondition fails, and its worst path is still replayed for
// exactness (testdata/matmult100.c: 4880 exact in about 3 s instead of
// 135 s; unroll/testdata/numeric_*.c). --resource heap (§4.5.1,
// Fig. 4.12): each transition has a net use and a spike, and summaries
// keep the largest of each (summary.Summary.Peak).
//
// A horizontal join hulls the transformers of two sibling subtrees
// context-free, and the hull of a path that assigns v (v′ = 1) and one
// that keeps it (v′ = v) bounds v′ nowhere. After a lossy hull,
// keepBounds (ss_join.go) adds back, for a variable one side sets absolutely,
// the bounds on v′ that the two keep on the images of the node's context
// and restricts the node's interpolant to the inputs where they hold
// (computed exactly), so the next iteration of a state machine's loop
// does not start from any state (testdata/ss_join_bounds.c).
//
// Bit-level code (absint.go): while SS explores the tree it abstracts
// what the polyhedra cannot hold cheaply, each a lossy event: a bitwise
// and/or/xor without an affine form havocs its result (the thesis's
// CLP(R) treats such values as unknown), a kid's state loses the
// existential variables that mask and shift encodings leave, and a
// global array whose cells are independent of everything else is
// forgotten at a loop header (crc's message bytes), so header states of
// successive iterations share a memo key. Counts stay exact, so a bound
// an assertion decides keeps its precision (crc: 272, exact); the witness
// searches and Enum run with the exact semantics. Where pre(R, Ψ) fails
// because R leaves an output unbounded that Ψ bounds, R restricted to its
// outputs' types is tried (typedPre).
//
// Loop-bound pragmas (loopbound.go) act inside TransStep, so the three
// methods share them: an annotated loop's iteration counter is a state
// variable, and a path about to complete body execution B+1 is cut (and
// probed for the verdict proven, assumed or violated).
//
// The self-check (selfcheck.go, SelfCheck): before a result is reported,
// the CLI replays the witness and runs a seeded sample of other inputs
// (nondet values and points of the entry's assumption context) in the
// interpreter; a run above the bound is a *SelfCheckError, and exact is
// claimed only from the replay (never from a method's own Result.Exact).
// The interpreter stops a run where a loop-bound annotation cuts it
// (interp.Config.LoopBounds), in the unit of ts.Loop.CompletesBody, which
// loopbound.go and loops.go share. One function, so that a driver
// package can call it for every entry point.
package unroll
