package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/reports"
)

// TestUnreplayedWitness is TACLeBench jfdctint's shape: a program
// without input whose only run overflows a signed product (undefined
// behaviour in C) that steers nothing, stored in an array. The analysis
// does not track the product, so it bounds the run; the run's replay in
// the interpreter fails on the overflow, so exact is not claimed, and
// the report says why, naming the operation (before, the bound was
// silently "not exact"). By hand: WCET_COST(1) 16 times, then
// WCET_COST(2) 16 times: 48, the instrumented run under lli-14 too.
// Without the overflow (the factor 3) the run replays: exact, no warning.
func TestUnreplayedWitness(t *testing.T) {
	const src = `#include "wcet.h"
int blk[16];
int out[16];
int main(void) {
  int i;
  for (i = 0; i < 16; i++) { blk[i] = (i * 37 %% 255) - 128; WCET_COST(1); }
  for (i = 0; i < 16; i++) { out[i] = blk[i] * %s; WCET_COST(2); }
  return 0;
}
`
	for _, c := range []struct {
		factor string
		exact  bool
		why    string
	}{
		{"300000 * 40000", false, "p.c:7:55: signed overflow in mul nsw"},
		{"3", true, ""},
	} {
		file := filepath.Join(t.TempDir(), "p.c")
		if err := os.WriteFile(file, []byte(fmt.Sprintf(src, c.factor)), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := Run(Options{File: file, Method: "ss", Load: LoadOptions{Cost: "none"},
			Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second}}, &reports.Report{})
		if err != nil {
			t.Fatalf("%s: %v", c.factor, err)
		}
		rep := out.Report
		if rep.Bound.Int64() != 48 || rep.Exact != c.exact {
			t.Errorf("%s: bound %s exact %v; want 48, exact %v", c.factor, rep.Bound, rep.Exact, c.exact)
		}
		warned := strings.Join(rep.Warnings, "\n")
		if c.why == "" && warned != "" || c.why != "" && !strings.Contains(warned, c.why) {
			t.Errorf("%s: warnings %q; want one naming %q", c.factor, warned, c.why)
		}
	}
}
