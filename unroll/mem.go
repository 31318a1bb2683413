package unroll

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"

	"wcet/poly"
	"wcet/ts"
)

// Memory contents, byte-precise.
//
// An object's content is a set of cells (exec.go: cell) at constant byte
// offsets, which never overlap, over a base content. A byte no cell covers
// has the base content: the initializer while it is still valid
// (initValid), zero (zeroed: calloc, a memset 0 of the whole object), an
// input of the entry (the object a pointer parameter points to: its
// elements are named on their first read), or unknown. Every operation
// that writes bytes at a constant offset covers them with cells, so the
// base content is trusted only for bytes no store may have touched; a
// write at an offset the path does not fix (a weak update) gives up the
// whole object: no cell, no base content.
//
// A store of w bytes at off (clobber, then one cell) removes every cell it
// overlaps; the bytes of a partly overwritten cell that it does not cover
// stay covered, by i8 cells: the exact bytes of a constant (little-endian,
// as x86-64 lays integers out; a value the path fixes counts as a
// constant), unknown bytes otherwise (a pointer, a symbolic value, a
// float). memset, memcpy and memmove write through the same logic, with
// constant runs as cells of up to 8 bytes.
//
// A load of w bytes at off (loadAt) is composed from the cells and base
// bytes it overlaps: a cell of its type starting at off gives its value; a
// narrower integer at the start of a wider symbolic integer cell is its
// truncation; bytes that are all known constants give the constant; a
// pointer needs a pointer cell at off, an 8-byte relocation of the valid
// initializer at off, or known zero bytes (null). Anything else is an
// unknown value of the load's type (a lossy havoc; a pointer becomes
// unknown and is refused only where it is used). An integer type whose
// width is not a whole number of bytes (i17, from bit-fields) leaves its
// top byte unknown to narrower or wider reads: LLVM does not fix the
// padding bits.
//
// strlen counts exactly when every byte up to the terminator is known;
// otherwise its result is unknown between the known non-zero prefix and
// the first known zero (or the end of the object: a string must end in
// it). Other external functions may write the memory that escaped to
// them: the objects their pointer arguments reach (through pointer cells
// and initializer relocations) lose their contents.

// The last store at an unfixed offset.
//
// A store at an offset the path does not fix gives up the whole object
// (a weak update), yet what it wrote is known: its value, at its offset.
// The object remembers both (object.sym), copied into canonical state
// variables (symOffName, symValName) so that a later change of the index
// or of the stored variable changes neither, until the next write to the
// object of any kind: a store at a constant offset (clobber), a weak
// store, memset, memcpy, an escape (forget), a store dropped as
// irrelevant. A load of the same integer type at an offset the state
// proves equal to the stored one (a premise of the step) reads the value;
// any other load of the object reads as after the weak update (len[q] =
// v; for (i = 0; i < len[q]; i++): the loop runs v times, not up to 255).
// Every write clearing it, an object with sym has no cell.

// symStore is an object's last store at an unfixed offset.
type symStore struct {
	t   ts.Type
	off string // the offset's state variable (I64)
	val cell   // the value: a constant or a state variable
}

// symOffName and symValName are the canonical names of the offset and of
// the value (in the view it) of object id's last store at an unfixed
// offset.
func symOffName(id int) string { return "o" + strconv.Itoa(id) + ".soff" }

func symValName(id int, it poly.IntType) string {
	n := "o" + strconv.Itoa(id) + ".s"
	if !it.Signed && it.Bits > 1 {
		n += "u"
	}
	return n
}

// symVars returns the state variables of o's last store at an unfixed
// offset (liveness).
func (o *object) symVars() []string {
	if o.sym == nil {
		return nil
	}
	if o.sym.val.name != "" {
		return []string{o.sym.off, o.sym.val.name}
	}
	return []string{o.sym.off}
}

