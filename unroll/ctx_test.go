package unroll

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// leaks records the analyses of the package's tests that ended with live
// isl objects (every method run by any test reports to it through
// ctxDone; TestMethodsFreeContext replaces the hook while it runs).
var leaks struct {
	sync.Mutex
	n     int
	first string
}

func recordLeak(method string, live int) {
	if live == 0 {
		return
	}
	leaks.Lock()
	defer leaks.Unlock()
	if leaks.n == 0 {
		leaks.first = fmt.Sprintf("%s with %d live objects", method, live)
	}
	leaks.n++
}

// TestMain fails the package when any analysis of any test ended with
// live isl objects (DESIGN, "poly": the live-object counter reaches zero).
func TestMain(m *testing.M) {
	ctxDone = recordLeak
	code := m.Run()
	if leaks.n > 0 {
		fmt.Fprintf(os.Stderr, "FAIL: %d analyses ended with live isl objects (the first: %s)\n", leaks.n, leaks.first)
		if code == 0 {
			code = 1
		}
	}
	os.Exit(code)
}

// TestMethodsFreeContext runs enum, ss and ia on testdata programs and
// checks that each frees every isl object it allocated before freeing its
// context (the count ctxDone receives is 0), on success and on errors
// (a state limit hit mid-run). LEAK_ONLY=name,name restricts the programs.
func TestMethodsFreeContext(t *testing.T) {
	type run struct {
		prog, method string
		maxStates    int64
		resource     string
		timeout      time.Duration // 0: 60 s
	}
	progs := []string{"fig33", "calls", "two_shapes", "witness", "data_bounds", "assert_count"}
	var runs []run
	for _, p := range progs {
		for _, m := range []string{"enum", "ss", "ia"} {
			runs = append(runs, run{p, m, 200000, "cycles", 0})
		}
	}
	runs = append(runs,
		run{"heap", "enum", 200000, "heap", 0},
		run{"bubblesort", "ss", 200000, "cycles", 0},
		// Errors half-way: the state limit, the timeout.
		run{"calls", "enum", 20, "cycles", 0},
		run{"calls", "ss", 20, "cycles", 0},
		run{"fig33", "ia", 5, "cycles", 0},
		run{"calls", "enum", 200000, "cycles", time.Nanosecond},
		run{"calls", "ss", 200000, "cycles", time.Nanosecond},
		// An assertion violated: enum fails with paths still held.
		run{"testdata/assert_violated", "enum", 200000, "cycles", 0},
		run{"testdata/assert_verdicts", "enum", 200000, "cycles", 0},
	)
	only := map[string]bool{}
	for _, n := range strings.Split(os.Getenv("LEAK_ONLY"), ",") {
		if n != "" {
			only[n] = true
		}
	}
	var got []int
	ctxDone = func(method string, live int) { got = append(got, live) }
	defer func() { ctxDone = recordLeak }()
	methods := map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){"enum": Enum, "ss": SS, "ia": IA}
	for _, r := range runs {
		if len(only) > 0 && !only[r.prog] {
			continue
		}
		f := filepath.Join("../testdata", r.prog+".c")
		if strings.Contains(r.prog, "/") {
			f = r.prog + ".c"
		}
		spec, err := harness.ParseSpec(f)
		if err != nil {
			t.Fatal(err)
		}
		var cflags []string
		if r.prog == "bubblesort" {
			cflags = []string{"-DN=10"}
		}
		p := loadFor(t, f, spec, "none", cflags...)
		got = got[:0]
		timeout := r.timeout
		if timeout == 0 {
			timeout = 60 * time.Second
		}
		// NoConcrete: a program with no input (two_shapes) is one run of
		// the interpreter under ss, which makes no isl context; this test
		// counts the simulation's objects.
		res, err := methods[r.method](p, analysis.Config{Entry: spec.Entry, Resource: r.resource, Assume: spec.Assume(), MaxStates: r.maxStates, Timeout: timeout, NoConcrete: true})
		outcome := "ok"
		if err != nil {
			outcome = "error: " + err.Error()
		} else {
			outcome = "bound " + res.Bound.String()
		}
		if len(got) == 0 && r.timeout > 0 {
			// The method stopped inside an isl operation at the deadline
			// (poly.DeadlineError; enum too, since the run's budget
			// reaches its isl and Z3 work): its temporaries are lost
			// with it, so the count is not reported (ctxDone's contract).
			t.Logf("%-12s %-4s timeout inside isl: not counted (%s)", r.prog, r.method, outcome)
			continue
		}
		if len(got) != 1 {
			t.Errorf("%s %s (max states %d): ctxDone called %d times, want once (%s)", r.prog, r.method, r.maxStates, len(got), outcome)
			continue
		}
		t.Logf("%-12s %-4s max-states %-6d live %d (%s)", r.prog, r.method, r.maxStates, got[0], outcome)
		if got[0] != 0 {
			t.Errorf("%s %s (max states %d): %d isl objects live at the end (%s)", r.prog, r.method, r.maxStates, got[0], outcome)
		}
	}
}
