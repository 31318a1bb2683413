package ts

import (
	"math/big"
	"strings"
	"testing"
)

// checkProgram is a small sound program: sum (a loop) and main, which
// calls it and touches memory and a library function.
func checkProgram() *Program {
	sum := sumLoopFunc()
	b := newFuncBuilder("main")
	b.f.Rets = []Type{I32}
	r := b.v("r", I32)
	p := b.v("p", PtrT)
	x := b.v("x", I32)
	y := b.v("y", I32)
	tab := &Global{Name: "tab", Size: 8, Align: 4, Init: make([]byte, 8), Elem: I32}
	at := Pos{File: "a.c", Line: 12, Col: 5}
	b.block("%0", 11, []Op{
		&Alloca{Dst: p, Size: 4, Count: mkC32(1), Align: 4},
		&Store{Addr: mkRef(p), Val: mkC32(5), T: I32},
		&Load{Dst: x, Addr: &PtrAdd{Base: &GlobalAddr{G: tab}, Off: mkC64(4), InBounds: true}},
		&Call{OpBase: OpBase{at}, Dsts: []*Var{r}, Callee: "sum", Args: []Expr{mkRef(x)}},
		&Lib{Dsts: []*Var{y}, Name: "abs", Args: []Expr{mkRef(r)}},
		&Cost{Res: "cycles", Amount: mkC64(3)},
	}, edgeTo("ret", mkRet(mkRef(y))))
	main := b.build()
	prog := programOf(sum, main)
	prog.Globals = []*Global{tab}
	prog.GlobalByName[tab.Name] = tab
	prog.Externs["abs"] = &Extern{Name: "abs", Ret: I32}
	for _, f := range prog.Funcs {
		if err := f.BuildLoops(); err != nil {
			panic(err)
		}
		f.Liveness()
	}
	return prog
}

// transNamed returns the first transition of f from loc from to loc to.
func transNamed(f *Func, from, to string) *Trans {
	for _, t := range f.Trans {
		if t.From.Name == from && t.To.Name == to {
			return t
		}
	}
	panic("no transition " + from + " -> " + to)
}

func addTransTo(f *Func, from, to *Loc, kind TransKind, ops ...Op) *Trans {
	t := &Trans{ID: len(f.Trans), From: from, To: to, Kind: kind, Ops: ops, Pos: from.Pos}
	f.Trans = append(f.Trans, t)
	from.Out = append(from.Out, t)
	to.In = append(to.In, t)
	return t
}

