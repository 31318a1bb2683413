package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// Annotations under --opt O2 (issue 15, fault 3; frontend/doc.go,
// "Annotations under --opt O2"). Each program is analysed at O2 under
// every method; the expected bounds are derived by hand next to each
// program, and an exact bound is replayed by `wcet run --opt O2` (the
// interpreter on the same O2 IR) to the same cost. The IR shape each case
// is about (how many loops O2 leaves) is checked first, so that a change of
// the compiler's choices shows as such.

// o2Three: inlining copies f's loop into main three times (4 loops in the
// IR: f's own and three copies). Runs that respect the pragma have
// n <= 4 at every call: 4+4+4 = 12 (nondet 4,4,4). The third call may take
// n = 5 or 6, which depends on a nondet: assumed. Before the fix the pragma
// bounded f's own loop only: 14 = 4+4+6, verdict proven.
const o2Three = `#include <wcet.h>
void f(int n) {
  _Pragma("loopbound min 0 max 4")
  for (int i = 0; i < n; i++) WCET_COST(1);
}
int main(void) { f(WCET_NONDET_RANGE(0, 4)); f(WCET_NONDET_RANGE(0, 4)); f(WCET_NONDET_RANGE(0, 6)); return 0; }
`

// o2Callee: work(3) is fully unrolled by O2 (3 bodies, straight code),
// work(k) keeps a copy of the loop, cut at 4: 3 + 4 = 7 (nondet 4). Two
// loops in the IR: work's own and the copy in main. k in 5..9 starts a
// fifth body: assumed.
const o2Callee = `#include <wcet.h>
int work(int n) {
  _Pragma("loopbound min 0 max 4")
  for (int i = 0; i < n; i++) WCET_COST(1);
  return n;
}
int main(void) {
  int k = WCET_NONDET_RANGE(0, 9);
  int s = work(3);
  s += work(k);
  return s;
}
`

// o2Deleted: O2 replaces the loop by s = 2n (no loop left in the IR). The
// pragma bounds nothing (reported, not an error; before the fix: "not
// followed by a loop"). n = 6..10 gives s >= 12: 7 + 1 = 8 (nondet 10).
const o2Deleted = `#include <wcet.h>
int main(void) {
  int n = WCET_NONDET_RANGE(0, 10), s = 0;
  _Pragma("loopbound min 0 max 10")
  for (int i = 0; i < n; i++) s += 2;
  if (s >= 12) WCET_COST(7);
  WCET_COST(1);
  return 0;
}
`

// o2LocalAssert: the local assertion of a constant-trip loop that O2
// unrolls fully into each of two inlined copies of g (no loop left in
// main). Per call: 4 bodies of 1, and c <= 2 after each iteration lets at
// most two of them add 5: 4 + 10 = 14; two calls (c reset at each): 28.
// Before the fix: the pragma "not followed by a loop", and the assertion
// "misplaced" (the next iteration's WCET_COUNT follows it in straight
// code). ipet ignores the assertion (reset-based): 2 * 4 * 6 = 48.
const o2LocalAssert = `#include <wcet.h>
void g(void) {
  WCET_RESET(c);
  _Pragma("loopbound min 4 max 4")
  for (int i = 0; i < 4; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(5);
    }
    WCET_COST(1);
    WCET_ASSERT("c <= 2");
  }
}
int main(void) {
  g();
  g();
  return 0;
}
`

// o2LocalAssertLoop: the same with a loop O2 keeps (n is a nondet), in two
// inlined copies: per call at most 6 bodies of 1 plus two of 5: 16; two
// calls: 32 (nondet 6,0,0,0,0,1,1 twice). One assertion row, one pragma
// row. ipet ignores the local assertion: 2 * 6 * 6 = 72.
const o2LocalAssertLoop = `#include <wcet.h>
void g(int n) {
  WCET_RESET(c);
  _Pragma("loopbound min 0 max 6")
  for (int i = 0; i < n; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(5);
    }
    WCET_COST(1);
    WCET_ASSERT("c <= 2");
  }
}
int main(void) {
  g(WCET_NONDET_RANGE(0, 6));
  g(WCET_NONDET_RANGE(0, 6));
  return 0;
}
`

// o2Unplaced: g's loop is unrolled into main, so copies of its local
// assertion stand in main's straight code with the counts of main's own
// loop after them. Truth: c <= 2 holds after each of g's iterations, so g
// costs at most 2; main's loop adds 10 per count whatever c is: 2 + 30 =
// 32. ipet must not read the copies as a global c <= 2 (that gave 20,
// below the run nondet 1,1,0,0,1,1,1 which costs 32); ignoring them it
// gives 4 + 30 = 34.
const o2Unplaced = `#include <wcet.h>
static void g(void) {
  for (int i = 0; i < 4; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(1);
    }
    WCET_ASSERT("c <= 2");
  }
}
int main(void) {
  g();
  for (int j = 0; j < 3; j++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(c);
      WCET_COST(10);
    }
  }
  return 0;
}
`

