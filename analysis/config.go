package analysis

import (
	"fmt"
	"io"
	"time"

	"wcet/ts"
)

// Config says what to bound and within which limits.
type Config struct {
	Entry    string
	Resource string // "cycles" or "heap"
	// Assume are linear constraints (assertion-language syntax) over the
	// entry's parameters and the globals (--assume, testdata INPUTS).
	Assume    []string
	MaxStates int64
	// Timeout is the user's --timeout, named in a stop's message; Budget
	// is the clock that enforces it (Clock).
	Timeout          time.Duration
	Budget           Budget
	IgnoreAssertions bool
	// Progress, when not nil, is called where the method checks MaxStates
	// and Timeout (every path step of enum, every node SS expands) with
	// the states so far, the position of the innermost loop of the
	// current point (zero outside loops) and its function. It must be
	// cheap: the caller throttles its own output.
	Progress func(states int64, loop ts.Pos, fn string)

	// LoopBounds are loop bounds given to the method, one row per loop and
	// calling context (Max: the most body executions per entry; a row of
	// Context "" bounds the loop in every context). Package
	// ipet takes its loop bounds from them (the methods of package unroll
	// find their own and ignore them); a loop that has neither a row nor a
	// loop-bound annotation is taken to run no body, so the rows must cover
	// every loop a feasible run enters (the loop table of a method's run).
	LoopBounds []LoopBound
	// LoopBoundsFrom names where LoopBounds come from, in the assumption
	// the method states ("--method ss's loop table (assertions ignored)").
	LoopBoundsFrom string
	// RecursionDepths bound recursive functions for package ipet: at most
	// Max activations of Func at once (the recursion depth; the facts
	// file's {"function": f, "recursion": {"max": N}} is the same bound
	// and is read from ts.Func.Recursion). The methods of package unroll
	// follow the calls and ignore them.
	RecursionDepths []RecursionDepth
	// Known, when not nil, is a real run of the entry (the worst run of
	// the method whose loop table gave LoopBounds): a method that does not
	// follow paths (ipet) checks its bound against the run's cost and
	// takes it as its witness when it costs exactly the bound.
	Known *Run
	// Cuts bound loops for this run only, like a loop-bound annotation
	// (ts.Pragma with Origin OriginSearch): the driver's search for unbounded
	// loops cuts the loops it has found. The method installs them as the
	// loops' ts.Loop.Bound for the run and restores the program before it
	// returns (Config.InstallCuts).
	Cuts map[*ts.Loop]*ts.Pragma

	// Debug receives the debug traces the switches below turn on (nil:
	// none is written).
	Debug io.Writer
	// SSDebug traces SS's simulation, MemoDebug its memo's lookups (the
	// CLI sets them from WCET_SS_DEBUG, WCET_MEMO_DEBUG), CheckDebug the
	// self-check's runs (WCET_CHECK_DEBUG).
	SSDebug, MemoDebug, CheckDebug bool
	// NoNumeric turns off the numeric phase 2 of SS's assertions, so that
	// the symbolic one runs (WCET_NO_NUMERIC; for comparing the two).
	NoNumeric bool
	// PlainStates turns off the shortcuts of poly's states (poly.Env.Plain)
	// in SS: for the differential test of those shortcuts.
	PlainStates bool
	// NoConcrete turns off SS's concrete fast path (unroll/concrete.go:
	// a program with no input is run once by the interpreter), so that
	// SS simulates it: for the differential test of that path.
	NoConcrete bool
	// StopOnly: the caller reads only whether the run stops on a limit
	// and where (the runs of the driver's search for unbounded loops,
	// whose results are thrown away). A method may then return as soon as
	// it has a bound, without its witness, verdicts or loop table.
	StopOnly bool
}

// Method is the shape every analysis method has.
type Method func(*ts.Program, Config) (*Result, error)

// InstallCuts sets the bound of each loop of cfg.Cuts to its cut, for the
// run of a method on the program that holds them, and returns the
// function that restores the loops' own bounds. A method calls it first:
//
//	defer cfg.InstallCuts()()
func (cfg Config) InstallCuts() (restore func()) {
	if len(cfg.Cuts) == 0 {
		return func() {}
	}
	old := make(map[*ts.Loop]*ts.Pragma, len(cfg.Cuts))
	for L, pr := range cfg.Cuts {
		old[L] = L.Bound
		L.Bound = pr
	}
	return func() {
		for L, pr := range old {
			L.Bound = pr
		}
	}
}

