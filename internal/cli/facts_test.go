package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// factsDir holds the facts tests' programs; their expected bounds are
// derived by hand in their comments.
const factsDir = "../../facts/testdata"

func fd(name string) string { return filepath.Join(factsDir, name) }

// analyzeJSON runs wcet analyze --format json with args and decodes the
// report.
func analyzeJSON(t *testing.T, args ...string) (int, map[string]any, string) {
	t.Helper()
	code, out, errs := run(append([]string{"analyze", "--format", "json", "--deterministic"}, args...)...)
	var rep map[string]any
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("analyze %v: exit %d, not JSON: %v\n%s%s", args, code, err, out, errs)
	}
	return code, rep, errs
}

func boundOf(rep map[string]any) float64 {
	b, _ := rep["bound"].(float64)
	return b
}

// annotation returns the annotations[] entry of kind, or nil.
func annotation(rep map[string]any, kind string) map[string]any {
	as, _ := rep["annotations"].([]any)
	for _, a := range as {
		if m := a.(map[string]any); m["kind"] == kind {
			return m
		}
	}
	return nil
}

func assumptionsText(rep map[string]any) string {
	as, _ := rep["assumptions"].([]any)
	var s []string
	for _, a := range as {
		s = append(s, a.(string))
	}
	return strings.Join(s, "\n")
}

// TestFactsLoopBound: a facts loopbound bounds an unbounded loop like the
// pragma does: loop.c's loop runs n times, 1 unit each; max 10 gives 10,
// assumed (n = 11 runs 11 times), and the loop row's source is annotation.
func TestFactsLoopBound(t *testing.T) {
	for _, m := range []string{"ss", "enum"} {
		code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", m, "--facts", fd("loop_max10.json"), fd("loop.c"))
		if code != 0 || boundOf(rep) != 10 {
			t.Fatalf("%s: exit %d bound %v, want 0 and 10\n%s", m, code, rep["bound"], errs)
		}
		a := annotation(rep, "loopbound")
		if a == nil || a["origin"] != "facts:"+fd("loop_max10.json") || a["verdict"] != "assumed" || a["text"] != "min 0 max 10" || a["line"] != 6.0 {
			t.Errorf("%s: annotation %v", m, a)
		}
		loops := rep["loops"].([]any)
		if len(loops) != 1 || loops[0].(map[string]any)["source"] != "annotation" || loops[0].(map[string]any)["max_iterations"] != 10.0 {
			t.Errorf("%s: loops %v", m, loops)
		}
	}
}

// TestFactsCountAssert: fig43.c with a count fact on the expensive branch
// and a global assertion c <= 2 at the return: enum (which honours
// assertions) gives 2*5 + 4*1 = 14, and 30 = 6*5 under
// --ignore-assertions.
func TestFactsCountAssert(t *testing.T) {
	code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", "enum", "--facts", fd("fig43.json"), fd("fig43.c"))
	if code != 0 || boundOf(rep) != 14 {
		t.Fatalf("exit %d bound %v, want 0 and 14\n%s", code, rep["bound"], errs)
	}
	a := annotation(rep, "assert")
	if a == nil || a["origin"] != "facts:"+fd("fig43.json") || a["verdict"] != "assumed" || a["line"] != 16.0 {
		t.Errorf("annotation %v", a)
	}
	if s := assumptionsText(rep); !strings.Contains(s, "frequency variable c counts the executions of fig43.c:10 (facts:") {
		t.Errorf("assumptions %q lack the count fact", s)
	}
	_, rep, _ = analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", "enum", "--ignore-assertions", "--facts", fd("fig43.json"), fd("fig43.c"))
	if boundOf(rep) != 30 {
		t.Errorf("--ignore-assertions: bound %v, want 30", rep["bound"])
	}
	// The oracle with the same facts: 2 expensive iterations cost 14 and
	// pass, 3 are blocked by the assertion.
	code, out, _ := run("run", "--entry", "f", "--cost", "none", "--format", "json", "--facts", fd("fig43.json"), "--nondet", "1,1,0,0,0,0", fd("fig43.c"))
	if code != 0 || !strings.Contains(out, `"cycles": 14`) || !strings.Contains(out, `"blocked": null`) {
		t.Errorf("run 1,1,0,0,0,0: exit %d\n%s", code, out)
	}
	code, out, _ = run("run", "--entry", "f", "--cost", "none", "--format", "json", "--facts", fd("fig43.json"), "--nondet", "1,1,1,0,0,0", fd("fig43.c"))
	if code != 0 || !strings.Contains(out, `"at": "fig43.c:16:3"`) {
		t.Errorf("run 1,1,1,0,0,0: exit %d, not blocked\n%s", code, out)
	}
}

