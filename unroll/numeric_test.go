package unroll

import (
	"testing"

	"wcet/analysis"
	"wcet/internal/harness"
)

// TestNumericPhase2 checks numeric phase 2 (numeric_ss.go) on programs
// whose bounds are derived by hand in their headers and checked here by
// the oracle (every run of the interpreter): SS gives them with and
// without the assertions, exact (the witness replays to the bound), with
// enum's verdicts, and numeric phase 2 ran where its preconditions hold.
// numeric_dp.c fails if the DP dropped a count vector (13 instead of 111)
// or merged leaving paths of different classes (113); numeric_proven.c if
// a verdict came from the chain's box of counts (an assertion no run
// fails would be assumed); numeric_break.c leaves the loop from its body
// at every iteration; numeric_early.c fails if leaving paths of one class
// that pass different assertions were merged (130), numeric_exits.c
// likewise (71); numeric_fallback.c
// runs the symbolic phase 2, and so does numeric_local.c (a local
// assertion after the loop: 110, not exact, from numeric phase 2).
func TestNumericPhase2(t *testing.T) {
	for _, c := range []struct {
		file          string
		with, without int64
		verdicts      string
		numeric       bool
	}{
		{"testdata/numeric_dp.c", 111, 115, "assert a + b <= 2 @36 assumed", true},
		{"testdata/numeric_proven.c", 5, 6, "assert a + b <= 3 @22 proven; assert a <= 2 @23 assumed", true},
		{"testdata/numeric_break.c", 15, 19, "assert a + 3 * b <= 4 @26 assumed", true},
		{"testdata/numeric_fallback.c", 5, 19, "assert a <= 1 @25 assumed", false},
		{"testdata/numeric_early.c", 112, 130, "assert a <= 1 @30 assumed", true},
		{"testdata/numeric_exits.c", 62, 80, "assert a <= 1 @33 assumed; assert a <= 2 @36 assumed", true},
		{"testdata/numeric_local.c", 80, 120, "assert a <= b + 1 && b <= 1 @34 assumed", false},
	} {
		spec := &harness.Spec{File: c.file, Entry: "main"}
		p := loadFor(t, c.file, spec, "none")
		outs, ok, err := harness.Explore(spec, genRunner(p, "main"), 1)
		if err != nil || !ok {
			t.Fatalf("%s: oracle: exhaustive=%v %v", c.file, ok, err)
		}
		or := newAssertOracle(outs)
		if all, _ := harness.Max(outs, "cycles"); or.want != c.with || all != c.without {
			t.Fatalf("%s: the oracle gives %d with the assertions and %d without; the file says %d and %d", c.file, or.want, all, c.with, c.without)
		}
		for _, ignore := range []bool{false, true} {
			before := numericDone.Load()
			res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles", IgnoreAssertions: ignore})
			if err != nil {
				t.Fatalf("%s ignore=%v: %v", c.file, ignore, err)
			}
			want := c.with
			if ignore {
				want = c.without
			}
			if res.Bound.Int64() != want {
				t.Errorf("%s ignore=%v: bound %s, want %d", c.file, ignore, res.Bound, want)
			}
			if exact, cost, err := analysis.Replay(p, "main", "cycles", res); err != nil || !exact {
				t.Errorf("%s ignore=%v: the witness replays to %d (%v), not the bound %s", c.file, ignore, cost, err, res.Bound)
			}
			if ignore {
				continue
			}
			if got := verdicts(res.Annotations); got != c.verdicts {
				t.Errorf("%s: verdicts %q, want %q", c.file, got, c.verdicts)
			}
			for _, a := range res.Annotations {
				if a.Violation == nil {
					continue
				}
				if blocked, which := violationBlocks(t, p, "main", a.Violation); !blocked || which != a.Text {
					t.Errorf("%s: the violation of %q replays with blocked=%v (%q)", c.file, a.Text, blocked, which)
				}
			}
			if ran := numericDone.Load() > before; ran != c.numeric {
				t.Errorf("%s: numeric phase 2 ran: %v, want %v", c.file, ran, c.numeric)
			}
		}
	}
}
