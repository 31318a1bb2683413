package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// budgetFile writes a budget file into a new temporary directory, after
// replacing TESTDATA with the path of the project's testdata relative to
// that directory (task paths are relative to the budget file).
func budgetFile(t *testing.T, body string) string {
	t.Helper()
	dir := t.TempDir()
	abs, err := filepath.Abs("../../testdata")
	if err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(dir, abs)
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, "budget.json")
	if err := os.WriteFile(p, []byte(strings.ReplaceAll(body, "TESTDATA", filepath.ToSlash(rel))), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// The bounds come from the WANT lines of the programs (cost none):
// fig33.c "bound=3 exact=true", calls.c "bound=42 exact=true".
const (
	fig33Task = `{"input": "TESTDATA/fig33.c", "entry": "fig33", "cost": "none", "max": %s}`
	callsTask = `{"input": "TESTDATA/calls.c", "entry": "calls", "cost": "none", "max": %s}`
	// refuse/indirect_call.c calls through a function pointer, which the
	// frontend refuses (line 13, col 10): the analysis fails.
	indirectTask = `{"input": "TESTDATA/refuse/indirect_call.c", "max": 1000}`
)

func task(format, max string) string { return strings.Replace(format, "%s", max, 1) }

func budgetOf(tasks ...string) string {
	return `{"schema": "wcet/budget/v1", "tasks": [` + "\n  " + strings.Join(tasks, ",\n  ") + "\n]}\n"
}

// TestCheckExitCodes: 0 when every bound is within its budget (a bound
// equal to the budget is within it), 3 when one exceeds it, naming it on
// stderr, 1 when an analysis fails (even when another task exceeds),
// naming the failed task and its error.
func TestCheckExitCodes(t *testing.T) {
	cases := []struct {
		name   string
		budget string
		code   int
		stderr []string // substrings, each on its own line
	}{
		{"within", budgetOf(task(fig33Task, "3"), task(callsTask, "42")), ExitOK, nil},
		{"one exceeds", budgetOf(task(fig33Task, "3"), task(callsTask, "41")), ExitExceeded,
			[]string{"task 2 (TESTDATA/calls.c:calls): cycles bound 42 exceeds the budget 41 by 1"}},
		{"both exceed", budgetOf(task(fig33Task, "2"), task(callsTask, "0")), ExitExceeded,
			[]string{"task 1 (TESTDATA/fig33.c:fig33): cycles bound 3 exceeds the budget 2 by 1",
				"task 2 (TESTDATA/calls.c:calls): cycles bound 42 exceeds the budget 0 by 42"}},
		{"one fails", budgetOf(task(fig33Task, "2"), indirectTask), ExitFailed,
			[]string{"task 2 (TESTDATA/refuse/indirect_call.c:main) failed: indirect_call.c:13:10: indirect call",
				"task 1 (TESTDATA/fig33.c:fig33): cycles bound 3 exceeds the budget 2 by 1"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			file := budgetFile(t, c.budget)
			rel, _ := filepath.Rel(filepath.Dir(file), mustAbs(t, "../../testdata"))
			code, out, errs := run("check", "--budget", file, "-j", "2", "--quiet")
			if code != c.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, c.code, errs)
			}
			lines := strings.Split(strings.TrimSuffix(errs, "\n"), "\n")
			if errs == "" {
				lines = nil
			}
			if len(lines) != len(c.stderr) {
				t.Fatalf("stderr has %d lines, want %d:\n%s", len(lines), len(c.stderr), errs)
			}
			for i, want := range c.stderr {
				want = strings.ReplaceAll(want, "TESTDATA", rel)
				if !strings.Contains(lines[i], want) {
					t.Errorf("stderr line %d %q does not contain %q", i+1, lines[i], want)
				}
			}
			// The table has one row per task, with its verdict.
			if n := strings.Count(out, "│ ok ") + strings.Count(out, "│ exceeded ") + strings.Count(out, "│ error "); n != 2 {
				t.Errorf("table has %d verdicts, want 2:\n%s", n, out)
			}
		})
	}
}

