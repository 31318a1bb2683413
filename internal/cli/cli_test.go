package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

func run(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Main(args, &out, &errb)
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, name, src string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

const loopC = `#include <wcet.h>
int g = 3;
int work(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (WCET_NONDET_RANGE(0, 1)) { s += i; WCET_COST(5); }
    WCET_COST(1);
  }
  return s + g;
}
int main(void) { return work(4); }
`

// TestExitCodes checks the CLI contract's exit codes and that every error
// is one line on stderr.
func TestExitCodes(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	bad := writeFile(t, "bad.c", "int main(void) { return y; }\n")
	badll := writeFile(t, "bad.ll", "define i32 @main() {\n ret i32 %q\n}\n")
	indirect := writeFile(t, "ind.c", "int f(void){return 1;}\nint (*fp)(void) = f;\nint main(void){ return fp(); }\n")
	cases := []struct {
		name string
		args []string
		code int
		want string // substring of stderr
	}{
		{"no command", nil, ExitUsage, "usage"},
		{"unknown command", []string{"frobnicate"}, ExitUsage, "unknown command"},
		{"unknown flag", []string{"run", good, "--frob"}, ExitUsage, "flag provided but not defined: -frob"},
		{"missing file arg", []string{"run"}, ExitUsage, "missing FILE"},
		{"one file twice", []string{"run", good, good}, ExitUsage, "given twice"},
		{"bad format", []string{"run", good, "--format", "xml"}, ExitUsage, "--format"},
		{"bad opt", []string{"run", good, "--opt", "O3"}, ExitUsage, "O2"},
		{"bad arg", []string{"run", good, "--arg", "n"}, ExitUsage, "name=value"},
		{"bad nondet", []string{"run", good, "--nondet", "1,x"}, ExitUsage, "nondet"},
		{"missing file", []string{"run", filepath.Join(t.TempDir(), "none.c")}, ExitFailed, "cannot read"},
		{"compile error", []string{"run", bad}, ExitFailed, "error: use of undeclared identifier 'y'"},
		{"malformed IR", []string{"analyze", "--dump", "ts", badll}, ExitFailed, "invalid LLVM IR"},
		{"refused", []string{"analyze", "--dump", "ts", indirect}, ExitFailed, "ind.c:3:24: indirect call"},
		{"nondet exhausted", []string{"run", good, "--cost", "none", "--nondet", "1"}, ExitFailed, "nondet sequence exhausted"},
		{"unknown cost", []string{"run", good, "--cost", "pentium"}, ExitUsage, "pentium"},
		{"ok", []string{"run", good, "--cost", "none", "--nondet", "1*4"}, ExitOK, ""},
		{"flags before file", []string{"run", "--cost", "none", "--nondet", "0*4", good}, ExitOK, ""},
		{"dump", []string{"analyze", good, "--dump", "ts"}, ExitOK, ""},
		{"version", []string{"version"}, ExitOK, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, _, stderr := run(c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d; stderr: %s", code, c.code, stderr)
			}
			if c.want != "" && !strings.Contains(stderr, c.want) {
				t.Fatalf("stderr %q does not contain %q", stderr, c.want)
			}
			if c.code != ExitUsage && c.code != ExitOK && strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
				t.Fatalf("error is not one line: %q", stderr)
			}
			if strings.Contains(stderr, "goroutine") || strings.Contains(stderr, "panic") {
				t.Fatalf("stack trace on stderr: %s", stderr)
			}
		})
	}
}

