package interp

import (
	"math"
	"math/big"
	"testing"

	"wcet/ts"
)

func TestInterpHeapPeak(t *testing.T) {
	b := ibFn("main", ts.I64)
	p, q, r := b.v("p", ts.PtrT), b.v("q", ts.PtrT), b.v("r", ts.PtrT)
	b.body("entry", "e.t",
		lib("malloc", vs(p), kI(ts.I64, 10)), // 10
		lib("malloc", vs(q), kI(ts.I64, 20)), // 30
		lib("free", nil, rf(p)),              // 20
		&ts.Store{Addr: padd(rf(q), 12), Val: kI(ts.I64, 0x1122334455667788), T: ts.I64},
		lib("realloc", vs(r), rf(q), kI(ts.I64, 50)), // 70 at the peak, then 50
		heapCost(25),  // WCET_ALLOC(25): 75
		heapCost(-25), // 50
		lib("calloc", vs(p), kI(ts.I64, 3), kI(ts.I32, 4)), // 62
		lib("free", nil, kI(ts.PtrT, 0)),                   // free(NULL)
		lib("free", nil, rf(p)),                            // 50
	)
	v := b.v("v", ts.I64)
	b.body("e.t", "e2", &ts.Load{Dst: v, Addr: padd(rf(r), 12)}, lib("free", nil, rf(r)))
	b.ret("e2", rf(v))
	res := ibRun(t, ibProg(b), Config{})
	if res.Costs["heap"] != 75 || res.Return[0].Uint64() != 0x1122334455667788 {
		t.Errorf("heap peak %d, value %x", res.Costs["heap"], res.Return[0])
	}

	// WCET_FREE before any allocation: the peak stays 0.
	b = ibFn("main")
	b.body("entry", "e.t", heapCost(-8), heapCost(4))
	b.ret("e.t")
	if res := ibRun(t, ibProg(b), Config{}); res.Costs["heap"] != 0 {
		t.Errorf("heap peak %d; want 0", res.Costs["heap"])
	}
}

// ibMemProg builds main() running ops, then returning the i32 variable r.
func ibMemProg(build func(b *ibFunc, r *ts.Var) []ts.Op) *ts.Program {
	b := ibFn("main", ts.I32)
	r := b.v("r", ts.I32)
	b.body("entry", "e.t", build(b, r)...)
	b.ret("e.t", rf(r))
	return ibProg(b)
}

func TestInterpMemFunctions(t *testing.T) {
	// char a[8], c[8]; memset(a, 0x41, 8); a[3] = 7; memcpy(c, a, 8);
	// memmove(c+1, c, 4); return *(int*)c.
	p := ibMemProg(func(b *ibFunc, r *ts.Var) []ts.Op {
		a, c, d := b.v("a", ts.PtrT), b.v("c", ts.PtrT), b.v("d", ts.PtrT)
		return []ts.Op{
			&ts.Alloca{Dst: a, Size: 1, Count: kI(ts.I32, 8)},
			&ts.Alloca{Dst: c, Size: 8, Count: kI(ts.I64, 1)},
			lib("memset", vs(d), rf(a), kI(ts.I32, 0x141), kI(ts.I64, 8)),
			&ts.Store{Addr: padd(rf(d), 3), Val: kI(ts.I8, 7), T: ts.I8},
			lib("memcpy", nil, rf(c), rf(a), kI(ts.I64, 8), kI(ts.I1, 0)),
			lib("memmove", nil, padd(rf(c), 1), rf(c), kI(ts.I64, 4)),
			&ts.Load{Dst: r, Addr: rf(c)},
		}
	})
	res := ibRun(t, p, Config{})
	if got := res.Return[0].Uint64(); got != 0x41414141 {
		t.Errorf("got %#x", got)
	}
	p = ibMemProg(func(b *ibFunc, r *ts.Var) []ts.Op {
		a := b.v("a", ts.PtrT)
		return []ts.Op{
			&ts.Alloca{Dst: a, Size: 8, Count: kI(ts.I64, 1)},
			&ts.Store{Addr: rf(a), Val: kI(ts.I64, 0x0807060504030201), T: ts.I64},
			lib("memmove", nil, padd(rf(a), 2), rf(a), kI(ts.I64, 5)),
			&ts.Load{Dst: r, Addr: padd(rf(a), 4)},
		}
	})
	if got := ibRun(t, p, Config{}).Return[0].Uint64(); got != 0x08050403 {
		t.Errorf("memmove: got %#x", got)
	}

	// strlen and abs.
	p = ibProg()
	g := ibGlobal(p, "s", ts.I8, []byte("hello\x00world"))
	b := ibFn("main", ts.I64)
	n, m, a := b.v("n", ts.I64), b.v("m", ts.I32), b.v("a", ts.I64)
	b.body("entry", "e.t",
		lib("strlen", vs(n), padd(ga(g), 1)),
		lib("abs", vs(m), kI(ts.I32, -9)),
		lib("llabs", vs(a), kI(ts.I64, math.MinInt64)))
	b.ret("e.t", bn("add", bn("add", rf(n), castE("sext", rf(m), ts.I64)), rf(a)))
	p.Funcs, p.ByName["main"] = append(p.Funcs, b.f), b.f
	if got := int64(ibRun(t, p, Config{}).Return[0].Uint64()); got != 4+9+math.MinInt64 {
		t.Errorf("strlen+abs: got %d", got)
	}
}

