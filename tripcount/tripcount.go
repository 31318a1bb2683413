package tripcount

import (
	"fmt"

	"wcet/assertions/lang"
	"wcet/ts"
	"wcet/ts/interp"
)

// MaxBound is the largest bound Analyze reports: a loop bounded only by a
// wide type's range (`i < n` for an unknown 32-bit n) is left unbounded.
const MaxBound = int64(1) << 24

// Config is the context of the analysis.
type Config struct {
	// Entry is the entry function: its parameters' ranges come from
	// Assume and their types.
	Entry string
	// Assume are the entry's --assume constraints (assertion-language
	// syntax); the atoms comparing one parameter with a constant narrow
	// its range, the others are ignored (which only widens ranges).
	Assume []string
}

// Bound is the bound of one loop: the most body executions per entry,
// over every calling context (ts.Loop.CompletesBody's unit, as the loop
// table and the loop-bound annotations count).
type Bound struct {
	Loop *ts.Loop
	Func string
	Max  int64
	// Why says how, e.g. "i%.02 from [0,0] step [1,1] while slt i%.02, [10,10]".
	Why string
}

// Analyze bounds the loops of every function of p that it can; a loop
// missing from the result has no derived bound.
func Analyze(p *ts.Program, cfg Config) map[*ts.Loop]*Bound {
	a := newAnalyzer(p, cfg)
	out := map[*ts.Loop]*Bound{}
	for _, f := range p.Funcs {
		F := a.fn(f)
		for _, L := range f.Loops {
			r := F.loop(L)
			if r.bounded {
				out[L] = &Bound{Loop: L, Func: f.Name, Max: r.max, Why: r.why}
			}
			// A closed loop's run counts it exactly: the smaller bound
			// (a counter that wraps around is bounded by its width).
			if n, why, ok := F.closedLoop(L); ok && (!r.bounded || n < r.max) {
				out[L] = &Bound{Loop: L, Func: f.Name, Max: n, Why: why}
			}
		}
	}
	return out
}

// newAnalyzer is the analysis of p under cfg, with the entry's
// parameters and the functions that may end the program found.
func newAnalyzer(p *ts.Program, cfg Config) *analyzer {
	a := &analyzer{p: p, cfg: cfg, funcs: map[*ts.Func]*fn{}, busy: map[*ts.Var]bool{}, ranges: map[*ts.Var]itv{},
		params: map[*ts.Var]itv{}, halts: map[string]bool{}, effects: map[string]effect{}, globals: map[*ts.Global]itv{}}
	a.initParams()
	a.initHalts()
	return a
}

type analyzer struct {
	p      *ts.Program
	cfg    Config
	funcs  map[*ts.Func]*fn
	busy   map[*ts.Var]bool // ranges being computed (a cycle gives the type's range)
	ranges map[*ts.Var]itv
	params map[*ts.Var]itv // the entry's parameters narrowed by Assume
	halts  map[string]bool // functions that may end the program
	// provenRanges are the ranges of recursive functions' measures over
	// every activation (Recursion).
	provenRanges map[*ts.Var]itv
	// effects are the memory each function may write (effectOf);
	// globals the ranges of scalar globals (globalRange).
	effects map[string]effect
	globals map[*ts.Global]itv
}

// def is one assignment of a variable: E for an Assign, nil for a value
// the op produces otherwise (a load, a call's result, a havoc).
type def struct {
	t  *ts.Trans
	E  ts.Expr
	op ts.Op
}

type fn struct {
	a     *analyzer
	f     *ts.Func
	defs  map[*ts.Var][]def
	loops map[*ts.Loop]*loopInfo
	// evalBusy are the variables whose form eval is computing (a cycle
	// through a join of the body gives the range instead).
	evalBusy map[*ts.Var]bool
	// run is the interpreter's one run of the function for its closed
	// loops (closedLoop), nil when it failed; ran says it was tried.
	run *interp.Result
	ran bool
	// cells are the counter cells of each loop (cellsOf); exprDefs the
	// definitions as expressions (exprs).
	cells    map[*ts.Loop]*cellInfo
	exprDefs map[*ts.Var][]ts.Expr
}