// keepSym records the store of v (type t) at the offset variable off of
// object id, just given up by a weak update, on r (and the paths the copy
// of the value may split r into). Only integers are kept, and only when
// contents matter (not in SS's first pass).
func (m *machine) keepSym(r *path, id int, off string, t ts.Type, v val) []*path {
	obj := r.objs[id]
	if t.Kind != ts.Int || v.kind != vInt || off == "" || m.memIrrelevant || obj == nil {
		return []*path{r}
	}
	on := symOffName(id)
	if !copyVar(r, on, poly.I64, off) {
		return []*path{r}
	}
	if v.hasAf && !m.counterCell(obj, t) && isConst(r.st, v.aff) {
		k, _ := constOf(r.st, v.aff)
		kv := ts.Wrap(k, t.Bits)
		if t.Bits > 1 {
			kv = ts.Signed(kv, t.Bits)
		}
		obj.sym = &symStore{t: t, off: on, val: cell{t: t, konst: kv}}
		return []*path{r}
	}
	it := cellView(obj, t)
	n := symValName(id, it)
	rs := assignIntIn(r, n, it, t, v, 0, false)
	s := &symStore{t: t, off: on, val: cell{t: t, name: n}}
	for _, q := range rs {
		q.objs[id].sym = s
	}
	return rs
}

// loadSym reads a value of type t at offset off (an affine offset) of obj
// into dn when the state proves off equal to the offset of obj's last
// store at an unfixed offset, of the same type: its value; hit=false
// otherwise (q unchanged but for the premise).
func (m *machine) loadSym(q *path, obj *object, off poly.Affine, t ts.Type, it poly.IntType, dn string) ([]*path, bool) {
	s := obj.sym
	if s == nil || s.t != t || t.Kind != ts.Int {
		return nil, false
	}
	if d, ok := constOf(q.st, off.Sub(poly.Var(s.off))); !ok || d.Sign() != 0 {
		return nil, false
	}
	if s.val.konst != nil {
		return assignIntIn(q, dn, it, t, val{kind: vInt, t: t, aff: poly.Big(s.val.konst), hasAf: true}, 0, false), true
	}
	return assignIntIn(q, dn, it, t, intVar(s.val.name, t), 0, false), true
}

// mbyte is one byte of an object's content: known or not.
type mbyte struct {
	v     byte
	known bool
}

// cellsIn returns the offsets of the cells that overlap off..off+n-1, in
// order.
func (o *object) cellsIn(off, n int64) []int64 {
	var ks []int64
	for k, c := range o.cells {
		if k < off+n && off < k+c.t.Size() {
			ks = append(ks, k)
		}
	}
	sort.Slice(ks, func(i, j int) bool { return ks[i] < ks[j] })
	return ks
}

// cellConst returns the integer a cell holds when it is a constant on the
// path (the unsigned bit pattern of its type), for reading its bytes.
func cellConst(st *poly.State, c cell) (*big.Int, bool) {
	if c.t.Kind != ts.Int {
		return nil, false
	}
	k := c.konst
	if k == nil {
		if c.name == "" {
			return nil, false
		}
		var ok bool
		if k, ok = constOf(st, poly.Var(c.name)); !ok {
			return nil, false
		}
	}
	return ts.Wrap(k, c.t.Bits), true
}

// byteOf returns byte i (0 the lowest) of a cell of type t holding the
// bit pattern u (nil: unknown).
func byteOf(u *big.Int, t ts.Type, i int64) mbyte {
	if u == nil || (t.Bits%8 != 0 && t.Bits > 1 && i == t.Size()-1) {
		return mbyte{}
	}
	b := new(big.Int).Rsh(u, uint(8*i))
	return mbyte{v: byte(new(big.Int).And(b, big.NewInt(0xff)).Int64()), known: true}
}

// relocAt returns the relocation of g's initializer whose bytes cover b.
func relocAt(g *ts.Global, b int64) (ts.Reloc, bool) {
	for _, r := range g.Relocs {
		if b >= r.Offset && b < r.Offset+r.Width() {
			return r, true
		}
	}
	return ts.Reloc{}, false
}

// hasInit reports whether the object's base content is its initializer.
func (o *object) hasInit() bool {
	return o.initValid && o.global != nil && o.global.Init != nil
}

// baseByte is the base content of byte b (no cell covers it).
func (o *object) baseByte(b int64) mbyte {
	switch {
	case o.hasInit():
		if b < 0 || b >= int64(len(o.global.Init)) {
			return mbyte{}
		}
		if _, ok := relocAt(o.global, b); ok {
			return mbyte{} // a byte of an address
		}
		return mbyte{v: o.global.Init[b], known: true}
	case o.zeroed:
		return mbyte{known: true}
	}
	return mbyte{}
}

