package tripcount

import "wcet/ts"

// The ranges of values: variables, expressions, parameters at their call
// sites, and the copies a clamp narrows.

// rangeOf is the range of v at every point where it is defined, in the
// signed view.
func (F *fn) rangeOf(v *ts.Var) itv {
	a := F.a
	if r, ok := a.ranges[v]; ok {
		return r
	}
	tr := typeRange(v.Type)
	if a.busy[v] {
		return tr
	}
	a.busy[v] = true
	defer delete(a.busy, v)
	r := F.rangeOfVar(v).meet(tr)
	if !r.ok {
		r = tr
	}
	a.ranges[v] = r
	return r
}

func (F *fn) rangeOfVar(v *ts.Var) itv {
	tr := typeRange(v.Type)
	if v.Param >= 0 {
		if r, ok := F.a.provenRanges[v]; ok {
			return r
		}
		if F.f.Name == F.a.cfg.Entry {
			r, ok := F.a.params[v]
			if !ok {
				r = tr
			}
			// The entry called again (recursion) takes other values too.
			if F.a.called(F.f) {
				r = r.hull(F.a.argRange(F.f, v))
			}
			return r
		}
		return F.a.argRange(F.f, v)
	}
	// An induction variable of a loop: its range over the loop.
	for _, L := range F.f.Loops {
		if F.isHeaderVar(L, v) {
			if li := F.loop(L); li.ivs != nil {
				if r, ok := li.ivs[v]; ok {
					return r
				}
			}
			break
		}
	}
	ds := F.defs[v]
	if len(ds) == 0 {
		return tr
	}
	xs := make([]itv, 0, len(ds))
	for _, d := range ds {
		var x itv
		if r, ok := d.E.(*ts.Ref); ok {
			// A copy (a phi's value on one edge): within what the edge's
			// assumptions before it allow (the unclamped arm of
			// `if (n > 4) n = 4`).
			x = F.edgeRange(d, r.V, F.rangeOf(r.V))
		} else if d.E != nil {
			x = F.rangeExpr(d.E)
		} else if ld, ok := d.op.(*ts.Load); ok && !ld.Volatile {
			// A scalar global's value: what it starts with and what
			// is ever stored to it.
			if ga, ok := ld.Addr.(*ts.GlobalAddr); ok && ga.G.Elem == v.Type {
				x = F.a.globalRange(ga.G)
			}
		} else if h, ok := d.op.(*ts.Havoc); ok && h.Lo != nil && h.Hi != nil {
			lo, ok1 := constOf(h.Lo)
			hi, ok2 := constOf(h.Hi)
			if ok1 && ok2 {
				x = mk(lo, hi)
			}
		}
		xs = append(xs, x)
	}
	return hullOf(xs)
}

// edgeRange narrows x, the range of u (signed view), by the comparisons of
// u with a constant that the assumptions of d's transition before d make
// hold: u <= 4 on the edge that skips `if (n > 4) n = 4`. An unsigned
// comparison with a constant in the signed range: u <u k and u <=u k make
// u non-negative; u >u k and u >=u k narrow only a non-negative range
// (both views agree there).
//
// The transitions every path to d's takes just before it (a chain of
// locations with one way in, up to u's definition) narrow x too: the
// clamp `if (sh > 7) return ...;` before a loop that starts from sh.
func (F *fn) edgeRange(d def, u *ts.Var, x itv) itv {
	if !x.ok || d.t == nil {
		return x
	}
	var ops []ts.Op
	for _, op := range d.t.Ops {
		if op == d.op {
			break
		}
		ops = append(ops, op)
	}
	for t, n := d.t, 0; n < 8 && len(t.From.In) == 1; n++ {
		t = t.From.In[0]
		if t.Kind == ts.Back || definesVar(t, u) {
			break
		}
		ops = append(ops, t.Ops...)
	}
	for _, op := range ops {
		a, ok := op.(*ts.Assume)
		if !ok {
			continue
		}
		pred, k, ok := F.assumedCmp(a.C, u)
		if !ok {
			continue
		}
		if pred[0] == 'u' {
			switch {
			case k < 0:
				continue // above the signed range as unsigned
			case pred == "ult" || pred == "ule":
				// Below a small unsigned constant: non-negative.
				x = x.meet(mk(0, x.hi))
			case x.lo < 0:
				continue
			}
			pred = "s" + pred[1:]
		}
		switch pred {
		case "eq":
			x = x.meet(point(k))
		case "slt":
			x = x.meet(mk(x.lo, k-1))
		case "sle":
			x = x.meet(mk(x.lo, k))
		case "sgt":
			x = x.meet(mk(k+1, x.hi))
		case "sge":
			x = x.meet(mk(k, x.hi))
		}
		if !x.ok {
			// An edge no run takes with u in range: keep the range (no
			// narrowing is claimed from an infeasibility).
			return F.rangeOf(u)
		}
	}
	return x
}

// definesVar reports whether an op of t assigns u.
func definesVar(t *ts.Trans, u *ts.Var) bool {
	for _, op := range t.Ops {
		for _, v := range ts.Defs(op) {
			if v == u {
				return true
			}
		}
	}
	return false
}

