package unroll

// The call operations of TransStep, calls and returns between frames,
// and the modelled library functions (malloc, free, memcpy, memset, ...).

import (
	"math/big"

	"wcet/poly"
	"wcet/ts"
)

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
			qs, err := m.assignTo(q, fr, name(nf, callee.Params[i]), callee.Params[i], a, pos)
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

// assignTo sets the variable named dn (of the variable v, in another
// frame) to e evaluated in fr.
func (m *machine) assignTo(p *path, fr *frame, dn string, v *ts.Var, e ts.Expr, pos ts.Pos) ([]*path, error) {
	t := v.Type
	ps, vs, err := m.eval(p, fr, e, pos)
	if err != nil {
		return nil, err
	}
	var out []*path
	for i, q := range ps {
		switch t.Kind {
		case ts.Int:
			out = append(out, assignIntIn(q, dn, m.view(v), t, vs[i], 0, m.tracks(v))...)
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
			qs, err := m.assignTo(q, fr, fr.dsts[i], fr.dstVars[i], v, pos)
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
		return assignIntIn(p, name(fr, d), m.view(d), d.Type, v, 0, m.tracks(d)), nil
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
		if m.peak == "heap" {
			m.addHeap(p, sizeK, sizeN)
		}
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
			out = append(out, assignIntIn(q, name(fr, d), m.view(d), d.Type, vs[i], 0, m.tracks(d))...)
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
		p.st.Havoc(name(fr, d), m.view(d), lo, hi)
		return ps, nil
	}
	// Any other external function: its results are unknown inputs (the
	// nondet sequence), and memory that escaped to it may change.
	if err := m.escape(p, args); err != nil {
		return nil, unsupportedf(pos, "%s: %v", o.Name, err)
	}
	for _, d := range o.Dsts {
		if d.Type.Kind == ts.Int {
			it := m.view(d)
			p.st.Nondet(name(fr, d), it, it.Min(), it.Max())
		} else if d.Type.Kind == ts.Ptr {
			return nil, unsupportedf(pos, "external function %s returning a pointer", o.Name)
		}
	}
	return ps, nil
}

func (m *machine) freeHeap(p *path, obj *object) {
	obj.freed = true
	if m.peak != "heap" {
		return
	}
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
			dst.zeroed, dst.initValid, dst.rng, dst.sym = true, false, nil, nil
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
