package native

import (
	"errors"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// contract is what a testdata program's header comments say (DESIGN.md,
// "Testing"): entry, input ranges, WANT lines, the hand-derived worst case.
type contract struct {
	file   string
	entry  string
	inputs []inputRange
	wants  []want
	worst  *worstCase
}

type inputRange struct {
	name   string
	lo, hi int64
}

type want struct {
	cost, resource string
	bound          int64
	ignored        bool // assertions=ignored
}

type worstCase struct {
	args   map[string]string
	nondet []int64
}

var inputRE = regexp.MustCompile(`^\s*([A-Za-z_][A-Za-z0-9_]*)\s+in\s+(-?\d+)\s*\.\.\s*(-?\d+)\s*$`)

func parseContract(file string) (*contract, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	c := &contract{file: file, entry: "main"}
	for i, line := range strings.Split(string(text), "\n") {
		pos := fmt.Sprintf("%s:%d", filepath.Base(file), i+1)
		key, rest, ok := strings.Cut(line, ":")
		if !ok || !strings.HasPrefix(key, "// ") {
			continue
		}
		rest = strings.TrimSpace(rest)
		switch strings.TrimPrefix(key, "// ") {
		case "ENTRY":
			c.entry = rest
		case "INPUTS":
			for _, part := range strings.Split(rest, ",") {
				m := inputRE.FindStringSubmatch(part)
				if m == nil {
					return nil, fmt.Errorf("%s: bad INPUTS %q", pos, part)
				}
				lo, _ := strconv.ParseInt(m[2], 10, 64)
				hi, _ := strconv.ParseInt(m[3], 10, 64)
				if lo > hi {
					return nil, fmt.Errorf("%s: empty range %q", pos, part)
				}
				c.inputs = append(c.inputs, inputRange{m[1], lo, hi})
			}
		case "WANT":
			w := want{}
			for _, f := range strings.Fields(rest) {
				k, v, _ := strings.Cut(f, "=")
				switch k {
				case "cost":
					w.cost = v
				case "resource":
					w.resource = v
				case "bound":
					w.bound, err = strconv.ParseInt(v, 10, 64)
					if err != nil {
						return nil, fmt.Errorf("%s: bad bound %q", pos, v)
					}
				case "assertions":
					w.ignored = v == "ignored"
				case "exact":
				default:
					return nil, fmt.Errorf("%s: unknown WANT field %q", pos, k)
				}
			}
			c.wants = append(c.wants, w)
		case "WORST":
			wc := &worstCase{args: map[string]string{}}
			for _, f := range strings.Fields(rest) {
				k, v, ok := strings.Cut(f, "=")
				if !ok {
					return nil, fmt.Errorf("%s: bad WORST field %q", pos, f)
				}
				if k != "nondet" {
					wc.args[k] = v
					continue
				}
				nd, err := parseNondet(v)
				if err != nil {
					return nil, fmt.Errorf("%s: %v", pos, err)
				}
				wc.nondet = nd
			}
			c.worst = wc
		}
	}
	return c, nil
}

func parseNondet(s string) ([]int64, error) {
	var out []int64
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	for _, p := range strings.Split(s, ",") {
		v, k := p, "1"
		if a, b, ok := strings.Cut(p, "*"); ok {
			v, k = a, b
		}
		x, err := strconv.ParseInt(v, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("bad nondet value %q", p)
		}
		n, err := strconv.Atoi(k)
		if err != nil || n < 0 {
			return nil, fmt.Errorf("bad nondet repetition %q", p)
		}
		for i := 0; i < n; i++ {
			out = append(out, x)
		}
	}
	return out, nil
}

// cycleWant and heapWant return the bound the native leg must reach
// (assertions are ignored natively), and whether there is one.
func (c *contract) bound(resource string) (int64, bool) {
	var plain, ign *want
	for i := range c.wants {
		w := &c.wants[i]
		if w.cost != "none" || w.resource != resource {
			continue
		}
		if w.ignored {
			ign = w
		} else {
			plain = w
		}
	}
	if ign != nil {
		return ign.bound, true
	}
	if plain != nil {
		return plain.bound, true
	}
	return 0, false
}

// inputSpace returns every assignment of the inputs, or nil if there are
// more than limit.
func (c *contract) inputSpace(limit int) []map[string]string {
	total := 1
	for _, in := range c.inputs {
		total *= int(in.hi - in.lo + 1)
		if total > limit {
			return nil
		}
	}
	out := []map[string]string{{}}
	for _, in := range c.inputs {
		var next []map[string]string
		for _, m := range out {
			for v := in.lo; v <= in.hi; v++ {
				m2 := map[string]string{}
				for k, x := range m {
					m2[k] = x
				}
				m2[in.name] = strconv.FormatInt(v, 10)
				next = append(next, m2)
			}
		}
		out = next
	}
	return out
}

type runOutcome struct {
	args   map[string]string
	nondet []int64
	res    *Result
}

func value(r *Result, resource string) int64 {
	if resource == "heap" {
		return r.Heap
	}
	return r.Cycles
}

func testdataDir(t *testing.T) string {
	d, err := filepath.Abs(filepath.Join("..", "..", "testdata"))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestTestdataWant checks every cost=none WANT of testdata/*.c against
// native runs: the maximum over all inputs and nondet sequences when they
// can be enumerated (in -short mode only up to a small budget), else the
// WORST line must reach the bound exactly and seeded random runs must stay
// within it. The WORST run is repeated with -O2.
func TestTestdataWant(t *testing.T) {
	files, err := filepath.Glob(filepath.Join(testdataDir(t), "*.c"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata programs: %v", err)
	}
	if only := os.Getenv("WCET_NATIVE_ONLY"); only != "" {
		var keep []string
		for _, f := range files {
			if regexp.MustCompile(only).MatchString(filepath.Base(f)) {
				keep = append(keep, f)
			}
		}
		files = keep
	}
	for _, f := range files {
		f := f
		t.Run(strings.TrimSuffix(filepath.Base(f), ".c"), func(t *testing.T) {
			t.Parallel()
			checkProgram(t, f)
		})
	}
}

// ubsanFlags turns on clang's undefined-behaviour sanitizer when
// WCET_NATIVE_UBSAN is set: testdata programs must have no undefined
// behaviour on any input in their INPUTS.
func ubsanFlags() []string {
	if os.Getenv("WCET_NATIVE_UBSAN") == "" {
		return nil
	}
	return []string{"-fsanitize=undefined", "-fsanitize-trap=undefined"}
}

func checkProgram(t *testing.T, file string) {
	c, err := parseContract(file)
	if err != nil {
		t.Fatal(err)
	}
	var resources []string
	for _, r := range []string{"cycles", "heap"} {
		if _, ok := c.bound(r); ok {
			resources = append(resources, r)
		}
	}
	if len(resources) == 0 {
		t.Fatalf("no cost=none WANT line")
	}
	exe, err := Build(file, Options{Entry: c.entry, CFlags: ubsanFlags()})
	if errors.Is(err, ErrUnsupported) {
		t.Skipf("native leg does not apply: %v", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	budget := 1100
	if testing.Short() {
		budget = 200
	}
	exhaustive := false
	var outcomes []runOutcome
	if space := c.inputSpace(budget); space != nil {
		exhaustive = true
		for _, args := range space {
			outs, ok, err := Enumerate(exe, args, budget)
			if err != nil {
				t.Fatal(err)
			}
			budget -= len(outs)
			for _, o := range outs {
				o := o
				outcomes = append(outcomes, runOutcome{args, o.Nondet, &o.Result})
			}
			if !ok {
				exhaustive = false
				break
			}
		}
		if exhaustive && len(outcomes) > 1024 {
			if c.worst == nil {
				t.Errorf("%d input/nondet combinations (> 1024) but no WORST line", len(outcomes))
			}
		}
	}
	if !exhaustive && c.worst == nil {
		if c.inputSpace(1024) == nil || budget <= 0 {
			t.Fatalf("space not enumerable and no WORST line")
		}
	}
	worstArgs := map[string]string{}
	var worstND []int64
	if c.worst != nil {
		worstArgs, worstND = c.worst.args, c.worst.nondet
	}
	for _, r := range resources {
		want, _ := c.bound(r)
		if exhaustive {
			var best *runOutcome
			for i := range outcomes {
				if best == nil || value(outcomes[i].res, r) > value(best.res, r) {
					best = &outcomes[i]
				}
			}
			if got := value(best.res, r); got != want {
				t.Errorf("%s: exhaustive maximum over %d runs is %d (args %v nondet %s), WANT bound=%d",
					r, len(outcomes), got, best.args, FormatNondet(best.nondet), want)
			}
			if c.worst == nil && r == resources[0] {
				worstArgs, worstND = best.args, best.nondet
			}
		}
		if c.worst != nil {
			res, err := RunExe(exe, worstArgs, worstND)
			if err != nil {
				t.Fatalf("WORST run: %v", err)
			}
			if got := value(res, r); got != want {
				t.Errorf("%s: WORST run (args %v nondet %s) costs %d, WANT bound=%d", r, worstArgs, FormatNondet(worstND), got, want)
			}
		}
	}
	if !exhaustive {
		rng := rand.New(rand.NewSource(1))
		n := 40
		if testing.Short() {
			n = 10
		}
		for i := 0; i < n; i++ {
			args := map[string]string{}
			for _, in := range c.inputs {
				args[in.name] = strconv.FormatInt(in.lo+rng.Int63n(in.hi-in.lo+1), 10)
			}
			res, err := RunExeSeed(exe, args, nil, int64(i+1))
			if err != nil {
				t.Fatalf("random run %d (args %v): %v", i, args, err)
			}
			for _, r := range resources {
				want, _ := c.bound(r)
				if got := value(res, r); got > want {
					t.Errorf("%s: random run %d (args %v, seed %d) costs %d > WANT bound=%d", r, i, args, i+1, got, want)
				}
			}
		}
	}
	// The O2 pipeline must not change the worst run's cost.
	exe2, err := Build(file, Options{Entry: c.entry, O2: true, CFlags: ubsanFlags()})
	if err != nil {
		t.Fatal(err)
	}
	if c.worst != nil || exhaustive {
		r1, err1 := RunExe(exe, worstArgs, worstND)
		r2, err2 := RunExe(exe2, worstArgs, worstND)
		if err1 != nil || err2 != nil {
			t.Fatalf("O1/O2 worst runs: %v / %v", err1, err2)
		}
		if *r1 != *r2 {
			t.Errorf("O2 build costs %+v on the worst run, O1 build %+v", *r2, *r1)
		}
	}
}

// The committed nsichneu programs are what their generator prints.
func TestNsichneuGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the generator")
	}
	goTool := filepath.Join(runtime.GOROOT(), "bin", "go")
	for file, size := range map[string]string{"nsichneu_half.c": "half", "nsichneu.c": "full"} {
		cmd := exec.Command(goTool, "run", "./testdata/gen/nsichneu", "-seed", "1", "-size", size)
		cmd.Dir = filepath.Dir(testdataDir(t))
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("generator: %v", err)
		}
		have, err := os.ReadFile(filepath.Join(testdataDir(t), file))
		if err != nil {
			t.Fatal(err)
		}
		if string(have) != string(out) {
			t.Errorf("testdata/%s is stale: regenerate it as testdata/gen/README.md says", file)
		}
	}
}
