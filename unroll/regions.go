package unroll

import "wcet/ts"

// Regions: which writable global arrays a relevant value may be read from.
//
// relevance (relevance.go) holds memory as one location: once a load whose
// value matters reads writable memory, every stored value matters. A
// global array that no such load can read is written for nothing the
// bound depends on: a filter's output block (biquad's out[], written once
// per sample, never read). SS kept the values stored there, and their
// cells are part of the shape (ss_canon.go): a sample saturated to a
// constant on one path and computed on another gave the paths different
// shapes at the loop's H.end, so no iteration's paths were ever merged
// (biquad: up to 3^8 continuations, 6,568 states, no reuse). regions
// splits memory by global: a writable global array is dead when no load
// whose value matters, no pointer or float load, and no library or
// external call may read it, by a flow-insensitive points-to of the
// pointer values (pointsTo). The stores into dead arrays are dropped as
// those into irrelevant memory are (irrelevantAccess), their values are
// not evaluated, and the arrays keep no cell and stay out of the shape.
//
// Scalar globals are kept as before, dead or not: a counter nobody reads
// (biquad's sat_events, frame_parser's frames_ok) still gives the paths
// that wrote it a shape of their own, and some bounds rest on that split
// (testdata/switch_frame.c: 12 exact with its dead `sum` kept, 13 with
// it dropped; testdata/review/frame_parser.c 555 against 1234), while
// dropping them too gave biquad 808 states instead of 1,697 and
// ring_drain a bound (11742) instead of a timeout.
//
// It is sound whatever the points-to misses: a load of a dead array (an
// integer access to an object irrelevantAccess accepts) resolves to no
// cell and gives any value of its type.

// ptsSet is what a pointer may address among the program's globals: the
// globals gs, or any object (top). Objects that are not globals (stack,
// heap, the entry's inputs) are never dead, so they are not named.
type ptsSet struct {
	gs  map[*ts.Global]bool
	top bool
}

func (s *ptsSet) add(o ptsSet) bool {
	changed := false
	if o.top && !s.top {
		s.top, changed = true, true
	}
	for g := range o.gs {
		if !s.gs[g] {
			if s.gs == nil {
				s.gs = map[*ts.Global]bool{}
			}
			s.gs[g] = true
			changed = true
		}
	}
	return changed
}

// pointsTo is a flow-insensitive, interprocedural points-to of p's
// pointer variables over globals: a variable points where its
// definitions' expressions do; a parameter where the arguments of its
// calls do (nowhere for a function never called: the entry's pointer
// parameters address its inputs); a call's result where the callee's
// returned values do; a pointer loaded from memory where the pointers
// held in memory do (those of the initializers and those stored; one
// that went through an integer comes back by inttoptr); a pointer
// converted from an integer or returned by an unmodelled library
// function anywhere (top).
type pointsTo struct {
	vars map[*ts.Var]*ptsSet
}

func newPointsTo(p *ts.Program) *pointsTo {
	pt := &pointsTo{vars: map[*ts.Var]*ptsSet{}}
	rets := map[string][]ts.Expr{}
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				if r, ok := op.(*ts.Ret); ok {
					for _, v := range r.Vals {
						if v.Type().Kind == ts.Ptr {
							rets[f.Name] = append(rets[f.Name], v)
						}
					}
				}
			}
		}
	}
	topSet := ptsSet{top: true}
	// mem: what a pointer held in memory may address: the pointers in
	// the initializers and those the program stores.
	var mem ptsSet
	for _, g := range p.Globals {
		for _, r := range g.Relocs {
			if tg := p.GlobalByName[r.Target]; tg != nil {
				mem.add(ptsSet{gs: map[*ts.Global]bool{tg: true}})
			}
		}
	}
	for changed := true; changed; {
		changed = false
		set := func(v *ts.Var, s ptsSet) {
			if v == nil || v.Type.Kind != ts.Ptr {
				return
			}
			cur := pt.vars[v]
			if cur == nil {
				cur = &ptsSet{}
				pt.vars[v] = cur
			}
			if cur.add(s) {
				changed = true
			}
		}
		for _, f := range p.Funcs {
			for _, t := range f.Trans {
				for _, op := range t.Ops {
					switch o := op.(type) {
					case *ts.Assign:
						set(o.Dst, pt.of(o.E))
					case *ts.Load:
						set(o.Dst, mem)
					case *ts.Store:
						if o.Val.Type().Kind == ts.Ptr && mem.add(pt.of(o.Val)) {
							changed = true
						}
					case *ts.Havoc:
						set(o.Dst, topSet)
					case *ts.Alloca, *ts.StackSave:
						// Stack objects and tokens: no global.
					case *ts.Call:
						callee := p.ByName[o.Callee]
						if callee == nil {
							for _, d := range o.Dsts {
								set(d, topSet)
							}
							continue
						}
						for i, a := range o.Args {
							if i < len(callee.Params) {
								set(callee.Params[i], pt.of(a))
							}
						}
						for _, d := range o.Dsts {
							for _, r := range rets[o.Callee] {
								set(d, pt.of(r))
							}
						}
					case *ts.Lib:
						heap := o.Name == "malloc" || o.Name == "calloc" || o.Name == "realloc"
						for _, d := range o.Dsts {
							if !heap {
								set(d, topSet)
							}
						}
					}
				}
			}
		}
	}
	return pt
}

