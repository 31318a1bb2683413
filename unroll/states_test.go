package unroll

import (
	"testing"

	"wcet/analysis"
	"wcet/internal/harness"
)

// TestStatesHandCounted pins DESIGN's definition of stats.states on
// testdata/states.c, whose transition system (wcet analyze --dump ts) is
//
//	l0 --t0: x := nondet 0..1; %2 := x != 0--> l1     (2 states: %2 = 1, %2 = 0)
//	l1 --t1: assume %2--> l2,  l1 --t2: assume !%2--> l4
//	l2 --t3: cost 1--> l3 --t4--> l4 --t5--> l5 --t6: ret--> exit
//
// Counting the initial state and every successor on a satisfiable
// context:
//
//	enum: 1 (initial) + 2 (t0) + 1 (t1 on %2 = 1) + 1 (t2 on %2 = 0)
//	      + 4 (t3, t4, t5, t6 on the first path) + 2 (t5, t6 on the
//	      second) = 11
//	ia:   the same 11 (no loop, no merge, no reuse)
//	ss:   the second path reaches l4 with nothing live, inside the
//	      summary of l4 (Ψ true, ω true): reused, counting the state it
//	      arrived with (already counted as t2's successor) and nothing
//	      for its subtree: 11 − 2 = 9, one reuse.
func TestStatesHandCounted(t *testing.T) {
	spec := &harness.Spec{Entry: "main"}
	p := loadFor(t, "testdata/states.c", spec, "none")
	cfg := analysis.Config{Entry: "main", Resource: "cycles"}
	for _, c := range []struct {
		name   string
		run    func(*analysis.Config) (*analysis.Result, error)
		states int64
		reuses int64
	}{
		{"enum", func(c *analysis.Config) (*analysis.Result, error) { return Enum(p, *c) }, 11, 0},
		{"ia", func(c *analysis.Config) (*analysis.Result, error) { return IA(p, *c) }, 11, 0},
		{"ss", func(c *analysis.Config) (*analysis.Result, error) { return SS(p, *c) }, 9, 1},
	} {
		res, err := c.run(&cfg)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if res.Bound.Int64() != 1 || res.States != c.states || res.Reuses != c.reuses {
			t.Errorf("%s: bound %s, states %d, reuses %d; want 1, %d, %d", c.name, res.Bound, res.States, res.Reuses, c.states, c.reuses)
		}
	}
}