func TestInterpMemErrors(t *testing.T) {
	withGlobal := func(build func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op) *ts.Program {
		p := ibProg()
		g := ibGlobal(p, "g", ts.I32, make([]byte, 8))
		cg := ibGlobal(p, "k", ts.I8, []byte("abc"))
		cg.Const = true
		b := ibFn("main", ts.I32)
		r := b.v("r", ts.I32)
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
		build func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op
		want  string
	}{
		{"load past the end", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{&ts.Load{Dst: r, Addr: padd(ga(g), 6)}}
		}, "load of i32 out of bounds: 4 bytes at offset 6 of global g (from t.c:2), which has 8 bytes"},
		{"store before the start", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{&ts.Store{Addr: padd(ga(g), -1), Val: kI(ts.I8, 1), T: ts.I8}}
		}, "store of i8 out of bounds: 1 bytes at offset -1 of global g"},
		{"null", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{&ts.Load{Dst: r, Addr: kI(ts.PtrT, 0)}}
		}, "load of i32 from null pointer"},
		{"null + 8", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{&ts.Store{Addr: padd(kI(ts.PtrT, 0), 8), Val: kI(ts.I32, 1), T: ts.I32}}
		}, "store of i32 to null pointer +8"},
		{"const global", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{&ts.Store{Addr: ga(cg), Val: kI(ts.I8, 1), T: ts.I8}}
		}, "store of i8 to constant global k"},
		{"function address", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{&ts.Load{Dst: r, Addr: &ts.FuncAddr{Name: "helper"}}}
		}, "load of i32 from the address of function helper"},
		{"use after free", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			p := b.v("p", ts.PtrT)
			return []ts.Op{lib("malloc", vs(p), kI(ts.I64, 4)), lib("free", nil, rf(p)), &ts.Load{Dst: r, Addr: rf(p)}}
		}, "load of i32 from freed object: heap object allocated by malloc (from t.c:"},
		{"double free", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			p := b.v("p", ts.PtrT)
			return []ts.Op{lib("malloc", vs(p), kI(ts.I64, 4)), lib("free", nil, rf(p)), lib("free", nil, rf(p))}
		}, "already freed (double free)"},
		{"free of a global", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{lib("free", nil, ga(g))}
		}, "free of a pointer to global g (from t.c:2), not a heap object"},
		{"free of the middle", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			p := b.v("p", ts.PtrT)
			return []ts.Op{lib("malloc", vs(p), kI(ts.I64, 4)), lib("free", nil, padd(rf(p), 2))}
		}, "free of a pointer into the middle of heap object"},
		{"free of a stack object", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			p := b.v("p", ts.PtrT)
			return []ts.Op{&ts.Alloca{Dst: p, Size: 4, Count: kI(ts.I32, 1), Name: "x"}, lib("realloc", vs(p), rf(p), kI(ts.I64, 8))}
		}, "realloc of a pointer to local variable x"},
		{"memcpy out of bounds", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			p := b.v("p", ts.PtrT)
			return []ts.Op{lib("malloc", vs(p), kI(ts.I64, 4)), lib("memcpy", nil, rf(p), ga(g), kI(ts.I64, 8))}
		}, "memcpy of 8 bytes out of bounds"},
		{"memset into a constant", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			return []ts.Op{lib("memset", nil, ga(cg), kI(ts.I8, 0), kI(ts.I64, 1))}
		}, "memset of 1 bytes to constant global k"},
		{"strlen without terminator", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			n := b.v("n", ts.I64)
			return []ts.Op{lib("strlen", vs(n), ga(cg))}
		}, "strlen reads past the end of global k"},
		{"huge malloc", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			p := b.v("p", ts.PtrT)
			return []ts.Op{lib("malloc", vs(p), kI(ts.I64, 1<<40))}
		}, "exceeds the interpreter's memory limit"},
		{"calloc overflow", func(b *ibFunc, g, cg *ts.Global, r *ts.Var) []ts.Op {
			p := b.v("p", ts.PtrT)
			return []ts.Op{lib("calloc", vs(p), kI(ts.I64, 1<<40), kI(ts.I64, 1<<40))}
		}, "calloc size overflows"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ibRunErr(t, withGlobal(c.build), Config{}, c.want)
		})
	}
}

