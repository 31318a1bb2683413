package tripcount

import "wcet/ts"

// The ranges of scalar globals: every value a global ever holds, from its
// initial value, the values stored to it, and the stores of its own value
// plus a constant under a guard (`while (txn) txn--;`,
// `if (cnt < 10) cnt++;`).

// globalRange is the range of every value a scalar integer global holds
// (signed view), flow-insensitively: its initial value and every value
// stored to it, when the program names it only as the address of whole
// loads and stores (an address taken, passed or offset could be written
// through: then the type's range).
//
// A store of the global's own value plus a constant c (a load L of it,
// then L + c) keeps the range finite when a guard bounds L: the value
// loaded before the store was compared with a constant, and nothing may
// write the global between that load and L (guardAt). The range R is then
// the least fixpoint of R ⊇ (R ∩ G) + c over such stores, beside the
// initial value and the other stores; a store that could leave the type
// (a wrap) gives the type's range. Computed in the global's own view
// (unsigned for an unsigned source type), so that `txn != 0` on a uint8_t
// reads 1..255.
func (a *analyzer) globalRange(g *ts.Global) itv {
	tr := typeRange(g.Elem)
	if r, ok := a.globals[g]; ok {
		return r
	}
	if g.Elem.Kind != ts.Int || g.Elem.Size() != g.Size || g.Init == nil || g.Elem.Bits > 62 {
		return tr
	}
	a.globals[g] = tr // a value computed from the global itself: its type's range
	w := g.Elem.Bits
	view := viewRange(w, g.Unsigned)
	toView := func(x itv) itv {
		if g.Unsigned {
			return toUnsigned(x, w)
		}
		return x
	}
	var v uint64
	for i := len(g.Init) - 1; i >= 0; i-- {
		v = v<<8 | uint64(g.Init[i]) // little-endian, as ts/interp lays it out
	}
	xs := []itv{toView(fromUnsigned(point(int64(v)), w))}
	var steps []selfStep
	named := func(e ts.Expr) bool {
		ga, ok := e.(*ts.GlobalAddr)
		return ok && ga.G == g
	}
	for _, f := range a.p.Funcs {
		F := a.fn(f)
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				switch op := op.(type) {
				case *ts.Load:
					if named(op.Addr) {
						if op.Volatile || op.Dst.Type != g.Elem {
							return tr
						}
						continue
					}
				case *ts.Store:
					if named(op.Addr) {
						if op.Volatile || op.T != g.Elem || ts.Mentions(op.Val, g) {
							return tr
						}
						if st, ok := F.selfStepOf(g, t, op, view); ok {
							if !st.ok {
								return tr
							}
							steps = append(steps, st)
						} else {
							xs = append(xs, toView(F.rangeExpr(op.Val)))
						}
						continue
					}
				}
				for _, e := range ts.OpExprs(op) {
					if ts.Mentions(e, g) {
						return tr
					}
				}
			}
		}
	}
	r := hullOf(xs).meet(view)
	if !r.ok {
		return tr
	}
	if r, ok := selfFixpoint(r, steps, view); ok {
		if g.Unsigned {
			r = fromUnsigned(r, w)
		}
		a.globals[g] = r
		return r
	}
	return tr
}

// selfStep is a store of L + c, L a load of the same global whose value a
// guard keeps within G (in the global's view); ok is false when the store
// has that shape but no guard bounds it.
type selfStep struct {
	c  int64
	G  itv
	ok bool
}

// selfFixpoint is the least R ⊇ r with (R ∩ G) + c ⊆ R for every step, all
// within view; ok is false when a step may leave view (a wrap) or no
// fixpoint is reached in a few rounds. A bound that moves jumps to the
// one the guard implies (G's far end plus c), so the rounds are few.
func selfFixpoint(r itv, steps []selfStep, view itv) (itv, bool) {
	for round := 0; round < 8; round++ {
		grew := false
		for _, s := range steps {
			in := r.meet(s.G)
			if !in.ok {
				continue // the guard excludes every value: the store never runs
			}
			out := in.add(point(s.c))
			if !out.within(view) {
				return top, false
			}
			if out.within(r) {
				continue
			}
			grew = true
			n := r.hull(out)
			// Widen towards the guard's end: later rounds only confirm.
			if n.hi > r.hi && s.c > 0 && s.G.hi < view.hi {
				n.hi = max(n.hi, s.G.hi+s.c)
			}
			if n.lo < r.lo && s.c < 0 && s.G.lo > view.lo {
				n.lo = min(n.lo, s.G.lo+s.c)
			}
			if !n.within(view) {
				return top, false
			}
			r = n
		}
		if !grew {
			return r, true
		}
	}
	return top, false
}

