package unroll

// The symbolic machine's integer binary operations, affine where the
// operands allow it, concrete cases, and the encodings of division, masks
// and overflow as constraints.

import (
	"math/big"

	"wcet/poly"
	"wcet/ts"
)

func (m *machine) evalBin(p *path, fr *frame, x *ts.Bin, pos ts.Pos) ([]*path, []val, error) {
	if x.T.Kind != ts.Int && x.T.Kind != ts.Ptr {
		return one(p, val{kind: vUnknown, t: x.T})
	}
	ps, xs, err := m.eval(p, fr, x.X, pos)
	if err != nil {
		return nil, nil, err
	}
	var outP []*path
	var outV []val
	for i, q := range ps {
		qs, ys, err := m.eval(q, fr, x.Y, pos)
		if err != nil {
			return nil, nil, err
		}
		for j, r := range qs {
			// A non-affine operation on operands of few values: split the
			// path on the values (exact), so that it folds to constants
			// instead of becoming a Z3 atom.
			for _, c := range m.concretize(r, x.Op, xs[i], ys[j], x.X.Type().Bits) {
				cps, cvs, err := m.binPaths(c.p, x, c.a, c.b, pos)
				if err != nil {
					return nil, nil, err
				}
				outP = append(outP, cps...)
				outV = append(outV, cvs...)
			}
		}
	}
	return outP, outV, nil
}

// splitMax is the largest number of values an operand of a non-affine
// operation is split on.
const splitMax = 64

type concrete struct {
	p    *path
	a, b val
}

// affineOp reports whether op on a, b (w bits) has an affine form,
// possibly through auxiliary variables (divFormOf).
func affineOp(op string, a, b val, w int) bool {
	if _, ok := divFormOf(op, a, b, w); ok {
		return true
	}
	if ovAffine(op, a, b, w) {
		return true
	}
	return linearOp(op, a, b)
}

// linearOp reports whether op on a, b is linear: its affine form is the
// operation's value modulo 2^w with no case split.
func linearOp(op string, a, b val) bool {
	switch op {
	case "add", "sub":
		return true
	case "mul":
		_, ka := affConst(a.aff)
		_, kb := affConst(b.aff)
		return ka || kb
	case "shl":
		_, kb := affConst(b.aff)
		return kb
	}
	return false
}

// concretize splits p on the values of a and b when op is not affine and
// the operands are affine with at most splitMax values each.
func (m *machine) concretize(p *path, op string, a, b val, w int) []concrete {
	if a.kind != vInt || b.kind != vInt || !a.hasAf || !b.hasAf || affineOp(op, a, b, w) {
		return []concrete{{p, a, b}}
	}
	out := []concrete{{p, a, b}}
	for side := 0; side < 2; side++ {
		var next []concrete
		for _, c := range out {
			v := c.a
			if side == 1 {
				v = c.b
			}
			lo, k1 := c.p.st.Min(v.aff)
			hi, k2 := c.p.st.Max(v.aff)
			if k1 != poly.Finite || k2 != poly.Finite || new(big.Int).Sub(hi, lo).Cmp(big.NewInt(splitMax)) >= 0 {
				next = append(next, c)
				continue
			}
			if lo.Cmp(hi) == 0 {
				// Fixed on the path: the constant itself (so that the
				// operation is affine, or folds) — a premise of the step.
				c.p.st.Require(poly.EQ(v.aff, poly.Big(lo)))
				kv := val{kind: vInt, t: v.t, aff: poly.Big(lo), hasAf: true, ex: poly.BigK(v.t.Bits, ts.Wrap(lo, v.t.Bits))}
				if side == 0 {
					c.a = kv
				} else {
					c.b = kv
				}
				next = append(next, c)
				continue
			}
			if m.bitAbstract && bitwise(op) {
				// Under the abstraction a bit operation is not split on
				// its operand's values: a constant on the other side
				// gives the exact mask encoding (divEncode), otherwise
				// a fresh value (havocBits). Split, a table-driven CRC
				// forks on every nibble of its register (16 paths per
				// table lookup, each with a constant register, so no
				// two contexts of the loop agree).
				next = append(next, c)
				continue
			}
			// One path per value, each with the operand fixed: all the
			// cases while the operand stays in lo..hi (a premise).
			c.p.st.Require(poly.GE(v.aff, poly.Big(lo)), poly.LE(v.aff, poly.Big(hi)))
			rest := c.p
			for k := new(big.Int).Set(lo); k.Cmp(hi) <= 0; k.Add(k, big.NewInt(1)) {
				q := rest
				if k.Cmp(hi) < 0 {
					q = rest.clone()
				}
				q.st.Assume(poly.EQ(v.aff, poly.Big(k)))
				if !q.st.Feasible() {
					q.st.Discard()
					continue
				}
				kv := val{kind: vInt, t: v.t, aff: poly.Big(new(big.Int).Set(k)), hasAf: true, ex: poly.BigK(v.t.Bits, ts.Wrap(k, v.t.Bits))}
				nc := concrete{q, c.a, c.b}
				if side == 0 {
					nc.a = kv
				} else {
					nc.b = kv
				}
				next = append(next, nc)
			}
		}
		out = next
	}
	return out
}

