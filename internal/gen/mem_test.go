package gen_test

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/gen"
	"wcet/internal/harness"
	"wcet/ipet"
	"wcet/lowlevel"
	"wcet/ts"
	"wcet/ts/interp"
	"wcet/unroll"
)

// TestMemGenerated and TestMemGeneratedO2 are the differential soundness
// tests of issue 15 on the programs of gen.Options{Memory, Pragmas}: bytes,
// shorts and ints over the same memory, unions, partial memset/memcpy/
// memmove, struct copies of pointers initialised in a global initializer,
// strings written before strlen/strcmp, stores at variable indices read at
// constant ones, calloc'd memory written bytewise, and loop-bound pragmas in
// callees called with (nondet) trip counts that may exceed the pragma's max,
// and (every third seed) a table of pointers stored, read, written through
// and compared at constant and variable indices. Each program is compiled
// by the default pipeline (TestMemGenerated) or by --opt O2
// (TestMemGeneratedO2), with the cost model none (the costs are the
// WCET_COST annotations), and the oracle (harness.Explore over interp.Run of the
// same compiled program, exhaustive) gives the worst case over the runs that
// keep every pragma (a run that counts gen.ExceedCounter breaks one). Under
// ss, enum and ipet a program fails when
//   - the bound is below the oracle's worst case,
//   - the bound is claimed exact and differs from it,
//   - a loop-bound pragma is `proven` while some run exceeds its max,
//   - the method reports `violated` while no run exceeds any max.
//
// Refusals ("... is not supported", "memcpy of pointers in an
// initializer", ...) and limits are counted, with their messages, not
// failed. Each failure names the seed, the pipeline, the method, the
// numbers, the constructs and the likely cause (memCause); the program is
// kept in MEMGEN_KEEP (a directory) when that is set.
//
// Seeds: memGenN (default pipeline) and memGenO2N (O2) by default, a tenth
// of that under -short; MEMGEN_SEEDS="1-50" or "3,8" selects seeds for both.
func TestMemGenerated(t *testing.T) { memGenerated(t, false) }

// TestMemGeneratedO2: see TestMemGenerated.
func TestMemGeneratedO2(t *testing.T) { memGenerated(t, true) }

const (
	memGenN   = 170
	memGenO2N = 130
)

// memOptions are the generator options of a seed: every program has
// memory, one in two (the even seeds) has pragma'd callees. The entry is
// main: at another entry the analyzer takes the globals as unknown (DESIGN,
// "Entry state") while the oracle runs them from their initializers, so an
// exact bound over unknown memory would differ from the oracle's worst
// case without being wrong.
func memOptions(seed int64) gen.Options {
	return gen.Options{Memory: true, Pragmas: seed%2 == 0, PtrTables: seed%3 == 0, MaxStmts: 10, Entry: "main"}
}

type memStats struct {
	mu       sync.Mutex
	programs int
	notExh   []int64
	frontend map[string][]int64 // frontend refusals by message
	checked  map[string]int     // method: programs with a result compared
	fails    map[string][]int64 // "method cause": seeds
	refused  map[string][]int64 // "method: message": seeds
	limits   map[string][]int64 // method: seeds
	exceed   int                // programs where some run breaks a pragma
	cpu      time.Duration
}

func (st *memStats) add(f func()) {
	st.mu.Lock()
	f()
	st.mu.Unlock()
}

func memSeeds(t *testing.T, o2 bool) []int64 {
	n := int64(memGenN)
	if o2 {
		n = memGenO2N
	}
	if testing.Short() {
		n /= 10
	}
	spec := os.Getenv("MEMGEN_SEEDS")
	var out []int64
	if spec == "" {
		for s := int64(1); s <= n; s++ {
			out = append(out, s)
		}
		return out
	}
	out, err := gen.ParseSeeds(spec)
	if err != nil {
		t.Fatalf("MEMGEN_SEEDS: %v", err)
	}
	return out
}

