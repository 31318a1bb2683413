package ts

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func mkRef(v *Var) *Ref                 { return &Ref{V: v} }
func mkC32(v int64) *Const              { return IntConst(I32, v) }
func mkC64(v int64) *Const              { return IntConst(I64, v) }
func mkAssign(v *Var, e Expr) *Assign   { return &Assign{Dst: v, E: e} }
func mkAssume(e Expr) *Assume           { return &Assume{C: e} }
func mkBin(op string, x, y Expr) *Bin   { return &Bin{Op: op, X: x, Y: y, T: x.Type()} }
func mkCmp(pred string, x, y Expr) *Cmp { return &Cmp{Pred: pred, X: x, Y: y} }
func mkNot(x Expr) *Un                  { return &Un{Op: "not", X: x, T: I1} }
func mkRet(vals ...Expr) *Ret           { return &Ret{Vals: vals} }
func varNames(vs []*Var) string {
	s := []string{}
	for _, v := range vs {
		s = append(s, v.Name)
	}
	return strings.Join(s, " ")
}
func liveAtLoc(f *Func, name string) string { return varNames(f.Live[locNamed(f, name).ID]) }

func locNamed(f *Func, name string) *Loc {
	for _, l := range f.Locs {
		if l.Name == name {
			return l
		}
	}
	panic("no loc " + name)
}

// sumLoopFunc is: s = 0; for (i = 0; i < n; i++) s += i; return s;
func sumLoopFunc() *Func {
	b := newFuncBuilder("sum")
	n := b.param("n", I32)
	i := b.v("i", I32)
	s := b.v("s", I32)
	c := b.v("c", I1)
	i1 := b.v("i.1", I32)
	s1 := b.v("s.1", I32)
	b.f.Rets = []Type{I32}
	b.block("%0", 1, nil, edgeTo("%1", mkAssign(i, mkC32(0)), mkAssign(s, mkC32(0))))
	b.block("%1", 2, []Op{mkAssign(c, mkCmp("slt", mkRef(i), mkRef(n)))},
		edgeTo("%2", mkAssume(mkRef(c))), edgeTo("%3", mkAssume(mkNot(mkRef(c)))))
	b.block("%2", 3, []Op{mkAssign(s1, mkBin("add", mkRef(s), mkRef(i))), mkAssign(i1, mkBin("add", mkRef(i), mkC32(1)))},
		latchTo("%1", 2, mkAssign(i, mkRef(i1)), mkAssign(s, mkRef(s1))))
	b.block("%3", 4, nil, edgeTo("ret", mkRet(mkRef(s))))
	return b.build()
}

func TestLivenessLoop(t *testing.T) {
	f := sumLoopFunc()
	if err := f.BuildLoops(); err != nil {
		t.Fatal(err)
	}
	f.Liveness()
	if err := programOf(f).Check(); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ loc, want string }{
		{"%0", "n"},
		{"%0.t", "n"},
		{"%1", "n i s"},
		{"%1.t", "n i s c"},
		{"%2", "n i s"},
		{"%2.t", "n i.1 s.1"},
		{"%1.end", "n i s"},
		{"%3", "s"},
		{"%3.t", "s"},
		{"exit", ""},
	} {
		if got := liveAtLoc(f, tc.loc); got != tc.want {
			t.Errorf("live at %s = [%s], want [%s]", tc.loc, got, tc.want)
		}
	}
	for _, vs := range f.Live {
		for i := 1; i < len(vs); i++ {
			if vs[i-1].ID >= vs[i].ID {
				t.Errorf("live set mkNot sorted by ID: %s", varNames(vs))
			}
		}
	}
}

