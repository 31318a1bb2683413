package unroll

// The symbolic machine's comparisons, branch conditions over integers
// and pointers split into their feasible sides.

import (
	"math/big"
	"strings"

	"wcet/poly"
	"wcet/ts"
)

// condOf turns an i1 expression into a Cond (for Z3 or the affine part).
func (m *machine) condOf(p *path, fr *frame, e ts.Expr, pos ts.Pos) (*poly.Cond, error) {
	c, ok := e.(*ts.Cmp)
	if !ok {
		ps, vs, err := m.eval(p, fr, e, pos)
		if err != nil {
			return nil, err
		}
		if len(ps) != 1 || ps[0] != p || vs[0].kind != vInt {
			return nil, unsupportedf(pos, "condition %s", ts.FormatExpr(e))
		}
		return poly.Cmp(poly.CNe, vs[0].ex, poly.K(1, 0)), nil
	}
	if c.X.Type().Kind != ts.Int {
		return nil, unsupportedf(pos, "comparison of %s inside an expression", c.X.Type())
	}
	ps, xs, err := m.eval(p, fr, c.X, pos)
	if err != nil || len(ps) != 1 || ps[0] != p {
		return nil, unsupportedf(pos, "comparison operand %s", ts.FormatExpr(c.X))
	}
	ps, ys, err := m.eval(p, fr, c.Y, pos)
	if err != nil || len(ps) != 1 || ps[0] != p {
		return nil, unsupportedf(pos, "comparison operand %s", ts.FormatExpr(c.Y))
	}
	op, ok := condOps[c.Pred]
	if !ok {
		return nil, unsupportedf(pos, "predicate %s", c.Pred)
	}
	return poly.Cmp(op, xs[0].ex, ys[0].ex), nil
}

var condOps = map[string]poly.CondOp{
	"eq": poly.CEq, "ne": poly.CNe, "ult": poly.CULT, "ule": poly.CULE, "ugt": poly.CUGT, "uge": poly.CUGE,
	"slt": poly.CSLT, "sle": poly.CSLE, "sgt": poly.CSGT, "sge": poly.CSGE,
}

// compare splits p on the comparison c: the sides where it holds and where
// it does not. Affine integer comparisons become exact affine cases
// (unsigned predicates through unsigned temporaries); pointer comparisons
// compare offsets within one object; the rest goes to Z3.
func (m *machine) compare(p *path, fr *frame, c *ts.Cmp, pos ts.Pos) ([]boolSide, error) {
	if strings.HasPrefix(c.Pred, "f") {
		// Floats are unknown: both outcomes are possible.
		return []boolSide{{p.clone(), true}, {p, false}}, nil
	}
	ps, xs, err := m.eval(p, fr, c.X, pos)
	if err != nil {
		return nil, err
	}
	var out []boolSide
	for i, q := range ps {
		qs, ys, err := m.eval(q, fr, c.Y, pos)
		if err != nil {
			return nil, err
		}
		for j, r := range qs {
			sides, err := m.compareVals(r, c.Pred, xs[i], ys[j], c.X.Type(), pos)
			if err != nil {
				return nil, err
			}
			out = append(out, sides...)
		}
	}
	return out, nil
}

