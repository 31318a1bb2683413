package unroll

import (
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/harness"
	"wcet/lowlevel"
	"wcet/ts"
	"wcet/ts/interp"
)

// loadSource compiles the C source src (cost none) for the tests of the
// self-check, at the default pipeline or --opt O2.
func loadSource(t *testing.T, src string, o2 bool) *ts.Program {
	t.Helper()
	f := filepath.Join(t.TempDir(), "p.c")
	if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := frontend.Load(f, frontend.Options{O2: o2})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := lowlevel.Load("none")
	if err := lowlevel.Apply(p, m, lowlevel.Options{}); err != nil {
		t.Fatal(err)
	}
	return p
}

func nondets(vs ...int64) []*big.Int {
	out := make([]*big.Int, len(vs))
	for i, v := range vs {
		out[i] = big.NewInt(v)
	}
	return out
}

// scTwoChoices: worst case by hand: n = 3 runs the loop 3 times (2 each)
// and the second choice 1 adds 5: 3*2 + 5 = 11, input nondet=3,1.
const scTwoChoices = `#include <wcet.h>
int main(void) {
  int n = WCET_NONDET_RANGE(0, 3);
  for (int i = 0; i < n; i++) WCET_COST(2);
  if (WCET_NONDET_RANGE(0, 1)) WCET_COST(5);
  return 0;
}
`

// TestSelfCheckFiresBelowWorst gives SelfCheck results whose bound is one
// below the oracle's worst case (11, by hand above): with a witness that
// costs 0 the sample must find a run above the bound and name its input;
// with the worst input as witness the replay itself is above the bound.
func TestSelfCheckFiresBelowWorst(t *testing.T) {
	p := loadSource(t, scTwoChoices, false)
	cfg := analysis.Config{Entry: "main", Resource: "cycles"}
	// The witness costs 0 (n = 0, no bonus): only the sample can see 11.
	_, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(10), Nondet: nondets(0, 0)}, CheckConfig{Seed: 1})
	var se *SelfCheckError
	if !errors.As(err, &se) {
		t.Fatalf("bound 10 below the worst case 11: got %v, want a *SelfCheckError", err)
	}
	if se.Witness || se.Cost != 11 || analysis.NondetText(se.Input.Nondet) != "3,1" {
		t.Errorf("error %+v, want the sampled run nondet=3,1 costing 11", se)
	}
	if msg := err.Error(); !strings.Contains(msg, "nondet=3,1 costs 11, above the bound 10") || !strings.HasPrefix(msg, "internal error:") {
		t.Errorf("message %q does not name the input and the bound", msg)
	}
	// The witness is the worst input: its replay is above the bound.
	_, err = SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(10), Nondet: nondets(3, 1)}, CheckConfig{Seed: 1})
	if !errors.As(err, &se) || !se.Witness || se.Cost != 11 {
		t.Fatalf("replay above the bound: got %v, want a *SelfCheckError of the witness", err)
	}
	if !strings.Contains(err.Error(), "worst path's own run with nondet=3,1 costs 11, above the bound 10") {
		t.Errorf("message %q", err)
	}
	// At the worst case: no error, exact; above it: no error, not exact.
	for _, c := range []struct {
		bound int64
		exact bool
	}{{11, true}, {12, false}} {
		chk, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(c.bound), Nondet: nondets(3, 1)}, CheckConfig{Seed: 1})
		if err != nil || chk.Exact != c.exact || chk.Sampled == 0 {
			t.Errorf("bound %d: check %+v, %v; want exact %v, some runs sampled", c.bound, chk, err, c.exact)
		}
	}
}