// TestRunCosts checks `wcet run` against costs counted by hand: with
// --cost none only WCET_COST counts; the loop runs 4 times, each iteration
// costs 1, plus 5 when the nondet choice is 1.
func TestRunCosts(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	for _, c := range []struct {
		nondet string
		want   int64
	}{
		{"0*4", 4},      // 4 * 1
		{"1*4", 24},     // 4 * (1 + 5)
		{"1,0,1,0", 14}, // 4 + 2*5
		{"0,0,0,1", 9},  // 4 + 5
	} {
		code, out, stderr := run("run", good, "--cost", "none", "--nondet", c.nondet, "--format", "json")
		if code != 0 {
			t.Fatalf("nondet %s: exit %d: %s", c.nondet, code, stderr)
		}
		var rep struct {
			Schema  string           `json:"schema"`
			Costs   map[string]int64 `json:"costs"`
			Blocked *struct{}        `json:"blocked"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("bad JSON %q: %v", out, err)
		}
		if rep.Schema != "wcet/run/v1" || rep.Costs["cycles"] != c.want || rep.Blocked != nil {
			t.Errorf("nondet %s: got %+v, want cycles=%d", c.nondet, rep, c.want)
		}
	}
}

// TestInstrumentRunsUnderLli checks `wcet instrument` end to end: the
// output runs under lli-14 and prints the same cost as `wcet run`.
func TestInstrumentRunsUnderLli(t *testing.T) {
	if _, err := exec.LookPath("lli-14"); err != nil {
		t.Skip("lli-14 not installed")
	}
	good := writeFile(t, "good.c", loopC)
	out := filepath.Join(t.TempDir(), "out.ll")
	if code, _, stderr := run("instrument", good, "--cost", "insn", "-o", out); code != 0 {
		t.Fatalf("instrument: exit %d: %s", code, stderr)
	}
	cmd := exec.Command("lli-14", out)
	cmd.Env = append(os.Environ(), "WCET_NONDET=1,0,1,1")
	// The program's exit status is main's return value; only the line
	// matters.
	b, _ := cmd.CombinedOutput()
	code, runOut, stderr := run("run", good, "--cost", "insn", "--nondet", "1,0,1,1", "--format", "json")
	if code != 0 {
		t.Fatal(stderr)
	}
	var rep struct {
		Costs map[string]int64 `json:"costs"`
	}
	json.Unmarshal([]byte(runOut), &rep)
	want := "wcet: cycles=" + strconv.FormatInt(rep.Costs["cycles"], 10) + " heap=0"
	if strings.TrimSpace(string(b)) != want {
		t.Fatalf("lli printed %q, wcet run says %q", strings.TrimSpace(string(b)), want)
	}
}

// TestRunWitness replays the witness inputs of a report (wcet/report/v1).
// By hand: nondet 1,1,0,1 costs 4 + 3*5 = 19.
func TestRunWitness(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	rep := writeFile(t, "rep.json", `{"schema": "wcet/report/v1", "entry": "main",
  "witness": {"path": [], "inputs": {"args": {}, "globals": {"g": "3"}, "nondet": [1, 1, 0, 1]}}}`)
	code, out, stderr := run("run", good, "--cost", "none", "--witness", rep, "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, `"cycles": 19`) {
		t.Fatalf("got %s, want cycles 19", out)
	}
	bad := writeFile(t, "bad.json", `{"schema": "wcet/run/v1"}`)
	if code, _, stderr := run("run", good, "--witness", bad); code != ExitFailed || !strings.Contains(stderr, "want wcet/report/v1") {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
}

// TestAnalyzeErrorDocument checks that analyze still writes its JSON
// document on failure (DESIGN: status "error" and errors[] with kind and
// position), and that --deterministic output is byte-identical.
func TestAnalyzeErrorDocument(t *testing.T) {
	indirect := writeFile(t, "ind.c", "int f(void){return 1;}\nint (*fp)(void) = f;\nint main(void){ return fp(); }\n")
	code, out, _ := run("analyze", indirect, "--format", "json", "--deterministic")
	if code != ExitFailed {
		t.Fatalf("exit %d, want %d", code, ExitFailed)
	}
	var rep struct {
		Schema string `json:"schema"`
		Status string `json:"status"`
		Errors []struct {
			Kind, File, Message string
			Line, Col           int
		} `json:"errors"`
		Bound *int64 `json:"bound"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("bad JSON: %v\n%s", err, out)
	}
	if rep.Schema != "wcet/report/v1" || rep.Status != "error" || rep.Bound != nil || len(rep.Errors) != 1 {
		t.Fatalf("got %+v", rep)
	}
	e := rep.Errors[0]
	if e.Kind != "refused" || e.File != "ind.c" || e.Line != 3 || e.Col != 24 || !strings.HasPrefix(e.Message, "indirect call") {
		t.Fatalf("error entry %+v", e)
	}
	_, out2, _ := run("analyze", indirect, "--format", "json", "--deterministic")
	if out != out2 {
		t.Fatal("--deterministic output differs between runs")
	}
}

func TestAnalyzeAssume(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	for _, c := range []struct {
		assume string
		code   int
		want   string
	}{
		{"n <= 10", ExitOK, ""},
		{"n <= 10 && g >= 0", ExitOK, ""},
		{"m <= 3", ExitUsage, "m is neither a parameter of work nor a global"},
		{"n * n <= 3", ExitUsage, "--assume"},
	} {
		code, _, stderr := run("analyze", good, "--entry", "work", "--method", "ss", "--assume", c.assume)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("--assume %q: exit %d, stderr %q; want exit %d containing %q", c.assume, code, stderr, c.code, c.want)
		}
	}
}

