package ts

import "slices"

// Uses returns the variables op reads, each once, in order of first
// occurrence. Frequency variables (Count, Reset, Assert) are not Vars and
// are not reported.
func Uses(op Op) []*Var {
	var vs []*Var
	for _, e := range OpExprs(op) {
		vs = exprVars(vs, e)
	}
	return vs
}

// Defs returns the variables op writes, in order.
func Defs(op Op) []*Var {
	switch o := op.(type) {
	case *Assign:
		return nonNil(o.Dst)
	case *Havoc:
		return nonNil(o.Dst)
	case *Call:
		return append([]*Var(nil), o.Dsts...)
	case *Lib:
		return append([]*Var(nil), o.Dsts...)
	case *Alloca:
		return nonNil(o.Dst)
	case *Load:
		return nonNil(o.Dst)
	case *StackSave:
		return nonNil(o.Dst)
	}
	return nil
}

func nonNil(v *Var) []*Var {
	if v == nil {
		return nil
	}
	return []*Var{v}
}

// exprVars appends to vs the variables e reads that vs does not hold yet.
func exprVars(vs []*Var, e Expr) []*Var {
	Walk(e, func(x Expr) bool {
		r, ok := x.(*Ref)
		if !ok || r == nil || r.V == nil {
			return true
		}
		for _, v := range vs {
			if v == r.V {
				return true
			}
		}
		vs = append(vs, r.V)
		return true
	})
	return vs
}

func isAssign(op Op) bool {
	switch op.(type) {
	case *Assign:
		return true
	}
	return false
}

// Liveness computes, for every loc l, the variables live at l — read on
// some path from l before being written — and stores them in f.Live[l.ID],
// sorted by Var.ID. It is a backward dataflow analysis solved with a
// worklist.
//
// Ops of a transition run in order, except that on an Edge transition a
// run of consecutive Assign ops (the phi copies of the target block) is a
// parallel assignment: every Assign of the run reads the values from before
// the run.
//
// Run it after BuildLoops, which renumbers locs.
func (f *Func) Liveness() {
	// Dense numbering of the variables met, by Var.ID.
	var byID []*Var
	note := func(v *Var) int32 {
		for v.ID >= len(byID) {
			byID = append(byID, nil)
		}
		byID[v.ID] = v
		return int32(v.ID)
	}
	for _, v := range f.Vars {
		if v != nil && v.ID >= 0 {
			note(v)
		}
	}

	// gen (read before written) and kill (written) of every transition.
	gen := make([][]int32, len(f.Trans))
	kill := make([][]int32, len(f.Trans))
	var stamp []int // stamp[id] == mark: defined earlier in this transition
	var gstamp []int
	mark := 0
	grow := func(id int) {
		for id >= len(stamp) {
			stamp = append(stamp, 0)
			gstamp = append(gstamp, 0)
		}
	}
	for _, t := range f.Trans {
		mark++
		var g, k []int32
		use := func(op Op) {
			for _, v := range Uses(op) {
				if v.ID < 0 {
					continue
				}
				grow(v.ID)
				if stamp[v.ID] != mark && gstamp[v.ID] != mark {
					gstamp[v.ID] = mark
					g = append(g, note(v))
				}
			}
		}
		def := func(op Op) {
			for _, v := range Defs(op) {
				if v.ID < 0 {
					continue
				}
				grow(v.ID)
				if stamp[v.ID] != mark {
					stamp[v.ID] = mark
					k = append(k, note(v))
				}
			}
		}
		ops := t.Ops
		for i := 0; i < len(ops); {
			j := i + 1
			if t.Kind == Edge && isAssign(ops[i]) {
				for j < len(ops) && isAssign(ops[j]) {
					j++
				}
			}
			for _, op := range ops[i:j] {
				use(op)
			}
			for _, op := range ops[i:j] {
				def(op)
			}
			i = j
		}
		slices.Sort(g)
		slices.Sort(k)
		gen[t.ID], kill[t.ID] = g, k
	}

	// Worklist, seeded in postorder so that successors come first.
	live := make([][]int32, len(f.Locs))
	queued := make([]bool, len(f.Locs))
	queue := make([]*Loc, 0, len(f.Locs))
	if f.Entry != nil {
		g := newDFS(f)
		for i := len(g.order) - 1; i >= 0; i-- {
			queue = append(queue, g.order[i])
			queued[g.order[i].ID] = true
		}
	}
	for _, l := range f.Locs {
		if !queued[l.ID] {
			queue = append(queue, l)
			queued[l.ID] = true
		}
	}
	var acc, tmp []int32
	for head := 0; head < len(queue); head++ {
		l := queue[head]
		queued[l.ID] = false
		acc = acc[:0]
		for _, t := range l.Out {
			tmp = unionMinus(tmp[:0], acc, gen[t.ID], nil)
			acc, tmp = tmp, acc
			tmp = unionMinus(tmp[:0], acc, live[t.To.ID], kill[t.ID])
			acc, tmp = tmp, acc
		}
		// Sets only grow, so a change shows in the length.
		if len(acc) == len(live[l.ID]) {
			continue
		}
		live[l.ID] = append([]int32(nil), acc...)
		for _, t := range l.In {
			if p := t.From; !queued[p.ID] {
				queued[p.ID] = true
				queue = append(queue, p)
			}
		}
		// Recycle the consumed prefix of the queue now and then.
		if head > 1024 && head > len(queue)/2 {
			queue = append(queue[:0], queue[head+1:]...)
			head = -1
		}
	}

	f.Live = make([][]*Var, len(f.Locs))
	for i, s := range live {
		if len(s) == 0 {
			continue
		}
		vs := make([]*Var, len(s))
		for j, id := range s {
			vs[j] = byID[id]
		}
		f.Live[i] = vs
	}
}

