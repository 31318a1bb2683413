package ts

import (
	"math"
	"math/big"
	"testing"
)

func TestInterpHeapPeak(t *testing.T) {
	b := ibFn("main", I64)
	p, q, r := b.v("p", PtrT), b.v("q", PtrT), b.v("r", PtrT)
	b.body("entry", "e.t",
		lib("malloc", vs(p), kI(I64, 10)), // 10
		lib("malloc", vs(q), kI(I64, 20)), // 30
		lib("free", nil, rf(p)),           // 20
		&Store{Addr: padd(rf(q), 12), Val: kI(I64, 0x1122334455667788), T: I64},
		lib("realloc", vs(r), rf(q), kI(I64, 50)), // 70 at the peak, then 50
		heapCost(25),  // WCET_ALLOC(25): 75
		heapCost(-25), // 50
		lib("calloc", vs(p), kI(I64, 3), kI(I32, 4)), // 62
		lib("free", nil, kI(PtrT, 0)),                // free(NULL)
		lib("free", nil, rf(p)),                      // 50
	)
	v := b.v("v", I64)
	b.body("e.t", "e2", &Load{Dst: v, Addr: padd(rf(r), 12)}, lib("free", nil, rf(r)))
	b.ret("e2", rf(v))
	res := ibRun(t, ibProg(b), RunConfig{})
	if res.Costs["heap"] != 75 || res.Return[0].Uint64() != 0x1122334455667788 {
		t.Errorf("heap peak %d, value %x", res.Costs["heap"], res.Return[0])
	}

	// WCET_FREE before any allocation: the peak stays 0.
	b = ibFn("main")
	b.body("entry", "e.t", heapCost(-8), heapCost(4))
	b.ret("e.t")
	if res := ibRun(t, ibProg(b), RunConfig{}); res.Costs["heap"] != 0 {
		t.Errorf("heap peak %d; want 0", res.Costs["heap"])
	}
}

// ibMemProg builds main() running ops, then returning the i32 variable r.
func ibMemProg(build func(b *ibFunc, r *Var) []Op) *Program {
	b := ibFn("main", I32)
	r := b.v("r", I32)
	b.body("entry", "e.t", build(b, r)...)
	b.ret("e.t", rf(r))
	return ibProg(b)
}

func TestInterpMemFunctions(t *testing.T) {
	// char a[8], c[8]; memset(a, 0x41, 8); a[3] = 7; memcpy(c, a, 8);
	// memmove(c+1, c, 4); return *(int*)c.
	p := ibMemProg(func(b *ibFunc, r *Var) []Op {
		a, c, d := b.v("a", PtrT), b.v("c", PtrT), b.v("d", PtrT)
		return []Op{
			&Alloca{Dst: a, Size: 1, Count: kI(I32, 8)},
			&Alloca{Dst: c, Size: 8, Count: kI(I64, 1)},
			lib("memset", vs(d), rf(a), kI(I32, 0x141), kI(I64, 8)),
			&Store{Addr: padd(rf(d), 3), Val: kI(I8, 7), T: I8},
			lib("memcpy", nil, rf(c), rf(a), kI(I64, 8), kI(I1, 0)),
			lib("memmove", nil, padd(rf(c), 1), rf(c), kI(I64, 4)),
			&Load{Dst: r, Addr: rf(c)},
		}
	})
	res := ibRun(t, p, RunConfig{})
	if got := res.Return[0].Uint64(); got != 0x41414141 {
		t.Errorf("got %#x", got)
	}
	p = ibMemProg(func(b *ibFunc, r *Var) []Op {
		a := b.v("a", PtrT)
		return []Op{
			&Alloca{Dst: a, Size: 8, Count: kI(I64, 1)},
			&Store{Addr: rf(a), Val: kI(I64, 0x0807060504030201), T: I64},
			lib("memmove", nil, padd(rf(a), 2), rf(a), kI(I64, 5)),
			&Load{Dst: r, Addr: padd(rf(a), 4)},
		}
	})
	if got := ibRun(t, p, RunConfig{}).Return[0].Uint64(); got != 0x08050403 {
		t.Errorf("memmove: got %#x", got)
	}

	// strlen and abs.
	p = ibProg()
	g := ibGlobal(p, "s", I8, []byte("hello\x00world"))
	b := ibFn("main", I64)
	n, m, a := b.v("n", I64), b.v("m", I32), b.v("a", I64)
	b.body("entry", "e.t",
		lib("strlen", vs(n), padd(ga(g), 1)),
		lib("abs", vs(m), kI(I32, -9)),
		lib("llabs", vs(a), kI(I64, math.MinInt64)))
	b.ret("e.t", bn("add", bn("add", rf(n), castE("sext", rf(m), I64)), rf(a)))
	p.Funcs, p.ByName["main"] = append(p.Funcs, b.f), b.f
	if got := int64(ibRun(t, p, RunConfig{}).Return[0].Uint64()); got != 4+9+math.MinInt64 {
		t.Errorf("strlen+abs: got %d", got)
	}
}

