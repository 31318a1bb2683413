package instrument

import (
	"strings"
	"testing"

	"wcet/lowlevel"
)

const loopC = `int main(void) {
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += i;
  return s;
}
`

// TestLoop counts a simple loop under every built-in model.
//
// clang-14 -O1 -disable-llvm-passes + mem2reg, loop-simplify, lcssa gives
// (llvm.dbg.value calls omitted: they cost nothing):
//
//	%0:  br                                  1 instruction,  1 visit
//	%1:  phi, phi, icmp slt i32, br          4 instructions, 11 visits (i = 0..10)
//	%4:  add, br                             2 instructions, 10 visits
//	%6:  add, br                             2 instructions, 10 visits (latch)
//	%3:  phi (lcssa), br                     2 instructions,  1 visit
//	%8:  ret                                 1 instruction,   1 visit
//
// insn = 1 + 4·11 + 2·10 + 2·10 + 2 + 1 = 88; unit = 1+11+10+10+1+1 = 34;
// cortex-m4 = br 4 + (phi 1 + phi 1 + icmp 3 + br 4)·11 + (add 1 + br 4)·20
// + (phi 1 + br 4) + ret 13 = 4 + 99 + 100 + 5 + 13 = 221. s = 45.
func TestLoop(t *testing.T) {
	for _, c := range []struct{ cost, line string }{
		{"none", "wcet: cycles=0 heap=0"},
		{"unit", "wcet: cycles=34 heap=0"},
		{"insn", "wcet: cycles=88 heap=0"},
		{"cortex-m4", "wcet: cycles=221 heap=0"},
	} {
		out := instrumentC(t, "loop", loopC, "", c.cost, lowlevel.Options{}, false)
		expect(t, c.cost, lli(t, out, "", ""), c.line, 45)
	}
}

const exitC = `#include <stdlib.h>
int g;
void f(int x) {
  if (x > 2)
    exit(7);
  g += x;
}
int main(void) {
  for (int i = 0; i < 5; i++)
    f(i);
  return g;
}
`

// TestExitMidBlock: exit(7) in f(3) ends the program; the block calling
// f counts up to and including the call, not the br after it.
//
//	main %0: br                               1 × 1
//	main %1: phi, icmp, br                    3 × 4 (i = 0..3)
//	main %4: call f | br                      (1 | 1): 2 × 3 + 1 (i = 3 never returns)
//	main %5: add, br                          2 × 3
//	f %1:    icmp, br                         2 × 4
//	f %4:    load, add, store, ret            4 × 3
//	f %3:    call exit | unreachable          1 × 1 (unreachable never runs)
//
// insn = 1 + 12 + 7 + 6 + 8 + 12 + 1 = 47; unit = 1+4+4+3+4+3+1 = 20.
func TestExitMidBlock(t *testing.T) {
	for _, c := range []struct{ cost, line string }{
		{"none", "wcet: cycles=0 heap=0"},
		{"unit", "wcet: cycles=20 heap=0"},
		{"insn", "wcet: cycles=47 heap=0"},
	} {
		out := instrumentC(t, "exit", exitC, "", c.cost, lowlevel.Options{}, false)
		expect(t, c.cost, lli(t, out, "", ""), c.line, 7)
	}
}

const abortC = `#include <stdlib.h>
#include <wcet.h>
int main(void) {
  WCET_COST(5);
  if (WCET_NONDET())
    abort();
  _Exit(3);
}
`

// TestAbortAndExit: the line is printed before abort (which still aborts)
// and before _Exit. insn: %0 icmp, br = 2; then call abort or call _Exit
// = 1; plus WCET_COST(5): 8.
func TestAbortAndExit(t *testing.T) {
	out := instrumentC(t, "abort", abortC, "", "insn", lowlevel.Options{}, false)
	r := lli(t, out, "1", "")
	if r.stdout != "wcet: cycles=8 heap=0\n" || r.code == 0 || r.code == 3 {
		t.Errorf("abort: stdout %q exit %d, want the line and an abnormal end", r.stdout, r.code)
	}
	expect(t, "_Exit", lli(t, out, "0", ""), "wcet: cycles=8 heap=0", 3)
}

