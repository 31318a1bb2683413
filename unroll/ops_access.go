package unroll

// The memory operations of TransStep, alloca, load and store through
// resolved pointers, weak and strong updates (mem.go holds the contents).

import (
	"fmt"
	"math/big"

	"wcet/poly"
	"wcet/ts"
)

// ---- memory ----

func (m *machine) newObject(p *path, o *object) int {
	m.nextObj++
	p.objs[m.nextObj] = o
	return m.nextObj
}

func (m *machine) alloca(p *path, fr *frame, o *ts.Alloca, pos ts.Pos) ([]*path, error) {
	ps, vs, err := m.eval(p, fr, o.Count, pos)
	if err != nil {
		return nil, err
	}
	for i, q := range ps {
		size := int64(-1)
		if vs[i].hasAf {
			if hi, kind := q.st.Max(vs[i].aff); kind == poly.Finite {
				size = hi.Int64() * o.Size
				q.st.Require(poly.LE(vs[i].aff, poly.Big(hi)))
			}
		}
		id := m.newObject(q, &object{size: size, cells: map[int64]cell{}})
		q.top.allocas = append(q.top.allocas, id)
		q.ptrs[name(fr, o.Dst)] = ptrVal{obj: id}
	}
	return ps, nil
}

// resolve returns the object and constant offset a pointer addresses, or
// ok=false when the offset is not fixed on the path. loose: the caller
// needs only the object (a load of an irrelevant value, relevance.go), so
// no premise pins the offset in the summaries' interpolants.
func (m *machine) resolve(p *path, pv ptrVal, size int64, intAccess, loose bool, pos ts.Pos) (*object, int64, bool, error) {
	obj := p.objs[pv.obj]
	if isUnknown(pv) {
		return nil, 0, false, unsupportedf(pos, "access through a pointer of unknown provenance")
	}
	if pv.set != nil {
		return nil, 0, false, unsupportedf(pos, "access through a pointer that may address any of %d objects", len(pv.set))
	}
	if pv.obj == 0 || obj == nil {
		return nil, 0, false, unsupportedf(pos, "access through a null or unknown pointer")
	}
	if obj.freed {
		return nil, 0, false, unsupportedf(pos, "access to a freed object")
	}
	if obj.fn != "" {
		return nil, 0, false, unsupportedf(pos, "access to a function's code")
	}
	if pv.off == "" {
		obj.touch(0, 0, size)
		return obj, 0, true, nil
	}
	// Accesses outside the object have undefined behaviour: excluded.
	if obj.size >= 0 {
		p.st.Assume(poly.GE(poly.Var(pv.off), poly.Int(0)), poly.LE(poly.Var(pv.off), poly.Int(obj.size-size)))
		m.note("paths with out-of-bounds accesses have undefined behaviour and are excluded")
	}
	if intAccess && m.irrelevantAccess(obj) {
		// Which cell does not matter (relevance.go): no constant offset,
		// so no premise pins the offset in the summaries' interpolants.
		return obj, 0, false, nil
	}
	var k *big.Int
	ok := false
	if !loose {
		k, ok = constOf(p.st, poly.Var(pv.off))
	}
	if !ok {
		if obj.input != "" {
			lo, k1 := p.st.Min(poly.Var(pv.off))
			hi, k2 := p.st.Max(poly.Var(pv.off))
			if k1 == poly.Finite && k2 == poly.Finite && lo.IsInt64() && hi.IsInt64() {
				obj.touch(lo.Int64(), hi.Int64(), size)
			} else {
				obj.touchedAll = true
			}
		}
		return obj, 0, false, nil
	}
	obj.touch(k.Int64(), k.Int64(), size)
	return obj, k.Int64(), true, nil
}

// irrelevantAccess reports whether an integer access to obj need not know
// its cell: memory contents are irrelevant (relevance.go), or obj is a
// global no relevant value is read from (regions.go), the object is
// writable (constant tables stay exact) and holds no pointer (an integer
// store must not be able to overwrite one unseen).
func (m *machine) irrelevantAccess(obj *object) bool {
	dead := obj.global != nil && m.dead.globals[obj.global]
	if !(m.memIrrelevant || dead) || obj.readOnly || (obj.global != nil && obj.global.Const) || obj.input != "" {
		return false
	}
	// Pointers in the initializer, in cells, or in given-up bytes.
	return !obj.mayHoldPtrs()
}

