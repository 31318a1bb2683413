package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
	"wcet/ts/interp"
)

var lbMethods = map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){"enum": Enum, "ss": SS, "ia": IA}

// lbRun replays input in the interpreter: the given nondet values, then
// the upper end of the range asked for, or 0 when there is none.
func lbRun(t *testing.T, p *ts.Program, entry string, in *analysis.Input) *interp.Result {
	t.Helper()
	i := 0
	cfg := in.RunConfig(entry)
	cfg.Nondet, cfg.MaxSteps = nil, 1000000
	cfg.Choose = func(lo, hi *big.Int, bits int) *big.Int {
		if i < len(in.Nondet) {
			i++
			return in.Nondet[i-1]
		}
		if hi != nil {
			return new(big.Int).Set(hi)
		}
		return new(big.Int)
	}
	run, err := interp.Run(p, cfg)
	if err != nil {
		t.Fatalf("replay of %+v: %v", in, err)
	}
	return run
}

// TestLoopBoundPragmas checks the cut at an annotation's maximum and its
// verdicts on the programs of testdata/lb_*.c, whose bounds, loop counts
// and verdicts are derived by hand in their comments; every method must
// give the same.
func TestLoopBoundPragmas(t *testing.T) {
	type row struct {
		line      int
		ctx       string
		max       int64
		annotated bool
	}
	cases := []struct {
		file, entry string
		bound       int64
		verdicts    []string // per pragma, in source order
		rows        []row
		// replayMin: the violation input of the first assumed annotation
		// replays to at least this cost (body executions × cost per body).
		replayMin int64
	}{
		{"lb_proven.c", "main", 31, []string{"proven"}, []row{{10, "main", 10, false}}, 0},
		{"lb_assumed.c", "main", 15, []string{"assumed"}, []row{{12, "main", 5, true}}, 6 + 10},
		{"lb_unbounded.c", "f", 23, []string{"assumed", "assumed"}, []row{{13, "f", 4, true}, {18, "f", 3, true}}, 5 * 2},
		{"lb_nested.c", "main", 36, []string{"assumed", "assumed"}, []row{{11, "main", 3, true}, {15, "main", 2, true}}, 4 * 10},
		{"lb_callee.c", "main", 7, []string{"assumed"}, []row{{11, "main>work@lb_callee.c:18:11", 3, false}, {11, "main>work@lb_callee.c:19:8", 4, true}}, 3 + 5},
		{"lb_reuse.c", "f", 29, []string{"assumed"}, []row{{17, "f", 2, false}, {20, "f", 3, true}}, 10 + 4*1},
		// md5's shape: the 5th execution breaks before the latch and does
		// not count (derived in the file).
		{"../../testdata/lb_break.c", "main", 45, []string{"proven"}, []row{{19, "main", 4, false}}, 0},
	}
	for _, c := range cases {
		p := loadFor(t, "testdata/"+c.file, &harness.Spec{Entry: c.entry}, "none")
		for _, method := range []string{"enum", "ss", "ia"} {
			name := fmt.Sprintf("%s %s", c.file, method)
			res, err := lbMethods[method](p, analysis.Config{Entry: c.entry, Resource: "cycles"})
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			if res.Bound.Int64() != c.bound {
				t.Errorf("%s: bound %s, want %d", name, res.Bound, c.bound)
			}
			var got []string
			var first *analysis.Annotation
			for i, a := range res.Annotations {
				if a.Kind != "loopbound" || a.Origin != "pragma" {
					t.Errorf("%s: annotation %+v", name, a)
				}
				got = append(got, a.Verdict)
				if a.Verdict == "assumed" && first == nil {
					first = &res.Annotations[i]
				}
				if (a.Verdict == "assumed") != (a.Violation != nil) {
					t.Errorf("%s: verdict %s with violation %v", name, a.Verdict, a.Violation)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(c.verdicts) {
				t.Errorf("%s: verdicts %v, want %v", name, got, c.verdicts)
			}
			nAssumed := 0
			for _, v := range c.verdicts {
				if v == "assumed" {
					nAssumed++
				}
			}
			nNotes := 0
			for _, s := range res.Assumptions {
				if strings.Contains(s, "(pragma at ") && strings.HasSuffix(s, ", assumed)") {
					nNotes++
				}
			}
			if nNotes != nAssumed {
				t.Errorf("%s: %d loop-bound assumptions, want %d: %q", name, nNotes, nAssumed, res.Assumptions)
			}
			for _, w := range c.rows {
				found := false
				for _, l := range res.Loops {
					if l.Loop.Pos.Line == w.line && l.Context == w.ctx {
						found = true
						if l.Max != w.max || l.Annotated != w.annotated {
							t.Errorf("%s: loop at line %d (%s): max %d annotated %v, want %d %v", name, w.line, w.ctx, l.Max, l.Annotated, w.max, w.annotated)
						}
					}
				}
				if !found {
					t.Errorf("%s: no row for the loop at line %d in %s", name, w.line, w.ctx)
				}
			}
			// The worst path replays to the bound (the annotation holds on it).
			if exact, cost, err := analysis.Replay(p, c.entry, "cycles", res); err != nil || !exact {
				t.Errorf("%s: witness replays to %d (exact %v, err %v), bound %s", name, cost, exact, err, res.Bound)
			}
			if first != nil {
				run := lbRun(t, p, c.entry, first.Violation)
				if got := run.Costs["cycles"]; got < c.replayMin {
					t.Errorf("%s: the violation input %+v costs %d, want at least %d (one body past the maximum)", name, first.Violation, got, c.replayMin)
				}
			}
		}
	}
}

// TestLoopBoundViolated checks the errors of violated annotations, at
// the pragma and naming the loop, for every method: a constant loop of 8
// annotated max 5 with no inputs (testdata/lb_violated.c: pragma line 8,
// loop line 9), and the same after a branch on a nondet, where no run
// stays within the annotation (testdata/lb_allcut.c: lines 11 and 12).
func TestLoopBoundViolated(t *testing.T) {
	for _, c := range []struct {
		file   string
		pragma int
		loop   string
		every  bool
	}{
		{"lb_violated.c", 8, "lb_violated.c:9:", false},
		{"lb_allcut.c", 11, "lb_allcut.c:12:", true},
	} {
		p := loadFor(t, "testdata/"+c.file, &harness.Spec{Entry: "main"}, "none")
		for _, method := range []string{"enum", "ss", "ia"} {
			_, err := lbMethods[method](p, analysis.Config{Entry: "main", Resource: "cycles"})
			var le *analysis.LoopBoundError
			if !errors.As(err, &le) {
				t.Errorf("%s %s: error %v, want a LoopBoundError", c.file, method, err)
				continue
			}
			file, line, _ := le.Position()
			if !strings.HasSuffix(file, c.file) || line != c.pragma || le.Kind() != "violated" || le.Every != c.every {
				t.Errorf("%s %s: %s:%d kind %s every %v, want line %d violated every %v", c.file, method, file, line, le.Kind(), le.Every, c.pragma, c.every)
			}
			if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, c.loop) {
				t.Errorf("%s %s: message %q: want one line naming the loop %s", c.file, method, msg, c.loop)
			}
		}
	}
}

// TestLoopBoundNoOverSubsumption: in testdata/lb_reuse.c the states at
// the inner loop differ between its iterations only in the iteration
// counter; SS with reuse must give the bound derived in the file (29, as
// enum), not an extra body (32, what a memo blind to the counter gives),
// and must reuse summaries (else the test shows nothing).
func TestLoopBoundNoOverSubsumption(t *testing.T) {
	p := loadFor(t, "testdata/lb_reuse.c", &harness.Spec{Entry: "f"}, "none")
	res, err := SS(p, analysis.Config{Entry: "f", Resource: "cycles"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Bound.Int64() != 29 || res.Reuses == 0 {
		t.Fatalf("ss bound %s with %d reuses, want 29 with some reuse", res.Bound, res.Reuses)
	}
	t.Logf("ss: states %d reuses %d", res.States, res.Reuses)
}

// TestLoopBoundNoAnnotationStillLimit: each loop of lb_unbounded.c
// without its pragma makes the run a LimitError (which loop it names is
// where the search was when the limit struck: with W unbounded, enum's
// depth-first search may be in F, ia between the loops).
func TestLoopBoundNoAnnotationStillLimit(t *testing.T) {
	for _, line := range []int{13, 18} {
		p := loadFor(t, "testdata/lb_unbounded.c", &harness.Spec{Entry: "f"}, "none")
		for _, f := range p.Funcs {
			for _, L := range f.Loops {
				if L.Pos.Line == line {
					L.Bound = nil
				}
			}
		}
		for _, method := range []string{"enum", "ss", "ia"} {
			_, err := lbMethods[method](p, analysis.Config{Entry: "f", Resource: "cycles", MaxStates: 3000})
			var le *analysis.LimitError
			if !errors.As(err, &le) {
				t.Errorf("%s: error %v, want a LimitError (loop of line %d unannotated)", method, err, line)
			}
		}
	}
}

// TestLoopBoundViolationReplays: the violation input of an assumed
// loop-bound annotation is one a concrete run confirms (loopBoundReport,
// lbReplay; docs/annotations.md "an input that fails it"). In
// testdata/lb_noreplay.c the pragma holds for every input (the oracle
// runs all 16 x 16 of them under the interpreter's loop-bound cut: none
// is cut, the worst costs 255), but SS and IA cut the loop on an abstract
// path whose input (nondet=0*2 before the fix) runs 0 bodies: the verdict
// stays assumed, with no violation input. Every method must give the
// bound 255, and at least one must judge the pragma assumed (else the
// test shows nothing).
func TestLoopBoundViolationReplays(t *testing.T) {
	p := loadFor(t, "testdata/lb_noreplay.c", &harness.Spec{Entry: "main"}, "none")
	worst := int64(0)
	for head := int64(0); head <= 15; head++ {
		for tail := int64(0); tail <= 15; tail++ {
			run, err := interp.Run(p, interp.Config{Entry: "main", Nondet: []*big.Int{big.NewInt(head), big.NewInt(tail)}, LoopBounds: true, MaxSteps: 1000000})
			if err != nil {
				t.Fatalf("oracle run head=%d tail=%d: %v", head, tail, err)
			}
			if run.Ended != "return" {
				t.Fatalf("oracle run head=%d tail=%d ended %q (cut %+v): the pragma should hold", head, tail, run.Ended, run.Cut)
			}
			worst = max(worst, run.Costs["cycles"])
		}
	}
	if worst != 255 {
		t.Fatalf("oracle worst case %d, want 255 (derived in the file)", worst)
	}
	assumed := 0
	for _, method := range []string{"enum", "ss", "ia"} {
		res, err := lbMethods[method](p, analysis.Config{Entry: "main", Resource: "cycles"})
		if err != nil {
			t.Errorf("%s: %v", method, err)
			continue
		}
		if res.Bound.Int64() != worst {
			t.Errorf("%s: bound %s, want %d", method, res.Bound, worst)
		}
		if len(res.Annotations) != 1 || res.Annotations[0].Kind != "loopbound" {
			t.Errorf("%s: annotations %+v, want the one pragma", method, res.Annotations)
			continue
		}
		a := res.Annotations[0]
		if a.Verdict == analysis.VerdictAssumed {
			assumed++
		}
		if a.Verdict != analysis.VerdictAssumed && a.Verdict != analysis.VerdictProven {
			t.Errorf("%s: verdict %s, want proven or assumed", method, a.Verdict)
		}
		if a.Violation != nil {
			t.Errorf("%s: verdict %s with violation input %s, which no run confirms (the pragma holds for every input)", method, a.Verdict, a.Violation)
		}
	}
	if assumed == 0 {
		t.Errorf("no method judged the pragma assumed: the test no longer shows an abstract cut")
	}
}