// TestCFlagsRepeated: --cflags given twice passes both values (it kept
// only the last one). Cost by hand: WCET_COST(A) then WCET_COST(B), so
// 3 + 4 = 7 with both macros defined; a lost -DA=3 would be a compile
// error (A undefined).
func TestCFlagsRepeated(t *testing.T) {
	f := writeFile(t, "ab.c", "#include <wcet.h>\nint main(void) { WCET_COST(A); WCET_COST(B); return 0; }\n")
	code, out, stderr := run("analyze", f, "--cost", "none", "--format", "json", "--cflags", "-DA=3", "--cflags", "-DB=4")
	if code != ExitOK || !strings.Contains(out, `"bound": 7,`) || !strings.Contains(out, `"cflags": "-DA=3 -DB=4"`) {
		t.Errorf("exit %d, stderr %q, output:\n%s", code, stderr, out)
	}
}

// TestUsageErrors pins the exit codes review found wrong: bad flag values
// are usage errors (exit 2), also under --dump ts.
func TestUsageErrors(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	for _, args := range [][]string{
		{"run", good, "--cost", "bogus"},
		{"run", good, "--arg", "nosuch=1", "--nondet", "0*4"},
		{"run", good, "--extern-cost", "-5"},
		{"analyze", good, "--dump", "ts", "--assume", "zz <= 3"},
		{"analyze", good, "--dump", "ts", "--resource", "bogus"},
		{"instrument", good, "--cost", "bogus"},
	} {
		code, _, stderr := run(args...)
		if code != ExitUsage {
			t.Errorf("%v: exit %d (%s), want %d", args, code, strings.TrimSpace(stderr), ExitUsage)
		}
	}
	dir := filepath.Join(t.TempDir(), "dir.c")
	os.Mkdir(dir, 0o755)
	if code, _, stderr := run("run", dir); code != ExitFailed || !strings.Contains(stderr, "is a directory") {
		t.Errorf("directory: exit %d, %q", code, stderr)
	}
}

