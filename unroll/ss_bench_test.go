package unroll

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// The scaling of ss and ia with the size parameter N of the Chapter 3
// programs (BENCHMARKS.md; thesis Table 3.2): ss's states should grow about
// linearly in N, ia's quadratically on bubblesort.
//
//	go test -run '^$' -bench 'SS|IA' ./unroll
//	SS_SCALING=1 go test -run TestSSScaling -v ./unroll

// ssSizes are the sizes of the ss benchmarks; iaSizes those of ia, capped
// because ia is quadratic.
var (
	ssSizes = []int{25, 50, 100, 200, 400}
	iaSizes = []int{25, 50, 100}
)

type methodFunc func(*ts.Program, analysis.Config) (*analysis.Result, error)

// loadSized loads testdata/name.c compiled with -DN=n (cost model none).
func loadSized(tb testing.TB, name string, n int) (*ts.Program, *harness.Spec) {
	tb.Helper()
	f := "../testdata/" + name + ".c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		tb.Fatal(err)
	}
	return loadFor(tb, f, spec, "none", "-DN="+strconv.Itoa(n)), spec
}

func benchSized(b *testing.B, name string, method methodFunc, sizes []int) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("N=%d", n), func(b *testing.B) {
			p, spec := loadSized(b, name, n)
			cfg := analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 10_000_000, Timeout: 10 * time.Minute}
			var states int64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, err := method(p, cfg)
				var le *analysis.LimitError
				if errors.As(err, &le) {
					b.Skipf("N=%d: %v", n, err)
				}
				if err != nil {
					b.Fatal(err)
				}
				states = res.States
			}
			b.ReportMetric(float64(states), "states")
		})
	}
}

func BenchmarkSSBubblesort(b *testing.B) { benchSized(b, "bubblesort", SS, ssSizes) }
func BenchmarkSSInsertsort(b *testing.B) { benchSized(b, "insertsort", SS, ssSizes) }
func BenchmarkIABubblesort(b *testing.B) { benchSized(b, "bubblesort", IA, iaSizes) }
func BenchmarkIAInsertsort(b *testing.B) { benchSized(b, "insertsort", IA, iaSizes) }

// TestSSScaling prints, for n = 25, 50, 100, 200, the states and time of ss
// and ia on the programs sized by N, and the ratio states(n)/states(n/2):
// the "superlinear" criterion (ss at most 2.2x from n to 2n; ia at
// least 5x the states of ss at n = 100). It only reports (no wall-clock
// assertion, DESIGN "Testing"); SS_SCALING=1 runs it. SS_SCALING_TIMEOUT
// (default 5m) bounds one run; SS_SCALING_ONLY=a,b restricts the programs.
func TestSSScaling(t *testing.T) {
	if os.Getenv("SS_SCALING") != "1" {
		t.Skip("SS_SCALING=1 not set")
	}
	timeout := 5 * time.Minute
	if v := os.Getenv("SS_SCALING_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatal(err)
		}
		timeout = d
	}
	programs := []string{"bubblesort", "insertsort", "two_shapes", "non_deter"}
	if v := os.Getenv("SS_SCALING_ONLY"); v != "" {
		programs = strings.Split(v, ",")
	}
	sizes := []int{25, 50, 100, 200}
	var sb strings.Builder
	fmt.Fprintf(&sb, "\n%-11s %5s | %8s %9s %7s %8s | %8s %9s %7s %8s | %6s\n",
		"program", "N", "SS st", "SS time", "x(2n)", "SS bnd", "IA st", "IA time", "x(2n)", "IA bnd", "IA/SS")
	for _, name := range programs {
		prev := map[string]int64{}
		iaDead := false // ia hit a limit at a smaller n: larger ones are skipped
		for _, n := range sizes {
			p, spec := loadSized(t, name, n)
			cfg := analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 10_000_000, Timeout: timeout}
			cells := map[string][4]string{}
			states := map[string]int64{}
			for _, m := range []struct {
				name string
				run  methodFunc
			}{{"ss", SS}, {"ia", IA}} {
				if m.name == "ia" && iaDead {
					cells[m.name] = [4]string{"skip", "-", "-", "-"}
					continue
				}
				start := time.Now()
				res, err := m.run(p, cfg)
				el := time.Since(start)
				if err != nil {
					var le *analysis.LimitError
					what := "error"
					if errors.As(err, &le) {
						what = "limit"
						if m.name == "ia" {
							iaDead = true
						}
					} else {
						t.Errorf("%s N=%d %s: %v", name, n, m.name, err)
					}
					cells[m.name] = [4]string{what, el.Round(time.Millisecond).String(), "-", "-"}
					delete(prev, m.name)
					continue
				}
				ratio := "-"
				if pv, ok := prev[m.name]; ok && pv > 0 {
					ratio = fmt.Sprintf("%.2f", float64(res.States)/float64(pv))
				}
				prev[m.name] = res.States
				states[m.name] = res.States
				cells[m.name] = [4]string{strconv.FormatInt(res.States, 10), el.Round(time.Millisecond).String(), ratio, res.Bound.String()}
			}
			iaSS := "-"
			if states["ss"] > 0 && states["ia"] > 0 {
				iaSS = fmt.Sprintf("%.2f", float64(states["ia"])/float64(states["ss"]))
			}
			ss, ia := cells["ss"], cells["ia"]
			fmt.Fprintf(&sb, "%-11s %5d | %8s %9s %7s %8s | %8s %9s %7s %8s | %6s\n",
				name, n, ss[0], ss[1], ss[2], ss[3], ia[0], ia[1], ia[2], ia[3], iaSS)
			t.Logf("%s N=%d: ss %s states %s, ia %s states %s", name, n, ss[0], ss[1], ia[0], ia[1])
		}
	}
	t.Log(sb.String())
}

// benchRow runs ss on the Chapter 3 row testdata/name.c as `wcet bench`
// does (cost model none, the file's ENTRY and INPUTS), reporting states
// and the bound; the figure to compare is ns/op, measured back to back
// against a base build (the machine may be shared):
//
//	go test -run '^$' -bench 'SSRow' -benchtime 3x ./unroll
func benchRow(b *testing.B, name string) {
	f := "../testdata/" + name + ".c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		b.Fatal(err)
	}
	p := loadFor(b, f, spec, "none")
	cfg := analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 10_000_000, Timeout: 10 * time.Minute}
	var res *analysis.Result
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if res, err = SS(p, cfg); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.States), "states")
	b.ReportMetric(float64(res.Bound.Int64()), "bound")
}

func BenchmarkSSRowTcas(b *testing.B)   { benchRow(b, "tcas") }
func BenchmarkSSRowFir(b *testing.B)    { benchRow(b, "fir") }
func BenchmarkSSRowExpint(b *testing.B) { benchRow(b, "expint") }
func BenchmarkSSRowUd(b *testing.B)     { benchRow(b, "ud") }
func BenchmarkSSRowNsichneuHalf(b *testing.B) {
	benchRow(b, "nsichneu_half")
}