// o2NumericLocal is unroll/testdata/numeric_local.c with the first loop
// kept a loop (unroll disabled) and the second fully unrolled by O2: the
// copies of its local assertion stand after the first loop in straight
// code, with counts after them. Numeric phase 2 (unroll/numeric_ss.go)
// must not take them for global ones (before: 110, not exact). By hand
// (numeric_local.c): 80 = a at one iteration (30) + b at j = 1 (50);
// ipet reads only the last copy, a global check at the end: a <= 2, b = 1
// at j = 1: 60 + 50 = 110.
const o2NumericLocal = `#include <wcet.h>
int main(void) {
  int i, j;
  _Pragma("clang loop unroll(disable)")
  for (i = 0; i < 2; i++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(a);
      WCET_COST(30);
    }
  }
  for (j = 0; j < 2; j++) {
    if (WCET_NONDET_RANGE(0, 1)) {
      WCET_COUNT(b);
      WCET_COST(10 + 40 * j);
    }
    WCET_ASSERT("a <= b + 1 && b <= 1");
  }
  return 0;
}
`

func TestO2Annotations(t *testing.T) {
	type want struct {
		bound int64
		exact bool
	}
	cases := []struct {
		name, src string
		loops     int               // !llvm.loop latches in the O2 IR
		methods   map[string]want   // method -> bound
		verdicts  map[string]string // "kind:line" -> verdict (every method but ipet's asserts)
		ipetAsrt  string            // ipet's verdict on the assertion, if any
		assume    string            // a substring of some assumption
	}{
		{"three.c", o2Three, 4,
			map[string]want{"ss": {12, true}, "ia": {12, true}, "enum": {12, true}, "ipet": {12, true}},
			map[string]string{"loopbound:3": "assumed"}, "", "every copy of the loop at three.c:4:3"},
		{"callee.c", o2Callee, 2,
			map[string]want{"ss": {7, true}, "ia": {7, true}, "enum": {7, true}, "ipet": {7, true}},
			map[string]string{"loopbound:3": "assumed"}, "", "runs at most 4 times per entry"},
		{"deleted.c", o2Deleted, 0,
			map[string]want{"ss": {8, true}, "ia": {8, true}, "enum": {8, true}, "ipet": {8, true}},
			map[string]string{"loopbound:4": "assumed"}, "", "bounds nothing: no loop of the optimised program comes from the loop at deleted.c:5"},
		{"localassert.c", o2LocalAssert, 0,
			map[string]want{"ss": {28, true}, "ia": {28, true}, "enum": {28, true}, "ipet": {48, false}},
			map[string]string{"loopbound:4": "assumed", "assert:11": "assumed"}, "ignored", "bounds nothing"},
		// ia times out on this one at both pipelines (not an O2 matter), and
		// enum explores about 170,000 states (20 s idle, past the 60 s
		// timeout when the test packages run side by side): ss only.
		{"localloop.c", o2LocalAssertLoop, 3,
			map[string]want{"ss": {32, true}, "ipet": {72, false}},
			map[string]string{"loopbound:4": "assumed", "assert:11": "assumed"}, "ignored", "under --opt O2 a copy's iterations need not be"},
		{"numlocal.c", o2NumericLocal, 1,
			map[string]want{"ss": {80, true}, "ia": {80, true}, "enum": {80, true}, "ipet": {110, false}},
			map[string]string{"assert:16": "assumed"}, "assumed", ""},
		{"unplaced.c", o2Unplaced, 0,
			map[string]want{"ss": {32, true}, "enum": {32, true}, "ipet": {34, false}},
			map[string]string{"assert:8": "assumed"}, "ignored", ""},
	}
	for _, c := range cases {
		f := writeFile(t, c.name, c.src)
		code, ll, stderr := run("compile", f, "--opt", "O2")
		if code != ExitOK {
			t.Fatalf("%s: compile: exit %d: %s", c.name, code, stderr)
		}
		if n := strings.Count(ll, "!llvm.loop !"); n != c.loops {
			t.Errorf("%s: the O2 IR has %d loop latches, want %d (the case no longer shows what it is about)", c.name, n, c.loops)
		}
		for method, w := range c.methods {
			name := c.name + " " + method
			code, out, stderr := run("analyze", f, "--cost", "none", "--opt", "O2", "--method", method, "--format", "json", "--timeout", "60s")
			if code != ExitOK {
				t.Errorf("%s: exit %d: %s %s", name, code, stderr, out)
				continue
			}
			var rep struct {
				Bound       int64 `json:"bound"`
				Exact       bool  `json:"exact"`
				Annotations []struct {
					Kind, Verdict string
					Line          int
				} `json:"annotations"`
				Assumptions []string `json:"assumptions"`
				Witness     *struct {
					Inputs struct {
						Nondet []int64 `json:"nondet"`
					} `json:"inputs"`
				} `json:"witness"`
			}
			if err := json.Unmarshal([]byte(out), &rep); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if rep.Bound != w.bound || rep.Exact != w.exact {
				t.Errorf("%s: bound %d exact %v, want %d exact %v", name, rep.Bound, rep.Exact, w.bound, w.exact)
			}
			got := map[string]string{}
			for _, a := range rep.Annotations {
				k := a.Kind + ":" + strconv.Itoa(a.Line)
				if _, dup := got[k]; dup {
					t.Errorf("%s: two rows for the annotation %s (one row per source annotation)", name, k)
				}
				got[k] = a.Verdict
			}
			for k, v := range c.verdicts {
				if method == "ipet" && strings.HasPrefix(k, "assert:") {
					v = c.ipetAsrt
				}
				if got[k] != v {
					t.Errorf("%s: verdict of %s is %q, want %q (all: %v)", name, k, got[k], v, got)
				}
			}
			if c.assume != "" && !strings.Contains(strings.Join(rep.Assumptions, "\n"), c.assume) {
				t.Errorf("%s: no assumption contains %q: %q", name, c.assume, rep.Assumptions)
			}
			if !rep.Exact || rep.Witness == nil {
				continue
			}
			// An exact bound is a run's cost: replay the witness on the O2 IR.
			var seq []string
			for _, v := range rep.Witness.Inputs.Nondet {
				seq = append(seq, strconv.FormatInt(v, 10))
			}
			args := []string{"run", f, "--cost", "none", "--opt", "O2", "--format", "json"}
			if len(seq) > 0 {
				args = append(args, "--nondet", strings.Join(seq, ","))
			}
			code, rout, stderr := run(args...)
			var r struct {
				Costs map[string]int64 `json:"costs"`
			}
			if err := json.Unmarshal([]byte(rout), &r); code != ExitOK || err != nil {
				t.Errorf("%s: replay %v: exit %d %v %s", name, seq, code, err, stderr)
				continue
			}
			if r.Costs["cycles"] != w.bound {
				t.Errorf("%s: the witness %v replays to %d, not the exact bound %d", name, seq, r.Costs["cycles"], w.bound)
			}
		}
	}
}

