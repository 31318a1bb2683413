package driver

import (
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"sort"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/harness"
	"wcet/reports"
)

// runSpec runs the driver on a testdata program with its first WANT of
// the default pipeline (assertions judged), under method, timeout and
// maxStates; nil spec when the program has no such WANT or expects an
// error.
func runSpec(t *testing.T, file, method string, timeout time.Duration, maxStates int64) (*harness.Spec, *harness.Want, *Outcome, error) {
	t.Helper()
	spec, err := harness.ParseSpec(file)
	if err != nil {
		t.Fatal(err)
	}
	if spec.Error != "" || len(spec.Wants) == 0 {
		return nil, nil, nil, nil
	}
	var w *harness.Want
	for i := range spec.Wants {
		if spec.Wants[i].Assertions == "" {
			w = &spec.Wants[i]
			break
		}
	}
	if w == nil {
		return nil, nil, nil, nil
	}
	o := Options{File: file, Load: LoadOptions{Cost: w.Cost, Frontend: frontend.Options{Entry: spec.Entry}}, Method: method,
		Config: analysis.Config{Entry: spec.Entry, Resource: w.Resource, Assume: spec.Assume(), MaxStates: maxStates, Timeout: timeout}}
	out, err := Run(o, &reports.Report{})
	return spec, w, out, err
}

// TestSmallBudget is issue 18's done-when line: with --timeout 5s
// --max-states 2000 every testdata program gives a sound bound (at least
// its WANT bound where that is exact: the true worst case) or the error
// that names the loops without a bound, never kind unbounded-loop for a
// loop with a known bound (stopped turns such a stop into kind timeout)
// and never another error; and it ends within the budget plus a generous
// margin. Under -short a fixed subset (every fourth program); the whole
// set, tacle-kernel included, is scripts/small-budget.sh (run by hand).
func TestSmallBudget(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/*.c")
	sort.Strings(files)
	if testing.Short() {
		var sub []string
		for i := 0; i < len(files); i += 4 {
			sub = append(sub, files[i])
		}
		files = sub
	}
	for _, f := range files {
		start := time.Now()
		spec, w, out, err := runSpec(t, f, "ss", 5*time.Second, 2000)
		d := time.Since(start)
		if spec == nil {
			continue
		}
		name := filepath.Base(f)
		var ue *UnboundedError
		var se *StopError
		switch {
		case err == nil:
			b := out.Report.Bound
			if w.Exact && b.Cmp(big.NewInt(w.Bound)) < 0 {
				t.Errorf("%s: bound %s below the worst case %d", name, b, w.Bound)
			}
			t.Logf("%s: bound %s (want %d), anytime %v, %v", name, b, w.Bound, out.Report.Anytime != nil, d.Round(time.Millisecond))
		case errors.As(err, &ue):
			for _, l := range ue.Loops {
				if l.Loop.Bound != nil {
					t.Errorf("%s: the loop at %s has an annotation but is named unbounded", name, l.Loop.Pos)
				}
			}
			t.Logf("%s: %v (%v)", name, err, d.Round(time.Millisecond))
		case errors.As(err, &se):
			t.Logf("%s: %v (%v)", name, err, d.Round(time.Millisecond))
		default:
			t.Errorf("%s: %v; want a bound or the loops without one", name, err)
		}
		if d > 20*time.Second {
			t.Errorf("%s: %v for --timeout 5s", name, d)
		}
	}
}

// determinismPrograms are testdata programs with a sample, a witness
// search and both passes of SS. At --timeout 10s none of them reached a
// time share before either (the shares bit on heavier programs and
// smaller timeouts: unroll's TestSelfCheckCountsUnderLoad shows one
// that fails before the change); this is the whole pipeline's guard.
var determinismPrograms = []string{"bubblesort.c", "insertsort.c", "non_deter.c", "fir_assert.c"}

// TestDeterministicUnderLoad: the same program analysed twice, alone and
// on one core shared with three busy goroutines (a machine loaded four
// times over), gives the same bound, exactness, states, lossy events and
// sampled runs. --timeout is 60 s, far above what any phase needs, so
// only the time shares the budget replaced could tell the runs apart.
func TestDeterministicUnderLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("runs each program twice, once on a loaded core")
	}
	type got struct {
		bound                  string
		exact                  bool
		states, lossy, sampled int64
		warnings               int
	}
	summary := func(out *Outcome) got {
		r := out.Report
		return got{fmt.Sprint(r.Bound), r.Exact, r.Stats.States, r.Stats.Lossy, r.Stats.SampledRuns, len(r.Warnings)}
	}
	alone := map[string]got{}
	for _, name := range determinismPrograms {
		_, _, out, err := runSpec(t, "../../testdata/"+name, "ss", time.Minute, 0)
		if err != nil || out == nil {
			t.Fatalf("%s: %v", name, err)
		}
		alone[name] = summary(out)
	}
	harness.UnderLoad(func() {
		for _, name := range determinismPrograms {
			_, _, out, err := runSpec(t, "../../testdata/"+name, "ss", time.Minute, 0)
			if err != nil || out == nil {
				t.Errorf("%s under load: %v", name, err)
				continue
			}
			if g := summary(out); g != alone[name] {
				t.Errorf("%s: alone %+v, under load %+v", name, alone[name], g)
			} else {
				t.Logf("%s: %+v both times", name, g)
			}
		}
	})
}