// TestSelfCheckRandomNondet: the worst case needs one value in the middle
// of its range (k = 7: 100, else 1, by hand), which neither the all-high
// nor the all-low run takes: only the random runs can find it.
func TestSelfCheckRandomNondet(t *testing.T) {
	p := loadSource(t, `#include <wcet.h>
int main(void) {
  int k = WCET_NONDET_RANGE(0, 9);
  if (k == 7) WCET_COST(100); else WCET_COST(1);
  return 0;
}
`, false)
	_, err := SelfCheck(p, analysis.Config{Entry: "main", Resource: "cycles"}, &analysis.Result{Bound: big.NewInt(99), Nondet: nondets(0)}, CheckConfig{Seed: 7})
	var se *SelfCheckError
	if !errors.As(err, &se) || se.Cost != 100 || analysis.NondetText(se.Input.Nondet) != "7" {
		t.Fatalf("got %v, want the run nondet=7 costing 100 above the bound 99", err)
	}
}

// TestSelfCheckDeterministic: the same seed samples the same runs.
func TestSelfCheckDeterministic(t *testing.T) {
	p := loadSource(t, scTwoChoices, false)
	cfg := analysis.Config{Entry: "main", Resource: "cycles"}
	res := &analysis.Result{Bound: big.NewInt(11), Nondet: nondets(3, 1)}
	a, err1 := SelfCheck(p, cfg, res, CheckConfig{Seed: 42})
	b, err2 := SelfCheck(p, cfg, res, CheckConfig{Seed: 42})
	if err1 != nil || err2 != nil || a != b || a.Sampled != DefaultCheckRuns {
		t.Errorf("two checks with one seed: %+v %v and %+v %v; want equal, %d runs", a, err1, b, err2, DefaultCheckRuns)
	}
	// A program without inputs has one run, the replay: no sample.
	q := loadSource(t, "#include <wcet.h>\nint main(void) { WCET_COST(3); return 0; }\n", false)
	if c, err := SelfCheck(q, cfg, &analysis.Result{Bound: big.NewInt(3)}, CheckConfig{}); err != nil || !c.Exact || c.Sampled != 0 {
		t.Errorf("no inputs: %+v, %v; want exact, no sampled run", c, err)
	}
}

