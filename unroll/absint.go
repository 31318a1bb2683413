package unroll

import (
	"math/big"
	"sort"

	"wcet/poly"
	"wcet/ts"
)

// SS's value abstraction for bit-level code (thesis ch. 4's crc; the
// thesis's CLP(R) treats bitwise operations as unknown values).
//
// The exact treatment of bit operations is expensive where it matters
// least: a bitwise and/or/xor of two non-constant operands has no affine
// form and becomes a Z3 atom over bit-vectors, and a state that carries
// such an atom has no reusable interpolant (pre falls back to the
// context), so every later state is explored anew; masks and shifts by
// constants have exact affine encodings whose quotient and remainder
// variables stay in the projected state as existentials (isl divs), one
// or two per operation, so a register shifted and xored in a loop piles
// up divs, each header state differs from every other and the isl
// operations on them grow (crc: 40 ms per state at one byte).
//
// While SS explores the tree (machine.bitAbstract), it over-approximates
// both, each a lossy event:
//
//   - a bitwise and/or/xor without an affine form gives a fresh value of
//     its type, unconstrained (havocBits: LossyHavoc);
//   - a kid's state with more than maxDivs existentials loses them
//     (poly.State.DropDivs: LossyRemoveDivs, a rational projection).
//
// Both only enlarge the states, so every bound stays sound; branches on
// the value become nondeterministic and paths merge at the loop headers.
// Counts (the frequency variables) are constants along a path and are not
// affected, so a bound decided by an assertion over counts keeps its
// precision (crc: 17 per byte with `x <= 4`). The witness searches
// (follow, the assertion and loop-bound witnesses) and Enum run with the
// exact semantics, so the worst path is still re-executed exactly and the
// bound is claimed exact only when a real run costs it.

// maxDivs is the most existential variables a kid's state keeps under
// the abstraction. The affine encoding of one mask or remainder leaves one
// or two; a handful keeps the strides and bit fields ordinary code relies
// on (a loop counter's parity, a field extracted once), while a register
// transformed bit by bit in a loop exceeds it within a few iterations.
const maxDivs = 0

// bitwise reports whether op is a bitwise and, or or xor.
func bitwise(op string) bool { return op == "and" || op == "or" || op == "xor" }

// havocBits is the abstract value of a bitwise operation without an
// affine form: a fresh variable of type t, any value of its range.
func (m *machine) havocBits(p *path, t ts.Type) val {
	n := m.fresh("bits")
	p.st.Havoc(n, intType(t), nil, nil)
	return intVar(n, t)
}

// dropDivs applies the abstraction's bound on existentials to a kid's
// state (outside any step relation).
func (m *machine) dropDivs(p *path) {
	if m.bitAbstract {
		p.st.DropDivs(maxDivs, m.counterNames(p)...)
	}
}

// counterNames are the state variables of p that hold loop counters (the
// variables and global cells a loop's exit depends on: exitVars). When
// the abstraction drops the existentials, they keep their integer bounds
// (poly.State.DropDivs): a rational shadow can hold a counter's value
// that no integer point of the state holds, and its loop then unrolls
// further than any run (testdata/review/min/fold_clamp.c: the shadow of
// 1..7 after the second fold `s = (s & 0xFFFF) + (s >> 16)` is 1..65536,
// and a third fold followed). Data that is not a counter (a CRC
// register) loses its bounds as before, so its header states still meet
// in the memo table.
func (m *machine) counterNames(p *path) []string {
	if m.exitVar == nil {
		m.exitVar, m.exitGlobal = exitVars(m.prog)
	}
	var out []string
	for fr := p.top; fr != nil; fr = fr.caller {
		for _, v := range fr.f.Vars {
			if v.Type.Kind == ts.Int && m.exitVar[v] {
				out = append(out, name(fr, v))
			}
		}
	}
	if m.bitmapGlobal == nil {
		m.bitmapGlobal, m.bitmapBin = bitmapGlobals(m.prog)
	}
	for _, o := range p.objs {
		// The cells of a bitmap (bitmapGlobals) keep their bounds too:
		// or-ing a bit into one has an exact mask encoding whose
		// existentials are dropped, and without its bounds a bitmap
		// of 4 bits would read as any byte at the next test of it.
		if o.global == nil || !m.exitGlobal[o.global] && !m.bitmapGlobal[o.global] {
			continue
		}
		for _, c := range o.cells {
			if c.name != "" {
				out = append(out, c.name)
			}
		}
	}
	return out
}

