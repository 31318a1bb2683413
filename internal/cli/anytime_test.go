package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// sortSrc bubble-sorts 40 unknown ints (an input, so SS's one-run path
// for programs without input does not apply); on descending ones every
// comparison swaps, so a run costs 39+38+...+1 = 780 (wcet run --cost none says 780). SS needs
// thousands of states for it (issue 17); its loops are all bounded by the
// loop-bound analysis: 40, 39 and 39 - i ≤ 39 body executions per entry.
// IPET over those bounds lets the swap run in every inner iteration:
// 39·39 = 1521, hand-computed, ≥ 780.
const sortSrc = `#include <wcet.h>
int a[40];
int main(void) {
  for (int i = 0; i < 40; i++) a[i] = WCET_NONDET_RANGE(0, 100);
  for (int i = 0; i < 39; i++)
    for (int j = 0; j < 39 - i; j++)
      if (a[j] > a[j + 1]) { int t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; WCET_COST(1); }
  return a[0];
}
`

// TestAnytime: ss stopped by --max-states on sort.c ends with ipet's
// bound over the known loop bounds: exit 0, exact false, the anytime
// field naming ipet and the stop, the loops' origin the loop-bound
// analysis; --strict exits 1 and still writes the report.
func TestAnytime(t *testing.T) {
	src := writeFile(t, "sort.c", sortSrc)
	code, rep, errs := analyzeJSON(t, "--cost", "none", "--max-states", "200", src)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if b, _ := rep["bound"].(float64); b != 1521 || rep["exact"] != false {
		t.Errorf("bound %v exact %v, want 1521 (≥ the run's 780), not exact", rep["bound"], rep["exact"])
	}
	at, _ := rep["anytime"].(map[string]any)
	if at == nil || at["method"] != "ipet" || !strings.Contains(at["reason"].(string), "ss stopped (more than 200 states (--max-states)) while unrolling the loop at sort.c:") {
		t.Errorf("anytime %v", rep["anytime"])
	}
	for _, l := range rep["loops"].([]any) {
		if o := l.(map[string]any)["origin"]; o != "derived-loop-analysis" {
			t.Errorf("loop %v: origin %v", l, o)
		}
	}
	// The stats are the stopped method's work (they said 0 states).
	if st := rep["stats"].(map[string]any); st["states"].(float64) <= 200 {
		t.Errorf("stats.states %v, want ss's more than 200", st["states"])
	}
	code, out, _ := run("analyze", "--cost", "none", "--max-states", "200", "--strict", src)
	if code != ExitFailed || !strings.Contains(out, "anytime") || !strings.Contains(out, "1521") {
		t.Errorf("--strict: exit %d, want 1 with the report written:\n%s", code, out)
	}
	// Every format says it.
	for _, f := range []string{"csv", "md", "html", "sarif", "dot"} {
		_, out, errs := run("analyze", "--cost", "none", "--max-states", "200", "--format", f, src)
		if !strings.Contains(out, "ss stopped") {
			t.Errorf("--format %s does not show the anytime result:\n%s%s", f, out, errs)
		}
	}
}

// TestIPETNoSS: --method ipet on sort.c runs no ss (no state) and gives
// the same 1521 in well under the time ss takes.
func TestIPETNoSS(t *testing.T) {
	src := writeFile(t, "sort.c", sortSrc)
	start := time.Now()
	code, rep, errs := analyzeJSON(t, "--cost", "none", "--method", "ipet", src)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	st := rep["stats"].(map[string]any)
	if b, _ := rep["bound"].(float64); b != 1521 || st["states"].(float64) != 0 || rep["anytime"] != nil {
		t.Errorf("bound %v states %v anytime %v, want 1521 from no ss state, no anytime", rep["bound"], st["states"], rep["anytime"])
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %s", d)
	}
}

// calleeSrc: g's loop (Collatz) has no bound from any source; main's
// loop has one (10).
const calleeSrc = `#include <wcet.h>
int g(int n) { int s = 0; while (n > 1) { n = (n % 2) ? 3 * n + 1 : n / 2; s++; WCET_COST(1); } return s; }
int main(int n) {
  int s = 0;
  for (int i = 0; i < 10; i++) s += g(n + i);
  return s;
}
`