func TestLivenessParallelPhis(t *testing.T) {
	// The phi copies of an edge read the old values: a swap keeps both live.
	b := newFuncBuilder("swap")
	a := b.param("a", I32)
	bb := b.param("b", I32)
	b.f.Rets = []Type{I32}
	b.block("%0", 1, nil, edgeTo("%1", mkAssume(mkCmp("slt", mkRef(a), mkRef(bb))), mkAssign(a, mkRef(bb)), mkAssign(bb, mkRef(a))), edgeTo("%1"))
	b.block("%1", 2, nil, edgeTo("ret", mkRet(mkBin("sub", mkRef(a), mkRef(bb)))))
	f := b.build()
	f.Liveness()
	if got := liveAtLoc(f, "%0.t"); got != "a b" {
		t.Errorf("live before the swap edge = [%s], want [a b]", got)
	}

	// In a Body the same ops run in sequence: a := b; b := a reads the new
	// a, so only b is live.
	b = newFuncBuilder("seq")
	a = b.param("a", I32)
	bb = b.param("b", I32)
	b.f.Rets = []Type{I32}
	b.block("%0", 1, []Op{mkAssign(a, mkRef(bb)), mkAssign(bb, mkRef(a))}, edgeTo("ret", mkRet(mkBin("sub", mkRef(a), mkRef(bb)))))
	f = b.build()
	f.Liveness()
	if got := liveAtLoc(f, "%0"); got != "b" {
		t.Errorf("live before sequential a := b; b := a = [%s], want [b]", got)
	}
}

func TestLivenessStraightLine(t *testing.T) {
	b := newFuncBuilder("g")
	a := b.param("a", I32)
	bb := b.param("b", I32)
	dead := b.param("dead", I32)
	x := b.v("x", I32)
	y := b.v("y", I32)
	b.f.Rets = []Type{I32}
	b.block("%0", 1, []Op{mkAssign(x, mkBin("add", mkRef(a), mkC32(1))), mkAssign(y, mkBin("mul", mkRef(x), mkRef(bb))), mkAssign(dead, mkRef(y))},
		edgeTo("ret", mkRet(mkRef(y))))
	f := b.build()
	f.Liveness()
	if got := liveAtLoc(f, "%0"); got != "a b" {
		t.Errorf("live at entry = [%s], want [a b]", got)
	}
	if got := liveAtLoc(f, "%0.t"); got != "y" {
		t.Errorf("live before mkRet = [%s], want [y]", got)
	}
}

func TestUsesDefs(t *testing.T) {
	v := func(n string) *Var { return &Var{Name: n, Type: I64} }
	p, q, r, s, d, e := v("p"), v("q"), v("r"), v("s"), v("d"), v("e")
	p.Type = PtrT
	for _, tc := range []struct {
		op         Op
		uses, defs string
	}{
		{&Assign{Dst: d, E: &Select{C: &Cmp{Pred: "eq", X: mkRef(q), Y: mkRef(r)}, X: &Cast{Op: "sext", X: mkRef(s), To: I64}, Y: &Un{Op: "abs", X: mkRef(q), T: I64}}}, "q r s", "d"},
		{&Assign{Dst: d, E: mkBin("add", mkRef(q), mkRef(q))}, "q", "d"},
		{&Assume{C: mkCmp("ult", mkRef(q), mkC64(3))}, "q", ""},
		{&Havoc{Dst: d, Lo: mkRef(q), Hi: mkRef(r)}, "q r", "d"},
		{&Havoc{Dst: d}, "", "d"},
		{&Cost{Res: "cycles", Amount: mkRef(q)}, "q", ""},
		{&Tick{Opcodes: []string{"add"}, Bytes: mkRef(r)}, "r", ""},
		{&Tick{Opcodes: []string{"add"}}, "", ""},
		{&Count{Name: "c"}, "", ""},
		{&Reset{Name: "c"}, "", ""},
		{&Assert{Text: "c <= 1"}, "", ""},
		{&Call{Dsts: []*Var{d, e}, Callee: "f", Args: []Expr{mkRef(q), mkC64(1), mkRef(r)}}, "q r", "d e"},
		{&Lib{Dsts: []*Var{d}, Name: "malloc", Args: []Expr{mkRef(s)}}, "s", "d"},
		{&Alloca{Dst: p, Size: 4, Count: mkRef(q)}, "q", "p"},
		{&Load{Dst: d, Addr: &PtrAdd{Base: mkRef(p), Off: mkBin("mul", mkRef(q), mkC64(4))}}, "p q", "d"},
		{&Store{Addr: &PtrAdd{Base: &GlobalAddr{G: &Global{Name: "g"}}, Off: mkRef(r)}, Val: mkRef(s), T: I64}, "r s", ""},
		{&StackSave{Dst: d}, "", "d"},
		{&StackRestore{Token: mkRef(d)}, "d", ""},
		{&Ret{Vals: []Expr{mkRef(q), &FuncAddr{Name: "f"}, &Undef{T: I64}, &FConst{T: F64, V: 1}}}, "q", ""},
		{&Unreachable{}, "", ""},
	} {
		name := fmt.Sprintf("%T", tc.op)
		if got := varNames(Uses(tc.op)); got != tc.uses {
			t.Errorf("Uses(%s %s) = [%s], want [%s]", name, FormatOp(tc.op), got, tc.uses)
		}
		if got := varNames(Defs(tc.op)); got != tc.defs {
			t.Errorf("Defs(%s %s) = [%s], want [%s]", name, FormatOp(tc.op), got, tc.defs)
		}
	}
}

