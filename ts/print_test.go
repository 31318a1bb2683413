package ts

import (
	"math/big"
	"strings"
	"testing"
)

func TestFormatExpr(t *testing.T) {
	i := &Var{Name: "i", Type: I32}
	n := &Var{Name: "n", Type: I32}
	j := &Var{Name: "j", Type: I64}
	c := &Var{Name: "c", Type: I1}
	x := &Var{Name: "x", Type: F64}
	g := &Global{Name: "g"}
	for _, tc := range []struct {
		e    Expr
		want string
	}{
		{mkRef(i), "i"},
		{mkC32(-1), "i32 -1"},
		{IntConst(IntT(128), -5), "i128 -5"},
		{IntConst(I1, 1), "true"},
		{IntConst(I1, 0), "false"},
		{&Const{T: PtrT, V: big.NewInt(0)}, "null"},
		{&Const{T: PtrT, V: big.NewInt(4096)}, "ptr 4096"},
		{&FConst{T: F64, V: 1}, "double 1.0"},
		{&FConst{T: Type{Float, 32}, V: 0.5}, "float 0.5"},
		{&Undef{T: I32}, "i32 undef"},
		{&GlobalAddr{G: g}, "@g"},
		{&FuncAddr{Name: "f"}, "@f"},
		{&Bin{Op: "add", X: mkRef(i), Y: mkC32(1), T: I32, NSW: true}, "add nsw i32 i, 1"},
		{mkBin("add", mkBin("mul", mkRef(i), mkC32(4)), mkC32(-1)), "add i32 mul(i, 4), -1"},
		{&Bin{Op: "add", X: &Bin{Op: "shl", X: mkRef(i), Y: mkC32(2), T: I32, NUW: true, NSW: true}, Y: &Undef{T: I32, Poison: true}, T: I32}, "add i32 shl.nsw.nuw(i, 2), poison"},
		{mkBin("add", &Cast{Op: "sext", X: mkRef(i), To: I64}, mkC64(1)), "add i64 sext(i), 1"},
		{&Bin{Op: "sadd.ov", X: mkRef(i), Y: mkRef(n), T: I1}, "sadd.ov i32 i, n"},
		{&Bin{Op: "and", X: &Bin{Op: "sadd.ov", X: mkRef(i), Y: mkC32(7), T: I1}, Y: mkRef(c), T: I1}, "and i1 sadd.ov(i, 7), c"},
		{&Bin{Op: "fadd", X: mkRef(x), Y: &FConst{T: F64, V: 1.5}, T: F64}, "fadd double x, 1.5"},
		{&Cast{Op: "sext", X: mkRef(i), To: I64}, "sext i32 i to i64"},
		{&Cast{Op: "trunc", X: mkC64(300), To: I8}, "trunc i64 300 to i8"},
		{mkBin("add", &Cast{Op: "zext", X: &Cast{Op: "trunc", X: mkRef(j), To: I8}, To: I32}, mkC32(1)), "add i32 zext(i8 trunc(j)), 1"},
		{mkCmp("slt", mkRef(i), mkRef(n)), "slt i32 i, n"},
		{mkCmp("eq", IntConst(I8, 1), IntConst(I8, 2)), "eq i8 1, i8 2"},
		{mkCmp("foeq", mkRef(x), &FConst{T: F64, V: 0}), "foeq double x, 0.0"},
		{&Select{C: mkCmp("slt", mkRef(i), mkC32(0)), X: mkC32(0), Y: mkRef(i)}, "select i32 slt(i, 0), 0, i"},
		{mkBin("add", &Select{C: mkRef(c), X: mkRef(i), Y: mkC32(0)}, mkC32(1)), "add i32 select(c, i, 0), 1"},
		{&PtrAdd{Base: &GlobalAddr{G: g}, Off: mkBin("mul", mkRef(j), mkC64(4)), InBounds: true}, "ptradd inbounds @g, mul(j, 4)"},
		{&PtrAdd{Base: &PtrAdd{Base: &GlobalAddr{G: g}, Off: mkC64(8)}, Off: mkRef(j)}, "ptradd ptradd(@g, 8), j"},
		{&Un{Op: "fneg", X: mkRef(x), T: F64}, "fneg double x"},
		{&Un{Op: "abs", X: mkRef(i), T: I32, Poison: true}, "abs poison i32 i"},
		{mkNot(mkRef(c)), "not c"},
		{mkBin("or", mkNot(mkRef(c)), mkCmp("ne", mkRef(i), mkC32(3))), "or i1 not(c), ne(i, 3)"},
		{nil, "<nil>"},
	} {
		if got := FormatExpr(tc.e); got != tc.want {
			t.Errorf("FormatExpr = %q, want %q", got, tc.want)
		}
	}
}

