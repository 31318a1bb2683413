package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/gen"
	"wcet/internal/harness"
	"wcet/lowlevel"
	"wcet/ts"
	"wcet/ts/interp"
)

// seedList is the seeds of GEN_SEEDS, else 1-n (1-short under -short).
func seedList(t *testing.T, n, short int64) []int64 {
	if os.Getenv("GEN_SEEDS") != "" {
		seeds, _ := genSeeds(t)
		return seeds
	}
	if testing.Short() {
		n = short
	}
	var seeds []int64
	for s := int64(1); s <= n; s++ {
		seeds = append(seeds, s)
	}
	return seeds
}

// nondetRange matches the generator's nondet values.
var nondetRange = regexp.MustCompile(`WCET_NONDET_RANGE\((-?\d+), (-?\d+)\)`)

// deterministic turns a generated program into one without input: each
// WCET_NONDET_RANGE(lo, hi) becomes a constant of its range, chosen by the
// seed and the site. ok is false when some other input remains.
func deterministic(src string, seed int64) (string, bool) {
	k := int64(0)
	out := nondetRange.ReplaceAllStringFunc(src, func(m string) string {
		sm := nondetRange.FindStringSubmatch(m)
		lo, _ := strconv.ParseInt(sm[1], 10, 64)
		hi, _ := strconv.ParseInt(sm[2], 10, 64)
		k++
		return strconv.FormatInt(lo+(seed*7+k*3)%(hi-lo+1), 10)
	})
	return out, !strings.Contains(out, "NONDET") && !strings.Contains(out, "INPUTS:")
}

