package ipet

import (
	"fmt"
	"maps"
	"math/big"
	"slices"

	"wcet/assertions"
	"wcet/assertions/lang"
	"wcet/ts"
)

// Bounds gives the most body executions per entry of loop L in calling
// context ctx (the loop table's context string: "main", "main>f@a.c:12:5",
// ...); ok false when there is none.
type Bounds func(ctx string, L *ts.Loop) (max int64, ok bool)

// Site is one assertion of the program as the integer program sees it.
type Site struct {
	Op   *ts.Assert
	Func string
	// Global: in the entry, outside every loop (checked once, its
	// variables final there); only global sites become Conds.
	Global bool
	// Reset names a frequency variable of the assertion that some
	// WCET_RESET resets (the site is then ignored), else "".
	Reset string
	// Unplaced: under --opt O2, a count of one of its variables can run
	// after the site before the entry returns (a copy of a local
	// assertion in a fully unrolled loop, assertions.OptimizedMisplaced): its
	// variables are not final there, the site is ignored.
	Unplaced bool
	// Cond is the index in Problem.Conds of a global site's constraint,
	// -1 for an ignored site.
	Cond int
}

// Program is the integer program of a ts.Program and what Build learned.
type Program struct {
	Problem
	// Sites are the assertions, in the order of the entry's inlining
	// (each once, by its op).
	Sites []*Site
	// Instances counts the inlined function bodies.
	Instances int
}

// RefusedError is a construct the IPET method cannot express, at its
// position: a cost that depends on data, recursion. It implements
// reports.Located (kind "refused").
type RefusedError struct {
	Pos ts.Pos
	Msg string
}

func (e *RefusedError) Error() string {
	if e.Pos.Known() || e.Pos.IR != "" {
		return fmt.Sprintf("%s: %s", e.Pos, e.Msg)
	}
	return e.Msg
}

// Kind is the errors[] kind (reports.Located).
func (e *RefusedError) Kind() string { return "refused" }

// Position is where (reports.Located).
func (e *RefusedError) Position() (string, int, int) {
	if !e.Pos.Known() {
		return "", 0, 0
	}
	return e.Pos.File, e.Pos.Line, e.Pos.Col
}

// MaxVars caps the inlined program's variables (an inlining that large is
// refused rather than handed to isl).
const MaxVars = 400000

// BuildConfig says what Build maximizes and with which facts.
type BuildConfig struct {
	Entry    string
	Resource string // "cycles"
	Bounds   Bounds
	// IgnoreAssertions: no assertion becomes a constraint.
	IgnoreAssertions bool
	// NoReduce keeps one count per transition (no series-parallel
	// reduction), for tests of the reduction.
	NoReduce bool
	// Depth is the recursion depth bound of a function that calls itself
	// (the most activations of it at once), false when none is known
	// (nil: none is). See instance for how it bounds the recursion.
	Depth func(f *ts.Func) (int64, bool)
}

type builder struct {
	p      *ts.Program
	cfg    BuildConfig
	pr     *Program
	counts map[string]Lin // frequency variable → Σ of its segments' counts
	resets map[string]bool
	active map[string]bool // functions being inlined (recursion)
	sites  map[*ts.Assert]*Site
	// relevant are the frequency variables some assertion reads (none
	// when the assertions are ignored).
	relevant map[string]bool
	reduced  map[*ts.Func][]*fedge
	// pending: global assertion sites and their reach, resolved once every
	// count is known.
	pending []pendingSite
	// entries are the activations of each self-recursive function, over
	// its instances: a flowrestriction pragma naming the function
	// (TACLeBench's `1*f <= 521*m`) bounds them.
	entries map[string]Lin
	// undepthed are the self-recursive functions inlined without a depth
	// bound; named those a placed flowrestriction pragma bounds.
	undepthed map[string]*ts.Func
	named     map[string]bool
}

type pendingSite struct {
	site  *Site
	reach Lin
}

