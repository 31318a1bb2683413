package ts

import (
	"fmt"
	"sort"
)

// IrreducibleError reports a cycle of the control flow graph with more than
// one entry: wcet handles only natural loops of a reducible graph.
type IrreducibleError struct {
	// Pos is the position of the entry of the cycle reached by the offending
	// retreating edge (or of that edge, when the entry carries none).
	Pos  Pos
	Func string
}

// Error renders e as "file:line:col: irreducible control flow in function
// f (...)".
func (e *IrreducibleError) Error() string {
	return fmt.Sprintf("%s: irreducible control flow in function %s (a loop with more than one entry); wcet supports only reducible loops",
		e.Pos, e.Func)
}

// BuildLoops computes the loop forest of f and brings every loop into the
// thesis's normal form (§3.4, Definitions 14–16).
//
// It first removes the locs that Entry does not reach, with their
// transitions, and renumbers Locs and Trans (Exit and Halt are kept even
// when unreachable). It then computes dominators, reports an
// *IrreducibleError when a retreating edge of a depth-first search enters a
// cycle at a loc that does not dominate its source, and builds the natural
// loops: back edges that share a header make one loop. For each loop it
// adds one loop-end loc End (named after the header with ".end"), retargets
// every back edge to End, and adds the void Back transition End -> Header.
// It fills Func.Loops (preorder, outermost first, IDs in that order),
// Func.Roots, Loc.Loop and every field of Loop.
//
// BuildLoops is idempotent: a loop already in normal form keeps its End and
// Back transition, and a loop keeps its Bound. It invalidates Func.Live
// (sets it to nil); run Liveness afterwards. On error, f is left pruned
// and without loops. It runs in time near-linear in the size of f plus
// that of the Loop.Locs and Loop.Exits lists, and uses no recursion.
func (f *Func) BuildLoops() error {
	if f.Entry == nil {
		return fmt.Errorf("%s: function %s has no entry loc", f.Pos, f.Name)
	}
	bounds := map[*Loc]*Pragma{}
	for _, l := range f.Loops {
		if l.Bound != nil && l.Header != nil {
			bounds[l.Header] = l.Bound
		}
	}
	f.Loops, f.Roots, f.Live = nil, nil, nil
	f.pruneUnreachable()
	for _, l := range f.Locs {
		l.Loop = nil
	}

	g := newDFS(f)
	idom := g.dominators()
	pre, post := domTreeIntervals(g, idom)
	dominates := func(a, b *Loc) bool {
		x, y := g.num[a.ID], g.num[b.ID]
		return pre[x] <= pre[y] && post[y] <= post[x]
	}

	// Back edges, grouped by header.
	backTo := make(map[*Loc][]*Trans)
	for _, t := range g.retreating {
		if !dominates(t.To, t.From) {
			pos := t.To.Pos
			if !pos.Known() && (t.Pos.Known() || pos.IR == "") {
				pos = t.Pos
			}
			return &IrreducibleError{Pos: pos, Func: f.Name}
		}
		backTo[t.To] = append(backTo[t.To], t)
	}
	if len(backTo) == 0 {
		return nil
	}

	// Natural loops, inner headers first (a CFG postorder visits a loc
	// before the locs that dominate it), as LLVM's LoopInfo does.
	loopOf := make([]*Loop, len(f.Locs))
	outermost := func(l *Loop) *Loop {
		for l.Parent != nil {
			l = l.Parent
		}
		return l
	}
	var all []*Loop
	var work []*Loc
	for i := len(g.order) - 1; i >= 0; i-- {
		h := g.order[i]
		latches := backTo[h]
		if len(latches) == 0 {
			continue
		}
		L := &Loop{Header: h}
		all = append(all, L)
		loopOf[h.ID] = L
		work = work[:0]
		for _, t := range latches {
			work = append(work, t.From)
		}
		for len(work) > 0 {
			n := work[len(work)-1]
			work = work[:len(work)-1]
			if loopOf[n.ID] == nil {
				loopOf[n.ID] = L
				for _, t := range n.In {
					work = append(work, t.From)
				}
				continue
			}
			sub := outermost(loopOf[n.ID])
			if sub == L {
				continue
			}
			sub.Parent = L
			for _, t := range sub.Header.In {
				work = append(work, t.From)
			}
		}
	}

	// The forest, siblings in header order, IDs in preorder.
	byHeader := func(ls []*Loop) {
		sort.Slice(ls, func(i, j int) bool { return ls[i].Header.ID < ls[j].Header.ID })
	}
	for _, L := range all {
		if L.Parent == nil {
			f.Roots = append(f.Roots, L)
		} else {
			L.Parent.Children = append(L.Parent.Children, L)
		}
	}
	byHeader(f.Roots)
	for _, L := range all {
		byHeader(L.Children)
	}
	stack := make([]*Loop, 0, len(f.Roots))
	for i := len(f.Roots) - 1; i >= 0; i-- {
		stack = append(stack, f.Roots[i])
	}
	for len(stack) > 0 {
		L := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		L.ID = len(f.Loops)
		L.Depth = 1
		if L.Parent != nil {
			L.Depth = L.Parent.Depth + 1
		}
		f.Loops = append(f.Loops, L)
		for i := len(L.Children) - 1; i >= 0; i-- {
			stack = append(stack, L.Children[i])
		}
	}
	for _, l := range f.Locs {
		l.Loop = loopOf[l.ID]
	}

	// Normal form: one End per loop, the void Back transition End -> Header.
	for _, L := range f.Loops {
		f.normalize(L, backTo[L.Header])
		L.Bound = bounds[L.Header]
	}

	// Locs and Exits.
	for _, l := range f.Locs {
		for x := l.Loop; x != nil; x = x.Parent {
			x.Locs = append(x.Locs, l)
		}
	}
	for _, t := range f.Trans {
		for x := t.From.Loop; x != nil && !x.Contains(t.To); x = x.Parent {
			x.Exits = append(x.Exits, t)
		}
	}
	return nil
}

