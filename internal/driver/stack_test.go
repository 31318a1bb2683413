package driver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wcet/analysis"
	"wcet/frontend"
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
	if c := out.Report.CallGraph; c == nil || c.Bound == nil || c.Bound.Int64() != 368 {
		t.Errorf("report's call-graph bound %+v, want 368", c)
	}
}

// runStack analyzes entry of testdata/stack/file for the stack under ss.
func runStack(t *testing.T, file, entry, factsFile string) *Outcome {
	t.Helper()
	o := Options{File: filepath.Join("..", "..", "testdata", "stack", file), Method: "ss",
		Load:   LoadOptions{Cost: "insn"},
		Config: analysis.Config{Entry: entry, Resource: "stack"}}
	if factsFile != "" {
		o.Load.Facts = filepath.Join("..", "..", "testdata", "stack", factsFile)
	}
	out, err := Run(o, &reports.Report{})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestStackRecursionFacts: testdata/stack/recursion.c's sum is active at
// most 11 times at once from main3; the facts file allows 20, the
// recursion analysis derives 11 from main3's clamps, and the call-graph
// bound takes the least (the formulas in the file's comment, over the
// frames clang-14 -fstack-usage gives).
func TestStackRecursionFacts(t *testing.T) {
	out := runStack(t, "recursion.c", "main3", "recursion.json")
	r, fr := out.Report, out.Program.Frames
	if fr["sum"] <= 0 || fr["main3"] <= 0 {
		t.Fatalf("frames %v", fr)
	}
	if want := fr["main3"] + 11*fr["sum"]; r.Bound.Int64() != want || !r.Exact {
		t.Errorf("stack bound %s exact %v, want %d exact", r.Bound, r.Exact, want)
	}
	if r.CallGraph == nil || r.CallGraph.Bound == nil || r.CallGraph.Bound.Int64() != fr["main3"]+11*fr["sum"] {
		t.Errorf("call-graph bound %+v, want %d", r.CallGraph, fr["main3"]+11*fr["sum"])
	}
	// Without the facts file: the derived 11 (before the clamps narrowed
	// n, there was none).
	out = runStack(t, "recursion.c", "main3", "")
	if c := out.Report.CallGraph; c == nil || c.Bound == nil || c.Bound.Int64() != fr["main3"]+11*fr["sum"] {
		t.Errorf("call-graph bound without the facts: %+v, want %d", c, fr["main3"]+11*fr["sum"])
	}

	// An entry that reads no input: the limit comes from its one run.
	out = runStack(t, "recursion.c", "fixed", "")
	r, fr = out.Report, out.Program.Frames
	want := fr["fixed"] + 7*fr["sum"]
	if r.Bound.Int64() != want || !r.Exact {
		t.Errorf("fixed: stack bound %s exact %v, want %d exact", r.Bound, r.Exact, want)
	}
	if c := r.CallGraph; c == nil || c.Bound == nil || c.Bound.Int64() != want {
		t.Errorf("fixed: call-graph bound %+v, want %d (sum's depth 7 from the one run)", c, want)
	}
}

// TestStackVLA: testdata/stack/vla.c's array is at most 64 bytes.
func TestStackVLA(t *testing.T) {
	out := runStack(t, "vla.c", "vla", "")
	r := out.Report
	if want := out.Program.Frames["vla"] + 64; r.Bound.Int64() != want || !r.Exact {
		t.Errorf("stack bound %s exact %v, want %d exact", r.Bound, r.Exact, want)
	}
	if c := r.CallGraph; c == nil || c.Bound != nil || !strings.Contains(c.Why, "variable-length") {
		t.Errorf("call-graph bound %+v, want none (a variable-length array)", c)
	}
}

// TestStackAnytime: when ss stops on its budget under --resource stack,
// the bound is the call-graph bound (an anytime result, not exact), which
// needs no loop bound: infeasible.c's main2 stopped after 2 states gives
// 368, the call-graph bound by hand (TestStackInfeasibleChain), where it
// used to be an error ("ipet cannot stand in"). Without a call-graph
// bound (a recursion with no limit: recursion_nolimit.c) the stop stays
// an error.
func TestStackAnytime(t *testing.T) {
	run := func(file, entry string) (*Outcome, error) {
		o := Options{File: filepath.Join("..", "..", "testdata", "stack", file), Method: "ss", Load: LoadOptions{Cost: "insn"},
			Config: analysis.Config{Entry: entry, Resource: "stack", MaxStates: 2}}
		return Run(o, &reports.Report{})
	}
	out, err := run("infeasible.c", "main2")
	if err != nil {
		t.Fatal(err)
	}
	r := out.Report
	if r.Bound.String() != "368" || r.Exact || r.Anytime == nil || r.Anytime.Method != "call-graph" || !strings.Contains(r.Anytime.Reason, "max-states") {
		t.Errorf("bound %s exact %v anytime %+v; want 368, not exact, the call-graph bound after a --max-states stop", r.Bound, r.Exact, r.Anytime)
	}
	if _, err := run("recursion_nolimit.c", "main4"); err == nil || !strings.Contains(err.Error(), "no call-graph bound: ") || !strings.Contains(err.Error(), "sum calls itself") {
		t.Errorf("recursion_nolimit.c main4 stopped after 2 states with no recursion limit: %v, want the stop with why there is no call-graph bound", err)
	}
}

// TestStackVLAUnbounded: testdata/stack/vla_unbounded.c's array is
// bounded by nothing but the type of n: refused at its declaration
// (vla_unbounded.c:9:3), kind refused, saying how to bound it, on the host
// and a 32-bit target; with --assume 'n <= 16' it is frame + 16, exact.
// testdata/stack/vla.c (n <= 64 in the code) is not refused (TestStackVLA).
func TestStackVLAUnbounded(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "stack", "vla_unbounded.c")
	for _, target := range []string{"", "cortex-m0plus"} {
		o := Options{File: file, Method: "ss", Load: LoadOptions{Cost: "insn"}, Config: analysis.Config{Entry: "vla", Resource: "stack"}}
		if target != "" {
			o.Load.Frontend.Target = frontend.Targets[target]
		}
		_, err := Run(o, &reports.Report{})
		if err == nil {
			t.Fatalf("%s: no error, want a refusal", target)
		}
		l, ok := err.(reports.Located)
		if !ok || l.Kind() != "refused" {
			t.Fatalf("%s: %T %v, want a located refusal", target, err, err)
		}
		if f, line, col := l.Position(); filepath.Base(f) != "vla_unbounded.c" || line != 9 || col != 3 {
			t.Errorf("%s: refused at %s:%d:%d, want vla_unbounded.c:9:3", target, f, line, col)
		}
		for _, w := range []string{"vla_unbounded.c:9:3: the variable-length array buf in vla is refused", "2147483648 bytes", "--assume 'n <= 16'"} {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: %q has no %q", target, err, w)
			}
		}
		if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: not one line: %q", target, err)
		}
		o.Config.Assume = []string{"n <= 16"}
		out, err := Run(o, &reports.Report{})
		if err != nil {
			t.Fatalf("%s with n <= 16: %v", target, err)
		}
		if want := out.Program.Frames["vla"] + 16; out.Report.Bound.Int64() != want || !out.Report.Exact {
			t.Errorf("%s with n <= 16: bound %s exact %v, want %d exact", target, out.Report.Bound, out.Report.Exact, want)
		}
	}
}