func TestInterpMemErrors(t *testing.T) {
	withGlobal := func(build func(b *ibFunc, g, cg *Global, r *Var) []Op) *Program {
		p := ibProg()
		g := ibGlobal(p, "g", I32, make([]byte, 8))
		cg := ibGlobal(p, "k", I8, []byte("abc"))
		cg.Const = true
		b := ibFn("main", I32)
		r := b.v("r", I32)
		b.body("entry", "e.t", build(b, g, cg, r)...)
		b.ret("e.t", rf(r))
		p.Funcs, p.ByName["main"] = append(p.Funcs, b.f), b.f
		f := ibFn("helper")
		f.ret("entry")
		p.Funcs, p.ByName["helper"] = append(p.Funcs, f.f), f.f
		return p
	}
	for _, c := range []struct {
		name  string
		build func(b *ibFunc, g, cg *Global, r *Var) []Op
		want  string
	}{
		{"load past the end", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{&Load{Dst: r, Addr: padd(ga(g), 6)}}
		}, "load of i32 out of bounds: 4 bytes at offset 6 of global g (from t.c:2), which has 8 bytes"},
		{"store before the start", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{&Store{Addr: padd(ga(g), -1), Val: kI(I8, 1), T: I8}}
		}, "store of i8 out of bounds: 1 bytes at offset -1 of global g"},
		{"null", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{&Load{Dst: r, Addr: kI(PtrT, 0)}}
		}, "load of i32 from null pointer"},
		{"null + 8", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{&Store{Addr: padd(kI(PtrT, 0), 8), Val: kI(I32, 1), T: I32}}
		}, "store of i32 to null pointer +8"},
		{"const global", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{&Store{Addr: ga(cg), Val: kI(I8, 1), T: I8}}
		}, "store of i8 to constant global k"},
		{"function address", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{&Load{Dst: r, Addr: &FuncAddr{Name: "helper"}}}
		}, "load of i32 from the address of function helper"},
		{"use after free", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			p := b.v("p", PtrT)
			return []Op{lib("malloc", vs(p), kI(I64, 4)), lib("free", nil, rf(p)), &Load{Dst: r, Addr: rf(p)}}
		}, "load of i32 from freed object: heap object allocated by malloc (from t.c:"},
		{"double free", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			p := b.v("p", PtrT)
			return []Op{lib("malloc", vs(p), kI(I64, 4)), lib("free", nil, rf(p)), lib("free", nil, rf(p))}
		}, "already freed (double free)"},
		{"free of a global", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{lib("free", nil, ga(g))}
		}, "free of a pointer to global g (from t.c:2), not a heap object"},
		{"free of the middle", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			p := b.v("p", PtrT)
			return []Op{lib("malloc", vs(p), kI(I64, 4)), lib("free", nil, padd(rf(p), 2))}
		}, "free of a pointer into the middle of heap object"},
		{"free of a stack object", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			p := b.v("p", PtrT)
			return []Op{&Alloca{Dst: p, Size: 4, Count: kI(I32, 1), Name: "x"}, lib("realloc", vs(p), rf(p), kI(I64, 8))}
		}, "realloc of a pointer to local variable x"},
		{"memcpy out of bounds", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			p := b.v("p", PtrT)
			return []Op{lib("malloc", vs(p), kI(I64, 4)), lib("memcpy", nil, rf(p), ga(g), kI(I64, 8))}
		}, "memcpy of 8 bytes out of bounds"},
		{"memset into a constant", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			return []Op{lib("memset", nil, ga(cg), kI(I8, 0), kI(I64, 1))}
		}, "memset of 1 bytes to constant global k"},
		{"strlen without terminator", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			n := b.v("n", I64)
			return []Op{lib("strlen", vs(n), ga(cg))}
		}, "strlen reads past the end of global k"},
		{"huge malloc", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			p := b.v("p", PtrT)
			return []Op{lib("malloc", vs(p), kI(I64, 1<<40))}
		}, "exceeds the interpreter's memory limit"},
		{"calloc overflow", func(b *ibFunc, g, cg *Global, r *Var) []Op {
			p := b.v("p", PtrT)
			return []Op{lib("calloc", vs(p), kI(I64, 1<<40), kI(I64, 1<<40))}
		}, "calloc size overflows"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ibRunErr(t, withGlobal(c.build), RunConfig{}, c.want)
		})
	}
}

