package unroll

import (
	"math/big"

	"wcet/ts"
)

// Relevance: which values can influence what the analysis bounds.
//
// A value matters when it can reach a branch condition, a cost amount, a
// nondet bound, an address, an allocation size, or a library call's
// argument. relevance finds, first, whether the integers the program
// stores in writable memory can: if no load from writable memory produces
// a value that matters, the contents of memory are irrelevant and SS keeps
// none of them in its polyhedra (stores are forgotten, loads give any
// value). It is what keeps array programs such as bubblesort, whose array
// contents never decide anything, from carrying one polyhedron dimension
// per element through every merge.
//
// Second, it gives the integer variables that matter (rel). SS skips every
// operation that only sets an integer variable outside rel (an
// assignment, a load, a phi copy, a call's argument or result, a havoc
// that is not a nondet input): such a variable never enters the state,
// and by construction nothing SS evaluates reads it (an expression that is
// evaluated has all its variables in rel). It keeps dead accumulators —
// a checksum, a product of array reads (unroll/testdata/ch4_bug_1.c,
// testdata/matmult100.c) — out of the polyhedra and out of Z3.
//
// Forgetting a value is always sound — it only adds executions — and here
// it loses no precision, because the forgotten values reach nothing that
// the bound depends on. What a skipped operation could still do is
// exclude executions with undefined behaviour: a division that may fault
// is therefore always evaluated (mayFault), a load still excludes
// out-of-bounds offsets (it only skips the value, and the premise that
// would pin the offset), and the no-wrap assumptions of nsw/nuw
// operations on forgotten values are not used (executions where they
// wrap are kept: a superset, and on the hardware such a run exists).
//
// The analysis is flow-insensitive and interprocedural over ts: a
// backward closure over data dependences (assignments, call arguments and
// parameters, return values and call results, stored values and all of
// memory as one location). Loads from constant globals do not count as
// memory (their contents are known constants). Operands of pointer and
// float values are always in rel: SS evaluates those values whatever
// their use.
func relevance(p *ts.Program) (rel map[*ts.Var]bool, memory bool, dead deadMemory) {
	g, memory, _ := relevanceOf(p, false)
	return g.rel, memory, g.dead
}

// forgetMemory is the relevance of SS's first pass when memory contents
// matter only through branch conditions (SS, "Memory contents, lazily"):
// rel is relevance's set as if memory were irrelevant (the loads that
// reach a branch are in it, and give any value), and ok says that the
// program is such a program: memory is relevant, and no value loaded from
// writable memory can reach a stored value, a cost amount, a nondet
// bound, an address, an allocation size, a library call's argument, a
// pointer or float value, or a division that may fault — only the
// conditions of branches. Forgetting the contents then only makes more
// branch outcomes feasible (more paths, each a real path's shape), and
// the first pass's bound, an upper bound, is the exact one when its
// worst path replays to it.
func forgetMemory(p *ts.Program) (rel map[*ts.Var]bool, ok bool) {
	g, _, ok := relevanceOf(p, true)
	return g.rel, ok
}

// forgetDead is the dead memory of SS's first pass (forgetMemory).
func forgetDead(p *ts.Program) deadMemory {
	g, _, _ := relevanceOf(p, true)
	return g.dead
}

// relevanceOf is relevance; with forget, memory is never made relevant
// (rel is the closure without the stored values), and branchOnly says
// whether the loads reach nothing but branch conditions (forgetMemory).
func relevanceOf(p *ts.Program, forget bool) (g *relGraph, memory, branchOnly bool) {
	g = &relGraph{rel: map[*ts.Var]bool{}, deps: map[*ts.Var][]*ts.Var{}, mayFault: singleDefs(p).mayFault, loadAddr: map[*ts.Var][]ts.Expr{}, pt: newPointsTo(p)}
	g.returns(p)
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				g.op(p, op)
			}
		}
	}
	for {
		g.closure()
		if memory || forget {
			break
		}
		for _, l := range g.loads {
			if g.rel[l] {
				memory = true
			}
		}
		if !memory {
			break
		}
	}
	// Values SS evaluates whatever their use (pointers, floats: SS keeps
	// them outside the polyhedra, but their operands must be known
	// variables). They do not make memory relevant: a load whose value
	// only reaches them gives any value when memory is irrelevant.
	g.mark(g.evalDeps)
	g.closure()
	if memory && !forget {
		// The values stored where a relevant load may read (regions.go),
		// until no more load becomes relevant.
		for g.markStores(p) {
			g.closure()
		}
	}
	if forget {
		branchOnly = g.branchOnly()
		// The first pass's loads that reach a branch read the cells
		// (ops_access.go): the globals none of them may address are
		// dead there too.
		g.dead = g.deadNow(p)
	}
	return g, memory, branchOnly
}

