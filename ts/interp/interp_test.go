package interp

import (
	"fmt"
	"math/big"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"
	"weak"

	"wcet/ts"
)

// A compact builder of programs for the interpreter's tests. Locs are made
// on first mention; "entry", "exit" and "halt" are the function's Entry,
// Exit and Halt. Every op without a position gets t.c:LINE with a fresh
// line, so that errors can be told apart.

type ibFunc struct {
	f    *ts.Func
	locs map[string]*ts.Loc
	line int
}

func ibFn(name string, rets ...ts.Type) *ibFunc {
	b := &ibFunc{f: &ts.Func{Name: name, Rets: rets, Pos: ts.Pos{File: "t.c", Line: 1, IR: "@" + name}}, locs: map[string]*ts.Loc{}, line: 10}
	b.f.Entry, b.f.Exit, b.f.Halt = b.loc("entry"), b.loc("exit"), b.loc("halt")
	return b
}

func (b *ibFunc) loc(name string) *ts.Loc {
	if l := b.locs[name]; l != nil {
		return l
	}
	l := &ts.Loc{ID: len(b.f.Locs), Name: name, Block: name, Pos: ts.Pos{IR: "@" + b.f.Name + "/" + name}}
	b.f.Locs = append(b.f.Locs, l)
	b.locs[name] = l
	return l
}

func (b *ibFunc) param(name string, t ts.Type) *ts.Var {
	v := b.v(name, t)
	v.Param = len(b.f.Params)
	b.f.Params = append(b.f.Params, v)
	return v
}

func (b *ibFunc) ptrParam(name string, pointee ts.Type) *ts.Var {
	v := b.param(name, ts.PtrT)
	v.Pointee = pointee
	return v
}

func (b *ibFunc) v(name string, t ts.Type) *ts.Var {
	v := &ts.Var{ID: len(b.f.Vars), Name: name, IR: "%" + name, Type: t, Param: -1}
	b.f.Vars = append(b.f.Vars, v)
	return v
}

func (b *ibFunc) tr(kind ts.TransKind, from, to string, ops ...ts.Op) *ts.Trans {
	for _, op := range ops {
		if ts.PosOf(op) == (ts.Pos{}) && reflect.ValueOf(op).Kind() == reflect.Pointer {
			b.line++
			reflect.ValueOf(op).Elem().FieldByName("At").Set(reflect.ValueOf(ts.Pos{File: "t.c", Line: b.line, Col: 3}))
		}
	}
	t := &ts.Trans{ID: len(b.f.Trans), From: b.loc(from), To: b.loc(to), Ops: ops, Kind: kind, Pos: ts.Pos{IR: "@" + b.f.Name + "/" + from}}
	b.f.Trans = append(b.f.Trans, t)
	t.From.Out = append(t.From.Out, t)
	t.To.In = append(t.To.In, t)
	return t
}

func (b *ibFunc) body(from, to string, ops ...ts.Op) *ts.Trans {
	return b.tr(ts.Body, from, to, ops...)
}
func (b *ibFunc) edge(from, to string, ops ...ts.Op) *ts.Trans {
	return b.tr(ts.Edge, from, to, ops...)
}
func (b *ibFunc) ret(from string, vals ...ts.Expr) *ts.Trans {
	return b.tr(ts.Edge, from, "exit", &ts.Ret{Vals: vals})
}

func ibProg(fs ...*ibFunc) *ts.Program {
	p := &ts.Program{ByName: map[string]*ts.Func{}, GlobalByName: map[string]*ts.Global{}, Externs: map[string]*ts.Extern{}}
	for _, b := range fs {
		p.Funcs = append(p.Funcs, b.f)
		p.ByName[b.f.Name] = b.f
	}
	return p
}

func ibGlobal(p *ts.Program, name string, elem ts.Type, init []byte) *ts.Global {
	g := &ts.Global{Name: name, Src: name, Size: int64(len(init)), Init: init, Elem: elem, Pos: ts.Pos{File: "t.c", Line: 2}}
	p.Globals = append(p.Globals, g)
	p.GlobalByName[name] = g
	return g
}

// Expressions.

func kI(t ts.Type, v int64) *ts.Const                 { return ts.IntConst(t, v) }
func kBig(t ts.Type, v *big.Int) *ts.Const            { return &ts.Const{T: t, V: ts.Wrap(v, t.Bits)} }
func kF(t ts.Type, v float64) *ts.FConst              { return &ts.FConst{T: t, V: v} }
func rf(v *ts.Var) *ts.Ref                            { return &ts.Ref{V: v} }
func ga(g *ts.Global) *ts.GlobalAddr                  { return &ts.GlobalAddr{G: g} }
func padd(base ts.Expr, off int64) *ts.PtrAdd         { return &ts.PtrAdd{Base: base, Off: kI(ts.I64, off)} }
func cmpE(pred string, x, y ts.Expr) *ts.Cmp          { return &ts.Cmp{Pred: pred, X: x, Y: y} }
func castE(op string, x ts.Expr, to ts.Type) *ts.Cast { return &ts.Cast{Op: op, X: x, To: to} }
func bn(op string, x, y ts.Expr) *ts.Bin {
	t := x.Type()
	if strings.HasSuffix(op, ".ov") {
		t = ts.I1
	}
	return &ts.Bin{Op: op, X: x, Y: y, T: t}
}
func bnsw(op string, x, y ts.Expr) *ts.Bin { b := bn(op, x, y); b.NSW = true; return b }
func bnuw(op string, x, y ts.Expr) *ts.Bin { b := bn(op, x, y); b.NUW = true; return b }

func asg(d *ts.Var, e ts.Expr) *ts.Assign { return &ts.Assign{Dst: d, E: e} }
func assume(c ts.Expr) *ts.Assume         { return &ts.Assume{C: c} }
func cycles(k int64) *ts.Cost             { return &ts.Cost{Res: "cycles", Amount: kI(ts.I64, k)} }
func heapCost(k int64) *ts.Cost           { return &ts.Cost{Res: "heap", Amount: kI(ts.I64, k)} }
func lib(name string, dsts []*ts.Var, args ...ts.Expr) *ts.Lib {
	return &ts.Lib{Name: name, Dsts: dsts, Args: args}
}
func call(callee string, dsts []*ts.Var, args ...ts.Expr) *ts.Call {
	return &ts.Call{Callee: callee, Dsts: dsts, Args: args}
}
func vs(v ...*ts.Var) []*ts.Var { return v }