// loopInfo is the analysis of one loop (computed once).
type loopInfo struct {
	done, busy bool
	bounded    bool
	max        int64
	why        string
	// ivs are the ranges of L's induction variables over every point of
	// the loop (and after it), for loops nested in L and code after it.
	ivs map[*ts.Var]itv
}

func (a *analyzer) fn(f *ts.Func) *fn {
	if F := a.funcs[f]; F != nil {
		return F
	}
	F := &fn{a: a, f: f, defs: map[*ts.Var][]def{}, loops: map[*ts.Loop]*loopInfo{}, evalBusy: map[*ts.Var]bool{},
		cells: map[*ts.Loop]*cellInfo{}}
	for _, t := range f.Trans {
		for _, op := range t.Ops {
			switch op := op.(type) {
			case *ts.Assign:
				F.defs[op.Dst] = append(F.defs[op.Dst], def{t: t, E: op.E, op: op})
			case *ts.Load:
				F.defs[op.Dst] = append(F.defs[op.Dst], def{t: t, op: op})
			case *ts.Havoc:
				F.defs[op.Dst] = append(F.defs[op.Dst], def{t: t, op: op})
			case *ts.Alloca:
				F.defs[op.Dst] = append(F.defs[op.Dst], def{t: t, op: op})
			case *ts.StackSave:
				F.defs[op.Dst] = append(F.defs[op.Dst], def{t: t, op: op})
			case *ts.Call:
				for _, d := range op.Dsts {
					F.defs[d] = append(F.defs[d], def{t: t, op: op})
				}
			case *ts.Lib:
				for _, d := range op.Dsts {
					F.defs[d] = append(F.defs[d], def{t: t, op: op})
				}
			}
		}
	}
	a.funcs[f] = F
	return F
}

// initParams narrows the entry's parameters by the atoms of Assume that
// compare one parameter with a constant.
func (a *analyzer) initParams() {
	f := a.p.ByName[a.cfg.Entry]
	if f == nil {
		return
	}
	byName := map[string]*ts.Var{}
	for _, v := range f.Params {
		byName[v.Name] = v
		a.params[v] = typeRange(v.Type)
	}
	for _, s := range a.cfg.Assume {
		form, err := lang.Parse(s)
		if err != nil {
			continue
		}
		for _, at := range form.Atoms {
			x, y, op := at.X, at.Y, at.Op
			if _, ok := x.(*lang.Var); !ok {
				x, y = y, x
				op = map[lang.CmpOp]lang.CmpOp{lang.LE: lang.GE, lang.LT: lang.GT, lang.GE: lang.LE, lang.GT: lang.LT, lang.EQ: lang.EQ}[op]
			}
			xv, ok := x.(*lang.Var)
			if !ok {
				continue
			}
			v := byName[xv.Name]
			k, ok := numOf(y)
			if v == nil || !ok {
				continue
			}
			r := a.params[v]
			switch op {
			case lang.LE:
				r = r.meet(mk(-lim, k))
			case lang.LT:
				r = r.meet(mk(-lim, k-1))
			case lang.GE:
				r = r.meet(mk(k, lim))
			case lang.GT:
				r = r.meet(mk(k+1, lim))
			case lang.EQ:
				r = r.meet(point(k))
			}
			if r.ok {
				a.params[v] = r
			}
		}
	}
}

// numOf is the value of a constant of the assertion language.
func numOf(e lang.Expr) (int64, bool) {
	switch e := e.(type) {
	case *lang.Num:
		if e.Value.IsInt64() && e.Value.Int64() <= lim {
			return e.Value.Int64(), true
		}
	case *lang.Neg:
		if k, ok := numOf(e.X); ok {
			return -k, true
		}
	}
	return 0, false
}

// initHalts finds the functions that may end the program (a reachable
// Halt loc, directly or through a call).
func (a *analyzer) initHalts() {
	for changed := true; changed; {
		changed = false
		for _, f := range a.p.Funcs {
			if a.halts[f.Name] {
				continue
			}
			h := f.Halt != nil && len(f.Halt.In) > 0
			for _, t := range f.Trans {
				for _, op := range t.Ops {
					if c, ok := op.(*ts.Call); ok && a.halts[c.Callee] {
						h = true
					}
				}
			}
			if h {
				a.halts[f.Name], changed = true, true
			}
		}
	}
}