// TestFactsExtern: an extern fact prices g like --extern-cost 300: under
// --cost unit, 1 block + WCET_COST(7) + 2 calls * 300 = 608.
func TestFactsExtern(t *testing.T) {
	code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "unit", "--facts", fd("ext.json"), fd("ext.c"))
	if code != 0 || boundOf(rep) != 608 {
		t.Fatalf("exit %d bound %v, want 0 and 608\n%s", code, rep["bound"], errs)
	}
	if s := assumptionsText(rep); !strings.Contains(s, "external function g costs 300 (facts:") {
		t.Errorf("assumptions %q lack the extern fact", s)
	}
	_, rep2, _ := analyzeJSON(t, "--entry", "f", "--cost", "unit", "--extern-cost", "300", fd("ext.c"))
	if boundOf(rep2) != 608 {
		t.Errorf("--extern-cost 300: bound %v, want 608", rep2["bound"])
	}
}

// TestFactsAssume: assume n <= 7 bounds loop.c's loop to 7 executions,
// as --assume does, and is listed with its origin.
func TestFactsAssume(t *testing.T) {
	code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--facts", fd("loop_assume.json"), fd("loop.c"))
	if code != 0 || boundOf(rep) != 7 {
		t.Fatalf("exit %d bound %v, want 0 and 7\n%s", code, rep["bound"], errs)
	}
	if s := assumptionsText(rep); !strings.Contains(s, "input assumption (facts:"+fd("loop_assume.json")+" facts[0]): n <= 7") {
		t.Errorf("assumptions %q", s)
	}
}

// TestFactsRecursion: r(5) has 6 activations of r and costs 5: a limit
// of 6 is proven, 5 is an error at the recursive call.
func TestFactsRecursion(t *testing.T) {
	code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--facts", fd("rec6.json"), fd("rec.c"))
	if code != 0 || boundOf(rep) != 5 {
		t.Fatalf("exit %d bound %v, want 0 and 5\n%s", code, rep["bound"], errs)
	}
	if a := annotation(rep, "recursion"); a == nil || a["verdict"] != "proven" || a["text"] != "r max 6" {
		t.Errorf("annotation %v", a)
	}
	code, _, errs = run("analyze", "--entry", "f", "--cost", "none", "--facts", fd("rec5.json"), fd("rec.c"))
	if code != ExitFailed || !strings.Contains(errs, "rec.c:8:10: recursion of r deeper than 5 activations") {
		t.Errorf("limit 5: exit %d, stderr %q", code, errs)
	}
}