// TestTemplateAfterTimeoutInCallee: ss stops on --timeout inside g,
// called from main: the error names g's loop (kind unbounded-loop, with
// its calling context) and --facts-template writes an entry for it.
func TestTemplateAfterTimeoutInCallee(t *testing.T) {
	src := writeFile(t, "callee.c", calleeSrc)
	tmpl := filepath.Join(t.TempDir(), "t.json")
	start := time.Now()
	// 3 s: the budget includes compiling, and ss must reach g.
	code, rep, errs := analyzeJSON(t, "--cost", "none", "--timeout", "3s", "--facts-template", tmpl, src)
	if code != ExitFailed {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if d := time.Since(start); d > 9*time.Second {
		t.Errorf("took %s for --timeout 3s", d)
	}
	es, _ := rep["errors"].([]any)
	if len(es) != 1 || es[0].(map[string]any)["kind"] != "unbounded-loop" || es[0].(map[string]any)["line"].(float64) != 2 {
		t.Errorf("errors %v, want one unbounded-loop at callee.c:2", es)
	}
	b, err := os.ReadFile(tmpl)
	if err != nil || !strings.Contains(string(b), `"at":"callee.c:2:27"`) || !strings.Contains(string(b), `"function":"g"`) {
		t.Errorf("template %q (%v), want g's loop", b, err)
	}
	// With --max-states the stop may be elsewhere; the loop is named the
	// same, with its calling context.
	code, _, errs = run("analyze", "--cost", "none", "--max-states", "300", "--facts-template", tmpl, src)
	b, _ = os.ReadFile(tmpl)
	if code != ExitFailed || !strings.Contains(errs, "callee.c:2:27") || !strings.Contains(string(b), `"at":"callee.c:2:27"`) {
		t.Errorf("--max-states: exit %d, %s, template %s", code, errs, b)
	}
}

// TestStopInBoundedLoop: the stop is in main's bounded loop while g's
// loop is unbounded: a timeout entry at the stop (never unbounded-loop for
// a loop with a derived bound) beside the unbounded-loop entry of g.
func TestStopInBoundedLoop(t *testing.T) {
	src := writeFile(t, "mixed.c", `#include <wcet.h>
int a[64];
int g(int n) { int s = 0; while (n > 1) { n = n / 2 + (n & 1); s++; WCET_COST(1); } return s; }
int main(int n) {
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++) if (a[(i * j) & 63] > n) a[j] += i; else WCET_COST(1);
  return g(n);
}
`)
	code, rep, errs := analyzeJSON(t, "--cost", "none", "--max-states", "300", src)
	if code != ExitFailed {
		t.Fatalf("exit %d: %s", code, errs)
	}
	kinds := map[string]float64{}
	for _, e := range rep["errors"].([]any) {
		m := e.(map[string]any)
		kinds[m["kind"].(string)] = m["line"].(float64)
	}
	if kinds["unbounded-loop"] != 3 || kinds["timeout"] < 5 || kinds["timeout"] > 6 {
		t.Errorf("errors %v: want unbounded-loop at line 3 and timeout in main's loops", rep["errors"])
	}
}

// TestLoopOrigins: loops[].origin says where each bound comes from under
// --method ipet without ss: the fact's loop "facts" (n is unknown: no other
// source bounds it), the pragma's "annotation", the counted loop
// "derived-loop-analysis". Hand calculation: 7 + 5 + 3 = 15 WCET_COSTs.
func TestLoopOrigins(t *testing.T) {
	src := writeFile(t, "o.c", `#include <wcet.h>
int f(int n) {
  for (int i = 0; i < n; i++) WCET_COST(1);
  _Pragma("loopbound min 0 max 5")
  while (n-- > 0) WCET_COST(1);
  for (int k = 0; k < 3; k++) WCET_COST(1);
  return 0;
}
`)
	ff := writeFile(t, "o.json", `{"schema": "wcet/facts/v1", "facts": [{"at": "o.c:3", "loopbound": {"max": 7}}]}`)
	code, rep, errs := analyzeJSON(t, "--entry", "f", "--cost", "none", "--method", "ipet", "--facts", ff, src)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if b, _ := rep["bound"].(float64); b != 15 {
		t.Errorf("bound %v, want 15", rep["bound"])
	}
	got := map[float64]any{}
	for _, l := range rep["loops"].([]any) {
		m := l.(map[string]any)
		got[m["line"].(float64)] = m["origin"]
	}
	if got[3] != "facts" || got[5] != "annotation" || got[6] != "derived-loop-analysis" {
		t.Errorf("origins by line %v", got)
	}
}

// TestAnytimeTimeoutShare: a method stopped by the budget while the
// driver keeps a fifth of --timeout for ipet's anytime bound says so: the
// reason names the part it had, "timeout after Ns of --timeout 3s" (it
// said "timeout after 3s", after about 2.4 s). Bubble sort of 120
// unknown ints: ss needs far more than 3 s.
func TestAnytimeTimeoutShare(t *testing.T) {
	src := writeFile(t, "sort.c", strings.NewReplacer("40", "120", "39", "119").Replace(sortSrc))
	code, rep, errs := analyzeJSON(t, "--cost", "none", "--timeout", "3s", src)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	at, _ := rep["anytime"].(map[string]any)
	if at == nil || !strings.Contains(at["reason"].(string), "s of --timeout 3s) while unrolling") {
		t.Errorf("anytime %v, want the reason to name the share of --timeout", rep["anytime"])
	}
}