// mayEnd reports whether the run may end on t (a call to a function
// that may end the program, or a step into the halt point).
func (F *fn) mayEnd(t *ts.Trans) bool {
	if t.To == F.f.Halt {
		return true
	}
	for _, op := range t.Ops {
		switch op := op.(type) {
		case *ts.Call:
			if F.a.halts[op.Callee] {
				return true
			}
		case *ts.Lib:
			if op.NoReturn {
				return true
			}
		}
	}
	return false
}

// isHeaderVar reports whether v is a header variable of L: assigned only
// on the edges into L's header from outside L (its initial values) and on
// the edges into L's end (its next values), on both.
func (F *fn) isHeaderVar(L *ts.Loop, v *ts.Var) bool {
	ds := F.defs[v]
	init, next := false, false
	for _, d := range ds {
		switch {
		case d.E == nil:
			return false
		case d.t.To == L.Header && !L.Contains(d.t.From):
			init = true
		case d.t.To == L.End:
			next = true
		default:
			return false
		}
	}
	return init && next
}

// form is an affine value in loop L: iv + off when iv is set (iv a header
// variable of L), else a value within off at every point of L.
type form struct {
	iv  *ts.Var
	off itv
	// ext is "zext" or "sext" for a widened iv + off (the value of iv + off
	// in the unsigned or signed view of iv's width, provided it does not
	// wrap there: tripsUnder checks it).
	ext string
}

// eval is e's form in L.
func (F *fn) eval(L *ts.Loop, e ts.Expr, depth int) form {
	if depth > 64 {
		return form{off: typeRange(e.Type())}
	}
	switch x := e.(type) {
	case *ts.Ref:
		v := x.V
		if F.isHeaderVar(L, v) {
			return form{iv: v, off: point(0)}
		}
		if h := F.cellsOf(L).loads[v]; h != nil {
			return form{iv: h, off: point(0)}
		}
		ds := F.defs[v]
		inside := len(ds) > 0 && !F.evalBusy[v]
		for _, d := range ds {
			// A header variable of a loop nested in L changes within an
			// iteration of L: its range is that loop's business.
			if !L.Contains(d.t.To) || d.E == nil || d.t.To.Loop != nil && d.t.To.Loop != L && d.t.To == d.t.To.Loop.Header {
				inside = false
			}
		}
		if !inside {
			return form{off: F.rangeOf(v)}
		}
		F.evalBusy[v] = true
		defer delete(F.evalBusy, v)
		// Defined by assignments inside L (a value of this iteration, or
		// a phi of a join in the body): the hull of its definitions.
		var r form
		for i, d := range ds {
			y := F.eval(L, d.E, depth+1)
			if i == 0 {
				r = y
				continue
			}
			if y.iv != r.iv || y.ext != r.ext {
				return form{off: F.rangeOf(v)}
			}
			r.off = r.off.hull(y.off)
		}
		if !r.off.ok {
			return form{off: F.rangeOf(v)}
		}
		return r
	case *ts.Cast:
		if x.Op == "trunc" {
			if f, ok := F.truncForm(L, x, depth); ok {
				return f
			}
			break
		}
		if x.Op != "zext" && x.Op != "sext" {
			break
		}
		if X := F.eval(L, x.X, depth+1); X.iv != nil && X.ext == "" {
			return form{iv: X.iv, off: X.off, ext: x.Op}
		}
	case *ts.Bin:
		if x.Op != "add" && x.Op != "sub" && x.Op != "fadd" && x.Op != "fsub" {
			break
		}
		X, Y := F.eval(L, x.X, depth+1), F.eval(L, x.Y, depth+1)
		if X.ext != "" || Y.ext != "" {
			break
		}
		if x.Op == "sub" || x.Op == "fsub" {
			if Y.iv != nil {
				break
			}
			Y.off = Y.off.neg()
		}
		if X.iv != nil && Y.iv != nil {
			break
		}
		iv := X.iv
		if iv == nil {
			iv = Y.iv
		}
		if off := X.off.add(Y.off); off.ok {
			if iv == nil && !off.within(typeRange(x.T)) {
				break
			}
			return form{iv: iv, off: off}
		}
	}
	return form{off: F.rangeExpr(e)}
}

// guard is one exit condition: the loop goes on around only when X Pred Y.
type guard struct {
	t    *ts.Trans
	pred string
	x, y ts.Expr
}