// readBytes returns the n bytes at off.
func (o *object) readBytes(st *poly.State, off, n int64) []mbyte {
	bs := make([]mbyte, n)
	covered := make([]bool, n)
	for _, k := range o.cellsIn(off, n) {
		c := o.cells[k]
		u, _ := cellConst(st, c)
		for b := max(k, off); b < min(k+c.t.Size(), off+n); b++ {
			bs[b-off] = byteOf(u, c.t, b-k)
			covered[b-off] = true
		}
	}
	for i := range bs {
		if !covered[i] {
			bs[i] = o.baseByte(off + int64(i))
		}
	}
	return bs
}

// bytesValue is the integer of type t the little-endian bytes hold (signed
// view), when all are known.
func bytesValue(bs []mbyte, t ts.Type) (*big.Int, bool) {
	v := new(big.Int)
	for i := len(bs) - 1; i >= 0; i-- {
		if !bs[i].known {
			return nil, false
		}
		v.Lsh(v, 8)
		v.Or(v, big.NewInt(int64(bs[i].v)))
	}
	v = ts.Wrap(v, t.Bits)
	if t.Bits > 1 {
		v = ts.Signed(v, t.Bits)
	}
	return v, true
}

// constCell is a cell holding the integer of type t the bytes hold.
func constCell(bs []mbyte) cell {
	t := ts.Type{Kind: ts.Int, Bits: 8 * len(bs)}
	v, _ := bytesValue(bs, t)
	return cell{t: t, konst: v}
}

// clobber removes the cells that overlap off..off+n-1 (a write of those
// bytes follows); the bytes of a removed cell outside that range stay
// covered, by i8 cells holding them (unknown when they are not known).
func (o *object) clobber(st *poly.State, off, n int64) {
	o.sym = nil // a write: the last store at an unfixed offset may be overwritten
	if c, ok := o.cells[off]; ok && c.t.Size() == n {
		delete(o.cells, off) // the cells never overlap: no other one
		return
	}
	for _, k := range o.cellsIn(off, n) {
		c := o.cells[k]
		delete(o.cells, k)
		if k >= off && k+c.t.Size() <= off+n {
			continue
		}
		u, _ := cellConst(st, c)
		for b := k; b < k+c.t.Size(); b++ {
			if b >= off && b < off+n {
				continue
			}
			if x := byteOf(u, c.t, b-k); x.known {
				o.cells[b] = cell{t: ts.I8, konst: ts.Signed(big.NewInt(int64(x.v)), 8)}
			} else {
				o.cells[b] = cell{t: ts.I8}
			}
		}
	}
}

// putBytes covers off..off+len(bs)-1 (clobbered) with cells: runs of known
// bytes as constants of up to 8 bytes, unknown runs as unknown cells.
func (o *object) putBytes(off int64, bs []mbyte) {
	for i := 0; i < len(bs); {
		j := i
		for j < len(bs) && j-i < 8 && bs[j].known == bs[i].known {
			j++
		}
		w := 8
		for w > j-i {
			w /= 2
		}
		if bs[i].known {
			o.cells[off+int64(i)] = constCell(bs[i : i+w])
		} else {
			o.cells[off+int64(i)] = cell{t: ts.Type{Kind: ts.Int, Bits: 8 * w}}
		}
		i += w
	}
}

// relocPtr is the pointer a relocation holds.
func (m *machine) relocPtr(p *path, r ts.Reloc) ptrVal {
	pv := ptrVal{obj: m.gobj[r.Target]}
	if r.Addend != 0 {
		n := m.fresh("off")
		p.st.Assign(n, poly.I64, poly.Int(r.Addend), 0)
		pv.off = n
	}
	return pv
}

