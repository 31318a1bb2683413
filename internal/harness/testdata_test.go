package harness_test

import (
	"bytes"
	"errors"
	"fmt"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"wcet/frontend"
	"wcet/internal/harness"
	"wcet/internal/native"
	"wcet/lowlevel"
	"wcet/lowlevel/instrument"
	"wcet/ts"
	"wcet/ts/interp"
)

// The testdata programs are the project's shared ground truth: these tests
// check that their .ll files are fresh, recompute every WANT with the
// concrete oracle, and require the three oracle legs to agree.

const testdataDir = "../../testdata"

func programs(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(testdataDir, "*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata programs: %v", err)
	}
	sort.Strings(files)
	return files
}

// externCost prices external calls in the legs' runs (any fixed value: the
// legs must agree on it).
var externCost = int64(7)

func lowOpts() lowlevel.Options {
	n := externCost
	return lowlevel.Options{ExternCost: &n}
}

// TestTestdataFresh fails when a committed .ll differs from what the
// pipeline makes of its .c (run `make testdata`).
func TestTestdataFresh(t *testing.T) {
	for _, f := range programs(t) {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			want, err := frontend.CompileC(f, frontend.Options{})
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(strings.TrimSuffix(f, ".c") + ".ll")
			if err != nil {
				t.Fatalf("%v (run `make testdata`)", err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s.ll is stale: run `make testdata`", strings.TrimSuffix(filepath.Base(f), ".c"))
			}
		})
	}
}

// interpRunner returns a harness.RunFunc over the ts interpreter.
func interpRunner(p *ts.Program, entry string) harness.RunFunc {
	return func(args map[string]*big.Int, choose harness.Chooser) (map[string]int64, error) {
		cfg := interp.Config{Entry: entry, Args: map[string]interp.ArgVal{}}
		for k, v := range args {
			cfg.Args[k] = interp.ArgVal{Scalar: v}
		}
		cfg.Choose = choose
		res, err := interp.Run(p, cfg)
		if err != nil {
			return nil, err
		}
		costs := map[string]int64{"cycles": res.Costs["cycles"], "heap": res.Costs["heap"]}
		if res.Blocked != nil {
			costs["blocked"] = 1
		}
		return costs, nil
	}
}

func load(t *testing.T, f string, spec *harness.Spec, o2 bool, cost string, cflags ...string) *ts.Program {
	t.Helper()
	p, err := frontend.Load(f, frontend.Options{Entry: spec.Entry, O2: o2, CFlags: cflags})
	if err != nil {
		t.Fatal(err)
	}
	m, err := lowlevel.Load(cost)
	if err != nil {
		t.Fatal(err)
	}
	if err := lowlevel.Apply(p, m, lowOpts()); err != nil {
		t.Fatal(err)
	}
	return p
}

// maxOf returns the largest value of res over outcomes, counting blocked
// runs only when assertions are ignored.
func maxOf(outs []harness.Outcome, res string, ignoreAssertions bool) int64 {
	best := int64(-1)
	for _, o := range outs {
		if o.Costs["blocked"] != 0 && !ignoreAssertions {
			continue
		}
		if v := o.Costs[res]; v > best {
			best = v
		}
	}
	return best
}