const heapC = `#include <stdlib.h>
#include <wcet.h>
int main(void) {
  char *a = malloc(100);
  char *b = calloc(4, 8);
  if (WCET_NONDET()) {
    WCET_ALLOC(150);
    WCET_FREE(150);
  }
  free(a);
  b = realloc(b, 200);
  free(b);
  return 0;
}
`

// TestHeap: malloc 100 (100), calloc 4×8 (132), [WCET_ALLOC 150 (282),
// WCET_FREE 150 (132)], free a (32), realloc b to 200: the new block before
// the old one is freed (232, then 200), free b (0). Peak 232, or 282.
//
//	%0: call malloc, call calloc, icmp, br   4 (the nondet call is free)
//	%5: br                                   1 (alloc/free annotations are free)
//	%6: call free, call realloc, call free, ret  4
//
// insn = 8 or 9; unit = 2 or 3.
func TestHeap(t *testing.T) {
	out := instrumentC(t, "heap", heapC, "", "insn", lowlevel.Options{}, false)
	expect(t, "no WCET_ALLOC", lli(t, out, "0", ""), "wcet: cycles=8 heap=232", 0)
	expect(t, "WCET_ALLOC", lli(t, out, "1", ""), "wcet: cycles=9 heap=282", 0)
	out = instrumentC(t, "heap", heapC, "", "unit", lowlevel.Options{}, false)
	expect(t, "unit", lli(t, out, "1", ""), "wcet: cycles=3 heap=282", 0)
	out = instrumentC(t, "heap", heapC, "", "none", lowlevel.Options{}, false)
	expect(t, "none", lli(t, out, "0", ""), "wcet: cycles=0 heap=232", 0)
}

const memC = `#include <string.h>
#include <wcet.h>
char src[64], dst[64];
int main(void) {
  int n = WCET_NONDET_RANGE(0, 64);
  memcpy(dst, src, n);
  memset(dst, 0, 10);
  return 0;
}
`

// TestMemcpyRuntimeLength: one block,
//
//	sext i32→i64, call llvm.memcpy(.., i64 %n), call llvm.memset(.., i64 10), ret
//
// insn = 4 instructions + n + 10 bytes = 14 + n: 51 for n = 37.
// cortex-m4 = sext.i64 2 + call 14 + 9n + call 14 + 90 + ret 13 = 133 + 9n:
// 466 for n = 37. An n outside 0..64 stops the run with exit 2.
func TestMemcpyRuntimeLength(t *testing.T) {
	out := instrumentC(t, "mem", memC, "", "insn", lowlevel.Options{}, false)
	expect(t, "insn n=37", lli(t, out, "37", ""), "wcet: cycles=51 heap=0", 0)
	expect(t, "insn n=0", lli(t, out, "0", ""), "wcet: cycles=14 heap=0", 0)
	out = instrumentC(t, "mem", memC, "", "cortex-m4", lowlevel.Options{}, false)
	expect(t, "cortex-m4", lli(t, out, "37", ""), "wcet: cycles=466 heap=0", 0)
	r := lli(t, out, "65", "")
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "wcet: error: WCET_NONDET value #1 is 65, outside WCET_NONDET_RANGE(0, 64)") {
		t.Errorf("out of range: %+v", r)
	}
}

const extC = `#include <wcet.h>
int sensor_read(int ch);
void log_value(int v);
int main(void) {
  int a = WCET_NONDET();
  int b = sensor_read(a);
  log_value(b);
  return a + b;
}
`