// TestSelfCheckExclusions: runs the analysis excludes do not fire the
// check — blocked by an assertion, cut by a loop-bound pragma, undefined
// behaviour — while the same runs counted do.
func TestSelfCheckExclusions(t *testing.T) {
	cfg := analysis.Config{Entry: "main", Resource: "cycles"}
	var se *SelfCheckError

	// Assertion: n > 3 is blocked; the bound under the assertion is 3 (n =
	// 3), the worst case without it 9 (n = 9).
	pa := loadSource(t, `#include <wcet.h>
int main(void) {
  int n = WCET_NONDET_RANGE(0, 9);
  for (int i = 0; i < n; i++) { WCET_COUNT(c); WCET_COST(1); }
  WCET_ASSERT("c <= 3");
  return 0;
}
`, false)
	assumed := []analysis.Annotation{{Kind: "assert", Text: "c <= 3", Verdict: analysis.VerdictAssumed}}
	if _, err := SelfCheck(pa, cfg, &analysis.Result{Bound: big.NewInt(3), Nondet: nondets(3), Annotations: assumed}, CheckConfig{Seed: 3}); err != nil {
		t.Errorf("assertion: runs it blocks fired the check: %v", err)
	}
	ign := cfg
	ign.IgnoreAssertions = true
	if _, err := SelfCheck(pa, ign, &analysis.Result{Bound: big.NewInt(3), Nondet: nondets(3)}, CheckConfig{Seed: 3}); !errors.As(err, &se) || se.Cost != 9 {
		t.Errorf("--ignore-assertions with bound 3: got %v, want the run n = 9 costing 9", err)
	}
	ignored := []analysis.Annotation{{Kind: "assert", Text: "c <= 3", Verdict: analysis.VerdictIgnored}}
	if _, err := SelfCheck(pa, cfg, &analysis.Result{Bound: big.NewInt(3), Nondet: nondets(3), Annotations: ignored}, CheckConfig{Seed: 3}); !errors.As(err, &se) {
		t.Errorf("every assertion ignored, bound 3: got %v, want an error", err)
	}

	// Loop bound (testdata/lb_callee.c, bound 7 by hand: work(3) then
	// work(k) cut at 4): a run with k = 9 would cost 12 uncut.
	spec := &harness.Spec{Entry: "main"}
	pl := loadFor(t, "testdata/lb_callee.c", spec, "none")
	if _, err := SelfCheck(pl, cfg, &analysis.Result{Bound: big.NewInt(7), Nondet: nondets(4)}, CheckConfig{Seed: 5}); err != nil {
		t.Errorf("loop bound: runs the pragma cuts fired the check: %v", err)
	}
	if _, err := SelfCheck(pl, cfg, &analysis.Result{Bound: big.NewInt(6), Nondet: nondets(4)}, CheckConfig{Seed: 5}); !errors.As(err, &se) || se.Cost != 7 {
		t.Errorf("loop bound, bound 6 below 7: got %v, want a run costing 7", err)
	}
	// The same annotation reported proven (k >= 5 completes a fifth body:
	// the verdict is assumed by hand): a run cut there contradicts it.
	var pr *ts.Pragma
	for _, f := range pl.Funcs {
		for _, L := range f.Loops {
			if L.Bound != nil {
				pr = L.Bound
			}
		}
	}
	for _, v := range []string{analysis.VerdictAssumed, analysis.VerdictProven} {
		ann := []analysis.Annotation{{Kind: "loopbound", Text: pr.Text, Origin: "pragma", Pos: pr.Pos, Verdict: v}}
		_, err := SelfCheck(pl, cfg, &analysis.Result{Bound: big.NewInt(7), Nondet: nondets(4), Annotations: ann}, CheckConfig{Seed: 5})
		switch {
		case v == analysis.VerdictAssumed && err != nil:
			t.Errorf("loop bound assumed: %v", err)
		case v == analysis.VerdictProven && (!errors.As(err, &se) || se.Cut == nil || !strings.Contains(err.Error(), "completes body execution 5 of the loop at")):
			t.Errorf("loop bound reported proven, runs cut at it: got %v, want an error naming the run", err)
		}
	}

	// Undefined behaviour: k = 4 stores out of bounds (and would cost 40);
	// the bound over the defined runs is 30.
	pu := loadSource(t, `#include <wcet.h>
int a[4];
int main(void) {
  int k = WCET_NONDET_RANGE(0, 4);
  WCET_COST(10 * k);
  a[k] = 1;
  return a[0];
}
`, false)
	if _, err := SelfCheck(pu, cfg, &analysis.Result{Bound: big.NewInt(30), Nondet: nondets(3)}, CheckConfig{Seed: 9}); err != nil {
		t.Errorf("out-of-bounds runs fired the check: %v", err)
	}
	if _, err := SelfCheck(pu, cfg, &analysis.Result{Bound: big.NewInt(29), Nondet: nondets(0)}, CheckConfig{Seed: 9}); !errors.As(err, &se) || se.Cost != 30 {
		t.Errorf("bound 29 below 30: got %v, want the run k = 3 costing 30", err)
	}
}

// TestSelfCheckHeap compares the heap peak: malloc(n) for n in 1..8 and
// its free peak at 8 bytes (by hand).
func TestSelfCheckHeap(t *testing.T) {
	p := loadSource(t, `#include <wcet.h>
#include <stdlib.h>
int main(void) {
  char *p = malloc(WCET_NONDET_RANGE(1, 8));
  if (p) p[0] = 1;
  free(p);
  return 0;
}
`, false)
	cfg := analysis.Config{Entry: "main", Resource: "heap"}
	var se *SelfCheckError
	if _, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(7), Nondet: nondets(1)}, CheckConfig{Seed: 2}); !errors.As(err, &se) || se.Cost != 8 || !strings.Contains(err.Error(), "8 (heap peak)") {
		t.Errorf("heap bound 7: got %v, want the run nondet=8 peaking at 8", err)
	}
	if c, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(8), Nondet: nondets(8)}, CheckConfig{Seed: 2}); err != nil || !c.Exact {
		t.Errorf("heap bound 8: %+v, %v; want exact", c, err)
	}
}