func TestInterpStack(t *testing.T) {
	// leak() returns the address of its local; main loads through it.
	leak := ibFn("leak", PtrT)
	x := leak.v("x", PtrT)
	leak.body("entry", "e.t", &Alloca{Dst: x, Size: 4, Count: kI(I32, 1), Name: "x"}, &Store{Addr: rf(x), Val: kI(I32, 5), T: I32})
	leak.ret("e.t", rf(x))
	m := ibFn("main", I32)
	p, r := m.v("p", PtrT), m.v("r", I32)
	m.body("entry", "e.t", call("leak", vs(p)), &Load{Dst: r, Addr: rf(p)})
	m.ret("e.t", rf(r))
	ibRunErr(t, ibProg(leak, m), RunConfig{}, "load of i32 from freed object: a local variable of a function that has returned")

	// stacksave; alloca; stackrestore; the alloca is gone.
	b := ibFn("main", I32)
	tok, a, c, r2 := b.v("tok", PtrT), b.v("a", PtrT), b.v("c", PtrT), b.v("r", I32)
	b.body("entry", "e.t",
		&Alloca{Dst: c, Size: 4, Count: kI(I32, 1)},
		&StackSave{Dst: tok},
		&Alloca{Dst: a, Size: 4, Count: kI(I32, 3)},
		&Store{Addr: padd(rf(a), 8), Val: kI(I32, 1), T: I32},
		&StackRestore{Token: rf(tok)},
		&Store{Addr: rf(c), Val: kI(I32, 2), T: I32},
		&Load{Dst: r2, Addr: rf(c)},
		&Load{Dst: r2, Addr: rf(a)})
	b.ret("e.t", rf(r2))
	ibRunErr(t, ibProg(b), RunConfig{}, "t.c:18:3: load of i32 from freed object")
}

func TestInterpMemEncodings(t *testing.T) {
	// Store then load every kind of scalar, checking the bytes of a few.
	type tc struct {
		t   Type
		val Expr
	}
	i128 := IntT(128)
	big128, _ := new(big.Int).SetString("fedcba9876543210f0e1d2c3b4a59687", 16)
	for _, c := range []tc{
		{I1, kI(I1, 1)},
		{I8, kI(I8, -2)},
		{IntT(24), kI(IntT(24), 0x123456)},
		{I32, kI(I32, -123456)},
		{IntT(48), kI(IntT(48), -5)},
		{I64, kI(I64, math.MinInt64)},
		{i128, kBig(i128, big128)},
		{IntT(100), kI(IntT(100), -1)},
		{Type{Float, 16}, kF(Type{Float, 16}, -2.5)},
		{Type{Float, 32}, kF(Type{Float, 32}, 0.1)},
		{F64, kF(F64, math.Pi)},
		{Type{Float, 80}, kF(Type{Float, 80}, math.Pi)},
		{Type{Float, 128}, kF(Type{Float, 128}, -math.E)},
	} {
		b := ibFn("main", c.t, I8)
		a, v, lo := b.v("a", PtrT), b.v("v", c.t), b.v("lo", I8)
		b.body("entry", "e.t",
			&Alloca{Dst: a, Size: c.t.Size(), Count: kI(I64, 1)},
			&Store{Addr: rf(a), Val: c.val, T: c.t},
			&Load{Dst: v, Addr: rf(a)},
			&Load{Dst: lo, Addr: rf(a)})
		b.ret("e.t", rf(v), rf(lo))
		res, err := Run(ibProg(b), RunConfig{})
		if err != nil {
			t.Errorf("%s: %v", c.t, err)
			continue
		}
		want, _ := ibEval(t, c.val)
		if res.Return[0].Cmp(want) != 0 {
			t.Errorf("%s: loaded %x; stored %x", c.t, res.Return[0], want)
		}
		if lo := res.Return[1].Uint64(); lo != want.Uint64()&0xff {
			t.Errorf("%s: low byte %#x; want %#x (little-endian)", c.t, lo, want.Uint64()&0xff)
		}
	}
}