// unionMinus appends to dst the sorted union of a and (b minus c); a, b
// and c are sorted.
func unionMinus(dst, a, b, c []int32) []int32 {
	i, j, k := 0, 0, 0
	for i < len(a) || j < len(b) {
		if j < len(b) {
			for k < len(c) && c[k] < b[j] {
				k++
			}
			if k < len(c) && c[k] == b[j] {
				j++
				continue
			}
		}
		switch {
		case j == len(b) || i < len(a) && a[i] < b[j]:
			dst = append(dst, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			dst = append(dst, b[j])
			j++
		default:
			dst = append(dst, a[i])
			i++
			j++
		}
	}
	return dst
}

// ExprVars returns the variables e reads, each once.
func ExprVars(e Expr) []*Var { return exprVars(nil, e) }

// LiveBefore returns the variables live before ops[at:] of t run (0 <= at
// <= len(t.Ops)): those the ops read before writing them, and those live
// at t.To that the ops do not write, sorted by Var.ID. Ops run as in
// Liveness (a run of Assigns on an Edge is a parallel assignment). A
// caller's frame suspended by a call at ops[at-1] needs these variables
// only (and not the call's results, which the return writes). Run
// Liveness first.
func (f *Func) LiveBefore(t *Trans, at int) []*Var {
	live := map[*Var]bool{}
	if f.Live != nil && t.To != nil && t.To.ID < len(f.Live) {
		for _, v := range f.Live[t.To.ID] {
			live[v] = true
		}
	}
	// The groups of ops[at:], in order; then backward.
	var groups [][2]int
	ops := t.Ops
	for i := at; i < len(ops); {
		j := i + 1
		if t.Kind == Edge && isAssign(ops[i]) {
			for j < len(ops) && isAssign(ops[j]) {
				j++
			}
		}
		groups = append(groups, [2]int{i, j})
		i = j
	}
	for g := len(groups) - 1; g >= 0; g-- {
		grp := ops[groups[g][0]:groups[g][1]]
		for _, op := range grp {
			for _, v := range Defs(op) {
				delete(live, v)
			}
		}
		for _, op := range grp {
			for _, v := range Uses(op) {
				if v.ID >= 0 {
					live[v] = true
				}
			}
		}
	}
	vs := make([]*Var, 0, len(live))
	for v := range live {
		vs = append(vs, v)
	}
	slices.SortFunc(vs, func(a, b *Var) int { return a.ID - b.ID })
	return vs
}