// TestSelfCheckContext samples the entry's assumption context: f(n) costs
// n (by hand); under n in 0..5 the bound 4 is below the run n = 5, under n
// in 0..4 it is the worst case — the sample must stay in the context.
func TestSelfCheckContext(t *testing.T) {
	src := `#include <wcet.h>
int f(int n) {
  for (int i = 0; i < n; i++) WCET_COST(1);
  return 0;
}
int main(void) { return f(0); }
`
	p := loadSource(t, src, false)
	witness := map[string]*big.Int{"n": big.NewInt(0)}
	var se *SelfCheckError
	cfg := analysis.Config{Entry: "f", Resource: "cycles", Assume: []string{"n >= 0", "n <= 5"}}
	if _, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(4), Args: witness}, CheckConfig{Seed: 4}); !errors.As(err, &se) || se.Cost != 5 || se.Input.Args["n"].Int64() != 5 {
		t.Fatalf("n in 0..5, bound 4: got %v, want the run n=5", err)
	}
	if !strings.Contains(se.Error(), "the run with n=5 costs 5") {
		t.Errorf("message %q", se)
	}
	cfg.Assume = []string{"n >= 0", "n <= 4"}
	c, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(4), Args: witness}, CheckConfig{Seed: 4})
	if err != nil || c.Sampled != 5 {
		t.Errorf("n in 0..4, bound 4: %+v, %v; want no error, the 5 points run once each", c, err)
	}
	// The same seed finds the same run, another seed (here) another one.
	msg := func(seed int64) string {
		c := cfg
		c.Assume = []string{"n >= 0", "n <= 50000"}
		_, err := SelfCheck(p, c, &analysis.Result{Bound: big.NewInt(100), Args: witness}, CheckConfig{Seed: seed})
		if err == nil {
			return ""
		}
		return err.Error()
	}
	if a, b, c := msg(4), msg(4), msg(5); a == "" || a != b || a == c {
		t.Errorf("seeds 4, 4, 5 found %q, %q, %q; want the same run twice, then another", a, b, c)
	}
	// A wide context is sampled at random points inside it.
	cfg.Assume = []string{"n >= 0", "n <= 50000"}
	if _, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(50000), Args: witness}, CheckConfig{Seed: 4}); err != nil {
		t.Errorf("n in 0..50000, bound 50000: %v", err)
	}
	if _, err := SelfCheck(p, cfg, &analysis.Result{Bound: big.NewInt(40000), Args: witness}, CheckConfig{Seed: 4}); !errors.As(err, &se) || se.Cost <= 40000 {
		t.Errorf("n in 0..50000, bound 40000: got %v, want a run above it", err)
	}
	// A context that is not a box (121 points in the box, 66 in the
	// context, more than the runs): g(n, m) costs n + m, at most 10 under
	// n + m <= 10 (by hand); the box's corner n = m = 10 costs 20.
	q := loadSource(t, `#include <wcet.h>
int g(int n, int m) {
  for (int i = 0; i < n + m; i++) WCET_COST(1);
  return 0;
}
int main(void) { return g(0, 0); }
`, false)
	gcfg := analysis.Config{Entry: "g", Resource: "cycles", Assume: []string{"n >= 0", "m >= 0", "n <= 10", "m <= 10", "n + m <= 10"}}
	gw := map[string]*big.Int{"n": big.NewInt(0), "m": big.NewInt(0)}
	if c, err := SelfCheck(q, gcfg, &analysis.Result{Bound: big.NewInt(10), Args: gw}, CheckConfig{Seed: 4}); err != nil || c.Counted < DefaultCheckRuns/2 {
		t.Errorf("n + m <= 10, bound 10: %+v, %v; want no error, most runs counted", c, err)
	}
	if _, err := SelfCheck(q, gcfg, &analysis.Result{Bound: big.NewInt(9), Args: gw}, CheckConfig{Seed: 4}); !errors.As(err, &se) || se.Cost != 10 {
		t.Errorf("n + m <= 10, bound 9: got %v, want a run costing 10", err)
	}
}