// selfStepOf reads a store's value val as g's own value plus a constant:
// val (through copies of single definitions) is L + c or L - c with L a
// load of g. The guard is the comparison of g's value with a constant
// that holds where L is loaded (guardAt); without one the step is not ok.
// The second result is false when val does not have that shape.
func (F *fn) selfStepOf(g *ts.Global, t *ts.Trans, st *ts.Store, view itv) (selfStep, bool) {
	e := F.single(st.Val)
	// trunc(ext(L) + c) (C's `x - 1` on a uint8_t, computed in int)
	// stores the bits of L + c in g's width, as an add in that width.
	wide := false
	if cst, ok := e.(*ts.Cast); ok && cst.Op == "trunc" && cst.To == g.Elem {
		e, wide = F.single(cst.X), true
	}
	b, ok := e.(*ts.Bin)
	if !ok || (b.Op != "add" && b.Op != "sub") {
		return selfStep{}, false
	}
	x, y := b.X, b.Y
	c, ok := constOf(y)
	if !ok && b.Op == "add" {
		x, y = y, x
		c, ok = constOf(y)
	}
	if !ok {
		return selfStep{}, false
	}
	if b.Op == "sub" {
		c = -c
	}
	if wide {
		cx, ok := F.single(x).(*ts.Cast)
		if !ok || (cx.Op != "zext" && cx.Op != "sext") || cx.X.Type() != g.Elem {
			return selfStep{}, false
		}
		x = cx.X
	}
	r, ok := x.(*ts.Ref)
	if !ok {
		return selfStep{}, false
	}
	ds := F.defs[r.V]
	if len(ds) != 1 {
		return selfStep{}, false
	}
	ld, ok := ds[0].op.(*ts.Load)
	if !ok || ld.Volatile || F.scalarCell(ld.Addr, ld.Dst.Type) != g {
		return selfStep{}, false
	}
	if c == 0 {
		return selfStep{c: 0, G: view, ok: true}, true
	}
	G, ok := F.guardAt(g, t, st, ld, view)
	return selfStep{c: c, G: G, ok: ok}, true
}

// single follows a reference to a variable defined once by an expression.
func (F *fn) single(e ts.Expr) ts.Expr {
	for i := 0; i < 8; i++ {
		r, ok := e.(*ts.Ref)
		if !ok {
			return e
		}
		ds := F.defs[r.V]
		if len(ds) != 1 || ds[0].E == nil {
			return e
		}
		e = ds[0].E
	}
	return e
}

// guardAt is the range G (in view) that the value L loaded by ld has
// where the store st of transition t writes L + c: on every path that
// reaches st, a comparison of L itself with a constant holds (assumed
// between ld and st: `x = g; if (x != 0) g = x - 1;`, a load shared as
// at -O2), or, before ld, the last comparison assumed of a load M of g
// holds and nothing may write g between M and ld, so ld reads M's value
// (`if (g != 0) g--;` with two loads). The search walks back from st over
// at most a few transitions; ok is false when a path has no such guard.
func (F *fn) guardAt(g *ts.Global, t *ts.Trans, st *ts.Store, ld ts.Op, view itv) (itv, bool) {
	idx := -1
	for i, op := range t.Ops {
		if op == st {
			idx = i
		}
	}
	if idx < 0 {
		return top, false
	}
	return F.guardBack(g, t, idx, ld, nil, view, 0)
}

// pendingGuard is a comparison found on the way back: its range G holds
// for the value loaded by the op load.
type pendingGuard struct {
	load ts.Op
	G    itv
}

