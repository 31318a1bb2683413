package interp

import (
	"strings"
	"testing"

	"wcet/ts"
)

func site(line int) ts.Pos { return ts.Pos{File: "t.c", Line: line, Col: 5} }

func callAt(line int, callee string) *ts.Call {
	c := call(callee, nil)
	c.At = site(line)
	return c
}

// treeText renders a tree one node a line, indented by depth.
func treeText(t *CallTree) string {
	var sb strings.Builder
	nodes, depth := t.Nodes()
	for i, n := range nodes {
		sb.WriteString(strings.Repeat("  ", depth[i]) + n.String() + "\n")
	}
	return sb.String()
}

// main: 1 cycle, f() at line 101, 2 cycles, g() at 102, g() at 103.
// g: 3 cycles, f() at 201, 1 cycle. f: 5 cycles.
func attrProgram() *ts.Program {
	f := ibFn("f")
	f.body("entry", "e.t", cycles(5))
	f.ret("e.t")
	g := ibFn("g")
	g.body("entry", "e.t", cycles(3), callAt(201, "f"), cycles(1))
	g.ret("e.t")
	m := ibFn("main")
	m.body("entry", "e.t", cycles(1), callAt(101, "f"), cycles(2), callAt(102, "g"), callAt(103, "g"))
	m.ret("e.t")
	return ibProg(m, g, f)
}

func TestAttribute(t *testing.T) {
	res := ibRun(t, attrProgram(), Config{Attribute: "cycles"})
	// By hand: f costs 5; g costs 3+1 itself and 9 with its f; main
	// costs 1+2 itself and 3+5+9+9 = 26 with its callees.
	want := `main calls 1 self 3 incl 26
  f@t.c:101:5 calls 1 self 5 incl 5
  g@t.c:102:5 calls 1 self 4 incl 9
    f@t.c:201:5 calls 1 self 5 incl 5
  g@t.c:103:5 calls 1 self 4 incl 9
    f@t.c:201:5 calls 1 self 5 incl 5
`
	if got := treeText(res.Calls); got != want {
		t.Errorf("tree:\n%s\nwant:\n%s", got, want)
	}
	if res.Calls.Root.Inclusive != res.Costs["cycles"] {
		t.Errorf("root inclusive %d, run %d", res.Calls.Root.Inclusive, res.Costs["cycles"])
	}
	// Per function: f three calls of 5; g two of 4 (9 with f); main.
	for name, w := range map[string]FuncCost{"main": {1, 3, 26}, "g": {2, 8, 18}, "f": {3, 15, 15}} {
		if got := res.Calls.Funcs[name]; got == nil || *got != w {
			t.Errorf("%s: %+v, want %+v", name, got, w)
		}
	}
	if got := strings.Join(res.Calls.FuncNames(), " "); got != "main g f" {
		t.Errorf("FuncNames %q", got)
	}
	if plain := ibRun(t, attrProgram(), Config{}); plain.Calls != nil || plain.Costs["cycles"] != 26 {
		t.Errorf("without Attribute: calls %v, cycles %d", plain.Calls, plain.Costs["cycles"])
	}
	if _, err := Run(attrProgram(), Config{Attribute: "heap"}); err == nil || !strings.Contains(err.Error(), "peak") {
		t.Errorf("heap attributed: %v", err)
	}
}

// fib(n) = n < 2 ? n : fib(n-1) + fib(n-2), 1 cycle a call, the calls
// at lines 301 and 302.
func attrFib() *ts.Program {
	b := ibFn("fib", ts.I64)
	n := b.param("n", ts.I64)
	a, c := b.v("a", ts.I64), b.v("c", ts.I64)
	c1, c2 := call("fib", vs(a), bn("sub", rf(n), kI(ts.I64, 1))), call("fib", vs(c), bn("sub", rf(n), kI(ts.I64, 2)))
	c1.At, c2.At = site(301), site(302)
	b.body("entry", "e.t", cycles(1))
	b.edge("e.t", "base", assume(cmpE("slt", rf(n), kI(ts.I64, 2))))
	b.edge("e.t", "rec", assume(cmpE("sge", rf(n), kI(ts.I64, 2))))
	b.ret("base", rf(n))
	b.body("rec", "rec.t", c1, c2)
	b.ret("rec.t", bn("add", rf(a), rf(c)))
	return ibProg(b)
}

func TestAttributeRecursionAndFold(t *testing.T) {
	// fib(4): 9 activations of 1 cycle each, each its own calling
	// context. Recursion counts once in the function's inclusive cost:
	// 9, not the sum over the activations.
	p := attrFib()
	res := ibRun(t, p, Config{Entry: "fib", Args: ibArgs("n", 4), Attribute: "cycles"})
	if got := *res.Calls.Funcs["fib"]; got != (FuncCost{9, 9, 9}) {
		t.Errorf("fib: %+v", got)
	}
	if nodes, _ := res.Calls.Nodes(); len(nodes) != 9 || res.Calls.Folded != 0 {
		t.Errorf("%d nodes, %d folded; want one per activation", len(nodes), res.Calls.Folded)
	}
	// With 3 nodes at most, made in the order of the run: fib(4),
	// fib(3)@301, its fib(2)@301. Then every new context folds into its
	// caller's folded node: fib(2)'s fib(1) and fib(0) (2 activations),
	// fib(3)'s fib(1) (1), and fib(4)'s fib(2)@302 with its fib(1) and
	// fib(0) (3).
	defer func(c int) { callNodeCap = c }(callNodeCap)
	callNodeCap = 3
	res = ibRun(t, p, Config{Entry: "fib", Args: ibArgs("n", 4), Attribute: "cycles"})
	want := `fib calls 1 self 1 incl 9
  fib@t.c:301:5 calls 1 self 1 incl 5
    fib@t.c:301:5 calls 1 self 1 incl 3
      (folded) calls 2 self 2 incl 2
    (folded) calls 1 self 1 incl 1
  (folded) calls 3 self 3 incl 3
`
	if got := treeText(res.Calls); got != want {
		t.Errorf("folded tree:\n%s\nwant:\n%s", got, want)
	}
	if res.Calls.Folded != 6 || *res.Calls.Funcs["fib"] != (FuncCost{9, 9, 9}) {
		t.Errorf("folded %d, fib %+v", res.Calls.Folded, *res.Calls.Funcs["fib"])
	}
}

func TestAttributeExit(t *testing.T) {
	// h exits: main (1 cycle) and h (2 cycles) are still open at the end.
	h := ibFn("h")
	h.body("entry", "e.t", cycles(2), lib("exit", nil, kI(ts.I32, 0)))
	h.ret("e.t")
	m := ibFn("main")
	m.body("entry", "e.t", cycles(1), callAt(7, "h"), cycles(100))
	m.ret("e.t")
	res := ibRun(t, ibProg(m, h), Config{Attribute: "cycles"})
	want := "main calls 1 self 1 incl 3\n  h@t.c:7:5 calls 1 self 2 incl 2\n"
	if got := treeText(res.Calls); res.Ended != "exit" || got != want {
		t.Errorf("ended %s, tree:\n%s\nwant:\n%s", res.Ended, got, want)
	}
}
