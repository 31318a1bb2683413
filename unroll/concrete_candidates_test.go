package unroll

import (
	"math/big"
	"testing"
)

// TestConcreteCandidates: a nondet range under concreteMaxRange values is
// tried value by value; a wider one at its upper end first, then its
// lower end, their neighbours, 0, ±1 and the middle where they lie in the
// range, and concreteRandom drawn values, all in the range, none twice,
// the same for the same choice index (a witness search must not depend on
// the run).
func TestConcreteCandidates(t *testing.T) {
	small := concreteCandidates(big.NewInt(-2), big.NewInt(3), 0)
	if len(small) != 6 || small[0].Int64() != -2 || small[5].Int64() != 3 {
		t.Errorf("small range: %v, want -2..3", small)
	}
	if concreteCandidates(big.NewInt(1), big.NewInt(0), 0) != nil {
		t.Errorf("empty range: want nil")
	}
	lo, hi := big.NewInt(-2048), big.NewInt(65536)
	c := concreteCandidates(lo, hi, 3)
	want := []int64{65536, -2048, 65535, -2047, 0, 1, -1, 31744}
	if len(c) < len(want) {
		t.Fatalf("wide range: %v, want at least %v", c, want)
	}
	for i, w := range want {
		if c[i].Int64() != w {
			t.Errorf("candidate %d = %v, want %d (%v)", i, c[i], w, c[:len(want)])
		}
	}
	seen := map[int64]bool{}
	for _, v := range c {
		if v.Cmp(lo) < 0 || v.Cmp(hi) > 0 || seen[v.Int64()] {
			t.Errorf("candidate %v out of range or repeated (%v)", v, c)
		}
		seen[v.Int64()] = true
	}
	if len(c) > len(want)+concreteRandom {
		t.Errorf("%d candidates, want at most %d", len(c), len(want)+concreteRandom)
	}
	again := concreteCandidates(lo, hi, 3)
	other := concreteCandidates(lo, hi, 4)
	same, differ := true, false
	for i := range c {
		same = same && i < len(again) && again[i].Cmp(c[i]) == 0
		differ = differ || i < len(other) && other[i].Cmp(c[i]) != 0
	}
	if !same || !differ {
		t.Errorf("choice 3 twice: same %v; choice 4 draws other values: %v", same, differ)
	}
	// A range of 0..255 (a byte) is still tried whole.
	if n := len(concreteCandidates(big.NewInt(0), big.NewInt(255), 0)); n != 256 {
		t.Errorf("byte range: %d candidates, want 256", n)
	}
}