// TestFactsErrors: facts that match nothing at a place of the reached
// code, unfilled templates and bad files are one-line errors naming the
// facts file and the entry (facts that match nothing the entry reaches
// are warnings: TestFactsShared).
func TestFactsErrors(t *testing.T) {
	cases := []struct{ name, facts, prog, want string }{
		{"no loop there", `{"at": "loop.c:5", "loopbound": {"max": 3}}`, "loop.c", `facts[0] (at loop.c:5): matches nothing: no loop starts at loop.c:5 (loops of that file start at loop.c:6:3)`},
		{"wrong column", `{"at": "loop.c:6:4", "loopbound": {"max": 3}}`, "loop.c", `matches nothing: no loop starts at loop.c:6:4`},
		{"null max", `{"at": "loop.c:6:3", "loopbound": {"min": 0, "max": null}}`, "loop.c", `facts[0] (at loop.c:6:3): loopbound: "max" is null`},
		{"count on no code", `{"at": "loop.c:2", "count": "c"}`, "loop.c", `facts[0] (at loop.c:2): matches nothing: no code of the program is at loop.c:2 (the nearest line with code is 6)`},
		{"assume unknown name", `{"assume": "zz <= 2"}`, "loop.c", `facts[0]: "zz <= 2": zz is neither a parameter of f nor a global`},
		{"bad json", `{"at": }`, "loop.c", "invalid JSON"},
	}
	for _, c := range cases {
		ff := writeFile(t, "f.json", `{"schema": "wcet/facts/v1", "facts": [`+c.facts+`]}`)
		code, out, errs := run("analyze", "--entry", "f", "--cost", "none", "--facts", ff, fd(c.prog))
		if code != ExitFailed || !strings.Contains(errs, ff+": ") || !strings.Contains(errs, c.want) || strings.Count(strings.TrimSpace(errs), "\n") > 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and one line with %q", c.name, code, out, errs, c.want)
		}
	}
	code, _, errs := run("analyze", "--entry", "f", "--facts", fd("missing.json"), fd("loop.c"))
	if code != ExitFailed || !strings.Contains(errs, "missing.json: cannot read the facts file") {
		t.Errorf("missing file: exit %d, %q", code, errs)
	}
}

// TestPragmaMarkers: TACLeBench markers and a flowrestriction (origin
// pragma) in markers.c: at most 2 of the 6 iterations are expensive, so
// enum gives 2*5 + 4*1 = 14 (the oracle: wcet run with nondet 1,1,0,0,0,0
// costs 14, and 1,1,1,0,0,0 is blocked by the restriction), 30 = 6*5
// under --ignore-assertions.
func TestPragmaMarkers(t *testing.T) {
	code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", "enum", fd("markers.c"))
	if code != 0 || boundOf(rep) != 14 {
		t.Fatalf("exit %d bound %v, want 0 and 14\n%s", code, rep["bound"], errs)
	}
	a := annotation(rep, "assert")
	if a == nil || a["origin"] != "pragma" || a["text"] != "3*hot <= 1*iter" || a["line"] != 20.0 || a["verdict"] != "assumed" {
		t.Errorf("annotation %v", a)
	}
	_, rep, _ = analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", "enum", "--ignore-assertions", fd("markers.c"))
	if boundOf(rep) != 30 {
		t.Errorf("--ignore-assertions: bound %v, want 30", rep["bound"])
	}
	code, out, _ := run("run", "--entry", "f", "--cost", "none", "--format", "json", "--nondet", "1,1,1,0,0,0", fd("markers.c"))
	if code != 0 || !strings.Contains(out, `"at": "markers.c:20"`) {
		t.Errorf("run with 3 expensive iterations: exit %d, not blocked by the restriction:\n%s", code, out)
	}
	bad := []struct{ src, want string }{
		{"int f(void) { return 0; }\n_Pragma(\"marker m\")\n", `marker pragma "m" is not followed by code`},
		{"int f(void) {\n  _Pragma(\"marker 3x\")\n  return 0;\n}\n", `malformed marker pragma "3x"`},
		{"int f(void) {\n  _Pragma(\"flowrestriction a <=\")\n  return 0;\n}\n", `malformed flowrestriction pragma "a <="`},
	}
	for _, b := range bad {
		code, _, errs := run("analyze", "--entry", "f", writeFile(t, "p.c", b.src))
		if code != ExitFailed || !strings.Contains(errs, b.want) {
			t.Errorf("%q: exit %d, stderr %q, want %q", b.src, code, errs, b.want)
		}
	}
}