func mustAbs(t *testing.T, p string) string {
	t.Helper()
	abs, err := filepath.Abs(p)
	if err != nil {
		t.Fatal(err)
	}
	return abs
}

// checkDoc is the part of a wcet/check/v1 document the tests read.
type checkDoc struct {
	Schema string `json:"schema"`
	Status string `json:"status"`
	Tasks  []struct {
		Input   string          `json:"input"`
		Entry   string          `json:"entry"`
		Max     json.Number     `json:"max"`
		Bound   *json.Number    `json:"bound"`
		Margin  *json.Number    `json:"margin"`
		Verdict string          `json:"verdict"`
		Report  json.RawMessage `json:"report"`
	} `json:"tasks"`
}

// TestCheckParallelOrder: the slow task (calls.c, hundreds of states)
// stands first and the fast ones after it; whatever order the analyses end
// in, the output follows the file, and -j 3 writes the same bytes as
// -j 1 under --deterministic. Each task carries a full report.
func TestCheckParallelOrder(t *testing.T) {
	file := budgetFile(t, budgetOf(task(callsTask, "50"), task(fig33Task, "3"), indirectTask, task(fig33Task, "2")))
	var docs []string
	for _, j := range []string{"3", "1", "3"} {
		code, out, errs := run("check", "--budget", file, "-j", j, "--format", "json", "--deterministic", "--quiet")
		if code != ExitFailed {
			t.Fatalf("-j %s: exit %d, want 1 (task 3 fails); stderr:\n%s", j, code, errs)
		}
		docs = append(docs, out)
	}
	if docs[0] != docs[1] || docs[0] != docs[2] {
		t.Fatalf("-j 3 and -j 1 differ:\n%s\n---\n%s", docs[0], docs[1])
	}
	var d checkDoc
	dec := json.NewDecoder(strings.NewReader(docs[0]))
	dec.UseNumber()
	if err := dec.Decode(&d); err != nil {
		t.Fatal(err)
	}
	if d.Schema != "wcet/check/v1" || d.Status != "error" || len(d.Tasks) != 4 {
		t.Fatalf("schema %q status %q, %d tasks", d.Schema, d.Status, len(d.Tasks))
	}
	// calls: 42 ≤ 50, margin 8; fig33: 3 ≤ 3, margin 0; indirect: error;
	// fig33: 3 > 2, margin -1.
	want := []struct{ input, bound, margin, verdict, status string }{
		{"calls.c", "42", "8", "ok", "ok"},
		{"fig33.c", "3", "0", "ok", "ok"},
		{"refuse/indirect_call.c", "", "", "error", "error"},
		{"fig33.c", "3", "-1", "exceeded", "ok"},
	}
	for i, w := range want {
		tk := d.Tasks[i]
		if !strings.HasSuffix(tk.Input, "/"+w.input) || tk.Verdict != w.verdict {
			t.Errorf("task %d: input %q verdict %q, want …/%s %s", i+1, tk.Input, tk.Verdict, w.input, w.verdict)
		}
		num := func(n *json.Number) string {
			if n == nil {
				return ""
			}
			return n.String()
		}
		if num(tk.Bound) != w.bound || num(tk.Margin) != w.margin {
			t.Errorf("task %d: bound %q margin %q, want %q %q", i+1, num(tk.Bound), num(tk.Margin), w.bound, w.margin)
		}
		var rep struct {
			Schema string       `json:"schema"`
			Status string       `json:"status"`
			Bound  *json.Number `json:"bound"`
		}
		if err := json.Unmarshal(tk.Report, &rep); err != nil {
			t.Fatalf("task %d report: %v", i+1, err)
		}
		if rep.Schema != "wcet/report/v1" || rep.Status != w.status || num(rep.Bound) != w.bound {
			t.Errorf("task %d report: schema %q status %q bound %q", i+1, rep.Schema, rep.Status, num(rep.Bound))
		}
	}
}

