package unroll

import (
	"errors"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
)

// ssNotYet are the testdata programs TestSSTestdata leaves out, with the
// reason; SS_ONLY=glob runs any of them.
var ssNotYet = map[string]string{
	// matmult100 left in 2026-11 (numeric phase 2, numeric_ss.go: 4880
	// exact in about 3 s CPU instead of 135 s).
}

// ssSlowShort are the WANT lines TestSSTestdata skips under -short.
var ssSlowShort = map[string]string{
	"crc": "with its assertion 272 exact in about 13 s at N=16 (absint.go; TestBitAbstractCRC runs it at small N)",
}

// TestSSTestdata runs --method ss on the testdata programs and checks
// DESIGN's rule: sound everywhere (never below WANT), equal to WANT unless
// APPROX names ss, and exact where WANT says exact=true: the witness,
// replayed by the interpreter, costs the bound (this found witness traces
// that joined a loop iteration and a continuation no run takes together:
// non_deter, ss_loop_interp). SS_ONLY=glob restricts the programs.
func TestSSTestdata(t *testing.T) {
	checkWants(t, wantRule{method: "ss", onlyEnv: "SS_ONLY", notYet: ssNotYet, slowShort: ssSlowShort, run: SS, timeout: 120 * time.Second, replay: true,
		compare: func(spec *harness.Spec, w harness.Want) bool { return true }})
}

// TestSSTimeoutInIsl: --timeout ends the run with the limit error even
// when the deadline passes inside an isl operation (a hull, a subset test)
// or a Z3 check, which poly interrupts (isl_ctx_abort, Z3_interrupt). The
// limit is generous, 20 s for a timeout of at most 1 s (DESIGN "Testing":
// no tight wall-clock assertion): before the interruption, j_complex ran
// 198 s for --timeout 60s, inside single hulls of relations with
// existential variables. j_complex (now about 1.5 s) stops early in its
// run, ns at N=30 (more than 60 s) in the middle of its.
func TestSSTimeoutInIsl(t *testing.T) {
	for _, c := range []struct {
		prog    string
		timeout time.Duration
		cflags  []string
	}{
		// j_complex takes about 1.2 s CPU, ns at N=30 more than 60 s
		// (its witness run, about 30M ops, is above the concrete
		// search's 20M per run, so the first pass replays the worst
		// trace symbolically; N=20, whose run is 6M ops, now takes about
		// 1 s).
		{"j_complex", 200 * time.Millisecond, nil},
		{"ns", time.Second, []string{"-DN=30"}},
	} {
		f := "../testdata/" + c.prog + ".c"
		spec, err := harness.ParseSpec(f)
		if err != nil {
			t.Fatal(err)
		}
		p := loadFor(t, f, spec, "none", c.cflags...)
		start := time.Now()
		res, err := SS(p, analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 10_000_000, Timeout: c.timeout})
		d := time.Since(start)
		t.Logf("%s: stopped after %v for a timeout of %v: %v", c.prog, d, c.timeout, err)
		var le *analysis.LimitError
		switch {
		case err == nil && res != nil && !res.Exact:
			// The first pass (contents forgotten) ended and the second
			// stopped: the first's bound stands, not exact
			// (TestLazyBoundStands). ns's first pass now ends in about a
			// second, near this timeout, so either outcome happens.
			t.Logf("%s: the first pass's bound %s stands", c.prog, res.Bound)
		case !errors.As(err, &le) || !strings.HasPrefix(le.What, "timeout"):
			t.Errorf("%s: got %v, want a timeout LimitError", c.prog, err)
		}
		if d > 20*time.Second {
			t.Errorf("%s: ran %v for a timeout of %v", c.prog, d, c.timeout)
		}
	}
}
