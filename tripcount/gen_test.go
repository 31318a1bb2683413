package tripcount

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"wcet/frontend"
	"wcet/internal/gen"
	"wcet/internal/harness"
	"wcet/ts"
	"wcet/ts/interp"
)

// TestGenerated: on generated programs (loops with constant and
// data-dependent bounds, nested, with break and continue, in callees),
// every derived bound holds on every input the oracle explores: each run
// goes under the derived bounds as loop-bound annotations, and one the
// interpreter cuts started more body executions than a derived bound.
func TestGenerated(t *testing.T) {
	n := int64(120)
	if testing.Short() {
		n = 30
	}
	dir := t.TempDir()
	bounded, loops, runs := 0, 0, 0
	for seed := int64(1); seed <= n; seed++ {
		for _, o := range []gen.Options{{}, {Entry: "params"}} {
			g := gen.Program(seed, o)
			f := filepath.Join(dir, fmt.Sprintf("g%d%s.c", seed, o.Entry))
			if err := os.WriteFile(f, []byte(g.Source), 0o644); err != nil {
				t.Fatal(err)
			}
			spec, err := harness.ParseSpec(f)
			if err != nil {
				t.Fatal(err)
			}
			p, err := frontend.Load(f, frontend.Options{Entry: spec.Entry})
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			bs := Analyze(p, Config{Entry: spec.Entry, Assume: spec.Assume()})
			for _, fn := range p.Funcs {
				loops += len(fn.Loops)
			}
			bounded += len(bs)
			for L, b := range bs {
				L.Bound = &ts.Pragma{Kind: "loopbound", Max: b.Max, Pos: L.Pos}
			}
			in, err := interp.New(p)
			if err != nil {
				t.Fatal(err)
			}
			run := func(args map[string]*big.Int, choose harness.Chooser) (map[string]int64, error) {
				cfg := interp.Config{Entry: spec.Entry, Args: map[string]interp.ArgVal{}, Choose: choose, LoopBounds: true}
				for k, v := range args {
					cfg.Args[k] = interp.ArgVal{Scalar: v}
				}
				res, err := in.Run(cfg)
				if err != nil {
					return nil, err
				}
				runs++
				if res.Cut != nil {
					t.Errorf("seed %d %s: the loop at %s runs more than its derived bound %d (%s)", seed, o.Entry, res.Cut.Loop.Pos, res.Cut.Max, bs[res.Cut.Loop].Why)
				}
				return map[string]int64{"cycles": res.Costs["cycles"]}, nil
			}
			if _, _, err := harness.Explore(spec, run, seed); err != nil {
				t.Logf("seed %d: oracle: %v", seed, err)
			}
		}
	}
	t.Logf("%d of %d loops bounded, %d runs", bounded, loops, runs)
	if bounded == 0 {
		t.Error("no loop of the generated programs is bounded")
	}
}