// loadAt reads a value of type t at the constant offset off of obj into
// dn. unknown gives dn an unknown value.
func (m *machine) loadAt(q *path, obj *object, off int64, t ts.Type, it poly.IntType, dn string, unknown func()) []*path {
	size := t.Size()
	assign := func(v val) []*path { return assignIntIn(q, dn, it, t, v, 0, false) }
	constant := func(v *big.Int) []*path {
		return assign(val{kind: vInt, t: t, aff: poly.Big(v), hasAf: true})
	}
	if c, has := obj.cells[off]; has && (c.t == t || (c.t.Kind == ts.Ptr && t.Kind == ts.Ptr)) {
		switch {
		case c.konst != nil:
			return constant(c.konst)
		case c.name != "":
			return assign(intVar(c.name, t))
		case c.ptr != nil:
			q.ptrs[dn] = *c.ptr
			return []*path{q}
		}
		unknown()
		return []*path{q}
	}
	if t.Kind != ts.Int && t.Kind != ts.Ptr {
		unknown() // a float
		return []*path{q}
	}
	ks := obj.cellsIn(off, size)
	if len(ks) == 0 {
		switch {
		case t.Kind == ts.Ptr && obj.hasInit():
			if r, ok := relocAt(obj.global, off); ok && r.Offset == off {
				q.ptrs[dn] = m.relocPtr(q, r)
				return []*path{q}
			}
		case obj.input != "" && !obj.inputLost && !obj.zeroed && t == obj.elem && t.Kind == ts.Int && off >= 0 && off%size == 0:
			// The first read of an element of the object a pointer
			// parameter points to: an input, remembered in a cell so
			// that every later read sees the same value, and named so
			// that the witness can give it (--arg a=[...]).
			n := fmt.Sprintf("in.%s.%d", obj.input, off/size)
			if _, ok := q.st.Type(n); !ok {
				q.st.Declare(n, intType(t))
			}
			obj.cells[off] = cell{t: t, name: n}
			return assign(intVar(n, t))
		}
	}
	if len(ks) == 1 && ks[0] <= off && t.Kind == ts.Int && t.Bits%8 == 0 {
		// Bytes of a wider integer (a union's byte view of a word): the
		// extract trunc(lshr(x, 8j)) at byte j (little-endian).
		k := ks[0]
		if c := obj.cells[k]; c.t.Kind == ts.Int && c.name != "" && c.t.Size() > size && 8*(off-k)+int64(t.Bits) <= int64(c.t.Bits) {
			if ct, ok := q.st.Type(c.name); ok && ct.Bits == c.t.Bits {
				v := intVar(c.name, c.t)
				v.aff = m.extract(q, c.name, ct, int(8*(off-k)), it)
				if off > k {
					v.ex = poly.Bin(poly.ELShr, v.ex, poly.K(c.t.Bits, 8*(off-k)), 0)
				}
				v.ex = poly.Cast(poly.ETrunc, v.ex, t.Bits)
				v.t = t
				return assign(v)
			}
		}
	}
	bs := obj.readBytes(q.st, off, size)
	if v, ok := bytesValue(bs, ts.Type{Kind: ts.Int, Bits: 8 * int(size)}); ok {
		if t.Kind == ts.Ptr {
			if v.Sign() == 0 {
				q.ptrs[dn] = ptrVal{} // null
				return []*path{q}
			}
		} else {
			v, _ = bytesValue(bs, t)
			return constant(v)
		}
	}
	if len(ks) == 0 && obj.rng != nil && t == obj.rng.t && off >= 0 && off%size == 0 && (obj.size < 0 || off+size <= obj.size) {
		// An element of a forgotten array: within its range (absint.go).
		lo, hi := rangeIn(it, obj.rng.lo, obj.rng.hi)
		q.st.Havoc(dn, it, lo, hi)
		return []*path{q}
	}
	if t.Kind == ts.Ptr {
		// Bytes whose content was given up: one of the pointers they
		// may hold (pointer sets, below).
		if ids, ok := m.ptrsIn(q.st, q.objs, obj, off, off+size, true); ok {
			q.ptrs[dn] = m.setPtr(q, ids)
			return []*path{q}
		}
	}
	unknown()
	return []*path{q}
}

