package tripcount

import (
	"fmt"
	"maps"
	"slices"

	"wcet/ts"
)

// Depth is the recursion depth bound of a function that calls itself
// directly: at most Max activations of it at once (the facts file's
// recursion limit, derived).
type Depth struct {
	Func string
	Max  int64
	// Why says how, e.g. "n decreases by at least 1 on every recursive
	// call, made only when n >= 2; n <= 10 at the calls from outside".
	Why string
}

// Recursion bounds the recursion depth of every function of p that calls
// itself directly and has an integer parameter x (a measure) such that
//
//   - every recursive call passes x - c (c >= 1), x / c (c >= 2) or
//     x >> s (s >= 1) for it, or every one passes x + c (c >= 1);
//   - every recursive call is made only past a test of x against a
//     constant (an Assume every path from the function's entry to the
//     call passes): x >= lo (decreasing; lo >= 1 when halving), x <= hi
//     (increasing), or, for steps of exactly 1, x != k with every value
//     from outside on the right side of k;
//   - the values x takes at the calls from outside (the entry's --assume
//     range, the other functions' arguments) are within a known range,
//     no step wraps from there, and the depth is at most MaxBound.
//
// A function that fits none of them gets no bound. The parameter ranges
// the derivation proves (the values over every activation) serve the
// derivation for the functions such a function calls (bitonic's merge
// called from its sort).
func Recursion(p *ts.Program, cfg Config) []Depth {
	a := newAnalyzer(p, cfg)
	found := map[string]Depth{}
	// Rounds until nothing improves (a round per function at most): a
	// depth found narrows the range of a parameter another recursive
	// function is called with (each range recorded is sound on its own).
	for range p.Funcs {
		more := false
		for _, f := range p.Funcs {
			if !f.CallsItself() || inCycle(p, f) {
				continue
			}
			if d, ok := a.fn(f).depth(); ok {
				if o, had := found[f.Name]; !had || d.Max < o.Max {
					found[f.Name], more = d, true
				}
			}
		}
		if !more {
			break
		}
		clear(a.ranges) // recomputed with the proven parameter ranges
		clear(a.funcs)
	}
	var out []Depth
	for _, name := range slices.Sorted(maps.Keys(found)) {
		out = append(out, found[name])
	}
	return out
}

// inCycle reports whether f is reached again from the functions it calls
// other than itself (mutual recursion: a call from outside may then start
// while f is active, and its depth is not the measure's).
func inCycle(p *ts.Program, f *ts.Func) bool {
	seen := map[string]bool{}
	var work []string
	push := func(g *ts.Func) {
		for _, t := range g.Trans {
			for _, op := range t.Ops {
				if c, ok := op.(*ts.Call); ok && c.Callee != g.Name && !seen[c.Callee] {
					seen[c.Callee] = true
					work = append(work, c.Callee)
				}
			}
		}
	}
	push(f)
	for len(work) > 0 {
		name := work[len(work)-1]
		work = work[:len(work)-1]
		if name == f.Name {
			return true
		}
		if g := p.ByName[name]; g != nil {
			push(g)
		}
	}
	return false
}

// recStep is how one recursive call changes the measure: x - k for
// "dec", x + k for "inc", x / k for "half" (x >> s is x / 2^s).
type recStep struct {
	kind  string
	k     int64
	shift int64 // s of an x >> s that is a logical shift (lshr), else 0
}

// depth is the least depth bound over f's parameters, and it records the
// proven range of the measure (proven in a.proven).
func (F *fn) depth() (Depth, bool) {
	f := F.f
	var sites []*ts.Call
	var at []*ts.Trans
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			if c, ok := op.(*ts.Call); ok && c.Callee == f.Name {
				if len(c.Args) != len(f.Params) {
					return Depth{}, false
				}
				sites, at = append(sites, c), append(at, t)
			}
		}
	}
	best := Depth{}
	var bestRange itv
	var bestVar *ts.Var
	for _, x := range f.Params {
		if x.Type.Kind != ts.Int || x.Type.Bits < 2 || len(F.defs[x]) > 0 {
			continue
		}
		d, inner, ok := F.depthBy(x, sites, at)
		if ok && (best.Max == 0 || d.Max < best.Max) {
			best, bestRange, bestVar = d, inner, x
		}
	}
	if best.Max == 0 {
		return Depth{}, false
	}
	// The values of the measure over every activation.
	F.a.proven(bestVar, bestRange)
	return best, true
}

