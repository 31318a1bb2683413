package driver

import (
	"path/filepath"
	"testing"

	"wcet/analysis"
	"wcet/lowlevel/stack"
	"wcet/reports"
)

// TestStackInfeasibleChain: testdata/stack/infeasible.c's deep chain is
// on an infeasible path: the path-sensitive bound is 112 bytes, exact,
// and the call-graph bound 368 (the frames by hand in the file's
// comment).
func TestStackInfeasibleChain(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "stack", "infeasible.c")
	o := Options{File: file, Method: "ss", Load: LoadOptions{Cost: "insn"}, Config: analysis.Config{Entry: "main2", Resource: "stack"}}
	out, err := Run(o, &reports.Report{})
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Report.Bound.String(); got != "112" || !out.Report.Exact {
		t.Errorf("stack bound %s exact %v, want 112 exact", got, out.Report.Exact)
	}
	p := out.Program
	want := map[string]int64{"leaf": 96, "deep3": 128, "deep2": 128, "main2": 16}
	for f, b := range want {
		if p.Frames[f] != b {
			t.Errorf("frame of %s = %d, want %d", f, p.Frames[f], b)
		}
	}
	cg, err := stack.CallGraph(p, "main2", p.Frames, nil)
	if err != nil || cg != 368 {
		t.Errorf("call-graph bound %d (%v), want 368", cg, err)
	}
}