// TestWants recomputes every WANT bound with the interpreter over the
// inputs the enumeration rule asks for, at both pipelines for cost=none
// (annotation costs and heap do not depend on the optimization level) and
// at the default pipeline for the other cost models.
func TestWants(t *testing.T) {
	for _, f := range programs(t) {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			spec, err := harness.ParseSpec(f)
			if err != nil {
				t.Fatal(err)
			}
			if len(spec.Wants) == 0 {
				t.Fatal("no // WANT: line")
			}
			byCost := map[string][]harness.Want{}
			for _, w := range spec.Wants {
				byCost[w.Cost] = append(byCost[w.Cost], w)
			}
			for cost, wants := range byCost {
				pipes := []bool{false}
				if cost == "none" {
					pipes = append(pipes, true)
				}
				for _, o2 := range pipes {
					p := load(t, f, spec, o2, cost)
					outs, _, err := harness.Explore(spec, interpRunner(p, spec.Entry), 1)
					if err != nil {
						t.Fatalf("O2=%v cost=%s: %v", o2, cost, err)
					}
					for _, w := range wants {
						got := maxOf(outs, w.Resource, w.Assertions == "ignored")
						if got != w.Bound {
							t.Errorf("line %d (O2=%v): WANT cost=%s resource=%s bound=%d, but the oracle's worst case over %d runs is %d",
								w.Line, o2, w.Cost, w.Resource, w.Bound, len(outs), got)
						}
					}
				}
			}
		})
	}
}

// TestChecks checks the hand derivations of CHECK lines at small sizes by
// exhaustive enumeration.
func TestChecks(t *testing.T) {
	for _, f := range programs(t) {
		f := f
		spec, err := harness.ParseSpec(f)
		if err != nil {
			t.Fatal(err)
		}
		if len(spec.Checks) == 0 {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			for _, c := range spec.Checks {
				p := load(t, f, spec, false, c.Cost, c.CFlags...)
				outs, err := harness.ExploreAll(spec, interpRunner(p, spec.Entry))
				if err != nil {
					t.Fatalf("line %d: %v", c.Line, err)
				}
				if got := maxOf(outs, c.Resource, c.Assertions == "ignored"); got != c.Bound {
					t.Errorf("line %d: CHECK %v bound=%d, but the worst case over all %d runs is %d", c.Line, c.CFlags, c.Bound, len(outs), got)
				}
			}
		})
	}
}

// legCase is one input on which the three legs are compared.
type legCase struct {
	args   map[string]string
	nondet []int64
}

// pickCases chooses the inputs the legs are compared on: the worst case
// of each resource, the first and last explored, and a few in between.
func pickCases(outs []harness.Outcome, n int) []legCase {
	idx := map[int]bool{0: true, len(outs) - 1: true}
	for _, res := range []string{"cycles", "heap"} {
		best := 0
		for i, o := range outs {
			if o.Costs[res] > outs[best].Costs[res] {
				best = i
			}
		}
		idx[best] = true
	}
	for k := 1; len(idx) < n && k < len(outs); k++ {
		idx[k*len(outs)/n] = true
	}
	var keys []int
	for i := range idx {
		keys = append(keys, i)
	}
	sort.Ints(keys)
	var cs []legCase
	for _, i := range keys {
		c := legCase{args: map[string]string{}}
		for k, v := range outs[i].Case.Args {
			c.args[k] = v.String()
		}
		for _, v := range outs[i].Case.Nondet {
			c.nondet = append(c.nondet, v.Int64())
		}
		cs = append(cs, c)
	}
	return cs
}

var lineRE = regexp.MustCompile(`wcet: cycles=(-?\d+) heap=(-?\d+)( blocked=1)?`)

// runLli runs instrumented IR under lli-14.
func runLli(t *testing.T, ll string, c legCase) (cycles, heap int64, blocked bool) {
	t.Helper()
	return runCounted(t, exec.Command("lli-14", ll), c)
}

// runCounted runs an instrumented program (lli-14 on IR, or a native
// build of it) on case c and reads its cost line.
func runCounted(t *testing.T, cmd *exec.Cmd, c legCase) (cycles, heap int64, blocked bool) {
	t.Helper()
	var args []string
	for k, v := range c.args {
		args = append(args, k+"="+v)
	}
	sort.Strings(args)
	cmd.Env = append(os.Environ(), "WCET_NONDET="+native.FormatNondet(c.nondet), "WCET_ARGS="+strings.Join(args, ","))
	out, err := cmd.CombinedOutput()
	m := lineRE.FindSubmatch(out)
	if m == nil {
		t.Fatalf("%s printed no cost line (err %v): %s", filepath.Base(cmd.Path), err, out)
	}
	cycles, _ = strconv.ParseInt(string(m[1]), 10, 64)
	heap, _ = strconv.ParseInt(string(m[2]), 10, 64)
	return cycles, heap, len(m[3]) > 0
}