// loadConcreteSource compiles src (a file of dir) priced by cost, an
// external call at ext.
func loadConcreteSource(t *testing.T, dir, src, cost string, ext *int64) *ts.Program {
	t.Helper()
	f := filepath.Join(dir, "p.c")
	if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := frontend.Load(f, frontend.Options{})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := lowlevel.Load(cost)
	if err := lowlevel.Apply(p, m, lowlevel.Options{ExternCost: ext}); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestConcreteAgreesWithSS is the differential test of SS's concrete fast
// path (concrete.go): on generated programs made deterministic (every
// nondet value a constant), SS with the fast path and SS without it
// (analysis.Config.NoConcrete) must agree, and both with the
// interpreter's one run (the oracle): the fast path's bound is the run's
// cost and its witness replays to it; the plain simulation's bound is at
// least that, equal where it claims exact (its witness replays to its
// bound); their loop tables have the same rows (calling contexts
// included) with the fast path's counts the run's, never above SS's; the
// verdicts on the annotations are the same; a run cut by a loop-bound
// pragma is SS's violated error in both. Each program is tried with its
// assertions judged and ignored. GEN_SEEDS selects the seeds (default
// 1-60, 1-20 under -short).
func TestConcreteAgreesWithSS(t *testing.T) {
	seeds := seedList(t, 60, 20)
	var mu sync.Mutex
	fast, plainLimit := 0, 0
	t.Run("seeds", func(t *testing.T) {
		for _, seed := range seeds {
			seed := seed
			t.Run(strconv.FormatInt(seed, 10), func(t *testing.T) {
				t.Parallel()
				took, limit := checkConcrete(t, seed)
				mu.Lock()
				fast += took
				plainLimit += limit
				mu.Unlock()
			})
		}
	})
	t.Logf("%d runs of %d programs took the fast path; the plain simulation hit its limit on %d", fast, len(seeds), plainLimit)
	// The test must test something: most deterministic programs are one run.
	if fast < len(seeds) {
		t.Errorf("only %d runs of %d programs took the fast path", fast, len(seeds))
	}
}

// checkConcrete runs the comparison on one seed: how many of its runs
// took the fast path, and on how many the plain simulation hit a limit.
func checkConcrete(t *testing.T, seed int64) (took, limit int) {
	o := gen.Options{Entry: "main", Memory: seed%2 == 0, Heap: seed%4 == 1, Assertions: seed%3 == 0, Pragmas: seed%5 == 0}
	prog := gen.Program(seed, o)
	src, ok := deterministic(prog.Source, seed)
	if !ok {
		t.Skipf("seed %d: an input other than WCET_NONDET_RANGE", seed)
	}
	cost := "insn"
	if seed%3 == 0 {
		cost = "none"
	}
	ext := int64(7) // as loadFor: strcmp and strlen are priced as externals
	p := loadConcreteSource(t, t.TempDir(), src, cost, &ext)
	repro := fmt.Sprintf("seed %d (go test ./unroll -run TestConcreteAgreesWithSS GEN_SEEDS=%d):\n%s", seed, seed, src)
	resources := []string{"cycles"}
	if prog.Heap {
		resources = append(resources, "heap")
	}
	for _, resource := range resources {
		for _, ignore := range []bool{false, true} {
			cfg := analysis.Config{Entry: "main", Resource: resource, IgnoreAssertions: ignore, MaxStates: 200000, Timeout: 20 * time.Second}
			what := fmt.Sprintf("%s assertions ignored %v", resource, ignore)
			run, runErr := interp.Run(p, interp.Config{Entry: "main", LoopBounds: true})
			fres, ferr := SS(p, cfg)
			cfg.NoConcrete = true
			pres, perr := SS(p, cfg)
			var le *analysis.LimitError
			if errors.As(perr, &le) {
				limit++
			}
			var flb, plb *analysis.LoopBoundError
			var fv, pv *analysis.ViolatedError
			switch {
			case errors.As(ferr, &fv):
				took++
				switch {
				case errors.As(perr, &pv):
					if pv.Error() != fv.Error() {
						t.Errorf("%s: the fast path says %v, SS %v\n%s", what, ferr, perr, repro)
					}
				case perr == nil:
					// SS's blocked path read a value it havocked (a lossy
					// event): the assertion is assumed there.
					if !hasVerdict(pres.Annotations, fv.Pos, analysis.VerdictAssumed) {
						t.Errorf("%s: the fast path says %v, SS gives %s and does not assume it\n%s", what, ferr, pres.Bound, repro)
					}
				case le == nil:
					t.Errorf("%s: the fast path says %v, SS %v\n%s", what, ferr, perr, repro)
				}
				continue
			case errors.As(ferr, &flb):
				took++
				if !errors.As(perr, &plb) && le == nil {
					t.Errorf("%s: the fast path says %v, SS says %v, %v\n%s", what, ferr, pres, perr, repro)
				} else if plb != nil && (plb.Loop != flb.Loop || plb.Func != flb.Func) {
					t.Errorf("%s: the fast path says %v, SS %v\n%s", what, ferr, perr, repro)
				}
				continue
			case ferr != nil:
				if perr == nil {
					t.Errorf("%s: the fast path fails: %v; SS gives %s\n%s", what, ferr, pres.Bound, repro)
				}
				continue
			}
			if fres.States == 1 {
				took++
				if runErr != nil || run.Ended == "cut" {
					t.Errorf("%s: the fast path gives %s where the run fails (%v, %s)\n%s", what, fres.Bound, runErr, run.Ended, repro)
					continue
				}
				if c := run.Costs[resource]; fres.Bound.Cmp(big.NewInt(c)) != 0 {
					t.Errorf("%s: the fast path's bound %s, the run costs %d\n%s", what, fres.Bound, c, repro)
				}
				if exact, c, err := analysis.Replay(p, "main", resource, fres); err != nil || !exact {
					t.Errorf("%s: the fast path's witness replays to %d for %s (%v)\n%s", what, c, fres.Bound, err, repro)
				}
			}
			if perr != nil {
				if le == nil {
					t.Errorf("%s: SS fails: %v; the fast path gives %s\n%s", what, perr, fres.Bound, repro)
				}
				continue
			}
			switch c := pres.Bound.Cmp(fres.Bound); {
			case c < 0:
				t.Errorf("%s: SS's bound %s is below the fast path's %s\n%s", what, pres.Bound, fres.Bound, repro)
			case c > 0:
				if exact, _, err := analysis.Replay(p, "main", resource, pres); err == nil && exact {
					t.Errorf("%s: SS's exact bound %s is above the fast path's %s\n%s", what, pres.Bound, fres.Bound, repro)
				}
			}
			compareLoops(t, what, fres.Loops, pres.Loops, repro)
			compareVerdicts(t, what, fres.Annotations, pres.Annotations, repro)
		}
	}
	return took, limit
}

// compareLoops checks that the fast path's loop table has SS's rows, with
// counts never above SS's (the run's counts are real; SS's cover every run).
func compareLoops(t *testing.T, what string, fast, plain []analysis.LoopBound, repro string) {
	t.Helper()
	type key struct {
		loop *ts.Loop
		ctx  string
	}
	rows := map[key]analysis.LoopBound{}
	for _, r := range plain {
		rows[key{r.Loop, r.Context}] = r
	}
	if len(fast) != len(plain) {
		t.Errorf("%s: the fast path's loop table has %d rows, SS's %d\n%v\n%v\n%s", what, len(fast), len(plain), fast, plain, repro)
	}
	for _, r := range fast {
		q, ok := rows[key{r.Loop, r.Context}]
		switch {
		case !ok:
			t.Errorf("%s: the fast path's row %s %s is not SS's\n%s", what, r.Loop.Pos, r.Context, repro)
		case r.Max > q.Max || r.Total > q.Total:
			t.Errorf("%s: loop %s %s: the fast path counts %d/%d, SS %d/%d\n%s", what, r.Loop.Pos, r.Context, r.Max, r.Total, q.Max, q.Total, repro)
		}
	}
}

// hasVerdict reports whether the annotation at pos has verdict v.
func hasVerdict(as []analysis.Annotation, pos ts.Pos, v string) bool {
	for _, a := range as {
		if a.Pos.String() == pos.String() && a.Verdict == v {
			return true
		}
	}
	return false
}

// compareVerdicts checks that both give the same verdicts.
func compareVerdicts(t *testing.T, what string, fast, plain []analysis.Annotation, repro string) {
	t.Helper()
	str := func(as []analysis.Annotation) string {
		var b strings.Builder
		for _, a := range as {
			fmt.Fprintf(&b, "%s %q %s %s; ", a.Kind, a.Text, a.Pos, a.Verdict)
		}
		return b.String()
	}
	if f, p := str(fast), str(plain); f != p {
		t.Errorf("%s: verdicts differ:\nfast  %s\nplain %s\n%s", what, f, p, repro)
	}
}

// TestConcreteStopsAtUnknown: a value the analysis does not know (a
// volatile read, a nondet value, an external function's result) ends the
// fast path, and SS simulates both sides of the branch it decides: the
// bound is the worse side, although the interpreter, reading the volatile
// from memory, would take the cheaper one. An external result no op
// reads (csmith's closing printf) steers nothing: the run goes on, and
// the witness carries the value it took.
func TestConcreteStopsAtUnknown(t *testing.T) {
	// Worst case by hand: the branch costs 100 when taken, 1 when not;
	// the loop before it adds 10 * 2. Without an unknown value the one run
	// does not take it: 10 * 2 + 1.
	const prog = `#include "wcet.h"
%s
int main(void) {
  int i, s = 0;
  for (i = 0; i < 10; i++) { s += i; WCET_COST(2); }
  reg = 0;
  if (%s) WCET_COST(100); else WCET_COST(1);
  return s;
}`
	for _, c := range []struct {
		name, decl, cond string
		want             int64
		fast             bool
	}{
		{"volatile", "volatile int reg;", "reg", 120, false},
		{"nondet", "int reg;", "reg + WCET_NONDET_RANGE(0, 1)", 120, false},
		{"extern", "int reg; int ext(void);", "ext() > 3", 120, false},
		{"none", "int reg;", "reg", 21, true},
		{"extern unread", "int reg; int ext(void);", "(ext(), reg)", 21, true},
	} {
		src := fmt.Sprintf(prog, c.decl, c.cond)
		t.Run(c.name, func(t *testing.T) {
			ext := int64(0)
			p := loadConcreteSource(t, t.TempDir(), src, "none", &ext)
			res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 20 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if res.Bound.Cmp(big.NewInt(c.want)) != 0 {
				t.Errorf("bound %s, want %d", res.Bound, c.want)
			}
			if fast := res.States == 1; fast != c.fast {
				t.Errorf("fast path taken: %v (states %d)", fast, res.States)
			}
			if c.fast {
				// The witness replays to the bound (the self-check's proof).
				r, err := interp.Run(p, interp.Config{Entry: "main", Nondet: res.Nondet})
				if err != nil || r.Costs["cycles"] != c.want {
					t.Errorf("replay of the witness %v: %v, %v", res.Nondet, r, err)
				}
			}
		})
	}
}

// TestConcreteRecursionFact: a run that recurses deeper than a recursion
// fact allows is left to SS, which refuses it as before; within the fact,
// the run is the result (by hand, fact(5): the calls with n = 5, 4, 3, 2
// cost 3 each, the base case n = 1 costs 1: 13).
func TestConcreteRecursionFact(t *testing.T) {
	src := `#include "wcet.h"
int fact(int n) { if (n <= 1) { WCET_COST(1); return 1; } WCET_COST(3); return n * fact(n - 1); }
int main(void) { return fact(5) & 1; }`
	for _, c := range []struct {
		max  int64
		want string
	}{{2, "recursion of fact deeper than 2 activations"}, {10, "13"}} {
		p := loadConcreteSource(t, t.TempDir(), src, "none", nil)
		p.ByName["fact"].Recursion = &ts.Pragma{Kind: "recursion", Max: c.max}
		res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 20 * time.Second})
		got := fmt.Sprint(err)
		if err == nil {
			got = res.Bound.String()
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("recursion fact %d: got %s, want %s", c.max, got, c.want)
		}
	}
}

