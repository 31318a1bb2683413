package analysis

import (
	"math/big"

	"wcet/ts"
)

// Result is the outcome of a method: the bound and how it was obtained.
type Result struct {
	Bound *big.Int
	// Exact: the worst path's concrete input, replayed by the interpreter,
	// costs exactly the bound.
	Exact  bool
	States int64
	Lossy  int64
	// Z3Unknown are the lossy events among Lossy that are Z3 answering
	// unknown: a query's own time cap makes their number depend on the
	// machine's load (tests compare the others).
	Z3Unknown int64
	// Reuses, Merges and Infeasible are SS's counters: summaries reused,
	// path merges (convex hulls of two feasible cases), infeasible cases.
	Reuses, Merges, Infeasible int64
	// Args is the worst path's concrete input: entry parameters by name,
	// globals as "global:NAME".
	Args   map[string]*big.Int
	Nondet []*big.Int
	// Path is the worst path's transitions, oldest first.
	Path []Step
	// Ended says how the worst path ended: return, exit or abort.
	Ended       string
	Assumptions []string
	// Lists are the contents of the objects pointer parameters point to,
	// as element values (--arg a=[1,2,3]).
	Lists map[string][]*big.Int
	// Loops are the iteration counts of every loop reached, per calling
	// context, over the feasible paths.
	Loops []LoopBound
	// Annotations are the verdicts on the user's annotations (assertions
	// and loop-bound pragmas) the method met or was given.
	Annotations []Annotation
}

// Annotation is the verdict on one user annotation (DESIGN, "Verdicts").
type Annotation struct {
	Kind   string // "assert" or "loopbound"
	Text   string // as the user wrote it: "c <= 2", "min 0 max 10"
	Origin string // "macro", "pragma" or "facts:FILE"
	Pos    ts.Pos
	// Verdict is "proven", "assumed", "violated" or "ignored".
	Verdict string
	// Violation is one input under which the annotation fails (verdicts
	// assumed and violated), or nil.
	Violation *Input
}

// Input is a concrete input in the terms of Result's witness fields.
type Input struct {
	Args   map[string]*big.Int // parameters by name, globals as "global:NAME"
	Lists  map[string][]*big.Int
	Nondet []*big.Int
}

// Run is a concrete run of the entry: its input, and when known the path
// it takes and how it ends (the worst run of a method: Result's witness
// fields).
type Run struct {
	Input
	Path  []Step
	Ended string
}

// Step is one transition of a path.
type Step struct {
	Func  string
	Trans *ts.Trans
}

// LoopBound is one row of the loop table: a loop in one calling context.
type LoopBound struct {
	Func    string
	Loop    *ts.Loop
	Context string
	// Max is the most body executions per entry; Total the most over a run.
	Max, Total int64
	// Annotated: a loop-bound annotation cut the unrolling of this loop, so
	// Max is the annotation's maximum (reports' source "annotation").
	Annotated bool
}

// RecursionDepth is a recursion depth bound: at most Max activations of
// the function Func at once, from Origin (reports' origins, for example
// derived-loop-analysis) because of Why.
type RecursionDepth struct {
	Func   string
	Max    int64
	Origin string
	Why    string
}

// Verdicts of an annotation (DESIGN, "Verdicts").
const (
	VerdictProven   = "proven"
	VerdictAssumed  = "assumed"
	VerdictViolated = "violated"
	VerdictIgnored  = "ignored"
)
