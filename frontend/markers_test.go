package frontend

import (
	"strings"
	"testing"
)

// TestMarkerCalls: a marker pragma of preprocessed text becomes a count
// call on its own line (no line moves: the line markers and the lines
// after it keep their numbers); one that does not stand between two
// statements is refused at its position.
func TestMarkerCalls(t *testing.T) {
	pre := "# 1 \"m.c\"\nint f(int x) {\n  int s = 0;\n#pragma marker a\n  s += x;\n  switch (x) {\n  case 1:\n#pragma marker b\n    s++;\n  }\n  return s;\n}\n"
	out, n, err := markerCalls([]byte(pre))
	if err != nil || n != 2 {
		t.Fatalf("n %d, err %v", n, err)
	}
	got := strings.TrimPrefix(string(out), markerDecl)
	want := strings.NewReplacer("#pragma marker a", `__wcet_count("a");`, "#pragma marker b", `__wcet_count("b");`).Replace(pre)
	if got != want {
		t.Errorf("rewritten:\n%s\nwant:\n%s", got, want)
	}
	for _, c := range []struct{ src, at string }{
		{"# 1 \"m.c\"\nint f(int x) {\n  if (x)\n#pragma marker a\n    x++;\n  return x;\n}\n", "m.c:3"},
		{"# 7 \"m.c\"\nint f(int x) {\n  if (x) x--; else\n#pragma marker a\n    x++;\n  return x;\n}\n", "m.c:9"},
		{"# 1 \"m.c\"\nint f(int x) {\n  while (x > 0)\n#pragma marker a\n    x--;\n  return x;\n}\n", "m.c:3"},
		{"# 1 \"m.c\"\nint f(int x) {\n#pragma marker 9a\n  return x;\n}\n", "m.c:2"},
	} {
		_, _, err := markerCalls([]byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.at) {
			t.Errorf("%q: err %v; want one at %s", c.src, err, c.at)
		}
	}
}
