package unroll

import (
	"fmt"
	"math/big"

	"wcet/poly"
	"wcet/ts"
)

// TransStep applies the operations of transition t to path p (thesis Fig.
// 3.8) and returns the successor paths: none when t is infeasible, several
// when an operation splits the path. Feasibility of the successors is
// checked by the caller.
//
// A call suspends the transition: the callee's frame is pushed and the
// caller's frame remembers where to resume (the ops after the call); a
// return pops the frame. Paths that are still in t's frame at the end of
// the ops move to t.To.
func (m *machine) TransStep(p *path, t *ts.Trans, start int) ([]*path, error) {
	ps := []*path{p}
	if start == 0 {
		// A loop-bound annotation's cut (loopbound.go).
		var err error
		if ps, err = m.loopBoundCut(p, t); err != nil {
			return nil, err
		}
	}
	ops := t.Ops
	var done []*path // suspended by a call, returned, or ended
	for i := start; i < len(ops); i++ {
		op := ops[i]
		// A run of Assigns on an Edge is a parallel assignment (phi nodes):
		// every right-hand side reads the values from before the run.
		if _, ok := op.(*ts.Assign); ok && t.Kind == ts.Edge {
			j := i
			for j < len(ops) {
				if _, ok := ops[j].(*ts.Assign); !ok {
					break
				}
				j++
			}
			if j-i > 1 {
				var next []*path
				for _, q := range ps {
					qs, err := m.parallel(q, ops[i:j])
					if err != nil {
						return nil, err
					}
					next = append(next, qs...)
				}
				ps = next
				i = j - 1
				continue
			}
		}
		var next []*path
		for _, q := range ps {
			fr := q.top
			qs, err := m.op(q, op)
			if err != nil {
				return nil, err
			}
			for _, r := range qs {
				switch {
				case r.ended != "":
					done = append(done, r)
				case r.top != nil && r.top.caller != nil && r.top.caller.id == fr.id && r.top.id != fr.id:
					// A call: resume after it when the callee returns.
					r.top.caller.resume = &resumePt{t: t, at: i + 1}
					done = append(done, r)
				case r.top == nil || r.top.id != fr.id:
					// A return from fr.
					done = append(done, r)
				default:
					next = append(next, r)
				}
			}
		}
		ps = next
		if len(ps) == 0 {
			break
		}
	}
	for _, q := range ps {
		q.top.loc = t.To
		m.loopBoundEnter(q, t)
	}
	return append(ps, done...), nil
}

// parallel runs phi copies: right-hand sides into temporaries first.
func (m *machine) parallel(p *path, ops []ts.Op) ([]*path, error) {
	fr := p.top
	type tmpv struct {
		dst *ts.Var
		tmp string
		ptr *ptrVal
	}
	ps := []*path{p}
	tmps := [][]tmpv{nil}
	for _, op := range ops {
		a := op.(*ts.Assign)
		if m.irrelevant(a.Dst) {
			continue
		}
		var nextP []*path
		var nextT [][]tmpv
		for k, q := range ps {
			qs, vs, err := m.eval(q, fr, a.E, ts.PosOf(op))
			if err != nil {
				return nil, err
			}
			for i, r := range qs {
				tv := tmpv{dst: a.Dst}
				switch a.Dst.Type.Kind {
				case ts.Int:
					tv.tmp = m.fresh("phi")
					rs := assignInt(r, tv.tmp, a.Dst.Type, vs[i], 0)
					for _, s := range rs {
						nextP = append(nextP, s)
						nextT = append(nextT, append(append([]tmpv(nil), tmps[k]...), tv))
					}
					continue
				case ts.Ptr:
					if vs[i].kind == vPtr {
						pv := vs[i].ptr
						tv.ptr = &pv
					}
				}
				nextP = append(nextP, r)
				nextT = append(nextT, append(append([]tmpv(nil), tmps[k]...), tv))
			}
		}
		ps, tmps = nextP, nextT
	}
	var out []*path
	for k, q := range ps {
		rs := []*path{q}
		for _, tv := range tmps[k] {
			dn := name(fr, tv.dst)
			switch {
			case tv.tmp != "":
				var next []*path
				for _, r := range rs {
					next = append(next, assignInt(r, dn, tv.dst.Type, intVar(tv.tmp, tv.dst.Type), 0)...)
				}
				rs = next
			case tv.ptr != nil:
				for _, r := range rs {
					r.ptrs[dn] = *tv.ptr
				}
			default:
				for _, r := range rs {
					delete(r.ptrs, dn)
				}
			}
		}
		out = append(out, rs...)
	}
	return out, nil
}