var binOps = map[string]poly.ExprOp{
	"add": poly.EAdd, "sub": poly.ESub, "mul": poly.EMul, "udiv": poly.EUDiv, "sdiv": poly.ESDiv,
	"urem": poly.EURem, "srem": poly.ESRem, "shl": poly.EShl, "lshr": poly.ELShr, "ashr": poly.EAShr,
	"and": poly.EAnd, "or": poly.EOr, "xor": poly.EXor,
}

func (m *machine) binVal(p *path, x *ts.Bin, a, b val, pos ts.Pos) (val, error) {
	if a.kind != vInt || b.kind != vInt {
		if a.kind == vUnknown || b.kind == vUnknown {
			return val{kind: vUnknown, t: x.T}, nil
		}
		return val{}, unsupportedf(pos, "%s on pointers", x.Op)
	}
	w := x.X.Type().Bits
	// Fold operations that have no affine form when the path fixes both
	// operands. Affine ones keep their affine form: folding them would
	// specialise a summary's transformer to the context it was computed
	// in (a premise of the step) for no gain in precision.
	if a.hasAf && b.hasAf && !linearOp(x.Op, a, b) {
		if ka, ok := constOf(p.st, a.aff); ok {
			if kb, ok := constOf(p.st, b.aff); ok {
				if r, ok := foldBin(x.Op, ka, kb, w); ok {
					t := x.T
					return val{kind: vInt, t: t, aff: poly.Big(r), hasAf: true, ex: poly.BigK(t.Bits, ts.Wrap(r, t.Bits))}, nil
				}
			}
		}
	}
	var f poly.Flags
	if x.NSW {
		f |= poly.NSW
	}
	if x.NUW {
		f |= poly.NUW
	}
	if f != 0 {
		m.note(noWrapNote)
	}
	v := val{kind: vInt, t: x.T}
	switch x.Op {
	case "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor":
		v.ex = poly.Bin(binOps[x.Op], a.ex, b.ex, f)
		if x.Exact && (x.Op == "sdiv" || x.Op == "udiv" || x.Op == "lshr" || x.Op == "ashr") {
			// exact is an assumption that no remainder is dropped; the
			// bit-vector expression keeps the operation's value.
			m.note("exact division/shift loses no bits (LLVM 'exact')")
		}
	case "smax", "smin", "umax", "umin":
		op := map[string]poly.CondOp{"smax": poly.CSGT, "smin": poly.CSLT, "umax": poly.CUGT, "umin": poly.CULT}[x.Op]
		v.ex = poly.SelectOf(poly.Cmp(op, a.ex, b.ex), a.ex, b.ex)
	case "sadd.ov", "uadd.ov", "ssub.ov", "usub.ov", "smul.ov", "umul.ov":
		ext := poly.ESExt
		if x.Op[0] == 'u' {
			ext = poly.EZExt
		}
		op := map[byte]poly.ExprOp{'a': poly.EAdd, 's': poly.ESub, 'm': poly.EMul}[x.Op[1]]
		wide := 2*w + 1
		full := poly.Bin(op, poly.Cast(ext, a.ex, wide), poly.Cast(ext, b.ex, wide), 0)
		back := poly.Cast(ext, poly.Bin(op, a.ex, b.ex, 0), wide)
		v.ex = poly.BoolOf(poly.Cmp(poly.CNe, full, back))
		v.t = ts.I1
		return v, nil
	default:
		return val{}, unsupportedf(pos, "operator %s", x.Op)
	}
	// The affine form, when there is one: exact modulo 2^w, the wrap model of
	// the assignment brings it back into range.
	if a.hasAf && b.hasAf {
		switch x.Op {
		case "add":
			v.aff, v.hasAf = a.aff.Add(b.aff), true
		case "sub":
			v.aff, v.hasAf = a.aff.Sub(b.aff), true
		case "mul":
			if k, ok := affConst(a.aff); ok {
				v.aff, v.hasAf = b.aff.ScaleBig(k), true
			} else if k, ok := affConst(b.aff); ok {
				v.aff, v.hasAf = a.aff.ScaleBig(k), true
			}
		case "shl":
			if k, ok := affConst(b.aff); ok && k.Sign() >= 0 && k.Cmp(big.NewInt(int64(w))) < 0 {
				v.aff, v.hasAf = a.aff.ScaleBig(new(big.Int).Lsh(big.NewInt(1), uint(k.Int64()))), true
			}
		}
	}
	return v, nil
}

