package cli

import (
	"encoding/json"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The input model of firmware (issue 18 item 5).

// regC reads a memory-mapped register at a constant address and a
// volatile global in a loop, and writes a register at the end.
const regC = `#include <stdint.h>
#define STATUS (*(volatile uint32_t *)0x40011000)
#define OUT (*(volatile uint32_t *)0x40011004)
volatile int flag;
int main(void) {
  int n = 0;
  for (int i = 0; i < 4; i++) {
    if (STATUS & 1u)
      n++;
    if (flag)
      n += 2;
  }
  OUT = (uint32_t)n;
  return n;
}
`

// TestVolatileRegister: a register read through a constant address is
// any value of its type (no refusal), each volatile read site is one
// assumption, and the bound is the worst concrete run: wcet run over
// every register sequence (4 reads, bit 0 set or not) and flag 0 or 1
// (a volatile global holds any value; the program only tests it for
// zero, so a constant 1 is its worst). Both are inputs of the one nondet
// sequence, in the order the run reads them (STATUS, flag, STATUS, ...),
// so the worst path's witness replays and the bound is exact (issue 17;
// before, wcet run read flag from memory and the bound was not claimed
// exact). --volatile refuse refuses the first read at its position.
func TestVolatileRegister(t *testing.T) {
	file := writeFile(t, "reg.c", regC)
	worst := int64(-1)
	for bits := 0; bits < 16; bits++ {
		for _, flag := range []string{"0", "1"} {
			var nd []string
			for i := 0; i < 4; i++ {
				nd = append(nd, fmt.Sprint(bits>>i&1), flag)
			}
			code, out, stderr := run("run", file, "--cost", "insn", "--nondet", strings.Join(nd, ","), "--format", "json")
			if code != 0 {
				t.Fatalf("run: exit %d: %s", code, stderr)
			}
			var rr struct {
				Costs map[string]int64 `json:"costs"`
			}
			json.Unmarshal([]byte(out), &rr)
			worst = max(worst, rr.Costs["cycles"])
		}
	}
	code, out, stderr := run("analyze", file, "--cost", "insn", "--format", "json", "--timeout", "30s")
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, stderr)
	}
	var rep struct {
		Bound       int64    `json:"bound"`
		Exact       bool     `json:"exact"`
		Assumptions []string `json:"assumptions"`
	}
	json.Unmarshal([]byte(out), &rep)
	if rep.Bound != worst || !rep.Exact {
		t.Errorf("bound %d exact %v, want %d (the worst run) exact", rep.Bound, rep.Exact, worst)
	}
	for _, at := range []string{"reg.c:8:9", "reg.c:10:9"} {
		n := 0
		for _, a := range rep.Assumptions {
			if strings.Contains(a, "volatile read at "+at) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("the volatile read at %s is listed %d times in %q, want once", at, n, rep.Assumptions)
		}
	}
	code, _, stderr = run("analyze", file, "--cost", "insn", "--volatile", "refuse")
	if code != ExitFailed || !strings.Contains(stderr, "reg.c:8:9") || !strings.Contains(stderr, "refuse") {
		t.Errorf("--volatile refuse: exit %d, %q; want a refusal at reg.c:8:9", code, stderr)
	}
}

