package assertions

import "testing"

// TestClassCombine checks the composition of classes by hand: "+1" then
// "+2" is "+3"; a reset in the second wins; a reset in the first stays one
// with the counts after it added; the identity is neutral; equal vectors
// are one *Class.
func TestClassCombine(t *testing.T) {
	var tab Classes
	vars := []string{"a", "b"}
	a := tab.Delta(vars, map[string]int64{"a": 0, "b": 5}, map[string]int64{"a": 1, "b": 5}, nil)
	if a.Key() != "+1,+0," {
		t.Fatalf("delta: %q", a.Key())
	}
	b := tab.Delta(vars, map[string]int64{"a": 1}, map[string]int64{"a": 3, "b": 2}, map[string]bool{"b": true})
	if b.Key() != "+2,=2," {
		t.Fatalf("delta with a reset: %q", b.Key())
	}
	if id := tab.Delta(vars, map[string]int64{"a": 4}, map[string]int64{"a": 4}, nil); id != nil || id.Key() != "" {
		t.Fatalf("no change: %v", id)
	}
	ab := tab.Combine(a, b)
	if want := []Count{{N: 3}, {Reset: true, N: 2}}; ab.Counts()[0] != want[0] || ab.Counts()[1] != want[1] {
		t.Fatalf("a then b: %v", ab.Counts())
	}
	ba := tab.Combine(b, a)
	if want := []Count{{N: 3}, {Reset: true, N: 2}}; ba.Counts()[0] != want[0] || ba.Counts()[1] != want[1] {
		t.Fatalf("b then a: %v", ba.Counts())
	}
	if !ab.Equal(ba) || ab != ba {
		t.Fatalf("equal vectors are not one class: %p %p", ab, ba)
	}
	if tab.Combine(nil, a) != a || tab.Combine(a, nil) != a || tab.Combine(nil, nil) != nil {
		t.Fatal("the identity is not neutral")
	}
	if inc, ok := a.Increments(2); !ok || inc[0] != 1 || inc[1] != 0 {
		t.Fatalf("increments of a: %v %v", inc, ok)
	}
	if _, ok := b.Increments(2); ok {
		t.Fatal("a reset has increments")
	}
	if inc, ok := (*Class)(nil).Increments(2); !ok || len(inc) != 2 || inc[0] != 0 {
		t.Fatalf("increments of the identity: %v %v", inc, ok)
	}
	if a.Equal(nil) || !(*Class)(nil).Equal(nil) {
		t.Fatal("Equal with the identity")
	}
}