// binPaths is binVal, plus the exact affine forms of division, remainder,
// right shifts and bit masks by a constant (divFormOf, divEncode) and of
// the overflow bits of add, sub and mul by a constant (ovEncode), which
// introduce auxiliary variables and may split the path.
func (m *machine) binPaths(p *path, x *ts.Bin, a, b val, pos ts.Pos) ([]*path, []val, error) {
	v, err := m.binVal(p, x, a, b, pos)
	if err != nil {
		return nil, nil, err
	}
	if v.kind != vInt || v.hasAf {
		return one(p, v)
	}
	w := x.X.Type().Bits
	if bv, ok := m.bitmapOp(p, x, a, b); ok {
		return one(p, bv)
	}
	if f, ok := divFormOf(x.Op, a, b, w); ok {
		f.counter = x == m.counterBin
		ps, vs := m.divEncode(p, f, v, w)
		return ps, vs, nil
	}
	if ovAffine(x.Op, a, b, w) {
		ps, vs := m.ovEncode(p, x.Op, a, b, v, w)
		return ps, vs, nil
	}
	if m.bitAbstract && bitwise(x.Op) {
		return one(p, m.havocBits(p, x.T))
	}
	if m.bitAbstract && x.Op == "mul" && x.T.Kind == ts.Int {
		return one(p, m.havocProduct(p, x.T, a, b))
	}
	return one(p, v)
}

// divForm is an operation with an exact affine form through quotients
// and remainders: op on the affine operand x (exact modulo 2^w) and a
// constant c (its w-bit unsigned value).
type divForm struct {
	op string // udiv, urem, sdiv, srem, lshr, ashr, and, or, xor
	x  val
	c  *big.Int
	// counter: the value is a loop counter's (machine.counterBin): a
	// remainder splits on its few quotients (splitQuotient).
	counter bool
}

// maxMaskRuns is the largest number of runs of contiguous set bits of a
// constant mask that and/or/xor are encoded for (each run costs up to two
// quotient/remainder pairs).
const maxMaskRuns = 4