// TestVolatileLocals: a volatile local whose address never escapes
// (TACLeBench's `int volatile i` loop counters) is an ordinary variable:
// its loads read what was stored, no assumption lists it and --volatile
// refuse does not refuse it. One whose address escapes (passed to arm)
// stays an input of the firmware model: any value of its type, listed once.
//
// By hand (cost none): k is any int, so the worse branch of `k == 2`
// costs 100, plus 5 before it: 105. A run without --nondet reads the 2
// that arm stored (5 + 1 = 6); the witness's run takes k's read from the
// nondet sequence (any value but 2: 105), so the bound is exact (issue
// 17). The private counter j runs 4 times at 1 each whatever the inputs,
// the same on every path: it takes no nondet value.
func TestVolatileLocals(t *testing.T) {
	file := writeFile(t, "esc.c", `#include <wcet.h>
static void arm(volatile int *p) { *p = 2; }
int main(void) {
  volatile int k = 0;
  int volatile j;
  arm(&k);
  for (j = 0; j < 4; j++)
    WCET_COST(1);
  WCET_COST(1);
  if (k == 2)
    WCET_COST(1);
  else
    WCET_COST(100);
  return 0;
}
`)
	code, out, stderr := run("analyze", file, "--cost", "none", "--format", "json", "--timeout", "30s")
	if code != 0 {
		t.Fatalf("analyze: exit %d: %s", code, stderr)
	}
	var rep struct {
		Bound       int64    `json:"bound"`
		Exact       bool     `json:"exact"`
		Assumptions []string `json:"assumptions"`
	}
	json.Unmarshal([]byte(out), &rep)
	if rep.Bound != 105 || !rep.Exact {
		t.Errorf("bound %d exact %v, want 105 exact (k escapes: any int, from the nondet sequence)", rep.Bound, rep.Exact)
	}
	for _, c := range []struct {
		nondet []string
		cycles int64
		used   int
	}{{nil, 6, 0}, {[]string{"--nondet", "0"}, 105, 1}, {[]string{"--nondet", "2"}, 6, 1}} {
		code, out, stderr := run(append([]string{"run", file, "--cost", "none", "--format", "json"}, c.nondet...)...)
		var rr struct {
			Costs  map[string]int64 `json:"costs"`
			Nondet int              `json:"nondet_used"`
		}
		json.Unmarshal([]byte(out), &rr)
		if code != 0 || rr.Costs["cycles"] != c.cycles || rr.Nondet != c.used {
			t.Errorf("run %v: exit %d, %v, %d nondet values used (%s); want %d cycles, %d used", c.nondet, code, rr.Costs, rr.Nondet, stderr, c.cycles, c.used)
		}
	}
	n := 0
	for _, a := range rep.Assumptions {
		if strings.Contains(a, "volatile read at esc.c:10:7") {
			n++
		} else if strings.Contains(a, "volatile") {
			t.Errorf("assumption %q: only k's read (esc.c:10:7) is an input", a)
		}
	}
	if n != 1 {
		t.Errorf("the volatile read of k at esc.c:10:7 is listed %d times in %q, want once", n, rep.Assumptions)
	}
	code, _, stderr = run("analyze", file, "--cost", "none", "--volatile", "refuse")
	if code != ExitFailed || !strings.Contains(stderr, "esc.c:10:7") {
		t.Errorf("--volatile refuse: exit %d, %q; want a refusal at k's read esc.c:10:7 (not at j's)", code, stderr)
	}
}

