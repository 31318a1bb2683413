package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/internal/harness"
	"wcet/ts"
	"wcet/ts/interp"
)

// violationBlocks replays an annotation's violating input in the
// interpreter (the concrete oracle) and reports whether an assertion
// failed on that run, and which.
func violationBlocks(t *testing.T, p *ts.Program, entry string, in *analysis.Input) (bool, string) {
	t.Helper()
	run, err := interp.Run(p, in.RunConfig(entry))
	if err != nil {
		t.Fatalf("replaying the violation: %v", err)
	}
	if run.Blocked == nil {
		return false, ""
	}
	return true, run.Blocked.Assertion
}

// verdicts renders the annotations as "kind text @line verdict".
func verdicts(as []analysis.Annotation) string {
	var out []string
	for _, a := range as {
		out = append(out, fmt.Sprintf("%s %s @%d %s", a.Kind, a.Text, a.Pos.Line, a.Verdict))
	}
	return strings.Join(out, "; ")
}

// TestAssertVerdicts checks the verdicts on assertions (DESIGN,
// "Verdicts"), with the expected values derived by hand in the programs'
// comments: enum gives proven and assumed (the violating input replays to
// a run the assertion blocks) and fails with a ViolatedError at the
// assertion when it fails on a path that depends on nothing unknown; ss
// and ia (assert_ss.go) give the same verdicts; --ignore-assertions lists
// every assertion as ignored.
func TestAssertVerdicts(t *testing.T) {
	methods := map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){"enum": Enum, "ss": SS, "ia": IA}
	cases := []struct {
		file, method string
		ignore       bool
		bound        int64
		want         string
	}{
		// assert_count.c: c <= 2 over four nondet choices (bounds from its WANT lines).
		{"../testdata/assert_count.c", "enum", false, 14, "assert c <= 2 @19 assumed"},
		{"../testdata/assert_count.c", "enum", true, 24, "assert c <= 2 @19 ignored"},
		{"../testdata/assert_count.c", "ss", false, 14, "assert c <= 2 @19 assumed"},
		{"../testdata/assert_count.c", "ss", true, 24, "assert c <= 2 @19 ignored"},
		{"../testdata/assert_count.c", "ia", false, 14, "assert c <= 2 @19 assumed"},
		{"testdata/assert_verdicts.c", "enum", false, 13, "assert c <= 4 @17 proven; assert c <= 3 @18 assumed"},
		{"testdata/assert_verdicts.c", "enum", true, 16, "assert c <= 4 @17 ignored; assert c <= 3 @18 ignored"},
		{"testdata/assert_verdicts.c", "ss", false, 13, "assert c <= 4 @17 proven; assert c <= 3 @18 assumed"},
		{"testdata/assert_verdicts.c", "ia", false, 13, "assert c <= 4 @17 proven; assert c <= 3 @18 assumed"},
		{"testdata/assert_verdicts.c", "ss", true, 16, "assert c <= 4 @17 ignored; assert c <= 3 @18 ignored"},
		{"testdata/assert_violated.c", "enum", true, 5, "assert c <= 3 @11 ignored"},
		{"testdata/assert_violated.c", "ia", true, 5, "assert c <= 3 @11 ignored"},
		// A program without assertions has no annotations.
		{"../testdata/witness.c", "enum", false, 4, ""},
	}
	for _, c := range cases {
		name := fmt.Sprintf("%s %s ignore=%v", c.file, c.method, c.ignore)
		spec, err := harness.ParseSpec(c.file)
		if err != nil {
			t.Fatal(err)
		}
		p := loadFor(t, c.file, spec, "none")
		res, err := methods[c.method](p, analysis.Config{Entry: spec.Entry, Resource: "cycles", IgnoreAssertions: c.ignore})
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if res.Bound.Cmp(big.NewInt(c.bound)) != 0 {
			t.Errorf("%s: bound %s, want %d", name, res.Bound, c.bound)
		}
		if got := verdicts(res.Annotations); got != c.want {
			t.Errorf("%s: annotations %q, want %q", name, got, c.want)
		}
		for _, a := range res.Annotations {
			if a.Origin != "macro" || a.Pos.Col != 3 {
				t.Errorf("%s: %+v: want origin macro, column 3", name, a)
			}
			if (a.Verdict == analysis.VerdictAssumed) != (a.Violation != nil) {
				t.Errorf("%s: %s %s: violation %v", name, a.Text, a.Verdict, a.Violation)
				continue
			}
			if a.Violation == nil {
				continue
			}
			blocked, which := violationBlocks(t, p, spec.Entry, a.Violation)
			if !blocked || which != a.Text {
				t.Errorf("%s: the violation %+v of %q replays with blocked=%v (%q)", name, a.Violation, a.Text, blocked, which)
			}
			want := fmt.Sprintf("assertion %q at %s is assumed: paths violating it are excluded from the bound", a.Text, a.Pos)
			found := false
			for _, s := range res.Assumptions {
				found = found || s == want
			}
			if !found {
				t.Errorf("%s: assumptions %q lack %q", name, res.Assumptions, want)
			}
		}
	}
	// The only path of assert_violated.c fails its assertion: every
	// method that honours assertions fails.
	p := loadFor(t, "testdata/assert_violated.c", &harness.Spec{Entry: "main"}, "none")
	for _, m := range []string{"enum", "ss", "ia"} {
		_, err := methods[m](p, analysis.Config{Entry: "main", Resource: "cycles"})
		var ve *analysis.ViolatedError
		if !errors.As(err, &ve) || ve.Text != "c <= 3" || ve.Pos.Line != 11 || ve.Pos.Col != 3 || ve.Kind() != "violated" {
			t.Fatalf("%s on assert_violated.c: error %v, want a ViolatedError for \"c <= 3\" at line 11:3", m, err)
		}
		if strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "assert_violated.c:11:3") {
			t.Errorf("%s: error %q: want one line naming assert_violated.c:11:3", m, err)
		}
	}
}