// divFormOf reports whether op on a, b (w bits) is a division, remainder,
// right shift or bit mask by a constant with an exact affine encoding:
// udiv/urem by c ≠ 0, sdiv/srem by c ≠ 0, lshr/ashr by 0 ≤ c < w, and
// and/or/xor with a constant (either operand) of at most maxMaskRuns runs
// of set bits.
func divFormOf(op string, a, b val, w int) (divForm, bool) {
	if w < 2 || a.kind != vInt || b.kind != vInt || !a.hasAf || !b.hasAf {
		return divForm{}, false
	}
	k, ok := affConst(b.aff)
	if (op == "and" || op == "or" || op == "xor") && !ok {
		a, b = b, a
		k, ok = affConst(b.aff)
	}
	if !ok {
		return divForm{}, false
	}
	c := ts.Wrap(k, w)
	f := divForm{op: op, x: a, c: c}
	switch op {
	case "udiv", "urem", "sdiv", "srem":
		return f, c.Sign() != 0
	case "lshr", "ashr":
		return f, c.Cmp(big.NewInt(int64(w))) < 0
	case "and", "or", "xor":
		return f, len(maskRuns(c)) <= maxMaskRuns
	}
	return divForm{}, false
}

// maskRuns returns the runs of contiguous set bits of c ≥ 0, lowest
// first, as [lo, hi) pairs: c = Σ 2^hi − 2^lo.
func maskRuns(c *big.Int) [][2]int {
	var runs [][2]int
	for i, n := 0, c.BitLen(); i < n; {
		if c.Bit(i) == 0 {
			i++
			continue
		}
		j := i
		for j < n && c.Bit(j) == 1 {
			j++
		}
		runs = append(runs, [2]int{i, j})
		i = j
	}
	return runs
}

func pow2(k int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(k)) }

