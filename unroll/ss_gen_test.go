package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"sort"
	"strconv"
	"sync"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// ssGenN is the number of seeds by default (issue 5: at least 200
// programs per make test); IA, the slower method (0.7 s per program for
// both together), runs on the first iaGenN of them only: its role here is
// the SS/IA states ratio and a second soundness check, not coverage.
// GEN_SEEDS=1-200 runs IA on every seed given.
const ssGenN = 200

// iaGenN: see ssGenN.
const iaGenN = 100

// ssGenTimeout is the time each of SS and IA gets per generated program.
const ssGenTimeout = 2 * time.Second

// TestSSGenerated is the differential soundness test of --method ss and ia
// (DESIGN, "Testing"): on generated programs (internal/gen, with heap for
// one seed in four as in TestEnumGenerated) the bound of SS and of IA must
// be at least the oracle's worst case (harness.Explore over the interpreter,
// exhaustive, as in TestEnumGenerated). A bound below it is a soundness bug
// (typically over-subsumption: a summary reused where its interpolant or
// witness does not hold); the seed, the program and the command line that
// reproduces it are printed. A bound above it is only counted (imprecision:
// hulls at iteration ends, lossy events). SS and IA run with 200000 states
// and ssGenTimeout each; runs that hit a limit are counted and listed. The
// cost model is that of TestEnumGenerated (none for seeds divisible by 3,
// else insn).
//
// GEN_SEEDS selects seeds as for TestEnumGenerated (default 1-ssGenN;
// 1-30 under -short).
func TestSSGenerated(t *testing.T) {
	seeds := ssGenSeeds(t)
	var st ssGenStats
	t.Run("seeds", func(t *testing.T) {
		for _, s := range seeds {
			s := s
			t.Run(strconv.FormatInt(s, 10), func(t *testing.T) {
				t.Parallel()
				checkSSGenerated(t, s, &st)
			})
		}
	})
	st.mu.Lock()
	defer st.mu.Unlock()
	for _, l := range [][]int64{st.ssLimit, st.iaLimit, st.ssAbove, st.iaAbove, st.skipped, st.notExhaustive} {
		sort.Slice(l, func(i, j int) bool { return l[i] < l[j] })
	}
	ratio := "n/a"
	if st.iaStatesBoth > 0 {
		ratio = fmt.Sprintf("%.3f", float64(st.ssStatesBoth)/float64(st.iaStatesBoth))
	}
	t.Logf("generated %d, not exhaustive %d %v, known bugs skipped %d %v", st.generated, len(st.notExhaustive), st.notExhaustive, len(st.skipped), st.skipped)
	t.Logf("ss: equal %d (witness replays to the bound: %d), above %d %v, limit hit %d %v, states %d, reuses %d, time %v",
		st.ssEqual, st.ssWitnessExact, len(st.ssAbove), st.ssAbove, len(st.ssLimit), st.ssLimit, st.ssStates, st.ssReuses, st.ssTime.Round(time.Millisecond))
	t.Logf("ia: equal %d, above %d %v, limit hit %d %v, states %d, time %v",
		st.iaEqual, len(st.iaAbove), st.iaAbove, len(st.iaLimit), st.iaLimit, st.iaStates, st.iaTime.Round(time.Millisecond))
	t.Logf("ss heap: equal %d, above %d %v, limit hit %d %v", st.heapEqual, len(st.heapAbove), st.heapAbove, len(st.heapLimit), st.heapLimit)
	t.Logf("ss/ia states ratio %s over the %d programs both finished (ss states %d, ia states %d)", ratio, st.both, st.ssStatesBoth, st.iaStatesBoth)
}

// ssGenKnown are seeds whose program shows a known ss/ia bug, with the
// reproducer (testdata/ss_bug_<n>.c) that documents it. Seed 146 was a
// hang inside one isl convex hull; the quota on the hull's exactness check
// ended it, and the seed runs again.
var ssGenKnown = map[int64]string{}

type ssGenStats struct {
	mu                                             sync.Mutex
	heapEqual                                      int
	heapAbove, heapLimit                           []int64
	generated, ssEqual, iaEqual, both              int
	ssAbove, iaAbove, ssLimit, iaLimit             []int64
	skipped, notExhaustive                         []int64
	ssStates, iaStates, ssStatesBoth, iaStatesBoth int64
	ssReuses                                       int64
	ssWitnessExact                                 int
	ssTime, iaTime                                 time.Duration
}

func (st *ssGenStats) add(f func(st *ssGenStats)) {
	st.mu.Lock()
	f(st)
	st.mu.Unlock()
}

// ssGenSeeds is genSeeds with ssGenN seeds by default (30 under -short).
func ssGenSeeds(t *testing.T) []int64 { return seedList(t, ssGenN, 30) }

