package analysis

import (
	"errors"
	"fmt"

	"wcet/ts"
)

// ErrNoPath is the error of a run in which no feasible path reaches an
// end of the entry and no loop-bound annotation cut the paths: every run
// meets what the analysis excludes (undefined behaviour, a failed
// assumption). The driver names the operation that excludes a run.
var ErrNoPath = errors.New("no feasible path reaches an end of the entry")

// LimitError is the error of a run that hit --max-states or --timeout; it
// names the loop being unrolled.
type LimitError struct {
	What string
	Loop ts.Pos
	Func string
	// Advice replaces "raise the limit, or bound the loop with an
	// annotation" when a higher limit would not help.
	Advice string
	// States are the symbolic states the method created before it
	// stopped (an anytime report shows them: the work was done).
	States int64
}

func (e *LimitError) Error() string {
	where := "the function " + e.Func
	if e.Loop.Known() || e.Loop.IR != "" {
		where = "the loop at " + e.Loop.String()
	}
	advice := e.Advice
	if advice == "" {
		advice = "raise the limit, or bound the loop with an annotation"
	}
	return fmt.Sprintf("%s while unrolling %s: no bound (%s)", e.What, where, advice)
}

// ViolatedError is the error of a method that honours assertions when one
// fails on a path that depends on no unknown value: the program breaks the
// claim whatever its inputs (verdict "violated"). It implements the CLI's
// reports.Located (kind "violated", the assertion's position).
type ViolatedError struct {
	Text string
	Pos  ts.Pos
}

func (e *ViolatedError) Error() string {
	return fmt.Sprintf("assertion %q at %s is violated: it fails on a path that depends on no unknown value", e.Text, e.Pos)
}

// Kind is "violated".
func (e *ViolatedError) Kind() string { return VerdictViolated }

// Position is the assertion's source position ("" and zeros if unknown).
func (e *ViolatedError) Position() (string, int, int) {
	if !e.Pos.Known() {
		return "", 0, 0
	}
	return e.Pos.File, e.Pos.Line, e.Pos.Col
}

// LoopBoundError is the error of a run in which a loop-bound annotation is
// violated: a path that depends on no unknown value starts more body
// executions per entry than the annotation's maximum. It implements
// reports.Located with kind "violated" at the pragma's position.
type LoopBoundError struct {
	Pragma *ts.Pragma
	Loop   *ts.Loop
	Func   string
	Input  *Input
	// Every: no execution stays within the annotations (every path was
	// cut), rather than one path that depends on no unknown value.
	Every bool
}

func (e *LoopBoundError) Error() string {
	what := "pragma"
	if o := e.Pragma.Origin; o != "" {
		what = "fact (" + o + ")"
	}
	if e.Every {
		return fmt.Sprintf("%s: loop-bound %s \"loopbound %s\" violated: no run of the entry stays within the loop-bound annotations (the loop at %s in %s is cut after %d body executions)",
			e.Pragma.Pos, what, e.Pragma.Text, e.Loop.Pos, e.Func, e.Pragma.Max)
	}
	return fmt.Sprintf("%s: loop-bound %s \"loopbound %s\" violated: the loop at %s in %s runs more than %d times per entry whatever the inputs",
		e.Pragma.Pos, what, e.Pragma.Text, e.Loop.Pos, e.Func, e.Pragma.Max)
}

// OriginSearch is the ts.Pragma.Origin of the cut the CLI puts on a loop
// it found unbounded while it looks for the other unbounded loops (a run
// that fails anyway): its verdict is not reported.
const OriginSearch = "search"

// Kind is the kind of errors[] entry (reports.Located).
func (e *LoopBoundError) Kind() string { return "violated" }

// Position is the pragma's position (reports.Located).
func (e *LoopBoundError) Position() (string, int, int) {
	if !e.Pragma.Pos.Known() {
		return "", 0, 0
	}
	return e.Pragma.Pos.File, e.Pragma.Pos.Line, e.Pragma.Pos.Col
}
