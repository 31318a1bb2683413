package ipet

import (
	"fmt"
	"math/big"

	"wcet/analysis"
	"wcet/ts"
)

// inst is one inlined instance of a function under construction: the
// function, its calling context and inflow, and the counts instance gives
// its edges.
type inst struct {
	b    *builder
	f    *ts.Func
	ctx  string
	in   Lin
	root bool
	// rec: f calls itself (one instance stands for every activation);
	// depth is its recursion depth bound when hasDepth.
	rec      bool
	depth    int64
	hasDepth bool
	edges    []*fedge
	// segs: per special transition one count per segment between its
	// calls; firstV and lastV: each edge's first and last count.
	segs          map[*ts.Trans][]segment
	firstV, lastV map[*fedge]int
	// The recursive calls' counts, their continuations' and their
	// transitions.
	recCalls, recConts []Lin
	recSites           []*ts.Trans
}

// instance inlines f, called in context ctx with inflow in, and returns
// the flow out of its exit (its returns).
func (b *builder) instance(f *ts.Func, ctx string, in Lin, root bool) (Lin, error) {
	if b.active[f.Name] {
		// A function calling itself directly is one instance (below): a
		// cycle through other functions is refused.
		return Lin{}, &RefusedError{Pos: f.Pos, Msg: fmt.Sprintf("%s is mutually recursive (context %s): ipet bounds functions that call themselves directly, not cycles of calls through others; use --method ss", f.Name, ctx)}
	}
	n := &inst{b: b, f: f, ctx: ctx, in: in, root: root}
	if err := n.recursion(); err != nil {
		return Lin{}, err
	}
	b.active[f.Name] = true
	defer delete(b.active, f.Name)
	b.pr.Instances++
	edges, err := b.reduce(f)
	if err != nil {
		return Lin{}, err
	}
	n.edges = edges
	if err := n.countVars(); err != nil {
		return Lin{}, err
	}
	if err := n.specialOps(); err != nil {
		return Lin{}, err
	}
	if err := n.activations(); err != nil {
		return Lin{}, err
	}
	n.conservation()
	if err := n.loopBounds(); err != nil {
		return Lin{}, err
	}
	return n.returns(), nil
}

// recursion finds whether f calls itself and its depth bound; a
// self-recursive function with none is refused unless a placed
// flowrestriction pragma may bound it (undepthed).
func (n *inst) recursion() error {
	b, f := n.b, n.f
	n.rec = f.CallsItself()
	if n.rec && b.cfg.Depth != nil {
		n.depth, n.hasDepth = b.cfg.Depth(f)
	}
	if n.rec && !n.hasDepth {
		if !b.relevant[f.Name] {
			return &RefusedError{Pos: f.Pos, Msg: fmt.Sprintf("%s is recursive (context %s) and no bound of its recursion is known: give its depth in a facts file ({\"function\": %q, \"recursion\": {\"max\": N}}), or use --method ss", f.Name, n.ctx, f.Name)}
		}
		b.undepthed[f.Name] = f
	}
	return nil
}

// newVar is a fresh count, refused past MaxVars.
func (n *inst) newVar(name string) (int, error) {
	b := n.b
	if b.pr.NVars >= MaxVars {
		return 0, &RefusedError{Pos: b.p.ByName[b.cfg.Entry].Pos, Msg: fmt.Sprintf("the inlined program has more than %d block counts: too large for ipet; use --method ss", MaxVars)}
	}
	return b.pr.NewVar(name), nil
}

// countVars gives every edge its counts: a plain edge one (its cost goes
// into the objective); a special transition one per segment between its
// calls.
func (n *inst) countVars() error {
	n.segs = map[*ts.Trans][]segment{}
	n.firstV, n.lastV = map[*fedge]int{}, map[*fedge]int{}
	for i, e := range n.edges {
		if e.t == nil {
			v, err := n.newVar(fmt.Sprintf("%s:e%d", n.ctx, i))
			if err != nil {
				return err
			}
			n.firstV[e], n.lastV[e] = v, v
			n.b.pr.Obj.addScaled(e.cost, varLin(v))
			continue
		}
		t := e.t
		var ss []segment
		var cur []ts.Op
		for _, op := range t.Ops {
			if c, ok := op.(*ts.Call); ok {
				ss = append(ss, segment{call: c, ops: cur})
				cur = nil
				continue
			}
			cur = append(cur, op)
		}
		ss = append(ss, segment{ops: cur})
		for j := range ss {
			v, err := n.newVar(fmt.Sprintf("%s:t%d.%d", n.ctx, t.ID, j))
			if err != nil {
				return err
			}
			ss[j].v = v
		}
		n.segs[t] = ss
		n.firstV[e], n.lastV[e] = ss[0].v, ss[len(ss)-1].v
	}
	return nil
}

func (n *inst) first(t *ts.Trans) Lin { return varLin(n.segs[t][0].v) }
func (n *inst) last(t *ts.Trans) Lin  { return varLin(n.segs[t][len(n.segs[t])-1].v) }