// proven records the range of parameter v over every activation.
func (a *analyzer) proven(v *ts.Var, r itv) {
	if a.provenRanges == nil {
		a.provenRanges = map[*ts.Var]itv{}
	}
	a.provenRanges[v] = r
}

// depthBy is the depth bound by the measure x, and the range of x over
// every activation.
func (F *fn) depthBy(x *ts.Var, sites []*ts.Call, at []*ts.Trans) (Depth, itv, bool) {
	f := F.f
	tr := typeRange(x.Type)
	X := F.a.outsideRange(f, x)
	if !X.ok || !X.within(tr) {
		X = tr // any value: only a shift or a halving bounds the depth then
	}
	var steps []recStep
	for _, c := range sites {
		s, ok := F.stepOf(x, c.Args[x.Param])
		if !ok {
			return Depth{}, top, false
		}
		steps = append(steps, s)
	}
	// The tests every recursive call is past.
	lo, hi := tr.lo, tr.hi
	var nes []int64
	argNonZero := true // every call's argument is tested != 0 first
	for i, t := range at {
		glo, ghi, gne, anz := F.guardsOf(x, t, sites[i], steps[i])
		argNonZero = argNonZero && anz
		if i == 0 {
			lo, hi, nes = glo, ghi, gne
			continue
		}
		lo, hi = min(lo, glo), max(hi, ghi)
		nes = slices.DeleteFunc(nes, func(k int64) bool { return !slices.Contains(gne, k) })
	}
	kinds := map[string]bool{}
	kmin, kmax := int64(-1), int64(0)
	smin := int64(0) // the least logical shift; 0 when some step is not one
	for i, s := range steps {
		switch {
		case s.shift == 0:
			smin = -1
		case i == 0 || smin > 0 && s.shift < smin:
			smin = s.shift
		}
		kinds[s.kind] = true
		if kmin < 0 || s.k < kmin {
			kmin = s.k
		}
		kmax = max(kmax, s.k)
	}
	var D int64
	var why string
	var inner itv
	name := x.Name
	switch {
	case len(kinds) == 1 && kinds["dec"] && lo > tr.lo:
		// x_i <= X.hi - i*kmin; a call needs x_i >= lo.
		if lo-2*kmax < tr.lo || X.lo-kmax < tr.lo {
			return Depth{}, top, false // a step could wrap (also one a test of the argument reads)
		}
		D = 1
		if X.hi >= lo {
			D = (X.hi-lo)/kmin + 2
		}
		why = fmt.Sprintf("%s decreases by at least %d on every recursive call, made only when %s >= %d", name, kmin, name, lo)
		inner = X.hull(mk(lo-kmax, X.hi))
	case len(kinds) == 1 && kinds["dec"] && kmax == 1 && len(nes) > 0:
		// Steps of 1 from at or above k stop at k.
		k := slices.Min(nes)
		if X.lo < k {
			return Depth{}, top, false
		}
		D = X.hi - k + 1
		why = fmt.Sprintf("%s decreases by 1 on every recursive call, made only when %s != %d", name, name, k)
		inner = X.hull(point(k))
	case len(kinds) == 1 && kinds["inc"] && hi < tr.hi:
		if hi+2*kmax > tr.hi || X.hi+kmax > tr.hi {
			return Depth{}, top, false
		}
		D = 1
		if X.lo <= hi {
			D = (hi-X.lo)/kmin + 2
		}
		why = fmt.Sprintf("%s increases by at least %d on every recursive call, made only when %s <= %d", name, kmin, name, hi)
		inner = X.hull(mk(X.lo, hi+kmax))
	case len(kinds) == 1 && kinds["inc"] && kmax == 1 && len(nes) > 0:
		k := slices.Max(nes)
		if X.hi > k {
			return Depth{}, top, false
		}
		D = k - X.lo + 1
		why = fmt.Sprintf("%s increases by 1 on every recursive call, made only when %s != %d", name, name, k)
		inner = X.hull(point(k))
	case len(kinds) == 1 && kinds["half"] && lo >= 1:
		// A call needs x >= lo >= 1; its argument is at most x / kmin.
		D = 1
		for v := X.hi; v >= lo; v /= kmin {
			D++
		}
		why = fmt.Sprintf("%s is divided by at least %d on every recursive call, made only when %s >= %d", name, kmin, name, lo)
		inner = X.hull(mk(0, X.hi))
	case smin > 0 && (argNonZero || slices.Contains(nes, 0)):
		// Logical shifts right by at least smin of a bits-wide value
		// leave it zero after ceil(bits/smin) of them: a call whose
		// argument is nonzero is one of at most (bits-1)/smin; a call
		// made when x is nonzero, one more.
		bits := int64(x.Type.Bits)
		D = (bits-1)/smin + 1
		why = fmt.Sprintf("%s is shifted right (logically) by at least %d on every recursive call, made only when ", name, smin)
		if argNonZero {
			why += "the argument is not 0"
		} else {
			D++
			why += fmt.Sprintf("%s != 0", name)
		}
		why += fmt.Sprintf(" (a %d-bit value)", bits)
		if D > MaxBound || D < 1 {
			return Depth{}, top, false
		}
		return Depth{Func: f.Name, Max: D, Why: why}, tr, true
	default:
		return Depth{}, top, false
	}
	if D > MaxBound || D < 1 {
		return Depth{}, top, false
	}
	why += fmt.Sprintf("; %s within [%d,%d] at the calls from outside", name, X.lo, X.hi)
	return Depth{Func: f.Name, Max: D, Why: why}, inner, true
}

