package unroll

import "wcet/ts"

// Relevance: which values can influence what the analysis bounds.
//
// A value matters when it can reach a branch condition, a cost amount, a
// nondet bound, an address, an allocation size, or a library call's
// argument. memoryRelevant finds out whether the integers the program
// stores in writable memory can: if no load from writable memory produces
// a value that matters, the contents of memory are irrelevant and SS keeps
// none of them in its polyhedra (stores are forgotten, loads give any
// value). Forgetting a value is always sound — it only adds executions —
// and here it loses no precision, because the forgotten values reach
// nothing that the bound depends on. It is what keeps array programs such
// as bubblesort, whose array contents never decide anything, from
// carrying one polyhedron dimension per element through every merge.
//
// The analysis is flow-insensitive and interprocedural over ts: a
// backward closure over data dependences (assignments, call arguments and
// parameters, return values and call results, stored values and all of
// memory as one location). Loads from constant globals do not count as
// memory (their contents are known constants).
func memoryRelevant(p *ts.Program) bool {
	rel := map[*ts.Var]bool{}
	deps := map[*ts.Var][]*ts.Var{} // v matters → these matter
	var memDeps []*ts.Var           // memory matters → these matter
	var loads []*ts.Var             // results of loads from writable memory
	var work []*ts.Var
	mark := func(vs []*ts.Var) {
		for _, v := range vs {
			if !rel[v] {
				rel[v] = true
				work = append(work, v)
			}
		}
	}
	vars := func(es ...ts.Expr) []*ts.Var {
		var out []*ts.Var
		for _, e := range es {
			if e != nil {
				out = append(out, ts.ExprVars(e)...)
			}
		}
		return out
	}
	// Return values per function, for call results.
	rets := map[string][][]*ts.Var{}
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				if r, ok := op.(*ts.Ret); ok {
					for i, v := range r.Vals {
						for len(rets[f.Name]) <= i {
							rets[f.Name] = append(rets[f.Name], nil)
						}
						rets[f.Name][i] = append(rets[f.Name][i], vars(v)...)
					}
				}
			}
		}
	}
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				switch o := op.(type) {
				case *ts.Assign:
					if o.Dst != nil {
						deps[o.Dst] = append(deps[o.Dst], vars(o.E)...)
					}
				case *ts.Assume:
					mark(vars(o.C))
				case *ts.Havoc:
					mark(vars(o.Lo, o.Hi))
				case *ts.Cost:
					mark(vars(o.Amount))
				case *ts.Tick:
					mark(vars(o.Bytes))
				case *ts.Alloca:
					mark(vars(o.Count))
				case *ts.Load:
					mark(vars(o.Addr))
					if !constLoad(o.Addr) && o.Dst != nil {
						loads = append(loads, o.Dst)
					}
				case *ts.Store:
					mark(vars(o.Addr))
					memDeps = append(memDeps, vars(o.Val)...)
				case *ts.Lib:
					mark(vars(o.Args...))
				case *ts.Call:
					callee := p.ByName[o.Callee]
					if callee == nil {
						mark(vars(o.Args...))
						continue
					}
					for i, a := range o.Args {
						if i < len(callee.Params) {
							deps[callee.Params[i]] = append(deps[callee.Params[i]], vars(a)...)
						}
					}
					for i, d := range o.Dsts {
						if i < len(rets[o.Callee]) {
							deps[d] = append(deps[d], rets[o.Callee][i]...)
						}
					}
				}
			}
		}
	}
	memory := false
	for {
		for len(work) > 0 {
			v := work[len(work)-1]
			work = work[:len(work)-1]
			mark(deps[v])
		}
		if memory {
			return true
		}
		for _, l := range loads {
			if rel[l] {
				memory = true
			}
		}
		if !memory {
			return false
		}
		mark(memDeps)
	}
}

// constLoad reports whether addr points into a constant global.
func constLoad(addr ts.Expr) bool {
	for {
		switch a := addr.(type) {
		case *ts.PtrAdd:
			addr = a.Base
		case *ts.GlobalAddr:
			return a.G != nil && a.G.Const
		default:
			return false
		}
	}
}
