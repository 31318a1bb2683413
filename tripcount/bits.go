package tripcount

import (
	"fmt"
	"math/bits"

	"wcet/ts"
)

// Bit-clearing loops.
//
// A loop whose guard is `x != 0` (or `x >u 0`) on a header variable or a
// counter cell x of w bits, and each of whose iterations sets x to
//
//   - x & (x - 1): the lowest set bit of x cleared (x != 0 there, so
//     x - 1 does not wrap and has the bits of x below its lowest set bit
//     set, that bit clear and the bits above it equal): the number of set
//     bits falls by exactly one per iteration, so the back edges are at
//     most popcount(x0) <= bitlen(x0);
//   - x >> c, a logical shift by a constant c >= 1 (or an arithmetic one
//     of a zero-extended, hence non-negative, value): x is zero after
//     ceil(bitlen(x0) / c) shifts, so the back edges are at most that;
//
// counts at most that many back edges, bitlen(x0) from the largest
// initial value in x's unsigned view (w when unknown). Clearing a bit
// that something else chose (`x &= ~(1 << k)`, k from a table) is not
// counted: it clears a set bit only when bit k is set, which needs a proof
// about k; such a loop (testdata/review2/ready_bitmap.c) needs an
// annotation.

// bitShape is how every iteration of L changes h: clearLow (x & (x - 1))
// or a right shift by shift bits.
type bitShape struct {
	clearLow bool
	shift    int
}

// bitLoop bounds the back edges of L by guard g on h (a header variable of
// L or a counter cell's pseudo header variable) whose next values nexts
// have one bit-clearing shape; init is h's initial range (signed view).
func (F *fn) bitLoop(L *ts.Loop, h *ts.Var, nexts []ts.Expr, init itv, g guard) (int64, string, bool) {
	w := h.Type.Bits
	if h.Type.Kind != ts.Int || w < 1 || w > 64 || len(nexts) == 0 || !F.nonZeroGuard(L, h, g) {
		return 0, "", false
	}
	var shape *bitShape
	for _, e := range nexts {
		s, ok := F.bitNext(L, h, e)
		if !ok || shape != nil && *shape != s {
			return 0, "", false
		}
		shape = &s
	}
	b := w
	if u := toUnsigned(init, w); u.ok && u.lo >= 0 && u.hi >= 0 {
		b = bits.Len64(uint64(u.hi))
	}
	if shape.clearLow {
		return int64(b), fmt.Sprintf("%s &= %s - 1 while ne 0: at most %d set bits (at %s)", h.Name, h.Name, b, g.t.Pos), true
	}
	n := (b + shape.shift - 1) / shape.shift
	return int64(n), fmt.Sprintf("%s >>= %d while ne 0: at most %d bits (at %s)", h.Name, shape.shift, b, g.t.Pos), true
}

// nonZeroGuard reports whether g is h != 0 (h >u 0), h read whole.
func (F *fn) nonZeroGuard(L *ts.Loop, h *ts.Var, g guard) bool {
	x, y, pred := g.x, g.y, g.pred
	if k, ok := constOf(x); ok && k == 0 {
		x, y, pred = y, x, swapped[pred]
	}
	if k, ok := constOf(y); !ok || k != 0 || pred != "ne" && pred != "ugt" {
		return false
	}
	_, ok := F.bitVal(L, h, x, 0)
	return ok
}

// bitVal reports whether e is h's value at the start of the iteration,
// read whole: h itself, a load of its cell, or a zero extension or a
// truncation to at least h's width of such a value; zext says whether e
// went through a zero extension (so that e is non-negative).
func (F *fn) bitVal(L *ts.Loop, h *ts.Var, e ts.Expr, depth int) (zext bool, ok bool) {
	if depth > 16 {
		return false, false
	}
	switch x := e.(type) {
	case *ts.Ref:
		if x.V == h || F.cellsOf(L).loads[x.V] == h {
			return false, true
		}
		if d, ok := F.iterDef(L, x.V); ok {
			return F.bitVal(L, h, d, depth+1)
		}
	case *ts.Cast:
		switch {
		case x.Op == "zext":
			_, ok := F.bitVal(L, h, x.X, depth+1)
			return true, ok
		case x.Op == "trunc" && x.To.Bits >= h.Type.Bits:
			return F.bitVal(L, h, x.X, depth+1)
		}
	}
	return false, false
}