func TestInterpGlobalsAndArgs(t *testing.T) {
	// int tab[4] = {1,2,3,4}; int *pt = &tab[2]; int lim = 10;
	// main(int *p /*[..]*/, int n): sum of p[0..n) + *pt + lim.
	p := ibProg()
	tab := ibGlobal(p, "tab", I32, []byte{1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0})
	tab.Const = true
	pt := ibGlobal(p, "pt", PtrT, make([]byte, 8))
	pt.Relocs = []Reloc{{Offset: 0, Target: "tab", Addend: 8}}
	lim := ibGlobal(p, "lim", I32, []byte{10, 0, 0, 0})
	fp := ibGlobal(p, "fp", PtrT, make([]byte, 8))
	fp.Relocs = []Reloc{{Target: "main"}}

	b := ibFn("main", I32)
	arr := b.ptrParam("p", I32)
	n := b.param("n", I32)
	i, s, e, q, lv, fv := b.v("i", I32), b.v("s", I32), b.v("e", I32), b.v("q", PtrT), b.v("l", I32), b.v("f", PtrT)
	b.edge("entry", "h", asg(i, kI(I32, 0)), asg(s, kI(I32, 0)))
	b.body("h", "h.t")
	b.edge("h.t", "body", assume(cmpE("slt", rf(i), rf(n))))
	b.edge("h.t", "out", assume(cmpE("sge", rf(i), rf(n))))
	b.body("body", "body.t", &Load{Dst: e, Addr: &PtrAdd{Base: rf(arr), Off: castE("sext", bn("mul", rf(i), kI(I32, 4)), I64)}})
	b.edge("body.t", "h.end", asg(s, bn("add", rf(s), rf(e))), asg(i, bn("add", rf(i), kI(I32, 1))))
	b.tr(Back, "h.end", "h")
	b.body("out", "out.t", &Load{Dst: q, Addr: ga(pt)}, &Load{Dst: e, Addr: rf(q)}, &Load{Dst: lv, Addr: ga(lim)}, &Load{Dst: fv, Addr: ga(fp)})
	b.ret("out.t", bn("add", bn("add", rf(s), rf(e)), bn("add", rf(lv), castE("ptrtoint", rf(fv), I32))))
	p.Funcs, p.ByName["main"] = append(p.Funcs, b.f), b.f

	// fp holds the address of main's object: offset 0, so its low 32 bits are 0.
	res := ibRun(t, p, RunConfig{Args: ibArgs("p", []int64{5, -6, 7}, "n", 3)})
	if got := int32(res.Return[0].Uint64()); got != 5-6+7+3+10 {
		t.Errorf("got %d", got)
	}
	res = ibRun(t, p, RunConfig{Args: ibArgs("p", []int64{}, "n", 0, "lim", 100, "tab", []int64{0, 0, 9})})
	if got := int32(res.Return[0].Uint64()); got != 9+100 {
		t.Errorf("with globals overridden: got %d", got)
	}
	// The override does not leak into the next run.
	res = ibRun(t, p, RunConfig{Args: ibArgs("p", []int64{}, "n", 0)})
	if got := int32(res.Return[0].Uint64()); got != 13 {
		t.Errorf("after override: got %d", got)
	}
	ibRunErr(t, p, RunConfig{Args: ibArgs("p", []int64{1}, "n", 2)}, "load of i32 out of bounds: 4 bytes at offset 4 of the object parameter p points to")
	ibRunErr(t, p, RunConfig{Args: ibArgs("n", 2)}, "pointer parameter p needs --arg p=[...]")
	ibRunErr(t, p, RunConfig{Args: ibArgs("p", 3, "n", 2)}, "pointer parameter p needs --arg p=[...]")
	ibRunErr(t, p, RunConfig{Args: ibArgs("p", 0, "n", 1)}, "load of i32 from null pointer")
	ibRunErr(t, p, RunConfig{Args: ibArgs("p", []int64{}, "n", 0, "tab", []int64{1, 2, 3, 4, 5})}, "--arg tab has 5 elements; global tab holds 4 of type i32")
	arr.Pointee = VoidT
	ibRunErr(t, p, RunConfig{Args: ibArgs("p", []int64{1}, "n", 0)}, "points to a type the frontend could not tell")
}

func TestInterpHugeLengths(t *testing.T) {
	// Lengths that overflow offset arithmetic are out of bounds, not a crash.
	for _, n := range []int64{-1, -5, 1 << 62} {
		p := ibMemProg(func(b *ibFunc, r *Var) []Op {
			a := b.v("a", PtrT)
			return []Op{
				&Alloca{Dst: a, Size: 16, Count: kI(I64, 1)},
				lib("memset", nil, padd(rf(a), 10), kI(I32, 0), kI(I64, n)),
			}
		})
		ibRunErr(t, p, RunConfig{}, "out of bounds")
	}
}