// divEncode gives v (the value of f, whose ex is already set) its exact
// affine form, on each path it splits p into. With x the operand in the
// view the operation reads (viewOf) and q, r fresh auxiliary variables
// (poly.State.DivMod):
//
//	udiv/urem x, c   unsigned x = c·q + r, 0 ≤ r ≤ c−1: q, r
//	lshr x, k        udiv x, 2^k
//	ashr x, k        signed x = 2^k·q + r, 0 ≤ r ≤ 2^k−1: q (floor)
//	sdiv/srem x, c   split on signed x ≥ 0: x = |c|·q + r with 0 ≤ r ≤ |c|−1,
//	                 else with −(|c|−1) ≤ r ≤ 0 (truncation toward zero):
//	                 q (−q for c < 0), r
//	and x, c         Σ over the runs [l, h) of c of x & (2^h − 2^l) (maskAnd)
//	or x, c          x + c − (x & c)
//	xor x, c         x + c − 2·(x & c)
//
// The results are exact modulo 2^w, as affine forms are (udiv by 1 in the
// unsigned view, sdiv by −1, and, or, xor: the assignment's wrap model
// brings them back into range).
func (m *machine) divEncode(p *path, f divForm, v val, w int) ([]*path, []val) {
	ut, st := poly.IntType{Bits: w}, poly.IntType{Bits: w, Signed: true}
	with := func(a poly.Affine) val {
		r := v
		r.aff, r.hasAf = a, true
		return r
	}
	zero := new(big.Int)
	var outP []*path
	var outV []val
	switch f.op {
	case "udiv", "urem", "lshr":
		d := f.c
		if f.op == "lshr" {
			if f.c.Sign() == 0 {
				return []*path{p}, []val{with(f.x.aff)}
			}
			d = pow2(int(f.c.Int64()))
		}
		ps, us := m.viewOf(p, f.x.aff, ut)
		for i, q := range ps {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			q.st.DivMod(qn, ut, rn, ut, us[i], d, zero)
			res := poly.Var(qn)
			if f.op == "urem" {
				res = poly.Var(rn)
				if f.counter {
					for _, r := range m.splitQuotient(q, qn, us[i], d, zero) {
						outP, outV = append(outP, r), append(outV, with(res))
					}
					continue
				}
			}
			outP, outV = append(outP, q), append(outV, with(res))
		}
	case "and", "or", "xor":
		ps, xs := m.anyView(p, f.x.aff, w)
		for i, q := range ps {
			and, qn := m.maskAnd(q, xs[i], f.c, w)
			if f.op == "and" && f.counter && qn != "" {
				// x & (2^h - 1), x = 2^h·q + r: a remainder.
				for _, r := range m.splitQuotient(q, qn, xs[i], pow2(int(f.c.BitLen())), zero) {
					outP, outV = append(outP, r), append(outV, with(and))
				}
				continue
			}
			res := and
			switch f.op {
			case "or":
				res = xs[i].Add(poly.Big(f.c)).Sub(and)
			case "xor":
				res = xs[i].Add(poly.Big(f.c)).Sub(and.Scale(2))
			}
			outP, outV = append(outP, q), append(outV, with(res))
		}
	case "ashr":
		if f.c.Sign() == 0 {
			return []*path{p}, []val{with(f.x.aff)}
		}
		ps, ss := m.viewOf(p, f.x.aff, st)
		for i, q := range ps {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			q.st.DivMod(qn, st, rn, st, ss[i], pow2(int(f.c.Int64())), zero)
			outP, outV = append(outP, q), append(outV, with(poly.Var(qn)))
		}
	case "sdiv", "srem":
		c := ts.Signed(f.c, w)
		d := new(big.Int).Abs(c)
		if d.Cmp(big.NewInt(1)) == 0 {
			// x/1 = x, x/−1 = −x (modulo 2^w: INT_MIN/−1 is undefined), rem 0.
			switch {
			case f.op == "srem":
				return []*path{p}, []val{with(poly.Int(0))}
			case c.Sign() < 0:
				return []*path{p}, []val{with(f.x.aff.Neg())}
			}
			return []*path{p}, []val{with(f.x.aff)}
		}
		ps, ss := m.viewOf(p, f.x.aff, st)
		for i, q := range ps {
			yes, no := q.st.Branch(poly.GE(ss[i], poly.Int(0)), "")
			for side, states := range [][]*poly.State{yes, no} {
				rlo := zero
				if side == 1 {
					rlo = new(big.Int).Sub(big.NewInt(1), d)
				}
				for _, s := range states {
					r := q.withState(s)
					qn, rn := m.fresh("quo"), m.fresh("rem")
					r.st.DivMod(qn, st, rn, st, ss[i], d, rlo)
					res := poly.Var(rn)
					if f.op == "sdiv" {
						res = poly.Var(qn)
						if c.Sign() < 0 {
							res = res.Neg()
						}
					} else if f.counter {
						for _, rr := range m.splitQuotient(r, qn, ss[i], d, rlo) {
							outP, outV = append(outP, rr), append(outV, with(res))
						}
						continue
					}
					outP, outV = append(outP, r), append(outV, with(res))
				}
			}
		}
	}
	return outP, outV
}

// maskAnd returns x & c (c the w-bit unsigned mask) exact modulo 2^w, for
// x a w-bit variable in either view (anyView), adding its auxiliary
// variables to p. Floor division by 2^h gives the same remainder for
// both views (they differ by a multiple of 2^w), so for each run [l, h)
// of c: x mod 2^h = 2^l·q′ + r′ with 0 ≤ r′ < 2^l, and the run's bits are
// (x mod 2^h) − r′; for h = w, x − r′ (exact modulo 2^w).
func (m *machine) maskAnd(p *path, x poly.Affine, c *big.Int, w int) (poly.Affine, string) {
	st := poly.IntType{Bits: w, Signed: true}
	zero := new(big.Int)
	sum := poly.Int(0)
	runs := maskRuns(c)
	quo := ""
	for _, run := range runs {
		lo, hi := run[0], run[1]
		low := x // x mod 2^hi
		if hi < w {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			p.st.DivMod(qn, st, rn, st, x, pow2(hi), zero)
			low = poly.Var(rn)
			if len(runs) == 1 && lo == 0 {
				quo = qn
			}
		}
		bits := low
		if lo > 0 {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			p.st.DivMod(qn, st, rn, st, low, pow2(lo), zero)
			bits = low.Sub(poly.Var(rn))
		}
		sum = sum.Add(bits)
	}
	return sum, quo
}