// TestTaskLoopNoExit: a bare-metal task loop (for (;;)) that every path
// of main enters is reported at once, kind no-exit at its position, not
// after the timeout as an unbounded loop. A loop without exit on a side
// branch (a trap after a fault) is left to the analysis: here its branch
// is infeasible, and the bound is the run's.
func TestTaskLoopNoExit(t *testing.T) {
	forever := writeFile(t, "forever.c", "volatile int x;\nvoid work(void) { x++; }\nint main(void) {\n  for (;;) {\n    work();\n  }\n}\n")
	code, out, _ := run("analyze", forever, "--cost", "insn", "--timeout", "5s", "--format", "json")
	var rep struct {
		Errors []struct {
			Kind, File string
			Line, Col  int
			Message    string
		} `json:"errors"`
	}
	json.Unmarshal([]byte(out), &rep)
	if code != ExitFailed || len(rep.Errors) != 1 || rep.Errors[0].Kind != "no-exit" || rep.Errors[0].Line != 4 || rep.Errors[0].Col != 3 {
		t.Errorf("exit %d, errors %+v; want one no-exit error at forever.c:4:3", code, rep.Errors)
	}
	// The task loop in a callee (main calls the scheduler): reported at
	// once too, with the call that leads to it (it used to wait for the
	// timeout, then name the loop as unbounded).
	sched := writeFile(t, "sched.c", "volatile int x;\nvoid work(void) { x++; }\nvoid scheduler(void) {\n  for (;;)\n    work();\n}\nint main(void) {\n  x = 0;\n  scheduler();\n  return 0;\n}\n")
	code, out, _ = run("analyze", sched, "--cost", "insn", "--timeout", "60s", "--format", "json")
	rep.Errors = nil
	json.Unmarshal([]byte(out), &rep)
	if code != ExitFailed || len(rep.Errors) != 1 || rep.Errors[0].Kind != "no-exit" || rep.Errors[0].Line != 4 || rep.Errors[0].Col != 3 ||
		!strings.Contains(rep.Errors[0].Message, "in scheduler, called from main at") || !strings.Contains(rep.Errors[0].Message, "sched.c:9:3") {
		t.Errorf("exit %d, errors %+v; want one no-exit error at sched.c:4:3 in scheduler, called from main at sched.c:9:3", code, rep.Errors)
	}
	// The same scheduler called only when a fault flag is set (a
	// side branch): the paths around it end, so the method decides.
	side := writeFile(t, "side.c", "void scheduler(void) {\n  for (;;) {}\n}\nint main(void) {\n  int fault = 0;\n  if (fault)\n    scheduler();\n  return fault;\n}\n")
	code, out, stderr := run("analyze", side, "--cost", "insn", "--timeout", "30s", "--format", "json")
	if code != 0 {
		t.Errorf("side.c: exit %d: %s %s", code, out, stderr)
	}
	trap := writeFile(t, "trap.c", "int main(void) {\n  int x = 3;\n  if (x < 0) {\n    for (;;) {}\n  }\n  return x;\n}\n")
	code, out, stderr = run("run", trap, "--cost", "insn", "--format", "json")
	if code != 0 {
		t.Fatalf("run: %s", stderr)
	}
	var rr struct {
		Costs map[string]int64 `json:"costs"`
	}
	json.Unmarshal([]byte(out), &rr)
	code, out, stderr = run("analyze", trap, "--cost", "insn", "--format", "json", "--timeout", "30s")
	var ar struct {
		Bound int64 `json:"bound"`
	}
	json.Unmarshal([]byte(out), &ar)
	if code != 0 || ar.Bound != rr.Costs["cycles"] {
		t.Errorf("trap.c: exit %d bound %d (%s), want %d (the run)", code, ar.Bound, stderr, rr.Costs["cycles"])
	}
}

// runCycles is the cycles of `wcet run FILE args...` under --cost insn.
func runCycles(t *testing.T, file string, args ...string) int64 {
	t.Helper()
	code, out, stderr := run(append([]string{"run", file, "--cost", "insn", "--format", "json"}, args...)...)
	if code != 0 {
		t.Fatalf("run %v: exit %d: %s", args, code, stderr)
	}
	var rr struct {
		Costs map[string]int64 `json:"costs"`
	}
	json.Unmarshal([]byte(out), &rr)
	return rr.Costs["cycles"]
}

// TestUnsignedInputs: signedness comes from debug information. An
// --assume on a uint32_t parameter is read unsigned (it used to admit
// the negative signed view, so the loop had no bound and fact recursed
// "deeper than 64 calls"); the bound is the worst run over the admitted
// inputs (wcet run on each). An assumption that does not bound an
// unsigned input below 2^31 is a usage error rather than an unsound
// reading. Witnesses print unsigned values unsigned (x = 3000000001, not
// -1294967295).
func TestUnsignedInputs(t *testing.T) {
	file := writeFile(t, "uns.c", `#include <stdint.h>
int work(uint32_t n) {
  int s = 0;
  for (uint32_t i = 0; i < n; i++) s += 2;
  return s;
}
unsigned fact(unsigned n) { if (n == 0) return 1; return n * fact(n - 1); }
int check(uint32_t x) {
  int s = 0;
  if (x > 3000000000u)
    for (int i = 0; i < 5; i++) s += i;
  return s;
}
`)
	analyze := func(args ...string) (int, int64, map[string]string, string) {
		code, out, stderr := run(append([]string{"analyze", file, "--cost", "insn", "--format", "json", "--timeout", "30s"}, args...)...)
		var rep struct {
			Bound   int64 `json:"bound"`
			Witness struct {
				Inputs struct {
					Args map[string]string `json:"args"`
				} `json:"inputs"`
			} `json:"witness"`
		}
		json.Unmarshal([]byte(out), &rep)
		return code, rep.Bound, rep.Witness.Inputs.Args, stderr
	}
	for _, c := range []struct {
		entry string
		max   int
	}{{"work", 20}, {"fact", 5}} {
		worst := int64(0)
		for n := 0; n <= c.max; n++ {
			worst = max(worst, runCycles(t, file, "--entry", c.entry, "--arg", fmt.Sprintf("n=%d", n)))
		}
		code, bound, _, stderr := analyze("--entry", c.entry, "--assume", fmt.Sprintf("n <= %d", c.max))
		if code != 0 || bound != worst {
			t.Errorf("%s with n <= %d: exit %d bound %d (%s), want %d", c.entry, c.max, code, bound, stderr, worst)
		}
	}
	if code, _, _, stderr := analyze("--entry", "work", "--assume", "n >= 5"); code != ExitUsage || !strings.Contains(stderr, "unsigned") {
		t.Errorf("n >= 5 on uint32_t n: exit %d, %q; want a usage error", code, stderr)
	}
	code, bound, args, stderr := analyze("--entry", "check")
	if want := runCycles(t, file, "--entry", "check", "--arg", "x=3000000001"); code != 0 || bound != want {
		t.Errorf("check: exit %d bound %d (%s), want %d", code, bound, stderr, want)
	}
	if x, ok := new(big.Int).SetString(args["x"], 10); !ok || x.Cmp(big.NewInt(3000000000)) <= 0 || x.Cmp(big.NewInt(1<<32)) >= 0 {
		t.Errorf("witness x = %q, want an unsigned value above 3000000000", args["x"])
	}
}