// forgetCells is the abstraction's counterpart for memory, at a loop
// header: a writable global array with at least two cells (or one, when
// it was forgotten before), all of which hold integer values
// related to no other variable (poly.State.Independent; the inputs aside)
// is forgotten as a whole, its contents unknown (as after a weak update; a
// lossy event: the cells' ranges are lost, and the bytes without a cell
// read the initial value before). The state loses the cells'
// variables and the object's shape no longer lists the offsets written so
// far, so the header states of successive iterations that wrote one more
// cell (crc's message bytes, each read once into the register) get the
// same key and share their summaries.
//
// Inside a step (withRange: a kid's state, whose step relation is being
// recorded) the forgotten elements keep their range: the least and
// greatest value over the cells and the bytes no cell covered (the
// initializer's values, zeros, or an earlier range), when all are
// integers of the array's element type at aligned offsets with finite
// bounds. Each cell's membership in that range is a premise of the step
// (so a summary reused elsewhere was computed for contexts whose cells lie
// in it), the range is part of the state's shape (ss_canon.go), and a
// later read of an element no cell covers takes a value in it (loadAt,
// forgottenRange) instead of any value of its type.
func (m *machine) forgetCells(p *path, withRange, inStep bool) (prem []poly.Constraint) {
	fr := p.top
	if !m.bitAbstract || fr.resume != nil || fr.loc.Loop == nil || fr.loc != fr.loc.Loop.Header {
		return
	}
	ids := make([]int, 0, len(p.objs))
	for id := range p.objs {
		ids = append(ids, id)
	}
	sort.Ints(ids)
	changed := false
	// The test ignores the inputs: a cell that holds a nondet value (or a
	// function of one) is related to its input symbol only, which SS's
	// states keep for witnesses but nothing reads (the witness searches
	// re-execute from the start).
	var free *poly.State
	defer func() {
		if free != nil {
			free.Free()
		}
	}()
	for _, id := range ids {
		o := p.objs[id]
		if o.fn != "" || o.input != "" || o.heap || o.readOnly || o.freed || len(o.cells) == 0 || len(o.cells) > maxForgetCells {
			continue
		}
		if o.global == nil || o.global.Const || o.global.Elem.Size() >= o.size || len(o.cells) < 2 && o.initValid || m.bitmapKept(o) {
			// Arrays only, once a second element is written (or once
			// forgotten before): a scalar (a state variable kept in
			// memory, nsichneu_small's a..e) is read at every
			// iteration, and its range matters.
			continue
		}
		ok := true
		for _, c := range o.cells {
			if c.konst != nil || c.ptr != nil {
				ok = false
				break
			}
			if c.name == "" {
				continue
			}
			if free == nil {
				free = p.st.Clone()
				free.Project(free.Vars(), true)
			}
			if !free.Independent(c.name) {
				ok = false
				break
			}
		}
		if !ok {
			continue
		}
		var rng *cellRange
		if withRange {
			var pr []poly.Constraint
			rng, pr = cellsRange(p.st, o)
			prem = append(prem, pr...)
		}
		o.cells = map[int64]cell{}
		o.initValid, o.zeroed, o.fg = false, false, nil
		o.rng = rng
		p.st.NoteLossy(poly.LossyHavoc)
		changed = true
	}
	if changed {
		if inStep && len(prem) > 0 {
			// A premise of the step being recorded (the cells' variables
			// are still declared here).
			p.st.Require(prem...)
		}
		m.project(p)
	}
	return prem
}