// touch records, for an input object, that bytes lo..hi+size-1 may be
// accessed: the witness gives the object that many bytes.
func (o *object) touch(lo, hi, size int64) {
	if o.input == "" {
		return
	}
	if !o.touched || lo < o.lo {
		o.lo = lo
	}
	if !o.touched || hi+size > o.hi {
		o.hi = hi + size
	}
	o.touched = true
}

// fixedAddress reports whether pv is an address that is no object of
// the program: an integer constant cast to a pointer (objects live at
// addresses of 2^32 and above, unroll/exec.go "inttoptr"), as
// memory-mapped registers are.
func fixedAddress(pv ptrVal) bool {
	return pv.set == nil && pv.obj == 0
}

// volatileNote is the assumption of a volatile read at pos: its value is
// any value of type t (the firmware's input model, issue 18). One per
// read site.
func volatileNote(pos ts.Pos, t ts.Type, what string) string {
	return fmt.Sprintf("the volatile read at %s (%s) is any value of its type %s", pos, what, t)
}

func (m *machine) load(p *path, fr *frame, o *ts.Load, pos ts.Pos) ([]*path, error) {
	ps, vs, err := m.eval(p, fr, o.Addr, pos)
	if err != nil {
		return nil, err
	}
	dn := name(fr, o.Dst)
	t := o.Dst.Type
	it := m.view(o.Dst)
	unknownOf := func(q *path) func() {
		return func() {
			if t.Kind == ts.Int && m.memIrrelevant {
				q.st.Forget(dn, it)
			} else if t.Kind == ts.Int {
				q.st.Havoc(dn, it, nil, nil)
			} else if t.Kind == ts.Ptr {
				q.ptrs[dn] = unknownPtr
			} else {
				delete(q.ptrs, dn)
			}
		}
	}
	// An integer volatile read (of at most 64 bits: the interpreter's)
	// is an input of the witness, as a nondet value is: the next value
	// of the one nondet sequence, taken even when no one uses it so that
	// the sequence stays in step with the interpreter's (interp: a
	// volatile load takes the next nondet value).
	volatileIn := o.Volatile && t.Kind == ts.Int && t.Bits <= 64
	input := func(q *path) {
		q.st.Nondet(dn, it, it.Min(), it.Max())
	}
	var out []*path
	for i, q := range ps {
		if vs[i].kind != vPtr {
			return nil, unsupportedf(pos, "load through an unknown pointer")
		}
		pv := vs[i].ptr
		if o.Volatile && t.Kind != ts.Ptr && fixedAddress(pv) {
			// A memory-mapped register (*(volatile uint32_t *)0x40011000):
			// no object of the program, any value of its type.
			m.note(volatileNote(pos, t, "a memory-mapped register at a fixed address"))
			if volatileIn {
				input(q)
			} else {
				unknownOf(q)()
			}
			out = append(out, q)
			continue
		}
		if pv.set != nil && volatileIn {
			if len(liveTargets(q, pv, false)) == 0 {
				return nil, unsupportedf(pos, "access through a pointer that may only be null or dangling")
			}
			m.note(volatileNote(pos, t, "a volatile object"))
			input(q)
			out = append(out, q)
			continue
		}
		if pv.set != nil {
			qs, err := m.loadSet(q, pv, t, dn, m.irrelevant(o.Dst), unknownOf(q), pos)
			if err != nil {
				return nil, err
			}
			out = append(out, qs...)
			continue
		}
		obj, off, ok, err := m.resolve(q, pv, t.Size(), t.Kind == ts.Int && !o.Volatile, m.irrelevant(o.Dst), pos)
		if err != nil {
			return nil, err
		}
		unknown := unknownOf(q)
		// resolve assumes the access in bounds only at an offset variable;
		// otherwise the state is as feasible as the step left it, and the
		// transition's end decides (a check here asked Z3 at every access
		// to a scalar global once the state had an atom).
		if pv.off != "" && !q.st.Feasible() {
			q.st.Discard()
			continue
		}
		if volatileIn {
			m.note(volatileNote(pos, t, "a volatile object"))
			input(q)
			out = append(out, q)
			continue
		}
		if m.irrelevant(o.Dst) {
			out = append(out, q)
			continue
		}
		if t.Kind == ts.Ptr && o.Volatile {
			// A volatile pointer is read as memory holds it: nothing
			// outside the program writes pointers.
			m.note("volatile pointers hold only the values the program stores in them")
		}
		if !ok && t.Kind == ts.Ptr {
			out = append(out, m.loadPtrAt(q, pv, t, it, dn, unknownOf)...)
			continue
		}
		if o.Volatile && t.Kind != ts.Ptr {
			m.note(volatileNote(pos, t, "a volatile object"))
		}
		if obj.sym != nil && !o.Volatile && t.Kind == ts.Int {
			// The last store at an unfixed offset, read back at the same
			// offset (mem.go, symStore).
			at := poly.Int(off)
			if !ok {
				at = poly.Var(pv.off)
			}
			if qs, hit := m.loadSym(q, obj, at, t, it, dn); hit {
				out = append(out, qs...)
				continue
			}
		}
		if !ok && !o.Volatile && m.bitAbstract {
			// A constant table at an offset the path does not fix: a
			// value between its least and greatest elements there
			// (absint.go).
			if lo, hi, ok := tableRange(q, obj, pv.off, t); ok {
				lo, hi = rangeIn(it, lo, hi)
				q.st.Havoc(dn, it, lo, hi)
				out = append(out, q)
				continue
			}
		}
		if !ok && !o.Volatile && t.Kind == ts.Int {
			// A forgotten array at an offset where no cell was written
			// since: within its elements' range (absint.go).
			if lo, hi, ok := forgottenRange(q, obj, pv.off, t); ok {
				lo, hi = rangeIn(it, lo, hi)
				q.st.Havoc(dn, it, lo, hi)
				out = append(out, q)
				continue
			}
		}
		if !ok || (o.Volatile && t.Kind != ts.Ptr) {
			// An offset the path does not fix (or a volatile read): any
			// value of the type.
			unknown()
			out = append(out, q)
			continue
		}
		out = append(out, m.loadAt(q, obj, off, t, it, dn, unknown)...)
	}
	return out, nil
}

