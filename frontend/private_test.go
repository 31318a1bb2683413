package frontend

import (
	"testing"

	"wcet/ts"
)

// TestPrivateSlots: a volatile local whose address never leaves the
// function (read directly, or through a getelementptr into an array) is
// loaded as a plain value; one whose address is stored, passed to a call
// or merged by a conditional stays a volatile read, and so does a read
// through a pointer parameter.
func TestPrivateSlots(t *testing.T) {
	p, err := loadC(t, `static int g(volatile int *p) { return *p; }
volatile int *keep;
int f(int c) {
  volatile int a = 1;
  volatile int b[4];
  volatile int s = 2, r = 3, q = 4, w = 5;
  b[c & 3] = 7;
  int x = a;
  x += b[c & 3];
  keep = &s; x += s;
  x += g(&r); x += r;
  x += *(c ? &q : &w);
  return x;
}
`, Options{Entry: "f"})
	if err != nil {
		t.Fatal(err)
	}
	// line -> volatile loads, plain loads
	vol, plain := map[int]int{}, map[int]int{}
	for _, f := range p.Funcs {
		for _, tr := range f.Trans {
			for _, op := range tr.Ops {
				if ld, ok := op.(*ts.Load); ok {
					if ld.Volatile {
						vol[ld.At.Line]++
					} else {
						plain[ld.At.Line]++
					}
				}
			}
		}
	}
	for _, line := range []int{8, 9} {
		if vol[line] != 0 || plain[line] == 0 {
			t.Errorf("line %d: %d volatile, %d plain loads; want a private local read plainly", line, vol[line], plain[line])
		}
	}
	for _, line := range []int{1, 10, 11, 12} {
		if vol[line] == 0 {
			t.Errorf("line %d: no volatile load; want the escaped local (or the parameter's pointee) read as volatile", line)
		}
	}
}
