package poly

import (
	"math/big"
	"testing"
	"time"
)

// hull8D is a union of two generic 8-D polytopes (every variable varies,
// one variable block): its exact hull, without an operation quota, ran
// for more than 90 s (isl 0.25, measured with a C driver; the 7-D analogue
// takes 14 s, the 6-D one hull6D 0.9 s), and over 30 s here without the
// interruption.
const hull8D = "{ [a, b, c, d, e, f, g, h] : 0 <= a <= 4 and 0 <= b <= a and c = a + b and 0 <= d <= 3 and e = d + 1 and 0 <= f <= e and 0 <= g <= f + a and h = g + b;" +
	" [a, b, c, d, e, f, g, h] : 2 <= a <= 9 and b = 3 and 0 <= c <= a and d = 5 and 0 <= e <= 2 and f = e + d and g = c - e and 0 <= h <= a + d }"

// expectDeadline runs f, which must panic with *DeadlineError, and returns
// how long it ran.
func expectDeadline(t *testing.T, f func()) time.Duration {
	t.Helper()
	start := time.Now()
	func() {
		defer func() {
			if _, ok := recover().(*DeadlineError); !ok {
				t.Errorf("no *DeadlineError")
			}
		}()
		f()
	}()
	return time.Since(start)
}

// TestDeadlineInterruptsIsl: a deadline that passes while one isl
// operation runs (here a convex hull without quota that runs for minutes)
// interrupts it (isl_ctx_abort) with *DeadlineError; what the operation
// held is freed (newCtx's cleanup checks the live count is zero) and,
// with the deadline lifted, the context works again. The limit is 20 s
// for a 1 s deadline: generous on a loaded machine, far below the
// uninterrupted run.
func TestDeadlineInterruptsIsl(t *testing.T) {
	if testing.Short() {
		t.Skip("runs for the 1 s deadline")
	}
	c := newCtx(t)
	c.SetMaxOperations(0)
	u := mustSet(t, c, hull8D)
	defer u.Free()
	c.SetDeadline(time.Now().Add(time.Second))
	d := expectDeadline(t, func() {
		h, _ := u.ConvexHull()
		h.Free()
	})
	t.Logf("hull interrupted after %v", d)
	if d > 20*time.Second {
		t.Errorf("the hull ran %v past a 1 s deadline", d)
	}
	// Still past the deadline: the next operation fails at once.
	expectDeadline(t, func() { u.Coalesce().Free() })
	c.SetDeadline(time.Time{})
	v := u.Constrain(GE(Var("a"), Int(3)))
	defer v.Free()
	if v.IsEmpty() {
		t.Error("a >= 3 is empty in the union after the deadline was lifted")
	}
}

// semiprimeSolver is a solver of a new Ctx, without a per-check timeout
// or rlimit (DefaultResourceLimit would end the check by its count before
// a deadline or budget is reached), holding assertSemiprime's query.
func semiprimeSolver(t *testing.T) (*Ctx, *Solver) {
	c := newCtx(t)
	s := c.NewSolver()
	s.SetTimeout(0)
	s.SetResourceLimit(0)
	assertSemiprime(s)
	return c, s
}

// assertSemiprime asserts that x·y, 64-bit unsigned factors below 2³²
// with 1 < x ≤ y, is the 62-bit product of the primes 2³¹ − 19 and
// 2³¹ − 61: a check Z3 cannot decide quickly (without an interruption it
// ran over 30 s).
func assertSemiprime(s *Solver) {
	x, y := s.BVVar("x", 64, false), s.BVVar("y", 64, false)
	n := new(big.Int).Mul(big.NewInt(2147483629), big.NewInt(2147483587))
	lim := s.BVConst(64, big.NewInt(1<<32))
	s.Assert(x.Mul(y).Eq(s.BVConst(64, n)))
	s.Assert(x.ULT(lim))
	s.Assert(y.ULT(lim))
	s.Assert(x.UGT(s.BVInt(64, 1)))
	s.Assert(y.UGT(s.BVInt(64, 1)))
	s.Assert(x.ULE(y))
}

