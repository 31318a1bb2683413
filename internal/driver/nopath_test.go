package driver

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/reports"
)

// TestNoPathNamesTheOverflow: when every path of the entry has a signed
// overflow (undefined behaviour, excluded), the error names the operation
// (issue 17: adpcm_dec said only "no feasible path"). By hand: main calls
// step(2147483000) first, which takes x > 10 and computes x + 1000, above
// INT_MAX: line 4, column 14 (the +). In nondet.c every value of the
// nondet (10..20) overflows x + 2147483640 at line 4, column 13, and
// y steers a branch.
func TestNoPathNamesTheOverflow(t *testing.T) {
	cases := []struct {
		name, src, at, what string
	}{
		{"main.c", `int state = 2147483000;
int step(int x) {
  if (x > 10)
    return x + 1000;
  return x - 1;
}
int main(void) {
  int s = state;
  for (int i = 0; i < 2; i++)
    s = step(s);
  return s;
}
`, "main.c:4:14", "signed overflow in add nsw (i32 2147483000 + 1000)"},
		{"nondet.c", `#include <wcet.h>
int main(void) {
  int x = WCET_NONDET_RANGE(10, 20);
  int y = x + 2147483640;
  if (y > 5)
    return 1;
  return 0;
}
`, "nondet.c:4:13", "signed overflow in add nsw"},
	}
	for _, c := range cases {
		file := filepath.Join(t.TempDir(), c.name)
		if err := os.WriteFile(file, []byte(c.src), 0o644); err != nil {
			t.Fatal(err)
		}
		head := &reports.Report{}
		_, err := Run(Options{File: file, Method: "ss", Load: LoadOptions{Cost: "insn"},
			Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second, MaxStates: 100000}}, head)
		var ne *NoPathError
		if !errors.As(err, &ne) || !errors.Is(err, analysis.ErrNoPath) {
			t.Fatalf("%s: error %v, want a NoPathError", c.name, err)
		}
		rep := reports.ErrorReport(err, head)
		e := rep.Errors[0]
		if at := fmt.Sprintf("%s:%d:%d", filepath.Base(e.File), e.Line, e.Col); at != c.at || e.Kind != "undefined-behaviour" || !strings.Contains(e.Message, c.what) {
			t.Errorf("%s: error %s at %s: %q; want undefined-behaviour at %s naming %q", c.name, e.Kind, at, e.Message, c.at, c.what)
		}
	}
}