func memGenerated(t *testing.T, o2 bool) {
	st := &memStats{frontend: map[string][]int64{}, checked: map[string]int{}, fails: map[string][]int64{}, refused: map[string][]int64{}, limits: map[string][]int64{}}
	lane := map[bool]string{false: "default", true: "O2"}[o2]
	t.Run("seeds", func(t *testing.T) {
		for _, s := range memSeeds(t, o2) {
			s := s
			t.Run(strconv.FormatInt(s, 10), func(t *testing.T) {
				t.Parallel()
				checkMem(t, s, o2, st)
			})
		}
	})
	st.mu.Lock()
	defer st.mu.Unlock()
	t.Logf("%s pipeline: %d programs, not exhaustive %d %v, some run breaks a pragma in %d", lane, st.programs, len(st.notExh), st.notExh, st.exceed)
	for _, l := range sortedKeys(st.frontend) {
		t.Logf("  frontend refuses %d: %s %v", len(st.frontend[l]), l, st.frontend[l])
	}
	for _, m := range []string{"ss", "enum", "ipet"} {
		nf := 0
		for k, v := range st.fails {
			if strings.HasPrefix(k, m+" ") {
				nf += len(v)
			}
		}
		t.Logf("  %s: compared %d, failed %d, limit %d %v", m, st.checked[m], nf, len(st.limits[m]), st.limits[m])
	}
	for _, k := range sortedKeys(st.fails) {
		t.Logf("  FAIL %-34s %3d %v", k, len(st.fails[k]), st.fails[k])
	}
	for _, k := range sortedKeys(st.refused) {
		t.Logf("  refused %-70s %3d %v", k, len(st.refused[k]), st.refused[k])
	}
}

func sortedKeys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// memRunner runs the interpreter and reports the cycles, the counts of the
// gen.ExceedCounter variables ("lbx0", ...) and their sum as "exceed".
func memRunner(p *ts.Program, entry string) harness.RunFunc {
	return func(args map[string]*big.Int, choose harness.Chooser) (map[string]int64, error) {
		cfg := interp.Config{Entry: entry, Args: map[string]interp.ArgVal{}, Choose: choose}
		for k, v := range args {
			cfg.Args[k] = interp.ArgVal{Scalar: v}
		}
		res, err := interp.Run(p, cfg)
		if err != nil {
			return nil, err
		}
		out := map[string]int64{"cycles": res.Costs["cycles"]}
		for k, v := range res.Counters {
			if strings.HasPrefix(k, gen.ExceedCounter) {
				out["exceed"] += v
				out[k] = v
			}
		}
		return out, nil
	}
}

var posRE = regexp.MustCompile(`[A-Za-z0-9_./-]*\.(c|ll):\d+(:\d+)?:? ?|%[0-9A-Za-z_.]+|@[0-9A-Za-z_.]+|\b\d+\b`)

// memMsg is an error message without its positions, names and numbers.
func memMsg(err error) string {
	s := posRE.ReplaceAllString(err.Error(), "")
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if len(s) > 70 {
		s = s[:70]
	}
	return strings.TrimSpace(s)
}

// memCause names the likely cause of a failure from the constructs of the
// program (a heuristic: MEMGEN_MINIMIZE=1 gives a small program for the
// real one): the annotation copies of --opt O2 when a pragma is involved at
// O2; a string function; mixed widths (bytes, shorts, unions, ints read
// from bytes) when present, since every minimized memory failure so far was
// one; else memcpy/memset/memmove; else a store at a variable index.
func memCause(prog gen.Prog, o2 bool, what string) string {
	has := map[string]bool{}
	for _, f := range prog.Features {
		has[f] = true
	}
	switch {
	case o2 && prog.LoopBounds > 0 && (what == "proven" || has["nondet trip count"]):
		return "O2 pragma copies"
	case what == "proven" || what == "violated":
		return "pragma verdict (default pipeline)"
	case has["strlen"] || has["strcmp"]:
		return "strlen"
	case has["byte store"] || has["short store"] || has["union"] || has["byte load"] || has["int from bytes"] || has["calloc bytes"]:
		return "mixed-width"
	case has["memcpy"] || has["memset"] || has["memmove"] || has["struct copy"]:
		return "memcpy"
	case has["variable-index store"]:
		return "variable-index store"
	}
	return "other"
}

// memEval is the check of one program under one pipeline.
type memEval struct {
	frontendErr error // the frontend refused the program
	notExh      bool  // the oracle could not enumerate every run
	worst       int64 // the oracle's worst case over the runs that keep every pragma
	kept, runs  int
	at          harness.Case
	anyExceed   bool
	methods     map[string]memOutcome
}

// memOutcome is one method's result: a failure (kind "below", "exact",
// "proven", "violated" and its message), a refusal, a limit, or none.
type memOutcome struct {
	kind, msg string
	refused   error
	limit     bool
}

var memMethods = []struct {
	name string
	run  func(*ts.Program, analysis.Config) (*analysis.Result, error)
}{{"ss", unroll.SS}, {"enum", unroll.Enum}, {"ipet", ipet.OverTable(unroll.SS)}}

