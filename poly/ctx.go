package poly

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

// Ctx is the state of one analysis: an isl context, the count of live isl
// objects, the hull quota and the counters of lossy events. Every Set, Map
// and Solver belongs to one Ctx and may only be combined with values of the
// same Ctx. A Ctx is not safe for concurrent use (isl contexts are not):
// run parallel analyses with one Ctx each.
type Ctx struct {
	ctx    *islCtx
	live   int
	maxOps uint64
	lossy  [numLossy]int
	// hull statistics, for benchmarks and reports
	hulls, hullBlocks int
	hullMode          hullMode
	deadline          time.Time // zero: none (SetDeadline)
	budgetEnd         time.Time // zero: none (SetBudget)
	// The deadline's timer (SetDeadline) interrupts a running isl
	// operation with isl_ctx_abort from its own goroutine; abortMu orders
	// it with SetDeadline and Free (which stop it), abortGen tells a stale
	// timer from the current one, aborted records that it fired.
	abortMu  sync.Mutex
	abortT   *time.Timer
	abortGen uint64
	aborted  atomic.Bool
	// symMaps caches State.symMap's answers by their input (symMapKey):
	// isl maps owned by the cache, not counted in live, freed with the
	// Ctx (or when the cache is full).
	symMaps map[string]*symEntry
}

// symEntry is a cached symMap answer and the rows of its flat relation
// (Map.flatRows), shared by every Map handed out from it.
type symEntry struct {
	p    *islMap
	rows *mapRows
}

// maxSymMaps bounds the symMap cache; when full it is emptied.
const maxSymMaps = 4096

// cachedSymMap returns a new reference to the map cached under key (nil
// when there is none), with the rows found so far.
func (c *Ctx) cachedSymMap(key string) (*islMap, *mapRows) {
	e, ok := c.symMaps[key]
	if !ok {
		return nil, nil
	}
	return c.copyMap(e.p), e.rows
}

// cacheSymMap keeps a reference to m's isl map under key, and shares m's
// rows with the later answers.
func (c *Ctx) cacheSymMap(key string, m *Map) {
	if c.symMaps == nil || len(c.symMaps) >= maxSymMaps {
		c.dropSymMaps()
		c.symMaps = map[string]*symEntry{}
	}
	if m.rows == nil {
		m.rows = &mapRows{}
	}
	c.symMaps[key] = &symEntry{p: c.copyMap(m.p), rows: m.rows}
	c.live-- // owned by the cache
}

// dropSymMaps frees the cached maps.
func (c *Ctx) dropSymMaps() {
	for _, e := range c.symMaps {
		c.live++ // freeMap counts it down
		c.freeMap(e.p)
	}
	c.symMaps = nil
}

// DeadlineError is raised as a panic by an isl operation of a Ctx whose
// deadline has passed (SetDeadline): the analysis that set the deadline
// recovers it and reports its timeout.
type DeadlineError struct{}

func (*DeadlineError) Error() string { return "poly: deadline passed" }

// SetDeadline makes every isl operation of c that returns after t panic
// with *DeadlineError (the zero time: no deadline), so that a caller's
// timeout is honoured even deep inside a summary operation (a hull, a
// weakest precondition) that has no check of its own. An operation still
// running at t is interrupted: a timer calls isl_ctx_abort, the operation
// fails with isl_error_abort at its next step (isl checks the flag where
// it counts operations against the quota) and the wrapper panics with
// *DeadlineError; a Z3 check running at t is interrupted the same way
// (Z3_interrupt). The
// values of c are then in an unspecified state: the caller must abandon
// them (freeing is still allowed). Setting a new deadline (or none)
// lifts the interruption.
func (c *Ctx) SetDeadline(t time.Time) {
	c.deadline = t
	c.abortMu.Lock()
	defer c.abortMu.Unlock()
	c.stopAbortLocked()
	if c.ctx == nil || t.IsZero() {
		return
	}
	gen, ctx := c.abortGen, c.ctx
	c.abortT = time.AfterFunc(time.Until(t), func() {
		c.abortMu.Lock()
		defer c.abortMu.Unlock()
		if c.abortGen == gen && c.ctx == ctx {
			c.aborted.Store(true)
			abortIsl(ctx)
		}
	})
}

// stopAbortLocked stops the deadline's timer and lifts an interruption it
// made (abortMu held).
func (c *Ctx) stopAbortLocked() {
	if c.abortT != nil {
		c.abortT.Stop()
		c.abortT = nil
	}
	c.abortGen++
	if c.aborted.Swap(false) && c.ctx != nil {
		resumeIsl(c.ctx)
	}
}

// SetBudget sets the end of the analysis's time budget (the zero time:
// none): every Z3 check of c is capped by the time left to it, and one
// that runs out answers Unknown (feasible, a lossy event) — the soft
// counterpart of SetDeadline, for the phases that must end with a result
// (a witness search, a verdict's input) rather than abandon the run.
func (c *Ctx) SetBudget(t time.Time) { c.budgetEnd = t }

