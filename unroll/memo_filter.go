package unroll

import (
	"math/big"

	"wcet/poly"
)

// A cheap necessary condition for the reuse test [[s]] ⊆ Ψ (lookup): one
// integer point of [[s]] lies in Ψ. The point is sampled once per lookup
// and tested in Go against Ψ's constraints, so the memo entries a context
// cannot reuse are mostly rejected without an isl subset test. A loop
// header whose summaries differ in the counts of an assertion (one per
// count: sparse_array keeps one per number of non-zero elements seen)
// holds many entries under one key, and each lookup used to test them all
// in isl. The filter never accepts: an entry that passes it still gets the
// exact tests.

// psiPlain is Ψ as plain constraints (nil until first needed); psiExists
// says some disjunct has existential variables (the filter then passes).
type psiPlain struct {
	done   bool
	exists bool
	disj   []poly.Basic
}

// psiExcludes reports whether the point pt (over the node's variables)
// certainly lies outside e's interpolant.
func (e *nodeSum) psiExcludes(pt map[string]*big.Int) bool {
	pp := &e.plain
	if !pp.done {
		pp.done = true
		pp.disj = e.psi.Disjuncts()
		for _, d := range pp.disj {
			if len(d.Exists) > 0 {
				pp.exists = true
			}
		}
	}
	if pp.exists || pt == nil {
		return false
	}
	v := new(big.Int)
	t := new(big.Int)
	for _, d := range pp.disj {
		in := true
		for _, c := range d.Cons {
			ok, known := holdsAt(c, pt, v, t)
			if !known {
				return false
			}
			if !ok {
				in = false
				break
			}
		}
		if in {
			return false
		}
	}
	return true
}

// holdsAt evaluates c at pt (v and t are scratch); known is false when pt
// lacks one of c's variables.
func holdsAt(c poly.Constraint, pt map[string]*big.Int, v, t *big.Int) (ok, known bool) {
	v.SetInt64(0)
	if c.Expr.Const != nil {
		v.Set(c.Expr.Const)
	}
	for name, k := range c.Expr.Coeffs {
		if k == nil {
			continue
		}
		x, present := pt[name]
		if !present {
			return false, false
		}
		v.Add(v, t.Mul(k, x))
	}
	if c.Eq {
		return v.Sign() == 0, true
	}
	return v.Sign() >= 0, true
}
