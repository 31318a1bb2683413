package cli

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"

	"wcet/analysis"
	"wcet/internal/driver"
	"wcet/reports"
	"wcet/unroll"
)

// TestSampledRunsStat: analyze reports the self-check's sampled runs in
// stats (JSON sampled_runs, the table's "sampled runs" row), the same
// count and bytes on every run of the same input (the sample is seeded by
// the input's sha256), under every method.
func TestSampledRunsStat(t *testing.T) {
	t.Chdir("../../testdata")
	for _, method := range []string{"ss", "ia", "enum", "ipet"} {
		args := []string{"analyze", "assert_count.c", "--cost", "none", "--method", method, "--format", "json", "--deterministic", "--quiet"}
		code, first, stderr := run(args...)
		if code != ExitOK {
			t.Fatalf("%s: exit %d: %s", method, code, stderr)
		}
		var doc struct {
			Stats map[string]json.RawMessage `json:"stats"`
		}
		if err := json.Unmarshal([]byte(first), &doc); err != nil {
			t.Fatal(err)
		}
		n, ok := doc.Stats["sampled_runs"]
		if !ok || string(n) == "0" {
			t.Errorf("%s: stats.sampled_runs %q, want a positive count (assert_count.c takes nondet values)", method, n)
		}
		if _, again, _ := run(args...); again != first {
			t.Errorf("%s: two runs of the same input differ:\n%s\n%s", method, first, again)
		}
	}
	code, table, stderr := run("analyze", "assert_count.c", "--cost", "none", "--deterministic", "--quiet")
	if code != ExitOK || !strings.Contains(table, "sampled runs") {
		t.Errorf("table: exit %d, no sampled runs row:\n%s%s", code, table, stderr)
	}
}

// TestSelfCheckErrorReport: the self-check's error renders as an error
// report of kind internal, its one line naming the input.
func TestSelfCheckErrorReport(t *testing.T) {
	err := &unroll.SelfCheckError{Resource: "cycles", Bound: big.NewInt(12), Cost: 15,
		Input: analysis.Input{Nondet: []*big.Int{big.NewInt(4), big.NewInt(4), big.NewInt(4)}}}
	want := "internal error: the run with nondet=4*3 costs 15, above the bound 12; please report this"
	if err.Error() != want {
		t.Errorf("message %q, want %q", err.Error(), want)
	}
	rep := reports.ErrorReport(driver.Located(err), nil)
	if len(rep.Errors) != 1 || rep.Errors[0].Kind != "internal" || rep.Errors[0].Message != want {
		t.Errorf("error report %+v", rep.Errors)
	}
}
