package unroll

import (
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts/interp"
)

// z3Factor spends its time in Z3: the branch on a·b, 64-bit unsigned
// factors below 2³² of the 62-bit semiprime (2³¹ − 19)(2³¹ − 61), is a
// bit-vector product Z3 cannot decide quickly (poly's
// TestDeadlineInterruptsZ3 is the same query, over 30 s uninterrupted).
const z3Factor = `#include <wcet.h>
int f(unsigned long a, unsigned long b) {
  if (a > 1 && b > 1 && a <= b && a < 4294967296UL && b < 4294967296UL) {
    if (a * b == 4611685960844149423UL)
      WCET_COST(100);
  }
  return 0;
}
`

// TestTimeoutInZ3: the run's budget reaches every Z3 check of ss, ia
// and enum: --timeout 1s ends each within the budget, not after Z3's own
// per-check cap (10 s). enum set no deadline on its checks before (24.9 s
// for --timeout 2s). enum keeps the exact product and ends with a timeout
// LimitError; ss and ia take a·b as a value between the products of the
// operands' bounds while they explore (unroll/absint.go, havocProduct),
// so they bound f (both sides of the branch feasible: at least the 100 of
// the taken side) and only their witness search, which keeps the exact
// product, meets Z3's hard query: the budget ends it and the bound stands
// (a timeout LimitError is accepted too). The limit, 9 s for a 1 s
// budget, is generous for a loaded machine and below one uninterrupted
// check.
func TestTimeoutInZ3(t *testing.T) {
	if testing.Short() {
		t.Skip("runs for the 1 s budget of three methods")
	}
	p := loadSource(t, z3Factor, false)
	for _, m := range []struct {
		name string
		run  analysis.Method
	}{{"ss", SS}, {"ia", IA}, {"enum", Enum}} {
		start := time.Now()
		res, err := m.run(p, analysis.Config{Entry: "f", Resource: "cycles", Timeout: time.Second})
		d := time.Since(start)
		t.Logf("%s: stopped after %v: %v", m.name, d, err)
		var le *analysis.LimitError
		switch {
		case err == nil && m.name != "enum":
			if res.Bound == nil || res.Bound.Cmp(big.NewInt(100)) < 0 {
				t.Errorf("%s: bound %v, want at least 100 (the branch on a·b is feasible)", m.name, res.Bound)
			}
		case !errors.As(err, &le) || !strings.HasPrefix(le.What, "timeout after 1s"):
			t.Errorf("%s: got %v, want a timeout LimitError", m.name, err)
		}
		if d > 9*time.Second {
			t.Errorf("%s: ran %v for a budget of 1 s", m.name, d)
		}
	}
}

// TestBudgetShared: the driver's budget (Config.Budget), already spent,
// stops a method at once whatever Config.Timeout says: the phases share
// one clock instead of each starting its own.
func TestBudgetShared(t *testing.T) {
	p := loadSource(t, z3Factor, false)
	spent := analysis.NewBudget(time.Nanosecond)
	time.Sleep(time.Millisecond)
	for _, m := range []struct {
		name string
		run  analysis.Method
	}{{"ss", SS}, {"enum", Enum}} {
		start := time.Now()
		_, err := m.run(p, analysis.Config{Entry: "f", Resource: "cycles", Timeout: time.Hour, Budget: spent})
		var le *analysis.LimitError
		if !errors.As(err, &le) || !strings.HasPrefix(le.What, "timeout") {
			t.Errorf("%s: got %v, want a timeout LimitError", m.name, err)
		}
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("%s: ran %v on a spent budget", m.name, d)
		}
	}
}

// TestInterpDeadline: the interpreter stops at Config.Deadline with an
// *interp.Error whose Deadline is set (a run of 2e9 ops would take
// minutes), and counts the ops it ran.
func TestInterpDeadline(t *testing.T) {
	p := loadSource(t, "int main(void) { volatile unsigned x = 0; for (;;) x++; }\n", false)
	start := time.Now()
	_, err := interp.Run(p, interp.Config{Entry: "main", Deadline: time.Now().Add(100 * time.Millisecond)})
	var ie *interp.Error
	if !errors.As(err, &ie) || !ie.Deadline || ie.Steps == 0 {
		t.Fatalf("got %v, want a deadline error with its ops", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("ran %v past a 100 ms deadline", d)
	}
}

// TestSelfCheckCountsUnderLoad: the self-check's sample is bounded by its
// counts (64 runs, 5M interpreter ops), not by a share of --timeout: the
// same result samples the same runs alone and on one core shared with
// three busy goroutines. Each run here is about 185k ops; with a 15M-op
// budget the 64 runs end the sample (12M ops, about 0.6 s on an idle
// core). Before, the sample also stopped at 5% of Config.Timeout (1 s
// for the 20 s here), which the loaded core reached first (17 runs).
func TestSelfCheckCountsUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the sample twice, once on a loaded core")
	}
	p := loadSource(t, `#include <wcet.h>
int main(void) {
  int n = WCET_NONDET_RANGE(0, 1000);
  unsigned s = 0;
  for (int i = 0; i < 20000 + n; i++) s += i;
  return (int)s;
}
`, false)
	res := &analysis.Result{Bound: big.NewInt(1 << 40), Nondet: nondets(1000)}
	check := func() Check {
		chk, err := SelfCheck(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 20 * time.Second}, res, CheckConfig{Seed: 1, MaxSteps: 15_000_000})
		if err != nil {
			t.Fatal(err)
		}
		return chk
	}
	alone := check()
	if alone.Sampled != DefaultCheckRuns || alone.Stopped {
		t.Fatalf("alone: %+v; want all 64 runs", alone)
	}
	var loaded Check
	harness.UnderLoad(func() { loaded = check() })
	if loaded != alone {
		t.Errorf("alone %+v, under load %+v: want the same sample", alone, loaded)
	}
}