func TestInterpStack(t *testing.T) {
	// leak() returns the address of its local; main loads through it.
	leak := ibFn("leak", ts.PtrT)
	x := leak.v("x", ts.PtrT)
	leak.body("entry", "e.t", &ts.Alloca{Dst: x, Size: 4, Count: kI(ts.I32, 1), Name: "x"}, &ts.Store{Addr: rf(x), Val: kI(ts.I32, 5), T: ts.I32})
	leak.ret("e.t", rf(x))
	m := ibFn("main", ts.I32)
	p, r := m.v("p", ts.PtrT), m.v("r", ts.I32)
	m.body("entry", "e.t", call("leak", vs(p)), &ts.Load{Dst: r, Addr: rf(p)})
	m.ret("e.t", rf(r))
	ibRunErr(t, ibProg(leak, m), Config{}, "load of i32 from freed object: a local variable of a function that has returned")

	// stacksave; alloca; stackrestore; the alloca is gone.
	b := ibFn("main", ts.I32)
	tok, a, c, r2 := b.v("tok", ts.PtrT), b.v("a", ts.PtrT), b.v("c", ts.PtrT), b.v("r", ts.I32)
	b.body("entry", "e.t",
		&ts.Alloca{Dst: c, Size: 4, Count: kI(ts.I32, 1)},
		&ts.StackSave{Dst: tok},
		&ts.Alloca{Dst: a, Size: 4, Count: kI(ts.I32, 3)},
		&ts.Store{Addr: padd(rf(a), 8), Val: kI(ts.I32, 1), T: ts.I32},
		&ts.StackRestore{Token: rf(tok)},
		&ts.Store{Addr: rf(c), Val: kI(ts.I32, 2), T: ts.I32},
		&ts.Load{Dst: r2, Addr: rf(c)},
		&ts.Load{Dst: r2, Addr: rf(a)})
	b.ret("e.t", rf(r2))
	ibRunErr(t, ibProg(b), Config{}, "t.c:18:3: load of i32 from freed object")
}

