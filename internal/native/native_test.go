package native

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func writeC(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func mustRun(t *testing.T, file string, opt Options) *Result {
	t.Helper()
	r, err := Run(file, opt)
	if err != nil {
		t.Fatalf("Run(%s, %+v): %v", filepath.Base(file), opt, err)
	}
	return r
}

// A non-main entry gets its integer, narrow and pointer parameters and the
// globals from Args; static globals are reachable too.
func TestEntryParamsAndGlobals(t *testing.T) {
	src := writeC(t, "entry.c", `#include "wcet.h"
static int scale = 1;
long long table[4];
int main(void) { return 7; }
int step(int n, signed char c, unsigned short w, const int *a, long long big) {
  int i;
  for (i = 0; i < n; i++) WCET_COST(a[i] * scale);
  WCET_COST(c);
  WCET_COST(w);
  WCET_COST(table[3]);
  WCET_COST(big / 1000000000000LL);
  return 0;
}
`)
	for _, o2 := range []bool{false, true} {
		r := mustRun(t, src, Options{Entry: "step", O2: o2, Args: map[string]string{
			"n": "3", "c": "-2", "w": "65535", "a": "[5, 6, 7]", "big": "3000000000000",
			"scale": "2", "table": "[0,0,0,100]",
		}})
		// 2*(5+6+7) - 2 + 65535 + 100 + 3
		if want := int64(36 - 2 + 65535 + 100 + 3); r.Cycles != want || r.Heap != 0 || r.Blocked {
			t.Errorf("O2=%v: got %+v, want cycles %d", o2, *r, want)
		}
	}
	// Without a list the pointer parameter points to zeroes; a missing
	// scalar parameter is an error.
	r := mustRun(t, src, Options{Entry: "step", Args: map[string]string{"n": "2", "c": "0", "w": "0", "big": "0"}})
	if r.Cycles != 0 {
		t.Errorf("zeroed buffer: got %+v", *r)
	}
	if _, err := Run(src, Options{Entry: "step", Args: map[string]string{"n": "2"}}); err == nil || !strings.Contains(err.Error(), "no value for parameter c") {
		t.Errorf("missing parameter: got %v", err)
	}
}

// Globals can be set for main too, before main starts.
func TestMainGlobals(t *testing.T) {
	src := writeC(t, "g.c", `#include "wcet.h"
int limit = 2;
short weights[3] = {1, 1, 1};
int main(void) {
  int i;
  for (i = 0; i < limit; i++) WCET_COST(weights[i % 3]);
  return 0;
}
`)
	if r := mustRun(t, src, Options{}); r.Cycles != 2 {
		t.Errorf("initializers: got %+v", *r)
	}
	if r := mustRun(t, src, Options{Args: map[string]string{"limit": "5", "weights": "[10,-1,3]"}}); r.Cycles != 10-1+3+10-1 {
		t.Errorf("set globals: got %+v", *r)
	}
}

// Every ending counts: return, exit in a callee, abort in a callee, _Exit.
func TestEndings(t *testing.T) {
	src := filepath.Join(testdataDir(t), "exit_abort.c")
	cases := []struct {
		nondet []int64
		want   int64
	}{
		{[]int64{0, 0, 0, 0, 0}, 16},    // return: 5*3 + 1
		{[]int64{3}, 7},                 // exit(1) at i = 0: 2+1+4
		{[]int64{1, 1, 1, 1, 2}, 21},    // abort() at i = 4: 12 + 2+1+6
		{[]int64{2, 2, 2, 1, 1}, 18},    // _Exit(0) at i = 4: acc = 8 > 7
		{[]int64{0, 0, 0, 2}, 18},       // abort() at i = 3: 9 + 9
		{[]int64{1, 0, 3}, 2*3 + 2 + 5}, // exit at i = 2
	}
	for _, o2 := range []bool{false, true} {
		exe, err := Build(src, Options{O2: o2})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			r, err := RunExe(exe, nil, c.nondet)
			if err != nil {
				t.Fatalf("nondet %v: %v", c.nondet, err)
			}
			if r.Cycles != c.want {
				t.Errorf("O2=%v nondet %v: cycles %d, want %d", o2, c.nondet, r.Cycles, c.want)
			}
		}
	}
}