// splitQuotient splits p on the values of the quotient q of a remainder
// that a loop counter takes (`i = (i + 1) & 15`, `(i + 1) % N`), when q
// has 1 to Env.SplitMax of them, as an assignment splits on its wrap
// cases: each case is exact (with q fixed, the step's relation is the
// dividend minus a constant; left to the projection, q would become an
// integer division that the relation drops, and the counter's next
// value would be any remainder), and the cases where q is not 0 (the
// counter came round) are marked wrapped, so that they end their
// iteration apart (endKey.wrap) instead of joining the others in a hull
// that forgets which values the counter passed. Otherwise p as it is.
func (m *machine) splitQuotient(p *path, q string, x poly.Affine, d, rlo *big.Int) []*path {
	hi, k1 := p.st.Max(poly.Var(q))
	lo, k2 := p.st.Min(poly.Var(q))
	if k1 != poly.Finite || k2 != poly.Finite {
		return []*path{p}
	}
	n := new(big.Int).Sub(hi, lo)
	if n.Sign() < 0 || !n.IsInt64() || n.Int64()+1 > int64(m.env.SplitMax) {
		return []*path{p}
	}
	// The cases lo..hi are all of them while q stays there, that is
	// while the dividend x = d·q + r (rlo ≤ r < rlo + d) stays within
	// d·lo + rlo .. d·hi + rlo + d − 1: a premise of the step over the
	// program's variables (as for concretize's and Assign's splits; one
	// over q would leave an integer division in the premise's projection).
	wlo := new(big.Int).Add(new(big.Int).Mul(d, lo), rlo)
	whi := new(big.Int).Add(new(big.Int).Mul(d, hi), rlo)
	whi.Add(whi, d).Sub(whi, big.NewInt(1))
	p.st.Require(poly.GE(x, poly.Big(wlo)), poly.LE(x, poly.Big(whi)))
	var out []*path
	for k := new(big.Int).Set(lo); k.Cmp(hi) <= 0; k.Add(k, big.NewInt(1)) {
		st := p.st
		if k.Cmp(hi) < 0 {
			st = p.st.Clone()
		}
		// q fixed: the remainder is the dividend minus a constant, an
		// exact relation once the auxiliary variables are projected.
		st.Fix(q, k)
		if !st.Feasible() {
			st.Discard()
			continue
		}
		if k.Sign() != 0 {
			st.MarkWrapped()
		}
		if k.Cmp(hi) < 0 {
			out = append(out, p.withState(st))
		} else {
			out = append(out, p)
		}
	}
	return out
}

// anyView returns the paths on which the affine value a (exact modulo
// 2^w) is a w-bit variable in either view: a itself when it is one, else
// a signed temporary (viewOf).
func (m *machine) anyView(p *path, a poly.Affine, w int) ([]*path, []poly.Affine) {
	if vs := a.Vars(); len(vs) == 1 && a.Constant().Sign() == 0 && a.Coeff(vs[0]).Cmp(big.NewInt(1)) == 0 {
		if vt, ok := p.st.Type(vs[0]); ok && vt.Bits == w {
			return []*path{p}, []poly.Affine{a}
		}
	}
	return m.viewOf(p, a, poly.IntType{Bits: w, Signed: true})
}