// loadPtrAt reads a pointer at an offset of pv's object the path does not
// fix: split on the offset when it has few values, else one of the
// pointers the bytes in its range may hold (mem.go, "Pointer sets").
func (m *machine) loadPtrAt(q *path, pv ptrVal, t ts.Type, it poly.IntType, dn string, unknownOf func(*path) func()) []*path {
	obj := q.objs[pv.obj]
	if pv.off != "" && obj.input == "" {
		if qs, ks, ok := m.ptrOffsets(q, pv.off); ok {
			var out []*path
			for i, r := range qs {
				out = append(out, m.loadAt(r, r.objs[pv.obj], ks[i], t, it, dn, unknownOf(r))...)
			}
			return out
		}
	}
	lo, hi := offRange(q.st, pv.off, t.Size())
	if ids, ok := m.ptrsIn(q.st, q.objs, obj, lo, hi, false); ok {
		q.ptrs[dn] = m.setPtr(q, ids)
	} else {
		unknownOf(q)()
	}
	return []*path{q}
}

// offRange returns the bytes lo..hi-1 an access of size bytes at the
// offset variable off may cover (0.. unbounded when it has no bound); its
// bounds are premises of the step.
func offRange(st *poly.State, off string, size int64) (lo, hi int64) {
	lo, hi = 0, unbounded
	if off == "" {
		return 0, size
	}
	v := poly.Var(off)
	if l, k := st.Min(v); k == poly.Finite && l.IsInt64() && l.Sign() >= 0 {
		lo = l.Int64()
		st.Require(poly.GE(v, poly.Int(lo)))
	}
	if h, k := st.Max(v); k == poly.Finite && h.IsInt64() && h.Int64() < unbounded && h.Int64() >= lo {
		hi = h.Int64() + size
		st.Require(poly.LE(v, poly.Big(h)))
	}
	return lo, hi
}