// pragmaLines maps callee h of gen.Options.Pragmas to the source line of
// its _Pragma (the line after its WCET_COUNT(lbx<h>)).
func pragmaLines(src string) map[int]int {
	out := map[int]int{}
	lines := strings.Split(src, "\n")
	for i := 0; i+1 < len(lines); i++ {
		var h int
		if k := strings.Index(lines[i], "WCET_COUNT("+gen.ExceedCounter); k >= 0 && strings.Contains(lines[i+1], "_Pragma(\"loopbound") {
			if _, err := fmt.Sscanf(lines[i][k+len("WCET_COUNT("+gen.ExceedCounter):], "%d", &h); err == nil {
				out[h] = i + 2
			}
		}
	}
	return out
}

// evalMem writes src to file and checks it under the pipeline with the
// methods named in only (all when empty).
func evalMem(t *testing.T, file, src string, o2 bool, seed int64, only string) memEval {
	var ev memEval
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	spec, err := harness.ParseSpec(file)
	if err != nil {
		t.Fatalf("seed %d: header: %v", seed, err)
	}
	p, err := frontend.Load(file, frontend.Options{Entry: spec.Entry, O2: o2})
	if err != nil {
		ev.frontendErr = err
		return ev
	}
	m, _ := lowlevel.Load("none")
	ext := int64(7)
	if err := lowlevel.Apply(p, m, lowlevel.Options{ExternCost: &ext}); err != nil {
		t.Fatalf("seed %d: cost model: %v", seed, err)
	}
	outs, exhaustive, err := harness.Explore(spec, memRunner(p, spec.Entry), seed)
	if err != nil && !(spec.Worst == nil && strings.Contains(err.Error(), "WORST")) {
		ev.frontendErr = fmt.Errorf("oracle: %v", err)
		return ev
	}
	if !exhaustive {
		ev.notExh = true
		return ev
	}
	ev.worst, ev.runs = -1, len(outs)
	lbLines := pragmaLines(src)
	exceeded := map[int]bool{} // source line of a pragma some run breaks
	for _, o := range outs {
		for h, line := range lbLines {
			if o.Costs[fmt.Sprintf("%s%d", gen.ExceedCounter, h)] > 0 {
				exceeded[line] = true
			}
		}
		if o.Costs["exceed"] > 0 {
			ev.anyExceed = true
			continue
		}
		ev.kept++
		if o.Costs["cycles"] > ev.worst {
			ev.worst, ev.at = o.Costs["cycles"], o.Case
		}
	}
	ev.methods = map[string]memOutcome{}
	cfg := analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 200000, Timeout: 5 * time.Second}
	for _, mm := range memMethods {
		if only != "" && mm.name != only {
			continue
		}
		c := cfg
		if mm.name == "enum" {
			// enum splits every unknown byte: a smaller budget
			c.MaxStates, c.Timeout = 50000, 2*time.Second
		}
		r, err := mm.run(p, c)
		var lim *analysis.LimitError
		var lbe *analysis.LoopBoundError
		var out memOutcome
		switch {
		case errors.As(err, &lim):
			out.limit = true
		case errors.As(err, &lbe):
			if !ev.anyExceed {
				out.kind, out.msg = "violated", fmt.Sprintf("loop bound reported violated (%v), but no run exceeds a pragma's max", err)
			}
		case err != nil:
			out.refused = err
		default:
			for _, a := range r.Annotations {
				if a.Kind == "loopbound" && a.Verdict == "proven" && exceeded[a.Pos.Line] {
					out.kind, out.msg = "proven", fmt.Sprintf("the pragma %q at %s is proven, but some run exceeds its max (bound %s)", a.Text, a.Pos, r.Bound)
				}
			}
			if out.kind != "" || ev.kept == 0 {
				break // every run breaks a pragma: no worst case to compare
			}
			switch c := r.Bound.Cmp(big.NewInt(ev.worst)); {
			case c < 0:
				out.kind, out.msg = "below", fmt.Sprintf("UNSOUND: bound %s below the oracle's worst case %d (exact=%v)", r.Bound, ev.worst, r.Exact)
			case c > 0 && r.Exact:
				out.kind, out.msg = "exact", fmt.Sprintf("bound %s claimed exact, but the oracle's worst case is %d", r.Bound, ev.worst)
			}
		}
		ev.methods[mm.name] = out
	}
	return ev
}

// tally records a limit or a refusal of method on seed, or counts a
// result to compare; it reports whether out is one.
func (st *memStats) tally(method string, seed int64, out memOutcome) bool {
	switch {
	case out.limit:
		st.add(func() { st.limits[method] = append(st.limits[method], seed) })
		return false
	case out.refused != nil:
		k := method + ": " + memMsg(out.refused)
		st.add(func() { st.refused[k] = append(st.refused[k], seed) })
		return false
	}
	st.add(func() { st.checked[method]++ })
	return true
}

