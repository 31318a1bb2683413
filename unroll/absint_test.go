package unroll

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
)

// TestBitAbstractCRC: testdata/crc.c (thesis Table 4.1) at N = 2 message
// bytes, with its local assertion x <= 4. The header derives
// 17 per byte by hand (at most 4 polynomial steps of cost 3, 4 shifts of
// cost 1, 1 for the byte; every pattern is reachable), and the CHECK line
// says 34 (256^2 runs enumerated). SS must give exactly that with a
// witness that replays to it, within a state budget: without the value
// abstraction (absint.go) and typedPre, N = 1 took 938 states and N = 2
// did not finish in 120 s; with them N = 2 takes about 250 (the second
// byte reuses the first's summaries).
func TestBitAbstractCRC(t *testing.T) {
	f := "../testdata/crc.c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int{2} {
		p := loadFor(t, f, spec, "none", fmt.Sprintf("-DN=%d", n))
		start := time.Now()
		res, err := SS(p, analysis.Config{Entry: spec.Entry, Resource: "cycles", MaxStates: 500, Timeout: 120 * time.Second})
		if err != nil {
			t.Fatalf("N=%d: %v", n, err)
		}
		t.Logf("N=%d: bound %s, %d states, %d lossy, %v", n, res.Bound, res.States, res.Lossy, time.Since(start).Round(time.Millisecond))
		want := big.NewInt(int64(17 * n))
		if res.Bound.Cmp(want) != 0 {
			t.Errorf("N=%d: bound %s, want %s", n, res.Bound, want)
		}
		exact, cost, err := analysis.Replay(p, spec.Entry, "cycles", res)
		if err != nil || !exact {
			t.Errorf("N=%d: the witness replays to %d (%v), want %s exactly", n, cost, err, want)
		}
	}
}

// TestConcreteWitnessCRC: testdata/crc.c at N = 16 ignoring its assertion
// (WANT 400 assertions=ignored: every byte can make all 8 steps xor the
// polynomial, 16 * (8*3 + 1) = 400 by hand; WORST nondet=15,224,0*14).
// SS must answer 400 within the default state budget and a 20 s timeout,
// with a witness that replays to 400 exactly (the assertion it violates is
// ignored). Before the concrete witness search (concrete_witness.go) the
// symbolic replay of the all-xor trace ran into the timeout, and the bound
// came without a witness. About 1 s.
func TestConcreteWitnessCRC(t *testing.T) {
	f := "../testdata/crc.c"
	spec, err := harness.ParseSpec(f)
	if err != nil {
		t.Fatal(err)
	}
	p := loadFor(t, f, spec, "none")
	start := time.Now()
	res, err := SS(p, analysis.Config{Entry: spec.Entry, Resource: "cycles", IgnoreAssertions: true, Timeout: 20 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("bound %s, %d states, witness %v, %v", res.Bound, res.States, res.Nondet, time.Since(start).Round(time.Millisecond))
	if res.Bound.Cmp(big.NewInt(400)) != 0 {
		t.Errorf("bound %s, want 400", res.Bound)
	}
	exact, cost, err := analysis.Replay(p, spec.Entry, "cycles", res)
	if err != nil || !exact {
		t.Errorf("the witness %v replays to %d (%v), want 400 exactly", res.Nondet, cost, err)
	}
	// With the assertion judged, the same run is no witness: it violates
	// x <= 4, so Replay must not call it exact.
	judged := *res
	judged.Annotations = nil
	if exact, _, _ := analysis.Replay(p, spec.Entry, "cycles", &judged); exact {
		t.Errorf("a run the assertion blocks replays as exact when the assertion is not ignored")
	}
}