// liveTargets returns the objects of a set pointer an access may reach:
// not null, not freed, not code (an access there is undefined); writable
// ones only when write is set. An input object among them is touched at
// every offset (the witness gives it all its bytes).
func liveTargets(p *path, pv ptrVal, write bool) []int {
	var out []int
	for _, id := range pv.set {
		o := p.objs[id]
		if id == 0 || o == nil || o.freed || o.fn != "" {
			continue
		}
		if write && (o.readOnly || (o.global != nil && o.global.Const)) {
			continue
		}
		if o.input != "" {
			o.touchedAll = true
		}
		out = append(out, id)
	}
	return out
}

// loadSet reads through a set pointer: an unknown value of the type; a
// pointer is one of everything its targets may hold.
func (m *machine) loadSet(q *path, pv ptrVal, t ts.Type, dn string, irrelevant bool, unknown func(), pos ts.Pos) ([]*path, error) {
	live := liveTargets(q, pv, false)
	if len(live) == 0 {
		return nil, unsupportedf(pos, "access through a pointer that may only be null or dangling")
	}
	if irrelevant {
		return []*path{q}, nil
	}
	if t.Kind == ts.Ptr {
		var all []int
		for _, id := range live {
			o := q.objs[id]
			end := o.size
			if end < 0 {
				end = unbounded
			}
			ids, ok := m.ptrsIn(q.st, q.objs, o, 0, end, false)
			if !ok {
				unknown()
				return []*path{q}, nil
			}
			all = unionIDs(all, ids)
		}
		q.ptrs[dn] = m.setPtr(q, all)
		return []*path{q}, nil
	}
	unknown()
	if t.Kind != ts.Int {
		q.st.NoteLossy(poly.LossyHavoc)
	}
	return []*path{q}, nil
}

// isConst reports whether the path fixes a.
func isConst(st *poly.State, a poly.Affine) bool {
	if _, ok := affConst(a); ok {
		return true
	}
	_, ok := constOf(st, a)
	return ok
}

func (m *machine) store(p *path, fr *frame, o *ts.Store, pos ts.Pos) ([]*path, error) {
	ps, as, err := m.eval(p, fr, o.Addr, pos)
	if err != nil {
		return nil, err
	}
	var out []*path
	for i, q := range ps {
		var qs []*path
		var vs []val
		if o.T.Kind == ts.Int && (m.memIrrelevant || m.dead.stores[o]) && m.rel != nil && !m.defs.mayFault(o.Val) {
			// The value is not kept (below), and may be irrelevant.
			qs, vs = []*path{q}, []val{{kind: vUnknown, t: o.T}}
		} else if qs, vs, err = m.eval(q, fr, o.Val, pos); err != nil {
			return nil, err
		}
		for j, r := range qs {
			if as[i].kind != vPtr {
				return nil, unsupportedf(pos, "store through an unknown pointer")
			}
			pv := as[i].ptr
			if o.Volatile && fixedAddress(pv) {
				// A memory-mapped register: no object of the program
				// changes.
				m.note(fmt.Sprintf("the volatile write at %s goes to a memory-mapped register at a fixed address, outside the program's objects", pos))
				out = append(out, r)
				continue
			}
			if pv.set != nil {
				// A weak update of every target it may write.
				live := liveTargets(r, pv, true)
				if len(live) == 0 {
					return nil, unsupportedf(pos, "store through a pointer that may only be null, dangling or constant")
				}
				for _, id := range live {
					m.weakStore(r, r.objs[id], o.T, vs[j])
				}
				r.st.Havoc(m.fresh("weak"), poly.I1, nil, nil) // counts the lossy event
				out = append(out, r)
				continue
			}
			obj, off, ok, err := m.resolve(r, pv, o.T.Size(), o.T.Kind == ts.Int && !o.Volatile, false, pos)
			if err != nil {
				return nil, err
			}
			if pv.off != "" && !r.st.Feasible() { // as in load
				r.st.Discard()
				continue
			}
			if obj.readOnly || (obj.global != nil && obj.global.Const) {
				return nil, unsupportedf(pos, "store to constant memory")
			}
			if o.T.Kind == ts.Int && obj.global != nil && m.dead.globals[obj.global] && m.irrelevantAccess(obj) {
				// A global no relevant value is read from (regions.go:
				// biquad's out[], saturated on some paths only; an
				// event counter): the store is dropped, at any offset,
				// leaving the shape alone.
				obj.sym = nil // (the value there changes)
				out = append(out, r)
				continue
			}
			if !ok && o.T.Kind == ts.Ptr && pv.off != "" && obj.input == "" {
				// A pointer stored at an offset of few values: one path
				// per offset, each exact.
				if rs, ks, split := m.ptrOffsets(r, pv.off); split {
					for k, r2 := range rs {
						out = append(out, m.storeAt(r2, pv.obj, r2.objs[pv.obj], ks[k], o.T, vs[j])...)
					}
					continue
				}
			}
			if !ok {
				// A weak update: the object's content becomes unknown.
				// When its contents matter to nothing (relevance.go) it
				// is not a lossy event. Memory truly irrelevant, no load
				// of it (pointer loads and strlen included) matters: the
				// store is dropped, leaving the shape alone (matmult100's
				// C, stored on one branch only). In SS's first pass the
				// loads that reach branches read cells and the
				// initializer at constant offsets (a bare global's): the
				// store gives them up.
				relevant := !(o.T.Kind == ts.Int && m.irrelevantAccess(obj))
				if !relevant && !m.forgetPass {
					obj.sym = nil // (the value there changes)
					out = append(out, r)
					continue
				}
				m.weakStore(r, obj, o.T, vs[j])
				if relevant {
					r.st.Havoc(m.fresh("weak"), poly.I1, nil, nil) // counts the lossy event
					// What it wrote, where (mem.go, symStore).
					out = append(out, m.keepSym(r, pv.obj, pv.off, o.T, vs[j])...)
					continue
				}
				out = append(out, r)
				continue
			}
			out = append(out, m.storeAt(r, pv.obj, obj, off, o.T, vs[j])...)
		}
	}
	return out, nil
}