// TestUnboundedTemplate: two.c has two loops the analysis cannot bound.
// analyze names both (one errors[] entry each), --facts-template writes
// one null entry per loop, analysing with the unfilled template is an
// error, and the filled template (10 and 20 body executions) gives the
// hand-derived 10*2 + 20*3 = 80 (wcet run --arg n=10 --arg m=20 costs 80).
func TestUnboundedTemplate(t *testing.T) {
	tmpl := filepath.Join(t.TempDir(), "t.json")
	args := []string{"--entry", "f", "--cost", "none", "--max-states", "800"}
	code, rep, errs := analyzeJSON(t, append(args, "--facts-template", tmpl, fd("two.c"))...)
	if code != ExitFailed {
		t.Fatalf("exit %d, want 1\n%s", code, errs)
	}
	es, _ := rep["errors"].([]any)
	var at []string
	for _, e := range es {
		m := e.(map[string]any)
		if m["kind"] != "unbounded-loop" {
			t.Errorf("error kind %v", m["kind"])
		}
		at = append(at, fmt.Sprintf("%v:%v:%v", m["file"], m["line"], m["col"]))
	}
	if strings.Join(at, " ") != "two.c:10:3 two.c:15:3" {
		t.Errorf("errors[] at %v, want two.c:10:3 two.c:15:3", at)
	}
	code, _, errs = run(append([]string{"analyze"}, append(args, fd("two.c"))...)...)
	if code != ExitFailed || !strings.Contains(errs, "2 loops have no bound: two.c:10:3 in f (") || !strings.Contains(errs, "two.c:15:3 in f (") || strings.Count(errs, "\n") != 1 {
		t.Errorf("table: exit %d, stderr %q", code, errs)
	}
	b, err := os.ReadFile(tmpl)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Schema string
		Facts  []struct {
			At        string
			Loopbound struct {
				Min int
				Max *int
			}
			Function, Note string
		}
	}
	if err := json.Unmarshal(b, &doc); err != nil || doc.Schema != "wcet/facts/v1" || len(doc.Facts) != 2 {
		t.Fatalf("template %s: %v", b, err)
	}
	for i, want := range []string{"two.c:10:3", "two.c:15:3"} {
		x := doc.Facts[i]
		if x.At != want || x.Loopbound.Max != nil || x.Function != "f" || !strings.Contains(x.Note, "no bound found") {
			t.Errorf("template entry %d: %+v", i, x)
		}
	}
	code, _, errs = run("analyze", "--entry", "f", "--cost", "none", "--facts", tmpl, fd("two.c"))
	if code != ExitFailed || !strings.Contains(errs, tmpl+`: facts[0] (at two.c:10:3): loopbound: "max" is null`) {
		t.Errorf("unfilled template: exit %d, %q", code, errs)
	}
	s := strings.Replace(string(b), `"at":"two.c:10:3","loopbound":{"min":0,"max":null}`, `"at":"two.c:10:3","loopbound":{"min":0,"max":10}`, 1)
	s = strings.Replace(s, `"at":"two.c:15:3","loopbound":{"min":0,"max":null}`, `"at":"two.c:15:3","loopbound":{"min":0,"max":20}`, 1)
	filled := writeFile(t, "filled.json", s)
	for _, m := range []string{"ss", "enum"} {
		code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", m, "--facts", filled, fd("two.c"))
		if code != 0 || boundOf(rep) != 80 {
			t.Errorf("%s with the filled template: exit %d bound %v, want 80\n%s", m, code, rep["bound"], errs)
		}
	}
	// An analysis that bounds everything writes an empty template.
	code, _, errs = run("analyze", "--entry", "f", "--cost", "none", "--facts", filled, "--facts-template", tmpl, fd("two.c"))
	if b, _ := os.ReadFile(tmpl); code != 0 || string(b) != "{\"schema\": \"wcet/facts/v1\", \"facts\": []}\n" {
		t.Errorf("bounded: exit %d %s, template %q", code, errs, b)
	}
	code, _, errs = run("analyze", "--entry", "f", "--facts", filled, "--facts-template", filled, fd("two.c"))
	if code != ExitUsage || !strings.Contains(errs, "would overwrite the --facts file") {
		t.Errorf("same file: exit %d, %q", code, errs)
	}
}

// TestUnboundedNested: the limit in nest.c is met inside the inner loop
// (4 executions per entry), but only the outer loop (n times) is
// unbounded: ss names it alone.
func TestUnboundedNested(t *testing.T) {
	src := "#include <wcet.h>\nint f(int n) {\n  for (; n > 0; n--) {\n    for (int j = 0; j < 4; j++)\n      WCET_COST(1);\n  }\n  return 0;\n}\n"
	code, _, errs := run("analyze", "--entry", "f", "--cost", "none", "--max-states", "400", writeFile(t, "nest.c", src))
	if code != ExitFailed || !strings.Contains(errs, "while unrolling the loop at nest.c:3:3: no bound") || strings.Contains(errs, "nest.c:4:5") {
		t.Errorf("exit %d, stderr %q; want the loop at nest.c:3:3 alone", code, errs)
	}
}