// op applies one operation.
func (m *machine) op(p *path, op ts.Op) ([]*path, error) {
	fr := p.top
	pos := ts.PosOf(op)
	switch o := op.(type) {
	case *ts.Assign:
		if m.irrelevant(o.Dst) {
			return []*path{p}, nil
		}
		return m.assign(p, fr, o.Dst, o.E, pos)
	case *ts.Assume:
		return m.assume(p, fr, o.C, pos)
	case *ts.Havoc:
		dn := name(fr, o.Dst)
		if o.Dst.Type.Kind == ts.Ptr {
			p.ptrs[dn] = unknownPtr
			return []*path{p}, nil
		}
		if o.Dst.Type.Kind != ts.Int {
			delete(p.ptrs, dn)
			return []*path{p}, nil
		}
		if m.irrelevant(o.Dst) && o.Kind != ts.HavocNondet && o.Kind != ts.HavocExtern {
			// (A nondet is an input of the witness: kept, in sequence.)
			return []*path{p}, nil
		}
		it := intType(o.Dst.Type)
		switch o.Kind {
		case ts.HavocNondet, ts.HavocExtern:
			lo, hi, err := m.bounds(p, fr, o, pos)
			if err != nil {
				return nil, err
			}
			if lo == nil || lo.Cmp(it.Min()) < 0 {
				lo = it.Min()
			}
			if hi == nil || hi.Cmp(it.Max()) > 0 {
				hi = it.Max()
			}
			p.st.Nondet(dn, it, lo, hi)
		default:
			p.st.Havoc(dn, it, nil, nil)
		}
		return []*path{p}, nil
	case *ts.Cost:
		return m.cost(p, fr, o, pos)
	case *ts.Tick:
		return nil, unsupportedf(pos, "unpriced Tick (lowlevel.Apply was not run)")
	case *ts.Count:
		p.counters[o.Name]++
		if m.isFreq[o.Name] {
			v := fvVar(o.Name)
			return fork(p, p.st.Assign(v, poly.I64, poly.Var(v).AddConst(1), 0)), nil
		}
		return []*path{p}, nil
	case *ts.Reset:
		p.counters[o.Name] = 0
		if m.isFreq[o.Name] {
			if p.resets == nil {
				p.resets = map[string]bool{}
			}
			p.resets[o.Name] = true
			return fork(p, p.st.Assign(fvVar(o.Name), poly.I64, poly.Int(0), 0)), nil
		}
		return []*path{p}, nil
	case *ts.Assert:
		if m.isFreq != nil {
			return m.assertBranch(p, o), nil
		}
		ok, err := evalAssert(p, o.Text)
		if err != nil {
			return nil, unsupportedf(pos, "assertion %q: %v", o.Text, err)
		}
		if !ok && !m.ignoreAsserts {
			p.blocked = true
			if p.blockedBy == nil {
				p.blockedBy = o
			}
		}
		return []*path{p}, nil
	case *ts.Alloca:
		return m.alloca(p, fr, o, pos)
	case *ts.Load:
		return m.load(p, fr, o, pos)
	case *ts.Store:
		return m.store(p, fr, o, pos)
	case *ts.Call:
		return m.call(p, fr, o, pos)
	case *ts.Lib:
		return m.lib(p, fr, o, pos)
	case *ts.Ret:
		return m.ret(p, fr, o, pos)
	case *ts.StackSave:
		// The token is the frame's number of allocas, kept beside the
		// pointers (it is an i8* in IR but never dereferenced).
		if p.tokens == nil {
			p.tokens = map[string]int{}
		}
		p.tokens[name(fr, o.Dst)] = len(fr.allocas)
		return []*path{p}, nil
	case *ts.StackRestore:
		ref, ok := o.Token.(*ts.Ref)
		if !ok {
			return nil, unsupportedf(pos, "stackrestore to an unknown point")
		}
		n, ok := p.tokens[name(fr, ref.V)]
		if !ok || n > len(fr.allocas) {
			return nil, unsupportedf(pos, "stackrestore to an unknown point")
		}
		for _, id := range fr.allocas[n:] {
			p.objs[id].freed = true
		}
		fr.allocas = fr.allocas[:n]
		return []*path{p}, nil
	case *ts.Unreachable:
		m.note("paths reaching `unreachable` or a failed llvm.assume have undefined behaviour and are excluded")
		return nil, nil
	}
	return nil, unsupportedf(pos, "operation %s", ts.FormatOp(op))
}