// outsideRange is the range of parameter x of f at the calls from
// outside f: the entry's --assume range, the other functions' arguments
// (top when one is unknown, or there is none).
func (a *analyzer) outsideRange(f *ts.Func, x *ts.Var) itv {
	var xs []itv
	if f.Name == a.cfg.Entry {
		r, ok := a.params[x]
		if !ok {
			r = typeRange(x.Type)
		}
		xs = append(xs, r)
	}
	for _, g := range a.p.Funcs {
		if g == f {
			continue
		}
		G := a.fn(g)
		for _, t := range g.Trans {
			for _, op := range t.Ops {
				c, ok := op.(*ts.Call)
				if !ok || c.Callee != f.Name {
					continue
				}
				if len(c.Args) != len(f.Params) {
					return top
				}
				xs = append(xs, G.argValue(c.Args[x.Param]))
			}
		}
	}
	return hullOf(xs)
}

// argValue is the range of an argument: rangeExpr's, a proven parameter
// range, or, for the induction variable of a loop with a loop-bound
// annotation (taken as given, as ipet takes it), its start plus its
// steps over the annotation's maximum.
func (F *fn) argValue(e ts.Expr) itv {
	if r, ok := e.(*ts.Ref); ok {
		if pr, ok := F.a.provenRanges[r.V]; ok {
			return pr
		}
		for _, L := range F.f.Loops {
			if L.Bound == nil || L.Bound.Removed || !F.isHeaderVar(L, r.V) {
				continue
			}
			if iv, ok := F.induction(L, r.V); ok && iv.init.ok && iv.step.ok {
				B := L.Bound.Max
				return iv.init.hull(iv.init.add(iv.step.mulConst(B)))
			}
		}
	}
	return F.rangeExpr(e)
}

// stepOf reads the argument e passed for x at a recursive call.
func (F *fn) stepOf(x *ts.Var, e ts.Expr) (recStep, bool) {
	for range 6 {
		e = F.forward(e)
		r, ok := e.(*ts.Ref)
		if !ok || r.V == x {
			break
		}
		ds := F.defs[r.V]
		if len(ds) != 1 || ds[0].E == nil {
			return recStep{}, false
		}
		e = ds[0].E
	}
	b, ok := e.(*ts.Bin)
	if !ok {
		return recStep{}, false
	}
	if r, ok := F.forward(b.X).(*ts.Ref); !ok || r.V != x {
		return recStep{}, false
	}
	k, ok := constOf(b.Y)
	if !ok {
		return recStep{}, false
	}
	switch {
	case b.Op == "sub" && k >= 1:
		return recStep{kind: "dec", k: k}, true
	case b.Op == "add" && k <= -1:
		return recStep{kind: "dec", k: -k}, true
	case b.Op == "add" && k >= 1:
		return recStep{kind: "inc", k: k}, true
	case (b.Op == "sdiv" || b.Op == "udiv") && k >= 2:
		return recStep{kind: "half", k: k}, true
	case b.Op == "lshr" && k >= 1 && k < int64(x.Type.Bits):
		return recStep{kind: "half", k: int64(1) << min(k, 30), shift: k}, true
	case b.Op == "ashr" && k >= 1 && k <= 30:
		return recStep{kind: "half", k: int64(1) << k}, true
	}
	return recStep{}, false
}