// relGraph is relevanceOf's dependence graph: which variables matter
// (rel), what each variable's value is computed from (deps), and the
// variables each kind of sink reads.
type relGraph struct {
	rel      map[*ts.Var]bool
	others   []*ts.Var             // what every sink but a branch condition reads
	deps     map[*ts.Var][]*ts.Var // v matters → these matter
	memDeps  []*ts.Var             // memory matters → these matter
	loads    []*ts.Var             // results of loads from writable memory
	evalDeps []*ts.Var             // operands of non-integer values
	work     []*ts.Var
	mayFault func(ts.Expr) bool
	// Return values per function, for call results, and the results
	// some return computes by a division that may fault.
	rets      map[string][][]*ts.Var
	retFaults map[string]map[int]bool
	// Per store, its address and the variables of its value; the
	// addresses of each load (by destination) and the addresses some
	// operation reads whatever its result's relevance (regions.go).
	stores   []storeDeps
	loadAddr map[*ts.Var][]ts.Expr
	reads    []ts.Expr
	pt       *pointsTo
	dead     deadMemory
}

func (g *relGraph) mark(vs []*ts.Var) {
	for _, v := range vs {
		if !g.rel[v] {
			g.rel[v] = true
			g.work = append(g.work, v)
		}
	}
}

func relVars(es ...ts.Expr) []*ts.Var {
	var out []*ts.Var
	for _, e := range es {
		if e != nil {
			out = append(out, ts.ExprVars(e)...)
		}
	}
	return out
}

// closure marks everything the marked variables depend on.
func (g *relGraph) closure() {
	for len(g.work) > 0 {
		v := g.work[len(g.work)-1]
		g.work = g.work[:len(g.work)-1]
		g.mark(g.deps[v])
	}
}

// returns records the variables each function's return values read.
func (g *relGraph) returns(p *ts.Program) {
	g.rets = map[string][][]*ts.Var{}
	g.retFaults = map[string]map[int]bool{}
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				r, ok := op.(*ts.Ret)
				if !ok {
					continue
				}
				for i, v := range r.Vals {
					for len(g.rets[f.Name]) <= i {
						g.rets[f.Name] = append(g.rets[f.Name], nil)
					}
					g.rets[f.Name][i] = append(g.rets[f.Name][i], relVars(v)...)
					if g.mayFault(v) {
						if g.retFaults[f.Name] == nil {
							g.retFaults[f.Name] = map[int]bool{}
						}
						g.retFaults[f.Name][i] = true
					}
				}
			}
		}
	}
}

// sink marks the variables a sink other than a branch condition reads.
func (g *relGraph) sink(vs []*ts.Var) {
	g.mark(vs)
	g.others = append(g.others, vs...)
}

// op adds the dependences and sinks of one operation.
func (g *relGraph) op(p *ts.Program, op ts.Op) {
	switch o := op.(type) {
	case *ts.Assign:
		if o.Dst != nil {
			g.deps[o.Dst] = append(g.deps[o.Dst], relVars(o.E)...)
			if o.Dst.Type.Kind != ts.Int {
				g.evalDeps = append(g.evalDeps, relVars(o.E)...)
			} else if g.mayFault(o.E) {
				g.evalDeps = append(g.evalDeps, o.Dst)
			}
		}
	case *ts.Assume:
		g.mark(relVars(o.C))
	case *ts.Havoc:
		g.sink(relVars(o.Lo, o.Hi))
	case *ts.Cost:
		g.sink(relVars(o.Amount))
	case *ts.Tick:
		g.sink(relVars(o.Bytes))
	case *ts.Alloca:
		g.sink(relVars(o.Count))
	case *ts.Load:
		g.sink(relVars(o.Addr))
		if !constLoad(o.Addr) && o.Dst != nil {
			g.loads = append(g.loads, o.Dst)
			g.loadAddr[o.Dst] = append(g.loadAddr[o.Dst], o.Addr)
			if o.Dst.Type.Kind != ts.Int {
				// Pointers and floats are read whatever their use.
				g.reads = append(g.reads, o.Addr)
			}
		}
	case *ts.Store:
		g.sink(relVars(o.Addr))
		g.memDeps = append(g.memDeps, relVars(o.Val)...)
		g.stores = append(g.stores, storeDeps{o, relVars(o.Val)})
		if o.T.Kind != ts.Int || g.mayFault(o.Val) {
			g.evalDeps = append(g.evalDeps, relVars(o.Val)...)
		}
	case *ts.Lib:
		g.sink(relVars(o.Args...))
		g.readArgs(o.Args)
		if readsMemory(o) {
			// Its result is read from memory (mem.go): a load.
			g.loads = append(g.loads, o.Dsts...)
		}
	case *ts.Call:
		g.call(p, o)
	}
}