// Running.

func ibArgs(kv ...any) map[string]ArgVal {
	m := map[string]ArgVal{}
	for i := 0; i < len(kv); i += 2 {
		name := kv[i].(string)
		switch v := kv[i+1].(type) {
		case int:
			m[name] = ArgVal{Scalar: big.NewInt(int64(v))}
		case int64:
			m[name] = ArgVal{Scalar: big.NewInt(v)}
		case *big.Int:
			m[name] = ArgVal{Scalar: v}
		case []int64:
			a := ArgVal{IsList: true}
			for _, x := range v {
				a.List = append(a.List, big.NewInt(x))
			}
			m[name] = a
		default:
			panic("ibArgs: bad value")
		}
	}
	return m
}

func nondet(vals ...int64) []*big.Int {
	var r []*big.Int
	for _, v := range vals {
		r = append(r, big.NewInt(v))
	}
	return r
}

func ibRun(t *testing.T, p *ts.Program, cfg Config) *Result {
	t.Helper()
	res, err := Run(p, cfg)
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	return res
}

func ibRunErr(t *testing.T, p *ts.Program, cfg Config, want string) *Error {
	t.Helper()
	res, err := Run(p, cfg)
	if err == nil {
		t.Fatalf("Run succeeded (%+v); want error containing %q", res, want)
	}
	re, ok := err.(*Error)
	if !ok {
		t.Fatalf("error %T %v is not a *Error", err, err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Fatalf("error %q; want it to contain %q", err, want)
	}
	if strings.Contains(err.Error(), "internal error") {
		t.Fatalf("internal error: %v", err)
	}
	if strings.Contains(re.Msg, "\n") {
		t.Fatalf("error message has several lines: %q", re.Msg)
	}
	return re
}

// ibLoop builds main() { for (i = 0; i < n; i++) cost 3; return i } with
// n an i32 parameter, in the thesis's normal form.
func ibLoop() *ts.Program {
	b := ibFn("main", ts.I32)
	n := b.param("n", ts.I32)
	i := b.v("i", ts.I32)
	i1 := b.v("i.next", ts.I32)
	c := b.v("c", ts.I1)
	b.edge("entry", "h", asg(i, kI(ts.I32, 0)))
	b.body("h", "h.t", asg(c, cmpE("slt", rf(i), rf(n))))
	b.edge("h.t", "body", assume(rf(c)))
	b.edge("h.t", "out", assume(&ts.Un{Op: "not", X: rf(c), T: ts.I1}))
	b.body("body", "body.t", cycles(3), asg(i1, bnsw("add", rf(i), kI(ts.I32, 1))))
	b.edge("body.t", "h.end", asg(i, rf(i1)))
	b.tr(ts.Back, "h.end", "h")
	b.ret("out", rf(i))
	return ibProg(b)
}

func TestInterpLoop(t *testing.T) {
	p := ibLoop()
	for _, n := range []int64{0, 1, 7, 1_000_000} {
		res := ibRun(t, p, Config{Args: ibArgs("n", n)})
		if res.Costs["cycles"] != 3*n || res.Return[0].Int64() != n || res.Ended != "return" {
			t.Errorf("n=%d: cycles %d, return %v, ended %s", n, res.Costs["cycles"], res.Return, res.Ended)
		}
		if _, ok := res.Costs["heap"]; !ok {
			t.Errorf("no heap entry in costs")
		}
		// entry edge 1; per iteration: h 1, h.t 1, body 2, edge 1, back 1; exit: h 1, out 1, ret 1.
		if want := 1 + 6*n + 3; res.Steps != want {
			t.Errorf("n=%d: %d steps; want %d", n, res.Steps, want)
		}
	}
	res := ibRun(t, p, Config{Args: ibArgs("n", 2), RecordPath: true})
	var got []string
	for s := range res.Path.All() {
		got = append(got, p.Funcs[0].Trans[s.Trans].To.Name)
	}
	if want := "h h.t body body.t h.end h h.t body body.t h.end h h.t out exit"; strings.Join(got, " ") != want {
		t.Errorf("path %q; want %q", strings.Join(got, " "), want)
	}
	ibRunErr(t, p, Config{Args: ibArgs("n", 1000), MaxSteps: 100}, "step limit exceeded")
	// A deadline passed: the run ends at its first look at the clock,
	// after deadlineEvery ops, far below its 6e6 steps; a run shorter
	// than that never looks.
	ibRunErr(t, p, Config{Args: ibArgs("n", 1_000_000), Deadline: time.Now().Add(-time.Second)}, "budget ran out")
	if res := ibRun(t, p, Config{Args: ibArgs("n", 1000), Deadline: time.Now().Add(-time.Second)}); res.Costs["cycles"] != 3000 {
		t.Errorf("a short run under a passed deadline: cycles %d", res.Costs["cycles"])
	}
}

func BenchmarkInterpLoop(b *testing.B) {
	p := ibLoop()
	cfg := Config{Args: ibArgs("n", 1_000_000)}
	var steps int64
	b.ResetTimer()
	for b.Loop() {
		res, err := Run(p, cfg)
		if err != nil {
			b.Fatal(err)
		}
		steps += res.Steps
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(steps), "ns/op-executed")
}

func TestInterpParallelPhis(t *testing.T) {
	// a, b := b, a three times along a loop; also a phi reading its own
	// destination.
	b := ibFn("main", ts.I32, ts.I32)
	x, y, k := b.v("x", ts.I32), b.v("y", ts.I32), b.v("k", ts.I32)
	b.edge("entry", "h", asg(x, kI(ts.I32, 1)), asg(y, kI(ts.I32, 2)), asg(k, kI(ts.I32, 0)))
	b.body("h", "h.t")
	b.edge("h.t", "h.end", assume(cmpE("slt", rf(k), kI(ts.I32, 3))), asg(x, rf(y)), asg(y, rf(x)), asg(k, bn("add", rf(k), kI(ts.I32, 1))))
	b.edge("h.t", "out", assume(cmpE("sge", rf(k), kI(ts.I32, 3))))
	b.tr(ts.Back, "h.end", "h")
	b.ret("out", rf(x), rf(y))
	res := ibRun(t, ibProg(b), Config{})
	if res.Return[0].Int64() != 2 || res.Return[1].Int64() != 1 {
		t.Errorf("return %v; want [2 1]", res.Return)
	}
}

func TestInterpBranchesAndErrors(t *testing.T) {
	b := ibFn("main", ts.I32)
	n := b.param("n", ts.I32)
	b.body("entry", "e.t")
	b.edge("e.t", "a", assume(cmpE("eq", rf(n), kI(ts.I32, 1))))
	b.edge("e.t", "b", assume(cmpE("eq", rf(n), kI(ts.I32, 2))))
	b.edge("e.t", "c", assume(cmpE("eq", rf(n), kI(ts.I32, 3))))
	b.ret("a", kI(ts.I32, 10))
	b.ret("b", kI(ts.I32, 20))
	b.edge("c", "halt", &ts.Unreachable{OpBase: ts.OpBase{At: ts.Pos{File: "t.c", Line: 77, Col: 5}}})
	p := ibProg(b)
	for n, want := range map[int64]int64{1: 10, 2: 20} {
		if res := ibRun(t, p, Config{Args: ibArgs("n", n)}); res.Return[0].Int64() != want {
			t.Errorf("n=%d: %v", n, res.Return)
		}
	}
	if re := ibRunErr(t, p, Config{Args: ibArgs("n", 3)}, "unreachable"); re.Pos.Line != 77 {
		t.Errorf("position %v", re.Pos)
	}
	ibRunErr(t, p, Config{Args: ibArgs("n", 4)}, "no feasible transition at e.t in main")
	ibRunErr(t, p, Config{}, "parameter n needs --arg n=VALUE")
	ibRunErr(t, p, Config{Args: ibArgs("n", 1, "m", 2)}, "unknown --arg m")
	ibRunErr(t, p, Config{Args: ibArgs("n", []int64{1})}, "use --arg n=VALUE")
	ibRunErr(t, p, Config{Entry: "nope"}, "entry function nope is not defined")

	// llvm.assume of false, first in its block and after other ops.
	b = ibFn("main")
	n = b.param("n", ts.I32)
	b.body("entry", "e.t", assume(cmpE("sgt", rf(n), kI(ts.I32, 0))), cycles(1), assume(cmpE("sgt", rf(n), kI(ts.I32, 1))))
	b.ret("e.t")
	p = ibProg(b)
	ibRun(t, p, Config{Args: ibArgs("n", 2)})
	ibRunErr(t, p, Config{Args: ibArgs("n", 0)}, "t.c:11:3: assumption is false and there is no other way on from entry in main")
	ibRunErr(t, p, Config{Args: ibArgs("n", 1)}, "t.c:13:3: assumption is false (an llvm.assume of false is undefined behaviour)")
}

// fib(n) = n < 2 ? n : fib(n-1) + fib(n-2), with one cycle per call.
func ibFib() *ibFunc {
	b := ibFn("fib", ts.I64)
	n := b.param("n", ts.I64)
	a, c, r := b.v("a", ts.I64), b.v("c", ts.I64), b.v("r", ts.I64)
	b.body("entry", "e.t", cycles(1))
	b.edge("e.t", "base", assume(cmpE("slt", rf(n), kI(ts.I64, 2))))
	b.edge("e.t", "rec", assume(cmpE("sge", rf(n), kI(ts.I64, 2))))
	b.ret("base", rf(n))
	b.body("rec", "rec.t",
		call("fib", vs(a), bn("sub", rf(n), kI(ts.I64, 1))),
		call("fib", vs(c), bn("sub", rf(n), kI(ts.I64, 2))),
		asg(r, bnsw("add", rf(a), rf(c))))
	b.ret("rec.t", rf(r))
	return b
}

func TestInterpCalls(t *testing.T) {
	p := ibProg(ibFib())
	res := ibRun(t, p, Config{Entry: "fib", Args: ibArgs("n", 20)})
	if res.Return[0].Int64() != 6765 || res.Costs["cycles"] != 21891 {
		t.Errorf("fib(20) = %v with %d cycles", res.Return, res.Costs["cycles"])
	}

	// A callee defined after its caller.
	m := ibFn("main", ts.I64)
	r0 := m.v("r", ts.I64)
	m.body("entry", "e.t", call("fib", vs(r0), kI(ts.I64, 10)))
	m.ret("e.t", rf(r0))
	if res := ibRun(t, ibProg(m, ibFib()), Config{}); res.Return[0].Int64() != 55 {
		t.Errorf("fib(10) = %v", res.Return)
	}

	// Runaway recursion: f(n) = f(n+1), with an alloca per frame.
	b := ibFn("f", ts.I32)
	n := b.param("n", ts.I32)
	r, s := b.v("r", ts.I32), b.v("s", ts.PtrT)
	b.body("entry", "e.t", &ts.Alloca{Dst: s, Size: 64, Count: kI(ts.I64, 1)}, call("f", vs(r), bn("add", rf(n), kI(ts.I32, 1))))
	b.ret("e.t", rf(r))
	p = ibProg(b)
	ibRunErr(t, p, Config{Entry: "f", Args: ibArgs("n", 0)}, "call depth limit of 100000 frames exceeded calling f")
	ibRunErr(t, p, Config{Entry: "f", Args: ibArgs("n", 0), MaxDepth: 10}, "call depth limit of 10 frames")

	// Deep but finite recursion: sum(n) = n == 0 ? 0 : n + sum(n-1).
	b = ibFn("sum", ts.I64)
	n = b.param("n", ts.I64)
	r = b.v("r", ts.I64)
	b.body("entry", "e.t")
	b.edge("e.t", "z", assume(cmpE("eq", rf(n), kI(ts.I64, 0))))
	b.edge("e.t", "nz", assume(cmpE("ne", rf(n), kI(ts.I64, 0))))
	b.ret("z", kI(ts.I64, 0))
	b.body("nz", "nz.t", call("sum", vs(r), bn("sub", rf(n), kI(ts.I64, 1))))
	b.ret("nz.t", bn("add", rf(r), rf(n)))
	res = ibRun(t, ibProg(b), Config{Entry: "sum", Args: ibArgs("n", 90000)})
	if res.Return[0].Int64() != 90000*90001/2 {
		t.Errorf("sum = %v", res.Return)
	}
}

func TestInterpWideValuesThroughCalls(t *testing.T) {
	// id(x i128) returns x; main passes a 128-bit constant through it.
	id := ibFn("id", ts.IntT(128))
	x := id.param("x", ts.IntT(128))
	id.ret("entry", rf(x))
	m := ibFn("main", ts.IntT(128))
	r := m.v("r", ts.IntT(128))
	v, _ := new(big.Int).SetString("123456789012345678901234567890", 10)
	m.body("entry", "e.t", call("id", vs(r), kBig(ts.IntT(128), v)))
	m.ret("e.t", bn("add", rf(r), kI(ts.IntT(128), 1)))
	res := ibRun(t, ibProg(id, m), Config{})
	if res.Return[0].Cmp(new(big.Int).Add(v, big.NewInt(1))) != 0 {
		t.Errorf("got %v", res.Return[0])
	}
}

func TestInterpNondet(t *testing.T) {
	b := ibFn("main", ts.I32)
	x, y, z := b.v("x", ts.I32), b.v("y", ts.I8), b.v("z", ts.I32)
	b.body("entry", "e.t",
		&ts.Havoc{Dst: x, Kind: ts.HavocNondet},
		&ts.Havoc{Dst: y, Kind: ts.HavocVolatile},
		&ts.Havoc{Dst: z, Kind: ts.HavocNondet, Lo: kI(ts.I32, -5), Hi: kI(ts.I32, 5), Why: "WCET_NONDET_RANGE"},
		lib("rand", vs(x)),
		&ts.Havoc{Dst: y, Kind: ts.HavocUndef})
	b.ret("e.t", bn("add", bn("add", rf(x), castE("sext", rf(y), ts.I32)), rf(z)))
	p := ibProg(b)
	res := ibRun(t, p, Config{Nondet: nondet(1, 300, -5, 40)})
	// x = 40 from rand, y = 0 (undef), z = -5.
	if got := int32(res.Return[0].Uint64()); got != 35 || res.NondetUsed != 4 {
		t.Errorf("got %d, used %d", got, res.NondetUsed)
	}
	ibRunErr(t, p, Config{Nondet: nondet(1, 2, 6)}, "nondet value 6 is outside -5..5 (WCET_NONDET_RANGE)")
	ibRunErr(t, p, Config{Nondet: nondet(1, 2, 3)}, "nondet sequence exhausted after 3 values (result of external function rand)")
	// 2^32 + 3 reduced to i32 is 3: in range.
	big3 := new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 32), big.NewInt(3))
	res = ibRun(t, p, Config{Nondet: []*big.Int{big.NewInt(0), big.NewInt(0), big3, big.NewInt(0)}})
	if res.Return[0].Int64() != 3 {
		t.Errorf("got %v", res.Return)
	}

	// A chooser sees the bounds and widths.
	var seen []string
	res = ibRun(t, p, Config{Choose: func(lo, hi *big.Int, bits int) *big.Int {
		seen = append(seen, fmt.Sprintf("%v..%v/%d", lo, hi, bits))
		if lo != nil {
			return hi
		}
		return big.NewInt(1)
	}})
	if got := strings.Join(seen, " "); got != "<nil>..<nil>/32 <nil>..<nil>/8 -5..5/32 <nil>..<nil>/32" || res.Return[0].Int64() != 6 || res.NondetUsed != 4 {
		t.Errorf("chooser saw %q; returned %v, used %d", got, res.Return, res.NondetUsed)
	}
	// Its panics are its own.
	type stop struct{}
	func() {
		defer func() {
			if r := recover(); r != (stop{}) {
				t.Errorf("recovered %v; want the chooser's panic", r)
			}
		}()
		Run(p, Config{Choose: func(lo, hi *big.Int, bits int) *big.Int { panic(stop{}) }})
	}()
}