// extract returns an affine form of bits s..s+w-1 of the integer variable
// x (held in the view ct, of W bits; s + w <= W, w the bits of the view
// it the result is assigned to), exact modulo 2^w: the assignment wraps
// it into it. With x = 2^s·q + r, 0 <= r < 2^s (floor division, exact;
// none for s = 0), q's low w bits are the extract in either view of x:
// the views differ by a multiple of 2^W, and 2^W / 2^s is a multiple of
// 2^w. When q has more wrap cases in it than an assignment splits on
// (Env.SplitMax: it would be any value of the type), q = 2^w·q2 + b with
// 0 <= b < 2^w, and b is the bits, exactly. (Either form is exact: which
// one is taken is no premise.)
func (m *machine) extract(q *path, x string, ct poly.IntType, s int, it poly.IntType) poly.Affine {
	zero := new(big.Int)
	a := poly.Var(x)
	if s > 0 {
		qn, rn := m.fresh("quo"), m.fresh("rem")
		q.st.DivMod(qn, ct, rn, ct, a, pow2(s), zero)
		a = poly.Var(qn)
	}
	if s+it.Bits >= ct.Bits {
		return a // the top bits: the assignment's wrap cases are few
	}
	lo, k1 := q.st.Min(a)
	hi, k2 := q.st.Max(a)
	if k1 == poly.Finite && k2 == poly.Finite {
		// The wrap cases of lo..hi into it: floor((v - min) / 2^w).
		m2 := pow2(it.Bits)
		klo := new(big.Int).Sub(lo, it.Min())
		khi := new(big.Int).Sub(hi, it.Min())
		klo.Div(klo, m2) // (Euclidean: floor for a positive divisor)
		khi.Div(khi, m2)
		if n := new(big.Int).Sub(khi, klo); n.IsInt64() && n.Int64()+1 <= int64(m.env.SplitMax) {
			return a
		}
	}
	q2, b := m.fresh("quo"), m.fresh("rem")
	q.st.DivMod(q2, ct, b, ct, a, pow2(it.Bits), zero)
	return poly.Var(b)
}

// snapshot returns the content of src's bytes soff..soff+n-1 as cells at
// offsets relative to soff: the cells wholly inside, the initializer's
// relocations wholly inside (as pointers), and the other bytes as
// constants or unknown.
func (m *machine) snapshot(p *path, src *object, soff, n int64) map[int64]cell {
	out := map[int64]cell{}
	var bs []mbyte
	flush := func(end int64) {
		if len(bs) > 0 {
			tmp := &object{cells: out}
			tmp.putBytes(end-int64(len(bs)), bs)
			bs = bs[:0]
		}
	}
	ks := src.cellsIn(soff, n)
	next := 0
	for b := soff; b < soff+n; {
		if next < len(ks) && ks[next] <= b {
			k := ks[next]
			c := src.cells[k]
			if k == b && k+c.t.Size() <= soff+n {
				flush(b - soff)
				out[b-soff] = c
				b += c.t.Size()
				next++
				continue
			}
			// A cell partly inside: its bytes.
			u, _ := cellConst(p.st, c)
			for ; b < min(k+c.t.Size(), soff+n); b++ {
				bs = append(bs, byteOf(u, c.t, b-k))
			}
			next++
			continue
		}
		end := soff + n
		if next < len(ks) {
			end = ks[next]
		}
		for ; b < end; b++ {
			if src.hasInit() {
				if r, ok := relocAt(src.global, b); ok && r.Offset == b && b+r.Width() <= end {
					flush(b - soff)
					out[b-soff] = cell{t: ts.PtrOf(int(8 * r.Width())), ptr: ptrPtr(m.relocPtr(p, r))}
					b += r.Width() - 1
					continue
				}
			}
			bs = append(bs, src.baseByte(b))
		}
	}
	flush(n)
	return out
}

func ptrPtr(pv ptrVal) *ptrVal { return &pv }

// writeCells clobbers dst's bytes doff..doff+n-1 and writes the cells of a
// snapshot there; named integer cells are copied to the destination's
// canonical names (the source's variable may change later).
func (m *machine) writeCells(p *path, dstID int, dst *object, doff, n int64, cs map[int64]cell) {
	// Named values first into temporaries: the source may be the
	// destination (memmove).
	tmps := map[int64]string{}
	for k, c := range cs {
		if c.name == "" {
			continue
		}
		t := m.fresh("cp")
		it, ok := p.st.Type(c.name)
		if !ok {
			it = intType(c.t)
		}
		if !copyVar(p, t, it, c.name) {
			c.name = ""
			cs[k] = c
			continue
		}
		tmps[k] = t
	}
	dst.clobber(p.st, doff, n)
	for k, c := range cs {
		if t, ok := tmps[k]; ok {
			// In the view the value is held in (a copy into the other
			// would split the state): the cell's name says which.
			it, _ := p.st.Type(t)
			cn := cellName(dstID, doff+k, it)
			if copyVar(p, cn, it, t) {
				c.name = cn
			} else {
				c.name = ""
			}
		}
		dst.cells[doff+k] = c
	}
}