// TestFactsShared: one facts file serves two entries (tasks) of a file:
// each entry uses the loop bound of its own loop, and the facts that
// match nothing it reaches (the other entry's loop, a function and an
// external function of another task, a file of another task) are
// warnings in the report, not errors. Each bound is the run at the bound
// of its loop (wcet run, n = 4 and m = 6: the cost grows with the trip
// count).
func TestFactsShared(t *testing.T) {
	file := writeFile(t, "two.c", `int a(int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}
int b(int m) {
  int s = 0;
  for (int j = 0; j < m; j++)
    s += 2;
  return s;
}
`)
	facts := writeFile(t, "shared.json", `{"schema": "wcet/facts/v1", "facts": [
  {"at": "two.c:3", "loopbound": {"max": 4}},
  {"at": "two.c:9", "loopbound": {"max": 6}},
  {"function": "other_task", "recursion": {"max": 3}},
  {"extern": "uart_write", "cost": 40},
  {"at": "other.c:12", "count": "c"}
]}`)
	for _, c := range []struct {
		entry, arg string
		other      string // the fact of the other entry's loop
	}{{"a", "n=4", "facts[1]"}, {"b", "m=6", "facts[0]"}} {
		want := runCycles(t, file, "--entry", c.entry, "--arg", c.arg)
		code, out, stderr := run("analyze", file, "--entry", c.entry, "--cost", "insn", "--facts", facts, "--format", "json", "--timeout", "30s")
		var rep struct {
			Bound    int64    `json:"bound"`
			Warnings []string `json:"warnings"`
		}
		json.Unmarshal([]byte(out), &rep)
		if code != 0 || rep.Bound != want {
			t.Errorf("entry %s: exit %d bound %d (%s), want %d", c.entry, code, rep.Bound, stderr, want)
			continue
		}
		for _, f := range []string{c.other, "facts[2]", "facts[3]", "facts[4]"} {
			found := false
			for _, w := range rep.Warnings {
				found = found || strings.Contains(w, f+" ") && strings.Contains(w, "is not used")
			}
			if !found {
				t.Errorf("entry %s: no warning for %s in %q", c.entry, f, rep.Warnings)
			}
		}
	}
}

// TestContextsSameLine: two calls on one source line are two calling
// contexts (issue 18: TACLeBench prime showed 32 iterations per entry for
// a loop cut at 16, its two calls sharing one context). By hand: each
// call of f(16) runs the loop 16 times.
func TestContextsSameLine(t *testing.T) {
	file := writeFile(t, "ctx.c", `int f(int n) {
  int s = 0;
  _Pragma("loopbound min 0 max 16")
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}
int main(void) { return f(16) + f(16); }
`)
	code, out, stderr := run("analyze", file, "--cost", "insn", "--format", "json", "--timeout", "30s")
	var rep struct {
		Loops []struct {
			Context string `json:"context"`
			Max     int64  `json:"max_iterations"`
			Total   int64  `json:"total_iterations"`
		} `json:"loops"`
	}
	json.Unmarshal([]byte(out), &rep)
	if code != 0 || len(rep.Loops) != 2 || rep.Loops[0].Context == rep.Loops[1].Context {
		t.Fatalf("exit %d (%s), loops %+v; want two contexts", code, stderr, rep.Loops)
	}
	for _, l := range rep.Loops {
		if l.Max != 16 || l.Total != 16 {
			t.Errorf("context %s: max %d total %d, want 16 and 16", l.Context, l.Max, l.Total)
		}
	}
}