// maxForgetCells bounds the cells forgetCells examines in one object (one
// projection and one equality test each).
const maxForgetCells = 64

// A loaded value at an offset the path does not fix, from a constant
// table, lies between the table's least and greatest elements in the
// offset's range (tableRange; issue 17, "data-only values abstracted"): a
// lossy event (LossyHavoc) under the abstraction, instead of any value of
// its type. The witness searches and Enum keep the exact semantics.

// maxTableScan bounds the offsets tableRange reads one by one.
const maxTableScan = 4096

// tableRange is the range of a load of type t at the offset variable off
// of obj, a constant table (a const global, or read-only memory whose
// initializer is valid): the least and greatest value over the offsets in
// off's range (recorded as premises by offRange), each read from the
// initializer; ok=false when the table is not constant, the range is not
// bounded or too wide, or some byte in it is not known.
func tableRange(q *path, obj *object, off string, t ts.Type) (lo, hi *big.Int, ok bool) {
	if t.Kind != ts.Int || off == "" || len(obj.cells) > 0 || !obj.initValid || !(obj.readOnly || obj.global != nil && obj.global.Const) {
		return nil, nil, false
	}
	from, to := offRange(q.st, off, t.Size())
	if to == unbounded || to-from > maxTableScan {
		return nil, nil, false
	}
	step := int64(1)
	if aligned(q.st, off, t.Size()) {
		// Only the table's elements, not the values straddling two.
		step = t.Size()
		from = (from + step - 1) / step * step
	}
	for k := from; k+t.Size() <= to; k += step {
		v, known := bytesValue(obj.readBytes(q.st, k, t.Size()), t)
		if !known {
			return nil, nil, false
		}
		if lo == nil || v.Cmp(lo) < 0 {
			lo = v
		}
		if hi == nil || v.Cmp(hi) > 0 {
			hi = v
		}
	}
	return lo, hi, lo != nil
}

// aligned reports whether the state proves off a multiple of size (off
// mod size is 0 on every point: an index scaled by the element size).
func aligned(st *poly.State, off string, size int64) bool {
	if size <= 1 {
		return true
	}
	c := st.Clone()
	defer c.Free()
	c.DivMod("$align.q", poly.I64, "$align.r", poly.I64, poly.Var(off), big.NewInt(size), new(big.Int))
	hi, k := c.Max(poly.Var("$align.r"))
	return k == poly.Finite && hi.Sign() == 0
}

// cellsRange is the range of the integers of o's elements (see
// forgetCells), nil when some element is not an integer of o's element
// type with finite bounds, and the cells' membership in it: the premises
// the caller must make hold.
func cellsRange(st *poly.State, o *object) (*cellRange, []poly.Constraint) {
	t := o.global.Elem
	size := t.Size()
	if t.Kind != ts.Int || size <= 0 || o.size <= 0 || o.size%size != 0 {
		return nil, nil
	}
	var lo, hi *big.Int
	widen := func(l, h *big.Int) {
		if lo == nil || l.Cmp(lo) < 0 {
			lo = l
		}
		if hi == nil || h.Cmp(hi) > 0 {
			hi = h
		}
	}
	var names []string
	for off, c := range o.cells {
		if c.t != t || off%size != 0 {
			return nil, nil
		}
		switch {
		case c.konst != nil:
			widen(c.konst, c.konst)
		case c.name != "":
			l, k1 := st.Min(poly.Var(c.name))
			h, k2 := st.Max(poly.Var(c.name))
			if k1 != poly.Finite || k2 != poly.Finite {
				return nil, nil
			}
			widen(l, h)
			names = append(names, c.name)
		default:
			return nil, nil
		}
	}
	if int64(len(o.cells)) < o.size/size {
		switch {
		case o.zeroed:
			widen(new(big.Int), new(big.Int))
		case o.rng != nil && o.rng.t == t:
			widen(o.rng.lo, o.rng.hi)
		case o.initValid:
			for off := int64(0); off < o.size; off += size {
				if _, has := o.cells[off]; has {
					continue
				}
				v, known := bytesValue(o.readBytes(st, off, size), t)
				if !known {
					return nil, nil
				}
				widen(v, v)
			}
		default:
			return nil, nil
		}
	}
	if lo == nil {
		return nil, nil
	}
	sort.Strings(names)
	var prem []poly.Constraint
	for _, n := range names {
		prem = append(prem, poly.GE(poly.Var(n), poly.Big(lo)), poly.LE(poly.Var(n), poly.Big(hi)))
	}
	return &cellRange{t: t, lo: lo, hi: hi}, prem
}