var cost3 = []string{"none", "unit", "insn"}

// TestThreeLegs runs the interpreter, the instrumented IR under lli-14 and
// (for --cost none) the native build on the same inputs, at both
// pipelines, and requires identical costs.
func TestThreeLegs(t *testing.T) {
	if _, err := exec.LookPath("lli-14"); err != nil {
		t.Fatal("lli-14 is not installed (make deps)")
	}
	for _, f := range programs(t) {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			spec, err := harness.ParseSpec(f)
			if err != nil {
				t.Fatal(err)
			}
			for _, o2 := range []bool{false, true} {
				name := map[bool]string{false: "default", true: "O2"}[o2]
				pNone := load(t, f, spec, o2, "none")
				outs, _, err := harness.Explore(spec, interpRunner(pNone, spec.Entry), 2)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				cases := pickCases(outs, 6)
				ll, err := frontend.CompileC(f, frontend.Options{O2: o2})
				if err != nil {
					t.Fatal(err)
				}
				exe, nerr := native.Build(f, native.Options{Entry: spec.Entry, O2: o2, Include: os.Getenv("WCET_INCLUDE")})
				if nerr != nil && !errors.Is(nerr, native.ErrUnsupported) {
					t.Fatalf("%s: native build: %v", name, nerr)
				}
				for _, cost := range cost3 {
					p := pNone
					if cost != "none" {
						p = load(t, f, spec, o2, cost)
					}
					m, _ := lowlevel.Load(cost)
					inst, err := instrument.Instrument(ll, spec.Entry, m, lowOpts())
					if err != nil {
						t.Fatalf("%s cost=%s: instrument: %v", name, cost, err)
					}
					out := filepath.Join(t.TempDir(), "inst.ll")
					if err := os.WriteFile(out, inst, 0o644); err != nil {
						t.Fatal(err)
					}
					for _, c := range cases {
						args := map[string]*big.Int{}
						for k, v := range c.args {
							n, _ := new(big.Int).SetString(v, 10)
							args[k] = n
						}
						k := 0
						costs, err := interpRunner(p, spec.Entry)(args, func(lo, hi *big.Int, bits int) *big.Int {
							if k >= len(c.nondet) {
								return big.NewInt(0)
							}
							k++
							return big.NewInt(c.nondet[k-1])
						})
						if err != nil {
							t.Fatalf("%s cost=%s %v: interpreter: %v", name, cost, c, err)
						}
						cy, hp, bl := runLli(t, out, c)
						desc := fmt.Sprintf("%s cost=%s args=%v nondet=%s", name, cost, c.args, native.FormatNondet(c.nondet))
						if cy != costs["cycles"] || hp != costs["heap"] || bl != (costs["blocked"] != 0) {
							t.Errorf("%s: interpreter cycles=%d heap=%d blocked=%v, lli-14 cycles=%d heap=%d blocked=%v",
								desc, costs["cycles"], costs["heap"], costs["blocked"] != 0, cy, hp, bl)
						}
						if cost == "none" && nerr == nil {
							r, err := native.RunExe(exe, c.args, c.nondet)
							if err != nil {
								t.Fatalf("%s: native: %v", desc, err)
							}
							if r.Cycles != costs["cycles"] || r.Heap != costs["heap"] {
								t.Errorf("%s: interpreter cycles=%d heap=%d, native cycles=%d heap=%d", desc, costs["cycles"], costs["heap"], r.Cycles, r.Heap)
							}
						}
					}
				}
			}
		})
	}
}