// call links a call's arguments to the callee's parameters and its
// results to the callee's return values; an external callee's arguments
// are a sink.
func (g *relGraph) call(p *ts.Program, o *ts.Call) {
	callee := p.ByName[o.Callee]
	if callee == nil {
		g.sink(relVars(o.Args...))
		g.readArgs(o.Args)
		return
	}
	for i, a := range o.Args {
		if i < len(callee.Params) {
			g.deps[callee.Params[i]] = append(g.deps[callee.Params[i]], relVars(a)...)
			if callee.Params[i].Type.Kind != ts.Int {
				g.evalDeps = append(g.evalDeps, relVars(a)...)
			} else if g.mayFault(a) {
				g.evalDeps = append(g.evalDeps, callee.Params[i])
			}
		}
	}
	for i, d := range o.Dsts {
		if i < len(g.rets[o.Callee]) {
			g.deps[d] = append(g.deps[d], g.rets[o.Callee][i]...)
			if d.Type.Kind != ts.Int {
				g.evalDeps = append(g.evalDeps, g.rets[o.Callee][i]...)
			} else if g.retFaults[o.Callee][i] {
				g.evalDeps = append(g.evalDeps, d)
			}
		}
	}
}

// branchOnly reports, under forget, whether memory would be relevant and
// the loads reach no sink but a branch condition (or a stored value:
// memory feeding memory).
func (g *relGraph) branchOnly() bool {
	branchOnly := false
	for _, l := range g.loads {
		if g.rel[l] {
			branchOnly = true
		}
	}
	if !branchOnly {
		return false
	}
	other := map[*ts.Var]bool{}
	stack := append(append(append([]*ts.Var(nil), g.others...), g.memDeps...), g.evalDeps...)
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if !other[v] {
			other[v] = true
			stack = append(stack, g.deps[v]...)
		}
	}
	for _, l := range g.loads {
		if other[l] {
			return false
		}
	}
	return true
}

// readsMemory reports whether a library call's results are computed from
// the contents of memory (strlen). memcpy and memmove read memory into
// memory (one location here); the results of other external functions
// are unknown inputs whatever memory holds.
func readsMemory(o *ts.Lib) bool {
	return o.Name == "strlen"
}

// constLoad reports whether addr points into a constant global (its
// address, or pointer arithmetic on it: ts.GlobalOf without variables).
func constLoad(addr ts.Expr) bool {
	g := ts.GlobalOf(addr, nil)
	return g != nil && g.Const
}

// irrelevant reports whether SS may skip setting v: an integer variable
// outside rel (relevance).
func (m *machine) irrelevant(v *ts.Var) bool {
	return m.rel != nil && v != nil && v.Type.Kind == ts.Int && !m.rel[v]
}

// mayFault reports whether evaluating e could divide by zero (or overflow
// a signed division), that is contains a division or remainder whose
// divisor is not a constant other than 0 and -1. SS excludes the
// executions where it faults (undefined behaviour), so such a value is
// always evaluated, as if relevant: skipping it would keep them.
func (defs defs) mayFault(e ts.Expr) bool {
	stack := []ts.Expr{e}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := e.(type) {
		case *ts.Bin:
			switch x.Op {
			case "sdiv", "udiv", "srem", "urem":
				// The divisor's range, read off its syntax, must leave out
				// 0 (and -1 for a signed division: INT_MIN / -1).
				lo, hi, ok := defs.exprRange(x.Y, 0)
				if !ok {
					return true
				}
				min := big.NewInt(0)
				if x.Op == "sdiv" || x.Op == "srem" {
					min = big.NewInt(-1)
				}
				if lo.Sign() <= 0 && hi.Cmp(min) >= 0 {
					return true
				}
			}
			stack = append(stack, x.Y, x.X)
		case *ts.Un:
			stack = append(stack, x.X)
		case *ts.Cmp:
			stack = append(stack, x.Y, x.X)
		case *ts.Cast:
			stack = append(stack, x.X)
		case *ts.Select:
			stack = append(stack, x.Y, x.X, x.C)
		case *ts.PtrAdd:
			stack = append(stack, x.Off, x.Base)
		case *ts.Intrin:
			stack = append(stack, x.Args...)
		}
	}
	return false
}

