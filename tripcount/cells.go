package tripcount

import (
	"strings"

	"wcet/ts"
)

// Counters in memory and values that do not change in a loop.
//
// A scalar integer global written once in every iteration of a loop, by a
// store of its own value plus a constant (`tail++` on a `static uint8_t
// tail`: load, add, store) counts the iterations like a header variable:
// cellCounters finds such cells, and eval reads a load of one, made before
// the store in the iteration, as the counter's value at the start of the
// iteration (a pseudo header variable named after the global).
//
// A guard `x != N` bounds a loop only when N is the same value in every
// iteration (invariant): a counter stepping by one past a value that moves
// may never meet it.

// cellCounter is a counter cell of a loop.
type cellCounter struct {
	g   *ts.Global
	iv  *ts.Var // the pseudo header variable
	val ts.Expr // the value the store writes
}

// cellInfo is what cellsOf finds in one loop.
type cellInfo struct {
	counters []cellCounter
	// loads maps a variable loaded from a counter cell before the store of
	// the iteration to the counter's pseudo header variable.
	loads map[*ts.Var]*ts.Var
	// writes is what an iteration of L may write.
	writes effect
}

// exprs are the expressions that define each variable of F, nil for a
// definition other than an assignment (ts.GlobalOf's defs).
func (F *fn) exprs() map[*ts.Var][]ts.Expr {
	if F.exprDefs == nil {
		F.exprDefs = map[*ts.Var][]ts.Expr{}
		for v, ds := range F.defs {
			for _, d := range ds {
				F.exprDefs[v] = append(F.exprDefs[v], d.E)
			}
		}
	}
	return F.exprDefs
}

// scalarCell reports whether addr is the address of the whole of a scalar
// integer global g of type t (not constant: a constant is never written).
func (F *fn) scalarCell(addr ts.Expr, t ts.Type) *ts.Global {
	ga, ok := addr.(*ts.GlobalAddr)
	if !ok {
		return nil
	}
	g := ga.G
	if g.Const || g.Elem.Kind != ts.Int || g.Elem.Size() != g.Size || t != g.Elem {
		return nil
	}
	return g
}

// pureLib are the library functions that write no memory the program
// had before the call (allocation writes only new memory).
var pureLib = map[string]bool{"malloc": true, "calloc": true, "realloc": true, "free": true,
	"abs": true, "labs": true, "llabs": true, "strlen": true, "exit": true, "_Exit": true, "abort": true}

// effect is the memory a function may write: every global in gs, or
// anything (any) through a pointer, a library or a cycle of calls.
type effect struct {
	any bool
	gs  map[*ts.Global]bool
}

// opWrites adds to e what op may write (a call: its callee's effect).
func (F *fn) opWrites(op ts.Op, e *effect) {
	defs := F.exprs()
	switch op := op.(type) {
	case *ts.Store:
		if g := ts.GlobalOf(op.Addr, defs); g != nil {
			e.gs[g] = true
		} else {
			e.any = true
		}
	case *ts.Lib:
		// The strto* functions write *endptr.
		if pureLib[op.Name] || ts.LibComputed(op.Name) && !strings.HasPrefix(op.Name, "strto") {
			return
		}
		if (op.Name == "memcpy" || op.Name == "memset" || op.Name == "memmove") && len(op.Args) > 0 {
			if g := ts.GlobalOf(op.Args[0], defs); g != nil {
				e.gs[g] = true
				return
			}
		}
		e.any = true
	case *ts.Call:
		c := F.a.effectOf(op.Callee)
		e.any = e.any || c.any
		for g := range c.gs {
			e.gs[g] = true
		}
	}
}

// effectOf is what function name may write, with its callees.
func (a *analyzer) effectOf(name string) effect {
	if e, ok := a.effects[name]; ok {
		return e
	}
	f := a.p.ByName[name]
	if f == nil {
		return effect{any: true}
	}
	a.effects[name] = effect{any: true} // a cycle of calls: anything
	e := effect{gs: map[*ts.Global]bool{}}
	F := a.fn(f)
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			F.opWrites(op, &e)
		}
	}
	a.effects[name] = e
	return e
}

// loopWrites is what an iteration of L may write, the op skip aside.
func (F *fn) loopWrites(L *ts.Loop, skip ts.Op) effect {
	e := effect{gs: map[*ts.Global]bool{}}
	for _, l := range L.Locs {
		for _, t := range l.Out {
			if !L.Contains(t.To) && t.To != L.End {
				// An exit: its ops run after the last check.
				continue
			}
			for _, op := range t.Ops {
				if op != skip {
					F.opWrites(op, &e)
				}
			}
		}
	}
	return e
}

