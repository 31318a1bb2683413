package unroll

import (
	"math/big"
	"strconv"

	"wcet/poly"
	"wcet/ts"
)

// The view each integer is held in (exec.go: intType; machine.view).
//
// Every view is exact: a w-bit value is the same bit pattern read signed
// (−2^(w−1)..2^(w−1)−1) or unsigned (0..2^w−1), and the operations that
// read it in the other view convert it with an exact split (viewOf). The
// choice of view is therefore one of precision, never of soundness: a
// value held in the view its program arithmetic wraps in takes one case
// per step where the other view takes two, and the convex hull of a loop's
// iterations keeps its progress (an 8-bit ring index read signed wraps at
// 127 → −128 in the middle of its run).
//
// The view of a variable must be the same on every path (the states SS
// joins at a loop header or an end must agree on it), so it is a static
// property of the variable (heldUnsigned) or of the memory cell (cellView):
//
//   - a variable of an unsigned source type (ts.Var.Unsigned, not a
//     parameter);
//   - the cells of a global of an unsigned element type (ts.Global.Unsigned)
//     at its element's width, and the non-volatile loads of such cells
//     whose destination has no source name (an 8-bit global head/tail
//     index: ring_drain);
//   - a temporary every definition of which is unsigned arithmetic
//     (add, sub, mul, shl, and, or, xor, lshr, udiv, urem, umin, umax,
//     without nsw: that is signed C arithmetic) of the same width over
//     values held unsigned and constants, or a copy of one (the
//     `tail + 1` between the load and the store of `tail++`);
//   - a temporary every use of which is the value stored in such a cell.

// cellView is the view of a cell of type t of obj: unsigned for the
// elements of a global of an unsigned element type, the signed view
// (intType) otherwise.
func cellView(obj *object, t ts.Type) poly.IntType {
	if obj != nil && unsignedCell(obj.global, t) {
		return poly.IntType{Bits: t.Bits}
	}
	return intType(t)
}

// cellName is the canonical name of the state variable of the integer
// cell at offset off of object id held in the view it: states reached
// along different paths name it alike (SS merges and reuses by name), and
// each name has one view ("u" for the unsigned one).
func cellName(id int, off int64, it poly.IntType) string {
	n := "o" + strconv.Itoa(id) + "." + strconv.FormatInt(off, 10)
	if !it.Signed && it.Bits > 1 {
		n += "u"
	}
	return n
}

// unsignedCell reports whether integers of type t in global g are held
// unsigned: g's elements are of an unsigned type of t's width.
func unsignedCell(g *ts.Global, t ts.Type) bool {
	return g != nil && g.Unsigned && t.Kind == ts.Int && t.Bits > 1 && g.Elem.Kind == ts.Int && g.Elem.Bits == t.Bits
}

// view is the view the machine holds the variable v in (see above).
func (m *machine) view(v *ts.Var) poly.IntType {
	if m.unsigned == nil {
		m.unsigned = heldUnsigned(m.prog)
	}
	if m.unsigned[v] {
		return poly.IntType{Bits: v.Type.Bits}
	}
	return intType(v.Type)
}

// unsignedOps are the integer operations whose result, modulo 2^w, does
// not depend on the view of their operands, and whose C meaning is the
// unsigned one when their operands are unsigned.
var unsignedOps = map[string]bool{
	"add": true, "sub": true, "mul": true, "shl": true, "and": true, "or": true, "xor": true,
	"lshr": true, "udiv": true, "urem": true, "umin": true, "umax": true,
}

// heldUnsigned is the set of variables of p held in the unsigned view
// (see above): the least set closed under the rules.
func heldUnsigned(p *ts.Program) map[*ts.Var]bool {
	out := map[*ts.Var]bool{}
	for _, f := range p.Funcs {
		heldUnsignedIn(f, out)
	}
	return out
}

