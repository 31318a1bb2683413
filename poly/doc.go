// Package poly is the abstract domain of the symbolic simulation: exact
// integer sets and relations over named variables (isl, through cgo), and
// a bridge to Z3 for the atoms that are not affine.
//
// # Place in the pipeline
//
// unroll (thesis Fig. 3.7/3.8) keeps the affine part of each symbolic
// state as a Set and checks feasibility with IsEmpty; summary stores, for
// a summarized loc, the abstract transformer Δ(x, x′) as a Map (the convex
// hull of the paths, Map.ConvexHull — thesis §3.7.2), the interpolant Ψ(x)
// as a conjunctive Set (WeakestPre — §3.7.3) and the witness ω(x) as a Set
// projected on the live variables (Set.Project — §3.7.1); a summary is
// reused at state s when s ⊆ Ψ (IsSubset) and s ∩ ω ≠ ∅ (IsDisjoint).
// Bounds and the IPET baseline use Max, an exact integer linear program.
// Paths whose conditions hold non-affine atoms (a product of variables,
// division or remainder by a variable, bitwise operations, truncating
// casts) are decided by a Solver, which also turns a path condition into
// concrete inputs (Model) for the witness replay. poly imports nothing
// from the project; the symbolic state that combines the two (poly.State,
// an affine Set plus non-affine atoms, with liveness applied by callers)
// is built on top of this API: Solver.AssertSet and Solver.Affine carry a
// Set's constraints into Z3, Set.Disjuncts exposes them as plain data.
//
// # Model
//
// A Set is a finite union of basic sets (conjunctions of affine
// constraints Affine ≥ 0 or = 0 with big.Int coefficients, possibly with
// existentially quantified integer variables) over a list of named
// variables held in sorted order, which is also the order of isl's dims.
// Values over different variables are aligned by name before every
// operation: a variable a value does not list is unconstrained in it (a
// Set over {x} is, over {x, y}, the cylinder of all y). A Map relates
// inputs In() to outputs Out() (in constraints, output v is written v′,
// see Prime); it constrains only what it lists, so a transformer that
// keeps a variable says so (Assign and Havoc build the frame).
//
// Everything is exact over the integers: projection keeps existential
// variables instead of over-approximating, complement and subtraction are
// exact, Max/Min solve the integer program, isl_val ↔ math/big converts
// without loss. The places that lose precision are counted as lossy events
// in the Ctx (LossyKind): a convex hull strictly larger than its union, a
// hull over its operation quota, existential variables removed before a
// hull, Z3 answering unknown; callers record their own havocs with Note
// (or State.NoteLossy), and State.DropDivs, which a caller's abstraction
// uses to drop a state's existential variables, counts LossyRemoveDivs.
// State.Independent and State.FixDetermined are exact queries and
// rewrites (a variable related to nothing else; a symbol the affine part
// fixes to one value, moved to the known constants).
//
// While a step relation is recorded (every transition of ss), a State
// keeps the symbol an assignment defines out of the isl set: it is
// substituted by its affine definition until an operation needs the set
// over arbitrary symbols, and Go-side bounds of the symbols decide the
// wrap case of most assignments and the constraints they imply without an
// integer program (state_def.go). It is exact: the successors, contexts
// and step relations are those of the general path (a wrap premise the
// operand types imply is left out, which changes the premises' condition
// only outside the types' ranges); Env.Plain selects the general path for
// the differential tests.
//
// # Ownership
//
// One Ctx per analysis wraps one isl_ctx; it is not safe for concurrent
// use. Every Set and Map owns one isl object and must be freed exactly
// once with Free; there are no finalizers, so memory use is deterministic
// and leaks are visible: Ctx.Live counts the isl objects Go currently
// owns, tests check it returns to zero, and Ctx.Free refuses while it is
// not. Values are immutable — operations return new values and never
// consume their operands. All calls into isl are in isl.go, which handles
// __isl_take/__isl_give in one place: a wrapper copies (a reference count
// increment) every argument isl would consume, and hands out every result
// as owned. The context runs with ISL_ON_ERROR_CONTINUE; every result is
// checked, isl_ctx_last_error read and reset. The only recoverable isl
// error is the operation quota (isl_ctx_set_max_operations), which bounds
// ConvexHull alone and triggers its fallback; any other isl failure is a
// bug (or memory exhaustion) and panics with *Error. A caller's timeout is
// Ctx.SetDeadline: the first isl result returned past it panics with
// *DeadlineError, which the analysis recovers as its timeout, and an
// operation still running at the deadline is interrupted (a timer calls
// isl_ctx_abort; isl checks the flag where it counts operations against
// the quota, and the operation fails with isl_error_abort, which the
// wrappers turn into *DeadlineError). A Z3 check running at the deadline
// is interrupted likewise (Z3_interrupt).
//
// # Interpolants without isl
//
// WeakestPre and State.StepRelation run for every step of the simulation,
// so the questions they ask are answered in Go first where that is exact
// (wp_fast.go): an emptiness or an inclusion is decided by interval
// propagation over the constraints (a box that is empty, or inside a
// half-space, is a proof; a point found in the box, checked against every
// constraint, is a proof of the opposite), in int64 arithmetic with every
// overflow detected; isl answers what Go leaves open. A premise that the
// step's equalities reduce to a true constant needs no relation and no
// WeakestPre; symMap's answers are cached by their input renamed (a loop's
// iterations take steps of the same shape), with the rows of their flat
// relation. Each shortcut gives the answer isl gives, so the interpolants
// are the same constraints in the same order (TestWeakestPreFastMatchesSlow
// compares both ways on random steps): states, bounds and exactness do not
// change, only the time (fir 2.4 → 1.8 s of CPU, tcas 2.2 → 1.6 s).
//
// # Convex hull
//
// Type ranges (−2³¹ ≤ x ≤ 2³¹−1 and bounds derived from them) are taken
// out of the disjuncts before a hull and put back as the loosest range of
// each variable after it: the exact hull has facets through the vertices
// at those bounds whose coefficients grow to tens of digits over a loop's
// iterations (j_complex: every hull ran for seconds, in isl's elimination
// of existential variables); without them it is a superset (counted
// LossyHull when strictly larger than the union, as every hull).
//
// ConvexHull factors out the variable blocks on which all disjuncts agree
// (the unmodified variables of a loop iteration), hulls the varying part
// with isl_set_convex_hull under a quota of DefaultMaxOperations, and on a
// quota hit falls back to isl_set_simple_hull tightened by the hulls of
// the varying blocks taken one by one. Measured with isl 0.25 (operations
// needed for an exact hull of two generic polytopes: 2-D 812, 3-D 6.6k,
// 4-D 47k, 5-D 461k, 6-D 5.4M ≈ 0.9 s), the default quota admits generic
// hulls up to 4-D and caps a failing hull at ~20 ms; splitting blocks turns
// a 6-D union with 4 shared inequality-bounded variables from a 3M
// operation hull (over quota: lossy) into an exact 2-D hull (~0.6 ms).
//
// # Z3
//
// A Solver wraps a Z3 context and solver (github.com/aclements/go-z3).
// BVTerm implements LLVM's integer operations at any width exactly
// (wrapping arithmetic, udiv/sdiv/urem/srem, shifts with poison as an
// unconstrained value, bitwise operations, signed and unsigned
// comparisons, zext/sext/trunc), with the conditions of undefined
// behaviour and nsw/nuw as formulas for the caller to assert; IntTerm is
// the mathematical view with range constraints. Push/Pop follow the
// search. Check answers Unknown on a timeout or when Z3 gives up: callers
// treat it as feasible, which is sound, and it is counted as
// LossyZ3Unknown.
package poly