// TestAssertPlacement: DESIGN's placement rule. An assertion followed, in
// its loop body (local) or before the entry's return (global), by a Count
// of its variable is refused by every method that honours assertions,
// with a one-line PlacementError at the assertion naming the count; under
// --ignore-assertions the program is analysed. assert_placed_break.c is
// accepted (a count on a path that leaves the loop by break is not before
// the latch) and bounds to 8 (hand count in the file).
func TestAssertPlacement(t *testing.T) {
	methods := map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){"enum": Enum, "ss": SS, "ia": IA}
	for _, c := range []struct {
		file       string
		line, cntL int
	}{{"testdata/assert_misplaced_local.c", 12, 13}, {"testdata/assert_misplaced_global.c", 17, 9}} {
		p := loadFor(t, c.file, &harness.Spec{Entry: "main"}, "none")
		for _, m := range []string{"enum", "ss", "ia"} {
			_, err := methods[m](p, analysis.Config{Entry: "main", Resource: "cycles"})
			var pe *assertions.PlacementError
			if !errors.As(err, &pe) || pe.Pos.Line != c.line || pe.At.Line != c.cntL || pe.Kind() != "misplaced-assertion" || strings.Contains(err.Error(), "\n") {
				t.Errorf("%s %s: error %v, want a one-line PlacementError at line %d naming line %d", c.file, m, err, c.line, c.cntL)
			}
			if _, err := methods[m](p, analysis.Config{Entry: "main", Resource: "cycles", IgnoreAssertions: true}); err != nil {
				t.Errorf("%s %s --ignore-assertions: %v", c.file, m, err)
			}
		}
	}
	p := loadFor(t, "testdata/assert_placed_break.c", &harness.Spec{Entry: "main"}, "none")
	for _, m := range []string{"enum", "ss", "ia"} {
		res, err := methods[m](p, analysis.Config{Entry: "main", Resource: "cycles"})
		if err != nil || res.Bound.Int64() != 8 {
			t.Errorf("assert_placed_break.c %s: %v %v, want bound 8", m, res, err)
		}
	}
}

// TestAssertBugs keeps the assertion bugs found by TestAssertGenerated
// fixed: the violating input of an assumed assertion, under every method
// that honours assertions, replays in the interpreter (no "nondet sequence
// exhausted") to a run the assertion blocks. The bounds are derived by
// hand in the files and checked here by the oracle (every nondet
// sequence; the bound with the assertion is the most over the runs it
// does not block).
//
//   - assert_bug_1.c: a blocked path ends at the assertion, so its nondet
//     sequence lacked the values after it (padNondet).
//   - assert_bug_2.c: the recorded trace to the block did not lead there
//     again, and the merged state's input lacked values (searchBlocked).
func TestAssertBugs(t *testing.T) {
	methods := map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){"enum": Enum, "ss": SS, "ia": IA}
	for _, c := range []struct {
		file, text    string
		with, without int64
	}{
		{"testdata/assert_bug_1.c", "c <= 1", 10, 20},
		{"testdata/assert_bug_2.c", "fa <= 1", 7, 10},
	} {
		p := loadFor(t, c.file, &harness.Spec{Entry: "main"}, "none")
		outs, ok, err := harness.Explore(&harness.Spec{File: c.file, Entry: "main"}, genRunner(p, "main"), 1)
		if err != nil || !ok {
			t.Fatalf("%s: oracle: exhaustive=%v %v", c.file, ok, err)
		}
		or := newAssertOracle(outs)
		if all, _ := harness.Max(outs, "cycles"); or.want != c.with || all != c.without {
			t.Fatalf("%s: the oracle gives %d with the assertion and %d without; the file says %d and %d", c.file, or.want, all, c.with, c.without)
		}
		for _, name := range []string{"enum", "ss", "ia"} {
			for _, ignore := range []bool{false, true} {
				res, err := methods[name](p, analysis.Config{Entry: "main", Resource: "cycles", IgnoreAssertions: ignore})
				if err != nil {
					t.Fatalf("%s %s ignore=%v: %v", c.file, name, ignore, err)
				}
				want, verdict := c.with, analysis.VerdictAssumed
				if ignore {
					want, verdict = c.without, analysis.VerdictIgnored
				}
				if res.Bound.Int64() != want {
					t.Errorf("%s %s ignore=%v: bound %s, want %d", c.file, name, ignore, res.Bound, want)
				}
				if len(res.Annotations) != 1 || res.Annotations[0].Verdict != verdict {
					t.Fatalf("%s %s ignore=%v: annotations %q, want one %s", c.file, name, ignore, verdicts(res.Annotations), verdict)
				}
				a := res.Annotations[0]
				if ignore {
					continue
				}
				if a.Violation == nil {
					t.Fatalf("%s %s: assumed without a violating input", c.file, name)
				}
				run, err := interp.Run(p, a.Violation.RunConfig("main"))
				if err != nil {
					t.Fatalf("%s %s: the violating input (nondet %v) does not replay: %v", c.file, name, a.Violation.Nondet, err)
				}
				if run.Blocked == nil || run.Blocked.Assertion != c.text {
					t.Errorf("%s %s: the violating input (nondet %v) replays to blocked=%v, want a run %q blocks", c.file, name, a.Violation.Nondet, run.Blocked, c.text)
				}
			}
		}
	}
}