func heldUnsignedIn(f *ts.Func, out map[*ts.Var]bool) {
	candidate := func(v *ts.Var) bool {
		return v != nil && v.Param < 0 && v.Type.Kind == ts.Int && v.Type.Bits > 1
	}
	named := func(v *ts.Var) bool { return v.Name != v.IR }
	defs := map[*ts.Var][]ts.Expr{}
	loads := map[*ts.Var]*ts.Load{}
	uses := map[*ts.Var]int{}   // operations that read the variable
	stored := map[*ts.Var]int{} // of which stores of it (only) into an unsigned cell
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			switch o := op.(type) {
			case *ts.Assign:
				defs[o.Dst] = append(defs[o.Dst], o.E)
			case *ts.Load:
				loads[o.Dst] = o
			}
			seen := map[*ts.Var]bool{}
			for _, v := range ts.Uses(op) {
				if !seen[v] {
					seen[v] = true
					uses[v]++
				}
			}
		}
	}
	// (Once every definition is known: transitions are not in program
	// order.)
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			if s, ok := op.(*ts.Store); ok {
				if r, ok := s.Val.(*ts.Ref); ok && !containsVar(ts.ExprVars(s.Addr), r.V) && unsignedCell(ts.GlobalOf(s.Addr, defs), r.V.Type) {
					stored[r.V]++
				}
			}
		}
	}
	for _, v := range f.Vars {
		if !candidate(v) {
			continue
		}
		switch {
		case v.Unsigned:
			// The source type; a volatile load's value is an
			// input of the witness, read in the signed view.
			if l, ok := loads[v]; !ok || !l.Volatile {
				out[v] = true
			}
		case named(v):
		case loads[v] != nil:
			l := loads[v]
			if !l.Volatile && unsignedCell(ts.GlobalOf(l.Addr, defs), v.Type) {
				out[v] = true
			}
		case uses[v] > 0 && stored[v] == uses[v]:
			out[v] = true
		}
	}
	// Unsigned arithmetic over values held unsigned, to a fixed point.
	for changed := true; changed; {
		changed = false
		for _, v := range f.Vars {
			if out[v] || !candidate(v) || named(v) || len(defs[v]) == 0 {
				continue
			}
			all := true
			for _, e := range defs[v] {
				if !unsignedValue(e, v.Type.Bits, out) {
					all = false
					break
				}
			}
			if all {
				out[v] = true
				changed = true
			}
		}
	}
}

// unsignedValue reports whether e is a value of w bits held unsigned: a
// variable held unsigned, or an unsigned operation of width w (unsignedOps)
// over such values and constants, at least one of them a variable.
func unsignedValue(e ts.Expr, w int, out map[*ts.Var]bool) bool {
	switch x := e.(type) {
	case *ts.Ref:
		return out[x.V] && x.V.Type.Bits == w
	case *ts.Bin:
		if !unsignedOps[x.Op] || x.NSW || x.T.Kind != ts.Int || x.T.Bits != w {
			// (nsw: the C operation is signed — `2 - (int)(u >> 24)` —
			// and its flag speaks about the signed view.)
			return false
		}
		vars := 0
		for _, o := range []ts.Expr{x.X, x.Y} {
			switch y := o.(type) {
			case *ts.Const:
			case *ts.Ref:
				if !out[y.V] || y.V.Type.Bits != w {
					return false
				}
				vars++
			default:
				return false
			}
		}
		return vars > 0
	}
	return false
}

func containsVar(vs []*ts.Var, v *ts.Var) bool {
	for _, x := range vs {
		if x == v {
			return true
		}
	}
	return false
}

// rangeIn is the range lo..hi of values (each of them the number some
// view holds a w-bit value as) in the view t: the same when it lies in
// t's range, shifted by 2^w when it lies wholly beyond one end of it, and
// the whole type (nil, nil) when it straddles one (not an interval in t).
// nil bounds stay nil.
func rangeIn(t poly.IntType, lo, hi *big.Int) (*big.Int, *big.Int) {
	if lo == nil || hi == nil || t.Bits <= 1 {
		return lo, hi
	}
	min, max := t.Min(), t.Max()
	switch {
	case lo.Cmp(min) >= 0 && hi.Cmp(max) <= 0:
		return lo, hi
	case lo.Cmp(max) > 0 && new(big.Int).Sub(hi, t.Modulus()).Cmp(max) <= 0:
		return new(big.Int).Sub(lo, t.Modulus()), new(big.Int).Sub(hi, t.Modulus())
	case hi.Cmp(min) < 0 && new(big.Int).Add(lo, t.Modulus()).Cmp(min) >= 0:
		return new(big.Int).Add(lo, t.Modulus()), new(big.Int).Add(hi, t.Modulus())
	}
	return nil, nil
}
