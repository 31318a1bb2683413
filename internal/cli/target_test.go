package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestTargetWidths: testdata/widths32.c under --target cortex-m4 is
// bounded at its hand-worked 32-bit figures (1267 cycles, 36 bytes of
// heap; the host's are 2511 and 72), equal to `wcet run`, and the report
// names the target.
func TestTargetWidths(t *testing.T) {
	const f = "../../testdata/widths32.c"
	for _, c := range []struct{ res, want string }{{"cycles", "1267"}, {"heap", "36"}} {
		code, out, errs := run("analyze", f, "--cost", "none", "--target", "cortex-m4", "--resource", c.res, "--format", "json")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.res, code, errs)
		}
		var r struct {
			Bound        json.Number `json:"bound"`
			Exact        bool        `json:"exact"`
			Target       string      `json:"target"`
			TargetTriple string      `json:"target_triple"`
			Compiler     string      `json:"compiler"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if r.Bound.String() != c.want || !r.Exact {
			t.Errorf("%s: bound %s exact %v, want %s exact", c.res, r.Bound, r.Exact, c.want)
		}
		if r.Target != "cortex-m4" || !strings.HasPrefix(r.TargetTriple, "thumbv7em") || !strings.Contains(r.Compiler, "-mcpu=cortex-m4") {
			t.Errorf("%s: provenance target %q triple %q compiler %q", c.res, r.Target, r.TargetTriple, r.Compiler)
		}
	}
	code, out, errs := run("run", f, "--cost", "none", "--target", "cortex-m4")
	if code != 0 || !strings.Contains(out, "1267") || !strings.Contains(out, "36") {
		t.Errorf("wcet run: exit %d\n%s%s", code, out, errs)
	}
	// The host report has no "target" key.
	_, out, _ = run("analyze", f, "--cost", "none", "--format", "json")
	if strings.Contains(out, `"target":`) {
		t.Errorf("host report carries a target key")
	}
}

// TestTargetBadFlag: an unknown target is a usage error listing the
// known ones.
func TestTargetBadFlag(t *testing.T) {
	code, _, errs := run("analyze", "../../testdata/widths32.c", "--target", "cortex-m7")
	if code != 2 || !strings.Contains(errs, `unknown --target "cortex-m7": the known targets are host, cortex-m0plus, cortex-m4, rv32imac`) {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// machineLoopC is lowlevel/machine's test program: its blocks' cycles
// were read off llvm-mca-14 by hand (machine_test.go), each with 3
// cycles of refill per branch, call and return: main/%0 8+6 = 14, f's
// entry 7+3 = 10 (b), loop test 4+3 = 7, condition 5+3 = 8, else branch
// with the latch 4+3 = 7 (b).
const machineLoopC = `int a[10];
int f(int n) { int s = 0; for (int i = 0; i < n; i++) { if (a[i] > 3) s += a[i] * 3; else s -= 1; } return s; }
int main(void) { return f(10); }
`

// TestCostMachine: the bound under --cost machine is the sum of the
// blocks' cycles along the one run (a[] is zero: the else branch ten
// times): 14 + 10 + 11×7 + 10×8 + 10×7 = 251. Without --target it is a
// usage error; on cortex-m0plus (no scheduling model in LLVM 14) a
// refusal.
func TestCostMachine(t *testing.T) {
	f := writeFile(t, "loop.c", machineLoopC)
	code, out, errs := run("analyze", f, "--target", "cortex-m4", "--cost", "machine", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Bound     json.Number `json:"bound"`
		CostModel string      `json:"cost_model"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Bound.String() != "251" || r.CostModel != "machine" {
		t.Errorf("bound %s cost model %q, want 251 machine", r.Bound, r.CostModel)
	}
	if code, _, errs := run("analyze", f, "--cost", "machine"); code != 2 || !strings.Contains(errs, "--cost machine needs --target") {
		t.Errorf("without --target: exit %d: %s", code, errs)
	}
	if code, _, errs := run("analyze", f, "--cost", "machine", "--target", "cortex-m0plus"); code == 0 || !strings.Contains(errs, "no scheduling model for cortex-m0plus") {
		t.Errorf("cortex-m0plus: exit %d: %s", code, errs)
	}
}

// TestWaitStates: --wait-states 2 adds 2 cycles per fetched machine block
// and per load to machineLoopC's blocks (their code in machine_test.go):
// main/%0 14+2×(1+1 pop) = 18, f's entry 10+2 = 12, loop test 7+2 = 9
// (×11), condition 8+2×(1+1 ldr) = 12 (×10), else branch 7+2 = 9 (×10):
// 18 + 12 + 99 + 120 + 90 = 339. The assumptions say what the model leaves
// out; --wait-states under another model is a usage error.
func TestWaitStates(t *testing.T) {
	f := writeFile(t, "loop.c", machineLoopC)
	code, out, errs := run("analyze", f, "--target", "cortex-m4", "--cost", "machine", "--wait-states", "2", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var r struct {
		Bound       json.Number `json:"bound"`
		Assumptions []string    `json:"assumptions"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Bound.String() != "339" {
		t.Errorf("bound %s, want 339", r.Bound)
	}
	all := strings.Join(r.Assumptions, "\n")
	for _, w := range []string{"caches", "interrupts and DMA", "refill of 3 cycles", "2 flash wait states"} {
		if !strings.Contains(all, w) {
			t.Errorf("assumptions do not mention %q:\n%s", w, all)
		}
	}
	// Every format that lists assumptions carries them (SARIF in its run's
	// properties; CSV's fixed two tables have none).
	for _, format := range []string{"table", "md", "html", "sarif"} {
		code, out, errs := run("analyze", f, "--target", "cortex-m4", "--cost", "machine", "--format", format)
		if code != 0 || !strings.Contains(out, "interrupts and DMA") {
			t.Errorf("--format %s: exit %d, no hardware assumption: %s", format, code, errs)
		}
	}
	if code, _, errs := run("analyze", f, "--cost", "cortex-m4", "--wait-states", "1"); code != 2 || !strings.Contains(errs, "--wait-states needs --cost machine") {
		t.Errorf("--wait-states under cortex-m4: exit %d: %s", code, errs)
	}
}

// TestBudgetTarget: a budget file's "target" compiles the task for it
// (widths32.c: 1267 cycles on cortex-m4, 2511 on the host, by hand in
// its header); an unknown target is an error at its position.
func TestBudgetTarget(t *testing.T) {
	task := `{"input": "TESTDATA/widths32.c", "cost": "none", "target": "cortex-m4", "max": %s}`
	if code, _, errs := run("check", "--budget", budgetFile(t, budgetOf(strings.Replace(task, "%s", "1267", 1))), "--quiet"); code != ExitOK {
		t.Errorf("max 1267: exit %d: %s", code, errs)
	}
	if code, _, errs := run("check", "--budget", budgetFile(t, budgetOf(strings.Replace(task, "%s", "1266", 1))), "--quiet"); code != ExitExceeded || !strings.Contains(errs, "bound 1267 exceeds the budget 1266") {
		t.Errorf("max 1266: exit %d: %s", code, errs)
	}
	bad := strings.Replace(strings.Replace(task, "%s", "1267", 1), "cortex-m4", "avr", 1)
	if code, _, errs := run("check", "--budget", budgetFile(t, budgetOf(bad)), "--quiet"); code != 2 || !strings.Contains(errs, `unknown --target "avr"`) {
		t.Errorf("unknown target: exit %d: %s", code, errs)
	}
}
