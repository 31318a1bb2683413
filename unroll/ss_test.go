package unroll

import (
	"errors"
	"strings"
	"testing"
	"time"

	"wcet/internal/harness"
)

// ssNotYet are the testdata programs TestSSTestdata leaves out, with the
// reason; SS_ONLY=glob runs any of them.
var ssNotYet = map[string]string{
	"j_complex":  "does not finish in 60 s (stops at --timeout): hulls of relations with many existential variables",
	"ns":         "54 s, 9497 states: every row of keys[] has other constants, so the memo shapes differ",
	"crc":        "with its assertion 272 exact in 13 s at N=16 (absint.go; TestBitAbstractCRC); assertions ignored 400 (not exact) only when the timeout cuts the witness replay (60 s: the all-xor trace re-executed exactly)",
	"matmult100": "with its assertion, no answer in 300 s at N=40 (222 s CPU): phase 2 is a DP over 40 x 81 outer-header contexts (row, nz so far), each continued by the 41 classes of a row (nz + 0..40), about 10^5 vertical joins at 1.7 ms (N=16: 3919 states, 6 s CPU); no class dominates another (cost grows with nz); assertions ignored it gives 67200 in 15 s CPU since relevance.go",
}

// TestSSTestdata runs --method ss on the testdata programs and checks
// DESIGN's rule: sound everywhere (never below WANT), equal to WANT unless
// APPROX names ss, and exact where WANT says exact=true: the witness,
// replayed by the interpreter, costs the bound (this found witness traces
// that joined a loop iteration and a continuation no run takes together:
// non_deter, ss_loop_interp). SS_ONLY=glob restricts the programs.
func TestSSTestdata(t *testing.T) {
	checkWants(t, wantRule{method: "ss", onlyEnv: "SS_ONLY", notYet: ssNotYet, run: SS, timeout: 120 * time.Second, replay: true,
		compare: func(spec *harness.Spec, w harness.Want) bool { return true }})
}

// TestSSTimeoutInIsl: j_complex spends its time inside isl operations
// (hulls, subset tests) that have no check of their own; --timeout must
// still end the run with the limit error (through poly.Ctx.SetDeadline),
// not run on for tens of seconds (issue: 52 s for --timeout 30s). Only the
// error is asserted; the elapsed time is logged (DESIGN "Testing": no
// wall-clock assertion).
func TestSSTimeoutInIsl(t *testing.T) {
	f := "../testdata/j_complex.c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		t.Fatal(err)
	}
	p := loadFor(t, f, spec, "none")
	start := time.Now()
	_, err = SS(p, Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 10_000_000, Timeout: 2 * time.Second})
	t.Logf("stopped after %v: %v", time.Since(start), err)
	var le *LimitError
	if !errors.As(err, &le) || !strings.HasPrefix(le.What, "timeout") {
		t.Fatalf("got %v, want a timeout LimitError", err)
	}
}