// guardBack walks back from op i of t (exclusive); see guardAt. While
// first (the stored value's load) is not yet passed, only a comparison of
// that value counts, and writes do not matter (the value is loaded).
func (F *fn) guardBack(g *ts.Global, t *ts.Trans, i int, first ts.Op, pend *pendingGuard, view itv, depth int) (itv, bool) {
	for i--; i >= 0; i-- {
		op := t.Ops[i]
		if first != nil {
			if op == first {
				first = nil // on from the load: the last comparison before it
				continue
			}
			if a, ok := op.(*ts.Assume); ok {
				if load, G, ok := F.guardOf(g, a.C, view); ok && load == first {
					return G, true
				}
			}
			continue
		}
		if pend != nil && op == pend.load {
			return pend.G, true
		}
		e := effect{gs: map[*ts.Global]bool{}}
		F.opWrites(op, &e)
		if e.any || e.gs[g] {
			return top, false
		}
		if a, ok := op.(*ts.Assume); ok && pend == nil {
			if load, G, ok := F.guardOf(g, a.C, view); ok {
				pend = &pendingGuard{load: load, G: G}
			}
		}
	}
	if depth >= 8 || len(t.From.In) == 0 {
		return top, false
	}
	out := top
	for k, u := range t.From.In {
		r, ok := F.guardBack(g, u, len(u.Ops), first, pend, view, depth+1)
		if !ok {
			return top, false
		}
		if k == 0 {
			out = r
		} else {
			out = out.hull(r)
		}
	}
	return out, out.ok
}

// guardOf reads an assumption c as a comparison of a load of g (or its
// zero or sign extension) with a constant: the load and the range (in
// view) its value has where c holds. `!=` gives a range only at an end of
// the values' range (`txn != 0` on an unsigned value: 1..255).
func (F *fn) guardOf(g *ts.Global, c ts.Expr, view itv) (ts.Op, itv, bool) {
	cmp, ok := F.single(c).(*ts.Cmp)
	if v, _, isVar := assumedVar(c); isVar {
		cmp, ok = F.single(&ts.Ref{V: v}).(*ts.Cmp)
	}
	if !ok {
		return nil, top, false
	}
	w := g.Elem.Bits
	for _, x := range []ts.Expr{cmp.X, cmp.Y} {
		r, ok := x.(*ts.Ref)
		if !ok {
			continue
		}
		ld, ext := F.loadOf(g, r.V)
		if ld == nil {
			continue
		}
		pred, k, ok := F.assumedCmp(c, r.V)
		if !ok {
			return nil, top, false
		}
		// The domain the comparison reads the loaded value in:
		// unsigned (its w-bit unsigned value) or signed.
		unsigned := pred[0] == 'u'
		switch {
		case ext == "zext":
			if unsigned && k < 0 {
				return nil, top, false
			}
			unsigned = true // a zero-extended value compares as its unsigned value
		case ext == "sext":
			if unsigned {
				return nil, top, false
			}
		case pred == "eq" || pred == "ne":
			unsigned = k >= 0 // 0 is the unsigned values' least end
		case unsigned && k < 0:
			k += int64(1) << w // the constant's unsigned value
		}
		dom := viewRange(w, unsigned)
		G := dom
		switch pred {
		case "eq":
			G = point(k)
		case "ne":
			switch k {
			case dom.lo:
				G = mk(k+1, dom.hi)
			case dom.hi:
				G = mk(dom.lo, k-1)
			}
		case "ult", "slt":
			G = mk(dom.lo, k-1)
		case "ule", "sle":
			G = mk(dom.lo, k)
		case "ugt", "sgt":
			G = mk(k+1, dom.hi)
		case "uge", "sge":
			G = mk(k, dom.hi)
		}
		G = G.meet(dom)
		if !G.ok {
			return nil, top, false
		}
		switch {
		case unsigned && view.lo < 0:
			G = fromUnsigned(G, w)
		case !unsigned && view.lo >= 0:
			G = toUnsigned(G, w)
		}
		return ld, G.meet(view), true
	}
	return nil, top, false
}

// loadOf returns the load of g that defines v, directly or through one
// zero or sign extension (ext names it).
func (F *fn) loadOf(g *ts.Global, v *ts.Var) (ld *ts.Load, ext string) {
	for i := 0; i < 2; i++ {
		ds := F.defs[v]
		if len(ds) != 1 {
			return nil, ""
		}
		if c, ok := ds[0].E.(*ts.Cast); ok && i == 0 && (c.Op == "zext" || c.Op == "sext") {
			r, ok := c.X.(*ts.Ref)
			if !ok {
				return nil, ""
			}
			v, ext = r.V, c.Op
			continue
		}
		l, ok := ds[0].op.(*ts.Load)
		if !ok || l.Volatile || F.scalarCell(l.Addr, l.Dst.Type) != g {
			return nil, ""
		}
		return l, ext
	}
	return nil, ""
}