// weakStore gives up obj's content for a store of v (type t) at an offset
// the path does not fix; what a pointer read from it may be is kept when
// the store writes a pointer or zero (mem.go, giveUp).
func (m *machine) weakStore(r *path, obj *object, t ts.Type, v val) {
	switch {
	case t.Kind == ts.Ptr && v.kind == vPtr && !isUnknown(v.ptr):
		more := targets(v.ptr)
		if v.ptr.set == nil && v.ptr.obj != 0 && m.mayEnd(r.st, r.objs, v.ptr) {
			more = []int{v.ptr.obj, endID}
		}
		m.giveUp(r, obj, true, more)
	case t.Kind == ts.Int && v.kind == vInt && v.hasAf && isConst(r.st, v.aff) && isZero(r.st, v.aff):
		m.giveUp(r, obj, false, []int{0})
	default:
		obj.forget()
	}
}

// isZero reports whether the path fixes a to 0.
func isZero(st *poly.State, a poly.Affine) bool {
	if k, ok := affConst(a); ok {
		return k.Sign() == 0
	}
	k, ok := constOf(st, a)
	return ok && k.Sign() == 0
}

// storeAt stores v (of type t) at the constant offset off of object id
// (obj, on path r).
func (m *machine) storeAt(r *path, id int, obj *object, off int64, t ts.Type, v val) []*path {
	obj.clobber(r.st, off, t.Size())
	switch {
	case t.Kind == ts.Int && m.memIrrelevant:
		// Contents nothing depends on: not kept (relevance.go).
		obj.cells[off] = cell{t: t}
	case t.Kind == ts.Int && v.kind == vInt && v.hasAf && !m.counterCell(obj, t) && isConst(r.st, v.aff):
		k, _ := constOf(r.st, v.aff)
		kv := ts.Wrap(k, t.Bits)
		if t.Bits > 1 {
			kv = ts.Signed(kv, t.Bits) // the signed view, as intType holds it
		}
		obj.cells[off] = cell{t: t, konst: kv}
	case t.Kind == ts.Int && v.kind == vInt:
		// The cell's canonical name, in the cell's view.
		it := cellView(obj, t)
		n := cellName(id, off, it)
		rs := assignIntIn(r, n, it, t, v, 0, false)
		for _, s := range rs {
			s.objs[id].cells[off] = cell{t: t, name: n}
		}
		return rs
	case t.Kind == ts.Ptr && v.kind == vPtr:
		pv := v.ptr
		obj.cells[off] = cell{t: t, ptr: &pv}
	default:
		obj.cells[off] = cell{t: t}
	}
	return []*path{r}
}