// specialOps states the operations of the special transitions: costs,
// counts, assertions, and calls (a callee is inlined in its own context;
// a recursive call enters this same instance again).
func (n *inst) specialOps() error {
	b, f := n.b, n.f
	for _, e := range n.edges {
		if e.t == nil {
			continue
		}
		t := e.t
		ss := n.segs[t]
		for i, sg := range ss {
			x := varLin(sg.v)
			for _, op := range sg.ops {
				if err := b.op(f, n.ctx, t, op, x, n.root); err != nil {
					return err
				}
			}
			if sg.call != nil && n.rec && sg.call.Callee == f.Name {
				// A recursive call enters this same instance again; its
				// continuation runs at most as often as it is made.
				next := varLin(ss[i+1].v)
				le := x.clone()
				le.addScaled(big.NewInt(-1), next)
				b.pr.Ineqs = append(b.pr.Ineqs, le)
				n.recCalls, n.recConts = append(n.recCalls, x), append(n.recConts, next)
				n.recSites = append(n.recSites, t)
				continue
			}
			if sg.call != nil {
				g := b.p.ByName[sg.call.Callee]
				if g == nil {
					return &RefusedError{Pos: posOr(sg.call.At, t.Pos), Msg: fmt.Sprintf("call to undefined function %s", sg.call.Callee)}
				}
				ret, err := b.instance(g, analysis.CallContext(n.ctx, g.Name, sg.call.At), x, false)
				if err != nil {
					return err
				}
				// The next segment runs as often as the callee returns.
				e := varLin(ss[i+1].v)
				e.addScaled(big.NewInt(-1), ret)
				b.pr.Eqs = append(b.pr.Eqs, e)
			}
		}
	}
	return nil
}

// activations: a self-recursive instance is entered by the calls from
// outside (its inflow) and by its recursive calls; with a depth bound D,
// activations ≤ N per call from outside, N = Σ_{i<D} k^i: a tree of
// calls at most D deep whose activations each make at most k recursive
// calls (k: the recursive call sites, each times the bounds, plus one, of
// the loops around it).
func (n *inst) activations() error {
	if !n.rec {
		return nil
	}
	b := n.b
	outside := n.in
	n.in = n.in.clone()
	for _, c := range n.recCalls {
		n.in.addScaled(big.NewInt(1), c)
	}
	if n.hasDepth {
		N, err := b.activations(n.f, n.ctx, n.depth, n.recSites)
		if err != nil {
			return err
		}
		e := newLin()
		e.addScaled(N, outside)
		e.addScaled(big.NewInt(-1), n.in)
		b.pr.Ineqs = append(b.pr.Ineqs, e)
	}
	ent := b.entries[n.f.Name]
	ent.addScaled(big.NewInt(1), n.in)
	b.entries[n.f.Name] = ent
	return nil
}

// inOut are the edges into and out of every point.
func (n *inst) inOut() (inE, outE map[*ts.Loc][]*fedge) {
	inE, outE = map[*ts.Loc][]*fedge{}, map[*ts.Loc][]*fedge{}
	for _, e := range n.edges {
		inE[e.to] = append(inE[e.to], e)
		outE[e.from] = append(outE[e.from], e)
	}
	return inE, outE
}

// conservation: flow conservation at every point but the sinks (the
// entry's inflow is the instance's).
func (n *inst) conservation() {
	minus := big.NewInt(-1)
	inE, outE := n.inOut()
	for _, l := range n.f.Locs {
		if l == n.f.Exit || l == n.f.Halt {
			continue
		}
		e := newLin()
		for _, u := range inE[l] {
			e.addScaled(big.NewInt(1), varLin(n.lastV[u]))
		}
		if l == n.f.Entry {
			e.addScaled(big.NewInt(1), n.in)
		}
		for _, u := range outE[l] {
			e.addScaled(minus, varLin(n.firstV[u]))
		}
		if len(e.C) > 0 || e.K.Sign() != 0 {
			n.b.pr.Eqs = append(n.b.pr.Eqs, e)
		}
	}
}

// loopBounds: back edges + body exits (from a latch block) <= B *
// entries. A body execution left by a break, a return or the run's end
// does not count (ts.Loop.CompletesBody). Every transition read here is
// special.
func (n *inst) loopBounds() error {
	minus := big.NewInt(-1)
	for _, L := range n.f.Loops {
		B, ok := n.b.cfg.Bounds(n.ctx, L)
		if !ok {
			return fmt.Errorf("ipet: no bound for the loop at %s in %s (context %s)", L.Pos, n.f.Name, n.ctx)
		}
		e := newLin()
		for _, u := range L.Header.In {
			if u.Kind != ts.Back && !L.Contains(u.From) {
				e.addScaled(big.NewInt(B), n.last(u))
			}
		}
		e.addScaled(minus, n.first(L.Back))
		for _, l := range L.Locs {
			for _, u := range l.Out {
				if u.Kind != ts.Back && !L.Contains(u.To) && L.BodyExit(u) {
					e.addScaled(minus, n.first(u))
				}
			}
		}
		n.b.pr.Ineqs = append(n.b.pr.Ineqs, e)
	}
	return nil
}

// returns is the flow out of the instance's exit; the returns to the
// recursive calls are not returns to the caller.
func (n *inst) returns() Lin {
	minus := big.NewInt(-1)
	inE, _ := n.inOut()
	ret := newLin()
	for _, u := range inE[n.f.Exit] {
		ret.addScaled(big.NewInt(1), varLin(n.lastV[u]))
	}
	if n.rec {
		for _, c := range n.recConts {
			ret.addScaled(minus, c)
		}
		n.b.pr.Ineqs = append(n.b.pr.Ineqs, ret.clone())
	}
	return ret
}