// assumedCmp returns the comparison "u pred k" an assumption c makes hold,
// k a constant (its signed value; the caller checks an unsigned one): c is
// a comparison, or an i1 variable defined once by one, assumed true or
// false.
func (F *fn) assumedCmp(c ts.Expr, u *ts.Var) (string, int64, bool) {
	want := true
	if v, w, ok := assumedVar(c); ok {
		ds := F.defs[v]
		if len(ds) != 1 || ds[0].E == nil {
			return "", 0, false
		}
		c, want = ds[0].E, w
	}
	cmp, ok := c.(*ts.Cmp)
	if !ok {
		return "", 0, false
	}
	pred := cmp.Pred
	if _, ok := negate[pred]; !ok || pred[0] == 'f' {
		return "", 0, false
	}
	x, y := cmp.X, cmp.Y
	if r, ok := y.(*ts.Ref); ok && r.V == u {
		x, y, pred = y, x, swapped[pred]
	}
	if r, ok := x.(*ts.Ref); !ok || r.V != u {
		return "", 0, false
	}
	k, ok := constOf(y)
	if !ok {
		return "", 0, false
	}
	if !want {
		pred = negate[pred]
	}
	return pred, k, true
}

// called reports whether some function of p calls f.
func (a *analyzer) called(f *ts.Func) bool {
	for _, g := range a.p.Funcs {
		for _, t := range g.Trans {
			for _, op := range t.Ops {
				if c, ok := op.(*ts.Call); ok && c.Callee == f.Name {
					return true
				}
			}
		}
	}
	return false
}

// argRange is the hull of the ranges of parameter v of f at every call
// site of f (the type's range when f has none, or one is unknown).
func (a *analyzer) argRange(f *ts.Func, v *ts.Var) itv {
	var xs []itv
	for _, g := range a.p.Funcs {
		G := a.fn(g)
		for _, t := range g.Trans {
			for _, op := range t.Ops {
				c, ok := op.(*ts.Call)
				if !ok || c.Callee != f.Name || v.Param >= len(c.Args) {
					continue
				}
				xs = append(xs, G.rangeExpr(c.Args[v.Param]))
			}
		}
	}
	return hullOf(xs) // top without a call: rangeOf takes the type's range
}

// rangeExpr is the range of e's value (signed view), top when unknown.
func (F *fn) rangeExpr(e ts.Expr) itv {
	tr := typeRange(e.Type())
	switch e := e.(type) {
	case *ts.Const:
		if k, ok := constOf(e); ok {
			return point(k)
		}
	case *ts.Ref:
		return F.rangeOf(e.V)
	case *ts.Bin:
		x, y := F.rangeExpr(e.X), F.rangeExpr(e.Y)
		var r itv
		switch e.Op {
		case "add":
			r = x.add(y)
		case "sub":
			r = x.sub(y)
		case "mul":
			if y.ok && y.lo == y.hi {
				r = x.mulConst(y.lo)
			} else if x.ok && x.lo == x.hi {
				r = y.mulConst(x.lo)
			}
		case "smax":
			if x.ok && y.ok {
				r = mk(max(x.lo, y.lo), max(x.hi, y.hi))
			}
		case "smin":
			if x.ok && y.ok {
				r = mk(min(x.lo, y.lo), min(x.hi, y.hi))
			}
		case "urem":
			// x urem c (c > 0, below the signed top): within [0, c − 1].
			if y.ok && y.lo == y.hi && y.lo > 0 {
				r = mk(0, y.lo-1)
			}
		case "srem":
			// The sign of x, below |c| in magnitude.
			if y.ok && y.lo == y.hi && y.lo != 0 && y.lo > -lim {
				c := max(y.lo, -y.lo)
				r = mk(-(c - 1), c-1)
				if x.ok && x.lo >= 0 {
					r = mk(0, c-1)
				}
			}
		case "and":
			// x & m, m a non-negative constant: within [0, m].
			if y.ok && y.lo == y.hi && y.lo >= 0 {
				r = mk(0, y.lo)
			} else if x.ok && x.lo == x.hi && x.lo >= 0 {
				r = mk(0, x.lo)
			}
		}
		// A result outside the type wraps: its range is then the type's.
		if r.within(tr) {
			return r
		}
	case *ts.Cast:
		x := F.rangeExpr(e.X)
		w := e.X.Type().Bits
		switch e.Op {
		case "sext":
			if x.ok {
				return x
			}
		case "zext":
			if u := toUnsigned(x, w); u.ok {
				return u
			}
			if w <= 61 {
				return unsignedRange(w)
			}
		case "trunc":
			if x.within(tr) {
				return x
			}
		}
	case *ts.Select:
		if x, y := F.rangeExpr(e.X), F.rangeExpr(e.Y); x.ok && y.ok {
			return x.hull(y)
		}
	case *ts.Cmp:
		return mk(-1, 0) // an i1 read as signed
	case *ts.FConst:
		// An integral float within the exact range (a float IV's start,
		// step or limit).
		if (e.T.Bits == 32 || e.T.Bits == 64) && e.V == float64(int64(e.V)) && point(int64(e.V)).within(exactFloat) {
			return point(int64(e.V))
		}
	}
	return tr
}