func TestInterpExitAbort(t *testing.T) {
	b := ibFn("main", ts.I32)
	n := b.param("n", ts.I32)
	b.body("entry", "e.t", cycles(5))
	b.edge("e.t", "x", assume(cmpE("eq", rf(n), kI(ts.I32, 0))))
	b.edge("e.t", "a", assume(cmpE("eq", rf(n), kI(ts.I32, 1))))
	b.edge("e.t", "u", assume(cmpE("eq", rf(n), kI(ts.I32, 2))))
	b.edge("e.t", "r", assume(cmpE("eq", rf(n), kI(ts.I32, 3))))
	b.body("x", "halt", &ts.Lib{Name: "exit", Args: []ts.Expr{kI(ts.I32, -3)}, NoReturn: true}, cycles(100))
	b.body("a", "halt", &ts.Lib{Name: "abort", NoReturn: true})
	b.body("u", "halt", &ts.Lib{Name: "__assert_fail", NoReturn: true})
	b.ret("r", kI(ts.I32, 9))
	p := ibProg(b)
	for n, want := range map[int64]string{0: "exit", 1: "abort", 2: "abort", 3: "return"} {
		res := ibRun(t, p, Config{Args: ibArgs("n", n)})
		if res.Ended != want || res.Costs["cycles"] != 5 {
			t.Errorf("n=%d: ended %s, cycles %d", n, res.Ended, res.Costs["cycles"])
		}
		if n == 0 && (len(res.Return) != 1 || res.Return[0].Uint64() != 0xfffffffd) {
			t.Errorf("exit code %v", res.Return)
		}
	}
}