// bitDec reports whether e's low bits, as many as h has, are those of
// h - 1 (h's value at the start of the iteration, read whole).
func (F *fn) bitDec(L *ts.Loop, h *ts.Var, e ts.Expr, depth int) bool {
	if depth > 16 {
		return false
	}
	switch x := e.(type) {
	case *ts.Ref:
		if d, ok := F.iterDef(L, x.V); ok {
			return F.bitDec(L, h, d, depth+1)
		}
	case *ts.Cast:
		if x.Op == "zext" || x.Op == "sext" || x.Op == "trunc" && x.To.Bits >= h.Type.Bits {
			return F.bitDec(L, h, x.X, depth+1)
		}
	case *ts.Bin:
		k, ok := constOf(x.Y)
		if !ok || x.T.Bits < h.Type.Bits {
			return false
		}
		if _, ok := F.bitVal(L, h, x.X, depth+1); !ok {
			return false
		}
		return x.Op == "sub" && k == 1 || x.Op == "add" && k == -1
	}
	return false
}

// bitNext is the shape of e, a next value of h: x & (x - 1) or x >> c,
// possibly truncated to h's width.
func (F *fn) bitNext(L *ts.Loop, h *ts.Var, e ts.Expr) (bitShape, bool) {
	for depth := 0; depth < 16; depth++ {
		switch x := e.(type) {
		case *ts.Ref:
			d, ok := F.iterDef(L, x.V)
			if !ok {
				return bitShape{}, false
			}
			e = d
			continue
		case *ts.Cast:
			if x.Op != "trunc" || x.To.Bits != h.Type.Bits {
				return bitShape{}, false
			}
			e = x.X
			continue
		case *ts.Bin:
			if x.T.Bits < h.Type.Bits {
				return bitShape{}, false
			}
			switch x.Op {
			case "and":
				for _, p := range [2][2]ts.Expr{{x.X, x.Y}, {x.Y, x.X}} {
					if _, ok := F.bitVal(L, h, p[0], 0); ok && F.bitDec(L, h, p[1], 0) {
						return bitShape{clearLow: true}, true
					}
				}
			case "lshr", "ashr":
				k, ok := constOf(x.Y)
				if !ok || k < 1 || k >= int64(x.T.Bits) {
					return bitShape{}, false
				}
				zext, ok := F.bitVal(L, h, x.X, 0)
				// An arithmetic shift of a negative value never reaches 0.
				if ok && (x.Op == "lshr" || zext) {
					return bitShape{shift: int(k)}, true
				}
			}
		}
		return bitShape{}, false
	}
	return bitShape{}, false
}

// iterDef is the one definition of v, an assignment in L proper (not in a
// loop nested in it) computed in the current iteration: not a header
// variable of L.
func (F *fn) iterDef(L *ts.Loop, v *ts.Var) (ts.Expr, bool) {
	if F.isHeaderVar(L, v) {
		return nil, false
	}
	ds := F.defs[v]
	if len(ds) != 1 || ds[0].E == nil || ds[0].t.From.Loop != L || !L.Contains(ds[0].t.To) || ds[0].t.To == L.Header {
		return nil, false
	}
	return ds[0].E, true
}

// bitLoops bounds L's back edges by its bit-clearing variables (vars: the
// header variables; and the counter cells), the least over the guards, and
// the guard that gives it.
func (F *fn) bitLoops(L *ts.Loop, vars []*ts.Var, gs []guard) (n int64, why string, by guard, ok bool) {
	type cand struct {
		h     *ts.Var
		nexts []ts.Expr
		init  itv
	}
	var cs []cand
	for _, h := range vars {
		c := cand{h: h}
		first := true
		for _, d := range F.defs[h] {
			if d.t.To == L.Header {
				r := F.rangeExpr(d.E)
				if first {
					c.init, first = r, false
				} else {
					c.init = c.init.hull(r)
				}
				continue
			}
			c.nexts = append(c.nexts, d.E)
		}
		if !first {
			cs = append(cs, c)
		}
	}
	for _, cc := range F.cellsOf(L).counters {
		cs = append(cs, cand{h: cc.iv, nexts: []ts.Expr{cc.val}, init: typeRange(cc.g.Elem)})
	}
	for _, c := range cs {
		for _, g := range gs {
			if m, w, k := F.bitLoop(L, c.h, c.nexts, c.init, g); k && (!ok || m < n) {
				n, why, by, ok = m, w, g, true
			}
		}
	}
	return n, why, by, ok
}