// TestNondetAndExternal: sensor_read's result is the next nondet value,
// log_value (void) consumes none. One block: call sensor_read, call
// log_value, add, ret = 4 instructions; with --extern-cost 100 each
// external call adds 100: 204. The exit code is a + b.
func TestNondetAndExternal(t *testing.T) {
	out := instrumentC(t, "ext", extC, "", "insn", lowlevel.Options{ExternCost: ptr(100)}, false)
	expect(t, "extern-cost", lli(t, out, "3,4", ""), "wcet: cycles=204 heap=0", 7)
	expect(t, "negative", lli(t, out, "-1, -2", ""), "wcet: cycles=204 heap=0", 253) // -3 & 0xff

	r := lli(t, out, "3", "")
	if r.code != 2 || r.stdout != "" || !strings.Contains(r.stderr, "wcet: error: WCET_NONDET is exhausted: no value #2 for sensor_read") {
		t.Errorf("exhausted: %+v", r)
	}

	// The JSON model's extern map, beside a facts-file cost that wins.
	m, err := lowlevel.LoadJSON("ext.json", []byte(`{"schema":"wcet/cost/v1","extern":{"sensor_read":7,"log_value":3}}`))
	if err != nil {
		t.Fatal(err)
	}
	ll := compileC(t, "ext", extC, false)
	res, err := Instrument(ll, "", m, lowlevel.Options{ExternCosts: map[string]int64{"log_value": 30}})
	if err != nil {
		t.Fatal(err)
	}
	expect(t, "json extern", lli(t, res, "1,1", ""), "wcet: cycles=41 heap=0", 2) // 4 + 7 + 30

	// Under none no cost is needed; under insn it is an error naming each call.
	out = instrumentC(t, "ext", extC, "", "none", lowlevel.Options{}, false)
	expect(t, "none", lli(t, out, "3,4", ""), "wcet: cycles=0 heap=0", 7)
	_, err = Instrument(ll, "", mustModel(t, "insn"), lowlevel.Options{})
	want := "ext.c:6:11: call to external function 'sensor_read' has no cost; give one with --extern-cost N or in the cost model's \"extern\" map\n" +
		"ext.c:7:3: call to external function 'log_value' has no cost; give one with --extern-cost N or in the cost model's \"extern\" map"
	if err == nil || err.Error() != want {
		t.Errorf("missing extern cost: %v\nwant %s", err, want)
	}
}