func TestInterpAssertions(t *testing.T) {
	// for (i = 0; i < n; i++) { if (i % 3 == 0) count c; count d; assert "c <= 2"; }
	// then reset d, assert "d == 0".
	b := ibFn("main")
	n := b.param("n", ts.I32)
	i := b.v("i", ts.I32)
	b.edge("entry", "h", asg(i, kI(ts.I32, 0)))
	b.body("h", "h.t")
	b.edge("h.t", "body", assume(cmpE("slt", rf(i), rf(n))))
	b.edge("h.t", "out", assume(cmpE("sge", rf(i), rf(n))))
	b.body("body", "body.t")
	b.edge("body.t", "c", assume(cmpE("eq", bn("srem", rf(i), kI(ts.I32, 3)), kI(ts.I32, 0))))
	b.edge("body.t", "d", assume(cmpE("ne", bn("srem", rf(i), kI(ts.I32, 3)), kI(ts.I32, 0))))
	b.body("c", "d", &ts.Count{Name: "c"})
	b.body("d", "d.t", &ts.Count{Name: "d"}, &ts.Assert{Text: "c <= 2", OpBase: ts.OpBase{At: ts.Pos{File: "t.c", Line: 50}}})
	b.edge("d.t", "h.end", asg(i, bn("add", rf(i), kI(ts.I32, 1))))
	b.tr(ts.Back, "h.end", "h")
	b.body("out", "out.t", &ts.Reset{Name: "d"}, &ts.Assert{Text: "d == 0"})
	b.ret("out.t")
	p := ibProg(b)
	res := ibRun(t, p, Config{Args: ibArgs("n", 6)})
	if res.Blocked != nil || res.Counters["c"] != 2 || res.Counters["d"] != 0 {
		t.Errorf("n=6: blocked %v, counters %v", res.Blocked, res.Counters)
	}
	res = ibRun(t, p, Config{Args: ibArgs("n", 10)})
	if res.Blocked == nil || res.Blocked.Assertion != "c <= 2" || res.Blocked.At.Line != 50 || res.Counters["c"] != 4 {
		t.Errorf("n=10: blocked %+v, counters %v", res.Blocked, res.Counters)
	}

	b = ibFn("main")
	b.body("entry", "e.t", &ts.Assert{Text: "c <= "})
	b.ret("e.t")
	ibRunErr(t, ibProg(b), Config{}, `assertion "c <= "`)
}