// bounds evaluates the constant bounds of a nondet.
func (m *machine) bounds(p *path, fr *frame, o *ts.Havoc, pos ts.Pos) (lo, hi *big.Int, err error) {
	get := func(e ts.Expr) (*big.Int, error) {
		if e == nil {
			return nil, nil
		}
		ps, vs, err := m.eval(p, fr, e, pos)
		if err != nil {
			return nil, err
		}
		if len(ps) != 1 || !vs[0].hasAf {
			return nil, unsupportedf(pos, "nondet bound %s", ts.FormatExpr(e))
		}
		k, ok := constOf(ps[0].st, vs[0].aff)
		if !ok {
			return nil, unsupportedf(pos, "nondet bound %s is not fixed on the path", ts.FormatExpr(e))
		}
		return k, nil
	}
	if lo, err = get(o.Lo); err != nil {
		return nil, nil, err
	}
	hi, err = get(o.Hi)
	return lo, hi, err
}

func (m *machine) assign(p *path, fr *frame, dst *ts.Var, e ts.Expr, pos ts.Pos) ([]*path, error) {
	dn := name(fr, dst)
	switch dst.Type.Kind {
	case ts.Ptr:
		ps, vs, err := m.eval(p, fr, e, pos)
		if err != nil {
			return nil, err
		}
		for i, q := range ps {
			if vs[i].kind != vPtr {
				return nil, unsupportedf(pos, "pointer %s of unknown provenance", dst.Name)
			}
			q.ptrs[dn] = vs[i].ptr
		}
		return ps, nil
	case ts.Float:
		return []*path{p}, nil
	}
	if c, ok := e.(*ts.Cmp); ok {
		sides, err := m.compare(p, fr, c, pos)
		if err != nil {
			return nil, err
		}
		var out []*path
		for _, s := range sides {
			v := int64(0)
			if s.truth {
				v = 1
			}
			out = append(out, assignInt(s.p, dn, dst.Type, val{kind: vInt, t: dst.Type, aff: poly.Int(v), hasAf: true}, 0)...)
		}
		return out, nil
	}
	var flags poly.Flags
	if b, ok := e.(*ts.Bin); ok && (b.Op == "add" || b.Op == "sub" || b.Op == "mul") {
		if b.NSW {
			flags |= poly.NSW
		}
		if b.NUW {
			flags |= poly.NUW
		}
	}
	if flags != 0 {
		m.note(noWrapNote)
	}
	ps, vs, err := m.eval(p, fr, e, pos)
	if err != nil {
		return nil, err
	}
	var out []*path
	for i, q := range ps {
		out = append(out, assignInt(q, dn, dst.Type, vs[i], flags)...)
	}
	return out, nil
}

func (m *machine) assume(p *path, fr *frame, c ts.Expr, pos ts.Pos) ([]*path, error) {
	if cmp, ok := c.(*ts.Cmp); ok {
		sides, err := m.compare(p, fr, cmp, pos)
		if err != nil {
			return nil, err
		}
		var out []*path
		for _, s := range sides {
			if s.truth {
				out = append(out, s.p)
			} else {
				s.p.st.Free()
			}
		}
		return out, nil
	}
	ps, vs, err := m.eval(p, fr, c, pos)
	if err != nil {
		return nil, err
	}
	var out []*path
	for i, q := range ps {
		for _, s := range m.splitBool(q, vs[i]) {
			if s.truth {
				out = append(out, s.p)
			} else {
				s.p.st.Free()
			}
		}
	}
	return out, nil
}

// amount evaluates a cost amount: a constant, or a fresh variable.
func (m *machine) amount(p *path, fr *frame, e ts.Expr, pos ts.Pos) ([]*path, []*big.Int, []string, error) {
	ps, vs, err := m.eval(p, fr, e, pos)
	if err != nil {
		return nil, nil, nil, err
	}
	var outP []*path
	var outK []*big.Int
	var outN []string
	for i, q := range ps {
		if vs[i].kind != vInt {
			return nil, nil, nil, unsupportedf(pos, "cost amount %s is not an integer", ts.FormatExpr(e))
		}
		if vs[i].hasAf {
			if k, ok := constOf(q.st, vs[i].aff); ok {
				outP, outK, outN = append(outP, q), append(outK, k), append(outN, "")
				continue
			}
		}
		n := m.fresh("amt")
		for _, r := range assignInt(q, n, ts.I64, vs[i], 0) {
			outP, outK, outN = append(outP, r), append(outK, nil), append(outN, n)
		}
	}
	return outP, outK, outN, nil
}

func (m *machine) cost(p *path, fr *frame, o *ts.Cost, pos ts.Pos) ([]*path, error) {
	ps, ks, ns, err := m.amount(p, fr, o.Amount, pos)
	if err != nil {
		return nil, err
	}
	for i, q := range ps {
		switch o.Res {
		case "cycles":
			if ks[i] != nil {
				q.cycConst.Add(q.cycConst, ks[i])
			} else {
				q.cycVars = append(q.cycVars, ns[i])
			}
		case "heap":
			m.addHeap(q, ks[i], ns[i])
		}
	}
	return ps, nil
}