// forgottenRange is the range of a load of type t at the offset variable
// off of a forgotten array (object.rng) where no cell lies in the
// offset's range and the offset is a multiple of the element size; the
// offset's bounds are premises of the step (offRange).
func forgottenRange(q *path, obj *object, off string, t ts.Type) (lo, hi *big.Int, ok bool) {
	if obj.rng == nil || obj.rng.t != t || off == "" {
		return nil, nil, false
	}
	from, to := offRange(q.st, off, t.Size())
	if to == unbounded || len(obj.cellsIn(from, to-from)) > 0 || !aligned(q.st, off, t.Size()) {
		return nil, nil, false
	}
	return obj.rng.lo, obj.rng.hi, true
}

// havocProduct is the abstract value of a product of two operands
// neither of which the path fixes: a fresh variable of type t between the
// least and greatest products of the operands' bounds when those lie in
// t's signed range, else any value of t.
func (m *machine) havocProduct(p *path, t ts.Type, a, b val) val {
	n := m.fresh("prod")
	lo, hi := productRange(p.st, a, b, t.Bits)
	p.st.Havoc(n, intType(t), lo, hi)
	return intVar(n, t)
}

func productRange(st *poly.State, a, b val, w int) (lo, hi *big.Int) {
	if !a.hasAf || !b.hasAf {
		return nil, nil
	}
	var ends [4]*big.Int
	for i, e := range []poly.Affine{a.aff, b.aff} {
		l, k1 := st.Min(e)
		h, k2 := st.Max(e)
		if k1 != poly.Finite || k2 != poly.Finite {
			return nil, nil
		}
		ends[2*i], ends[2*i+1] = l, h
	}
	t := poly.IntType{Bits: w, Signed: true}
	for _, x := range ends[:2] {
		for _, y := range ends[2:] {
			c := new(big.Int).Mul(x, y)
			if c.Cmp(t.Min()) < 0 || c.Cmp(t.Max()) > 0 {
				return nil, nil
			}
			if lo == nil || c.Cmp(lo) < 0 {
				lo = c
			}
			if hi == nil || c.Cmp(hi) > 0 {
				hi = c
			}
		}
	}
	return lo, hi
}

// bitmapKept reports whether o is a bitmap global whose elements have
// their variable cells from the entry (bitmapCells): forgetCells leaves
// it, or the forgotten range (part of the shape) and the cells written
// after would tell the paths apart again.
func (m *machine) bitmapKept(o *object) bool {
	if m.bitmapGlobal == nil {
		m.bitmapGlobal, m.bitmapBin = bitmapGlobals(m.prog)
	}
	g := o.global
	return g != nil && m.bitmapGlobal[g] && g.Elem.Size() > 0 && g.Size/g.Elem.Size() <= maxBitmapCells
}

// maxBitmapCells is the most elements of a bitmap global (bitmapGlobals)
// whose cells bitmapCells declares at the entry.
const maxBitmapCells = 16