// negate is the predicate of !(x pred y).
var negate = map[string]string{"eq": "ne", "ne": "eq", "slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle",
	"ult": "uge", "uge": "ult", "ule": "ugt", "ugt": "ule",
	"folt": "fuge", "fuge": "folt", "fole": "fugt", "fugt": "fole", "fogt": "fule", "fule": "fogt", "foge": "fult", "fult": "foge",
	"foeq": "fune", "fune": "foeq", "fone": "fueq", "fueq": "fone"}

// swapped is the predicate of y pred' x equal to x pred y.
var swapped = map[string]string{"eq": "eq", "ne": "ne", "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
	"ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule",
	"folt": "fogt", "fogt": "folt", "fole": "foge", "foge": "fole", "fult": "fugt", "fugt": "fult", "fule": "fuge", "fuge": "fule",
	"foeq": "foeq", "fune": "fune", "fone": "fone", "fueq": "fueq"}

// floatPred is the integer predicate a float comparison is on values
// that are exact integers (no NaN: ordered and unordered agree).
var floatPred = map[string]string{"folt": "slt", "fult": "slt", "fole": "sle", "fule": "sle", "fogt": "sgt", "fugt": "sgt",
	"foge": "sge", "fuge": "sge", "fone": "ne", "fune": "ne", "foeq": "eq", "fueq": "eq"}

// exactFloat is the range within which float and double hold every
// integer exactly, so that adding integral steps does not round.
var exactFloat = mk(-(1 << 24), 1<<24)

// cmpOf reads c (an i1 expression) as a comparison, negated when neg.
func (F *fn) cmpOf(L *ts.Loop, c ts.Expr, neg bool, depth int) (string, ts.Expr, ts.Expr, bool) {
	if depth > 8 {
		return "", nil, nil, false
	}
	switch c := c.(type) {
	case *ts.Cmp:
		if _, ok := negate[c.Pred]; !ok {
			return "", nil, nil, false
		}
		p := c.Pred
		if neg {
			p = negate[p]
		}
		return p, c.X, c.Y, true
	case *ts.Un:
		if c.Op == "not" {
			return F.cmpOf(L, c.X, !neg, depth+1)
		}
	case *ts.Ref:
		ds := F.defs[c.V]
		if len(ds) == 1 && ds[0].E != nil {
			return F.cmpOf(L, ds[0].E, neg, depth+1)
		}
		// A phi of a block of L (a && or || in a loop test): the assume
		// passes only through the definitions that give the value it
		// requires; when one of them is not a constant, it is that one's
		// condition (the definition is on an edge into the phi's block,
		// taken in this iteration).
		if F.isBlockPhi(L, c.V) {
			var live []def
			for _, d := range ds {
				if k, ok := d.E.(*ts.Const); ok {
					if (k.V.Sign() != 0) != neg {
						return "", nil, nil, false // a constant that passes
					}
					continue
				}
				live = append(live, d)
			}
			if len(live) == 1 {
				return F.cmpOf(L, live[0].E, neg, depth+1)
			}
		}
	}
	return "", nil, nil, false
}

// isBlockPhi reports whether v is a phi of a block of L other than its
// header: assigned only by expressions on edges into one loc whose
// innermost loop is L.
func (F *fn) isBlockPhi(L *ts.Loop, v *ts.Var) bool {
	ds := F.defs[v]
	if len(ds) < 2 {
		return false
	}
	at := ds[0].t.To
	if at.Loop != L || at == L.Header {
		return false
	}
	for _, d := range ds {
		if d.E == nil || d.t.To != at {
			return false
		}
	}
	return true
}

// assumedVar reads an Assume on an i1 variable: v must be want.
func assumedVar(c ts.Expr) (v *ts.Var, want bool, ok bool) {
	switch c := c.(type) {
	case *ts.Ref:
		return c.V, true, c.V.Type == ts.I1
	case *ts.Un:
		if r, ok := c.X.(*ts.Ref); ok && c.Op == "not" && r.V.Type == ts.I1 {
			return r.V, false, true
		}
	case *ts.Cmp:
		r, ok1 := c.X.(*ts.Ref)
		k, ok2 := c.Y.(*ts.Const)
		if ok1 && ok2 && r.V.Type == ts.I1 && (c.Pred == "eq" || c.Pred == "ne") {
			return r.V, (c.Pred == "eq") == (k.V.Sign() != 0), true
		}
	}
	return nil, false, false
}