// copyVar sets the state variable dst, held in the view it, to the
// integer variable src; false when the state would split (a plain copy
// into the view src is held in does not).
func copyVar(p *path, dst string, it poly.IntType, src string) bool {
	ss := p.st.Assign(dst, it, poly.Var(src), 0)
	if len(ss) == 1 {
		p.st = ss[0]
		return true
	}
	for _, s := range ss {
		if s != p.st {
			s.Free()
		}
	}
	p.st.Havoc(dst, it, nil, nil)
	return false
}

// strlenOf is the length of the string at off of obj: exact (lo == hi)
// when every byte up to the terminator is known; else the bounds the
// known bytes leave (hi nil: unbounded, for an object of unknown size).
func strlenOf(st *poly.State, obj *object, off int64) (lo, hi *big.Int) {
	if obj.size < 0 {
		end := off
		for k, c := range obj.cells {
			end = max(end, k+c.t.Size())
		}
		return strlenBounds(obj.readBytes(st, off, end-off), false)
	}
	if off >= obj.size {
		return big.NewInt(0), big.NewInt(0) // no terminator: the run fails there
	}
	return strlenBounds(obj.readBytes(st, off, obj.size-off), true)
}

func strlenBounds(bs []mbyte, sized bool) (lo, hi *big.Int) {
	i := 0
	for i < len(bs) && bs[i].known && bs[i].v != 0 {
		i++
	}
	if i < len(bs) && bs[i].known {
		return big.NewInt(int64(i)), big.NewInt(int64(i))
	}
	lo = big.NewInt(int64(i))
	for j := i; j < len(bs); j++ {
		if bs[j].known && bs[j].v == 0 {
			return lo, big.NewInt(int64(j))
		}
	}
	if !sized {
		return lo, nil
	}
	if len(bs) == 0 {
		return lo, lo
	}
	return lo, big.NewInt(int64(len(bs) - 1))
}

// escape gives up the contents of the objects an external function may
// write: the writable objects its pointer arguments reach. A pointer of
// unknown provenance among them is an error: what it reaches is unknown.
func (m *machine) escape(p *path, args []val) error {
	seen := map[int]bool{}
	var work []int
	for _, a := range args {
		if a.kind == vPtr {
			if isUnknown(a.ptr) {
				return fmt.Errorf("a pointer of unknown provenance escapes to it")
			}
			work = append(work, targets(a.ptr)...)
		}
	}
	for len(work) > 0 {
		id := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[id] {
			continue
		}
		seen[id] = true
		obj := p.objs[id]
		if obj == nil {
			continue
		}
		for _, c := range obj.cells {
			if c.ptr != nil {
				if isUnknown(*c.ptr) {
					return fmt.Errorf("a pointer of unknown provenance escapes to it")
				}
				work = append(work, targets(*c.ptr)...)
			}
		}
		if obj.fg != nil {
			work = append(work, obj.fg.ids...)
		}
		if obj.hasInit() {
			for _, r := range obj.global.Relocs {
				work = append(work, m.gobj[r.Target])
			}
		}
		if obj.readOnly || obj.fn != "" || (obj.global != nil && obj.global.Const) {
			continue
		}
		obj.forget()
	}
	return nil
}

// forget gives up the object's whole content (a weak update, an escape):
// no cell, no base content, nothing known of the pointers it may hold
// (giveUp keeps those).
func (o *object) forget() {
	o.cells = map[int64]cell{}
	o.initValid, o.zeroed = false, false
	o.fg = nil
	o.rng = nil
	o.sym = nil
	if o.input != "" {
		o.inputLost = true
	}
}

// Pointer sets.
//
// A pointer read at an offset the path does not fix (a table of pointers
// at a variable index, &tab[i] dereferenced, a struct of pointers copied
// from an array element) splits the path on the offset when it has at
// most ptrSplitMax values (ptrOffsets): each path then reads at a
// constant offset, exactly. Otherwise, and when a pointer is read from
// bytes whose content was given up, it is one of a finite set (ptrsIn):
// every pointer the bytes it may be read from can hold — pointer cells,
// the initializer's relocations, zero bytes (null), and, for bytes whose
// content was given up by a weak update (giveUp), the pointers the object
// held then plus every pointer weakly stored since (object.fg). A byte
// that may hold anything else (an integer other than 0, an unknown value,
// a byte never written) leaves the pointer unknown: refused where it is
// used, with its position. (Over a range of offsets, a pointer is taken
// to be read whole where one was stored: reading the bytes of two
// neighbouring pointers as one is type punning of a misaligned address.)
//
// A set of one object is that object at an unknown offset (0..size), a
// set of null alone is null; otherwise the pointer is a set pointer
// (ptrVal.set). Reading through a set pointer gives an unknown value of
// the load's type (a pointer: one of everything its targets may hold);
// writing through it is a weak update of every target that may be
// written (null, constant memory, freed objects and code are not: a write
// there is undefined); eq and ne decide when the two sides have no target
// in common, else both outcomes are kept. Every set made is a lossy event.

