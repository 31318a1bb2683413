package unroll

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/poly"
	"wcet/ts"
	"wcet/ts/interp"
)

// The witness by concrete runs over the entry's inputs. When the entry's
// inputs are integer parameters (and scalar globals) that the initial
// context — the --assume constraints, the only facts the start state has
// about them — confines to a small box (ns: key in 0..100, 101 values),
// the witness is first searched with the interpreter, before follow
// re-executes the worst path's trace symbolically: each integer point of
// the initial context is run, the points of the worst path's witness ω
// at the entry first, then the others in lexicographic order; nondet
// values, if any, all at their upper bound, then all at their lower bound.
// Only points of the initial context are run (each is checked with
// Contains), so a run is an execution of an input the analysis bounds: a
// run that ends, is not blocked by an assertion the analysis judges, and
// costs exactly the bound shows the bound is reached, so it is exact
// (DESIGN "Exactness"); Replay checks it again. When no run does within
// the budget (the caps of concrete_witness.go and the deadline), follow
// runs as before. ns at N = 10: the symbolic replay of the worst trace
// (no key found, 11110 iterations) took about 4 s, one run of key = 0
// takes a few milliseconds; at N = 20 the symbolic replay spent the first
// pass's half of the timeout, and the second pass (with the contents) ran
// past it.
const (
	// concreteMaxPoints caps the integer points of the initial context's
	// bounding box.
	concreteMaxPoints = 4096
)

// concreteArgsWitness searches an input of the initial state start (the
// entry's parameters and scalar globals, unprojected) whose run costs
// bound, by concrete runs; omega (may be nil) is the worst path's witness
// at the entry, tried first. It returns nil when the search does not apply
// (a pointer parameter, a state with atoms, an unbounded or too large
// context) or finds no such run before its budget or the deadline (zero:
// none).
func (m *machine) concreteArgsWitness(cfg analysis.Config, start *path, omega *poly.Set, bound *big.Int, deadline time.Time) (run *interp.Result, in *analysis.Input) {
	p := m.prog
	f := p.ByName[cfg.Entry]
	if f == nil || !bound.IsInt64() || start.st.Atoms() > 0 || len(start.ptrs) > 0 {
		return nil, nil
	}
	for _, v := range f.Params {
		if v.Type.Kind != ts.Int {
			return nil, nil
		}
	}
	vars := start.st.Vars()
	if len(vars) == 0 {
		return nil, nil
	}
	key, ok := m.inputKeys(vars) // state variable → Input.Args key
	if !ok {
		return nil, nil
	}
	ctx := start.st.Context()
	defer ctx.Free()
	var first *poly.Set
	if omega != nil && subsetVars(omega.Vars(), ctx.Vars()) {
		first = ctx.Intersect(omega)
		defer first.Free()
	}
	points, inFirst := contextPoints(ctx, first, concreteMaxPoints)
	if len(points) == 0 {
		return nil, nil
	}
	budget := int64(concreteMaxSteps)
	runs, began := 0, time.Now()
	if m.debugSS {
		defer func() {
			fmt.Fprintf(m.dbg, "concrete witness (inputs): %d points (%d in ω), found %v, %d runs, %v\n", len(points), inFirst, run != nil, runs, time.Since(began).Round(time.Millisecond))
		}()
	}
	// try runs the input pt, nondet values at their upper bound (high) or
	// lower bound; used says whether the run took any.
	try := func(pt map[string]*big.Int, high, record bool) (r *interp.Result, nondet []*big.Int) {
		in := &analysis.Input{Args: map[string]*big.Int{}}
		for v, x := range pt {
			in.Args[key[v]] = x
		}
		rc := in.RunConfig(cfg.Entry)
		rc.RecordPath = record
		rc.MaxSteps = min(concreteRunSteps, budget)
		rc.Choose = func(l, h *big.Int, bits int) *big.Int {
			if l == nil || h == nil {
				if bits <= 0 || bits > 8 {
					panic(errConcreteStop)
				}
				l, h = new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(bits))
				h.Sub(h, big.NewInt(1))
			}
			v := l
			if high {
				v = h
			}
			v = new(big.Int).Set(v)
			nondet = append(nondet, v)
			return v
		}
		runs++
		rc.Deadline = deadline
		r, spent := concreteRun(p, rc)
		budget -= spent
		return r, nondet
	}
	witness := func(r *interp.Result) bool {
		if r == nil || r.Ended == "" || r.Blocked != nil && !cfg.IgnoreAssertions {
			return false
		}
		return r.Costs[cfg.Resource] == bound.Int64()
	}
	for i, pt := range points {
		for _, high := range []bool{true, false} {
			if budget <= 0 || !deadline.IsZero() && time.Now().After(deadline) {
				return nil, nil
			}
			// The first run records its path (the likeliest witness);
			// the others do so only when they are witnesses, again (the
			// runs are deterministic).
			record := i == 0 && high
			r, nondet := try(pt, high, record)
			if witness(r) && !record {
				r, nondet = try(pt, high, true)
			}
			if witness(r) {
				in := &analysis.Input{Args: map[string]*big.Int{}, Nondet: nondet}
				for v, x := range pt {
					in.Args[key[v]] = x
				}
				return r, in
			}
			if len(nondet) == 0 {
				break // no nondet value: the lower bound run is the same
			}
		}
	}
	return nil, nil
}