// TestSelfCheckPointerContents: the contents of the object a pointer
// parameter points to are sampled too: f costs 9 when a[0] > 100 (as an
// unsigned char), else 1 (by hand); the witness's list [0] costs 1.
func TestSelfCheckPointerContents(t *testing.T) {
	p := loadSource(t, `#include <wcet.h>
int f(unsigned char *a) {
  if (a[0] > 100) WCET_COST(9); else WCET_COST(1);
  return 0;
}
int main(void) { unsigned char b[1] = {0}; return f(b); }
`, false)
	cfg := analysis.Config{Entry: "f", Resource: "cycles"}
	res := &analysis.Result{Bound: big.NewInt(8), Lists: map[string][]*big.Int{"a": nondets(0)}}
	var se *SelfCheckError
	if _, err := SelfCheck(p, cfg, res, CheckConfig{Seed: 6}); !errors.As(err, &se) || se.Cost != 9 || !strings.Contains(err.Error(), "a=[") {
		t.Fatalf("bound 8: got %v, want a run with a[0] > 100 costing 9", err)
	}
	res.Bound = big.NewInt(9)
	if c, err := SelfCheck(p, cfg, res, CheckConfig{Seed: 6}); err != nil || c.Sampled == 0 {
		t.Errorf("bound 9: %+v, %v", c, err)
	}
}

// TestInterpLoopBoundsUnit checks that the interpreter's loop-bound count
// (interp.Config.LoopBounds) is the analyzer's unit: for every loop of
// loop_counts.c (hand counts there) and lb_nested.c, at both pipelines,
// with the loop's annotation set to the most body executions per entry
// that ss's loop table gives, the run that reaches them is not cut; set
// one lower, it is cut at that loop.
func TestInterpLoopBoundsUnit(t *testing.T) {
	checked := map[bool]int{}
	for _, file := range []string{"testdata/loop_counts.c", "testdata/lb_nested.c", "testdata/lb_callee.c"} {
		for _, o2 := range []bool{false, true} {
			p, err := frontend.Load(file, frontend.Options{O2: o2})
			if err != nil {
				t.Fatal(err)
			}
			m, _ := lowlevel.Load("none")
			if err := lowlevel.Apply(p, m, lowlevel.Options{}); err != nil {
				t.Fatal(err)
			}
			// Without annotations: the loop table counts every loop.
			for _, f := range p.Funcs {
				for _, L := range f.Loops {
					L.Bound = nil
				}
			}
			res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles"})
			if err != nil {
				t.Fatal(err)
			}
			most := map[*ts.Loop]int64{}
			for _, l := range res.Loops {
				most[l.Loop] = max(most[l.Loop], l.Max)
			}
			checked[o2] += len(most) // O2 folds loop_counts.c's loops away

			// run runs with every nondet value at its upper end (the loop
			// counts' maxima: each loop's trip count grows with them).
			run := func() *interp.Result {
				// interp.Run's cache of compiled programs must see the
				// annotations come and go.
				r, err := interp.Run(p, interp.Config{LoopBounds: true, Choose: func(lo, hi *big.Int, bits int) *big.Int { return hi }})
				if err != nil {
					t.Fatal(err)
				}
				return r
			}
			for L, n := range most {
				L.Bound = &ts.Pragma{Kind: "loopbound", Max: n}
				if r := run(); r.Cut != nil {
					t.Errorf("%s O2=%v: loop at %s with max %d (the loop table's): cut at %s", file, o2, L.Pos, n, r.Cut.Loop.Pos)
				}
				if n > 0 {
					L.Bound.Max = n - 1
					if r := run(); r.Cut == nil || r.Cut.Loop != L || r.Ended != "cut" {
						t.Errorf("%s O2=%v: loop at %s with max %d (one below the loop table's): not cut there (%+v)", file, o2, L.Pos, n-1, r.Cut)
					}
				}
				L.Bound = nil
			}
		}
	}
	if checked[false] < 10 || checked[true] < 2 {
		t.Errorf("loops checked: %d at the default pipeline, %d at O2; want at least 10 and 2", checked[false], checked[true])
	}
}
