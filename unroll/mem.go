package unroll

import (
	"fmt"
	"math/big"
	"sort"

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

// relocAt returns the relocation of g's initializer whose 8 bytes cover b.
func relocAt(g *ts.Global, b int64) (ts.Reloc, bool) {
	for _, r := range g.Relocs {
		if b >= r.Offset && b < r.Offset+8 {
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
func (m *machine) loadAt(q *path, obj *object, off int64, t ts.Type, dn string, unknown func()) []*path {
	size := t.Size()
	constant := func(v *big.Int) []*path {
		return assignInt(q, dn, t, val{kind: vInt, t: t, aff: poly.Big(v), hasAf: true}, 0)
	}
	if c, has := obj.cells[off]; has && (c.t == t || (c.t.Kind == ts.Ptr && t.Kind == ts.Ptr)) {
		switch {
		case c.konst != nil:
			return constant(c.konst)
		case c.name != "":
			return assignInt(q, dn, t, intVar(c.name, t), 0)
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
			return assignInt(q, dn, t, intVar(n, t), 0)
		}
	}
	if len(ks) == 1 && ks[0] == off && t.Kind == ts.Int {
		// The low bytes of a wider integer: its truncation.
		if c := obj.cells[off]; c.t.Kind == ts.Int && c.name != "" && c.t.Size() > size && t.Bits%8 == 0 {
			v := intVar(c.name, c.t)
			v.ex = poly.Cast(poly.ETrunc, v.ex, t.Bits)
			v.t = t
			return assignInt(q, dn, t, v, 0)
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
	unknown()
	return []*path{q}
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
				if r, ok := relocAt(src.global, b); ok && r.Offset == b && b+8 <= end {
					flush(b - soff)
					out[b-soff] = cell{t: ts.PtrT, ptr: ptrPtr(m.relocPtr(p, r))}
					b += 7
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
		if !copyVar(p, t, c.t, c.name) {
			c.name = ""
			cs[k] = c
			continue
		}
		tmps[k] = t
	}
	dst.clobber(p.st, doff, n)
	for k, c := range cs {
		if t, ok := tmps[k]; ok {
			cn := fmt.Sprintf("o%d.%d", dstID, doff+k)
			if copyVar(p, cn, c.t, t) {
				c.name = cn
			} else {
				c.name = ""
			}
		}
		dst.cells[doff+k] = c
	}
}

// copyVar sets the state variable dst to the integer variable src of type
// t; false when the state would split (it does not for a plain copy).
func copyVar(p *path, dst string, t ts.Type, src string) bool {
	ss := p.st.Assign(dst, intType(t), poly.Var(src), 0)
	if len(ss) == 1 {
		p.st = ss[0]
		return true
	}
	for _, s := range ss {
		if s != p.st {
			s.Free()
		}
	}
	p.st.Havoc(dst, intType(t), nil, nil)
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
// write: the writable objects its pointer arguments reach.
func (m *machine) escape(p *path, args []val) {
	seen := map[int]bool{}
	var work []int
	for _, a := range args {
		if a.kind == vPtr && a.ptr.obj != 0 {
			work = append(work, a.ptr.obj)
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
			if c.ptr != nil && c.ptr.obj != 0 {
				work = append(work, c.ptr.obj)
			}
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
}

// forget gives up the object's whole content (a weak update, an escape):
// no cell, no base content.
func (o *object) forget() {
	o.cells = map[int64]cell{}
	o.initValid, o.zeroed = false, false
	if o.input != "" {
		o.inputLost = true
	}
}