// livenessChain builds a long chain of seq loops, each incrementing a
// counter live throughout, with its loops built.
func livenessChain(tb testing.TB, seq int) *Func {
	b := newFuncBuilder("big")
	n := b.param("n", I32)
	acc := b.v("acc", I32)
	b.f.Rets = []Type{I32}
	b.block("E", 1, []Op{mkAssign(acc, mkC32(0))}, edgeTo("S0"))
	for i := 0; i < seq; i++ {
		tmp := b.v(fmt.Sprintf("t%d", i), I1)
		b.block(fmt.Sprintf("S%d", i), 2, []Op{mkAssign(tmp, mkCmp("slt", mkRef(acc), mkRef(n)))},
			edgeTo(fmt.Sprintf("B%d", i), mkAssume(mkRef(tmp))), edgeTo(fmt.Sprintf("S%d", i+1), mkAssume(mkNot(mkRef(tmp)))))
		b.block(fmt.Sprintf("B%d", i), 3, []Op{mkAssign(acc, mkBin("add", mkRef(acc), mkC32(1)))}, edgeTo(fmt.Sprintf("S%d", i)))
	}
	b.block(fmt.Sprintf("S%d", seq), 4, nil, edgeTo("ret", mkRet(mkRef(acc))))
	f := b.build()
	if err := f.BuildLoops(); err != nil {
		tb.Fatal(err)
	}
	return f
}

func TestLivenessLarge(t *testing.T) {
	f := livenessChain(t, 10000)
	start := time.Now()
	f.Liveness()
	el := time.Since(start)
	t.Logf("%d locs: Liveness took %v", len(f.Locs), el)
	if got := liveAtLoc(f, "E"); got != "n" {
		t.Errorf("live at entry = [%s]", got)
	}
	if got := liveAtLoc(f, "S5000"); got != "n acc" {
		t.Errorf("live at S5000 = [%s]", got)
	}
}

// BenchmarkLivenessLarge measures Liveness on TestLivenessLarge's chain of
// 10,000 loops (go test -bench LivenessLarge ./ts); its speed is a
// benchmark figure, never a test assertion.
func BenchmarkLivenessLarge(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		f := livenessChain(b, 10000)
		b.StartTimer()
		f.Liveness()
	}
}

// TestLiveBefore: the variables a caller's frame needs where it resumes
// after a call, in the middle of a transition: what the rest of the ops
// read before writing, and what is live at the target.
func TestLiveBefore(t *testing.T) {
	b := newFuncBuilder("caller")
	a := b.param("a", I32)
	bb := b.param("b", I32)
	k := b.v("k", I32)
	r := b.v("r", I32)
	y := b.v("y", I32)
	b.f.Rets = []Type{I32}
	call := &Call{Callee: "g", Args: []Expr{mkRef(k)}, Dsts: []*Var{r}}
	b.block("%0", 1, []Op{mkAssign(k, mkBin("add", mkRef(a), mkC32(1))), call, mkAssign(y, mkBin("add", mkRef(r), mkRef(bb)))},
		edgeTo("ret", mkRet(mkRef(y))))
	f := b.build()
	f.Liveness()
	body := locNamed(f, "%0").Out[0]
	for _, tc := range []struct {
		at   int
		want string
	}{
		{0, "a b"}, // the whole body: Live at %0
		{1, "b k"}, // before the call: its argument
		{2, "b r"}, // after it: k is dead, the result is read
		{3, "y"},   // Live at %0.t
	} {
		if got := varNames(f.LiveBefore(body, tc.at)); got != tc.want {
			t.Errorf("LiveBefore(body, %d) = [%s], want [%s]", tc.at, got, tc.want)
		}
	}
	if got, want := varNames(f.LiveBefore(body, 0)), liveAtLoc(f, "%0"); got != want {
		t.Errorf("LiveBefore(body, 0) = [%s], Live at %%0 = [%s]", got, want)
	}
}
