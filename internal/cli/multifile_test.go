package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A task of two translation units (issue 17 item 5). Each defines a
// static counter and a static step(): statics are per file. main's
// result, by hand: a.c's step adds a.c's counter (1) three times, s = 3;
// helper (b.c) with k = 4 multiplies by b.c's counter 2, 3, 4, 5: s =
// 3*120 = 360; main returns 360 + 1 = 361 (exit status 361 mod 256 =
// 105). The loop of b.c has no bound but its pragma (k is a nondet), so
// the pragma of the second file must be read.
const (
	multiA = `static int counter = 1;
static int step(int x) { return x + counter; }
int helper(int n);
int main(void) {
  int s = 0;
  _Pragma("loopbound min 3 max 3")
  for (int i = 0; i < 3; i++) s = step(s);
  return helper(s) + counter;
}
`
	multiB = `#include <wcet.h>
static int counter = 2;
static int step(int x) { return x * counter; }
int helper(int n) {
  int k = WCET_NONDET();
  int s = n;
  _Pragma("loopbound min 0 max 4")
  while (k > 0) {
    s = step(s);
    k--;
    counter++;
  }
  return s;
}
`
)

func writeMulti(t *testing.T) (string, string) {
	t.Helper()
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.c"), filepath.Join(dir, "b.c")
	for f, src := range map[string]string{a: multiA, b: multiB} {
		if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return a, b
}

// TestMultiFileAnalyze: the bound of a.c b.c equals the instrumented
// lli-14 run at the pragma's worst case (k = 4), the loop of b.c is
// bounded by its pragma (b.c:8), and the provenance names both files.
func TestMultiFileAnalyze(t *testing.T) {
	if _, err := exec.LookPath("lli-14"); err != nil {
		t.Skip("lli-14 not installed")
	}
	a, b := writeMulti(t)
	// The oracle: the instrumented IR of the linked program under lli-14.
	out := filepath.Join(t.TempDir(), "out.ll")
	if code, _, stderr := run("instrument", a, b, "--cost", "insn", "-o", out); code != 0 {
		t.Fatalf("instrument: exit %d: %s", code, stderr)
	}
	cmd := exec.Command("lli-14", out)
	cmd.Env = append(os.Environ(), "WCET_NONDET=4")
	lli, err := cmd.CombinedOutput()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 361%256 {
		t.Fatalf("lli-14: %v (want exit status 105: main returns 361)\n%s", err, lli)
	}
	var observed int64
	for _, l := range strings.Split(string(lli), "\n") {
		if v, ok := strings.CutPrefix(l, "wcet: cycles="); ok {
			f := strings.Fields(v)
			if err := json.Unmarshal([]byte(f[0]), &observed); err != nil {
				t.Fatal(err)
			}
		}
	}
	if observed == 0 {
		t.Fatalf("lli-14 printed no cost: %s", lli)
	}
	code, stdout, stderr := run("analyze", a, b, "--cost", "insn", "--format", "json", "--deterministic", "--timeout", "30s")
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, stderr)
	}
	var rep struct {
		Bound      int64  `json:"bound"`
		Exact      bool   `json:"exact"`
		Input      string `json:"input"`
		InputSHA   string `json:"input_sha256"`
		InputFiles []struct {
			Path, SHA256 string
		} `json:"input_files"`
		Loops []struct {
			File   string `json:"file"`
			Line   int    `json:"line"`
			Source string `json:"source"`
			Max    int64  `json:"max_iterations"`
		} `json:"loops"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Bound != observed || !rep.Exact {
		t.Errorf("bound %d exact %v, want %d (lli-14, k = 4) exact", rep.Bound, rep.Exact, observed)
	}
	if len(rep.InputFiles) != 2 || rep.InputFiles[0].Path != a || rep.InputFiles[1].Path != b || len(rep.InputFiles[1].SHA256) != 64 || rep.Input != a+" "+b || len(rep.InputSHA) != 64 {
		t.Errorf("provenance: input %q sha %q files %+v", rep.Input, rep.InputSHA, rep.InputFiles)
	}
	found := false
	for _, l := range rep.Loops {
		if filepath.Base(l.File) == "b.c" && l.Line == 8 {
			found = l.Source == "annotation" && l.Max == 4
		}
	}
	if !found {
		t.Errorf("no loop at b.c:8 bounded by its pragma (max 4): %+v", rep.Loops)
	}
	// wcet run on the same files: the statics of each file (361).
	code, stdout, stderr = run("run", a, b, "--cost", "insn", "--nondet", "4", "--format", "json")
	if code != 0 {
		t.Fatalf("run: exit %d: %s", code, stderr)
	}
	var rr struct {
		Costs  map[string]int64 `json:"costs"`
		Return []string         `json:"return"`
	}
	json.Unmarshal([]byte(stdout), &rr)
	if rr.Costs["cycles"] != observed || len(rr.Return) != 1 || rr.Return[0] != "361" {
		t.Errorf("run: %+v, want cycles %d and return 361", rr, observed)
	}
}

// TestMultiFileErrors: an error in the second file names its position,
// and the budget file takes a list of files.
func TestMultiFileErrors(t *testing.T) {
	a, _ := writeMulti(t)
	bad := filepath.Join(filepath.Dir(a), "bad.c")
	os.WriteFile(bad, []byte("int helper(int n) {\n  return n / 0 + y;\n}\n"), 0o644)
	code, _, stderr := run("analyze", a, bad, "--cost", "insn")
	if code != ExitFailed || !strings.Contains(stderr, "bad.c:2") {
		t.Errorf("exit %d, stderr %q: want exit 1 naming bad.c:2", code, stderr)
	}
	code, _, stderr = run("analyze", a, filepath.Join(filepath.Dir(a), "x.h"), "--cost", "insn")
	if code != ExitUsage || !strings.Contains(stderr, "not a .c or .ll file") {
		t.Errorf("exit %d, stderr %q: want a usage error", code, stderr)
	}
	budget := filepath.Join(filepath.Dir(a), "budget.json")
	os.WriteFile(budget, []byte(`{"schema": "wcet/budget/v1", "tasks": [{"input": ["a.c", "b.c"], "max": 100000}]}`), 0o644)
	code, stdout, stderr := run("check", "--budget", budget, "--format", "json")
	if code != ExitOK || !strings.Contains(stdout, `"a.c b.c"`) {
		t.Errorf("check: exit %d: %s\n%s", code, stderr, stdout)
	}
}

// TestOldStyleDeclaration: `void work();` declared in one file and
// defined with a prototype in another is called through a cast of the
// function; it is a direct call, not an external one (issue 17: TACLeBench
// lift stopped on "call to external function 'work' has no cost"). The
// bound equals the instrumented lli-14 run (no input: one run is the worst
// case). A call whose arguments do not match the definition is refused at
// its position.
func TestOldStyleDeclaration(t *testing.T) {
	if _, err := exec.LookPath("lli-14"); err != nil {
		t.Skip("lli-14 not installed")
	}
	dir := t.TempDir()
	m1 := filepath.Join(dir, "m1.c")
	m2 := filepath.Join(dir, "m2.c")
	m3 := filepath.Join(dir, "m3.c")
	os.WriteFile(m1, []byte("int counter;\nvoid work();\nint get();\nint main(void) {\n  for (int i = 0; i < 3; i++) work();\n  return get(2);\n}\n"), 0o644)
	os.WriteFile(m2, []byte("extern int counter;\nvoid work(void) { counter += 2; }\nint get(int k) { return counter * k; }\n"), 0o644)
	os.WriteFile(m3, []byte("int counter;\nvoid work();\nint main(void) {\n  work(5);\n  return counter;\n}\n"), 0o644)
	want := lliLine(t, m1, m2)
	if bound, exact := analyzeInsn(t, m1, m2); fmt.Sprintf("wcet: cycles=%d heap=0", bound) != want || !exact {
		t.Errorf("analyze: bound %d exact %v; lli-14 says %q", bound, exact, want)
	}
	code, _, stderr := run("analyze", m3, m2, "--cost", "insn")
	if code != ExitFailed || !strings.Contains(stderr, "m3.c:4:3") || !strings.Contains(stderr, "passes 1 argument") {
		t.Errorf("mismatched call: exit %d, %q; want a refusal at m3.c:4:3", code, stderr)
	}
}

// TestUnreachedPragmas: a library file holds a function the entry does
// not reach, whose loop carries a pragma. That pragma bounds nothing of
// this task: it must neither fail ("not followed by a loop": its loop is
// not translated) nor claim the next loop of the file (max 0 on used's
// loop). The bound equals the instrumented lli-14 run (no input).
func TestUnreachedPragmas(t *testing.T) {
	if _, err := exec.LookPath("lli-14"); err != nil {
		t.Skip("lli-14 not installed")
	}
	dir := t.TempDir()
	lib := filepath.Join(dir, "lib.c")
	main := filepath.Join(dir, "main.c")
	os.WriteFile(lib, []byte(`int unused(int n) {
  int s = 0;
  _Pragma("loopbound min 0 max 0")
  for (int i = 0; i < n; i++) s += i;
  return s;
}
int used(void) {
  int s = 0;
  _Pragma("loopbound min 5 max 5")
  for (int i = 0; i < 5; i++) s += i;
  return s;
}
`), 0o644)
	os.WriteFile(main, []byte("int used(void);\nint main(void) { return used(); }\n"), 0o644)
	want := lliLine(t, main, lib)
	bound, _ := analyzeInsn(t, main, lib)
	if got := fmt.Sprintf("wcet: cycles=%d heap=0", bound); got != want {
		t.Errorf("analyze: %s; lli-14: %s", got, want)
	}
}

// lliLine is the output of the program of files instrumented under
// --cost insn and run by lli-14 (the oracle's line wcet: cycles=N heap=P;
// the program takes no input).
func lliLine(t *testing.T, files ...string) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "out.ll")
	if code, _, stderr := run(append(append([]string{"instrument"}, files...), "--cost", "insn", "-o", out)...); code != 0 {
		t.Fatalf("instrument: exit %d: %s", code, stderr)
	}
	lli, _ := exec.Command("lli-14", out).CombinedOutput()
	return strings.TrimSpace(string(lli))
}

// analyzeInsn is the bound and exactness of wcet analyze on the program
// of files under --cost insn (a failure stops the test).
func analyzeInsn(t *testing.T, files ...string) (int64, bool) {
	t.Helper()
	code, stdout, stderr := run(append(append([]string{"analyze"}, files...), "--cost", "insn", "--format", "json", "--timeout", "30s")...)
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, stderr)
	}
	var rep struct {
		Bound int64 `json:"bound"`
		Exact bool  `json:"exact"`
	}
	json.Unmarshal([]byte(stdout), &rep)
	return rep.Bound, rep.Exact
}
