package stack

import "testing"

// TestParse reads the three qualifiers and both name forms of a .su file.
func TestParse(t *testing.T) {
	fr, err := Parse([]byte("a.ll:1:leaf\t88\tstatic\nb.ll:f\t24\tdynamic\nc.c:3:4:g\t16\tdynamic,bounded\n"))
	if err != nil {
		t.Fatal(err)
	}
	if fr["leaf"] != (Frame{Bytes: 88}) || fr["f"] != (Frame{Bytes: 24, Dynamic: true}) || fr["g"] != (Frame{Bytes: 16, Dynamic: true, Bounded: true}) {
		t.Errorf("got %+v", fr)
	}
	if _, err := Parse([]byte("a.ll:f\tx\tstatic\n")); err == nil {
		t.Error("a bad byte count parsed")
	}
}

// TestNest: handlers of one priority take the largest, not the sum;
// levels add up. By hand: priority 2 has 40 and 70 (largest 70), priority
// 1 has 50: 70 + 50 = 120, where a sum over every handler would be 160.
func TestNest(t *testing.T) {
	sum, counted := Nest([]int64{2, 1, 2}, []int64{40, 50, 70})
	if sum != 120 || counted[0] || !counted[1] || !counted[2] {
		t.Errorf("Nest = %d %v, want 120 [false true true]", sum, counted)
	}
	// Three handlers at one level: only the largest counts.
	if sum, _ := Nest([]int64{3, 3, 3}, []int64{10, 30, 20}); sum != 30 {
		t.Errorf("one level: %d, want 30", sum)
	}
	// Three levels: every handler counts (10 + 30 + 20 = 60).
	if sum, _ := Nest([]int64{1, 2, 3}, []int64{10, 30, 20}); sum != 60 {
		t.Errorf("three levels: %d, want 60", sum)
	}
	if sum, counted := Nest(nil, nil); sum != 0 || len(counted) != 0 {
		t.Errorf("no handler: %d %v", sum, counted)
	}
}