func checkSSGenerated(t *testing.T, seed int64, st *ssGenStats) {
	o, cost := genOptions(seed)
	st.add(func(st *ssGenStats) { st.generated++ })
	if why, ok := ssGenKnown[seed]; ok {
		st.add(func(st *ssGenStats) { st.skipped = append(st.skipped, seed) })
		t.Skip(why)
	}
	c := loadGenCase(t, seed, o, cost, "TestSSGenerated")
	if !c.exhaustive {
		st.add(func(st *ssGenStats) { st.notExhaustive = append(st.notExhaustive, seed) })
		return
	}
	prog, spec, p, outs, fail := c.prog, c.spec, c.p, c.outs, c.fail
	want, at := harness.Max(outs, "cycles")
	cfg := analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 200000, Timeout: ssGenTimeout}
	var states [2]int64
	var done [2]bool
	for i, method := range []struct {
		name string
		run  func(*ts.Program, analysis.Config) (*analysis.Result, error)
	}{{"ss", SS}, {"ia", IA}} {
		if i == 1 && seed > iaGenN && os.Getenv("GEN_SEEDS") == "" {
			continue
		}
		start := time.Now()
		r, err := method.run(p, cfg)
		took := time.Since(start)
		st.add(func(st *ssGenStats) {
			if i == 0 {
				st.ssTime += took
			} else {
				st.iaTime += took
			}
		})
		var le *analysis.LimitError
		if errors.As(err, &le) {
			t.Logf("seed %d: %s: %v", seed, method.name, err)
			st.add(func(st *ssGenStats) {
				if i == 0 {
					st.ssLimit = append(st.ssLimit, seed)
				} else {
					st.iaLimit = append(st.iaLimit, seed)
				}
			})
			continue
		}
		if err != nil {
			fail("%s: %v", method.name, err)
		}
		t.Logf("seed %d cost=%s oracle %d (args %v nondet %s; %d runs) %s %s states %d reuses %d merges %d lossy %d %v",
			seed, cost, want, at.ArgList(), at.NondetText(), len(outs), method.name, r.Bound, r.States, r.Reuses, r.Merges, r.Lossy, took.Round(time.Millisecond))
		c := r.Bound.Cmp(big.NewInt(want))
		if c < 0 {
			// Not fatal: the other method is still checked.
			t.Errorf("seed %d (cost=%s): %s: UNSOUND: bound %s below the oracle's worst case %d (args %v nondet %s)\nreproduce: GEN_SEEDS=%d go test ./unroll -run TestSSGenerated -v\n--- generated program ---\n%s",
				seed, cost, method.name, r.Bound, want, at.ArgList(), at.NondetText(), seed, prog.Source)
			continue
		}
		// The witness, when there is one: a real run no costlier than the
		// bound; where the bound is the oracle's worst case it should reach
		// it (counted: ss may find no consistent trace).
		if len(r.Path) > 0 {
			exact, got, err := analysis.Replay(p, spec.Entry, "cycles", r)
			switch {
			case err != nil:
				fail("%s: the witness does not replay: %v", method.name, err)
			case big.NewInt(got).Cmp(r.Bound) > 0:
				fail("%s: UNSOUND: the witness costs %d, above the bound %s", method.name, got, r.Bound)
			}
			if i == 0 && c == 0 && exact {
				st.add(func(st *ssGenStats) { st.ssWitnessExact++ })
			}
		}
		states[i], done[i] = r.States, true
		st.add(func(st *ssGenStats) {
			switch {
			case i == 0 && c == 0:
				st.ssEqual++
			case i == 0:
				st.ssAbove = append(st.ssAbove, seed)
			case c == 0:
				st.iaEqual++
			default:
				st.iaAbove = append(st.iaAbove, seed)
			}
			if i == 0 {
				st.ssStates += r.States
				st.ssReuses += r.Reuses
			} else {
				st.iaStates += r.States
			}
		})
	}
	if prog.Heap {
		checkSSHeap(t, c, st)
	}
	if done[0] && done[1] {
		st.add(func(st *ssGenStats) {
			st.both++
			st.ssStatesBoth += states[0]
			st.iaStatesBoth += states[1]
		})
	}
}

// checkSSHeap is the heap part of TestSSGenerated: SS's bound on the heap
// high watermark (thesis §4.5.1, Fig. 4.12) must be at least the oracle's
// largest peak.
func checkSSHeap(t *testing.T, c *genCase, st *ssGenStats) {
	want, at := harness.Max(c.outs, "heap")
	r, err := SS(c.p, analysis.Config{Entry: c.spec.Entry, Resource: "heap", Assume: c.spec.Assume(), MaxStates: 200000, Timeout: ssGenTimeout})
	var le *analysis.LimitError
	if errors.As(err, &le) {
		t.Logf("seed %d: ss heap: %v", c.seed, err)
		st.add(func(st *ssGenStats) { st.heapLimit = append(st.heapLimit, c.seed) })
		return
	}
	if err != nil {
		c.fail("ss heap: %v", err)
	}
	t.Logf("seed %d heap oracle %d (args %v nondet %s) ss %s states %d", c.seed, want, at.ArgList(), at.NondetText(), r.Bound, r.States)
	switch r.Bound.Cmp(big.NewInt(want)) {
	case -1:
		t.Errorf("seed %d: ss: UNSOUND: heap bound %s below the oracle's peak %d (args %v nondet %s)\nreproduce: GEN_SEEDS=%d go test ./unroll -run TestSSGenerated -v\n--- generated program ---\n%s",
			c.seed, r.Bound, want, at.ArgList(), at.NondetText(), c.seed, c.prog.Source)
	case 0:
		st.add(func(st *ssGenStats) { st.heapEqual++ })
	default:
		st.add(func(st *ssGenStats) { st.heapAbove = append(st.heapAbove, c.seed) })
	}
}