// TestO2PragmaErrors: a loopbound pragma that stands before no loop
// statement is an error at both pipelines (the default pipeline when no
// loop follows at all; O2 as soon as the next token is not for/while/do,
// since the loop meant may be gone); a marker is refused under O2.
func TestO2PragmaErrors(t *testing.T) {
	noLoop := writeFile(t, "noloop.c", "#include <wcet.h>\nint main(void) {\n  int s = 0;\n  _Pragma(\"loopbound min 0 max 3\")\n  s += 1;\n  return s;\n}\n")
	for _, opt := range []string{"", "O2"} {
		code, _, stderr := run("analyze", noLoop, "--cost", "none", "--opt", opt)
		if code == ExitOK || !strings.Contains(stderr, "noloop.c:4") || !strings.Contains(stderr, "loopbound pragma is not followed by a loop") {
			t.Errorf("opt %q: exit %d, %q; want the error at noloop.c:4", opt, code, stderr)
		}
	}
	// A marker after `if (c)` without braces: its count call would
	// become the if's body, so O2 refuses it at its position; the
	// default pipeline places it by line.
	marker := writeFile(t, "marker.c", "#include <wcet.h>\nint main(void) {\n  int s = 0;\n  if (WCET_NONDET_RANGE(0, 1))\n    _Pragma(\"marker m\")\n    s += 1;\n  return s;\n}\n")
	if code, _, stderr := run("analyze", marker, "--cost", "none"); code != ExitOK {
		t.Errorf("marker, default pipeline: exit %d %s", code, stderr)
	}
	code, _, stderr := run("analyze", marker, "--cost", "none", "--opt", "O2")
	if code == ExitOK || !strings.Contains(stderr, "marker.c:5") || !strings.Contains(stderr, "must stand between two statements") {
		t.Errorf("marker under O2: exit %d, %q", code, stderr)
	}
}