// invariant reports whether e has the same value at every point of L
// within one entry of L: constants, variables not assigned in L, and
// loads of cells L does not write, combined by operations.
func (F *fn) invariant(L *ts.Loop, e ts.Expr, depth int) bool {
	if depth > 32 {
		return false
	}
	switch x := e.(type) {
	case *ts.Const, *ts.GlobalAddr, *ts.FuncAddr:
		return true
	case *ts.Ref:
		ds := F.defs[x.V]
		inside := 0
		for _, d := range ds {
			if L.Contains(d.t.From) || d.t.To == L.End || L.Contains(d.t.To) {
				inside++
			}
		}
		if inside == 0 {
			return len(ds) > 0 || x.V.Param >= 0
		}
		if len(ds) != 1 {
			return false
		}
		d := ds[0]
		if d.E != nil {
			return F.invariant(L, d.E, depth+1)
		}
		// A load at an invariant address of memory L does not write:
		// of a global L does not write, or through a pointer when L
		// writes no memory at all.
		ld, ok := d.op.(*ts.Load)
		if !ok || ld.Volatile || !F.invariant(L, ld.Addr, depth+1) {
			return false
		}
		w := F.cellsOf(L).writes
		if g := ts.GlobalOf(ld.Addr, F.exprs()); g != nil {
			return !w.any && !w.gs[g]
		}
		return !w.any && len(w.gs) == 0
	case *ts.Cast:
		return F.invariant(L, x.X, depth+1)
	case *ts.PtrAdd:
		return F.invariant(L, x.Base, depth+1) && F.invariant(L, x.Off, depth+1)
	case *ts.Bin:
		return F.invariant(L, x.X, depth+1) && F.invariant(L, x.Y, depth+1)
	case *ts.Cmp:
		return F.invariant(L, x.X, depth+1) && F.invariant(L, x.Y, depth+1)
	}
	return false
}

// cellsOf finds L's counter cells (computed once per loop).
func (F *fn) cellsOf(L *ts.Loop) *cellInfo {
	if ci := F.cells[L]; ci != nil {
		return ci
	}
	ci := &cellInfo{loads: map[*ts.Var]*ts.Var{}, writes: F.loopWrites(L, nil)}
	F.cells[L] = ci
	dead := F.deadEnds(L)
	// The stores of L proper to each scalar cell.
	type st struct {
		t  *ts.Trans
		op *ts.Store
		n  int
	}
	stores := map[*ts.Global]*st{}
	var order []*ts.Global
	for _, l := range L.Locs {
		for _, t := range l.Out {
			for _, op := range t.Ops {
				s, ok := op.(*ts.Store)
				if !ok {
					continue
				}
				g := F.scalarCell(s.Addr, s.T)
				if g == nil {
					continue
				}
				if stores[g] == nil {
					stores[g] = &st{}
					order = append(order, g)
				}
				x := stores[g]
				x.n++
				x.t, x.op = t, s
				if l.Loop != L || s.Volatile {
					x.n += 2 // in a nested loop: not once per iteration
				}
			}
		}
	}
	for _, g := range order {
		x := stores[g]
		// One store, on every path from the header to the end, and
		// nothing else in L may write the cell.
		if x.n != 1 || reaches(L, L.Header, L.End, dead, x.t) {
			continue
		}
		if w := F.loopWrites(L, x.op); w.any || w.gs[g] {
			continue
		}
		iv := &ts.Var{Name: "@" + g.Src, IR: "@" + g.Name, Type: g.Elem, Param: -1}
		// The loads of the cell that no path from the header takes after
		// the store read the value at the start of the iteration.
		for _, l := range L.Locs {
			if l.Loop != L {
				continue
			}
			for _, t := range l.Out {
				if t != x.t && reachesThrough(L, t.From, x.t) {
					continue
				}
				for _, op := range t.Ops {
					if op == x.op {
						break
					}
					if ld, ok := op.(*ts.Load); ok && !ld.Volatile && F.scalarCell(ld.Addr, ld.Dst.Type) == g && len(F.defs[ld.Dst]) == 1 {
						ci.loads[ld.Dst] = iv
					}
				}
			}
		}
		ci.counters = append(ci.counters, cellCounter{g: g, iv: iv, val: x.op.Val})
	}
	return ci
}

// reachesThrough reports whether some path inside L from the header to
// loc takes transition t.
func reachesThrough(L *ts.Loop, loc *ts.Loc, t *ts.Trans) bool {
	return reaches(L, L.Header, t.From, nil, nil) && (t.To == loc || reaches(L, t.To, loc, nil, nil))
}

// cellInduction is the shape of counter c of L: its initial value is any
// value of its type, its step what the store adds to the value loaded.
func (F *fn) cellInduction(L *ts.Loop, c cellCounter) (induction, bool) {
	f := F.eval(L, c.val, 0)
	if f.iv != c.iv || f.ext != "" || !f.off.ok || !(f.off.lo >= 1 || f.off.hi <= -1) {
		return induction{}, false
	}
	return induction{h: c.iv, init: F.a.globalRange(c.g), step: f.off}, true
}