// TestStackVLACriterion: the two halves of the refusal's criterion
// (vla.go, docs/targets.md). An unsigned short count up to 65,535 ints:
// 262,140 bytes, 262,144 rounded to 16, at least bytes(32,767) = 131,072:
// only its 16-bit type bounds it. A size_t count on the host: the
// analysis's 64-bit signed stack amounts peak at 2^63 - 16 bytes, wcet's
// limit for one allocation. A count the code bounds (n <= 100 chars) is
// not refused: 112 bytes.
func TestStackVLACriterion(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct{ src, want string }{
		{"int vla(unsigned short n) { volatile int buf[n]; buf[0] = 1; return buf[0]; }\n", "262144 bytes there and only the type of its size (16 bits) bounds it"},
		{"#include <stddef.h>\nint vla(size_t n) { volatile char buf[n]; buf[0] = 1; return buf[0]; }\n", "9223372036854775792 bytes there and that reaches wcet's limit for one allocation"},
		{"int vla(unsigned n) { if (n > 100) return 0; volatile char buf[n + 1]; buf[0] = 1; return buf[0]; }\n", ""},
	} {
		file := filepath.Join(dir, "v.c")
		if err := os.WriteFile(file, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		o := Options{File: file, Method: "ss", Load: LoadOptions{Cost: "insn"}, Config: analysis.Config{Entry: "vla", Resource: "stack"}}
		out, err := Run(o, &reports.Report{})
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.src, err)
		case c.want == "":
			if want := out.Program.Frames["vla"] + 112; out.Report.Bound.Int64() != want {
				t.Errorf("%s: bound %s, want %d", c.src, out.Report.Bound, want)
			}
		case err == nil || !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: %v, want a refusal with %q", c.src, err, c.want)
		}
	}
}
