package unroll

import (
	"math/big"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts/interp"
)

// TestHeapPushCall: a binary heap's sift-up in a callee, push(), over a
// global count (testdata/review2/minheap.c: 7 pushes and 3 pops of keys
// 0..3; min/heap_push_fn.c: 6 pushes). SS stopped at a 30 s --timeout on
// minheap.c: while push() ran, main's frame kept every one of its
// variables, among them the nondet key it had passed, equal to the heap
// cell push() stored it into; the cells were then never independent at
// push()'s loop header (forgetCells), the heap's contents were tracked
// exactly, and the hulls over permuted cells grew dense (coefficients in
// the hundreds of thousands) until single isl tests took seconds. A
// suspended frame now keeps only what is live where it resumes.
//
// The oracle is every nondet sequence run by the interpreter (4^6 and
// 4^7 runs); its maximum must match the file's header, and SS's bound,
// within a generous budget, must not be below it.
func TestHeapPushCall(t *testing.T) {
	if testing.Short() {
		t.Skip("exhaustive oracle")
	}
	for _, c := range []struct {
		file  string
		keys  int
		worst int64
	}{
		{"../testdata/review2/min/heap_push_fn.c", 6, 346},
		{"../testdata/review2/minheap.c", 7, 809},
	} {
		p := loadFor(t, c.file, &harness.Spec{Entry: "main"}, "insn")
		var max int64
		seq := make([]int64, c.keys)
		for i := 0; i < 1<<(2*c.keys); i++ {
			for k := range seq {
				seq[k] = int64(i>>(2*k)) & 3
			}
			n := 0
			r, err := interp.Run(p, interp.Config{Entry: "main", Choose: func(lo, hi *big.Int, bits int) *big.Int {
				v := big.NewInt(seq[n])
				n++
				return v
			}})
			if err != nil {
				t.Fatalf("%s: run %v: %v", c.file, seq, err)
			}
			if n != c.keys {
				t.Fatalf("%s: run %v read %d nondet values, want %d", c.file, seq, n, c.keys)
			}
			if v := r.Costs["cycles"]; v > max {
				max = v
			}
		}
		if max != c.worst {
			t.Fatalf("%s: the oracle's worst is %d, the header says %d", c.file, max, c.worst)
		}
		start := time.Now()
		res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 20 * time.Second})
		if err != nil {
			t.Errorf("%s: %v (after %v)", c.file, err, time.Since(start))
			continue
		}
		if res.Bound.Int64() < max {
			t.Errorf("%s: bound %s below the run of %d (unsound)", c.file, res.Bound, max)
		}
		t.Logf("%s: bound %s for %d, %d states, %v", c.file, res.Bound, max, res.States, time.Since(start))
	}
}