// endID, in a set, says that some pointer of it may point one past the
// end of its object (which may compare equal to the start of another).
const endID = -2

// ptrSplitMax is the most offsets a pointer read or written at an offset
// the path does not fix is split on; ptrSplitRange the widest range of
// offsets examined for them.
const (
	ptrSplitMax   = 8
	ptrSplitRange = 256
)

// ptrSummary is what a pointer read from given-up bytes may be: null (0)
// or a pointer into one of ids (sorted). It is never changed once made.
type ptrSummary struct {
	ids []int
}

// targets returns the objects a pointer may address (0: null).
func targets(pv ptrVal) []int {
	if pv.set != nil {
		return pv.set
	}
	return []int{pv.obj}
}

// unionIDs returns the sorted union of id lists.
func unionIDs(lists ...[]int) []int {
	seen := map[int]bool{}
	var out []int
	for _, l := range lists {
		for _, id := range l {
			if !seen[id] {
				seen[id] = true
				out = append(out, id)
			}
		}
	}
	sort.Ints(out)
	return out
}

// unbounded is the end of the range of an object of unknown size.
const unbounded = int64(1) << 60

// ptrsIn returns what a pointer read from bytes lo..hi-1 of o (hi
// exclusive) may be: null (0) or a pointer into one of the returned
// objects; ok=false when some byte may hold something else. strict: the
// range is one pointer's bytes, so a cell that overlaps it only in part
// makes the pointer unknown (over a range of offsets, a pointer is read
// whole where one was stored).
func (m *machine) ptrsIn(st *poly.State, objs map[int]*object, o *object, lo, hi int64, strict bool) ([]int, bool) {
	if o.size >= 0 {
		lo, hi = max(lo, 0), min(hi, o.size)
	}
	if hi <= lo {
		return nil, true
	}
	var ids []int
	ks := o.cellsIn(lo, hi-lo)
	var gaps [][2]int64 // bytes no cell covers
	at := lo
	for _, k := range ks {
		c := o.cells[k]
		end := k + c.t.Size()
		if strict && (k < lo || end > hi) {
			return nil, false
		}
		switch {
		case c.ptr != nil && isUnknown(*c.ptr):
			return nil, false
		case c.ptr != nil:
			ids = append(ids, targets(*c.ptr)...)
			if c.ptr.set == nil && c.ptr.obj != 0 && m.mayEnd(st, objs, *c.ptr) {
				ids = append(ids, endID)
			}
		case c.t.Kind == ts.Int && c.konst != nil && c.konst.Sign() == 0:
			ids = append(ids, 0)
		default:
			if u, ok := cellConst(st, c); ok && u.Sign() == 0 {
				ids = append(ids, 0)
				break
			}
			return nil, false
		}
		if k > at {
			gaps = append(gaps, [2]int64{at, k})
		}
		at = max(at, end)
	}
	if at < hi {
		gaps = append(gaps, [2]int64{at, hi})
	}
	if len(gaps) == 0 {
		return unionIDs(ids), true
	}
	switch {
	case o.hasInit():
		for _, g := range gaps {
			if g[1] > int64(len(o.global.Init)) {
				return nil, false
			}
			for b := g[0]; b < g[1]; b++ {
				if r, ok := relocAt(o.global, b); ok {
					if strict && (r.Offset < lo || r.Offset+8 > hi) {
						return nil, false
					}
					id := m.gobj[r.Target]
					ids = append(ids, id)
					if t := m.prog.GlobalByName[r.Target]; t != nil && r.Addend >= t.Size {
						ids = append(ids, endID)
					}
					continue
				}
				if o.global.Init[b] != 0 {
					return nil, false
				}
				ids = append(ids, 0)
			}
		}
	case o.zeroed:
		ids = append(ids, 0)
	case o.input != "" && !o.inputLost:
		return nil, false // the entry's unknown pointers
	case o.fg != nil:
		ids = append(ids, o.fg.ids...)
	default:
		return nil, false // never written, or unknown
	}
	return unionIDs(ids), true
}