// guardsOf are the tests of x against constants that every path from f's
// entry to the call c on t passes: x >= lo, x <= hi (the type's ends when
// none) and x != k for each k of nes. A test of the call's argument (a
// variable, x changed by step s) counts as the test of x it implies:
// x - k >= lo' when x >= lo' + k, x / k >= lo' >= 1 when x >= k*lo',
// x + k <= hi' when x <= hi' - k (bitonic's `if (k > 1) merge(lo, k)`
// with k = cnt / 2).
func (F *fn) guardsOf(x *ts.Var, t *ts.Trans, c *ts.Call, s recStep) (lo, hi int64, nes []int64, argNonZero bool) {
	var argV *ts.Var
	if r, ok := F.forward(c.Args[x.Param]).(*ts.Ref); ok && r.V != x {
		argV = r.V
	}
	tr := typeRange(x.Type)
	lo, hi = tr.lo, tr.hi
	for _, u := range F.f.Trans {
		for i, op := range u.Ops {
			as, ok := op.(*ts.Assume)
			if !ok {
				continue
			}
			if u == t {
				// Before the call on its own transition.
				if j := slices.Index(t.Ops, ts.Op(c)); j < 0 || i > j {
					continue
				}
			} else if reachableWithout(F.f, t, u) {
				continue
			}
			pred, k, ok := F.testOf(x, as.C, false, 0)
			if !ok && argV != nil {
				// A test of the argument, as the test of x it implies.
				pred, k, ok = F.testOf(argV, as.C, false, 0)
				if ok && pred == "ne" && k == 0 {
					argNonZero = true
					continue
				}
				if pred == "sgt" {
					pred, k = "sge", k+1
				}
				if pred == "slt" {
					pred, k = "sle", k-1
				}
				switch {
				case !ok:
				case pred == "sge" && s.kind == "dec" && k <= lim/2:
					k += s.k
				case pred == "sge" && s.kind == "half" && k >= 1 && k <= lim/s.k:
					k *= s.k
				case pred == "sle" && s.kind == "inc" && k >= -lim/2:
					k -= s.k
				default:
					ok = false
				}
			}
			if !ok {
				continue
			}
			switch pred {
			case "sge":
				lo = max(lo, k)
			case "sgt":
				lo = max(lo, k+1)
			case "sle":
				hi = min(hi, k)
			case "slt":
				hi = min(hi, k-1)
			case "ne":
				nes = append(nes, k)
			case "eq":
				lo, hi = max(lo, k), min(hi, k)
			}
		}
	}
	return lo, hi, nes, argNonZero
}

// reachableWithout reports whether t is reachable from f's entry without
// taking u.
func reachableWithout(f *ts.Func, t, u *ts.Trans) bool {
	seen := map[*ts.Loc]bool{f.Entry: true}
	work := []*ts.Loc{f.Entry}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		for _, v := range l.Out {
			if v == u {
				continue
			}
			if v == t {
				return true
			}
			if !seen[v.To] {
				seen[v.To] = true
				work = append(work, v.To)
			}
		}
	}
	return false
}