// normalize gives L its loop-end loc and Back transition; back are the back
// edges into L.Header in transition order.
func (f *Func) normalize(L *Loop, back []*Trans) {
	h := L.Header
	sort.Slice(back, func(i, j int) bool { return back[i].ID < back[j].ID })
	normal := len(back) == 1 && back[0].Kind == Back && back[0].From != h && len(back[0].From.Out) == 1
	latches := back
	if normal {
		// Already normal (BuildLoops ran before): the back edges are the
		// transitions into End.
		L.End, L.Back = back[0].From, back[0]
		latches = append([]*Trans(nil), L.End.In...)
		sort.Slice(latches, func(i, j int) bool { return latches[i].ID < latches[j].ID })
	}
	L.Pos = h.Pos
	for _, t := range latches {
		if t.LoopPos.Known() {
			L.Pos = t.LoopPos
			break
		}
	}
	if normal {
		return
	}
	end := &Loc{ID: len(f.Locs), Name: h.Name + ".end", Block: h.Block, Pos: h.Pos, Loop: L}
	f.Locs = append(f.Locs, end)
	isBack := make(map[*Trans]bool, len(back))
	for _, t := range back {
		isBack[t] = true
		t.To = end
		if t.Kind == Back {
			t.Kind = Edge
		}
		end.In = append(end.In, t)
	}
	in := h.In[:0]
	for _, t := range h.In {
		if !isBack[t] {
			in = append(in, t)
		}
	}
	h.In = in
	bt := &Trans{ID: len(f.Trans), From: end, To: h, Pos: L.Pos, Kind: Back}
	f.Trans = append(f.Trans, bt)
	end.Out = []*Trans{bt}
	h.In = append(h.In, bt)
	L.End, L.Back = end, bt
}

// pruneUnreachable removes the locs Entry does not reach (except Exit and
// Halt) and every transition from them, renumbering Locs and Trans.
func (f *Func) pruneUnreachable() {
	reach := make([]bool, len(f.Locs))
	reach[f.Entry.ID] = true
	work := []*Loc{f.Entry}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		for _, t := range l.Out {
			if !reach[t.To.ID] {
				reach[t.To.ID] = true
				work = append(work, t.To)
			}
		}
	}
	for _, l := range []*Loc{f.Exit, f.Halt} {
		if l != nil {
			reach[l.ID] = true
		}
	}
	all := true
	for _, r := range reach {
		all = all && r
	}
	if all {
		return
	}
	locs := f.Locs[:0]
	for _, l := range f.Locs {
		if reach[l.ID] {
			locs = append(locs, l)
		}
	}
	trans := f.Trans[:0]
	for _, t := range f.Trans {
		if reach[t.From.ID] {
			trans = append(trans, t)
		}
	}
	for _, l := range locs {
		in := l.In[:0]
		for _, t := range l.In {
			if reach[t.From.ID] {
				in = append(in, t)
			}
		}
		l.In = in
	}
	for i := len(locs); i < len(f.Locs); i++ {
		f.Locs[i] = nil
	}
	for i := len(trans); i < len(f.Trans); i++ {
		f.Trans[i] = nil
	}
	f.Locs, f.Trans = locs, trans
	for i, l := range f.Locs {
		l.ID = i
	}
	for i, t := range f.Trans {
		t.ID = i
	}
}

// dfs is a depth-first search of a function's locs from its entry.
type dfs struct {
	// order is the reverse postorder of the reached locs.
	order []*Loc
	// num[loc.ID] is the loc's index in order, -1 when unreached.
	num []int
	// retreating are the edges to a loc on the search stack, in the order
	// the search met them.
	retreating []*Trans
}

func newDFS(f *Func) *dfs {
	g := &dfs{num: make([]int, len(f.Locs))}
	const (
		white = iota
		onStack
		done
	)
	state := make([]uint8, len(f.Locs))
	type frame struct {
		l *Loc
		i int
	}
	post := make([]*Loc, 0, len(f.Locs))
	stack := []frame{{f.Entry, 0}}
	state[f.Entry.ID] = onStack
	for len(stack) > 0 {
		fr := &stack[len(stack)-1]
		if fr.i == len(fr.l.Out) {
			state[fr.l.ID] = done
			post = append(post, fr.l)
			stack = stack[:len(stack)-1]
			continue
		}
		t := fr.l.Out[fr.i]
		fr.i++
		switch state[t.To.ID] {
		case white:
			state[t.To.ID] = onStack
			stack = append(stack, frame{t.To, 0})
		case onStack:
			g.retreating = append(g.retreating, t)
		}
	}
	for i := range g.num {
		g.num[i] = -1
	}
	g.order = make([]*Loc, len(post))
	for i, l := range post {
		k := len(post) - 1 - i
		g.order[k] = l
		g.num[l.ID] = k
	}
	return g
}