// mayHoldPtrs reports whether o may hold a pointer other than null.
func (o *object) mayHoldPtrs() bool {
	if o.hasInit() && len(o.global.Relocs) > 0 {
		return true
	}
	for _, c := range o.cells {
		if c.ptr != nil {
			return true
		}
	}
	return o.fg != nil && (len(o.fg.ids) > 1 || len(o.fg.ids) == 1 && o.fg.ids[0] != 0)
}

// giveUp gives up o's whole content (a weak update) like forget, but
// keeps what a pointer read from it may be (object.fg), when that is
// known, plus the pointers in more (the values the update may write).
// ptrs: the update writes pointers (or null), so the summary is made even
// when o holds none yet.
func (m *machine) giveUp(p *path, o *object, ptrs bool, more []int) {
	var fg *ptrSummary
	if ptrs || o.mayHoldPtrs() {
		end := o.size
		if end < 0 {
			end = unbounded
		}
		if ids, ok := m.ptrsIn(p.st, p.objs, o, 0, end, false); ok {
			fg = &ptrSummary{ids: unionIDs(ids, more)}
		}
	}
	o.forget()
	o.fg = fg
}

// setPtr makes the pointer that is one of ids (0 null; endID: one may
// point one past the end of its object): null alone is null, one object
// is that object at an unknown offset (0..size-1, or up to size with
// endID), more are a set pointer. It is a lossy event.
func (m *machine) setPtr(p *path, ids []int) ptrVal {
	p.st.NoteLossy(poly.LossyHavoc)
	var objs []int
	null, end := false, false
	for _, id := range ids {
		switch {
		case id == 0:
			null = true
		case id == endID:
			end = true
		default:
			objs = append(objs, id)
		}
	}
	switch {
	case len(objs) == 0:
		return ptrVal{}
	case len(objs) == 1 && !null:
		n := m.fresh("off")
		lo, hi := (*big.Int)(nil), (*big.Int)(nil)
		if o := p.objs[objs[0]]; o != nil && o.size >= 0 {
			lo, hi = big.NewInt(0), big.NewInt(o.size)
			if !end && o.size > 0 {
				hi = big.NewInt(o.size - 1)
			}
		}
		p.st.Havoc(n, poly.I64, lo, hi)
		return ptrVal{obj: objs[0], off: n}
	}
	return ptrVal{obj: setObj, set: ids}
}

// ptrOffsets splits p on the value of the offset variable off when the
// path leaves it at most ptrSplitMax values: one path per value (p itself
// the last), with the values; ok=false leaves p as it was. Either way the
// offset's range is a premise of the step.
func (m *machine) ptrOffsets(p *path, off string) ([]*path, []int64, bool) {
	v := poly.Var(off)
	lo, k1 := p.st.Min(v)
	hi, k2 := p.st.Max(v)
	if k1 != poly.Finite || k2 != poly.Finite || !lo.IsInt64() || !hi.IsInt64() || hi.Int64()-lo.Int64() > ptrSplitRange {
		return nil, nil, false
	}
	p.st.Require(poly.GE(v, poly.Big(lo)), poly.LE(v, poly.Big(hi)))
	var ks []int64
	for k := lo.Int64(); k <= hi.Int64(); k++ {
		// (Each value on a copy of the state, so that p stays as it is
		// when there are too many.)
		s := p.st.Clone()
		s.Assume(poly.EQ(v, poly.Int(k)))
		feasible := s.Feasible()
		s.Free()
		if !feasible {
			continue
		}
		if len(ks) == ptrSplitMax {
			return nil, nil, false
		}
		ks = append(ks, k)
	}
	if len(ks) == 0 {
		p.st.Discard()
		return nil, nil, true
	}
	ps := make([]*path, len(ks))
	for i, k := range ks {
		q := p
		if i < len(ks)-1 {
			q = p.clone()
		}
		q.st.Assume(poly.EQ(v, poly.Int(k)))
		ps[i] = q
	}
	return ps, ks, true
}