func TestInterpCacheSeesNewOps(t *testing.T) {
	b := ibFn("main")
	b.body("entry", "e.t", cycles(1))
	b.ret("e.t")
	p := ibProg(b)
	if c := ibRun(t, p, Config{}).Costs["cycles"]; c != 1 {
		t.Fatalf("cycles %d", c)
	}
	// What lowlevel.Apply does: a new Ops slice.
	p.Funcs[0].Trans[0].Ops = []ts.Op{cycles(7)}
	if c := ibRun(t, p, Config{}).Costs["cycles"]; c != 7 {
		t.Fatalf("cycles %d after changing ops", c)
	}
}

func TestInterpMalformed(t *testing.T) {
	// An op the interpreter cannot compile fails only when it runs.
	b := ibFn("main", ts.I32)
	x := b.v("x", ts.I32)
	b.body("entry", "e.t")
	b.edge("e.t", "bad", assume(kI(ts.I1, 0)))
	b.edge("e.t", "good", assume(kI(ts.I1, 1)))
	b.body("bad", "bad.t", asg(x, &ts.Bin{Op: "frobnicate", X: kI(ts.I32, 1), Y: kI(ts.I32, 1), T: ts.I32}))
	b.ret("bad.t", rf(x))
	b.ret("good", kI(ts.I32, 1))
	res := ibRun(t, ibProg(b), Config{})
	if res.Return[0].Int64() != 1 {
		t.Errorf("got %v", res.Return)
	}
	b2 := ibFn("main", ts.I32)
	y := b2.v("y", ts.I32)
	b2.body("entry", "e.t", asg(y, &ts.Bin{Op: "frobnicate", X: kI(ts.I32, 1), Y: kI(ts.I32, 1), T: ts.I32}))
	b2.ret("e.t", rf(y))
	ibRunErr(t, ibProg(b2), Config{}, "unsupported operation frobnicate on i32")

	// A variable of another function.
	other := ibFn("other").v("z", ts.I32)
	b3 := ibFn("main")
	b3.body("entry", "e.t", asg(other, kI(ts.I32, 1)))
	b3.ret("e.t")
	ibRunErr(t, ibProg(b3), Config{}, "not a variable of function main")

	// Missing return value.
	b4 := ibFn("main", ts.I32)
	b4.tr(ts.Edge, "entry", "exit")
	ibRunErr(t, ibProg(b4), Config{}, "reached its exit without a return value")

	if _, err := Run(nil, Config{}); err == nil {
		t.Errorf("Run(nil) succeeded")
	}
}

func BenchmarkInterpFib(b *testing.B) {
	p := ibProg(ibFib())
	cfg := Config{Entry: "fib", Args: ibArgs("n", 15)}
	var steps int64
	for b.Loop() {
		res, err := Run(p, cfg)
		if err != nil {
			b.Fatal(err)
		}
		steps += res.Steps
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(steps), "ns/op-executed")
}

func BenchmarkInterpSmallRun(b *testing.B) {
	p := ibLoop()
	cfg := Config{Args: ibArgs("n", 3)}
	for b.Loop() {
		if _, err := Run(p, cfg); err != nil {
			b.Fatal(err)
		}
	}
}