func (c *Ctx) pastDeadline() bool {
	return !c.deadline.IsZero() && (c.aborted.Load() || time.Now().After(c.deadline))
}

func (c *Ctx) checkDeadline() {
	if c.pastDeadline() {
		panic(&DeadlineError{})
	}
}

// DefaultMaxOperations is the isl operation quota given to one convex hull
// by NewCtx. Measured on isl 0.25: a 2-D hull of two polygons takes a few
// hundred operations, a 6-D hull of two generic polytopes some tens of
// thousands; a hull that needs more than this falls back to the simple hull
// (a lossy event) rather than running for seconds.
const DefaultMaxOperations = 100000

// NewCtx returns a fresh context with the default hull quota.
func NewCtx() *Ctx {
	return &Ctx{ctx: newIslCtx(), maxOps: DefaultMaxOperations}
}

// Free releases the isl context. Every Set and Map of c must have been
// freed first; if some are still live, Free leaves the isl context
// allocated (isl would refuse and print a warning) and returns an error
// naming the count.
func (c *Ctx) Free() error {
	if c.ctx == nil {
		return nil
	}
	if c.live != 0 {
		return fmt.Errorf("poly: Ctx.Free with %d live isl objects: free every Set and Map first", c.live)
	}
	c.dropSymMaps()
	c.abortMu.Lock()
	c.stopAbortLocked()
	freeIslCtx(c.ctx)
	c.ctx = nil
	c.abortMu.Unlock()
	return nil
}

// Live returns the number of isl objects of c currently owned by Go
// values (Sets, Maps and wrapper temporaries). It is zero when every value
// has been freed; tests check this.
func (c *Ctx) Live() int { return c.live }

// SetMaxOperations sets the isl operation quota of one convex hull
// (0: unlimited). A hull that exceeds it falls back to the simple hull,
// counted as LossySimpleHull. The quota applies to convex hulls (and their
// exactness check) and to State.Independent's product test, which answers
// no past it: every other operation is exact and unbounded.
func (c *Ctx) SetMaxOperations(n uint64) { c.maxOps = n }

// MaxOperations returns the hull quota.
func (c *Ctx) MaxOperations() uint64 { return c.maxOps }

// LossyKind names an event that makes a result an over-approximation; the
// analysis counts them in stats.lossy and may claim exactness only when
// none happened (or the witness replays to the bound).
type LossyKind int

// Lossy events.
const (
	// LossyHull: a convex hull strictly larger than the union it replaced.
	LossyHull LossyKind = iota
	// LossySimpleHull: a convex hull exceeded its quota and the simple hull
	// (the tightest box of the input's own constraint directions) was used.
	LossySimpleHull
	// LossyRemoveDivs: existential variables were eliminated rationally
	// (isl_set_remove_divs) before a hull, which isl does not define on them.
	LossyRemoveDivs
	// LossyZ3Unknown: Z3 answered unknown (or timed out); the path counted
	// as feasible.
	LossyZ3Unknown
	// LossyHavoc: recorded by callers through Note: a value havocked within
	// its type (wrap, weak update, volatile, float, external result).
	LossyHavoc
	numLossy
)

var lossyNames = [numLossy]string{"hull", "simple-hull", "remove-divs", "z3-unknown", "havoc"}

func (k LossyKind) String() string {
	if k >= 0 && k < numLossy {
		return lossyNames[k]
	}
	return fmt.Sprintf("LossyKind(%d)", int(k))
}

// Note records one lossy event of kind k.
func (c *Ctx) Note(k LossyKind) { c.lossy[k]++ }

// Lossy returns the number of lossy events of kind k so far.
func (c *Ctx) Lossy(k LossyKind) int { return c.lossy[k] }

// LossyTotal returns the number of lossy events of every kind so far.
func (c *Ctx) LossyTotal() int {
	n := 0
	for _, k := range c.lossy {
		n += k
	}
	return n
}

// HullStats returns how many convex hulls were computed and how many of
// them were split into independent variable blocks.
func (c *Ctx) HullStats() (hulls, split int) { return c.hulls, c.hullBlocks }

// ErrNotEntailed is returned by WeakestPre when the context is not within
// the weakest precondition: some state of ctx has an R-successor outside
// Post, so no interpolant exists.
var ErrNotEntailed = errors.New("poly: the context is not within the weakest precondition")

// ErrTooHard is WeakestPre's error when negating the post-condition (an
// exact complement, needed when it has existential variables or several
// disjuncts) exceeds the operation quota: no interpolant is computed, and
// the caller must not reuse what depends on it.
var ErrTooHard = errors.New("poly: the post-condition is too costly to negate")

func (c *Ctx) check(o *Ctx) {
	if c != o {
		panic("poly: values of different Ctx combined")
	}
	if c.ctx == nil {
		panic("poly: Ctx used after Free")
	}
}
