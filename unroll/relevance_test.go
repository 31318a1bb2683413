package unroll

import (
	"slices"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// TestRelevanceSets: on testdata/relevance.c (its comment derives why),
// the variables that reach a branch, a cost or an address are relevant,
// and so is q, set by a division that may fault; the accumulators s and
// p and sq's parameter x are not, and no load from writable memory
// matters.
func TestRelevanceSets(t *testing.T) {
	p := loadFor(t, "testdata/relevance.c", &harness.Spec{Entry: "main"}, "none")
	rel, memory, _ := relevance(p)
	if memory {
		t.Errorf("memory relevant, want irrelevant")
	}
	want := map[string]bool{"n": true, "d": true, "i": true, "q": true, "s": false, "p": false, "x": false}
	seen := map[string]bool{}
	for _, f := range p.Funcs {
		for _, v := range f.Vars {
			n, _, _ := strings.Cut(v.Name, "%") // "p%.01": source name p
			w, ok := want[n]
			if !ok {
				continue
			}
			seen[n] = true
			if rel[v] != w {
				t.Errorf("%s: %s (%s) relevant %v, want %v", f.Name, v.Name, v.IR, rel[v], w)
			}
		}
	}
	for n := range want {
		if !seen[n] {
			t.Errorf("no variable named %s", n)
		}
	}
}

// TestRelevanceSS: SS skips the irrelevant values and keeps the bound
// derived by hand in each program's comment, exact (the witness replays
// to it): relevance.c 10 (before relevance.go skipped them, its product
// of array reads kept SS past a 60 s timeout), unroll/testdata/ch4_bug_1.c
// 4. Enum, which keeps every value, agrees on relevance.c.
func TestRelevanceSS(t *testing.T) {
	for _, c := range []struct {
		file  string
		bound int64
	}{{"testdata/relevance.c", 10}, {"testdata/ch4_bug_1.c", 4}} {
		p := loadFor(t, c.file, &harness.Spec{Entry: "main"}, "none")
		cfg := analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second}
		start := time.Now()
		r, err := SS(p, cfg)
		t.Logf("%s: ss in %v", c.file, time.Since(start))
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		exact, got, err := analysis.Replay(p, "main", "cycles", r)
		if err != nil || r.Bound.Int64() != c.bound || !exact {
			t.Errorf("%s: ss bound %s, witness replays to %d (%v), want %d exact", c.file, r.Bound, got, err, c.bound)
		}
	}
	p := loadFor(t, "testdata/relevance.c", &harness.Spec{Entry: "main"}, "none")
	r, err := Enum(p, analysis.Config{Entry: "main", Resource: "cycles"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Bound.Int64() != 10 {
		t.Errorf("relevance.c: enum bound %s, want 10", r.Bound)
	}
}

// TestNoWrapNote: enum and ss exclude the runs of nsw_poison.c where the
// nsw square overflows (n >= 6; DESIGN "Integers": C's undefined
// behaviour, though lli runs them) and must say so in assumptions[].
// By hand: p = (p+i)^2 runs 1, 1, 4, 36, 1521, 2325625 after 0..5
// iterations and (2325625+5)^2 > 2^31 - 1 overflows at i = 5, so only
// n <= 5 is defined: one cost per iteration, and n < 3 && p > 5 never
// holds (p = 1, 1, 4 for n <= 2): 5.
func TestNoWrapNote(t *testing.T) {
	p := loadFor(t, "testdata/nsw_poison.c", &harness.Spec{Entry: "main"}, "none")
	for _, m := range []struct {
		name string
		run  func(*ts.Program, analysis.Config) (*analysis.Result, error)
	}{{"enum", Enum}, {"ss", SS}} {
		r, err := m.run(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second})
		if err != nil {
			t.Fatalf("%s: %v", m.name, err)
		}
		if r.Bound.Int64() != 5 || !slices.Contains(r.Assumptions, noWrapNote) {
			t.Errorf("%s: bound %s, assumptions %q; want 5 with %q", m.name, r.Bound, r.Assumptions, noWrapNote)
		}
	}
}