// TestO2Markers: under --opt O2 a marker pragma is a count call in the
// code the optimiser sees, so every copy of the marked code counts.
// hot.c: step is inlined into main's loop, which O2 unrolls fully (8
// copies of the marker). By hand: each of the 8 calls costs 1, plus 10
// when k is 1 (marker hot); the restriction hot <= 3 leaves at most 3
// hot calls: 8 + 3*10 = 38 (88 without it: every call hot). A marker
// on a line O2 deletes (dead.c: clip(3) never takes its branch) counts
// nothing and is reported as such, not as an error; the bound is the
// one run's 2.
func TestO2Markers(t *testing.T) {
	hot := writeFile(t, "hot.c", `#include <wcet.h>
static void step(int k) {
  if (k) {
    _Pragma("marker hot")
    WCET_COST(10);
  }
  WCET_COST(1);
}
int main(void) {
  for (int i = 0; i < 8; i++) {
    step(WCET_NONDET_RANGE(0, 1));
  }
  _Pragma("flowrestriction 1*hot <= 3")
  return 0;
}
`)
	type rep struct {
		Bound       *int64   `json:"bound"`
		Exact       bool     `json:"exact"`
		Assumptions []string `json:"assumptions"`
	}
	analyze := func(args ...string) (rep, string) {
		code, out, stderr := run(append([]string{"analyze", "--cost", "none", "--format", "json", "--timeout", "60s"}, args...)...)
		var r rep
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != ExitOK || r.Bound == nil {
			return rep{}, fmt.Sprintf("exit %d %v %s", code, err, stderr)
		}
		return r, ""
	}
	for _, opt := range []string{"", "O2"} {
		for _, m := range []string{"ss", "ipet"} {
			r, bad := analyze(hot, "--opt", opt, "--method", m)
			if bad != "" || *r.Bound != 38 {
				t.Errorf("hot.c --opt %q --method %s: bound %v %s; want 38", opt, m, r.Bound, bad)
			}
		}
	}
	if r, bad := analyze(hot, "--opt", "O2", "--ignore-assertions"); bad != "" || *r.Bound != 88 {
		t.Errorf("hot.c --opt O2 --ignore-assertions: bound %v %s; want 88", r.Bound, bad)
	}
	// The runs agree: three hot calls reach 38, a fourth breaks the
	// restriction.
	code, out, stderr := run("run", hot, "--cost", "none", "--opt", "O2", "--nondet", "1,0,1,0,1,0,0,0", "--format", "json")
	if code != ExitOK || !strings.Contains(out, `"cycles": 38`) {
		t.Errorf("run --opt O2: exit %d %s %s; want cycles 38", code, out, stderr)
	}
	dead := writeFile(t, "dead.c", `#include <wcet.h>
static int clip(int x) {
  if (x > 100) {
    _Pragma("marker big")
    WCET_COST(50);
    return 100;
  }
  return x;
}
int main(void) {
  int s = clip(3);
  WCET_COST(2);
  _Pragma("flowrestriction 1*big <= 0")
  return s;
}
`)
	for _, m := range []string{"ss", "ipet"} {
		r, bad := analyze(dead, "--opt", "O2", "--method", m)
		if bad != "" || *r.Bound != 2 || !strings.Contains(strings.Join(r.Assumptions, "\n"), "marker big at dead.c:4 counts nothing") {
			t.Errorf("dead.c --opt O2 --method %s: bound %v %s, assumptions %q; want 2 and the removed marker", m, r.Bound, bad, r.Assumptions)
		}
	}
}

// TestO2MarkersTacle: TACLeBench fac and bitonic carry marker and
// flowrestriction pragmas; under --opt O2 they are bounded, and each
// bound is at least the instrumented lli-14 run of the same O2 IR (the
// oracle; both are one run with no input, so the bound is that run).
func TestO2MarkersTacle(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "tacle-kernel")
	if _, err := os.Stat(dir); err != nil {
		t.Skip("no ../shared/tacle-kernel")
	}
	if _, err := exec.LookPath("lli-14"); err != nil {
		t.Skip("lli-14 not installed")
	}
	for _, name := range []string{"fac", "bitonic"} {
		c := filepath.Join(dir, name, name+".c")
		ll := filepath.Join(t.TempDir(), name+".ll")
		if code, _, stderr := run("instrument", c, "--cost", "insn", "--opt", "O2", "-o", ll); code != ExitOK {
			t.Fatalf("%s: instrument: exit %d %s", name, code, stderr)
		}
		b, _ := exec.Command("lli-14", ll).CombinedOutput()
		m := regexp.MustCompile(`wcet: cycles=(\d+)`).FindSubmatch(b)
		if m == nil {
			t.Fatalf("%s: lli-14 printed %q", name, b)
		}
		observed, _ := strconv.ParseInt(string(m[1]), 10, 64)
		code, out, stderr := run("analyze", c, "--cost", "insn", "--opt", "O2", "--format", "json", "--timeout", "60s")
		var r struct {
			Bound *int64 `json:"bound"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || code != ExitOK || r.Bound == nil || *r.Bound < observed {
			t.Errorf("%s --opt O2: exit %d, bound %v (%s); want a bound >= the lli-14 run %d", name, code, r.Bound, stderr, observed)
		}
	}
}