func TestFormatOp(t *testing.T) {
	i := &Var{Name: "i", Type: I32}
	s := &Var{Name: "s", Type: I32}
	j := &Var{Name: "j", Type: I64}
	p := &Var{Name: "p", Type: PtrT}
	tok := &Var{Name: "tok", Type: PtrT}
	g := &Global{Name: "g"}
	for _, tc := range []struct {
		op   Op
		want string
	}{
		{mkAssign(i, mkC32(0)), "i := 0"},
		{mkAssign(i, &Bin{Op: "add", X: mkRef(i), Y: mkC32(1), T: I32, NSW: true}), "i := add nsw i32 i, 1"},
		{&Assign{Dst: i, E: mkRef(s)}, "i := s"},
		{mkAssume(mkRef(&Var{Name: "%5", Type: I1})), "assume %5"},
		{mkAssume(mkCmp("slt", mkRef(i), mkC32(10))), "assume slt i32 i, 10"},
		{&Havoc{Dst: i, Kind: HavocNondet, Lo: mkC32(0), Hi: mkC32(10), Why: "__wcet_nondet_range"}, "i := havoc nondet in 0..10 ; __wcet_nondet_range"},
		{&Havoc{Dst: i, Kind: HavocExtern}, "i := havoc extern"},
		{&Cost{Res: "cycles", Amount: mkC64(7)}, "cost cycles 7"},
		{&Cost{Res: "heap", Amount: mkBin("sub", mkC64(0), mkRef(j))}, "cost heap sub(0, j)"},
		{&Tick{Opcodes: []string{"add", "icmp", "br"}}, "tick [add icmp br]"},
		{&Tick{Opcodes: []string{"call:memcpy"}, Bytes: mkC64(16)}, "tick [call:memcpy] bytes 16"},
		{&Count{Name: "c1"}, "count c1"},
		{&Reset{Name: "c1"}, "reset c1"},
		{&Assert{Text: `c1 <= c / 10`}, `assert "c1 <= c / 10"`},
		{&Call{Dsts: []*Var{s}, Callee: "f", Args: []Expr{mkRef(i), mkC32(5)}}, "s := call f(i, i32 5)"},
		{&Call{Callee: "g"}, "call g()"},
		{&Call{Dsts: []*Var{i, s}, Callee: "pair", Args: []Expr{&GlobalAddr{G: g}}}, "i, s := call pair(@g)"},
		{&Lib{Dsts: []*Var{p}, Name: "malloc", Args: []Expr{mkC64(16)}}, "p := lib malloc(i64 16)"},
		{&Lib{Name: "exit", Args: []Expr{mkC32(1)}, NoReturn: true}, "lib exit(i32 1) noreturn"},
		{&Alloca{Dst: p, Size: 4, Count: mkC32(10), Align: 4, Name: "buf"}, "p := alloca 4 x 10, align 4 ; buf"},
		{&Load{Dst: i, Addr: mkRef(p), Volatile: true}, "i := load volatile i32 p"},
		{&Load{Dst: i, Addr: &PtrAdd{Base: &GlobalAddr{G: g}, Off: mkC64(8), InBounds: true}}, "i := load i32 ptradd.inbounds(@g, 8)"},
		{&Store{Addr: &PtrAdd{Base: &GlobalAddr{G: g}, Off: mkBin("mul", mkRef(j), mkC64(4))}, Val: mkRef(s), T: I32}, "store i32 s -> ptradd(@g, mul(j, 4))"},
		{&Store{Addr: mkRef(p), Val: mkC32(-3), T: I32, Volatile: true}, "store volatile i32 -3 -> p"},
		{&StackSave{Dst: tok}, "tok := stacksave"},
		{&StackRestore{Token: mkRef(tok)}, "stackrestore tok"},
		{&Ret{}, "ret"},
		{mkRet(mkC32(0)), "ret i32 0"},
		{mkRet(mkRef(i), mkRef(s)), "ret i, s"},
		{&Unreachable{}, "unreachable"},
		{nil, "<nil op>"},
	} {
		if got := FormatOp(tc.op); got != tc.want {
			t.Errorf("FormatOp = %q, want %q", got, tc.want)
		}
	}
}