// deadEnds are the transitions of L after which no path reaches L's end
// (the back edge): each assigns a constant to a phi of a block of L that
// every path from there to the end then assumes to be the other value
// (the false arm of a && in the loop test). They are skipped when a
// guard's dominance of the end is decided, never for the exits.
func (F *fn) deadEnds(L *ts.Loop) map[*ts.Trans]bool {
	dead := map[*ts.Trans]bool{}
	for v, ds := range F.defs {
		if !F.isBlockPhi(L, v) {
			continue
		}
		for _, d := range ds {
			k, ok := d.E.(*ts.Const)
			if !ok {
				continue
			}
			val := k.V.Sign() != 0
			// The transitions that fail on v == val.
			block := map[*ts.Trans]bool{}
			for _, l := range L.Locs {
				for _, t := range l.Out {
					for _, op := range t.Ops {
						if as, ok := op.(*ts.Assume); ok {
							if w, want, ok := assumedVar(as.C); ok && w == v && want != val {
								block[t] = true
							}
						}
					}
				}
			}
			if !reaches(L, d.t.To, L.End, block, nil) {
				dead[d.t] = true
			}
		}
	}
	return dead
}

// reaches reports whether a path inside L (not through L's back edge)
// leads from from to target without taking a transition of skip or
// the transition also (nil: none).
func reaches(L *ts.Loop, from, target *ts.Loc, skip map[*ts.Trans]bool, also *ts.Trans) bool {
	return pathTo(L, from, target, skip, also) != nil
}

// pathTo is the transitions of a path as reaches finds one, target
// first; nil when there is none (an empty non-nil slice when from is
// target).
func pathTo(L *ts.Loop, from, target *ts.Loc, skip map[*ts.Trans]bool, also *ts.Trans) []*ts.Trans {
	maxID := 0
	for _, l := range L.Locs {
		maxID = max(maxID, l.ID)
	}
	via := make([]*ts.Trans, maxID+1)
	seen := make([]bool, maxID+1)
	seen[from.ID] = true
	work := []*ts.Loc{from}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		if l == target {
			path := []*ts.Trans{}
			for x := l; x != from; x = via[x.ID].From {
				path = append(path, via[x.ID])
			}
			return path
		}
		for _, u := range l.Out {
			if u == also || skip[u] || u == L.Back || !L.Contains(u.To) || seen[u.To.ID] {
				continue
			}
			seen[u.To.ID], via[u.To.ID] = true, u
			work = append(work, u.To)
		}
	}
	return nil
}

// guards are the exit conditions of L: the Assumes of transitions of L
// (not of a loop nested in it) that every path from L's header to L's end
// passes.
func (F *fn) guards(L *ts.Loop) []guard {
	var out []guard
	dead := F.deadEnds(L)
	// Only the transitions of one path from the header to the end can be
	// on every such path.
	onPath := map[*ts.Trans]bool{}
	for _, t := range pathTo(L, L.Header, L.End, dead, nil) {
		onPath[t] = true
	}
	for _, l := range L.Locs {
		if l.Loop != L {
			continue
		}
		for _, t := range l.Out {
			if t == L.Back || !L.Contains(t.To) {
				continue
			}
			var conds []guard
			for _, op := range t.Ops {
				as, ok := op.(*ts.Assume)
				if !ok {
					continue
				}
				c := as.C
				neg := false
				// eq i1 X, false is the frontend's !X.
				if cc, ok := c.(*ts.Cmp); ok && cc.X.Type() == ts.I1 {
					if k, ok := cc.Y.(*ts.Const); ok && (cc.Pred == "eq" || cc.Pred == "ne") {
						c = cc.X
						neg = (cc.Pred == "eq") == (k.V.Sign() == 0)
					}
				}
				if p, x, y, ok := F.cmpOf(L, c, neg, 0); ok {
					conds = append(conds, guard{t: t, pred: p, x: x, y: y})
				}
			}
			if len(conds) > 0 && onPath[t] && !reaches(L, L.Header, L.End, dead, t) {
				out = append(out, conds...)
			}
		}
	}
	return out
}