// TestFactsColumn: two loops start on line 5 of oneline.c; a fact with
// file:line only is an error asking for the column, with columns they
// give 3*1 + 4*2 = 11.
func TestFactsColumn(t *testing.T) {
	ff := writeFile(t, "f.json", `{"schema": "wcet/facts/v1", "facts": [{"at": "oneline.c:5", "loopbound": {"max": 3}}]}`)
	code, _, errs := run("analyze", "--entry", "f", "--cost", "none", "--facts", ff, fd("oneline.c"))
	if code != ExitFailed || !strings.Contains(errs, "facts[0] (at oneline.c:5): 2 loops start on line 5: give the column, one of oneline.c:5:3, oneline.c:5:45") {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	ff = writeFile(t, "g.json", `{"schema": "wcet/facts/v1", "facts": [
  {"at": "oneline.c:5:45", "loopbound": {"max": 4}},
  {"at": "oneline.c:5:3", "loopbound": {"min": 0, "max": 3}}]}`)
	for _, m := range []string{"ss", "enum"} {
		code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", m, "--facts", ff, fd("oneline.c"))
		if code != 0 || boundOf(rep) != 11 {
			t.Errorf("%s: exit %d bound %v, want 11\n%s", m, code, rep["bound"], errs)
		}
	}
	code, out, errs := run("run", "--entry", "f", "--cost", "none", "--arg", "n=3", "--arg", "m=4", "--format", "json", fd("oneline.c"))
	if code != 0 || !strings.Contains(out, `"cycles": 11`) {
		t.Errorf("run n=3 m=4: exit %d %s%s", code, out, errs)
	}
}

// TestCheckFacts: a budget task may name a facts file (relative to the
// budget file): loop.c bounded by loop_max10.json is 10, within 10 and
// over 9.
func TestCheckFacts(t *testing.T) {
	abs, err := filepath.Abs(factsDir)
	if err != nil {
		t.Fatal(err)
	}
	b := writeFile(t, "budget.json", `{"schema": "wcet/budget/v1", "tasks": [
 {"input": "`+abs+`/loop.c", "entry": "f", "cost": "none", "max": 10, "facts": "`+abs+`/loop_max10.json"}]}`)
	if code, out, errs := run("check", "--budget", b); code != 0 {
		t.Errorf("budget 10: exit %d\n%s%s", code, out, errs)
	}
	b = writeFile(t, "budget2.json", `{"schema": "wcet/budget/v1", "tasks": [
 {"input": "`+abs+`/loop.c", "entry": "f", "cost": "none", "max": 9, "facts": "`+abs+`/loop_max10.json"}]}`)
	if code, out, errs := run("check", "--budget", b); code != ExitExceeded {
		t.Errorf("budget 9: exit %d\n%s%s", code, out, errs)
	}
	b = writeFile(t, "budget3.json", `{"schema": "wcet/budget/v1", "tasks": [
 {"input": "`+abs+`/loop.c", "entry": "f", "max": 9, "facts": "nope.json"}]}`)
	if code, _, errs := run("check", "--budget", b); code != ExitUsage || !strings.Contains(errs, `facts "nope.json": no such file`) {
		t.Errorf("missing facts: exit %d %s", code, errs)
	}
}

// TestFactsViolated: a facts loop bound below what the loop runs whatever
// the inputs (8 > 5) is violated: exit 1, one error at the loop naming the
// fact's origin.
func TestFactsViolated(t *testing.T) {
	c := writeFile(t, "v.c", "int f(void) {\n  int s = 0;\n  for (int i = 0; i < 8; i++)\n    s += i;\n  return s;\n}\n")
	ff := writeFile(t, "v.json", `{"schema": "wcet/facts/v1", "facts": [{"at": "v.c:3", "loopbound": {"max": 5}}]}`)
	code, _, errs := run("analyze", "--entry", "f", "--facts", ff, c)
	if code != ExitFailed || !strings.Contains(errs, "v.c:3:3: loop-bound fact (facts:"+ff+`) "loopbound min 0 max 5" violated: the loop at v.c:3:3 in f runs more than 5 times per entry whatever the inputs`) {
		t.Errorf("exit %d, stderr %q", code, errs)
	}
	ff = writeFile(t, "w.json", `{"schema": "wcet/facts/v1", "facts": [{"at": "v.c:3", "loopbound": {"max": 8}}]}`)
	code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--facts", ff, c)
	if a := annotation(rep, "loopbound"); code != 0 || a == nil || a["verdict"] != "proven" {
		t.Errorf("max 8: exit %d, annotation %v\n%s", code, a, errs)
	}
}

// TestUnboundedTimeout: --timeout bounds the whole analysis, the search
// for more unbounded loops included. two.c's loops are both unbounded;
// the first run stops on one at the timeout, and the search must not
// run again with a new timeout to find the other (it did: one
// --timeout per run, j_complex took 55 s for --timeout 10s). The error
// still names both loops (issue 18: every loop without a bound from any
// source), from the known bounds rather than a second run.
func TestUnboundedTimeout(t *testing.T) {
	src := "#include <wcet.h>\nint f(int n, int m) {\n  for (; n > 0; n--) WCET_COST(1);\n  for (; m > 0; m--) WCET_COST(1);\n  return 0;\n}\n"
	start := time.Now()
	code, _, errs := run("analyze", "--entry", "f", "--cost", "none", "--timeout", "1s", writeFile(t, "two.c", src))
	// (The loop the run stopped in says "timeout after 1s", the other "no
	// annotation, fact or derived bound, and the method stopped
	// elsewhere": the first's reason was copied to it.)
	if code != ExitFailed || !strings.Contains(errs, "2 loops have no bound: two.c:3:3 in f (") || !strings.Contains(errs, "two.c:4:3 in f (") ||
		!strings.Contains(errs, "(timeout after 1s)") || !strings.Contains(errs, "the method stopped elsewhere)") {
		t.Errorf("exit %d, stderr %q; want both loops named", code, errs)
	}
	if d := time.Since(start); d > 6*time.Second {
		t.Errorf("took %s for --timeout 1s: the search ran again", d)
	}
}

// TestUnboundedCallee: two loops without a bound from any source, one in
// main and one in the callee g: under ss (stopped by --max-states) and
// under ipet, the error names both, the callee's with its calling
// context, and --facts-template lists both (issue 18: every such loop,
// including those in callees, after a stop on the budget).
func TestUnboundedCallee(t *testing.T) {
	src := "#include <wcet.h>\nint n, m, s;\nvoid g(void) { for (int j = 0; j != m; j++) s++; }\nint main(void) {\n  n = __wcet_nondet();\n  m = __wcet_nondet();\n  for (int i = 0; i != n; i++) s++;\n  g();\n  return s;\n}\n"
	file := writeFile(t, "two.c", src)
	for _, method := range []string{"ss", "ipet"} {
		tmpl := filepath.Join(t.TempDir(), "t.json")
		code, _, errs := run("analyze", "--entry", "main", "--cost", "none", "--method", method, "--timeout", "5s", "--max-states", "2000", "--facts-template", tmpl, file)
		if code != ExitFailed || !strings.Contains(errs, "2 loops have no bound") || !strings.Contains(errs, "two.c:3:16 in g, context main>g@two.c:8:3") || !strings.Contains(errs, "two.c:7:3 in main") {
			t.Errorf("%s: exit %d, stderr %q; want both loops named, g's with its context", method, code, errs)
		}
		b, err := os.ReadFile(tmpl)
		if err != nil {
			t.Fatalf("%s: no template: %v", method, err)
		}
		if s := string(b); !strings.Contains(s, `"at":"two.c:3:16"`) || !strings.Contains(s, `"at":"two.c:7:3"`) {
			t.Errorf("%s: template %s; want entries at two.c:3:16 and two.c:7:3", method, s)
		}
	}
}
