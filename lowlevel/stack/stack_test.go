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