func TestInterpConcurrent(t *testing.T) {
	p := ibProg(ibFib())
	in, err := New(p)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error)
	for g := 0; g < 4; g++ {
		go func() {
			for n := int64(0); n < 15; n++ {
				res, err := in.Run(Config{Entry: "fib", Args: ibArgs("n", n)})
				if err == nil {
					_, err = Run(p, Config{Entry: "fib", Args: ibArgs("n", n)})
				}
				if err != nil {
					done <- err
					return
				}
				a, b := int64(0), int64(1)
				for i := int64(0); i < n; i++ {
					a, b = b, a+b
				}
				if res.Return[0].Int64() != a {
					done <- fmt.Errorf("fib(%d) = %v", n, res.Return[0])
					return
				}
			}
			done <- nil
		}()
	}
	for g := 0; g < 4; g++ {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

func TestInterpInternalError(t *testing.T) {
	var err error
	func() {
		defer func() { err = internalError(recover()) }()
		var m map[string]int
		m["x"] = 1 // panics
	}()
	if err == nil || !strings.Contains(err.Error(), "internal error in the interpreter: assignment to entry in nil map at interp_test.go:") || strings.Contains(err.Error(), "\n") {
		t.Errorf("got %q", err)
	}
}

func TestInterpCacheReleasesPrograms(t *testing.T) {
	// Only this test's own entries are counted: other tests' programs may
	// be collected (or added) at any time.
	held := func(keys []weak.Pointer[ts.Program]) int {
		interpCache.Lock()
		defer interpCache.Unlock()
		n := 0
		for _, k := range keys {
			if interpCache.m[k] != nil {
				n++
			}
		}
		return n
	}
	progs := make([]*ts.Program, 20)
	keys := make([]weak.Pointer[ts.Program], len(progs))
	for i := range progs {
		progs[i] = ibLoop()
		keys[i] = weak.Make(progs[i])
		ibRun(t, progs[i], Config{Args: ibArgs("n", 1)})
	}
	if n := held(keys); n != len(progs) {
		t.Fatalf("cache holds %d of the %d programs run; want all", n, len(progs))
	}
	runtime.KeepAlive(progs)
	progs = nil
	for i := 0; i < 100 && held(keys) > 0; i++ {
		runtime.GC()
		time.Sleep(10 * time.Millisecond)
	}
	if n := held(keys); n > 0 {
		t.Errorf("cache still holds %d programs after they became unreachable", n)
	}
}

// Poison (interp_poison.go): operations that make poison are not errors by
// themselves; only uses of their results are.

func selE(c, x, y ts.Expr) *ts.Select { return &ts.Select{C: c, X: x, Y: y} }

// ibSpec is `if (c) r = x + 1; return r;` as LLVM -O2 emits it: the add is
// computed speculatively and discarded by a select when c is 0.
func ibSpec(use func(b *ibFunc, t *ts.Var)) *ts.Program {
	b := ibFn("main", ts.I32)
	x, c := b.param("x", ts.I32), b.param("c", ts.I32)
	z, t, r := b.v("z", ts.I1), b.v("t", ts.I32), b.v("r", ts.I32)
	b.body("entry", "entry.t",
		asg(z, cmpE("eq", rf(c), kI(ts.I32, 0))),
		&ts.Assign{OpBase: ts.OpBase{At: ts.Pos{File: "t.c", Line: 5, Col: 7}}, Dst: t, E: bnsw("add", rf(x), kI(ts.I32, 1))},
		asg(r, selE(rf(z), kI(ts.I32, 0), rf(t))))
	if use != nil {
		use(b, t)
		return ibProg(b)
	}
	b.ret("entry.t", rf(r))
	return ibProg(b)
}

func TestInterpPoisonDiscardedBySelect(t *testing.T) {
	p := ibSpec(nil)
	res := ibRun(t, p, Config{Args: ibArgs("x", int64(2147483647), "c", 0)})
	if res.Return[0].Int64() != 0 {
		t.Errorf("return %v; want 0", res.Return)
	}
	res = ibRun(t, p, Config{Args: ibArgs("x", 41, "c", 1)})
	if res.Return[0].Int64() != 42 {
		t.Errorf("return %v; want 42", res.Return)
	}
	// Chosen by the select: returning it is undefined behaviour.
	ibRunErr(t, p, Config{Args: ibArgs("x", int64(2147483647), "c", 1)},
		"the returned value is poison, which is undefined behaviour; the poison comes from t.c:5:7: signed overflow in add nsw (i32 2147483647 + 1)")
}

func TestInterpPoisonBranch(t *testing.T) {
	// The same poison used as a branch condition.
	p := ibSpec(func(b *ibFunc, t *ts.Var) {
		b.edge("entry.t", "a", assume(cmpE("sgt", rf(t), kI(ts.I32, 3))))
		b.edge("entry.t", "b", assume(cmpE("sle", rf(t), kI(ts.I32, 3))))
		b.ret("a", kI(ts.I32, 1))
		b.ret("b", kI(ts.I32, 2))
	})
	res := ibRun(t, p, Config{Args: ibArgs("x", 5, "c", 0)})
	if res.Return[0].Int64() != 1 {
		t.Errorf("return %v; want 1", res.Return)
	}
	re := ibRunErr(t, p, Config{Args: ibArgs("x", int64(2147483647), "c", 0)},
		"the condition is poison, which is undefined behaviour; the poison comes from t.c:5:7: signed overflow in add nsw")
	if re.Pos.Line == 5 {
		t.Errorf("error at %s; want the branch's position, not the add's", re.Pos)
	}
}

func TestInterpPoisonShiftDiscarded(t *testing.T) {
	// if (c < 32 && c >= 0) r = x << c; else r = 7;
	b := ibFn("main", ts.I32)
	x, c := b.param("x", ts.I32), b.param("c", ts.I32)
	s, r := b.v("s", ts.I32), b.v("r", ts.I32)
	b.body("entry", "entry.t",
		asg(s, bn("shl", rf(x), rf(c))),
		asg(r, selE(cmpE("ult", rf(c), kI(ts.I32, 32)), rf(s), kI(ts.I32, 7))))
	b.ret("entry.t", rf(r))
	p := ibProg(b)
	if res := ibRun(t, p, Config{Args: ibArgs("x", 1, "c", 40)}); res.Return[0].Int64() != 7 {
		t.Errorf("return %v; want 7", res.Return)
	}
	if res := ibRun(t, p, Config{Args: ibArgs("x", 1, "c", 4)}); res.Return[0].Int64() != 16 {
		t.Errorf("return %v; want 16", res.Return)
	}
	// Without the select the shift's poison reaches the return.
	b2 := ibFn("main", ts.I32)
	x2, c2, s2 := b2.param("x", ts.I32), b2.param("c", ts.I32), b2.v("s", ts.I32)
	b2.body("entry", "entry.t", asg(s2, bn("shl", rf(x2), rf(c2))))
	b2.ret("entry.t", rf(s2))
	ibRunErr(t, ibProg(b2), Config{Args: ibArgs("x", 1, "c", 40)}, "shift amount 40 >= width 32 in shl")
}

func TestInterpPoisonFptosiDiscarded(t *testing.T) {
	// if (c) r = (int)(x * 1e10);
	b := ibFn("main", ts.I32)
	x, c := b.param("x", ts.I32), b.param("c", ts.I32)
	d, i, r := b.v("d", ts.F64), b.v("i", ts.I32), b.v("r", ts.I32)
	b.body("entry", "entry.t",
		asg(d, &ts.Bin{Op: "fmul", X: castE("sitofp", rf(x), ts.F64), Y: kF(ts.F64, 1e10), T: ts.F64}),
		asg(i, castE("fptosi", rf(d), ts.I32)),
		asg(r, selE(cmpE("ne", rf(c), kI(ts.I32, 0)), rf(i), kI(ts.I32, 0))))
	b.ret("entry.t", rf(r))
	p := ibProg(b)
	if res := ibRun(t, p, Config{Args: ibArgs("x", 5, "c", 0)}); res.Return[0].Int64() != 0 {
		t.Errorf("return %v; want 0", res.Return)
	}
	ibRunErr(t, p, Config{Args: ibArgs("x", 5, "c", 1)}, "fptosi of 5e+10 to i32 is out of range (poison)")
}

func TestInterpPoisonPhis(t *testing.T) {
	// Poison moves through parallel assignments (with and without a
	// conflict) and is overwritten by clean values.
	b := ibFn("main", ts.I32)
	x := b.param("x", ts.I32)
	t1, p, q, k := b.v("t", ts.I32), b.v("p", ts.I32), b.v("q", ts.I32), b.v("k", ts.I32)
	b.body("entry", "entry.t", asg(t1, bnsw("add", rf(x), kI(ts.I32, 1))))
	b.edge("entry.t", "h", asg(p, kI(ts.I32, 1)), asg(q, rf(t1)), asg(k, kI(ts.I32, 0)))
	b.body("h", "h.t")
	// swap p and q twice: the poison goes q -> p -> q.
	b.edge("h.t", "h.end", assume(cmpE("slt", rf(k), kI(ts.I32, 2))), asg(p, rf(q)), asg(q, rf(p)), asg(k, bn("add", rf(k), kI(ts.I32, 1))))
	b.edge("h.t", "out", assume(cmpE("sge", rf(k), kI(ts.I32, 2))))
	b.tr(ts.Back, "h.end", "h")
	b.body("out", "out.t", cycles(1))
	// p is clean: branching on it is fine.
	b.edge("out.t", "clean", assume(cmpE("eq", rf(p), kI(ts.I32, 1))))
	b.edge("out.t", "other", assume(cmpE("ne", rf(p), kI(ts.I32, 1))))
	b.ret("other", kI(ts.I32, 9))
	// q holds the poison: arithmetic on it, then a branch.
	u, v := b.v("u", ts.I32), b.v("v", ts.I1)
	b.body("clean", "clean.t", asg(u, bn("mul", rf(q), kI(ts.I32, 2))), asg(v, cmpE("slt", rf(u), kI(ts.I32, 0))))
	b.edge("clean.t", "neg", assume(rf(v)))
	b.edge("clean.t", "pos", assume(&ts.Un{Op: "not", X: rf(v), T: ts.I1}))
	b.ret("neg", kI(ts.I32, 1))
	b.ret("pos", kI(ts.I32, 2))
	prog := ibProg(b)
	if res := ibRun(t, prog, Config{Args: ibArgs("x", 5)}); res.Return[0].Int64() != 2 {
		t.Errorf("return %v; want 2", res.Return)
	}
	re := ibRunErr(t, prog, Config{Args: ibArgs("x", int64(2147483647))},
		"the condition is poison, which is undefined behaviour; the poison comes from t.c:11:3: signed overflow in add nsw (i32 2147483647 + 1)")
	if want := (ts.Pos{File: "t.c", Line: 26, Col: 3}); re.Pos != want { // the branch on v, not the one on p
		t.Errorf("error at %s; want %s", re.Pos, want)
	}
}

func TestInterpPoisonOverwritten(t *testing.T) {
	// A loop whose speculated add overflows in one iteration only: the
	// poison is overwritten before any use.
	b := ibFn("main", ts.I32)
	x := b.param("x", ts.I32)
	i, t1, a := b.v("i", ts.I32), b.v("t", ts.I32), b.v("a", ts.I32)
	b.edge("entry", "h", asg(i, kI(ts.I32, 0)), asg(a, kI(ts.I32, 0)))
	b.body("h", "h.t", asg(t1, bnsw("add", &ts.Select{C: cmpE("eq", rf(i), kI(ts.I32, 1)), X: rf(x), Y: rf(i)}, kI(ts.I32, 1))))
	b.edge("h.t", "h.end", assume(cmpE("slt", rf(i), kI(ts.I32, 3))), asg(a, selE(cmpE("eq", rf(i), kI(ts.I32, 1)), rf(a), rf(t1))), asg(i, bn("add", rf(i), kI(ts.I32, 1))))
	b.edge("h.t", "out", assume(cmpE("sge", rf(i), kI(ts.I32, 3))))
	b.tr(ts.Back, "h.end", "h")
	b.ret("out", rf(a), rf(t1))
	prog := ibProg(b)
	prog.Funcs[0].Rets = []ts.Type{ts.I32, ts.I32}
	res := ibRun(t, prog, Config{Args: ibArgs("x", int64(2147483647))})
	if res.Return[0].Int64() != 3 || res.Return[1].Int64() != 4 {
		t.Errorf("return %v; want [3 4]", res.Return)
	}
}

func TestInterpPoisonUses(t *testing.T) {
	// Stores, divisors, call arguments and cost amounts of poison are
	// undefined behaviour.
	for _, c := range []struct {
		name string
		use  func(b *ibFunc, t *ts.Var) []ts.Op
		want string
	}{
		{"store", func(b *ibFunc, t *ts.Var) []ts.Op {
			a := b.v("a", ts.PtrT)
			return []ts.Op{&ts.Alloca{Dst: a, Size: 4, Align: 4}, &ts.Store{Addr: rf(a), Val: rf(t), T: ts.I32}}
		}, "the stored value is poison"},
		{"divisor", func(b *ibFunc, t *ts.Var) []ts.Op {
			return []ts.Op{asg(b.v("d", ts.I32), bn("sdiv", kI(ts.I32, 7), rf(t)))}
		}, "the divisor of sdiv is poison"},
		{"cost", func(b *ibFunc, t *ts.Var) []ts.Op {
			return []ts.Op{&ts.Cost{Res: "cycles", Amount: castE("sext", rf(t), ts.I64)}}
		}, "the cost amount is poison"},
		{"call", func(b *ibFunc, t *ts.Var) []ts.Op {
			return []ts.Op{call("g", nil, rf(t))}
		}, "argument 1 of the call of g is poison"},
		{"lib", func(b *ibFunc, t *ts.Var) []ts.Op {
			return []ts.Op{lib("abs", vs(b.v("r", ts.I32)), rf(t))}
		}, "argument 1 of abs is poison"},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := ibFn("main", ts.I32)
			x := b.param("x", ts.I32)
			v := b.v("t", ts.I32)
			ops := append([]ts.Op{asg(v, bnsw("add", rf(x), kI(ts.I32, 1)))}, c.use(b, v)...)
			b.body("entry", "entry.t", ops...)
			b.ret("entry.t", kI(ts.I32, 0))
			g := ibFn("g")
			g.param("y", ts.I32)
			g.ret("entry")
			prog := ibProg(b, g)
			ibRun(t, prog, Config{Args: ibArgs("x", 1)})
			ibRunErr(t, prog, Config{Args: ibArgs("x", int64(2147483647))}, c.want+", which is undefined behaviour; the poison comes from t.c:11:3: signed overflow in add nsw")
		})
	}
}