// transDominated reports whether every path inside L from the header that
// takes u takes t first.
func transDominated(L *ts.Loop, t, u *ts.Trans) bool {
	if t == u {
		return true
	}
	if u.From == L.Header {
		return false
	}
	return !reaches(L, L.Header, u.From, nil, t)
}

// loop analyses L once.
func (F *fn) loop(L *ts.Loop) *loopInfo {
	if li := F.loops[L]; li != nil {
		if li.busy {
			return &loopInfo{}
		}
		return li
	}
	li := &loopInfo{busy: true}
	F.loops[L] = li
	defer func() { li.busy, li.done = false, true }()
	gs := F.guards(L)
	// The transitions on which an execution of L's body may end other
	// than by the back edge: body exits and ends of the run.
	var ends []*ts.Trans
	for _, l := range L.Locs {
		for _, t := range l.Out {
			switch {
			case t == L.Back:
			case !L.Contains(t.To):
				if L.BodyExit(t) {
					ends = append(ends, t)
				}
			case F.mayEnd(t):
				ends = append(ends, t)
			}
		}
	}
	var vars []*ts.Var
	seen := map[*ts.Var]bool{}
	for _, t := range L.Header.In {
		if t.Kind == ts.Back || L.Contains(t.From) {
			continue
		}
		for _, op := range t.Ops {
			if as, ok := op.(*ts.Assign); ok && !seen[as.Dst] && F.isHeaderVar(L, as.Dst) {
				seen[as.Dst] = true
				vars = append(vars, as.Dst)
			}
		}
	}
	var ivs []induction
	for _, h := range vars {
		if iv, ok := F.induction(L, h); ok {
			ivs = append(ivs, iv)
		}
	}
	for _, c := range F.cellsOf(L).counters {
		if iv, ok := F.cellInduction(L, c); ok {
			ivs = append(ivs, iv)
		}
	}
	for _, iv := range ivs {
		h := iv.h
		for _, g := range gs {
			c, ok := F.tripsUnder(L, iv, g)
			if !ok {
				continue
			}
			n := c.back
			for _, u := range ends {
				if !transDominated(L, g.t, u) {
					n++
					break
				}
			}
			if n > MaxBound {
				continue
			}
			if !li.bounded || n < li.max {
				li.bounded, li.max = true, n
				li.why = fmt.Sprintf("%s from [%d,%d] step [%d,%d] while %s %s, [%d,%d] (at %s)", h.Name, iv.init.lo, iv.init.hi, iv.step.lo, iv.step.hi,
					c.pred, exprName(g.x), c.n.lo, c.n.hi, g.t.Pos)
				if c.around > 0 {
					li.why = fmt.Sprintf("%s step %d while ne %s, [%d,%d], a value it meets within 2^%d steps (at %s)", h.Name, iv.step.lo,
						exprName(g.x), c.n.lo, c.n.hi, c.around, g.t.Pos)
				}
			}
			if li.ivs == nil {
				li.ivs = map[*ts.Var]itv{}
			}
			if r, ok := li.ivs[h]; !ok || c.rng.within(r) {
				li.ivs[h] = c.rng
			}
		}
	}
	F.accumulators(L, li, vars)
	// Counters that come round by a remainder (wrap.go).
	for _, mc := range F.modCounters(L, vars) {
		for _, g := range gs {
			n, N, ok := F.tripsMod(L, mc, g)
			if !ok {
				continue
			}
			for _, u := range ends {
				if !transDominated(L, g.t, u) {
					n++
					break
				}
			}
			if n <= MaxBound && (!li.bounded || n < li.max) {
				li.bounded, li.max = true, n
				li.why = fmt.Sprintf("%s = %s while ne %s, [%d,%d]: a residue it meets (at %s)", mc.h.Name, mc, exprName(g.x), N.lo, N.hi, g.t.Pos)
			}
		}
	}
	// Bit-clearing loops (bits.go).
	if n, why, g, ok := F.bitLoops(L, vars, gs); ok {
		for _, u := range ends {
			if !transDominated(L, g.t, u) {
				n++
				break
			}
		}
		if n <= MaxBound && (!li.bounded || n < li.max) {
			li.bounded, li.max, li.why = true, n, why
		}
	}
	return li
}

// exprName names e for Bound.Why.
func exprName(e ts.Expr) string {
	if r, ok := e.(*ts.Ref); ok {
		return r.V.Name
	}
	return fmt.Sprintf("%T", e)
}