// Build inlines the entry of p and every callee per call site and states
// the integer program of the package comment.
func Build(p *ts.Program, cfg BuildConfig) (*Program, error) {
	f := p.ByName[cfg.Entry]
	if f == nil {
		return nil, fmt.Errorf("entry function %q is not in the program", cfg.Entry)
	}
	b := &builder{p: p, cfg: cfg, pr: &Program{}, counts: map[string]Lin{}, resets: map[string]bool{}, active: map[string]bool{}, sites: map[*ts.Assert]*Site{},
		relevant: map[string]bool{}, reduced: map[*ts.Func][]*fedge{},
		entries: map[string]Lin{}, undepthed: map[string]*ts.Func{}, named: map[string]bool{}}
	b.pr.Obj = newLin()
	if !cfg.IgnoreAssertions {
		for _, g := range p.Funcs {
			for _, t := range g.Trans {
				for _, op := range t.Ops {
					if a, ok := op.(*ts.Assert); ok {
						fm, err := lang.Parse(a.Text)
						if err != nil {
							return nil, fmt.Errorf("%s: assertion %q: %v", a.At, a.Text, err)
						}
						for _, v := range fm.Vars() {
							b.relevant[v] = true
						}
					}
				}
			}
		}
	}
	if _, err := b.instance(f, f.Name, constLin(1), true); err != nil {
		return nil, err
	}
	// The assertions of functions the entry never calls, and those on
	// transitions never kept apart (none: an assertion makes its
	// transition special), are listed too, ignored.
	for _, g := range p.Funcs {
		for _, t := range g.Trans {
			for _, op := range t.Ops {
				if a, ok := op.(*ts.Assert); ok && b.sites[a] == nil {
					s := &Site{Op: a, Func: g.Name, Cond: -1}
					b.sites[a] = s
					b.pr.Sites = append(b.pr.Sites, s)
				}
			}
		}
	}
	unplaced := assertions.OptimizedMisplaced(p)
	for _, ps := range b.pending {
		s := ps.site
		if unplaced[s.Op] {
			s.Unplaced = true
			continue
		}
		fm, err := lang.Parse(s.Op.Text)
		if err != nil {
			return nil, fmt.Errorf("%s: assertion %q: %v", s.Op.At, s.Op.Text, err)
		}
		for _, v := range fm.Vars() {
			if b.resets[v] {
				s.Reset = v
				break
			}
		}
		if s.Reset != "" || b.cfg.IgnoreAssertions {
			continue
		}
		c := Cond{Reach: ps.reach}
		for _, k := range fm.Linear() {
			l := newLin()
			l.K.Set(k.Const)
			for _, v := range slices.Sorted(maps.Keys(k.Coeffs)) {
				if cl, ok := b.counts[v]; ok {
					l.addScaled(k.Coeffs[v], cl)
				} else if el, ok := b.entries[v]; ok && s.Op.Origin == "pragma" {
					// TACLeBench's meaning: a function's name in a
					// flowrestriction counts its activations.
					l.addScaled(k.Coeffs[v], el)
					b.named[v] = true
				} // a variable never counted is 0
			}
			c.Cons = append(c.Cons, CondCons{L: l, Eq: k.Op == lang.EqZero})
		}
		s.Cond = len(b.pr.Conds)
		b.pr.Conds = append(b.pr.Conds, c)
	}
	for _, name := range slices.Sorted(maps.Keys(b.undepthed)) {
		if !b.named[name] {
			f := b.undepthed[name]
			return nil, &RefusedError{Pos: f.Pos, Msg: fmt.Sprintf("%s is recursive and no bound of its recursion is known: give its depth in a facts file ({\"function\": %q, \"recursion\": {\"max\": N}}), or use --method ss", f.Name, f.Name)}
		}
	}
	return b.pr, nil
}

// segment is the part of a transition between two calls.
type segment struct {
	v    int      // its count variable
	call *ts.Call // the call that ends it (nil for the last segment)
	ops  []ts.Op  // its operations (the call excluded)
}