func (m *machine) compareVals(p *path, pred string, a, b val, t ts.Type, pos ts.Pos) ([]boolSide, error) {
	if a.kind == vPtr || b.kind == vPtr {
		if a.kind != vPtr || b.kind != vPtr {
			return nil, unsupportedf(pos, "comparison of a pointer with an unknown value")
		}
		if a.ptr.obj == setObj || b.ptr.obj == setObj {
			return m.compareSets(p, pred, a.ptr, b.ptr, pos)
		}
		if a.ptr.obj != b.ptr.obj {
			if (pred == "eq" || pred == "ne") && (m.mayAbut(p, a.ptr, b.ptr) || m.mayAbut(p, b.ptr, a.ptr)) {
				// One past the end of one object may be the start of the
				// next: the layout decides.
				q := p.clone()
				p.st.NoteLossy(poly.LossyHavoc)
				q.st.NoteLossy(poly.LossyHavoc)
				return []boolSide{{q, pred == "eq"}, {p, pred != "eq"}}, nil
			}
			switch pred {
			case "eq":
				return []boolSide{{p, false}}, nil
			case "ne":
				return []boolSide{{p, true}}, nil
			}
			return nil, unsupportedf(pos, "ordering of pointers into different objects")
		}
		offA, offB := poly.Int(0), poly.Int(0)
		if a.ptr.off != "" {
			offA = poly.Var(a.ptr.off)
		}
		if b.ptr.off != "" {
			offB = poly.Var(b.ptr.off)
		}
		a = val{kind: vInt, t: ts.I64, aff: offA, hasAf: true}
		b = val{kind: vInt, t: ts.I64, aff: offB, hasAf: true}
		pred = strings.Replace(strings.Replace(pred, "ult", "slt", 1), "ugt", "sgt", 1)
		pred = strings.Replace(strings.Replace(pred, "ule", "sle", 1), "uge", "sge", 1)
	}
	if a.kind == vUnknown || b.kind == vUnknown {
		return []boolSide{{p.clone(), true}, {p, false}}, nil
	}
	if !a.hasAf || !b.hasAf {
		op, ok := condOps[pred]
		if !ok {
			return nil, unsupportedf(pos, "predicate %s", pred)
		}
		return m.splitBool(p, val{kind: vInt, t: ts.I1, ex: poly.BoolOf(poly.Cmp(op, a.ex, b.ex))}), nil
	}
	w := t.Bits
	// Unsigned predicates: compare the unsigned values.
	if pred[0] == 'u' && w > 1 {
		ut := poly.IntType{Bits: w}
		if (isVarOf(p.st, a.aff, ut) || isVarOf(p.st, b.aff, ut)) && unsignedOrConst(p.st, a.aff, ut) && unsignedOrConst(p.st, b.aff, ut) {
			// Held unsigned (machine.view) or constant: no temporaries.
			return m.branchAffine(p, "s"+pred[1:], unsignedConst(a.aff, w), unsignedConst(b.aff, w)), nil
		}
		var paths []*path
		var ua, ub []poly.Affine
		na, nb := m.fresh("u"), m.fresh("u")
		for _, s := range p.st.Assign(na, ut, a.aff, 0) {
			for _, s2 := range s.Assign(nb, ut, b.aff, 0) {
				paths = append(paths, p.withState(s2))
				ua, ub = append(ua, poly.Var(na)), append(ub, poly.Var(nb))
			}
		}
		var out []boolSide
		for i, q := range paths {
			out = append(out, m.branchAffine(q, "s"+pred[1:], ua[i], ub[i])...)
		}
		return out, nil
	}
	if pred[0] == 'u' {
		pred = "s" + pred[1:]
	}
	if w > 1 && (readsUnsigned(p.st, a.aff, w) || readsUnsigned(p.st, b.aff, w)) {
		ut := poly.IntType{Bits: w}
		if (pred == "eq" || pred == "ne") && unsignedOrConst(p.st, a.aff, ut) && unsignedOrConst(p.st, b.aff, ut) {
			// Equal modulo 2^w in the unsigned view: the constant's
			// unsigned value.
			return m.branchAffine(p, pred, unsignedConst(a.aff, w), unsignedConst(b.aff, w)), nil
		}
		// A value held unsigned read signed (or compared with one that is
		// not): both in the signed view, an exact split on the wrap.
		st := poly.IntType{Bits: w, Signed: true}
		var out []boolSide
		aps, aas := m.viewOf(p, a.aff, st)
		for i, q := range aps {
			bps, bas := m.viewOf(q, b.aff, st)
			for j, r := range bps {
				out = append(out, m.branchAffine(r, pred, aas[i], bas[j])...)
			}
		}
		return out, nil
	}
	return m.branchAffine(p, pred, a.aff, b.aff), nil
}

// readsUnsigned reports whether the affine form a (exact modulo 2^w) reads
// a variable held in an unsigned view at least w bits wide (machine.view, the
// temporaries of unsigned operations): it is then not the signed value
// the signed predicates and eq/ne compare. (A narrower unsigned variable,
// a zext's temporary, is within the signed range of w bits.)
func readsUnsigned(st *poly.State, a poly.Affine, w int) bool {
	for _, v := range a.Vars() {
		if t, ok := st.Type(v); ok && !t.Signed && t.Bits >= w {
			return true
		}
	}
	return false
}

// isVarOf reports whether the affine form a is a variable held in the
// view t.
func isVarOf(st *poly.State, a poly.Affine, t poly.IntType) bool {
	vs := a.Vars()
	if len(vs) != 1 || a.Constant().Sign() != 0 || a.Coeff(vs[0]).Cmp(big.NewInt(1)) != 0 {
		return false
	}
	vt, ok := st.Type(vs[0])
	return ok && vt == t
}