func TestDump(t *testing.T) {
	f := sumLoopFunc()
	if err := f.BuildLoops(); err != nil {
		t.Fatal(err)
	}
	f.Liveness()
	pr := &Pragma{Kind: "loopbound", Text: "min 0 max 100", Min: 0, Max: 100, Pos: Pos{File: "a.c", Line: 2, Col: 3}}
	f.Loops[0].Bound = pr
	p := programOf(f)
	p.Source = "a.c"
	p.TargetTriple = "x86_64-pc-linux-gnu"
	p.Pragmas = []*Pragma{pr}
	tab := &Global{Name: "tab", Size: 8, Align: 4, Init: []byte{1, 0, 0, 0, 2, 0, 0, 0}, Elem: I32, Const: true, Pos: Pos{File: "a.c", Line: 1, Col: 11}}
	z := &Global{Name: "z.0", Src: "z", Size: 400, Align: 16, Init: make([]byte, 400), Pos: Pos{File: "a.c", Line: 1, Col: 20}}
	ptrs := &Global{Name: "ptrs", Size: 16, Align: 8, Init: make([]byte, 16), Relocs: []Reloc{{Offset: 0, Target: "tab"}, {Offset: 8, Target: "tab", Addend: 4}}}
	ext := &Global{Name: "errno", Size: 4, External: true}
	p.Globals = []*Global{tab, z, ptrs, ext}
	for _, g := range p.Globals {
		p.GlobalByName[g.Name] = g
	}
	p.Externs["rand"] = &Extern{Name: "rand", Ret: I32}
	p.Externs["exit"] = &Extern{Name: "exit", Ret: VoidT, NoReturn: true}
	var b strings.Builder
	p.Dump(&b)
	want := `source a.c
target x86_64-pc-linux-gnu
global @tab size 8 align 4 elem i32 const init 0100000002000000 @ a.c:1:11
global @z.0 "z" size 400 align 16 init zero @ a.c:1:20
global @ptrs size 16 align 8 init zero relocs [0:@tab 8:@tab+4]
global @errno size 4 external
extern @exit -> void noreturn
extern @rand -> i32
pragma loopbound min 0 max 100 @ a.c:2:3

func sum(n i32) i32 @ a.c:1:1
  entry %0 exit exit halt halt
  var v0 n i32 ir %n param 0
  var v1 i i32 ir %i
  var v2 s i32 ir %s
  var v3 c i1 ir %c
  var v4 i.1 i32 ir %i.1
  var v5 s.1 i32 ir %s.1
  loop L0 header %1 end %1.end depth 1 parent - exits 1 locs 5 bound 0..100 (pragma @ a.c:2:3) @ a.c:2:7
  l0 %0 (entry) @ a.c:1:1
    live: n
    t0 %0 -> %0.t  [body] @ a.c:1:1
  l1 %0.t @ a.c:1:2
    live: n
    t1 %0.t -> %1  [edge] @ a.c:1:3
      i := 0
      s := 0
  l2 %1 (header L0) loop L0 @ a.c:2:1
    live: n i s
    t2 %1 -> %1.t  [body] @ a.c:2:1
      c := slt i32 i, n
  l3 %1.t loop L0 @ a.c:2:2
    live: n i s c
    t3 %1.t -> %2  [edge] @ a.c:2:3
      assume c
    t4 %1.t -> %3  [edge] @ a.c:2:3
      assume not c
  l4 %2 loop L0 @ a.c:3:1
    live: n i s
    t5 %2 -> %2.t  [body] @ a.c:3:1
      s.1 := add i32 s, i
      i.1 := add i32 i, 1
  l5 %2.t loop L0 @ a.c:3:2
    live: n i.1 s.1
    t6 %2.t -> %1.end  [edge] @ a.c:3:3 llvm.loop @ a.c:2:7
      i := i.1
      s := s.1
  l6 %3 @ a.c:4:1
    live: s
    t7 %3 -> %3.t  [body] @ a.c:4:1
  l7 %3.t @ a.c:4:2
    live: s
    t8 %3.t -> exit  [edge] @ a.c:4:3
      ret s
  l8 exit (exit) @ @sum/exit
  l9 halt (halt) @ @sum/halt
  l10 %1.end (end L0) loop L0 @ a.c:2:1
    live: n i s
    t9 %1.end -> %1  [back] @ a.c:2:7
`
	if got := b.String(); got != want {
		t.Errorf("Dump:\n%s\nwant:\n%s", got, want)
	}

	// Func.Dump writes the same function text, and op positions that differ
	// from their transition's show.
	f.Trans[5].Ops[0].(*Assign).At = Pos{File: "a.c", Line: 3, Col: 9}
	b.Reset()
	f.Dump(&b)
	if !strings.Contains(b.String(), "      s.1 := add i32 s, i  @ a.c:3:9\n") || !strings.HasPrefix(b.String(), "func sum(n i32) i32 @ a.c:1:1\n") {
		t.Errorf("Func.Dump:\n%s", b.String())
	}
	if err := p.Check(); err != nil {
		t.Error(err)
	}
}