func mustModel(t *testing.T, spec string) *lowlevel.Model {
	t.Helper()
	m, err := lowlevel.Load(spec)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

const noreturnC = `void fatal(int code) __attribute__((noreturn));
int main(void) {
  fatal(4);
}
`

// TestNoReturnExternal: a noreturn external function ends the program: the
// line is printed (call 1 + extern 10) and the run exits 0.
func TestNoReturnExternal(t *testing.T) {
	out := instrumentC(t, "noret", noreturnC, "", "insn", lowlevel.Options{ExternCost: ptr(10)}, false)
	expect(t, "noreturn", lli(t, out, "", ""), "wcet: cycles=11 heap=0", 0)
}

const entryC = `#include <wcet.h>
int g = 5;
int tab[4] = {0, 0, 0, 0};
int sum(int *a, int n) {
  int s = 0;
  WCET_COST(g);
  for (int i = 0; i < n; i++) {
    if (a[i] > 15)
      WCET_COST(1000);
    s += a[i];
  }
  WCET_COST(tab[2]);
  return s;
}
int main(void) {
  int a[3] = {1, 2, 3};
  return sum(a, 3);
}
`

// TestEntryWithPointer: entry sum(a, n) with WCET_ARGS
// a=[10,20,30],n=3,g=100,tab=[0,0,7]: WCET_COST adds g = 100, 1000 for
// each of 20 and 30, and tab[2] = 7: none = 2107.
//
//	%2:  load g, sext, br                         3 × 1
//	%5:  phi, phi, icmp, br                       4 × 4
//	%8:  sext, getelementptr, load, icmp, br      5 × 3
//	%13: br                                       1 × 2
//	%14: sext, getelementptr, load, add, br       5 × 3
//	%19: add, br                                  2 × 3
//	%7:  phi, br                                  2 × 1
//	%21: load, sext, ret                          3 × 1
//
// insn = 3 + 16 + 15 + 2 + 15 + 6 + 2 + 3 = 62, + 2107 = 2169;
// unit = 1+4+3+2+3+3+1+1 = 18, + 2107 = 2125.
// With entry main the globals keep their initializers (5 + 0), or take
// WCET_ARGS g=7: none = 7.
func TestEntryWithPointer(t *testing.T) {
	args := "a=[10,20,30],n=3,g=100,tab=[0,0,7]"
	for _, c := range []struct{ cost, line string }{
		{"none", "wcet: cycles=2107 heap=0"},
		{"unit", "wcet: cycles=2125 heap=0"},
		{"insn", "wcet: cycles=2169 heap=0"},
	} {
		out := instrumentC(t, "entry", entryC, "sum", c.cost, lowlevel.Options{}, false)
		expect(t, c.cost, lli(t, out, "", args), c.line, 0)
	}
	out := instrumentC(t, "entry", entryC, "sum", "none", lowlevel.Options{}, false)
	// Absent parameters are errors, as in `wcet run`.
	if r := lli(t, out, "", "n=1"); r.code != 2 || !strings.Contains(r.stderr, "pointer parameter a needs a list") {
		t.Errorf("missing pointer parameter: %+v", r)
	}
	if r := lli(t, out, "", "a=[1]"); r.code != 2 || !strings.Contains(r.stderr, "parameter n needs a value") {
		t.Errorf("missing integer parameter: %+v", r)
	}
	// a=0 is the null pointer (sum never dereferences it when n = 0); the
	// IR names %0 and %1 name the parameters too.
	expect(t, "null", lli(t, out, "", "a=0,n=0"), "wcet: cycles=5 heap=0", 0)
	expect(t, "IR names", lli(t, out, "", "%0=[50],%1=1"), "wcet: cycles=1005 heap=0", 0)
	r := lli(t, out, "", "a=[1],n=1,zz=3")
	if r.code != 2 || !strings.Contains(r.stderr, "wcet: error: WCET_ARGS: zz is neither a parameter of the entry nor a global") {
		t.Errorf("unknown name: %+v", r)
	}
	r = lli(t, out, "", "a=[1],n=1,tab=[1,2,3,4,5]")
	if r.code != 2 || !strings.Contains(r.stderr, "wcet: error: WCET_ARGS: global tab has 4 elements, 5 values given") {
		t.Errorf("too many elements: %+v", r)
	}

	out = instrumentC(t, "entry", entryC, "main", "none", lowlevel.Options{}, false)
	expect(t, "main", lli(t, out, "", ""), "wcet: cycles=5 heap=0", 6)
	expect(t, "main g=7", lli(t, out, "", "g=7"), "wcet: cycles=7 heap=0", 6)

	// --opt O2: the same annotation costs.
	out = instrumentC(t, "entry", entryC, "sum", "none", lowlevel.Options{}, true)
	expect(t, "O2", lli(t, out, "", args), "wcet: cycles=2107 heap=0", 0)
}

const i128C = `__int128 power(__int128 x, int k) {
  __int128 r = 1;
  for (int i = 0; i < k; i++)
    r *= x;
  return r;
}
int main(void) { return (int)(power(3, 4) >> 2); }
`

// TestInt128: power(3, 4) = 81, 81 >> 2 = 20 (the exit code). clang passes
// the i128 as two i64 and returns {i64, i64}.
//
//	power %3:  alloca, alloca, bitcast, gep, store i64, gep, store i64,
//	           load i128, br                                 9 × 1
//	power %10: phi i128, phi, icmp, br                       4 × 5
//	power %13: mul i128, br                                  2 × 4
//	power %15: add, br                                       2 × 4
//	power %12: phi i128, br                                  2 × 1
//	power %17: store i128, bitcast, load {i64,i64}, ret      4 × 1
//	main:      alloca, alloca, store i128, bitcast, gep, load i64, gep,
//	           load i64, call power | bitcast, gep, extractvalue, store,
//	           gep, extractvalue, store, load i128, ashr i128, trunc, ret
//	                                                         9 + 11
//
// insn = 9 + 20 + 8 + 8 + 2 + 4 + 20 = 71.
// cortex-m4 (W = 4 words for i128, 2 for i64):
//
//	power %3:  1 + 1 + 0 + 2 + 3 + 2 + 3 + 5 + 4 = 21
//	power %10: (4 + 1 + 3 + 4) × 5 = 60     %13: (16 + 4) × 4 = 80
//	power %15: (1 + 4) × 4 = 20             %12: 4 + 4 = 8
//	power %17: 5 + 0 + 2 + 13 = 20
//	main:      1 + 1 + 5 + 0 + 2 + 3 + 2 + 3 + 14 = 31,
//	           0 + 2 + 1 + 3 + 2 + 1 + 3 + 5 + 12 + 4 + 13 = 46
//
// = 209 + 77 = 286.
func TestInt128(t *testing.T) {
	out := instrumentC(t, "i128", i128C, "", "insn", lowlevel.Options{}, false)
	expect(t, "insn", lli(t, out, "", ""), "wcet: cycles=71 heap=0", 20)
	out = instrumentC(t, "i128", i128C, "", "cortex-m4", lowlevel.Options{}, false)
	expect(t, "cortex-m4", lli(t, out, "", ""), "wcet: cycles=286 heap=0", 20)
	// As the entry, with x from WCET_ARGS: the i128 parameter is split into
	// the IR parameters %0 and %1 (no DILocalVariable names them).
	out = instrumentC(t, "i128", i128C, "power", "none", lowlevel.Options{}, false)
	expect(t, "entry power", lli(t, out, "", "%0=2,%1=0,k=3"), "wcet: cycles=0 heap=0", 0)
}

const assertC = `#include <wcet.h>
int main(void) {
  int n = WCET_NONDET_RANGE(0, 20);
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0)
      WCET_COUNT(even);
    WCET_COUNT(all);
  }
  WCET_ASSERT("even <= 4");
  WCET_ASSERT("2 * even - all <= 1 && all >= even");
  WCET_RESET(all);
  WCET_ASSERT("all == 0");
  return 0;
}
`

// TestAssertions: for n = 10, even = 5 breaks "even <= 4": blocked=1 and
// the run continues; for n = 7 (even = 4) every assertion holds.
//
//	%0:  br                     1
//	%2:  phi, icmp, br          3 × (n + 1)
//	%5:  srem, icmp, br         3 × n
//	%8:  br                     1 × even
//	%9:  br                     1 × n
//	%10: add, br                2 × n
//	%4:  br                     1
//	%12: ret                    1
//
// insn = 6 + 9n + even: 101 for n = 10, 73 for n = 7.
func TestAssertions(t *testing.T) {
	out := instrumentC(t, "assert", assertC, "", "insn", lowlevel.Options{}, false)
	expect(t, "n=10", lli(t, out, "10", ""), "wcet: cycles=101 heap=0 blocked=1", 0)
	expect(t, "n=7", lli(t, out, "7", ""), "wcet: cycles=73 heap=0", 0)
	expect(t, "n=0", lli(t, out, "0", ""), "wcet: cycles=6 heap=0", 0)
}

func TestAssertionErrors(t *testing.T) {
	ll := compileC(t, "bad", `#include <wcet.h>
int main(void) {
  WCET_COUNT(c);
  WCET_ASSERT("c <= ");
  return 0;
}
`, false)
	_, err := Instrument(ll, "", mustModel(t, "insn"), lowlevel.Options{})
	if err == nil || !strings.HasPrefix(err.Error(), "bad.c:4:3: WCET_ASSERT(\"c <= \"): ") {
		t.Errorf("got %v", err)
	}
}

// TestJSONBlocks prices blocks by func/%block and file:line keys: loop.c's
// header %1 (first positioned instruction: the icmp at line 3) and
// main/%8 (the ret at line 5).
func TestJSONBlocks(t *testing.T) {
	ll := compileC(t, "loop", loopC, false)
	m, err := lowlevel.LoadJSON("b.json", []byte(`{"schema":"wcet/cost/v1","default":0,"per_byte":0,
		"blocks":{"loop.c:3":10,"main/%8":1000}}`))
	if err != nil {
		t.Fatal(err)
	}
	out, err := Instrument(ll, "", m, lowlevel.Options{})
	if err != nil {
		t.Fatal(err)
	}
	verify(t, out)
	// Line 3 starts %0 (br of the for, line 3), %1 (icmp), %6 (add i++):
	// 10 × (1 + 11 + 10) = 220; %4 starts at line 4; %3 has no position
	// (phi, br without !dbg); %8: 1000.
	expect(t, "blocks", lli(t, out, "", ""), "wcet: cycles=1220 heap=0", 45)
}

func TestErrors(t *testing.T) {
	m := mustModel(t, "insn")
	if _, err := Instrument([]byte("define i32 @f( {"), "", m, lowlevel.Options{}); err == nil ||
		!strings.Contains(err.Error(), "cannot parse the LLVM IR") {
		t.Errorf("bad IR: %v", err)
	}
	ll := compileC(t, "loop", loopC, false)
	if _, err := Instrument(ll, "nope", m, lowlevel.Options{}); err == nil ||
		err.Error() != "entry function 'nope' is not defined in the module" {
		t.Errorf("bad entry: %v", err)
	}
	out, err := Instrument(ll, "", m, lowlevel.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Instrument(out, "", m, lowlevel.Options{}); err == nil ||
		!strings.Contains(err.Error(), "already instrumented") {
		t.Errorf("twice: %v", err)
	}
}

// TestAvailableExternally: gnu89 `extern inline` gives an
// available_externally definition at -O2; the edit makes it internal.
func TestAvailableExternally(t *testing.T) {
	src := `extern inline __attribute__((gnu_inline)) int twice(int x) { return 2 * x; }
int main(void) { return twice(21); }
`
	ll := compileC(t, "avail", src, false)
	if !strings.Contains(string(ll), "available_externally") {
		t.Skip("clang did not emit available_externally")
	}
	mod, err := Edit(ll, "", mustModel(t, "insn"), lowlevel.Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s := mod.String(); strings.Contains(s, "available_externally") || !strings.Contains(s, "define internal i32 @twice") {
		t.Errorf("available_externally not rewritten:\n%s", s)
	}
	out := instrumentC(t, "avail", src, "", "none", lowlevel.Options{}, false)
	expect(t, "run", lli(t, out, "", ""), "wcet: cycles=0 heap=0", 42)
}

// TestUserLibcNames: a user definition of a function the runtime takes
// from libc (strcmp, used to find frequency variables by name) is renamed
// out of the runtime's way: a and b stay two variables.
func TestUserLibcNames(t *testing.T) {
	src := `#include <wcet.h>
int strcmp(const char *a, const char *b) { return 0; }
int main(void) {
  WCET_COUNT(a);
  WCET_COUNT(b);
  WCET_ASSERT("a == 1 && b == 1");
  return strcmp(WCET_NONDET() ? "x" : "y", "z"); /* the user's: 0 */
}
`
	out := instrumentC(t, "libc", src, "", "none", lowlevel.Options{}, false)
	expect(t, "strcmp", lli(t, out, "1", ""), "wcet: cycles=0 heap=0", 0)
}

// TestMissingTools: without clang-14/llvm-link-14 on PATH the error says
// what to install.
func TestMissingTools(t *testing.T) {
	ll := compileC(t, "loop", loopC, false)
	t.Setenv("PATH", t.TempDir())
	_, err := Instrument(ll, "", mustModel(t, "insn"), lowlevel.Options{})
	if err == nil || !strings.Contains(err.Error(), "install clang-14 llvm-14 (apt-get install -y clang-14 llvm-14)") {
		t.Errorf("got %v", err)
	}
}