// TestDeadlineInterruptsZ3: the same for a Z3 check that runs long (the
// factors of a 62-bit semiprime under bit-vector multiplication) with no
// per-check timeout: the deadline interrupts it (Z3_interrupt).
func TestDeadlineInterruptsZ3(t *testing.T) {
	if testing.Short() {
		t.Skip("runs for the 1 s deadline")
	}
	c, s := semiprimeSolver(t)
	c.SetDeadline(time.Now().Add(time.Second))
	d := expectDeadline(t, func() { s.Check() })
	t.Logf("check interrupted after %v", d)
	if d > 20*time.Second {
		t.Errorf("the check ran %v past a 1 s deadline", d)
	}
	c.SetDeadline(time.Time{})
}

// TestBudgetCapsZ3: under the Ctx's budget (SetBudget, the soft
// counterpart of SetDeadline), a check that would run long is capped by
// the time left and answers Unknown — feasible, a lossy event — instead
// of running to the solver's own cap or panicking; past the budget a
// check still runs (for a millisecond) and answers.
func TestBudgetCapsZ3(t *testing.T) {
	if testing.Short() {
		t.Skip("runs for the 500 ms budget")
	}
	c, s := semiprimeSolver(t)
	c.SetBudget(time.Now().Add(500 * time.Millisecond))
	start := time.Now()
	if r := s.Check(); r != Unknown {
		t.Errorf("check under a 500 ms budget: %v, want unknown", r)
	}
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("the check ran %v for a 500 ms budget", d)
	}
	if c.Lossy(LossyZ3Unknown) == 0 {
		t.Error("unknown not counted as a lossy event")
	}
	if r := s.Check(); r != Unknown {
		t.Errorf("check past the budget: %v, want unknown", r)
	}
}

// TestResourceLimit: Z3's rlimit (SetResourceLimit; every Solver starts
// with DefaultResourceLimit) ends a check with Unknown by a count, the
// same on a loaded machine: at rlimit 1000 the semiprime's factors are
// not found, whatever the machine's speed.
func TestResourceLimit(t *testing.T) {
	_, s := semiprimeSolver(t)
	s.SetResourceLimit(1000)
	start := time.Now()
	if r := s.Check(); r != Unknown {
		t.Errorf("check at rlimit 1000: %v, want unknown", r)
	}
	t.Logf("rlimit 1000: unknown after %v", time.Since(start))
	if d := time.Since(start); d > 20*time.Second {
		t.Errorf("the check ran %v at rlimit 1000", d)
	}
}

// TestIsSubsetWithin: the inclusion test under the operation quota gives
// the exact answer within it and reports a quota hit as unknown (ok
// false), after which the context works as before.
func TestIsSubsetWithin(t *testing.T) {
	c := newCtx(t)
	u := mustSet(t, c, hull8D)
	defer u.Free()
	box := mustSet(t, c, "{ [a, b, c, d, e, f, g, h] : 0 <= a <= 9 and 0 <= b <= 9 and 0 <= c <= 18 and 0 <= d <= 5 and 0 <= e <= 5 and 0 <= f <= 10 and -2 <= g <= 15 and 0 <= h <= 20 }")
	defer box.Free()
	if sub, ok := u.IsSubsetWithin(box); !ok || !sub {
		t.Errorf("u ⊆ box within the default quota: sub %v ok %v, want true true", sub, ok)
	}
	if sub, ok := box.IsSubsetWithin(u); !ok || sub {
		t.Errorf("box ⊆ u within the default quota: sub %v ok %v, want false true", sub, ok)
	}
	c.SetMaxOperations(1)
	if _, ok := u.IsSubsetWithin(box); ok {
		t.Errorf("u ⊆ box within 1 operation: answered")
	}
	c.SetMaxOperations(DefaultMaxOperations)
	if !u.IsSubset(box) {
		t.Errorf("u ⊆ box after the quota hit: false")
	}
}