// unsignedOrConst reports whether a is a constant or a variable held in
// the view t.
func unsignedOrConst(st *poly.State, a poly.Affine, t poly.IntType) bool {
	_, ok := affConst(a)
	return ok || isVarOf(st, a, t)
}

// unsignedConst returns a constant a as its w-bit unsigned value, any
// other form as it is.
func unsignedConst(a poly.Affine, w int) poly.Affine {
	if c, ok := affConst(a); ok {
		return poly.Big(ts.Wrap(c, w))
	}
	return a
}

// mayAbut reports whether x may point one past the end of its object
// while y points to the start of another: C lets them compare equal.
func (m *machine) mayAbut(p *path, x, y ptrVal) bool {
	return m.mayEnd(p.st, p.objs, x) && m.mayStart(p.st, y)
}

// mayEnd reports whether pv may point one past the end of its object: a
// set that says so (endID), or an offset that may be the object's size.
// The bound that rules it out is a premise of the step.
func (m *machine) mayEnd(st *poly.State, objs map[int]*object, pv ptrVal) bool {
	if pv.set != nil {
		for _, id := range pv.set {
			if id == endID {
				return true
			}
		}
		return false
	}
	o := objs[pv.obj]
	if pv.obj <= 0 || o == nil || o.size < 0 {
		return pv.obj != 0 && o == nil // unknown: it may
	}
	return offMay(st, pv.off, o.size)
}

// mayStart reports whether pv may point to the start of an object.
func (m *machine) mayStart(st *poly.State, pv ptrVal) bool {
	if pv.set != nil {
		for _, id := range pv.set {
			if id > 0 {
				return true
			}
		}
		return false
	}
	return pv.obj != 0 && offMay(st, pv.off, 0)
}

// offMay reports whether the offset variable off ("" is 0) may be v; the
// bound that rules v out is a premise of the step.
func offMay(st *poly.State, off string, v int64) bool {
	if off == "" {
		return v == 0
	}
	if lo, k := st.Min(poly.Var(off)); k == poly.Finite && lo.Cmp(big.NewInt(v)) > 0 {
		st.Require(poly.GE(poly.Var(off), poly.Big(lo)))
		return false
	}
	if hi, k := st.Max(poly.Var(off)); k == poly.Finite && hi.Cmp(big.NewInt(v)) < 0 {
		st.Require(poly.LE(poly.Var(off), poly.Big(hi)))
		return false
	}
	return true
}

// compareSets compares pointers one of which is a set pointer (mem.go,
// "Pointer sets") or unknown: eq and ne are decided when no object is a
// target of both (an unknown pointer may be any) and neither may point one
// past the end of its object while the other may point to the start of
// one; otherwise (and for an ordering of pointers that may be into one
// object) both outcomes are kept, a lossy event each.
func (m *machine) compareSets(p *path, pred string, a, b ptrVal, pos ts.Pos) ([]boolSide, error) {
	common := isUnknown(a) || isUnknown(b)
	tb := targets(b)
	for _, x := range targets(a) {
		for _, y := range tb {
			if x == y && x != endID {
				common = true
			}
		}
	}
	if !common && (pred == "eq" || pred == "ne") && (m.mayAbut(p, a, b) || m.mayAbut(p, b, a)) {
		common = true // one past the end of one object, the start of another
	}
	if !common {
		switch pred {
		case "eq":
			return []boolSide{{p, false}}, nil
		case "ne":
			return []boolSide{{p, true}}, nil
		}
		return nil, unsupportedf(pos, "ordering of pointers into different objects")
	}
	q := p.clone()
	p.st.NoteLossy(poly.LossyHavoc)
	q.st.NoteLossy(poly.LossyHavoc)
	return []boolSide{{q, true}, {p, false}}, nil
}

// branchAffine splits p on a pred b (affine, signed or eq/ne).
func (m *machine) branchAffine(p *path, pred string, a, b poly.Affine) []boolSide {
	var c poly.Constraint
	truthYes := true
	switch pred {
	case "eq":
		c = poly.EQ(a, b)
	case "ne":
		c, truthYes = poly.EQ(a, b), false
	case "slt":
		c = poly.LT(a, b)
	case "sle":
		c = poly.LE(a, b)
	case "sgt":
		c = poly.GT(a, b)
	case "sge":
		c = poly.GE(a, b)
	}
	yes, no := p.st.Branch(c, "")
	var out []boolSide
	for _, s := range yes {
		out = append(out, boolSide{p.withState(s), truthYes})
	}
	for _, s := range no {
		out = append(out, boolSide{p.withState(s), !truthYes})
	}
	return out
}
