package driver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/reports"
)

// TestRecoveredPanicWarns: a panic inside the loop-bound analyses (a bug
// of ours) is recovered, since their bounds are optional, but it must
// not be silent: the report names it. It was silent before, and hid a
// nil-map panic in tripcount.Recursion that only a test noticed (fac's
// depth vanished from ipet's table). The program's bound does not depend
// on the analyses (SS unrolls its loop): by hand, WCET_COST(2) 5 times,
// 10, with and without the panic.
func TestRecoveredPanicWarns(t *testing.T) {
	const src = `#include "wcet.h"
int main(void) {
  for (int i = 0; i < 5; i++) WCET_COST(2);
  return 0;
}
`
	file := filepath.Join(t.TempDir(), "p.c")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, what := range []string{"", "loop-bound analysis", "recursion depth analysis"} {
		recoverHook = func(w string) {
			if w == what {
				panic("assignment to entry in nil map")
			}
		}
		out, err := Run(Options{File: file, Method: "ss", Load: LoadOptions{Cost: "none"},
			Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second}}, &reports.Report{})
		recoverHook = nil
		if err != nil {
			t.Fatalf("panic in %q: %v", what, err)
		}
		rep := out.Report
		if rep.Bound.Int64() != 10 || !rep.Exact {
			t.Errorf("panic in %q: bound %s exact %v, want 10 exact", what, rep.Bound, rep.Exact)
		}
		warned := strings.Join(rep.Warnings, "\n")
		if what == "" && warned != "" {
			t.Errorf("no panic: warnings %q, want none", warned)
		}
		if what != "" && (!strings.Contains(warned, "internal error in the "+what) || !strings.Contains(warned, "nil map")) {
			t.Errorf("panic in %q: warnings %q, want one naming it", what, warned)
		}
	}
}
