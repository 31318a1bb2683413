package assertions

import (
	"reflect"
	"testing"

	"wcet/summary"
)

// TestDP runs the dynamic programme over a hand-made skeletal DAG: one
// count, classes "a" (+1, cost 10) and "b" (+0, cost 3), two iterations
// from count 0, then a leaving path of cost 5 that passes the assertion
// only for count ≤ 1. By hand: header 1 has {0: 3, 1: 10}; header 2 has
// {0: 6, 1: 13, 2: 20}; the leaving path is taken from counts 0 and 1,
// the worst 13 + 5 = 18, first reached (vectors in order, ties keep the
// first) by b then a.
func TestDP(t *testing.T) {
	sk := summary.NewSkeleton[string]([]int64{0})
	edges := []summary.Edge[string]{{Inc: []int64{1}, Cost: 10, Label: "a", Loops: []int64{1}}, {Inc: []int64{0}, Cost: 3, Label: "b", Loops: []int64{1}}}
	for tt := 0; tt < 2; tt++ {
		if why := Step(sk, tt, edges, 1); why != "" {
			t.Fatal(why)
		}
	}
	got := map[int64]int64{}
	for _, v := range sk.Sorted(2) {
		got[v.Counts[0]] = v.Cost
	}
	if want := map[int64]int64{0: 6, 1: 13, 2: 20}; !reflect.DeepEqual(got, want) {
		t.Fatalf("header 2: %v, want %v", got, want)
	}
	if lo, hi := sk.Box(2, 1); lo[0] != 0 || hi[0] != 2 {
		t.Fatalf("box of header 2: %v..%v", lo, hi)
	}
	Exit(sk, 2, func(f []int64) bool { return f[0] <= 1 }, 5, "x", []int64{0})
	if sk.Best == nil || sk.Best.Cost != 18 {
		t.Fatalf("best: %+v, want cost 18", sk.Best)
	}
	if l := sk.Best.Labels(); !reflect.DeepEqual(l, []string{"b", "a", "x"}) {
		t.Fatalf("worst path %v, want [b a x]", l)
	}
	if !reflect.DeepEqual(sk.ExitLoops, []int64{2}) {
		t.Fatalf("exit loops %v, want [2]", sk.ExitLoops)
	}
	// A block 1 count past header 1 at count ≥ 2: reached from count 1.
	if v := Reach(sk, 1, []int64{1}, func(f []int64) bool { return f[0] >= 2 }); v == nil || v.Counts[0] != 1 {
		t.Fatalf("reach: %+v, want the vector 1", v)
	}
	if v := Reach(sk, 1, []int64{0}, func(f []int64) bool { return f[0] >= 2 }); v != nil {
		t.Fatalf("reach: %+v, want none", v)
	}
}
