package unroll

import (
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
					rs := assignIntIn(r, tv.tmp, m.view(a.Dst), a.Dst.Type, vs[i], 0, m.tracks(a.Dst))
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
					next = append(next, assignIntIn(r, dn, m.view(tv.dst), tv.dst.Type, intVar(tv.tmp, tv.dst.Type), 0, m.tracks(tv.dst))...)
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
		it := m.view(o.Dst)
		switch o.Kind {
		case ts.HavocNondet, ts.HavocExtern:
			lo, hi, err := m.bounds(p, fr, o, pos)
			if err != nil {
				return nil, err
			}
			if !it.Signed && lo != nil && lo.Sign() < 0 {
				// Bounds read signed on a variable held unsigned: a
				// negative range is its values from 2^w down; one that
				// straddles 0 is not an interval there, so any value.
				if hi != nil && hi.Sign() < 0 {
					lo, hi = new(big.Int).Add(lo, it.Modulus()), new(big.Int).Add(hi, it.Modulus())
				} else {
					lo, hi = nil, nil
				}
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
			out = append(out, assignIntIn(s.p, dn, m.view(dst), dst.Type, val{kind: vInt, t: dst.Type, aff: poly.Int(v), hasAf: true}, 0, m.tracks(dst))...)
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
	if b, ok := e.(*ts.Bin); ok && m.tracks(dst) && m.copiedOnly(dst) {
		// A loop counter's remainder splits on its quotients
		// (splitQuotient), when it is the counter's next value (a
		// ring index), not a term of one (a checksum's fold, whose
		// quotients the hull handles).
		m.counterBin = b
		defer func() { m.counterBin = nil }()
	}
	ps, vs, err := m.eval(p, fr, e, pos)
	if err != nil {
		return nil, err
	}
	var out []*path
	for i, q := range ps {
		out = append(out, assignIntIn(q, dn, m.view(dst), dst.Type, vs[i], flags, m.tracks(dst))...)
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
		case m.peak:
			m.addHeap(q, ks[i], ns[i])
		}
	}
	return ps, nil
}

// peakOf is the high-watermark resource a machine follows under
// --resource res (machine.peak).
func peakOf(res string) string {
	if res == "stack" {
		return "stack"
	}
	return "heap"
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