// TestConcreteWitnessVolatilePoll: testdata/idioms/spi_poll.c polls a
// volatile 32-bit status register (a volatile global) up to 50 times in
// each of 4 transfers; every read is an input of the nondet sequence
// (issue 17). Its worst case, 2082 under insn (the file's header: the
// status bit never set), must come with a witness of 200 register values
// that replays to it, found by the concrete search over the reads' 32-bit
// range (its lower end: bit 0 clear), not by the symbolic replay of the
// trace, which keeps each read as an input and took about 48 s here: the
// test fails when followBefore runs at all.
func TestConcreteWitnessVolatilePoll(t *testing.T) {
	f := "../testdata/idioms/spi_poll.c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		t.Fatal(err)
	}
	p := loadFor(t, f, spec, "insn")
	follows := followRuns.Load()
	res, err := SS(p, analysis.Config{Entry: spec.Entry, Resource: "cycles", Timeout: 60 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if res.Bound.Cmp(big.NewInt(2082)) != 0 {
		t.Errorf("bound %s, want 2082", res.Bound)
	}
	exact, cost, err := analysis.Replay(p, spec.Entry, "cycles", res)
	if err != nil || !exact || len(res.Nondet) != 200 {
		t.Errorf("the witness (%d nondet values) replays to %d (%v), want 2082 exactly from 200 values", len(res.Nondet), cost, err)
	}
	if n := followRuns.Load() - follows; n != 0 {
		t.Errorf("the symbolic witness search ran %d times, want 0 (the concrete runs find the register's values)", n)
	}
}
