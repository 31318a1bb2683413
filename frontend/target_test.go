package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTargetLayouts: each target's DataLayout is what clang-14 writes for
// its triple, its pointers are 4 bytes in the translated program, and a
// program including <stdlib.h>, <string.h> and <math.h> compiles.
func TestTargetLayouts(t *testing.T) {
	dir := t.TempDir()
	c := filepath.Join(dir, "libc.c")
	src := `#include <stdlib.h>
#include <string.h>
#include <math.h>
struct s { char *p; long n; };
int main(void) {
  struct s *x = malloc(sizeof *x);
  if (!x) return 1;
  memset(x, 0, sizeof *x);
  return (int)(fabs(-1.0) + sizeof(long) + sizeof(void *));
}
`
	if err := os.WriteFile(c, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range TargetNames() {
		tg := Targets[name]
		ll, err := CompileC(c, Options{Target: tg})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !strings.Contains(string(ll), `target datalayout = "`+tg.DataLayout+`"`) {
			t.Errorf("%s: the IR's data layout is not %q:\n%s", name, tg.DataLayout, firstLines(string(ll), 6))
		}
		p, err := ParseIR(ll, c, Options{Target: tg})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if p.PtrBits != 32 {
			t.Errorf("%s: PtrBits = %d, want 32", name, p.PtrBits)
		}
	}
}

func firstLines(s string, n int) string {
	ls := strings.SplitN(s, "\n", n+1)
	if len(ls) > n {
		ls = ls[:n]
	}
	return strings.Join(ls, "\n")
}

// TestTargetErrors: an unknown target lists the known ones; a missing C
// library names its package; an .ll of another target is refused.
func TestTargetErrors(t *testing.T) {
	if _, err := LookupTarget("cortex-m7"); err == nil || !strings.Contains(err.Error(), "cortex-m0plus, cortex-m4, rv32imac") {
		t.Errorf("unknown target: %v", err)
	}
	if tg, err := LookupTarget(""); tg != nil || err != nil {
		t.Errorf("empty target: %v %v", tg, err)
	}
	dir := t.TempDir()
	c := filepath.Join(dir, "a.c")
	if err := os.WriteFile(c, []byte("int main(void) { return 0; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	missing := *Targets["cortex-m4"]
	missing.Headers = filepath.Join(dir, "no-such-dir")
	_, err := CompileC(c, Options{Target: &missing})
	if err == nil || !strings.Contains(err.Error(), "apt-get install -y libnewlib-dev") {
		t.Errorf("missing headers: %v", err)
	}
	host, err := CompileC(c, Options{})
	if err != nil {
		t.Fatal(err)
	}
	ll := filepath.Join(dir, "a.ll")
	if err := os.WriteFile(ll, host, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(ll, Options{Target: Targets["cortex-m4"]})
	if err == nil || !strings.Contains(err.Error(), "not thumbv7em (--target cortex-m4)") {
		t.Errorf("host .ll under --target cortex-m4: %v", err)
	}
}
