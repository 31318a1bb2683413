package unroll

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/gen"
	"wcet/internal/harness"
	"wcet/lowlevel"
)

// TestSSShortcutsAgainstPlain runs SS on generated programs (internal/gen,
// as TestSSGenerated picks them) with the shortcuts of poly's states (the
// defined symbols, known bounds and non-emptiness of poly/state_def.go)
// and without them (poly.Env.Plain): bound, exactness, states, reuses and
// lossy events must be the same. The oracle is TestSSGenerated's business;
// this test checks that the shortcuts change nothing SS computes.
// GEN_SEEDS selects seeds (default 1-60, 1-12 under -short); a run that
// hits the 5 s limit (either way) is not compared.
func TestSSShortcutsAgainstPlain(t *testing.T) {
	seeds := seedList(t, 60, 12)
	for _, seed := range seeds {
		seed := seed
		t.Run(strconv.FormatInt(seed, 10), func(t *testing.T) {
			t.Parallel()
			checkSSPlain(t, seed)
		})
	}
}

func checkSSPlain(t *testing.T, seed int64) {
	o, cost := genOptions(seed)
	prog := gen.Program(seed, o)
	file := filepath.Join(t.TempDir(), fmt.Sprintf("gen%d.c", seed))
	if err := os.WriteFile(file, []byte(prog.Source), 0o644); err != nil {
		t.Fatal(err)
	}
	spec, err := harness.ParseSpec(file)
	if err != nil {
		t.Fatalf("seed %d: header: %v", seed, err)
	}
	p, err := frontend.Load(file, frontend.Options{Entry: spec.Entry})
	if err != nil {
		t.Fatalf("seed %d: frontend: %v", seed, err)
	}
	model, err := lowlevel.Load(cost)
	if err != nil {
		t.Fatal(err)
	}
	ext := int64(7)
	if err := lowlevel.Apply(p, model, lowlevel.Options{ExternCost: &ext}); err != nil {
		t.Fatalf("seed %d: cost model: %v", seed, err)
	}
	cfg := analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 200000, Timeout: 5 * time.Second}
	fast, err1 := SS(p, cfg)
	cfg.PlainStates = true
	plain, err2 := SS(p, cfg)
	var le *analysis.LimitError
	if errors.As(err1, &le) || errors.As(err2, &le) {
		t.Logf("seed %d: a limit: %v / %v", seed, err1, err2)
		return
	}
	if (err1 == nil) != (err2 == nil) || (err1 != nil && err1.Error() != err2.Error()) {
		t.Fatalf("seed %d: error %v, plain %v", seed, err1, err2)
	}
	if err1 != nil {
		return
	}
	// Lossy events other than Z3's unknowns: a query's time cap makes
	// those depend on the machine's load (seeds 6 and 7 differed by one
	// in a clean-clone run on a busy machine, and not when run again).
	got := fmt.Sprintf("bound %s exact %v states %d reuses %d merges %d infeasible %d lossy %d (not Z3 unknown)",
		fast.Bound, fast.Exact, fast.States, fast.Reuses, fast.Merges, fast.Infeasible, fast.Lossy-fast.Z3Unknown)
	want := fmt.Sprintf("bound %s exact %v states %d reuses %d merges %d infeasible %d lossy %d (not Z3 unknown)",
		plain.Bound, plain.Exact, plain.States, plain.Reuses, plain.Merges, plain.Infeasible, plain.Lossy-plain.Z3Unknown)
	if got != want {
		t.Errorf("seed %d (cost=%s): with the shortcuts %s\nplain: %s\nreproduce: GEN_SEEDS=%d go test ./unroll -run TestSSShortcutsAgainstPlain -v\n--- generated program ---\n%s",
			seed, cost, got, want, seed, prog.Source)
	}
}
