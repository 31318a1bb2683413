package assertions

import "wcet/ts"

// Where assertions can run: the program-wide and per-loop preconditions
// of numeric phase 2 (unroll/numeric_ss.go), which carries the counts of a
// loop as integers only when no assertion checks them part way.

// ResetsAny reports whether p resets (WCET_RESET) a frequency variable of
// vars.
func ResetsAny(p *ts.Program, vars map[string]bool) bool {
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				if r, ok := op.(*ts.Reset); ok && vars[r.Name] {
					return true
				}
			}
		}
	}
	return false
}

// In reports whether an assertion of p can run inside loop L: on a
// transition of L or in a function called from one (transitively).
func In(p *ts.Program, L *ts.Loop) bool {
	seen := map[string]bool{}
	var fn func([]*ts.Trans) bool
	check := func(t *ts.Trans) bool {
		for _, op := range t.Ops {
			switch o := op.(type) {
			case *ts.Assert:
				return true
			case *ts.Call:
				if seen[o.Callee] {
					continue
				}
				seen[o.Callee] = true
				if f := p.ByName[o.Callee]; f != nil && fn(f.Trans) {
					return true
				}
			}
		}
		return false
	}
	fn = func(trs []*ts.Trans) bool {
		for _, t := range trs {
			if check(t) {
				return true
			}
		}
		return false
	}
	for _, loc := range L.Locs {
		if fn(loc.Out) {
			return true
		}
	}
	return false
}

// LocalAfter reports whether an assertion other than a global one
// (in f outside its loops) can run after loop L of f: on a transition
// reachable from L's exits inside a loop of f, or in a function called
// there (transitively). Paths of one class pass a global assertion for
// the same counts at the header, so a leaving end's one worst cost holds
// wherever its domain does; a local assertion checks the counts part way,
// so paths of one class pass it for different counts, and their merge
// over the chain's box would give the worst one's cost where only a
// cheaper one passes (testdata/numeric_local.c: 110, not 80).
//
// unplaced tells the copies under --opt O2 of a source-local assertion
// (OptimizedMisplaced).
func LocalAfter(p *ts.Program, f *ts.Func, L *ts.Loop, unplaced func(*ts.Assert) bool) bool {
	seen := map[*ts.Loc]bool{}
	var stack []*ts.Loc
	for _, t := range L.Exits {
		if !seen[t.To] {
			seen[t.To] = true
			stack = append(stack, t.To)
		}
	}
	called := map[string]bool{}
	for len(stack) > 0 {
		loc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, t := range loc.Out {
			for _, op := range t.Ops {
				switch o := op.(type) {
				case *ts.Assert:
					// A copy of a source-local assertion (an unrolled
					// loop's, under --opt O2) checks counts part way
					// although it stands outside f's loops.
					if t.From.Loop != nil || unplaced(o) {
						return true
					}
				case *ts.Call:
					called[o.Callee] = true
				}
			}
			if t.To != nil && !seen[t.To] {
				seen[t.To] = true
				stack = append(stack, t.To)
			}
		}
	}
	for c := range called {
		if g := p.ByName[c]; g != nil && inFunc(p, g) {
			return true
		}
	}
	return false
}

// inFunc reports whether an assertion of p can run in a call of f (its
// callees included).
func inFunc(p *ts.Program, f *ts.Func) bool {
	seen := map[string]bool{f.Name: true}
	var fn func(g *ts.Func) bool
	fn = func(g *ts.Func) bool {
		for _, t := range g.Trans {
			for _, op := range t.Ops {
				switch o := op.(type) {
				case *ts.Assert:
					return true
				case *ts.Call:
					if !seen[o.Callee] {
						seen[o.Callee] = true
						if h := p.ByName[o.Callee]; h != nil && fn(h) {
							return true
						}
					}
				}
			}
		}
		return false
	}
	return fn(f)
}