func TestNondetErrors(t *testing.T) {
	src := filepath.Join(testdataDir(t), "goto_loop.c")
	exe, err := Build(src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = RunExe(exe, nil, []int64{0, 1})
	var ex *ExhaustedError
	if !errors.As(err, &ex) || !errors.Is(err, ErrNondetExhausted) || ex.Choice != 3 || ex.Lo != 0 || ex.Hi != 1 {
		t.Errorf("exhausted: got %v (%+v)", err, ex)
	}
	if _, err := RunExe(exe, nil, []int64{0, 5}); err == nil || !strings.Contains(err.Error(), "nondet value 5 (choice 2) outside 0..1") {
		t.Errorf("out of range: got %v", err)
	}
	if r, err := RunExeSeed(exe, nil, []int64{0, 0, 0, 0}, 7); err != nil || r.Cycles < 8+12 || r.Cycles > 44 {
		t.Errorf("seeded run: got %v, %v", r, err)
	}
}

func TestHeapPeaks(t *testing.T) {
	src := filepath.Join(testdataDir(t), "heap.c")
	exe, err := Build(src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[int64]int64{1: 88, 2: 104, 3: 124, 4: 144} {
		r, err := RunExe(exe, nil, []int64{k})
		if err != nil {
			t.Fatal(err)
		}
		if r.Heap != want || r.Cycles != 7 {
			t.Errorf("d = %d: got %+v, want heap %d", 20*k, *r, want)
		}
	}
}

func TestEnumerate(t *testing.T) {
	exe, err := Build(filepath.Join(testdataDir(t), "state_machine.c"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	outs, complete, err := Enumerate(exe, nil, 1000)
	if err != nil || !complete {
		t.Fatalf("Enumerate: %v complete=%v", err, complete)
	}
	seen := map[string]bool{}
	var best Outcome
	for _, o := range outs {
		k := FormatNondet(o.Nondet)
		if seen[k] {
			t.Errorf("sequence %s enumerated twice", k)
		}
		seen[k] = true
		if o.Result.Cycles > best.Result.Cycles {
			best = o
		}
	}
	if len(outs) != 97 || best.Result.Cycles != 27 || FormatNondet(best.Nondet) != "1,0,1,0,1" {
		t.Errorf("got %d sequences, best %+v %s", len(outs), best.Result, FormatNondet(best.Nondet))
	}
	if _, complete, _ := Enumerate(exe, nil, 10); complete {
		t.Errorf("limit 10 reported complete")
	}
}

func TestUnsupported(t *testing.T) {
	_, err := Build(filepath.Join(testdataDir(t), "extern_call.c"), Options{})
	if !errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "read_sensor") {
		t.Errorf("extern_call.c: got %v", err)
	}
	_, err = Build(filepath.Join(testdataDir(t), "refuse", "syntax_error.c"), Options{})
	if err == nil || errors.Is(err, ErrUnsupported) || !strings.Contains(err.Error(), "error:") {
		t.Errorf("syntax_error.c: got %v", err)
	}
	_, err = Build(filepath.Join(testdataDir(t), "fib.c"), Options{Entry: "nosuch"})
	if err == nil || !strings.Contains(err.Error(), "nosuch") {
		t.Errorf("missing entry: got %v", err)
	}
}

func TestFormatNondet(t *testing.T) {
	nd := []int64{1, 1, 1, 1, 0, -2, -2, 5}
	s := FormatNondet(nd)
	if s != "1*4,0,-2,-2,5" {
		t.Errorf("FormatNondet = %q", s)
	}
	back, err := parseNondet(s)
	if err != nil || !reflect.DeepEqual(back, nd) {
		t.Errorf("round trip: %v %v", back, err)
	}
	if got := FormatArgs(map[string]string{"b": "[1, 2]", "a": "3"}); got != "a=3,b=[1,2]" {
		t.Errorf("FormatArgs = %q", got)
	}
}
