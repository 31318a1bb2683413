package unroll

import (
	"math/big"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/poly"
)

// TestConcreteWitnessArgsNS: testdata/ns.c at N = 10 with key in 0..100
// (its INPUTS). The header derives the worst case by hand: an even key
// is never found, so all four loops run to the end, 10 + 100 + 1000 +
// 10000 = 11110. SS must answer 11110 with a witness that replays to it
// exactly, found by concrete runs of the keys (concrete_args.go) without
// the symbolic replay of the worst trace (followBefore), which took about
// 4 s here before: the test fails when followBefore runs at all. About
// 0.5 s.
func TestConcreteWitnessArgsNS(t *testing.T) {
	f := "../testdata/ns.c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		t.Fatal(err)
	}
	p := loadFor(t, f, spec, "none", "-DN=10")
	follows := followRuns.Load()
	start := time.Now()
	res, err := SS(p, analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), Timeout: 60 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("bound %s, %d states, witness %v, %v", res.Bound, res.States, res.Args, time.Since(start).Round(time.Millisecond))
	if res.Bound.Cmp(big.NewInt(11110)) != 0 {
		t.Errorf("bound %s, want 11110", res.Bound)
	}
	exact, cost, err := analysis.Replay(p, spec.Entry, "cycles", res)
	if err != nil || !exact {
		t.Errorf("the witness %v replays to %d (%v), want 11110 exactly", res.Args, cost, err)
	}
	if k := res.Args["key"]; k == nil || k.Sign() < 0 || k.Cmp(big.NewInt(100)) > 0 {
		t.Errorf("witness key %v, want a key in 0..100", k)
	}
	if n := followRuns.Load() - follows; n != 0 {
		t.Errorf("the symbolic witness search ran %d times, want 0 (the concrete runs find key = 0)", n)
	}
}

// TestContextPoints: the points the concrete search runs are exactly the
// integer points of the initial context, ω's first: for a, b >= 0,
// a + b <= 3 the box 0..3 x 0..3 has 16 points, 10 of them in the
// context (the others, a + b > 3, are inputs the analysis did not bound
// and must not be run); with ω = {a = b}, (0,0) and (1,1) come first. An
// unbounded context, or a box above the cap, gives none.
func TestContextPoints(t *testing.T) {
	ctx := poly.NewCtx()
	defer ctx.Free()
	a, b := poly.Var("a"), poly.Var("b")
	vars := []string{"a", "b"}
	s := ctx.NewSet(vars, poly.GE(a, poly.Int(0)), poly.GE(b, poly.Int(0)), poly.LE(a.Add(b), poly.Int(3)))
	defer s.Free()
	omega := ctx.NewSet(vars, poly.EQ(a, b))
	defer omega.Free()
	first := s.Intersect(omega)
	defer first.Free()
	pts, in := contextPoints(s, first, 100)
	if len(pts) != 10 || in != 2 {
		t.Fatalf("%d points, %d in ω; want 10 and 2", len(pts), in)
	}
	for i, pt := range pts {
		x, y := pt["a"].Int64(), pt["b"].Int64()
		if x < 0 || y < 0 || x+y > 3 {
			t.Errorf("point (%d,%d) outside a, b >= 0, a + b <= 3", x, y)
		}
		if i < 2 && x != y {
			t.Errorf("point %d is (%d,%d), want ω's (a = b) first", i, x, y)
		}
	}
	if pts, _ := contextPoints(s, nil, 15); pts != nil {
		t.Errorf("box of 16 points above a cap of 15: %d points, want none", len(pts))
	}
	open := ctx.NewSet(vars, poly.GE(a, poly.Int(0)), poly.GE(b, poly.Int(0)))
	defer open.Free()
	if pts, _ := contextPoints(open, nil, 100); pts != nil {
		t.Errorf("unbounded context: %d points, want none", len(pts))
	}
}

// TestConcreteWitnessBubblesort400: testdata/bubblesort.c at N = 400. Its
// header derives the worst case by hand, every comparison swapping:
// (N-1) + 5*N*(N-1)/2 = 399 + 399000 = 399399. The run with every nondet
// choice at its upper bound is that witness, but it executes 2.0M ops,
// above the former per-run cap of the concrete search (2M): the search
// failed and the symbolic replay of the 79800-swap trace took about 17 s.
// The test fails when followBefore runs at all. About 2 s.
func TestConcreteWitnessBubblesort400(t *testing.T) {
	f := "../testdata/bubblesort.c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		t.Fatal(err)
	}
	p := loadFor(t, f, spec, "none", "-DN=400")
	follows := followRuns.Load()
	start := time.Now()
	res, err := SS(p, analysis.Config{Entry: spec.Entry, Resource: "cycles", Timeout: 60 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("bound %s, %d states, %v", res.Bound, res.States, time.Since(start).Round(time.Millisecond))
	if res.Bound.Cmp(big.NewInt(399399)) != 0 {
		t.Errorf("bound %s, want 399399", res.Bound)
	}
	if exact, cost, err := analysis.Replay(p, spec.Entry, "cycles", res); err != nil || !exact {
		t.Errorf("the witness replays to %d (%v), want 399399 exactly", cost, err)
	}
	if n := followRuns.Load() - follows; n != 0 {
		t.Errorf("the symbolic witness search ran %d times, want 0 (every choice at 1 is a witness)", n)
	}
}