// induction is the shape of h: its initial values and its step.
type induction struct {
	h          *ts.Var
	init, step itv
}

func (F *fn) induction(L *ts.Loop, h *ts.Var) (induction, bool) {
	iv, ok := F.stepsOf(L, h)
	if !ok || !(iv.step.lo >= 1 || iv.step.hi <= -1) {
		return iv, false
	}
	return iv, true
}

// stepsOf reads h's definitions: its initial values (on the edges into
// L's header) and the hull of its steps (h' = h + step on the back edge).
func (F *fn) stepsOf(L *ts.Loop, h *ts.Var) (induction, bool) {
	iv := induction{h: h}
	first, firstStep := true, true
	for _, d := range F.defs[h] {
		if d.t.To == L.Header {
			r := F.rangeExpr(d.E)
			if ref, ok := d.E.(*ts.Ref); ok {
				// Within what the way into L assumes of it (a clamp).
				r = F.edgeRange(d, ref.V, F.rangeOf(ref.V))
			}
			if !r.ok {
				return iv, false
			}
			if first {
				iv.init, first = r, false
			} else {
				iv.init = iv.init.hull(r)
			}
			continue
		}
		f := F.eval(L, d.E, 0)
		if f.iv != h || !f.off.ok {
			return iv, false
		}
		if firstStep {
			iv.step, firstStep = f.off, false
		} else {
			iv.step = iv.step.hull(f.off)
		}
	}
	return iv, !first && !firstStep
}

// accumulators gives the range over L of its header variables that are
// not counters but step by constants of one sign on some paths of an
// iteration and keep their value on the others (`if (v[i] == 64) pad++;`
// in a loop of 4): once L is bounded (li.max), such a variable holds its
// initial value moved by at most li.max + 1 steps, and a later loop up to
// `3 - pad` has a bound. The range must stay within the type (no wrap).
func (F *fn) accumulators(L *ts.Loop, li *loopInfo, vars []*ts.Var) {
	if !li.bounded {
		return
	}
	for _, h := range vars {
		if _, ok := li.ivs[h]; ok || h.Type.Kind != ts.Int {
			continue
		}
		iv, ok := F.stepsOf(L, h)
		if !ok || !(iv.step.lo >= 0 || iv.step.hi <= 0) || iv.step.lo == 0 && iv.step.hi == 0 {
			continue
		}
		k := li.max + 1
		if iv.step.lo < -lim/k || iv.step.hi > lim/k {
			continue
		}
		r := mk(iv.init.lo+min(0, k*iv.step.lo), iv.init.hi+max(0, k*iv.step.hi))
		if !r.within(typeRange(h.Type)) {
			continue
		}
		if li.ivs == nil {
			li.ivs = map[*ts.Var]itv{}
		}
		li.ivs[h] = r
	}
}

// trips is what one guard gives: the most back edges per entry, and the
// range of the induction variable over the loop.
type trips struct {
	back int64
	rng  itv
	pred string
	n    itv
	// around is the counter's width when the bound is tripsAround's.
	around int
}