// fedge is an edge of a function's reduced flow graph: a special
// transition, kept with its operations, or a plain edge standing for one
// or more plain transitions, of which only the cost matters.
type fedge struct {
	from, to *ts.Loc
	t        *ts.Trans // the special transition; nil for a plain edge
	cost     *big.Int  // a plain edge's cost
	dead     bool
}

// special reports whether transition t must keep its own count: it
// enters, leaves or closes a loop (a loop bound reads it), or it holds a
// call, an assertion, `unreachable`, or a count or reset of a frequency
// variable some assertion reads. Every other transition only carries cost.
func (b *builder) special(t *ts.Trans) bool {
	if t.Kind == ts.Back || t.From.Loop != t.To.Loop {
		return true
	}
	for _, op := range t.Ops {
		switch o := op.(type) {
		case *ts.Call, *ts.Assert, *ts.Unreachable:
			return true
		case *ts.Count:
			if b.relevant[o.Name] {
				return true
			}
		case *ts.Reset:
			if b.relevant[o.Name] {
				return true
			}
		}
	}
	return false
}

// reduce is f's flow graph with its plain parts collapsed, exactly: two
// plain edges in series (through a point with no other edge) become one
// with the sum of their costs; plain edges in parallel (same ends) become
// the costliest, as a flow that gives all its units to the costliest
// satisfies the same constraints. An if-then-else, a chain of && tests, a
// whole loop body without calls, counts or assertions collapse to one
// edge, so the integer program has a few variables per loop rather than
// one per block (the series-parallel reduction of IPET tools).
func (b *builder) reduce(f *ts.Func) ([]*fedge, error) {
	if es, ok := b.reduced[f]; ok {
		return es, nil
	}
	var edges []*fedge
	in := map[*ts.Loc][]*fedge{}
	out := map[*ts.Loc][]*fedge{}
	add := func(e *fedge) {
		edges = append(edges, e)
		in[e.to] = append(in[e.to], e)
		out[e.from] = append(out[e.from], e)
	}
	live := func(es []*fedge) []*fedge {
		var o []*fedge
		for _, e := range es {
			if !e.dead {
				o = append(o, e)
			}
		}
		return o
	}
	for _, t := range f.Trans {
		cost := new(big.Int)
		for _, op := range t.Ops {
			switch o := op.(type) {
			case *ts.Cost:
				if o.Res != b.cfg.Resource {
					continue
				}
				k, ok := o.Amount.(*ts.Const)
				if !ok {
					return nil, &RefusedError{Pos: posOr(o.At, t.Pos), Msg: fmt.Sprintf("a %s cost whose amount depends on data (in %s): ipet needs a constant cost per block; use --method ss", o.Res, f.Name)}
				}
				cost.Add(cost, ts.Signed(k.V, k.T.Bits))
			case *ts.Tick:
				return nil, &RefusedError{Pos: posOr(o.At, t.Pos), Msg: "unpriced Tick (lowlevel.Apply was not run)"}
			}
		}
		if b.special(t) {
			add(&fedge{from: t.From, to: t.To, t: t})
		} else {
			add(&fedge{from: t.From, to: t.To, cost: cost})
		}
	}
	plain := func(e *fedge) bool { return e.t == nil }
	for changed := !b.cfg.NoReduce; changed; {
		changed = false
		for _, w := range f.Locs {
			// Parallel plain edges out of w.
			byTo := map[*ts.Loc]*fedge{}
			for _, e := range live(out[w]) {
				if !plain(e) {
					continue
				}
				if o := byTo[e.to]; o != nil {
					if e.cost.Cmp(o.cost) > 0 {
						o.cost = e.cost
					}
					e.dead = true
					changed = true
					continue
				}
				byTo[e.to] = e
			}
			// Series: w with one plain edge in and one plain edge out.
			if w == f.Entry || w == f.Exit || w == f.Halt {
				continue
			}
			ins, outs := live(in[w]), live(out[w])
			if len(ins) != 1 || len(outs) != 1 {
				continue
			}
			e1, e2 := ins[0], outs[0]
			if !plain(e1) || !plain(e2) || e1 == e2 || e1.from == w || e2.to == w {
				continue
			}
			e1.dead, e2.dead = true, true
			add(&fedge{from: e1.from, to: e2.to, cost: new(big.Int).Add(e1.cost, e2.cost)})
			changed = true
		}
		for l := range in {
			in[l] = live(in[l])
		}
		for l := range out {
			out[l] = live(out[l])
		}
	}
	es := live(edges)
	b.reduced[f] = es
	return es, nil
}

