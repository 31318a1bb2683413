package driver

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/reports"
	"wcet/ts/interp"
)

// oneRunSrc reads no input: walk's depth depends on an array's contents
// (walk(0) .. walk(5) reach d[5] == 9: 6 activations deep), fib's on a
// global main sets. Costs (cost none) by hand: walk 2 per activation,
// 6 activations: 12; fib 2 per activation, fib(7) makes 2*F(8) - 1 = 41
// activations: 82; 94 in all. fib(7) nests fib(7), fib(6), ..., fib(1):
// 7 deep.
const oneRunSrc = `#include "wcet.h"
int d[8] = {3, 1, 4, 1, 5, 9, 2, 6};
int g;
int walk(int i) { WCET_COST(2); if (d[i] == 9) return i; return walk(i + 1); }
int fib(int n) { WCET_COST(2); if (n < 2) return n; return fib(n - 1) + fib(n - 2); }
int main(void) { g = 7; return walk(0) + fib(g); }
`

// TestRecursionOneRun: --method ipet on a recursive program that reads
// no input takes each recursive function's depth from the one concrete
// run (origin derived-single-run): walk 6 and fib 7 by hand, where the
// run is the only run; the bound is at least that run's cost (94 by
// hand, checked) and no ss state is explored. Before runDepths, ipet
// refused: no depth was known for walk.
func TestRecursionOneRun(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "one.c")
	if err := os.WriteFile(file, []byte(oneRunSrc), 0o644); err != nil {
		t.Fatal(err)
	}
	o := Options{File: file, Load: LoadOptions{Cost: "none", Frontend: frontend.Options{Entry: "main"}}, Method: "ipet",
		Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second}}
	out, err := Run(o, &reports.Report{})
	if err != nil {
		t.Fatal(err)
	}
	rep := out.Report
	run, err := interp.Run(out.Program, (&analysis.Input{}).RunConfig("main"))
	if err != nil {
		t.Fatal(err)
	}
	if c := run.Costs["cycles"]; c != 94 {
		t.Errorf("the run costs %d, by hand 94", c)
	}
	if rep.Bound.Cmp(big.NewInt(94)) < 0 || rep.Stats.States != 0 {
		t.Errorf("bound %s states %d: want at least 94, no ss", rep.Bound, rep.Stats.States)
	}
	got := map[string]string{}
	for _, a := range rep.Annotations {
		if a.Kind == "recursion" {
			got[a.Text] = a.Origin
		}
	}
	if got["walk max 6"] != reports.OriginSingleRun {
		t.Errorf("recursion rows %v: want walk max 6 from the single run", got)
	}
	if got["fib max 7"] == "" {
		t.Errorf("recursion rows %v: want fib max 7 (from the single run or the loop-bound analysis)", got)
	}
	if len(got) != 2 {
		t.Errorf("recursion rows %v: want walk's and fib's only (main is not recursive)", got)
	}
}

// TestLoopsOneRun: loops over a volatile local (the loop-bound analysis
// does not bound them: TACLeBench bitcount's init loops) in an entry that
// reads no input take their bound from the one concrete run (origin
// derived-single-run), per entry: f's loop 256 times; g's inner loop runs
// k + 2 times for k = 0, 1, 2, so 4 per entry at most (by hand), its
// outer loop 3 times (the loop-bound analysis). The bound is at least the
// run's cost and no ss state is explored; before runLoops, ss ran (its
// loop table, origin derived-ss).
func TestLoopsOneRun(t *testing.T) {
	src := `#include "wcet.h"
char a[256];
int s;
void f(void) { int volatile i = 0; for (i = 0; i < 256; i++) { WCET_COST(1); a[i] = 1; } }
void g(void) { for (int k = 0; k < 3; k++) { volatile int j; for (j = 0; j < k + 2; j++) { WCET_COST(1); s++; } } }
int main(void) { f(); g(); return s; }
`
	dir := t.TempDir()
	file := filepath.Join(dir, "loops.c")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	o := Options{File: file, Load: LoadOptions{Cost: "none", Frontend: frontend.Options{Entry: "main"}}, Method: "ipet",
		Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second}}
	out, err := Run(o, &reports.Report{})
	if err != nil {
		t.Fatal(err)
	}
	rep := out.Report
	run, err := interp.Run(out.Program, (&analysis.Input{}).RunConfig("main"))
	if err != nil {
		t.Fatal(err)
	}
	// By hand: 256 + (2 + 3 + 4) = 265.
	if c := run.Costs["cycles"]; c != 265 {
		t.Errorf("the run costs %d, by hand 265", c)
	}
	if rep.Bound.Cmp(big.NewInt(265)) < 0 || rep.Stats.States != 0 {
		t.Errorf("bound %s states %d: want at least 265, no ss", rep.Bound, rep.Stats.States)
	}
	got := map[int]string{}
	for _, l := range rep.Loops {
		got[l.Line*100+l.Col] = fmt.Sprintf("%d/%s", l.MaxIterations, l.Origin)
	}
	want := map[int]string{4*100 + 36: "256/" + reports.OriginSingleRun}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("loops %v: want %d -> %s", got, k, v)
		}
	}
	inner := false
	for _, l := range rep.Loops {
		if l.Line == 5 && l.MaxIterations == 4 && l.Origin == reports.OriginSingleRun {
			inner = true
		}
	}
	if !inner {
		t.Errorf("loops %v: want g's inner loop (line 5) at 4 per entry from the single run", got)
	}
}