// Hints says, for each loop of p without a derived bound whose shape the
// analysis recognizes but cannot bound, what is missing: a bit-clearing
// loop whose cleared bit the program picks (`x &= ~(1 << k)`, k from a
// table) ends within the width of x only if every iteration clears a bit
// that is set, which needs a proof about k.
func Hints(p *ts.Program, cfg Config) map[*ts.Loop]string {
	a := newAnalyzer(p, cfg)
	out := map[*ts.Loop]string{}
	for _, f := range p.Funcs {
		F := a.fn(f)
		for _, L := range f.Loops {
			if F.loop(L).bounded {
				continue
			}
			if h := F.pickedBitHint(L); h != "" {
				out[L] = h
			}
		}
	}
	return out
}

// pickedBitHint is Hints's text for L, "" when L has no such shape.
func (F *fn) pickedBitHint(L *ts.Loop) string {
	gs := F.guards(L)
	var cs []struct {
		h     *ts.Var
		nexts []ts.Expr
		name  string
	}
	for _, cc := range F.cellsOf(L).counters {
		cs = append(cs, struct {
			h     *ts.Var
			nexts []ts.Expr
			name  string
		}{cc.iv, []ts.Expr{cc.val}, cc.g.Src})
	}
	for _, l := range L.Header.In {
		if l.Kind == ts.Back || L.Contains(l.From) {
			continue
		}
		for _, op := range l.Ops {
			as, ok := op.(*ts.Assign)
			if !ok || !F.isHeaderVar(L, as.Dst) {
				continue
			}
			var nexts []ts.Expr
			for _, d := range F.defs[as.Dst] {
				if d.t.To != L.Header {
					nexts = append(nexts, d.E)
				}
			}
			cs = append(cs, struct {
				h     *ts.Var
				nexts []ts.Expr
				name  string
			}{as.Dst, nexts, as.Dst.Name})
		}
	}
	for _, c := range cs {
		if len(c.nexts) == 0 || c.h.Type.Kind != ts.Int {
			continue
		}
		guarded := false
		for _, g := range gs {
			if F.nonZeroGuard(L, c.h, g) {
				guarded = true
			}
		}
		if !guarded {
			continue
		}
		picked := true
		for _, e := range c.nexts {
			if !F.pickedClear(L, c.h, e) {
				picked = false
			}
		}
		if picked {
			return fmt.Sprintf("each iteration clears a bit of %s that the program picks (%s &= ~mask): the loop-bound analysis cannot show that the bit is set; if it always is, the loop runs at most %d times (the width of %s): bound the loop with an annotation",
				c.name, c.name, c.h.Type.Bits, c.name)
		}
	}
	return ""
}

// pickedClear reports whether e, a next value of h, is h & ~m for an m
// that is no constant, possibly truncated to h's width.
func (F *fn) pickedClear(L *ts.Loop, h *ts.Var, e ts.Expr) bool {
	for depth := 0; depth < 16; depth++ {
		switch x := e.(type) {
		case *ts.Ref:
			d, ok := F.iterDef(L, x.V)
			if !ok {
				return false
			}
			e = d
			continue
		case *ts.Cast:
			if x.Op != "trunc" || x.To.Bits != h.Type.Bits {
				return false
			}
			e = x.X
			continue
		case *ts.Bin:
			if x.Op != "and" {
				return false
			}
			for _, p := range [2][2]ts.Expr{{x.X, x.Y}, {x.Y, x.X}} {
				if _, ok := F.bitVal(L, h, p[0], 0); ok && F.complement(L, p[1], 0) {
					return true
				}
			}
		}
		return false
	}
	return false
}

// complement reports whether e is ~m (m xor -1) for an m that is no
// constant, through casts and the iteration's definitions.
func (F *fn) complement(L *ts.Loop, e ts.Expr, depth int) bool {
	if depth > 16 {
		return false
	}
	switch x := e.(type) {
	case *ts.Ref:
		if d, ok := F.iterDef(L, x.V); ok {
			return F.complement(L, d, depth+1)
		}
	case *ts.Cast:
		return F.complement(L, x.X, depth+1)
	case *ts.Bin:
		if x.Op != "xor" {
			return false
		}
		for _, p := range [2][2]ts.Expr{{x.X, x.Y}, {x.Y, x.X}} {
			if k, ok := constOf(p[1]); ok && k == -1 {
				_, c := constOf(p[0])
				return !c
			}
		}
	}
	return false
}