// defs maps each integer variable set by exactly one assignment (and
// nothing else) to its expression, nil when it has several.
type defs map[*ts.Var]ts.Expr

func singleDefs(p *ts.Program) defs {
	d := defs{}
	set := func(v *ts.Var, e ts.Expr) {
		if v == nil {
			return
		}
		if _, seen := d[v]; seen {
			d[v] = nil
			return
		}
		d[v] = e
	}
	for _, f := range p.Funcs {
		for _, v := range f.Params {
			set(v, nil)
			set(v, nil)
		}
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				switch o := op.(type) {
				case *ts.Assign:
					set(o.Dst, o.E)
				case *ts.Havoc:
					set(o.Dst, nil)
					set(o.Dst, nil)
				case *ts.Load:
					set(o.Dst, nil)
					set(o.Dst, nil)
				case *ts.Call:
					for _, v := range o.Dsts {
						set(v, nil)
						set(v, nil)
					}
				case *ts.Lib:
					for _, v := range o.Dsts {
						set(v, nil)
						set(v, nil)
					}
				case *ts.StackSave:
					set(o.Dst, nil)
					set(o.Dst, nil)
				}
			}
		}
	}
	return d
}

// exprRange gives bounds of e's value in the signed view of its type from
// its syntax alone (constants, a mask by a non-negative constant, sums and
// differences that cannot wrap, sign and zero extensions): ok is false
// when it cannot tell.
func (defs defs) exprRange(e ts.Expr, depth int) (lo, hi *big.Int, ok bool) {
	if depth > 8 {
		return nil, nil, false
	}
	switch x := e.(type) {
	case *ts.Ref:
		if d, ok := defs[x.V]; ok && d != nil {
			return defs.exprRange(d, depth+1)
		}
	case *ts.Const:
		if x.T.Kind != ts.Int {
			return nil, nil, false
		}
		v := signedConst(x)
		return v, v, true
	case *ts.Cast:
		if x.Op != "sext" && x.Op != "zext" {
			return nil, nil, false
		}
		l, h, ok := defs.exprRange(x.X, depth+1)
		if !ok || (x.Op == "zext" && l.Sign() < 0) {
			return nil, nil, false
		}
		return l, h, true
	case *ts.Bin:
		if x.T.Kind != ts.Int || x.T.Bits < 2 {
			return nil, nil, false
		}
		switch x.Op {
		case "and":
			for _, m := range []ts.Expr{x.X, x.Y} {
				if c, ok := m.(*ts.Const); ok {
					if v := signedConst(c); v.Sign() >= 0 {
						return big.NewInt(0), v, true
					}
				}
			}
		case "add", "sub":
			l1, h1, ok1 := defs.exprRange(x.X, depth+1)
			l2, h2, ok2 := defs.exprRange(x.Y, depth+1)
			if !ok1 || !ok2 {
				return nil, nil, false
			}
			var l, h *big.Int
			if x.Op == "add" {
				l, h = new(big.Int).Add(l1, l2), new(big.Int).Add(h1, h2)
			} else {
				l, h = new(big.Int).Sub(l1, h2), new(big.Int).Sub(h1, l2)
			}
			t := intType(x.T)
			if l.Cmp(t.Min()) < 0 || h.Cmp(t.Max()) > 0 {
				return nil, nil, false // it may wrap
			}
			return l, h, true
		}
	}
	return nil, nil, false
}