// of is what the pointer expression e may address.
func (pt *pointsTo) of(e ts.Expr) ptsSet {
	switch x := e.(type) {
	case *ts.GlobalAddr:
		return ptsSet{gs: map[*ts.Global]bool{x.G: true}}
	case *ts.PtrAdd:
		return pt.of(x.Base)
	case *ts.Ref:
		if s := pt.vars[x.V]; s != nil {
			return *s
		}
		if x.V.Type.Kind == ts.Ptr {
			return ptsSet{} // never set (a parameter of a function never called)
		}
		return ptsSet{top: true}
	case *ts.Const, *ts.Undef, *ts.FuncAddr:
		return ptsSet{}
	case *ts.Select:
		var s ptsSet
		s.add(pt.of(x.X))
		s.add(pt.of(x.Y))
		return s
	case *ts.Cast:
		if x.Op == "bitcast" && x.X.Type().Kind == ts.Ptr {
			return pt.of(x.X)
		}
	}
	return ptsSet{top: true}
}

// deadMemory are the writable global arrays no relevant read may
// address (nil: none, or memory is irrelevant as a whole), and the
// stores that may write nothing else (their values are not evaluated).
type deadMemory struct {
	globals map[*ts.Global]bool
	stores  map[*ts.Store]bool
}

// storeDeps is a store and the variables of its value.
type storeDeps struct {
	st   *ts.Store
	vals []*ts.Var
}

// readArgs records the memory a library or external call may read: what
// its pointer arguments address.
func (g *relGraph) readArgs(args []ts.Expr) {
	for _, a := range args {
		if a.Type().Kind == ts.Ptr {
			g.reads = append(g.reads, a)
		}
	}
}

// deadNow is the memory no read addresses while g.rel is what it is:
// the writable global arrays outside every relevant load's address, every
// pointer or float load's and every library or external call's pointer
// argument (none when one may address anything), and the stores that
// may write only there.
func (g *relGraph) deadNow(p *ts.Program) deadMemory {
	var read ptsSet
	for _, a := range g.reads {
		read.add(g.pt.of(a))
	}
	for v, addrs := range g.loadAddr {
		if g.rel[v] {
			for _, a := range addrs {
				read.add(g.pt.of(a))
			}
		}
	}
	dead := deadMemory{globals: map[*ts.Global]bool{}, stores: map[*ts.Store]bool{}}
	if read.top {
		return dead
	}
	for _, gl := range p.Globals {
		// Arrays and structs only (aggregates, of more than one
		// element): a scalar's cell stays (see above).
		if !gl.Const && !read.gs[gl] && gl.Size > gl.Elem.Size() {
			dead.globals[gl] = true
		}
	}
	for _, s := range g.stores {
		at := g.pt.of(s.st.Addr)
		deadOnly := !at.top && len(at.gs) > 0
		for gl := range at.gs {
			if !dead.globals[gl] {
				deadOnly = false
			}
		}
		if deadOnly {
			dead.stores[s.st] = true
		}
	}
	return dead
}

// markStores marks the values of the stores that may write where a
// relevant read may address (deadNow), sets g.dead to the rest, and
// reports whether it marked a variable not marked before.
func (g *relGraph) markStores(p *ts.Program) bool {
	before := len(g.work)
	g.dead = g.deadNow(p)
	for _, s := range g.stores {
		if !g.dead.stores[s.st] {
			g.mark(s.vals)
		}
	}
	return len(g.work) > before
}