// TestInterpStopAtUnknown: under Config.StopAtUnknown a run ends at the
// first value the analysis does not know (unroll's one-run path): an
// integer volatile load, a nondet value, an external result, an undefined
// value; a plain load and a volatile pointer load read memory.
func TestInterpStopAtUnknown(t *testing.T) {
	build := func(op func(b *ibFunc, p *ts.Program, x *ts.Var) ts.Op) *ts.Program {
		b := ibFn("main", ts.I32)
		x := b.v("x", ts.I32)
		p := ibProg(b)
		b.body("entry", "e.t", op(b, p, x))
		b.ret("e.t", rf(x))
		return p
	}
	word := []byte{7, 0, 0, 0}
	for _, c := range []struct {
		name string
		op   func(b *ibFunc, p *ts.Program, x *ts.Var) ts.Op
		want string // "" when the run ends, returning 7
	}{
		{"volatile", func(_ *ibFunc, p *ts.Program, x *ts.Var) ts.Op {
			return &ts.Load{Dst: x, Addr: ga(ibGlobal(p, "reg", ts.I32, word)), Volatile: true}
		}, "a volatile value"},
		{"load", func(_ *ibFunc, p *ts.Program, x *ts.Var) ts.Op {
			return &ts.Load{Dst: x, Addr: ga(ibGlobal(p, "g", ts.I32, word))}
		}, ""},
		{"nondet", func(_ *ibFunc, _ *ts.Program, x *ts.Var) ts.Op {
			return &ts.Havoc{Dst: x, Kind: ts.HavocNondet}
		}, "a nondet value"},
		{"extern", func(_ *ibFunc, _ *ts.Program, x *ts.Var) ts.Op { return lib("rand", vs(x)) }, "a nondet value"},
		{"undef", func(_ *ibFunc, _ *ts.Program, x *ts.Var) ts.Op {
			return &ts.Havoc{Dst: x, Kind: ts.HavocUndef, Why: "result of intrinsic llvm.foo"}
		}, "an undefined value (result of intrinsic llvm.foo)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := build(c.op)
			cfg := Config{StopAtUnknown: true, Nondet: nondet(7)}
			if c.want == "" {
				if res := ibRun(t, p, cfg); res.Return[0].Int64() != 7 {
					t.Errorf("got %v", res.Return)
				}
				return
			}
			if e := ibRunErr(t, p, cfg, c.want); !e.Unknown {
				t.Errorf("%v: Unknown not set", e)
			}
			// Without it the run reads memory, the nondet sequence or 0.
			ibRun(t, p, Config{Nondet: nondet(7)})
		})
	}
	// A volatile pointer holds what the program stored.
	b := ibFn("main", ts.I32)
	q, x := b.v("q", ts.PtrT), b.v("x", ts.I32)
	p := ibProg(b)
	g := ibGlobal(p, "g", ts.I32, word)
	slot := ibGlobal(p, "slot", ts.PtrT, make([]byte, 8))
	b.body("entry", "e.t",
		&ts.Store{Addr: ga(slot), Val: ga(g), T: ts.PtrT},
		&ts.Load{Dst: q, Addr: ga(slot), Volatile: true},
		&ts.Load{Dst: x, Addr: rf(q)})
	b.ret("e.t", rf(x))
	if res := ibRun(t, p, Config{StopAtUnknown: true}); res.Return[0].Int64() != 7 {
		t.Errorf("volatile pointer: got %v", res.Return)
	}
}