// TestAnalyzeEnum runs --method enum end to end. By hand: main calls
// work(4); each of the 4 iterations costs 1, plus 5 when the nondet choice
// is 1: the worst case is 4*(1+5) = 24 with every choice 1, and the replay
// of that witness costs 24, so the bound is exact.
func TestAnalyzeEnum(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	code, out, stderr := run("analyze", good, "--method", "enum", "--cost", "none", "--format", "json", "--deterministic")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Status  string `json:"status"`
		Bound   int64  `json:"bound"`
		Exact   bool   `json:"exact"`
		Witness struct {
			Inputs struct {
				Nondet []int64 `json:"nondet"`
			} `json:"inputs"`
		} `json:"witness"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Status != "ok" || rep.Bound != 24 || !rep.Exact || fmt.Sprint(rep.Witness.Inputs.Nondet) != "[1 1 1 1]" {
		t.Fatalf("got %+v; want bound 24, exact, nondet [1 1 1 1]", rep)
	}
	// The same under insn: the bound equals the cost of the witness's run.
	code, out, _ = run("analyze", good, "--method", "enum", "--format", "json")
	json.Unmarshal([]byte(out), &rep)
	code2, runOut, _ := run("run", good, "--nondet", "1*4", "--format", "json")
	var r struct {
		Costs map[string]int64 `json:"costs"`
	}
	json.Unmarshal([]byte(runOut), &r)
	if code != 0 || code2 != 0 || rep.Bound != r.Costs["cycles"] || !rep.Exact {
		t.Fatalf("insn: enum bound %d exact %v, run of the worst input %d", rep.Bound, rep.Exact, r.Costs["cycles"])
	}
}

// assertC has one assertion over four nondet choices: c counts the
// choices that are 1, and "c <= 2" fails when three or four are 1. By
// hand: each iteration costs 1, plus 5 per choice 1; with the assertion at
// most two choices are 1 (4 + 2*5 = 14), without it 4*6 = 24.
const assertC = `#include <wcet.h>
int main(void) {
  for (int i = 0; i < 4; i++) {
    if (WCET_NONDET_RANGE(0, 1)) { WCET_COUNT(c); WCET_COST(5); }
    WCET_COST(1);
  }
  WCET_ASSERT("c <= 2");
  return 0;
}
`

// violatedC breaks its assertion on its only path: c = 3 at line 4.
const violatedC = `#include <wcet.h>
int main(void) {
  for (int i = 0; i < 3; i++) WCET_COUNT(c);
  WCET_ASSERT("c <= 1");
  return 0;
}
`

// TestAnalyzeAnnotations checks annotations[] of the JSON report and the
// exit codes (DESIGN, "Verdicts"): enum's assumed verdict with a violating
// input that wcet run replays to a blocked run, the same under ss and ia
// (thesis ch. 4), ignored under --ignore-assertions, and a violated assertion failing the analysis with
// exit 1 and an errors[] entry of kind "violated" at the assertion.
func TestAnalyzeAnnotations(t *testing.T) {
	type annotation struct {
		Kind, Text, Origin, File, Verdict string
		Line                              int
		Violation                         *struct {
			Nondet []int64 `json:"nondet"`
		} `json:"violation"`
	}
	var rep struct {
		Status      string       `json:"status"`
		Bound       int64        `json:"bound"`
		Annotations []annotation `json:"annotations"`
		Assumptions []string     `json:"assumptions"`
		Errors      []struct {
			Kind, File, Message string
			Line, Col           int
		} `json:"errors"`
	}
	good := writeFile(t, "assert.c", assertC)
	for _, c := range []struct {
		args    []string
		bound   int64
		verdict string
	}{
		{[]string{"--method", "enum"}, 14, "assumed"},
		{[]string{"--method", "enum", "--ignore-assertions"}, 24, "ignored"},
		{[]string{"--method", "ss"}, 14, "assumed"},
		{[]string{"--method", "ia"}, 14, "assumed"},
		{[]string{"--method", "ss", "--ignore-assertions"}, 24, "ignored"},
	} {
		args := append([]string{"analyze", good, "--cost", "none", "--format", "json"}, c.args...)
		code, out, stderr := run(args...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, stderr)
		}
		rep.Annotations = nil
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Bound != c.bound || len(rep.Annotations) != 1 {
			t.Fatalf("%v: bound %d, annotations %+v; want %d and one annotation", c.args, rep.Bound, rep.Annotations, c.bound)
		}
		a := rep.Annotations[0]
		if a.Kind != "assert" || a.Text != "c <= 2" || a.Origin != "macro" || a.File != "assert.c" || a.Line != 7 || a.Verdict != c.verdict {
			t.Errorf("%v: annotation %+v; want assert \"c <= 2\" macro assert.c:7 %s", c.args, a, c.verdict)
		}
		if (a.Violation != nil) != (c.verdict == "assumed") {
			t.Errorf("%v: violation %+v with verdict %s", c.args, a.Violation, a.Verdict)
		}
		if a.Violation == nil {
			continue
		}
		// The violating input, replayed by wcet run, fails the assertion.
		var seq []string
		for _, v := range a.Violation.Nondet {
			seq = append(seq, strconv.FormatInt(v, 10))
		}
		code, runOut, stderr := run("run", good, "--cost", "none", "--nondet", strings.Join(seq, ","), "--format", "json")
		var r struct {
			Blocked *struct{ Assertion, At string } `json:"blocked"`
		}
		json.Unmarshal([]byte(runOut), &r)
		if code != ExitOK || r.Blocked == nil || r.Blocked.Assertion != "c <= 2" || r.Blocked.At != "assert.c:7:3" {
			t.Errorf("wcet run --nondet %s: exit %d, blocked %+v (%s); want blocked by c <= 2 at assert.c:7:3", strings.Join(seq, ","), code, r.Blocked, stderr)
		}
		want := `assertion "c <= 2" at assert.c:7:3 is assumed: paths violating it are excluded from the bound`
		if !strings.Contains(strings.Join(rep.Assumptions, "\n"), want) {
			t.Errorf("assumptions %q lack %q", rep.Assumptions, want)
		}
	}

	bad := writeFile(t, "violated.c", violatedC)
	code, out, _ := run("analyze", bad, "--cost", "none", "--method", "enum", "--format", "json")
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if code != ExitFailed || rep.Status != "error" || len(rep.Errors) != 1 {
		t.Fatalf("violated: exit %d, %+v", code, rep)
	}
	if e := rep.Errors[0]; e.Kind != "violated" || e.File != "violated.c" || e.Line != 4 || e.Col != 3 || !strings.Contains(e.Message, `"c <= 1"`) {
		t.Errorf("violated: error entry %+v", e)
	}
	code, _, stderr := run("analyze", bad, "--cost", "none", "--method", "enum")
	if code != ExitFailed || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, `assertion "c <= 1" at violated.c:4:3 is violated`) {
		t.Errorf("violated, table: exit %d, stderr %q", code, stderr)
	}
	// The oracle agrees: the program's only run fails the assertion.
	code, runOut, _ := run("run", bad, "--cost", "none", "--format", "json")
	var r struct {
		Blocked *struct{ Assertion, At string } `json:"blocked"`
	}
	json.Unmarshal([]byte(runOut), &r)
	if code != ExitOK || r.Blocked == nil || r.Blocked.At != "violated.c:4:3" {
		t.Errorf("wcet run violated.c: exit %d, blocked %+v", code, r.Blocked)
	}
	if code, _, stderr := run("analyze", bad, "--cost", "none", "--method", "enum", "--ignore-assertions"); code != ExitOK {
		t.Errorf("violated, --ignore-assertions: exit %d, %s", code, stderr)
	}
}
