package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnalyzeIPET: `--method ipet` through the CLI. testdata/fig41.c is
// the thesis's Fig. 4.4: ten iterations, c1 of them costing 30 and c2
// costing 1, c = c1 + c2 = 10 (SS's loop table); with the assertion
// c <= 10 && c1 <= 4 the integer program gives 4*30 + 6*1 = 126 (the
// worst case: SS's worst run replays at it, so exact), without it 300.
// Every format renders; the JSON keeps the report contract (method ipet,
// the assertion's verdict, the assumption saying how the loop bounds were
// obtained); --resource heap is a usage error (exit 2).
func TestAnalyzeIPET(t *testing.T) {
	file := "../../testdata/fig41.c"
	code, out, stderr := run("analyze", file, "--method", "ipet", "--cost", "none", "--format", "json", "--deterministic")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Method      string   `json:"method"`
		Bound       int64    `json:"bound"`
		Exact       bool     `json:"exact"`
		Assumptions []string `json:"assumptions"`
		Annotations []struct {
			Kind, Verdict string
		} `json:"annotations"`
		Loops []struct {
			Max int64 `json:"max_iterations"`
		} `json:"loops"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if rep.Method != "ipet" || rep.Bound != 126 || !rep.Exact {
		t.Errorf("method %s bound %d exact %v, want ipet 126 exact", rep.Method, rep.Bound, rep.Exact)
	}
	if len(rep.Annotations) != 1 || rep.Annotations[0].Verdict != "assumed" {
		t.Errorf("annotations %+v, want the assertion assumed", rep.Annotations)
	}
	if len(rep.Loops) != 1 || rep.Loops[0].Max != 10 {
		t.Errorf("loops %+v, want one loop of 10", rep.Loops)
	}
	if !strings.Contains(strings.Join(rep.Assumptions, "\n"), "loop bounds per entry and calling context from the loop-bound analysis (no ss run)") {
		t.Errorf("assumptions %q do not say where the loop bounds come from", rep.Assumptions)
	}
	code, out, _ = run("analyze", file, "--method", "ipet", "--cost", "none", "--ignore-assertions", "--format", "csv", "--deterministic")
	if code != ExitOK || !strings.Contains(out, "300") {
		t.Errorf("--ignore-assertions: exit %d:\n%s", code, out)
	}
	for f := range formats {
		code, out, stderr := run("analyze", file, "--method", "ipet", "--cost", "none", "--format", f, "--deterministic")
		if code != ExitOK || strings.TrimSpace(out) == "" {
			t.Errorf("--format %s: exit %d, %d bytes: %s", f, code, len(out), stderr)
		}
		if f != "dot" && !strings.Contains(out, "126") {
			t.Errorf("--format %s: no bound 126", f)
		}
	}
	code, out, stderr = run("analyze", "../../testdata/watermark.c", "--method", "ipet", "--resource", "heap", "--cost", "none")
	if code != ExitUsage || out != "" || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || !strings.Contains(stderr, "refuses --resource heap") {
		t.Errorf("heap: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
}

// TestCheckIPET: a budget task may use method ipet (fig41: 126 within
// 200); ipet with resource heap is an error in the budget file (exit 2).
func TestCheckIPET(t *testing.T) {
	abs, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	ok := writeFile(t, "ok.json", `{"schema": "wcet/budget/v1", "tasks": [{"input": "`+abs+`/fig41.c", "max": 200, "cost": "none", "method": "ipet"}]}`)
	if code, out, stderr := run("check", "--budget", ok, "--deterministic", "--quiet"); code != ExitOK || !strings.Contains(out, "126") {
		t.Errorf("exit %d:\n%s%s", code, out, stderr)
	}
	heap := writeFile(t, "heap.json", `{"schema": "wcet/budget/v1", "tasks": [{"input": "`+abs+`/watermark.c", "max": 200, "cost": "none", "method": "ipet", "resource": "heap"}]}`)
	if code, _, stderr := run("check", "--budget", heap, "--quiet"); code != ExitUsage || !strings.Contains(stderr, "method ipet refuses resource heap") {
		t.Errorf("heap: exit %d, stderr %q", code, stderr)
	}
}