// TestVolatileMemory: --volatile memory reads a volatile object as what
// the program stored in it (a program no other agent writes: Csmith's
// volatile globals), while a read at a fixed address stays any value.
// By hand: flag is read as 0, 0, 1, 0 (it holds i & 1 of the iteration
// before), so the loop costs 10 and the register's bit adds 100: 110,
// which `wcet run --volatile memory --nondet 1` reaches. Under the
// default, flag is any value at each of the 4 reads: 4 * 10 + 100 = 140,
// which `wcet run --nondet 1*5` reaches (the 4 reads of flag, then the
// register), and each bound is exact.
func TestVolatileMemory(t *testing.T) {
	file := writeFile(t, "vmem.c", `#include <stdint.h>
#include "wcet.h"
#define STATUS (*(volatile uint32_t *)0x40011000)
volatile int flag;
int main(void) {
  flag = 0;
  for (int i = 0; i < 4; i++) {
    if (flag) WCET_COST(10);
    flag = i & 1;
  }
  if (STATUS & 1u) WCET_COST(100);
  return 0;
}
`)
	for _, c := range []struct {
		mode, nondet string
		cycles       int64
	}{{"memory", "1", 110}, {"unknown", "1*5", 140}} {
		code, out, stderr := run("run", file, "--cost", "none", "--volatile", c.mode, "--nondet", c.nondet, "--format", "json")
		var rr struct {
			Costs map[string]int64 `json:"costs"`
		}
		json.Unmarshal([]byte(out), &rr)
		if code != 0 || rr.Costs["cycles"] != c.cycles {
			t.Fatalf("run --volatile %s --nondet %s: exit %d, costs %v, %s; want %d", c.mode, c.nondet, code, rr.Costs, stderr, c.cycles)
		}
	}
	for _, c := range []struct {
		mode  string
		bound int64
	}{{"memory", 110}, {"unknown", 140}} {
		report := filepath.Join(t.TempDir(), "vmem-"+c.mode+".json")
		code, out, stderr := run("analyze", file, "--cost", "none", "--volatile", c.mode, "--format", "json", "--timeout", "30s", "-o", report)
		if b, err := os.ReadFile(report); err == nil {
			out = string(b)
		}
		var rep struct {
			Bound       int64    `json:"bound"`
			Exact       bool     `json:"exact"`
			Assumptions []string `json:"assumptions"`
		}
		json.Unmarshal([]byte(out), &rep)
		if code != 0 || rep.Bound != c.bound || !rep.Exact {
			t.Errorf("--volatile %s: exit %d, bound %d exact %v (%s); want %d exact", c.mode, code, rep.Bound, rep.Exact, stderr, c.bound)
		}
		// wcet run --witness replays it, under the report's --volatile.
		code, out, stderr = run("run", file, "--cost", "none", "--witness", report, "--format", "json")
		var rr struct {
			Costs map[string]int64 `json:"costs"`
		}
		json.Unmarshal([]byte(out), &rr)
		if code != 0 || rr.Costs["cycles"] != c.bound {
			t.Errorf("--volatile %s: run --witness: exit %d, costs %v (%s); want %d", c.mode, code, rr.Costs, stderr, c.bound)
		}
		objects := strings.Contains(strings.Join(rep.Assumptions, "\n"), "a volatile object")
		register := strings.Contains(strings.Join(rep.Assumptions, "\n"), "vmem.c:11:7")
		if objects != (c.mode == "unknown") || !register {
			t.Errorf("--volatile %s: assumptions %q: want the register's read, and the object's only under unknown", c.mode, rep.Assumptions)
		}
	}
}
