package unroll

import "wcet/ts"

// recursionLimit is the check before a call of callee from frame fr on
// path p (DESIGN "Calls": recursion is unrolled like a loop, with a depth
// limit and a clear error). The limit is on the call depth, 64 by default
// (maxDepth); a facts-file recursion fact on callee (ts.Func.Recursion)
// limits the activations of callee at once to its Max instead (and lifts
// the call-depth limit to Max when that is larger). Exceeding either is an
// error at the call, never a cut: the limit bounds the analysis's work and
// never excludes an execution.
func recursionLimit(p *path, fr *frame, callee *ts.Func, pos ts.Pos) error {
	limit := maxDepth
	r := callee.Recursion
	if r != nil && r.Max > int64(limit) {
		limit = int(r.Max)
	}
	if p.depth >= limit {
		return unsupportedf(pos, "recursion deeper than %d calls", limit)
	}
	if r == nil {
		return nil
	}
	n := int64(1) // the activation this call starts
	for x := fr; x != nil; x = x.caller {
		if x.f == callee {
			n++
		}
	}
	if n > r.Max {
		return unsupportedf(pos, "recursion of %s deeper than %d activations (the recursion fact of %s)", callee.Name, r.Max, r.OriginOf())
	}
	return nil
}