// bitmapCells gives each element of a bitmap global (bitmapGlobals) with
// a valid initializer its variable cell at the entry, holding the
// initial value. Without them, a path that has not yet set a bit of an
// element reads the initializer (no cell) and one that has holds a
// variable cell: different shapes, whose ends at a loop's header are not
// merged, and each subset of the elements written so far unrolls the
// rest of the loop on its own. The value is the same either way, so this
// is exact.
func (m *machine) bitmapCells(p *path, id int, obj *object) {
	g := obj.global
	if g == nil || m.memIrrelevant || !obj.initValid || g.Const || g.Elem.Kind != ts.Int || g.Elem.Bits%8 != 0 || (m.dead.globals != nil && m.dead.globals[g]) {
		return
	}
	if m.bitmapGlobal == nil {
		m.bitmapGlobal, m.bitmapBin = bitmapGlobals(m.prog)
	}
	es := g.Elem.Size()
	if !m.bitmapGlobal[g] || es <= 0 || g.Size%es != 0 || g.Size/es > maxBitmapCells || int64(len(g.Init)) < g.Size {
		return
	}
	it := cellView(obj, g.Elem)
	for off := int64(0); off < g.Size; off += es {
		if _, ok := relocAt(g, off); ok {
			return
		}
	}
	for off := int64(0); off < g.Size; off += es {
		u := new(big.Int)
		for b := es - 1; b >= 0; b-- {
			u.Lsh(u, 8)
			u.Or(u, big.NewInt(int64(g.Init[off+b])))
		}
		k := u
		if it.Signed {
			k = ts.Signed(u, g.Elem.Bits)
		}
		n := cellName(id, off, it)
		if m.entryCells == nil {
			m.entryCells = map[string]bool{}
		}
		m.entryCells[n] = true
		p.st.Declare(n, it)
		p.st.Assume(poly.EQ(poly.Var(n), poly.Big(k)))
		obj.cells[off] = cell{t: g.Elem, name: n}
	}
}

// inputVars are the state variables of the entry's path p that are
// inputs: all but the cells bitmapCells declared, which hold constants.
func (m *machine) inputVars(p *path) []string {
	var out []string
	for _, v := range p.st.Vars() {
		if !m.entryCells[v] {
			out = append(out, v)
		}
	}
	return out
}

// bitmapOp is the abstraction's value of a bitmap update (bitmapGlobals:
// `x | c`, `x & c`, `x ^ c` of a bitmap cell's value x and a constant c)
// from x's range on the path, instead of the mask encoding, whose
// existentials the abstraction drops with every relation between x and
// the result: after the paths that set a bit and those that did not are
// merged, the next bit would make the bitmap any value of its type.
//
// Let s be the least width for which every x in lo..hi has the same bits
// from s up (Q = x >> s), and r = x − Q·2^s the bits below (0 ≤ r < 2^s).
// The bits from s up of the result are op(Q, c >> s), a constant H. The
// bits below are op(r, c mod 2^s): r itself, 0, or 2^s − 1 − r when c's
// low bits are all clear or all set, an affine form; otherwise a fresh
// value within the range op may give (or: c mod 2^s .. 2^s − 1; and:
// 0 .. c mod 2^s; xor: 0 .. 2^s − 1), a lossy havoc. x lying in its
// block Q·2^s .. Q·2^s + 2^s − 1 is a premise of the step (the form is
// exact there, and only there). ok is false when op is no bitmap update,
// c is not constant, or x's range is not finite and non-negative.
func (m *machine) bitmapOp(p *path, x *ts.Bin, a, b val) (val, bool) {
	if !m.bitAbstract || !bitwise(x.Op) || x.T.Kind != ts.Int {
		return val{}, false
	}
	if m.bitmapGlobal == nil {
		m.bitmapGlobal, m.bitmapBin = bitmapGlobals(m.prog)
	}
	if !m.bitmapBin[x] || a.kind != vInt || b.kind != vInt || !a.hasAf || !b.hasAf {
		return val{}, false
	}
	w := x.X.Type().Bits
	k, ok := affConst(b.aff)
	if !ok {
		a, b = b, a
		if k, ok = affConst(b.aff); !ok {
			return val{}, false
		}
	}
	c := ts.Wrap(k, w)
	lo, k1 := p.st.Min(a.aff)
	hi, k2 := p.st.Max(a.aff)
	if k1 != poly.Finite || k2 != poly.Finite || lo.Sign() < 0 || hi.BitLen() > w {
		return val{}, false
	}
	f := bitmapFormOf(x.Op, lo, hi, c)
	r := a.aff.Sub(poly.Big(f.base))
	p.st.Require(poly.GE(a.aff, poly.Big(f.base)), poly.LE(a.aff, poly.Big(new(big.Int).Add(f.base, f.ones))))
	v := val{kind: vInt, t: x.T, hasAf: true, ex: poly.Bin(binOps[x.Op], a.ex, b.ex, 0)}
	switch f.form {
	case bitmapConst:
		v.aff = poly.Big(f.h)
	case bitmapPlusR:
		v.aff = r.Add(poly.Big(f.h))
	case bitmapMinusR:
		v.aff = poly.Big(f.h).Sub(r)
	default:
		n := m.fresh("bits")
		p.st.Havoc(n, intType(x.T), f.lo, f.hi)
		return intVar(n, x.T), true
	}
	return v, true
}