// maxActivations caps N of activations (about 10^18): a recursion bound
// beyond it is refused rather than stated.
var maxActivations = new(big.Int).Lsh(big.NewInt(1), 60)

// activations is N, the most activations of the recursive f per call
// from outside given its depth bound: Σ_{i<depth} k^i, k the most
// recursive calls one activation makes (each recursive call site once,
// times B+1 for every loop around it, B the loop's bound: a call in a
// loop's header test runs once more than the body).
func (b *builder) activations(f *ts.Func, ctx string, depth int64, sites []*ts.Trans) (*big.Int, error) {
	k := new(big.Int)
	for _, t := range sites {
		m := big.NewInt(1)
		for L := t.From.Loop; L != nil; L = L.Parent {
			B, ok := b.cfg.Bounds(ctx, L)
			if !ok {
				return nil, fmt.Errorf("ipet: no bound for the loop at %s in %s (context %s)", L.Pos, f.Name, ctx)
			}
			m.Mul(m, big.NewInt(B+1))
		}
		k.Add(k, m)
	}
	n, pow := new(big.Int), big.NewInt(1)
	for i := int64(0); i < depth; i++ {
		n.Add(n, pow)
		pow.Mul(pow, k)
		if n.Cmp(maxActivations) > 0 {
			return nil, &RefusedError{Pos: f.Pos, Msg: fmt.Sprintf("%s is recursive with depth bound %d and up to %s recursive calls per activation: more than 2^60 activations, too many for ipet; use --method ss", f.Name, depth, k)}
		}
	}
	return n, nil
}

func posOr(p, q ts.Pos) ts.Pos {
	if p.Known() {
		return p
	}
	return q
}

// op adds what one operation of a segment with count x contributes.
func (b *builder) op(f *ts.Func, ctx string, t *ts.Trans, op ts.Op, x Lin, root bool) error {
	switch o := op.(type) {
	case *ts.Cost:
		if o.Res != b.cfg.Resource {
			return nil
		}
		k, ok := o.Amount.(*ts.Const)
		if !ok {
			return &RefusedError{Pos: posOr(o.At, t.Pos), Msg: fmt.Sprintf("a %s cost whose amount depends on data (in %s): ipet needs a constant cost per block; use --method ss", o.Res, f.Name)}
		}
		b.pr.Obj.addScaled(ts.Signed(k.V, k.T.Bits), x)
	case *ts.Count:
		c, ok := b.counts[o.Name]
		if !ok {
			c = newLin()
		}
		c.addScaled(big.NewInt(1), x)
		b.counts[o.Name] = c
	case *ts.Reset:
		b.resets[o.Name] = true
	case *ts.Unreachable:
		// No defined execution reaches it (DESIGN: such paths are
		// excluded).
		b.pr.Eqs = append(b.pr.Eqs, x.clone())
	case *ts.Tick:
		return &RefusedError{Pos: posOr(o.At, t.Pos), Msg: "unpriced Tick (lowlevel.Apply was not run)"}
	case *ts.Assert:
		s := b.sites[o]
		if s == nil {
			s = &Site{Op: o, Func: f.Name, Cond: -1}
			b.sites[o] = s
			b.pr.Sites = append(b.pr.Sites, s)
		}
		// Where the placement rule puts it: a transition leaving its loop
		// runs once after the loop.
		L := t.From.Loop
		if L != nil && !L.Contains(t.To) && t.To != L.End {
			L = t.To.Loop
		}
		if root && L == nil {
			s.Global = true
			b.pending = append(b.pending, pendingSite{site: s, reach: x.clone()})
		}
	}
	return nil
}