func checkMem(t *testing.T, seed int64, o2 bool, st *memStats) {
	prog := gen.Program(seed, memOptions(seed))
	lane := map[bool]string{false: "default", true: "O2"}[o2]
	dir := t.TempDir()
	if keep := os.Getenv("MEMGEN_KEEP"); keep != "" {
		dir = keep
	}
	file := filepath.Join(dir, fmt.Sprintf("mem%d.c", seed))
	opt := ""
	if o2 {
		opt = " --opt O2"
	}
	reproduce := fmt.Sprintf("MEMGEN_SEEDS=%d MEMGEN_KEEP=/tmp go test ./internal/gen -run 'TestMemGenerated%s$' -v; ./wcet analyze /tmp/mem%d.c --cost none%s --method M",
		seed, map[bool]string{false: "", true: "O2"}[o2], seed, opt)
	st.add(func() { st.programs++ })
	ev := evalMem(t, file, prog.Source, o2, seed, "")
	switch {
	case ev.frontendErr != nil:
		st.add(func() { st.frontend[memMsg(ev.frontendErr)] = append(st.frontend[memMsg(ev.frontendErr)], seed) })
		t.Logf("seed %d %s: frontend: %v", seed, lane, ev.frontendErr)
		return
	case ev.notExh:
		st.add(func() { st.notExh = append(st.notExh, seed) })
		return
	}
	if ev.anyExceed {
		st.add(func() { st.exceed++ })
	}
	minimized := false // one minimized program per seed
	for _, mm := range memMethods {
		out := ev.methods[mm.name]
		if !st.tally(mm.name, seed, out) {
			if out.refused != nil {
				t.Logf("seed %d %s %s: %v", seed, lane, mm.name, out.refused)
			}
			continue
		}
		if out.kind == "" {
			continue
		}
		cause := memCause(prog, o2, out.kind)
		small := ""
		if os.Getenv("MEMGEN_MINIMIZE") != "" && !minimized {
			minimized = true
			small = "\n--- minimized (same failure) ---\n" + minimizeMem(t, file, prog.Source, o2, seed, mm.name, out.kind)
		}
		st.add(func() { st.fails[mm.name+" "+cause] = append(st.fails[mm.name+" "+cause], seed) })
		t.Errorf("seed %d, %s pipeline, --method %s, %s: %s\n  cause (by constructs): %s; constructs: %s\n  oracle: worst case %d over %d of %d runs (args %v nondet %s), some run breaks a pragma: %v\n  reproduce: %s\n--- %s ---\n%s%s",
			seed, lane, mm.name, file, out.msg, cause, strings.Join(prog.Features, ", "),
			ev.worst, ev.kept, ev.runs, ev.at.ArgList(), ev.at.NondetText(), ev.anyExceed, reproduce, filepath.Base(file), prog.Source, small)
	}
}

// minimizeMem deletes lines of src (one at a time, then the lines of a
// brace-balanced block) as long as the method still fails the same way:
// a small program for the report (MEMGEN_MINIMIZE=1; slow).
func minimizeMem(t *testing.T, file, src string, o2 bool, seed int64, method, kind string) string {
	f := strings.TrimSuffix(file, ".c") + "_min.c"
	fails := func(s string) bool {
		ev := evalMem(t, f, s, o2, seed, method)
		return ev.frontendErr == nil && !ev.notExh && ev.methods[method].kind == kind
	}
	lines := strings.Split(src, "\n")
	for changed := true; changed; {
		changed = false
		for i := len(lines) - 1; i >= 0; i-- {
			if i >= len(lines) {
				continue
			}
			l := strings.TrimSpace(lines[i])
			if l == "" || strings.HasPrefix(l, "//") || strings.HasPrefix(l, "#") ||
				strings.Contains(l, "_Pragma(") || strings.Contains(l, "WCET_COUNT("+gen.ExceedCounter) {
				continue // a pragma goes with the counter that tells the oracle its runs
			}
			// the block that starts here, if any
			j, depth := i, 0
			for ; j < len(lines); j++ {
				depth += strings.Count(lines[j], "{") - strings.Count(lines[j], "}")
				if depth <= 0 {
					break
				}
			}
			if depth != 0 || j >= len(lines) {
				continue
			}
			try := append(append([]string(nil), lines[:i]...), lines[j+1:]...)
			if fails(strings.Join(try, "\n")) {
				lines, changed = try, true
				continue
			}
			if j > i && depth == 0 {
				// the block's body without its head and tail
				try = append(append(append([]string(nil), lines[:i]...), lines[i+1:j]...), lines[j+1:]...)
				if fails(strings.Join(try, "\n")) {
					lines, changed = try, true
				}
			}
		}
	}
	return strings.Join(lines, "\n")
}
