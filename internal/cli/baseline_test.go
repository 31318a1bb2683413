package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"wcet/internal/gen"
	"wcet/internal/harness"
)

// TestBaseline records what every method says on every testdata program
// and on a fixed set of generated programs, one TSV line per run: program,
// method, cost, flags, status, bound, exact, states, reuses, merges,
// infeasible, lossy, sampled runs (the first error line when there is
// one). It runs only when WCET_BASELINE_OUT names the file to write
// (WCET_BASELINE_JOBS runs, default 2, at a time; WCET_BASELINE_ONLY, a
// regular expression, keeps the programs whose name matches); a refactoring that
// must change no result records the file before and after and diffs the
// two (`scripts/baseline-diff.sh`). Runs stopped by the time limit are
// recorded as "timeout" without numbers, since where they stop depends on
// the machine's load.
func TestBaseline(t *testing.T) {
	out := os.Getenv("WCET_BASELINE_OUT")
	if out == "" {
		t.Skip("WCET_BASELINE_OUT not set")
	}
	jobs := 2
	if s := os.Getenv("WCET_BASELINE_JOBS"); s != "" {
		jobs, _ = strconv.Atoi(s)
	}
	type run struct {
		name string
		args []string
	}
	var runs []run
	methods := []string{"ss", "ia", "enum", "ipet"}
	add := func(name string, base []string, costs []string) {
		for _, m := range methods {
			for _, c := range costs {
				args := append([]string{"analyze", "--format", "json", "--deterministic", "--quiet", "--timeout", "30s", "--method", m, "--cost", c}, base...)
				runs = append(runs, run{name, args})
			}
		}
	}

	// testdata: each cost model a WANT line names (none when there is no
	// WANT), with and without assertions when a WANT ignores them.
	files, _ := filepath.Glob("../../testdata/*.c")
	sort.Strings(files)
	for _, f := range files {
		spec, err := harness.ParseSpec(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		base := []string{f}
		if spec.Entry != "" {
			base = append(base, "--entry", spec.Entry)
		}
		for _, a := range spec.Assume() {
			base = append(base, "--assume", a)
		}
		costs := map[string]bool{}
		ignore := false
		for _, w := range spec.Wants {
			costs[w.Cost] = true
			ignore = ignore || w.Assertions == "ignored"
		}
		if len(costs) == 0 {
			costs["none"] = true
		}
		var cs []string
		for c := range costs {
			cs = append(cs, c)
		}
		sort.Strings(cs)
		add(filepath.Base(f), base, cs)
		if ignore {
			add(filepath.Base(f)+"/ignore-assertions", append(base, "--ignore-assertions"), cs)
		}
	}

	// Generated programs: the plain, memory, assertion and O2-pragma
	// families of the test suite, written next to the output file (the
	// same path in every run, so that messages naming it compare equal).
	dir := out + ".gen"
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	families := []struct {
		name  string
		n     int
		o     gen.Options
		extra []string
	}{
		{"gen", 60, gen.Options{}, nil},
		{"heap", 20, gen.Options{Heap: true}, nil},
		{"assert", 30, gen.Options{Assertions: true}, nil},
		{"mem", 60, gen.Options{Memory: true, Entry: "main"}, nil},
		{"memO2", 30, gen.Options{Memory: true, Pragmas: true, Entry: "main"}, []string{"--opt", "O2"}},
	}
	for _, fam := range families {
		for s := int64(1); s <= int64(fam.n); s++ {
			p := gen.Program(s, fam.o)
			f := filepath.Join(dir, fmt.Sprintf("%s%d.c", fam.name, s))
			if err := os.WriteFile(f, []byte(p.Source), 0o644); err != nil {
				t.Fatal(err)
			}
			spec, err := harness.ParseSpec(f)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			base := append([]string{f}, fam.extra...)
			if spec.Entry != "" {
				base = append(base, "--entry", spec.Entry)
			}
			for _, a := range spec.Assume() {
				base = append(base, "--assume", a)
			}
			add(filepath.Base(f), base, []string{"none", "insn"})
		}
	}

	if re := os.Getenv("WCET_BASELINE_ONLY"); re != "" {
		only, err := regexp.Compile(re)
		if err != nil {
			t.Fatalf("WCET_BASELINE_ONLY: %v", err)
		}
		var kept []run
		for _, r := range runs {
			if only.MatchString(r.name) {
				kept = append(kept, r)
			}
		}
		runs = kept
	}
	lines := make([]string, len(runs))
	var wg sync.WaitGroup
	next := make(chan int)
	for w := 0; w < jobs; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				lines[i] = baselineLine(runs[i].name, runs[i].args)
			}
		}()
	}
	for i := range runs {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := os.WriteFile(out, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d runs written to %s", len(runs), out)
}

// baselineLine runs one analysis through Main and formats its TSV line.
func baselineLine(name string, args []string) string {
	var stdout, stderr bytes.Buffer
	code := Main(args, &stdout, &stderr)
	var flags []string
	for i := 0; i < len(args); i++ {
		switch args[i] {
		case "--method", "--cost":
			i++
		case "--opt", "--entry":
			flags = append(flags, args[i]+"="+args[i+1])
			i++
		case "--ignore-assertions":
			flags = append(flags, args[i])
		}
	}
	method, cost := flagValue(args, "--method"), flagValue(args, "--cost")
	head := fmt.Sprintf("%s\t%s\t%s\t%s", name, method, cost, strings.Join(flags, " "))
	var r struct {
		Status string
		Bound  *json.Number
		Exact  bool
		Stats  struct {
			States, Reuses, Merges, Infeasible, Lossy int64
			SampledRuns                               int64 `json:"sampled_runs"`
		}
		Errors []struct {
			Kind    string
			Message string
		}
	}
	if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
		msg := strings.TrimSpace(stderr.String())
		if i := strings.IndexByte(msg, '\n'); i >= 0 {
			msg = msg[:i]
		}
		return fmt.Sprintf("%s\texit=%d\t%s", head, code, msg)
	}
	for _, e := range r.Errors {
		if e.Kind == "timeout" || strings.Contains(e.Message, "time limit") || strings.Contains(e.Message, "timeout") {
			return fmt.Sprintf("%s\ttimeout", head)
		}
	}
	bound := "-"
	if r.Bound != nil {
		bound = r.Bound.String()
	}
	line := fmt.Sprintf("%s\texit=%d\t%s\t%s\texact=%v\tstates=%d\treuses=%d\tmerges=%d\tinfeasible=%d\tlossy=%d\tsampled=%d",
		head, code, r.Status, bound, r.Exact, r.Stats.States, r.Stats.Reuses, r.Stats.Merges, r.Stats.Infeasible, r.Stats.Lossy, r.Stats.SampledRuns)
	if len(r.Errors) > 0 {
		line += "\t" + r.Errors[0].Kind + ": " + r.Errors[0].Message
	}
	return line
}

func flagValue(args []string, name string) string {
	for i := 0; i+1 < len(args); i++ {
		if args[i] == name {
			return args[i+1]
		}
	}
	return ""
}