// exitVars are the integer variables a loop's exit condition depends on,
// through the assignments and phi copies of their function and through
// the globals it loads (the values stored in them; not through other
// memory or calls): a loop's counters. Their wraps are kept apart at the
// end of an iteration (endKey.wrap); data that wraps (a CRC register, a
// hash) is not, or its ends would multiply (testdata/crc.c).
func exitVars(p *ts.Program) (out map[*ts.Var]bool, globals map[*ts.Global]bool) {
	out = map[*ts.Var]bool{}
	type fn struct {
		defs   map[*ts.Var][]ts.Expr
		loads  map[*ts.Var]*ts.Load
		stores []*ts.Store
		work   []*ts.Var
	}
	fns := make([]*fn, len(p.Funcs))
	// globals: the scalar integer globals a loop exit reads (a counter
	// held in memory: a ring's head and tail indices), whose stored values
	// are counters too; not arrays (a table a search loop stops in is
	// data).
	globals = map[*ts.Global]bool{}
	for i, f := range p.Funcs {
		x := &fn{defs: map[*ts.Var][]ts.Expr{}, loads: map[*ts.Var]*ts.Load{}}
		fns[i] = x
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				switch o := op.(type) {
				case *ts.Assign:
					x.defs[o.Dst] = append(x.defs[o.Dst], o.E)
				case *ts.Load:
					x.loads[o.Dst] = o
				case *ts.Store:
					x.stores = append(x.stores, o)
				}
			}
		}
	}
	mark := func(x *fn, vs []*ts.Var) {
		for _, v := range vs {
			if !out[v] {
				out[v] = true
				x.work = append(x.work, v)
			}
		}
	}
	for i, f := range p.Funcs {
		for _, L := range f.Loops {
			for _, t := range L.Exits {
				for _, op := range t.Ops {
					if a, ok := op.(*ts.Assume); ok {
						mark(fns[i], relVars(a.C))
					}
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for _, x := range fns {
			for len(x.work) > 0 {
				v := x.work[len(x.work)-1]
				x.work = x.work[:len(x.work)-1]
				mark(x, relVars(x.defs[v]...))
				if l := x.loads[v]; l != nil && !l.Volatile {
					if g := ts.GlobalOf(l.Addr, x.defs); g != nil && !g.Const && g.Elem.Kind == ts.Int && g.Elem.Size() == g.Size && !globals[g] {
						globals[g] = true
						changed = true
					}
				}
			}
		}
		for _, x := range fns {
			for _, s := range x.stores {
				if g := ts.GlobalOf(s.Addr, x.defs); g != nil && globals[g] {
					for _, v := range relVars(s.Val) {
						if !out[v] {
							mark(x, []*ts.Var{v})
							changed = true
						}
					}
				}
			}
		}
	}
	return out, globals
}

// bitmapGlobals are the writable integer globals some store updates with
// a bitwise or/and/xor of a value loaded from the same global (`grp |=
// 1 << k`, `tbl[i] &= ~m`: a bitmap, a set of flags). Their cells are
// variables even when the path fixes their value (machine.counterCell),
// as an SSA variable is: a constant cell is part of the shape, so a loop
// that sets a bit on some inputs would give each subset of its inputs'
// bits a shape of its own, whose paths never merge at the loop's header
// and share no summary (testdata/review2/ready_bitmap.c: 2^16 shapes
// for 16 iterations). As variables, the two paths of an iteration reach
// the header with one shape and JoinHorizontal merges them.
//
// ops are the bitwise operations of those updates (machine.bitmapOp).
func bitmapGlobals(p *ts.Program) (out map[*ts.Global]bool, ops map[*ts.Bin]bool) {
	out, ops = map[*ts.Global]bool{}, map[*ts.Bin]bool{}
	for _, f := range p.Funcs {
		defs := map[*ts.Var][]ts.Expr{}
		loads := map[*ts.Var]*ts.Load{}
		var stores []*ts.Store
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				switch o := op.(type) {
				case *ts.Assign:
					defs[o.Dst] = append(defs[o.Dst], o.E)
				case *ts.Load:
					loads[o.Dst] = o
				case *ts.Store:
					stores = append(stores, o)
				}
			}
		}
		// strip follows integer casts and single definitions to the
		// expression that computes e.
		strip := func(e ts.Expr) ts.Expr {
			for i := 0; i < 8; i++ {
				switch x := e.(type) {
				case *ts.Cast:
					if x.Op != "trunc" && x.Op != "zext" && x.Op != "sext" {
						return e
					}
					e = x.X
				case *ts.Ref:
					ds := defs[x.V]
					if len(ds) != 1 {
						return e
					}
					e = ds[0]
				default:
					return e
				}
			}
			return e
		}
		loadsFrom := func(e ts.Expr, g *ts.Global) bool {
			for i := 0; i < 8; i++ {
				switch x := e.(type) {
				case *ts.Cast:
					e = x.X
					continue
				case *ts.Ref:
					if l := loads[x.V]; l != nil {
						return !l.Volatile && ts.GlobalOf(l.Addr, defs) == g
					}
					ds := defs[x.V]
					if len(ds) != 1 {
						return false
					}
					e = ds[0]
					continue
				}
				return false
			}
			return false
		}
		for _, s := range stores {
			g := ts.GlobalOf(s.Addr, defs)
			if g == nil || g.Const || s.Volatile || g.Elem.Kind != ts.Int || s.T != g.Elem {
				continue
			}
			b, ok := strip(s.Val).(*ts.Bin)
			if !ok || !bitwise(b.Op) {
				continue
			}
			if loadsFrom(b.X, g) || loadsFrom(b.Y, g) {
				out[g] = true
				ops[b] = true
			}
		}
	}
	return out, ops
}