// Forms of a bitmap update's value (bitmapForm).
const (
	bitmapConst  = iota // h
	bitmapPlusR         // h + r
	bitmapMinusR        // h − r
	bitmapRange         // some value in lo..hi
)

// bitmapForm is the value of op(x, c) for every x in the block
// base .. base+ones (r = x − base), as bitmapOp computes it.
type bitmapForm struct {
	base, ones *big.Int
	form       int
	h          *big.Int // bitmapConst, bitmapPlusR, bitmapMinusR
	lo, hi     *big.Int // bitmapRange
}

// bitmapFormOf is bitmapOp's arithmetic for op (and, or, xor) on x in
// lo..hi (0 <= lo <= hi) and the constant c >= 0.
func bitmapFormOf(op string, lo, hi, c *big.Int) bitmapForm {
	s := uint(0)
	for new(big.Int).Rsh(lo, s).Cmp(new(big.Int).Rsh(hi, s)) != 0 {
		s++
	}
	q := new(big.Int).Rsh(lo, s)
	f := bitmapForm{base: new(big.Int).Lsh(q, s), ones: new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), s), big.NewInt(1))}
	cl := new(big.Int).And(c, f.ones)
	ch := new(big.Int).Rsh(c, s)
	hq := new(big.Int)
	switch op {
	case "or":
		hq.Or(q, ch)
	case "and":
		hq.And(q, ch)
	default:
		hq.Xor(q, ch)
	}
	h := new(big.Int).Lsh(hq, s) // the bits from s up
	switch {
	case cl.Sign() == 0 && op == "and":
		f.form, f.h = bitmapConst, h
	case cl.Sign() == 0:
		f.form, f.h = bitmapPlusR, h
	case cl.Cmp(f.ones) == 0 && op == "or":
		f.form, f.h = bitmapConst, new(big.Int).Add(h, f.ones)
	case cl.Cmp(f.ones) == 0 && op == "and":
		f.form, f.h = bitmapPlusR, h
	case cl.Cmp(f.ones) == 0:
		f.form, f.h = bitmapMinusR, new(big.Int).Add(h, f.ones)
	default:
		f.form, f.lo, f.hi = bitmapRange, new(big.Int).Set(h), new(big.Int).Add(h, f.ones)
		switch op {
		case "or":
			f.lo.Add(f.lo, cl)
		case "and":
			f.hi = new(big.Int).Add(h, cl)
		}
	}
	return f
}
