package unroll

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/gen"
	"wcet/internal/harness"
	"wcet/lowlevel"
	"wcet/ts"
)

// TestLoopBoundGenerated is a differential test of the loop-bound cut: on
// generated programs (internal/gen, no heap) every loop gets a pragma
// `max k` (k = 1..3, often below the loop's real count), and enum (exact
// under the annotations) is the reference of ss and ia: they must not
// fail where enum does not (no spurious `violated`), their bound must be
// at least enum's, and an annotation enum finds cut (assumed) must not be
// proven by them. Seeds 1..40 (1..10 under -short; about 50 s in all).
func TestLoopBoundGenerated(t *testing.T) {
	var compared, equal, annotated, violated, assumed int
	last := int64(40)
	if testing.Short() {
		last = 10
	}
	for seed := int64(1); seed <= last; seed++ {
		prog := gen.Program(seed, gen.Options{})
		file := filepath.Join(t.TempDir(), fmt.Sprintf("gen%d.c", seed))
		if err := os.WriteFile(file, []byte(prog.Source), 0o644); err != nil {
			t.Fatal(err)
		}
		spec, err := harness.ParseSpec(file)
		if err != nil {
			t.Fatal(err)
		}
		p, err := frontend.Load(file, frontend.Options{Entry: spec.Entry})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		m, _ := lowlevel.Load("none")
		ext := int64(7)
		if err := lowlevel.Apply(p, m, lowlevel.Options{ExternCost: &ext}); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		n := 0
		for _, f := range p.Funcs {
			for _, L := range f.Loops {
				k := 1 + (seed+int64(n))%3
				L.Bound = &ts.Pragma{Kind: "loopbound", Text: fmt.Sprintf("min 0 max %d", k), Max: k, Pos: L.Pos}
				n++
			}
		}
		if n == 0 {
			continue
		}
		annotated += n
		cfg := analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume(), MaxStates: 100000, Timeout: 5 * time.Second}
		ref, err := Enum(p, cfg)
		var lim *analysis.LimitError
		if errors.As(err, &lim) {
			t.Logf("seed %d: enum: %v", seed, err)
			continue
		}
		var lbe *analysis.LoopBoundError
		refViolated := errors.As(err, &lbe)
		if refViolated {
			violated++
		} else if ref != nil {
			for _, a := range ref.Annotations {
				if a.Verdict == "assumed" {
					assumed++
				}
			}
		}
		if err != nil && !refViolated {
			t.Errorf("seed %d: enum: %v", seed, err)
			continue
		}
		for _, method := range []string{"ss", "ia"} {
			res, err := lbMethods[method](p, cfg)
			if errors.As(err, &lim) {
				t.Logf("seed %d: %s: %v", seed, method, err)
				continue
			}
			if refViolated {
				// ss may err towards assumed where enum proves violated.
				if err != nil && !errors.As(err, &lbe) {
					t.Errorf("seed %d: %s: %v (enum: violated)", seed, method, err)
				}
				continue
			}
			if err != nil {
				t.Errorf("seed %d: %s fails where enum gives %s: %v\n%s", seed, method, ref.Bound, err, prog.Source)
				continue
			}
			compared++
			if res.Bound.Cmp(ref.Bound) < 0 {
				t.Errorf("seed %d: UNSOUND: %s bound %s below enum's %s under the same annotations\n%s", seed, method, res.Bound, ref.Bound, prog.Source)
			} else if res.Bound.Cmp(ref.Bound) == 0 {
				equal++
			}
			verdict := map[ts.Pos]string{}
			for _, a := range res.Annotations {
				verdict[a.Pos] = a.Verdict
			}
			for _, a := range ref.Annotations {
				if a.Verdict == "assumed" && verdict[a.Pos] == "proven" {
					t.Errorf("seed %d: %s proves the annotation at %s that enum finds cut\n%s", seed, method, a.Pos, prog.Source)
				}
			}
		}
	}
	t.Logf("%d annotated loops; enum: %d runs violated, %d annotations assumed; ss/ia results compared with enum %d, equal %d", annotated, violated, assumed, compared, equal)
}