// tripsUnder bounds the back edges of L by guard g on induction variable
// iv: g reads iv.h + c on one side and a value within N on the other.
func (F *fn) tripsUnder(L *ts.Loop, iv induction, g guard) (trips, bool) {
	X, Y := F.eval(L, g.x, 0), F.eval(L, g.y, 0)
	pred, ny := g.pred, g.y
	if X.iv == nil {
		X, Y, pred, ny = Y, X, swapped[pred], g.x
	}
	if X.iv != iv.h || Y.iv != nil || !X.off.ok || !Y.off.ok {
		return trips{}, false
	}
	if X.ext != "" && X.iv.Type.Bits >= g.x.Type().Bits {
		return trips{}, false
	}
	if X.ext == "" && g.x.Type() != iv.h.Type {
		return trips{}, false
	}
	if k := g.x.Type().Kind; k == ts.Float {
		// A float counter: exact while its values are integers within
		// exactFloat (its start, step and limit are integral constants).
		p, ok := floatPred[pred]
		if !ok || g.x.Type().Bits != 32 && g.x.Type().Bits != 64 {
			return trips{}, false
		}
		return tripsOf(p, X.off, Y.off, iv.init, iv.step, exactFloat, false, 0)
	} else if k != ts.Int {
		return trips{}, false
	}
	// w is the width in which h + c must not wrap, in the view V; W the
	// comparison's width, in which N is read in the predicate's view.
	w, W := iv.h.Type.Bits, g.x.Type().Bits
	c, N, init := X.off, Y.off, iv.init
	unsignedCmp := pred == "ult" || pred == "ule" || pred == "ugt" || pred == "uge"
	unsignedWrap := X.ext == "zext" || X.ext == "" && unsignedCmp
	// A sign-extended value read unsigned is the math value only when it
	// is non-negative.
	nonNeg := X.ext == "sext" && unsignedCmp
	if pred == "eq" {
		return trips{}, false
	}
	if pred == "ne" && !F.invariant(L, ny, 0) {
		// A counter may step past a value that moves without meeting it.
		return trips{}, false
	}
	if unsignedCmp || pred == "ne" && X.ext == "zext" {
		N = toUnsigned(N, W)
	}
	V := viewRange(w, false)
	if unsignedWrap {
		V, init = viewRange(w, true), toUnsigned(init, w)
	}
	if nonNeg {
		V = V.meet(mk(0, lim))
	}
	if !V.ok || !N.ok || !init.ok {
		return trips{}, false
	}
	if t, ok := tripsOf(pred, c, N, init, iv.step, V, unsignedWrap, w); ok {
		return t, true
	}
	if pred == "ne" {
		return tripsAround(c, N, iv, X.ext, w, W)
	}
	return trips{}, false
}

// tripsOf is tripsUnder's count on plain ranges: the guard h + c pred N
// (c, N ranges), h from init by a step within s, its values (and h + c)
// required within V; rng is converted back to the signed view of w bits
// when unsignedWrap.
func tripsOf(pred string, c, N, init, s itv, V itv, unsignedWrap bool, w int) (trips, bool) {
	var back int64
	var rng itv
	switch {
	case s.lo >= 1 && (pred == "slt" || pred == "sle" || pred == "ult" || pred == "ule"):
		top := N.hi
		if pred == "slt" || pred == "ult" {
			top--
		}
		// Iteration k passes only if init.lo + k·s.lo + c.lo <= top.
		d := top - c.lo - init.lo
		if d >= 0 {
			back = d/s.lo + 1
		}
		// Every value h takes: at most top - c.lo while passing, then one
		// more step; h + c is computed with that h.
		rng = mk(init.lo, max(init.hi, top-c.lo+s.hi))
		if !rng.ok || rng.lo+min(c.lo, 0) < V.lo || rng.hi+max(c.hi, 0) > V.hi {
			return trips{}, false
		}
	case s.hi <= -1 && (pred == "sgt" || pred == "sge" || pred == "ugt" || pred == "uge"):
		bot := N.lo
		if pred == "sgt" || pred == "ugt" {
			bot++
		}
		d := init.hi + c.hi - bot
		if d >= 0 {
			back = d/(-s.hi) + 1
		}
		rng = mk(min(init.lo, bot-c.hi+s.lo), init.hi)
		if !rng.ok || rng.lo+min(c.lo, 0) < V.lo || rng.hi+max(c.hi, 0) > V.hi {
			return trips{}, false
		}
	case pred == "ne" && c.lo == c.hi && s.lo == s.hi && (s.lo == 1 || s.lo == -1):
		// h + c steps by exactly one towards N and stops there: it must
		// start on N's side (else it would wrap around).
		x0 := init.add(c)
		if !x0.ok {
			return trips{}, false
		}
		if s.lo == 1 {
			if x0.hi > N.lo {
				return trips{}, false
			}
			back = N.hi - x0.lo
			rng = mk(init.lo, N.hi-c.lo)
		} else {
			if x0.lo < N.hi {
				return trips{}, false
			}
			back = x0.hi - N.lo
			rng = mk(N.lo-c.lo, init.hi)
		}
		if !rng.ok || !rng.add(c).within(V) || !rng.within(V) {
			return trips{}, false
		}
	default:
		return trips{}, false
	}
	if unsignedWrap {
		rng = fromUnsigned(rng, w)
	}
	return trips{back: back, rng: rng, pred: pred, n: N}, true
}