func TestInterpMemEncodings(t *testing.T) {
	// Store then load every kind of scalar, checking the bytes of a few.
	type tc struct {
		t   ts.Type
		val ts.Expr
	}
	i128 := ts.IntT(128)
	big128, _ := new(big.Int).SetString("fedcba9876543210f0e1d2c3b4a59687", 16)
	for _, c := range []tc{
		{ts.I1, kI(ts.I1, 1)},
		{ts.I8, kI(ts.I8, -2)},
		{ts.IntT(24), kI(ts.IntT(24), 0x123456)},
		{ts.I32, kI(ts.I32, -123456)},
		{ts.IntT(48), kI(ts.IntT(48), -5)},
		{ts.I64, kI(ts.I64, math.MinInt64)},
		{i128, kBig(i128, big128)},
		{ts.IntT(100), kI(ts.IntT(100), -1)},
		{ts.Type{Kind: ts.Float, Bits: 16}, kF(ts.Type{Kind: ts.Float, Bits: 16}, -2.5)},
		{ts.Type{Kind: ts.Float, Bits: 32}, kF(ts.Type{Kind: ts.Float, Bits: 32}, 0.1)},
		{ts.F64, kF(ts.F64, math.Pi)},
		{ts.Type{Kind: ts.Float, Bits: 80}, kF(ts.Type{Kind: ts.Float, Bits: 80}, math.Pi)},
		{ts.Type{Kind: ts.Float, Bits: 128}, kF(ts.Type{Kind: ts.Float, Bits: 128}, -math.E)},
	} {
		b := ibFn("main", c.t, ts.I8)
		a, v, lo := b.v("a", ts.PtrT), b.v("v", c.t), b.v("lo", ts.I8)
		b.body("entry", "e.t",
			&ts.Alloca{Dst: a, Size: c.t.Size(), Count: kI(ts.I64, 1)},
			&ts.Store{Addr: rf(a), Val: c.val, T: c.t},
			&ts.Load{Dst: v, Addr: rf(a)},
			&ts.Load{Dst: lo, Addr: rf(a)})
		b.ret("e.t", rf(v), rf(lo))
		res, err := Run(ibProg(b), Config{})
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
	tab := ibGlobal(p, "tab", ts.I32, []byte{1, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0})
	tab.Const = true
	pt := ibGlobal(p, "pt", ts.PtrT, make([]byte, 8))
	pt.Relocs = []ts.Reloc{{Offset: 0, Target: "tab", Addend: 8}}
	lim := ibGlobal(p, "lim", ts.I32, []byte{10, 0, 0, 0})
	fp := ibGlobal(p, "fp", ts.PtrT, make([]byte, 8))
	fp.Relocs = []ts.Reloc{{Target: "main"}}

	b := ibFn("main", ts.I32)
	arr := b.ptrParam("p", ts.I32)
	n := b.param("n", ts.I32)
	i, s, e, q, lv, fv := b.v("i", ts.I32), b.v("s", ts.I32), b.v("e", ts.I32), b.v("q", ts.PtrT), b.v("l", ts.I32), b.v("f", ts.PtrT)
	b.edge("entry", "h", asg(i, kI(ts.I32, 0)), asg(s, kI(ts.I32, 0)))
	b.body("h", "h.t")
	b.edge("h.t", "body", assume(cmpE("slt", rf(i), rf(n))))
	b.edge("h.t", "out", assume(cmpE("sge", rf(i), rf(n))))
	b.body("body", "body.t", &ts.Load{Dst: e, Addr: &ts.PtrAdd{Base: rf(arr), Off: castE("sext", bn("mul", rf(i), kI(ts.I32, 4)), ts.I64)}})
	b.edge("body.t", "h.end", asg(s, bn("add", rf(s), rf(e))), asg(i, bn("add", rf(i), kI(ts.I32, 1))))
	b.tr(ts.Back, "h.end", "h")
	b.body("out", "out.t", &ts.Load{Dst: q, Addr: ga(pt)}, &ts.Load{Dst: e, Addr: rf(q)}, &ts.Load{Dst: lv, Addr: ga(lim)}, &ts.Load{Dst: fv, Addr: ga(fp)})
	b.ret("out.t", bn("add", bn("add", rf(s), rf(e)), bn("add", rf(lv), castE("ptrtoint", rf(fv), ts.I32))))
	p.Funcs, p.ByName["main"] = append(p.Funcs, b.f), b.f

	// fp holds the address of main's object: offset 0, so its low 32 bits are 0.
	res := ibRun(t, p, Config{Args: ibArgs("p", []int64{5, -6, 7}, "n", 3)})
	if got := int32(res.Return[0].Uint64()); got != 5-6+7+3+10 {
		t.Errorf("got %d", got)
	}
	res = ibRun(t, p, Config{Args: ibArgs("p", []int64{}, "n", 0, "lim", 100, "tab", []int64{0, 0, 9})})
	if got := int32(res.Return[0].Uint64()); got != 9+100 {
		t.Errorf("with globals overridden: got %d", got)
	}
	// The override does not leak into the next run.
	res = ibRun(t, p, Config{Args: ibArgs("p", []int64{}, "n", 0)})
	if got := int32(res.Return[0].Uint64()); got != 13 {
		t.Errorf("after override: got %d", got)
	}
	ibRunErr(t, p, Config{Args: ibArgs("p", []int64{1}, "n", 2)}, "load of i32 out of bounds: 4 bytes at offset 4 of the object parameter p points to")
	ibRunErr(t, p, Config{Args: ibArgs("n", 2)}, "pointer parameter p needs --arg p=[...]")
	ibRunErr(t, p, Config{Args: ibArgs("p", 3, "n", 2)}, "pointer parameter p needs --arg p=[...]")
	ibRunErr(t, p, Config{Args: ibArgs("p", 0, "n", 1)}, "load of i32 from null pointer")
	ibRunErr(t, p, Config{Args: ibArgs("p", []int64{}, "n", 0, "tab", []int64{1, 2, 3, 4, 5})}, "--arg tab has 5 elements; global tab holds 4 of type i32")
	arr.Pointee = ts.VoidT
	ibRunErr(t, p, Config{Args: ibArgs("p", []int64{1}, "n", 0)}, "points to a type the frontend could not tell")
}

func TestInterpHugeLengths(t *testing.T) {
	// Lengths that overflow offset arithmetic are out of bounds, not a crash.
	for _, n := range []int64{-1, -5, 1 << 62} {
		p := ibMemProg(func(b *ibFunc, r *ts.Var) []ts.Op {
			a := b.v("a", ts.PtrT)
			return []ts.Op{
				&ts.Alloca{Dst: a, Size: 16, Count: kI(ts.I64, 1)},
				lib("memset", nil, padd(rf(a), 10), kI(ts.I32, 0), kI(ts.I64, n)),
			}
		})
		ibRunErr(t, p, Config{}, "out of bounds")
	}
}