// TestCheckFormats: csv is one row per task (budget, margin, verdict, the
// error of a failed task), md a table per task and an Errors list; -o
// writes the file.
func TestCheckFormats(t *testing.T) {
	file := budgetFile(t, budgetOf(task(fig33Task, "10"), indirectTask))
	out := filepath.Join(t.TempDir(), "check.csv")
	code, stdout, errs := run("check", "--budget", file, "--format", "csv", "-o", out, "--quiet", "--deterministic")
	if code != ExitFailed || stdout != "" {
		t.Fatalf("exit %d, stdout %q; stderr:\n%s", code, stdout, errs)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(string(data))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || strings.Join(rows[0], ",") != "input,entry,resource,bound,exact,budget,margin,verdict,states,time_ms,cost_model,error" {
		t.Fatalf("csv:\n%s", data)
	}
	if r := rows[1]; r[1] != "fig33" || r[3] != "3" || r[4] != "true" || r[5] != "10" || r[6] != "7" || r[7] != "ok" || r[9] != "0" || r[10] != "none" || r[11] != "" {
		t.Errorf("fig33 row %q", r)
	}
	if r := rows[2]; r[3] != "-" || r[7] != "error" || !strings.Contains(r[11], "indirect_call.c:13:10: indirect call") {
		t.Errorf("indirect row %q", r)
	}
	_, md, _ := run("check", "--budget", file, "--format", "md", "--quiet")
	for _, want := range []string{"# WCET budget check:", "Status: **error**", "| 1 | `", "| fig33 | cycles | 3 | true | 10 | 7 | ok |", "## Errors", "- task 2 ("} {
		if !strings.Contains(md, want) {
			t.Errorf("md lacks %q:\n%s", want, md)
		}
	}
}

// TestCheckBudgetErrors: a malformed budget file is one line on stderr,
// placed at the offending key or value (FILE:LINE:COL), and exit 2; no
// task runs.
func TestCheckBudgetErrors(t *testing.T) {
	fig := `{"input": "TESTDATA/fig33.c", "entry": "fig33", "cost": "none", `
	cases := []struct {
		name, body string
		// pos is where the error is placed: LINE:COL, or "@TEXT" for the
		// first occurrence of TEXT in the file as written (after TESTDATA
		// is replaced); "" to check only that the file is named.
		pos  string
		want string
	}{
		{"bad JSON", `{"schema": "wcet/budget/v1", "tasks": [` + "\n  " + fig + `"max": 3,}]}`, "@}]}", "not valid JSON"},
		{"truncated", `{"schema": "wcet/budget/v1", "tasks": [`, "1:40", "unexpected end of file"},
		{"not an object", `[1, 2]`, "1:1", "a budget file must be an object"},
		{"unknown schema", `{"schema": "wcet/budget/v2", "tasks": [` + fig + `"max": 3}]}`, "@\"schema\"", `schema "wcet/budget/v2": want "wcet/budget/v1"`},
		{"no schema", `{"tasks": [` + fig + `"max": 3}]}`, "1:1", `no "schema" key`},
		{"no tasks key", `{"schema": "wcet/budget/v1"}`, "1:1", `no "tasks" key`},
		{"empty tasks", `{"schema": "wcet/budget/v1", "tasks": []}`, "@\"tasks\"", "no tasks"},
		{"unknown top key", `{"schema": "wcet/budget/v1", "task": []}`, "@\"task\"", `unknown key "task"`},
		{"unknown task key", `{"schema": "wcet/budget/v1", "tasks": [` + "\n" + fig + `"maxx": 3}]}`, "@\"maxx\"", `task 1: unknown key "maxx" (want input, entry, resource, max, cost, cflags, method, assume, facts, opt, target, extern_cost)`},
		{"missing input", `{"schema": "wcet/budget/v1", "tasks": [` + "\n" + fig + `"max": 3},` + "\n" + `  {"max": 3}]}`, "3:3", `task 2: no "input"`},
		{"missing max", `{"schema": "wcet/budget/v1", "tasks": [` + "\n  " + `{"input": "TESTDATA/fig33.c"}]}`, "2:3", `task 1: no "max"`},
		{"negative max", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": -1}]}`, "@-1", `"max": -1: a budget cannot be negative`},
		{"fractional max", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": 1.5}]}`, "@1.5", `"max": 1.5 is not an integer`},
		{"string max", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": "3"}]}`, "@\"3\"", `"max": "3" is not an integer`},
		{"string entry", `{"schema": "wcet/budget/v1", "tasks": [{"input": "TESTDATA/fig33.c", "entry": 3, "max": 3}]}`, "", `"entry" must be a string, not a JSON number`},
		{"duplicate key", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": 3, "max": 4}]}`, "", `key "max" given twice`},
		{"bad assume", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": 3, "assume": ["a <"]}]}`, "", `"assume": "a <"`},
		{"bad method", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": 3, "method": "magic"}]}`, "", `unknown method "magic"`},
		{"bad resource", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": 3, "resource": "energy"}]}`, "", `unknown resource "energy"`},
		{"no such input", `{"schema": "wcet/budget/v1", "tasks": [{"input": "nope.c", "max": 3}]}`, "", `input "nope.c": no such file (paths are relative to the budget file)`},
		{"text after", `{"schema": "wcet/budget/v1", "tasks": [` + fig + `"max": 3}]} {}`, "", "text after the budget object"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			file := budgetFile(t, c.body)
			code, out, errs := run("check", "--budget", file, "--quiet")
			if code != ExitUsage || out != "" {
				t.Fatalf("exit %d, stdout %q, want 2 and nothing; stderr:\n%s", code, out, errs)
			}
			if strings.Count(errs, "\n") != 1 || !strings.Contains(errs, c.want) {
				t.Fatalf("stderr %q: want one line containing %q", errs, c.want)
			}
			pos := c.pos
			if at, ok := strings.CutPrefix(pos, "@"); ok {
				data, err := os.ReadFile(file)
				if err != nil {
					t.Fatal(err)
				}
				i := strings.Index(string(data), at)
				if i < 0 {
					t.Fatalf("%q is not in the file", at)
				}
				line := 1 + strings.Count(string(data[:i]), "\n")
				col := i + 1 - (strings.LastIndexByte(string(data[:i]), '\n') + 1)
				pos = fmt.Sprintf("%d:%d", line, col)
			}
			if pos != "" && !strings.Contains(errs, file+":"+pos+": ") {
				t.Errorf("stderr %q: want the position %s:%s", errs, file, pos)
			}
			if c.pos == "" && !regexp.MustCompile(regexp.QuoteMeta(file)+`(:\d+:\d+)?: `).MatchString(errs) {
				t.Errorf("stderr %q does not name the budget file", errs)
			}
		})
	}
}

// TestCheckUsage: command-line mistakes are exit 2.
func TestCheckUsage(t *testing.T) {
	file := budgetFile(t, budgetOf(task(fig33Task, "3")))
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"check"}, "missing --budget FILE"},
		{[]string{"check", "--budget", file, "-j", "0"}, "-j 0: want at least 1"},
		{[]string{"check", "--budget", file, "--format", "dot"}, `--format "dot"`},
		{[]string{"check", "--budget", file, "extra"}, `unexpected argument "extra"`},
		{[]string{"check", "--budget", file + ".missing"}, "cannot read the budget file"},
		{[]string{"check", "--budget", file, "-o", "/nonexistent/dir/x"}, "check: -o /nonexistent/dir/x: directory"},
	} {
		code, _, errs := run(c.args...)
		if code != ExitUsage || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%q: exit %d, stderr %q; want 2 and %q", c.args, code, errs, c.want)
		}
	}
	// The budget file may also be the operand.
	if code, _, errs := run("check", file, "--quiet"); code != ExitOK {
		t.Errorf("wcet check FILE: exit %d: %s", code, errs)
	}
}

// TestCheckSARIF: check --format sarif writes one SARIF run per task; a
// task whose bound exceeds its budget gets a budget-exceeded result (level
// error) at its input naming bound, budget and margin (fig33.c: bound 3,
// budget 2, by 1); one within its budget gets none; a failed task's run
// carries its error result.
func TestCheckSARIF(t *testing.T) {
	file := budgetFile(t, budgetOf(task(fig33Task, "2"), task(callsTask, "42"), indirectTask))
	code, out, errs := run("check", "--budget", file, "--format", "sarif", "--quiet", "--deterministic")
	if code != ExitFailed {
		t.Fatalf("exit %d; stderr:\n%s", code, errs)
	}
	var log struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []struct {
				RuleID    string                `json:"ruleId"`
				Level     string                `json:"level"`
				Message   struct{ Text string } `json:"message"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string } `json:"artifactLocation"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil {
		t.Fatalf("%v:\n%s", err, out)
	}
	if log.Version != "2.1.0" || len(log.Runs) != 3 {
		t.Fatalf("version %q, %d runs; want 2.1.0 and 3:\n%s", log.Version, len(log.Runs), out)
	}
	r0 := log.Runs[0].Results
	if len(r0) != 1 || r0[0].RuleID != "budget-exceeded" || r0[0].Level != "error" ||
		!strings.Contains(r0[0].Message.Text, "cycles bound 3 exceeds the budget 2 by 1") ||
		len(r0[0].Locations) != 1 || !strings.HasSuffix(r0[0].Locations[0].PhysicalLocation.ArtifactLocation.URI, "fig33.c") {
		t.Errorf("task 1 results %+v", r0)
	}
	if n := len(log.Runs[1].Results); n != 0 {
		t.Errorf("task 2 (within budget) has %d results", n)
	}
	r2 := log.Runs[2].Results
	if len(r2) != 1 || r2[0].RuleID == "budget-exceeded" || r2[0].Level != "error" || !strings.Contains(r2[0].Message.Text, "indirect call") {
		t.Errorf("task 3 results %+v", r2)
	}
}

// TestCheckBudgetKeys: cflags' include directories are relative to the
// budget file (-Iinc finds inc/cfg.h next to it, which sets N = 3: three
// iterations of WCET_COST(5) = 15 under cost none), extern_cost prices an
// external call (ext() under cost unit: without it the task fails), and
// opt accepts only "" and "O2".
func TestCheckBudgetKeys(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("inc/cfg.h", "#define N 3\n")
	write("src/a.c", "#include \"wcet.h\"\n#include \"cfg.h\"\nint main(void) {\n  for (int i = 0; i < N; i++)\n    WCET_COST(5);\n  return 0;\n}\n")
	write("src/b.c", "int ext(void);\nint main(void) {\n  return ext();\n}\n")
	write("budget.json", `{"schema": "wcet/budget/v1", "tasks": [
  {"input": "src/a.c", "cost": "none", "cflags": "-Iinc", "max": 15, "opt": "O2"},
  {"input": "src/b.c", "cost": "unit", "extern_cost": 40, "max": 41}
]}`)
	code, out, errs := run("check", "--budget", filepath.Join(dir, "budget.json"), "--format", "json", "--quiet")
	if code != ExitOK {
		t.Fatalf("exit %d; stderr:\n%s\n%s", code, errs, out)
	}
	var doc checkDoc
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Tasks) != 2 || doc.Tasks[0].Bound == nil || *doc.Tasks[0].Bound != "15" || doc.Tasks[1].Bound == nil || *doc.Tasks[1].Bound != "41" {
		t.Errorf("bounds: %+v", doc.Tasks)
	}
	write("bad.json", `{"schema": "wcet/budget/v1", "tasks": [{"input": "src/a.c", "max": 1, "opt": "O3"}]}`)
	code, _, errs = run("check", "--budget", filepath.Join(dir, "bad.json"))
	if code != ExitUsage || !strings.Contains(errs, `"O3"`) {
		t.Errorf("opt O3: exit %d, stderr %q", code, errs)
	}
	write("bad2.json", `{"schema": "wcet/budget/v1", "tasks": [{"input": "src/b.c", "max": 1, "extern_cost": -4}]}`)
	code, _, errs = run("check", "--budget", filepath.Join(dir, "bad2.json"))
	if code != ExitUsage || !strings.Contains(errs, "extern_cost") {
		t.Errorf("extern_cost -4: exit %d, stderr %q", code, errs)
	}
}