// DebugOut is cfg.Debug, or io.Discard when it is nil.
func (cfg Config) DebugOut() io.Writer {
	if cfg.Debug == nil {
		return io.Discard
	}
	return cfg.Debug
}

// Budget is the time one analysis may take, fixed when it starts: the
// wall-clock stop of every phase of a run (a method and its first pass,
// the witness searches and replays, the loop-bound witnesses, every isl
// operation and Z3 query, the search for unbounded loops, ipet after its
// ss run, the self-check). The parts ask it what is left instead of each
// computing it by hand. Inside the budget the phases are bounded by
// deterministic counts (states, interpreter ops, Z3's rlimit), so that
// the same input gives the same result on a loaded machine; the budget
// is the one stop that depends on the machine, and a stop on it is a
// timeout. The zero Budget has no limit.
type Budget struct {
	start   time.Time
	timeout time.Duration // 0: no limit
}

// NewBudget starts a budget of timeout from now (0 or less: no limit).
func NewBudget(timeout time.Duration) Budget {
	return Budget{start: time.Now(), timeout: max(timeout, 0)}
}

// Elapsed is the time since the budget started.
func (b Budget) Elapsed() time.Duration { return time.Since(b.start) }

// Limited reports whether the budget has a limit.
func (b Budget) Limited() bool { return b.timeout > 0 }

// Left is the time left (zero or less when none is); meaningful only when
// Limited.
func (b Budget) Left() time.Duration { return b.timeout - time.Since(b.start) }

// Deadline is the time the budget ends (the zero time when it has no
// limit).
func (b Budget) Deadline() time.Time {
	if !b.Limited() {
		return time.Time{}
	}
	return b.start.Add(b.timeout)
}

// Spent reports whether a limited budget has no time left.
func (b Budget) Spent() bool { return b.Limited() && b.Left() <= 0 }

// Keep is the budget that ends reserve before b does (at once when less
// than that is left): a phase that must leave the rest of the run some
// time (ipet's anytime bound after a stopped method) runs under it. An
// unlimited b is returned as it is.
func (b Budget) Keep(reserve time.Duration) Budget {
	if !b.Limited() {
		return b
	}
	b.timeout = max(b.timeout-reserve, time.Nanosecond)
	return b
}

// Share is the budget that starts now and ends after a n-th of b's whole
// timeout, or when b ends if that is sooner: a phase that must leave the
// rest of b unspent whatever it meets (the driver's search for unbounded
// loops) runs under it. An unlimited b is returned as it is.
func (b Budget) Share(n int) Budget {
	if !b.Limited() || n <= 1 {
		return b
	}
	return NewBudget(max(min(b.timeout/time.Duration(n), b.Left()), time.Nanosecond))
}

// Grace is b, extended when needed so that at least d is left: for the
// short closing phases (the anytime bound, the witness replay) that turn
// a stopped run into a report.
func (b Budget) Grace(d time.Duration) Budget {
	if b.Limited() && b.Left() < d {
		b.timeout += d - b.Left()
	}
	return b
}

// TimeoutText names a stop on the budget: "timeout after 30s" (the
// --timeout), or "timeout after 24s of --timeout 30s" when the method ran
// under a part of it (the driver keeps a fifth for ipet's anytime bound).
func (cfg Config) TimeoutText() string {
	b := cfg.Clock()
	if b.Limited() && cfg.Timeout > 0 && b.timeout < cfg.Timeout-time.Second/2 {
		had := b.timeout.Round(time.Second)
		if b.timeout < 10*time.Second {
			had = b.timeout.Round(100 * time.Millisecond)
		}
		return fmt.Sprintf("timeout after %s of --timeout %s", had, cfg.Timeout)
	}
	return fmt.Sprintf("timeout after %s", cfg.Timeout)
}

// Clock is the run's budget: cfg.Budget when the caller (the driver) started
// one, else a budget of cfg.Timeout started now (a method called on its
// own). A method calls it first and passes the result down in
// cfg.Budget, so that its phases share one clock.
func (cfg Config) Clock() Budget {
	if !cfg.Budget.start.IsZero() {
		return cfg.Budget
	}
	return NewBudget(cfg.Timeout)
}