// viewOf returns the paths p splits into to hold the affine value a
// (exact modulo 2^t.Bits) in the view t, with its form there: a itself
// when it is a variable held in t, else a temporary assigned under the
// wrap model (an exact split on the wrap cases, as for zext).
func (m *machine) viewOf(p *path, a poly.Affine, t poly.IntType) ([]*path, []poly.Affine) {
	if vs := a.Vars(); len(vs) == 1 && a.Constant().Sign() == 0 && a.Coeff(vs[0]).Cmp(big.NewInt(1)) == 0 {
		if vt, ok := p.st.Type(vs[0]); ok && vt == t {
			return []*path{p}, []poly.Affine{a}
		}
	}
	n := m.fresh("view")
	ps := fork(p, p.st.Assign(n, t, a, 0))
	as := make([]poly.Affine, len(ps))
	for i := range ps {
		as[i] = poly.Var(n)
	}
	return ps, as
}

// ovAffine reports whether the overflow bit op (sadd.ov, ..., w bits) of
// a, b has an exact affine encoding: add and sub of affine operands, mul
// by a constant.
func ovAffine(op string, a, b val, w int) bool {
	if w < 2 || a.kind != vInt || b.kind != vInt || !a.hasAf || !b.hasAf {
		return false
	}
	switch op {
	case "sadd.ov", "uadd.ov", "ssub.ov", "usub.ov":
		return true
	case "smul.ov", "umul.ov":
		_, ka := affConst(a.aff)
		_, kb := affConst(b.aff)
		return ka || kb
	}
	return false
}

// ovEncode gives the overflow bit v of op on a, b its exact affine form:
// with the operands in the view of op (viewOf), the mathematical result
// (x ± y, or x·k) is out of the view's range; the path splits on the
// range (below, above: 1; inside: 0).
func (m *machine) ovEncode(p *path, op string, a, b val, v val, w int) ([]*path, []val) {
	t := poly.IntType{Bits: w, Signed: op[0] == 's'}
	bit := func(k int64) val {
		r := v
		r.aff, r.hasAf = poly.Int(k), true
		return r
	}
	var outP []*path
	var outV []val
	if op[1] == 'm' {
		if _, ok := affConst(a.aff); ok {
			a, b = b, a
		}
		k, _ := affConst(b.aff)
		k = t.Wrap(k) // the constant in op's view
		ps, xs := m.viewOf(p, a.aff, t)
		for i, q := range ps {
			qs, vs := m.rangeSplit(q, xs[i].ScaleBig(k), t, bit)
			outP, outV = append(outP, qs...), append(outV, vs...)
		}
		return outP, outV
	}
	ps, xs := m.viewOf(p, a.aff, t)
	for i, q := range ps {
		qs, ys := m.viewOf(q, b.aff, t)
		for j, r := range qs {
			full := xs[i].Add(ys[j])
			if op[1] == 's' {
				full = xs[i].Sub(ys[j])
			}
			rs, vs := m.rangeSplit(r, full, t, bit)
			outP, outV = append(outP, rs...), append(outV, vs...)
		}
	}
	return outP, outV
}

// rangeSplit splits p on whether e is in t's range: bit(0) where it is,
// bit(1) where it is below or above.
func (m *machine) rangeSplit(p *path, e poly.Affine, t poly.IntType, bit func(int64) val) ([]*path, []val) {
	var outP []*path
	var outV []val
	in, below := p.st.Branch(poly.GE(e, poly.Big(t.Min())), "")
	for _, s := range below {
		outP, outV = append(outP, p.withState(s)), append(outV, bit(1))
	}
	for _, s := range in {
		yes, above := s.Branch(poly.LE(e, poly.Big(t.Max())), "")
		for _, s2 := range yes {
			outP, outV = append(outP, p.withState(s2)), append(outV, bit(0))
		}
		for _, s2 := range above {
			outP, outV = append(outP, p.withState(s2)), append(outV, bit(1))
		}
	}
	return outP, outV
}

// affConst returns the value of a constant affine expression.
func affConst(a poly.Affine) (*big.Int, bool) {
	for _, c := range a.Coeffs {
		if c.Sign() != 0 {
			return nil, false
		}
	}
	if a.Const == nil {
		return new(big.Int), true
	}
	return a.Const, true
}