func TestCheckSound(t *testing.T) {
	p := checkProgram()
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestCheckBroken(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(p *Program)
		want   string
	}{
		{"loc ID", func(p *Program) { p.Funcs[0].Locs[3].ID = 4 }, "a.c:2:2: ts check: function sum: loc %1.t has ID 4 at index 3"},
		{"trans ID", func(p *Program) { p.Funcs[0].Trans[2].ID = 7 }, "transition has ID 7 at index 2"},
		{"missing from Out", func(p *Program) {
			l := locNamed(p.Funcs[0], "%1.t")
			l.Out = l.Out[:1]
		}, "transition t4 (%1.t -> %3) is listed 0 times in Out and 1 times in In"},
		{"wrong In", func(p *Program) {
			f := p.Funcs[0]
			l := locNamed(f, "%3")
			l.In = append(l.In, f.Trans[0])
		}, "loc %3 lists t0 (%0 -> %0.t) as incoming"},
		{"foreign var", func(p *Program) {
			tr := transNamed(p.Funcs[0], "%2", "%2.t")
			tr.Ops[0].(*Assign).Dst = &Var{ID: 4, Name: "s.1", Type: I32}
		}, "a.c:3:1: ts check: function sum: variable s.1 (ID 4) is not in the function's Vars"},
		{"foreign var in expr", func(p *Program) {
			tr := transNamed(p.Funcs[0], "%2", "%2.t")
			tr.Ops[0].(*Assign).E = mkRef(p.Funcs[1].Vars[0])
		}, "variable r (ID 0) is not in the function's Vars"},
		{"undefined callee", func(p *Program) {
			findOp[*Call](p.Funcs[1]).Callee = "nosuch"
		}, "a.c:12:5: ts check: function main: r := call nosuch(x): call of undefined function nosuch"},
		{"call arity", func(p *Program) {
			c := findOp[*Call](p.Funcs[1])
			c.Args = append(c.Args, mkC32(1))
		}, "r := call sum(x, i32 1): 2 arguments for the 1 parameters of sum"},
		{"call arg type", func(p *Program) {
			findOp[*Call](p.Funcs[1]).Args[0] = mkC64(1)
		}, "argument 1 has type i64; want i32"},
		{"lib name", func(p *Program) { findOp[*Lib](p.Funcs[1]).Name = "" }, "library call with an empty name"},
		{"assign type", func(p *Program) {
			transNamed(p.Funcs[0], "%0.t", "%1").Ops[0].(*Assign).E = mkC64(0)
		}, "a.c:1:3: ts check: function sum: i := i64 0: the expression has type i64; want i32"},
		{"assume type", func(p *Program) {
			transNamed(p.Funcs[0], "%1.t", "%2").Ops[0].(*Assume).C = mkRef(p.Funcs[0].Vars[1])
		}, "assume i: the condition has type i32; want i1"},
		{"ptradd offset", func(p *Program) {
			findOp[*Load](p.Funcs[1]).Addr.(*PtrAdd).Off = mkC32(4)
		}, "in ptradd inbounds @tab, i32 4: offset of type i32; want i64"},
		{"cmp operands", func(p *Program) {
			f := p.Funcs[0]
			transNamed(f, "%1", "%1.t").Ops[0].(*Assign).E.(*Cmp).Y = mkC64(3)
		}, "in slt i32 i, i64 3: operands of types i32 and i64"},
		{"bin op", func(p *Program) {
			transNamed(p.Funcs[0], "%2", "%2.t").Ops[0].(*Assign).E.(*Bin).Op = "plus"
		}, `unknown binary operation "plus"`},
		{"bin result type", func(p *Program) {
			transNamed(p.Funcs[0], "%2", "%2.t").Ops[0].(*Assign).E.(*Bin).T = I64
		}, "result type i64; want i32"},
		{"cast", func(p *Program) {
			transNamed(p.Funcs[0], "%2", "%2.t").Ops[0].(*Assign).E = &Cast{Op: "zext", X: mkC64(1), To: I32}
		}, "zext from i64 to i32"},
		{"const range", func(p *Program) {
			transNamed(p.Funcs[0], "%0.t", "%1").Ops[0].(*Assign).E = &Const{T: I32, V: new(big.Int).Lsh(big.NewInt(1), 32)}
		}, "constant 4294967296 out of the range of i32"},
		{"ret off exit", func(p *Program) {
			tr := transNamed(p.Funcs[0], "%1.t", "%2")
			tr.Ops = append(tr.Ops, mkRet(mkC32(0)))
		}, "ret on transition t3 to %2, not to the exit loc"},
		{"ret count", func(p *Program) {
			transNamed(p.Funcs[0], "%3.t", "exit").Ops[0] = mkRet()
		}, "ret: 0 values for the 1 results of the function"},
		{"exit without ret", func(p *Program) {
			transNamed(p.Funcs[0], "%3.t", "exit").Ops = nil
		}, "transition t8 into the exit loc carries no ret"},
		{"entry with In", func(p *Program) {
			f := p.Funcs[1]
			addTransTo(f, locNamed(f, "%0.t"), f.Entry, Edge)
		}, "entry loc %0 has incoming transitions"},
		{"end with two outs", func(p *Program) {
			f := p.Funcs[0]
			addTransTo(f, f.Loops[0].End, locNamed(f, "%3"), Edge)
		}, "a.c:2:1: ts check: function sum: loop L0: its end %1.end has 2 outgoing transitions; want 1"},
		{"back not Back", func(p *Program) { p.Funcs[0].Loops[0].Back.Kind = Edge }, "loop L0: its back transition t9 (%1.end -> %1, edge) is not the void Back transition %1.end -> %1"},
		{"back edge past end", func(p *Program) {
			f := p.Funcs[0]
			addTransTo(f, locNamed(f, "%2.t"), f.Loops[0].Header, Edge)
		}, "loop L0: transition t10 (%2.t -> %1) enters the header from inside the loop; back edges must go to the loop end"},
		{"stray Back", func(p *Program) {
			f := p.Funcs[0]
			addTransTo(f, locNamed(f, "%3"), locNamed(f, "%3.t"), Back)
		}, "back transition t10 (%3 -> %3.t) belongs to no loop"},
		{"live size", func(p *Program) { p.Funcs[0].Live = p.Funcs[0].Live[:2] }, "Live has 2 sets for 11 locs"},
		{"ByName", func(p *Program) { delete(p.ByName, "sum") }, "ts check: function sum is missing from ByName"},
		{"global init", func(p *Program) { p.Globals[0].Init = make([]byte, 3) }, "global @tab has 3 bytes of initializer for size 8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := checkProgram()
			tc.mutate(p)
			err := p.Check()
			if err == nil {
				t.Fatalf("Check passed, want %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Check = %q\nwant it to contain %q", err, tc.want)
			}
		})
	}
}

// findOp returns the first op of type T in f.
func findOp[T Op](f *Func) T {
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			if o, ok := op.(T); ok {
				return o
			}
		}
	}
	panic("no such op")
}
