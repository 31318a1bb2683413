package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"wcet/reports"
)

// TestRunBreakdown: wcet run --breakdown prints the run's call tree. By
// hand (testdata/breakdown.c, nondet 2, so n = 2): scale(k) = 2 + 3k,
// filter(k) = 4 + scale(k); main = 1 + scale(2) + filter(3) + scale(2)
// = 1 + 8 + (4 + 11) + 8 = 32. Frames on the host: the .su file of
// clang-14 -fstack-usage of the analysed IR (main 8, scale 24, filter 8)
// plus 8 bytes of return address: 16, 32, 16.
func TestRunBreakdown(t *testing.T) {
	code, out, stderr := run("run", "--cost", "none", "--breakdown", "--nondet", "2", "../../testdata/breakdown.c")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, w := range []string{
		"│ main      │                  │ 1     │ 1    │ 32        │ 100.0% │ 16          │",
		"│ · filter  │ breakdown.c:41:3 │ 1     │ 4    │ 15        │ 46.8%  │ 16          │", // 15/32
		"│ · · scale │ breakdown.c:33:3 │ 1     │ 11   │ 11        │ 34.3%  │ 32          │", // 11/32
		"│ scale    │ 3     │ 27   │ 27        │ 84.3%  │ 32          │",                     // 8+11+8
	} {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in\n%s", w, out)
		}
	}
	if _, plain, _ := run("run", "--cost", "none", "--nondet", "2", "../../testdata/breakdown.c"); strings.Contains(plain, "inclusive") {
		t.Errorf("a breakdown without --breakdown:\n%s", plain)
	}
	// On a target, in JSON: testdata/stack/frames.c's frames on
	// cortex-m0plus by hand (its comment): leaf 56, vla 16 and dynamic,
	// main 40.
	code, out, stderr = run("run", "--breakdown", "--format", "json", "--target", "cortex-m0plus", "../../testdata/stack/frames.c")
	if code != ExitOK {
		t.Fatalf("frames.c: exit %d: %s", code, stderr)
	}
	var r struct{ Functions []reports.FunctionCost }
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range r.Functions {
		got = append(got, f.Function+" "+reports.FrameText(f.FrameBytes, f.FrameDynamic))
	}
	if g, w := strings.Join(got, "|"), "main 40|vla 16+dyn|leaf 56"; g != w {
		t.Errorf("frames.c on cortex-m0plus: %q, want %q\n%s", g, w, out)
	}
	if !strings.Contains(out, `"frame_dynamic": true`) {
		t.Errorf("no frame_dynamic in\n%s", out)
	}
}

// TestAnalyzeBreakdown: analyze --breakdown's JSON carries the tree, whose
// root costs the bound (38 by hand, the file's comment); under --resource
// heap it says why there is none.
func TestAnalyzeBreakdown(t *testing.T) {
	code, out, stderr := run("analyze", "--cost", "none", "--breakdown", "--format", "json", "--quiet", "../../testdata/breakdown.c")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var r reports.Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Breakdown == nil || r.Breakdown.Root == nil || r.Bound.Int64() != 38 || r.Breakdown.Root.Inclusive != 38 || len(r.Functions) != 3 {
		t.Fatalf("bound %v, breakdown %+v, functions %v", r.Bound, r.Breakdown, r.Functions)
	}
	_, out, _ = run("analyze", "--cost", "none", "--breakdown", "--resource", "heap", "--quiet", "../../testdata/breakdown.c")
	if !strings.Contains(out, "no per-function breakdown: the heap is a peak") {
		t.Errorf("heap:\n%s", out)
	}
}

// TestStackVLARefused: an unbounded variable-length array under
// --resource stack is one line of error at its position, exit 1, and in
// JSON an errors[] entry of kind refused.
func TestStackVLARefused(t *testing.T) {
	file := "../../testdata/stack/vla_unbounded.c"
	code, _, stderr := run("analyze", "--resource", "stack", "--entry", "vla", "--quiet", file)
	if code != ExitFailed || strings.Count(strings.TrimSpace(stderr), "\n") != 0 ||
		!strings.HasPrefix(stderr, "wcet: vla_unbounded.c:9:3: the variable-length array buf in vla is refused") {
		t.Errorf("exit %d, stderr %q", code, stderr)
	}
	code, out, _ := run("analyze", "--resource", "stack", "--entry", "vla", "--format", "json", file)
	var r reports.Report
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if code != ExitFailed || len(r.Errors) != 1 || r.Errors[0].Kind != "refused" || r.Errors[0].Line != 9 || r.Errors[0].Col != 3 {
		t.Errorf("exit %d, errors %+v", code, r.Errors)
	}
}