// addHeap adds k (or variable n) to the running heap and raises the peak to
// the largest value the running heap can have now.
func (m *machine) addHeap(p *path, k *big.Int, n string) {
	if k != nil {
		p.heapConst.Add(p.heapConst, k)
	} else {
		p.heapVars = append(p.heapVars, n)
	}
	if len(p.heapVars) == 0 {
		if p.heapConst.Cmp(p.heapPeak) > 0 {
			p.heapPeak = new(big.Int).Set(p.heapConst)
		}
		return
	}
	// A symbolic running value: a candidate for the peak, maximised at the
	// path's end, under the path's final condition (a later branch may
	// rule out the values that make it large).
	p.peakCands = append(p.peakCands, peakCand{k: new(big.Int).Set(p.heapConst), vars: append([]string(nil), p.heapVars...)})
}

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
// its cell: memory contents are irrelevant (relevance.go), the object is
// writable (constant tables stay exact) and holds no pointer (an integer
// store must not be able to overwrite one unseen).
func (m *machine) irrelevantAccess(obj *object) bool {
	if !m.memIrrelevant || obj.readOnly || (obj.global != nil && obj.global.Const) || obj.input != "" {
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
	unknownOf := func(q *path) func() {
		return func() {
			if t.Kind == ts.Int && m.memIrrelevant {
				q.st.Forget(dn, intType(t))
			} else if t.Kind == ts.Int {
				q.st.Havoc(dn, intType(t), nil, nil)
			} else if t.Kind == ts.Ptr {
				q.ptrs[dn] = unknownPtr
			} else {
				delete(q.ptrs, dn)
			}
		}
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
			unknownOf(q)()
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
			out = append(out, m.loadPtrAt(q, pv, t, dn, unknownOf)...)
			continue
		}
		if o.Volatile && t.Kind != ts.Ptr {
			m.note(volatileNote(pos, t, "a volatile object"))
		}
		if !ok && !o.Volatile && m.bitAbstract {
			// A constant table at an offset the path does not fix: a
			// value between its least and greatest elements there
			// (absint.go).
			if lo, hi, ok := tableRange(q, obj, pv.off, t); ok {
				q.st.Havoc(dn, intType(t), lo, hi)
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
		out = append(out, m.loadAt(q, obj, off, t, dn, unknown)...)
	}
	return out, nil
}

// loadPtrAt reads a pointer at an offset of pv's object the path does not
// fix: split on the offset when it has few values, else one of the
// pointers the bytes in its range may hold (mem.go, "Pointer sets").
func (m *machine) loadPtrAt(q *path, pv ptrVal, t ts.Type, dn string, unknownOf func(*path) func()) []*path {
	obj := q.objs[pv.obj]
	if pv.off != "" && obj.input == "" {
		if qs, ks, ok := m.ptrOffsets(q, pv.off); ok {
			var out []*path
			for i, r := range qs {
				out = append(out, m.loadAt(r, r.objs[pv.obj], ks[i], t, dn, unknownOf(r))...)
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
		if o.T.Kind == ts.Int && m.memIrrelevant && m.rel != nil && !m.defs.mayFault(o.Val) {
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
					out = append(out, r)
					continue
				}
				m.weakStore(r, obj, o.T, vs[j])
				if relevant {
					r.st.Havoc(m.fresh("weak"), poly.I1, nil, nil) // counts the lossy event
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
	case t.Kind == ts.Int && v.kind == vInt && v.hasAf && isConst(r.st, v.aff):
		k, _ := constOf(r.st, v.aff)
		kv := ts.Wrap(k, t.Bits)
		if t.Bits > 1 {
			kv = ts.Signed(kv, t.Bits) // the signed view, as intType holds it
		}
		obj.cells[off] = cell{t: t, konst: kv}
	case t.Kind == ts.Int && v.kind == vInt:
		// The canonical name of the cell: states reached along
		// different paths name it alike (SS merges and reuses by
		// name).
		n := fmt.Sprintf("o%d.%d", id, off)
		rs := assignInt(r, n, t, v, 0)
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

// ---- calls ----

func (m *machine) call(p *path, fr *frame, o *ts.Call, pos ts.Pos) ([]*path, error) {
	callee := m.prog.ByName[o.Callee]
	if callee == nil {
		return nil, unsupportedf(pos, "call to undefined function %s", o.Callee)
	}
	if err := recursionLimit(p, fr, callee, pos); err != nil {
		return nil, err
	}
	m.frameID++
	nf := &frame{f: callee, id: m.frameID, loc: callee.Entry, caller: fr, dstVars: o.Dsts, ctx: callContext(fr, callee.Name, pos), names: make([]string, len(callee.Vars))}
	for _, d := range o.Dsts {
		nf.dsts = append(nf.dsts, name(fr, d))
	}
	ps := []*path{p}
	for i, a := range o.Args {
		if i >= len(callee.Params) {
			break
		}
		if m.irrelevant(callee.Params[i]) {
			continue
		}
		var next []*path
		for _, q := range ps {
			// Arguments are evaluated in the caller's frame.
			qs, err := m.assignTo(q, fr, name(nf, callee.Params[i]), callee.Params[i].Type, a, pos)
			if err != nil {
				return nil, err
			}
			next = append(next, qs...)
		}
		ps = next
	}
	for _, q := range ps {
		f := *nf
		f.caller = q.top
		q.top = &f
		q.depth++
	}
	return ps, nil
}

// assignTo sets the variable named dn (of type t) to e evaluated in fr.
func (m *machine) assignTo(p *path, fr *frame, dn string, t ts.Type, e ts.Expr, pos ts.Pos) ([]*path, error) {
	ps, vs, err := m.eval(p, fr, e, pos)
	if err != nil {
		return nil, err
	}
	var out []*path
	for i, q := range ps {
		switch t.Kind {
		case ts.Int:
			out = append(out, assignInt(q, dn, t, vs[i], 0)...)
		case ts.Ptr:
			if vs[i].kind == vPtr {
				q.ptrs[dn] = vs[i].ptr
			} else {
				delete(q.ptrs, dn)
			}
			out = append(out, q)
		default:
			out = append(out, q)
		}
	}
	return out, nil
}

func (m *machine) ret(p *path, fr *frame, o *ts.Ret, pos ts.Pos) ([]*path, error) {
	for _, id := range fr.allocas {
		if obj := p.objs[id]; obj != nil {
			obj.freed = true
		}
	}
	if fr.caller == nil {
		p.ended = "return"
		return []*path{p}, nil
	}
	ps := []*path{p}
	for i, v := range o.Vals {
		if i >= len(fr.dsts) {
			break
		}
		if m.irrelevant(fr.dstVars[i]) {
			continue
		}
		var next []*path
		for _, q := range ps {
			qs, err := m.assignTo(q, fr, fr.dsts[i], fr.dstVars[i].Type, v, pos)
			if err != nil {
				return nil, err
			}
			next = append(next, qs...)
		}
		ps = next
	}
	for _, q := range ps {
		q.top = q.top.caller
		q.depth--
	}
	return ps, nil
}

// maxDepth is the recursion limit (DESIGN: 64 by default).
const maxDepth = 64

func (m *machine) lib(p *path, fr *frame, o *ts.Lib, pos ts.Pos) ([]*path, error) {
	args := make([]val, len(o.Args))
	ps := []*path{p}
	if len(o.Args) > 0 {
		// Library arguments must not split the path (they are plain values).
		for i, a := range o.Args {
			qs, vs, err := m.eval(p, fr, a, pos)
			if err != nil {
				return nil, err
			}
			if len(qs) != 1 || qs[0] != p {
				return nil, unsupportedf(pos, "argument of %s splits the path", o.Name)
			}
			args[i] = vs[0]
		}
	}
	// affArg is an affine amount: a constant, or a fresh I64 variable.
	affArg := func(a poly.Affine) (*big.Int, string, bool) {
		if k, ok := constOf(p.st, a); ok {
			return k, "", true
		}
		n := m.fresh("arg")
		ss := p.st.Assign(n, poly.I64, a, 0)
		if len(ss) != 1 {
			// A size beyond 64 bits on some path: not modelled.
			for _, x := range ss {
				if x != p.st {
					x.Free()
				}
			}
			return nil, "", false
		}
		p.st = ss[0]
		return nil, n, true
	}
	intArg := func(i int) (*big.Int, string, bool) {
		if args[i].kind != vInt || !args[i].hasAf {
			return nil, "", false
		}
		return affArg(args[i].aff)
	}
	setDst := func(v val) ([]*path, error) {
		if len(o.Dsts) == 0 {
			return ps, nil
		}
		d := o.Dsts[0]
		if d.Type.Kind == ts.Ptr {
			p.ptrs[name(fr, d)] = v.ptr
			return ps, nil
		}
		return assignInt(p, name(fr, d), d.Type, v, 0), nil
	}
	switch o.Name {
	case "exit", "_Exit":
		p.ended = "exit"
		return ps, nil
	case "abort":
		p.ended = "abort"
		return ps, nil
	case "malloc", "calloc", "realloc":
		var sizeK *big.Int
		var sizeN string
		var ok bool
		switch o.Name {
		case "malloc":
			sizeK, sizeN, ok = intArg(0)
		case "calloc":
			// count * size: affine when one of them is fixed.
			x, y := args[0], args[1]
			if x.kind == vInt && y.kind == vInt && x.hasAf && y.hasAf {
				if k, fixed := constOf(p.st, x.aff); fixed {
					sizeK, sizeN, ok = affArg(y.aff.ScaleBig(k))
				} else if k, fixed := constOf(p.st, y.aff); fixed {
					sizeK, sizeN, ok = affArg(x.aff.ScaleBig(k))
				}
			}
		case "realloc":
			sizeK, sizeN, ok = intArg(1)
		}
		if !ok {
			return nil, unsupportedf(pos, "%s of a non-affine size", o.Name)
		}
		obj := &object{cells: map[int64]cell{}, heap: true, zeroed: o.Name == "calloc"}
		if sizeK != nil {
			obj.size = sizeK.Int64()
			obj.heapSize = poly.Big(sizeK)
		} else {
			hi, kind := p.st.Max(poly.Var(sizeN))
			if kind != poly.Finite {
				return nil, unsupportedf(pos, "%s of an unbounded size", o.Name)
			}
			obj.size = hi.Int64()
			obj.heapSize = poly.Var(sizeN)
			p.st.Require(poly.LE(poly.Var(sizeN), poly.Big(hi)))
		}
		m.addHeap(p, sizeK, sizeN)
		id := m.newObject(p, obj)
		if o.Name == "realloc" {
			if args[0].kind == vPtr && args[0].ptr.obj != 0 {
				old := p.objs[args[0].ptr.obj]
				if old == nil || !old.heap || old.freed {
					return nil, unsupportedf(pos, "realloc of a pointer that is not a live heap object")
				}
				// The old contents up to the smaller size, as cells; bytes
				// past the old size are unknown (realloc does not clear
				// them), as is the new object's base content. Zero bytes
				// of a calloc'd object are trusted only when its size is
				// fixed (else its size is only bounded).
				n := old.size
				if obj.size >= 0 && obj.size < n {
					n = obj.size
				}
				src := *old
				if _, fixed := affConst(old.heapSize); !fixed {
					src.zeroed = false
				}
				for k, c := range m.snapshot(p, &src, 0, max(n, 0)) {
					if c.konst != nil || c.name != "" || c.ptr != nil {
						obj.cells[k] = c // old is freed: its names never change again
					}
				}
				m.freeHeap(p, old)
			}
		}
		return setDst(val{kind: vPtr, ptr: ptrVal{obj: id}})
	case "free":
		if args[0].kind != vPtr {
			return nil, unsupportedf(pos, "free of an unknown pointer")
		}
		if args[0].ptr.obj == 0 {
			return ps, nil
		}
		obj := p.objs[args[0].ptr.obj]
		if obj == nil || !obj.heap || obj.freed {
			return nil, unsupportedf(pos, "free of a pointer that is not a live heap object")
		}
		m.freeHeap(p, obj)
		return ps, nil
	case "memset", "memcpy", "memmove":
		k, nv, ok := intArg(2)
		if !ok || args[0].kind != vPtr {
			return nil, unsupportedf(pos, "%s of a length that is not fixed on the path", o.Name)
		}
		// A length the path does not fix: its range. The first lo bytes
		// are written exactly, the next ones perhaps (unknown after).
		lo, hi := k, k
		if k == nil {
			l, k1 := p.st.Min(poly.Var(nv))
			h, k2 := p.st.Max(poly.Var(nv))
			lo, hi = big.NewInt(0), nil
			if k1 == poly.Finite && l.Sign() > 0 {
				lo = l
			}
			if k2 == poly.Finite {
				hi = h
			}
		}
		n := lo.Int64()
		if args[0].ptr.set != nil {
			// Through a set pointer: a weak update of every target it
			// may write.
			live := liveTargets(p, args[0].ptr, true)
			if len(live) == 0 {
				return nil, unsupportedf(pos, "%s through a pointer that may only be null, dangling or constant", o.Name)
			}
			ids, ptrs, known, err := m.memWritten(p, o, args, n, pos)
			if err != nil {
				return nil, err
			}
			for _, id := range live {
				if known {
					m.giveUp(p, p.objs[id], ptrs, ids)
				} else {
					p.objs[id].forget()
				}
			}
			p.st.Havoc(m.fresh("weak"), poly.I1, nil, nil) // counts the lossy event
			return ps, nil
		}
		dst, doff, ok1, err := m.resolve(p, args[0].ptr, n, false, false, pos)
		if err != nil {
			return nil, err
		}
		if ok1 && dst.size >= 0 && (hi == nil || hi.Int64() > dst.size-doff) {
			hi = big.NewInt(max(dst.size-doff, n)) // past the end: undefined
		}
		if ok1 && hi == nil {
			return nil, unsupportedf(pos, "%s of a length that has no upper bound on the path", o.Name)
		}
		if !ok1 || hi.Int64()-n > maxMaybeBytes {
			// A weak update: the destination's content becomes unknown.
			if dst.readOnly || (dst.global != nil && dst.global.Const) {
				return nil, unsupportedf(pos, "%s to constant memory", o.Name)
			}
			ids, ptrs, known, err := m.memWritten(p, o, args, n, pos)
			if err != nil {
				return nil, err
			}
			if known {
				m.giveUp(p, dst, ptrs, ids)
			} else {
				dst.forget()
			}
			p.st.Havoc(m.fresh("weak"), poly.I1, nil, nil) // counts the lossy event
			return ps, nil
		}
		qs, err := m.memop(p, o, args, dst, doff, n, pos)
		if err != nil || hi.Int64() == n {
			return qs, err
		}
		for _, q := range qs {
			// (memop may have split the path on the source's offset.)
			d := q.objs[args[0].ptr.obj]
			d.clobber(q.st, doff+n, hi.Int64()-n)
			d.putBytes(doff+n, make([]mbyte, hi.Int64()-n))
			q.st.Havoc(m.fresh("weak"), poly.I1, nil, nil) // counts the lossy event
		}
		return qs, nil
	case "abs", "labs", "llabs":
		if len(o.Dsts) == 0 {
			return ps, nil
		}
		d := o.Dsts[0]
		qs, vs := m.absCases(p, args[0], o.Args[0].Type())
		var out []*path
		for i, q := range qs {
			out = append(out, assignInt(q, name(fr, d), d.Type, vs[i], 0)...)
		}
		return out, nil
	case "strlen":
		if args[0].kind != vPtr {
			return nil, unsupportedf(pos, "strlen of an unknown pointer")
		}
		lo, hi := big.NewInt(0), (*big.Int)(nil)
		if args[0].ptr.set != nil {
			// One of several strings: at most the longest target's.
			live := liveTargets(p, args[0].ptr, false)
			if len(live) == 0 {
				return nil, unsupportedf(pos, "strlen of a pointer that may only be null or dangling")
			}
			hi = big.NewInt(0)
			for _, id := range live {
				if sz := p.objs[id].size; sz < 0 {
					hi = nil
					break
				} else if sz-1 > hi.Int64() {
					hi = big.NewInt(sz - 1)
				}
			}
		} else {
			obj, off, ok, err := m.resolve(p, args[0].ptr, 1, false, false, pos)
			if err != nil {
				return nil, err
			}
			if ok {
				lo, hi = strlenOf(p.st, obj, off)
			} else if obj.size >= 0 {
				hi = big.NewInt(max(obj.size-1, 0))
			}
		}
		if len(o.Dsts) == 0 || m.irrelevant(o.Dsts[0]) {
			return ps, nil
		}
		if hi != nil && lo.Cmp(hi) == 0 {
			return setDst(val{kind: vInt, t: ts.I64, aff: poly.Big(lo), hasAf: true})
		}
		// Bytes the path does not know: a length between the known
		// non-zero prefix and the first known zero (or the object's end).
		d := o.Dsts[0]
		p.st.Havoc(name(fr, d), intType(d.Type), lo, hi)
		return ps, nil
	}
	// Any other external function: its results are unknown inputs (the
	// nondet sequence), and memory that escaped to it may change.
	if err := m.escape(p, args); err != nil {
		return nil, unsupportedf(pos, "%s: %v", o.Name, err)
	}
	for _, d := range o.Dsts {
		if d.Type.Kind == ts.Int {
			it := intType(d.Type)
			p.st.Nondet(name(fr, d), it, it.Min(), it.Max())
		} else if d.Type.Kind == ts.Ptr {
			return nil, unsupportedf(pos, "external function %s returning a pointer", o.Name)
		}
	}
	return ps, nil
}

func (m *machine) freeHeap(p *path, obj *object) {
	obj.freed = true
	if k, ok := affConst(obj.heapSize); ok {
		m.addHeap(p, new(big.Int).Neg(k), "")
		return
	}
	n := m.fresh("freed")
	p.st.Assign(n, poly.I64, obj.heapSize.Neg(), 0)
	m.addHeap(p, nil, n)
}

// maxMaybeBytes is the most bytes a memset, memcpy or memmove of a length
// the path does not fix may write beyond its smallest length and still be
// kept as unknown cells; past it the whole destination is given up.
const maxMaybeBytes = 4096

// memop copies or sets n bytes at dst+doff (mem.go).
func (m *machine) memop(p *path, o *ts.Lib, args []val, dst *object, doff, n int64, pos ts.Pos) ([]*path, error) {
	ps := []*path{p}
	if dst.readOnly || (dst.global != nil && dst.global.Const) {
		return nil, unsupportedf(pos, "%s to constant memory", o.Name)
	}
	if n <= 0 {
		return ps, nil
	}
	if o.Name == "memset" {
		var b *big.Int
		if args[1].kind == vInt && args[1].hasAf {
			b, _ = constOf(p.st, args[1].aff)
		}
		if b != nil && doff == 0 && n == dst.size && b.Sign() == 0 {
			dst.cells = map[int64]cell{}
			dst.zeroed, dst.initValid = true, false
			return ps, nil
		}
		bs := make([]mbyte, n)
		if b != nil {
			for i := range bs {
				bs[i] = mbyte{v: byte(ts.Wrap(b, 8).Int64()), known: true}
			}
		}
		dst.clobber(p.st, doff, n)
		dst.putBytes(doff, bs)
		return ps, nil
	}
	if args[1].kind != vPtr {
		return nil, unsupportedf(pos, "%s from an unknown pointer", o.Name)
	}
	spv := args[1].ptr
	if spv.set == nil {
		src, soff, ok, err := m.resolve(p, spv, n, false, false, pos)
		if err != nil {
			return nil, err
		}
		if ok {
			m.writeCells(p, args[0].ptr.obj, dst, doff, n, m.snapshot(p, src, soff, n))
			return ps, nil
		}
		if spv.off != "" && src.input == "" {
			// A source offset of few values (a struct copied from an
			// array element at a variable index): one path per offset,
			// each an exact copy.
			if qs, ks, split := m.ptrOffsets(p, spv.off); split {
				for i, q := range qs {
					d := q.objs[args[0].ptr.obj]
					m.writeCells(q, args[0].ptr.obj, d, doff, n, m.snapshot(q, q.objs[spv.obj], ks[i], n))
				}
				return qs, nil
			}
		}
	}
	// A source the path does not fix: unknown bytes, or, when the source
	// holds pointers, a weak update of the destination that keeps them.
	if ids, ptrs, known, err := m.memWritten(p, o, args, n, pos); err != nil {
		return nil, err
	} else if known && ptrs {
		m.giveUp(p, dst, true, ids)
		p.st.Havoc(m.fresh("weak"), poly.I1, nil, nil) // counts the lossy event
		return ps, nil
	}
	cs := map[int64]cell{}
	(&object{cells: cs}).putBytes(0, make([]mbyte, n))
	m.writeCells(p, args[0].ptr.obj, dst, doff, n, cs)
	return ps, nil
}

// memWritten tells what a memset, memcpy or memmove of n bytes (at
// least) may write, as a pointer read from them would see it: null or one
// of ids; ptrs when that may be a pointer other than null; known=false
// when the bytes may hold anything else.
func (m *machine) memWritten(p *path, o *ts.Lib, args []val, n int64, pos ts.Pos) (ids []int, ptrs, known bool, err error) {
	if o.Name == "memset" {
		if args[1].kind == vInt && args[1].hasAf && isZero(p.st, args[1].aff) {
			return []int{0}, false, true, nil
		}
		return nil, false, false, nil
	}
	if args[1].kind != vPtr {
		return nil, false, false, unsupportedf(pos, "%s from an unknown pointer", o.Name)
	}
	spv := args[1].ptr
	if spv.set != nil {
		live := liveTargets(p, spv, false)
		if len(live) == 0 {
			return nil, false, false, unsupportedf(pos, "%s from a pointer that may only be null or dangling", o.Name)
		}
		for _, id := range live {
			src := p.objs[id]
			end := src.size
			if end < 0 {
				end = unbounded
			}
			got, ok := m.ptrsIn(p.st, p.objs, src, 0, end, false)
			if !ok {
				return nil, false, false, nil
			}
			ids = unionIDs(ids, got)
		}
	} else {
		src, soff, ok, err := m.resolve(p, spv, n, false, false, pos)
		if err != nil {
			return nil, false, false, err
		}
		lo, hi := soff, soff+n
		if !ok {
			lo, hi = offRange(p.st, spv.off, n)
		}
		got, ok := m.ptrsIn(p.st, p.objs, src, lo, hi, false)
		if !ok {
			return nil, false, false, nil
		}
		ids = got
	}
	for _, id := range ids {
		if id != 0 {
			ptrs = true
		}
	}
	return ids, ptrs, true, nil
}