// testOf reads c (an i1 expression) as x pred k, negated when neg.
func (F *fn) testOf(x *ts.Var, c ts.Expr, neg bool, depth int) (string, int64, bool) {
	if depth > 8 {
		return "", 0, false
	}
	switch c := c.(type) {
	case *ts.Cmp:
		// An i1 variable compared with a constant: the variable's test.
		if r, ok := c.X.(*ts.Ref); ok && r.V.Type == ts.I1 && (c.Pred == "eq" || c.Pred == "ne") {
			if k, ok := c.Y.(*ts.Const); ok {
				return F.testOf(x, c.X, neg != ((c.Pred == "eq") != (k.V.Sign() != 0)), depth+1)
			}
		}
		p, ok := negate[c.Pred]
		if !ok {
			return "", 0, false
		}
		if !neg {
			p = c.Pred
		}
		X, Y := c.X, c.Y
		if r, ok := Y.(*ts.Ref); ok && r.V == x {
			X, Y, p = Y, X, swapped[p]
		}
		r, ok := X.(*ts.Ref)
		if !ok || r.V != x {
			return "", 0, false
		}
		k, ok := constOf(Y)
		if !ok {
			return "", 0, false
		}
		return p, k, true
	case *ts.Un:
		if c.Op == "not" {
			return F.testOf(x, c.X, !neg, depth+1)
		}
	case *ts.Ref:
		if ds := F.defs[c.V]; len(ds) == 1 && ds[0].E != nil {
			return F.testOf(x, ds[0].E, neg, depth+1)
		}
	}
	return "", 0, false
}

// forward is e with a load from a private slot replaced by the value
// stored there (bitcount's `x >>= 8` on a parameter whose address is
// taken: clang keeps x in an alloca). A slot is private when its address
// is only loaded from, stored to, or offset and loaded from (never
// stored through an offset, passed, or stored); every store to it must
// stand on one transition outside every loop that dominates the load,
// and the value is the last store before the load. Anything else: e.
func (F *fn) forward(e ts.Expr) ts.Expr {
	r, ok := e.(*ts.Ref)
	if !ok {
		return e
	}
	ds := F.defs[r.V]
	if len(ds) != 1 {
		return e
	}
	ld, ok := ds[0].op.(*ts.Load)
	if !ok || ld.Volatile {
		return e
	}
	a, ok := ld.Addr.(*ts.Ref)
	if !ok {
		return e
	}
	stores, ok := F.privateSlot(a.V)
	if !ok || len(stores) == 0 {
		return e
	}
	T := stores[0].t
	for _, s := range stores {
		if s.t != T {
			return e
		}
	}
	if T.From.Loop != nil {
		return e
	}
	lt := ds[0].t
	last := -1
	for i, op := range T.Ops {
		if op == ts.Op(ld) {
			break
		}
		if st, ok := op.(*ts.Store); ok && refTo(st.Addr, a.V) {
			last = i
		}
	}
	if lt != T && reachableWithout(F.f, lt, T) {
		return e // the load is not always after the stores
	}
	if last < 0 {
		return e
	}
	return T.Ops[last].(*ts.Store).Val
}

// slotStore is a store to a private slot.
type slotStore struct {
	t  *ts.Trans
	st *ts.Store
}

// privateSlot are the stores to the alloca a, when its address never
// escapes nor is written through anything but a itself.
func (F *fn) privateSlot(a *ts.Var) ([]slotStore, bool) {
	if ds := F.defs[a]; len(ds) != 1 {
		return nil, false
	} else if _, ok := ds[0].op.(*ts.Alloca); !ok {
		return nil, false
	}
	derived := map[*ts.Var]bool{a: true}
	reads := func(e ts.Expr) bool {
		for _, v := range ts.ExprVars(e) {
			if derived[v] {
				return true
			}
		}
		return false
	}
	// Copies and offsets of the address, to a fixpoint.
	for changed := true; changed; {
		changed = false
		for v, ds := range F.defs {
			if derived[v] {
				continue
			}
			for _, d := range ds {
				if d.E != nil && reads(d.E) {
					derived[v], changed = true, true
				}
			}
		}
	}
	var out []slotStore
	for _, t := range F.f.Trans {
		for _, op := range t.Ops {
			switch o := op.(type) {
			case *ts.Store:
				if reads(o.Val) {
					return nil, false // the address escapes to memory
				}
				if refTo(o.Addr, a) {
					out = append(out, slotStore{t, o})
				} else if reads(o.Addr) {
					return nil, false // written through an offset or copy
				}
			case *ts.Load, *ts.Assign, *ts.Assume:
			default:
				for _, v := range ts.Uses(op) {
					if derived[v] {
						return nil, false // passed on, or read otherwise
					}
				}
			}
		}
	}
	return out, true
}

// refTo reports whether e is a reference to v.
func refTo(e ts.Expr, v *ts.Var) bool {
	r, ok := e.(*ts.Ref)
	return ok && r.V == v
}