// dominators computes the immediate dominators of the reached locs by the
// iterative algorithm of Cooper, Harvey and Kennedy ("A Simple, Fast
// Dominance Algorithm", 2001). The result is indexed by reverse-postorder
// number; idom[0] == 0 (the entry).
func (g *dfs) dominators() []int {
	n := len(g.order)
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[0] = 0
	intersect := func(a, b int) int {
		for a != b {
			for a > b {
				a = idom[a]
			}
			for b > a {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for b := 1; b < n; b++ {
			nd := -1
			for _, t := range g.order[b].In {
				p := g.num[t.From.ID]
				if p < 0 || idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd != idom[b] {
				idom[b] = nd
				changed = true
			}
		}
	}
	return idom
}

// domTreeIntervals numbers the dominator tree in preorder and postorder,
// so that a dominates b iff pre[a] <= pre[b] && post[b] <= post[a]. All
// indices are reverse-postorder numbers.
func domTreeIntervals(g *dfs, idom []int) (pre, post []int) {
	n := len(idom)
	// Children lists in CSR form.
	start := make([]int, n+1)
	for b := 1; b < n; b++ {
		start[idom[b]+1]++
	}
	for i := 1; i <= n; i++ {
		start[i] += start[i-1]
	}
	kids := make([]int, n)
	fill := append([]int(nil), start[:n]...)
	for b := 1; b < n; b++ {
		p := idom[b]
		kids[fill[p]] = b
		fill[p]++
	}
	pre, post = make([]int, n), make([]int, n)
	if n == 0 {
		return
	}
	type frame struct{ v, i int }
	stack := []frame{{0, start[0]}}
	clock := 0
	pre[0] = clock
	clock++
	for len(stack) > 0 {
		fr := &stack[len(stack)-1]
		if fr.i == start[fr.v+1] {
			post[fr.v] = clock
			clock++
			stack = stack[:len(stack)-1]
			continue
		}
		c := kids[fr.i]
		fr.i++
		pre[c] = clock
		clock++
		stack = append(stack, frame{c, start[c]})
	}
	return pre, post
}

// The counting unit of a loop's body executions, one definition for the
// analyzer's loop table (unroll/loops.go), its loop-bound cut
// (unroll/loopbound.go), the interpreter's loop-bound check
// (interp.Config.LoopBounds), IPET (package ipet) and the loop-bound
// analysis (package tripcount).
//
// A body execution counts when it completes: when it reaches a latch of L
// (a block with a transition into L.End) and leaves it, back to the header
// or out of the loop (a do-while's or a rotated loop's bottom test). An
// execution that leaves the loop before it reaches a latch — a failed
// top test, the second half of `while (a && b)`, a `break` or a `return`
// in the middle of the body, the end of the run — is not counted. This is
// the unit of the TACLeBench `loopbound` pragma: `for (i = 0; i < n; i++)`
// counts n, `do { … } while (c)` counts every body, and md5's
// `while (1) { need = …; if (need == 0) break; update(); }` with `max 256`
// counts the 256 iterations that go around, not the 257th that breaks.
// It never counts more than the executions a body starts, so a pragma
// written in either sense holds in this one: the cut it makes is sound.

// IsLatchBlock reports whether the basic block named b holds a latch of L:
// a transition from one of its locs into L.End.
func (L *Loop) IsLatchBlock(b string) bool {
	if L.End == nil {
		return false
	}
	for _, in := range L.End.In {
		if in.From.Block == b {
			return true
		}
	}
	return false
}

// BodyExit reports whether taking transition t, which leaves L from
// inside it (t.From in L, t.To not in L, t not the back edge), completes
// a body execution of L: it leaves from a latch block. The IPET method
// (package ipet) uses it to bound a loop's body executions per entry with
// the table's maxima.
func (L *Loop) BodyExit(t *Trans) bool {
	return L.IsLatchBlock(t.From.Block)
}

// CompletesBody reports whether t, from a loc inside L, completes a body
// execution of L: it enters L.End (a latch going around), or leaves L
// from a latch block (BodyExit). The analyzer cuts a loop-bound
// annotation's loop at the transition that would complete body execution
// B+1 (unroll/loopbound.go), and so does the interpreter under
// Config.LoopBounds. A transition can complete a body of several nested
// loops (an inner loop's latch jumping to the outer loop's end).
func (L *Loop) CompletesBody(t *Trans) bool {
	if t.Kind == Back || !L.Contains(t.From) {
		return false
	}
	if t.To == L.End {
		return true
	}
	return !L.Contains(t.To) && L.BodyExit(t)
}