// inputKeys maps the variables of the initial state (entry parameters,
// scalar globals "g.NAME") to their Input.Args keys; false when some
// variable is neither.
func (m *machine) inputKeys(vars []string) (map[string]string, bool) {
	key := map[string]string{}
	for _, v := range vars {
		switch {
		case m.params[v] != "":
			key[v] = m.params[v]
		case strings.HasPrefix(v, "g."):
			key[v] = "global:" + m.globalSrc(strings.TrimPrefix(v, "g."))
		default:
			return nil, false
		}
	}
	return key, true
}

// subsetVars reports whether every variable of a is in b.
func subsetVars(a, b []string) bool {
	in := map[string]bool{}
	for _, v := range b {
		in[v] = true
	}
	for _, v := range a {
		if !in[v] {
			return false
		}
	}
	return true
}

// contextBox returns the bounding box of ctx: its variables (sorted), the
// least and greatest value of each, and the number of integer points of
// the box; nil variables (rather than none) when ctx is unbounded in
// some variable or empty.
func contextBox(ctx *poly.Set) (vars []string, lo, hi []*big.Int, n *big.Int) {
	vars = append([]string{}, ctx.Vars()...)
	sort.Strings(vars)
	lo = make([]*big.Int, len(vars))
	hi = make([]*big.Int, len(vars))
	n = big.NewInt(1)
	for i, v := range vars {
		l, k1 := ctx.Min(poly.Var(v))
		h, k2 := ctx.Max(poly.Var(v))
		if k1 != poly.Finite || k2 != poly.Finite || h.Cmp(l) < 0 {
			return nil, nil, nil, nil
		}
		lo[i], hi[i] = l, h
		n.Mul(n, new(big.Int).Add(new(big.Int).Sub(h, l), big.NewInt(1)))
	}
	return vars, lo, hi, n
}

// contextPoints returns the integer points of ctx (over its variables),
// those of first (a subset of ctx, may be nil) first, each part in
// lexicographic order of the sorted variables, and how many are in
// first. It returns nil when ctx is unbounded in some variable or its
// bounding box holds more than max points. Every point returned is
// checked to lie in ctx.
func contextPoints(ctx, first *poly.Set, max int) (points []map[string]*big.Int, inFirst int) {
	vars, lo, hi, n := contextBox(ctx)
	if vars == nil || n.Cmp(big.NewInt(int64(max))) > 0 {
		return nil, 0
	}
	var in, out []map[string]*big.Int
	cur := make([]*big.Int, len(vars))
	var walk func(i int)
	walk = func(i int) {
		if i == len(vars) {
			pt := make(map[string]*big.Int, len(vars))
			for j, v := range vars {
				pt[v] = new(big.Int).Set(cur[j])
			}
			if !ctx.Contains(pt) {
				return
			}
			if first != nil && first.Contains(pt) {
				in = append(in, pt)
			} else {
				out = append(out, pt)
			}
			return
		}
		for x := new(big.Int).Set(lo[i]); x.Cmp(hi[i]) <= 0; x.Add(x, big.NewInt(1)) {
			cur[i] = x
			walk(i + 1)
		}
	}
	walk(0)
	return append(in, out...), len(in)
}
