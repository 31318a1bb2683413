package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/assertions/lang"
	"wcet/poly"
	"wcet/ts"
)

// Enum bounds the resource by exhaustive symbolic enumeration of the
// feasible paths of p's entry (`--method enum`): every loop is unrolled
// completely and every call entered in context; the bound is the maximum
// over the paths' endings. It is the exact reference the other methods are
// compared with on small programs. Paths a failing assertion blocks are
// excluded (Result.Annotations gives each assertion's verdict); a path
// that fails one without depending on an unknown value ends the run with
// a *ViolatedError. Everything allocated is freed before Enum returns.
func Enum(p *ts.Program, cfg analysis.Config) (res *analysis.Result, err error) {
	defer cfg.InstallCuts()()
	f := p.ByName[cfg.Entry]
	if f == nil {
		return nil, fmt.Errorf("entry function %q is not in the program", cfg.Entry)
	}
	ctx := poly.NewCtx()
	// held are the paths the run owns when it stops early (an error, a
	// limit, a panic): their states are freed before the context.
	var best *path
	var stack, held []*path
	var last *path // the path limits last looked at: a deadline names its loop
	var m *machine
	// violators: per assertion, the first feasible path it blocked (kept
	// for its input, the verdict's violation).
	violators := map[assertions.Key]*path{}
	defer func() {
		r := recover()
		release(r, func() {
			for _, q := range violators {
				held = append(held, q)
			}
			for _, ps := range [][]*path{stack, held, {best}} {
				for _, q := range ps {
					if q != nil && q.st != nil {
						q.st.Free()
					}
				}
			}
		})
		_, deadline := r.(*poly.DeadlineError)
		freeCtx("enum", ctx, deadline)
		if r != nil {
			if deadline {
				// The run's budget ended inside an isl operation or a Z3
				// check (poly.Ctx.SetDeadline): a timeout like any other.
				res, err = nil, &analysis.LimitError{What: cfg.TimeoutText(), Func: f.Name}
				if last != nil && m != nil {
					res, err = nil, m.limit(cfg.TimeoutText(), last)
				}
				return
			}
			if pe, ok := r.(*poly.Error); ok {
				err = fmt.Errorf("internal error in the polyhedra library: %v", pe)
				return
			}
			panic(r)
		}
	}()
	env := poly.NewEnv(ctx)
	m = &machine{prog: p, env: env, gobj: map[string]int{}, params: map[string]string{}, assumed: map[string]bool{}, ignoreAsserts: cfg.IgnoreAssertions, debugSS: cfg.SSDebug, dbg: cfg.DebugOut(), peak: peakOf(cfg.Resource)}
	if !cfg.IgnoreAssertions {
		if err := assertions.CheckPlacement(p); err != nil {
			return nil, err
		}
	}
	// The run's budget: every isl operation and Z3 check stops at its end.
	deadline := cfg.Clock().Deadline()
	if !deadline.IsZero() {
		ctx.SetDeadline(deadline)
		ctx.SetBudget(deadline)
	}
	start, err := m.initial(f, cfg)
	if err != nil {
		return nil, err
	}
	if cfg.MaxStates <= 0 {
		cfg.MaxStates = 1000000
	}
	lt := &loopTable{fn: map[*ts.Loop]string{}}
	for _, fn := range p.Funcs {
		for _, L := range fn.Loops {
			lt.fn[L] = fn.Name
		}
	}
	var bestBound *big.Int
	stack = []*path{start}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		held = append(held[:0], p)
		if p.ended != "" {
			if p.blocked && p.blockedBy != nil {
				k := assertions.KeyOf(p.blockedBy)
				if !p.dependent {
					// No unknown value decided this path: the program
					// breaks the assertion whatever its inputs.
					return nil, &analysis.ViolatedError{Text: k.Text, Pos: k.Pos}
				}
				if violators[k] == nil {
					violators[k] = p
					continue
				}
			}
			if p.blocked {
				p.st.Free()
				continue
			}
			lt.add(p)
			b, err := m.bound(p, cfg.Resource)
			if err != nil {
				return nil, err
			}
			if bestBound == nil || b.Cmp(bestBound) > 0 {
				if best != nil {
					best.st.Free()
				}
				best, bestBound = p, b
			} else {
				p.st.Free()
			}
			continue
		}
		m.progress(cfg, p)
		last = p
		if int64(env.Stats().States) > cfg.MaxStates {
			return nil, m.limit(fmt.Sprintf("more than %d states (--max-states)", cfg.MaxStates), p)
		}
		if !deadline.IsZero() && time.Now().After(deadline) {
			return nil, m.limit(cfg.TimeoutText(), p)
		}
		succ, ok, err := m.enumSuccessors(p, &held)
		if err != nil {
			return nil, err
		}
		if !ok {
			p.st.Free()
			continue
		}
		if len(succ) > 1 {
			for _, q := range succ {
				q.dependent = true
			}
		}
		if err := m.loopBoundSettle(len(succ)); err != nil {
			return nil, err
		}
		// Push in reverse so the first transition is explored first.
		for i := len(succ) - 1; i >= 0; i-- {
			stack = append(stack, succ[i])
		}
		held = held[:0]
	}
	if best == nil {
		return nil, m.noPathError()
	}
	return m.enumResult(p, best, bestBound, cfg, lt, violators)
}

// enumSuccessors are the successors of p, Enum's step: the rest of the
// transition a call interrupted, or every outgoing transition of p's
// location (paths cloned for them are added to held). ok is false when p
// stands at the end of its function with nowhere to go.
func (m *machine) enumSuccessors(p *path, held *[]*path) (succ []*path, ok bool, err error) {
	fr := p.top
	if fr.resume != nil {
		// Back from a call: finish the interrupted transition.
		rp := fr.resume
		fr.resume = nil
		qs, err := m.TransStep(p, rp.t, rp.at)
		if err != nil {
			return nil, true, err
		}
		return m.keep(qs, succ, fr.f.Name, rp.t, p.trail, false), true, nil
	}
	loc := fr.loc
	if loc == fr.f.Halt || loc == fr.f.Exit || len(loc.Out) == 0 {
		return nil, false, nil
	}
	outs := loc.Out
	for i, t := range outs {
		q := p
		if i < len(outs)-1 {
			q = p.clone()
			*held = append(*held, q)
		}
		q.loopStep(q.top, t)
		qs, err := m.TransStep(q, t, 0)
		if err != nil {
			return nil, true, err
		}
		succ = m.keep(qs, succ, fr.f.Name, t, p.trail, true)
		*held = append(*held, succ...)
	}
	return succ, true, nil
}

// enumResult is Enum's result from its worst path: the bound, the loop
// table, the assertions' verdicts and the loop-bound annotations.
func (m *machine) enumResult(p *ts.Program, best *path, bestBound *big.Int, cfg analysis.Config, lt *loopTable, violators map[assertions.Key]*path) (*analysis.Result, error) {
	res, err := m.result(best, bestBound, cfg)
	if res != nil {
		res.Loops = lt.sorted()
		res.Annotations = m.assertVerdicts(p, violators, cfg)
		for _, a := range res.Annotations {
			if a.Verdict == analysis.VerdictAssumed {
				res.Assumptions = append(res.Assumptions, fmt.Sprintf("assertion %q at %s is assumed: paths violating it are excluded from the bound", a.Text, a.Pos))
			}
		}
		m.loopBoundReport(res, cfg)
	}
	return res, err
}

// assertVerdicts are Enum's verdicts on the assertions of p: ignored
// under --ignore-assertions; proven when no feasible path failed it;
// assumed when some did (each depending on an unknown value: Enum stops
// at a path that does not), with the input of the first such path. A path
// counts against the first assertion that failed on it only, so one that
// fails just on paths an earlier assertion excluded is proven (given the
// others). The paths of violators are freed.
func (m *machine) assertVerdicts(p *ts.Program, violators map[assertions.Key]*path, cfg analysis.Config) []analysis.Annotation {
	if cfg.IgnoreAssertions {
		return assertions.Annotations(p, nil)
	}
	out := assertions.Annotations(p, func(k assertions.Key) (string, *analysis.Input) {
		q := violators[k]
		if q == nil {
			return analysis.VerdictProven, nil
		}
		return analysis.VerdictAssumed, m.input(q)
	})
	for _, q := range violators {
		q.st.Free()
	}
	return out
}

// keep appends the feasible paths of qs to succ, counting each as a state
// and recording transition t on its trail.
func (m *machine) keep(qs, succ []*path, fn string, t *ts.Trans, prev *trail, record bool) []*path {
	for _, r := range qs {
		if !r.st.Feasible() {
			r.st.Free()
			continue
		}
		r.st.CountState()
		m.project(r)
		if record {
			r.trail = &trail{fn: fn, t: t, prev: prev}
		}
		succ = append(succ, r)
	}
	return succ
}

// project drops from the path's state every variable no longer needed:
// dead SSA values (ts liveness) of the current frame, stale symbols; it
// keeps the suspended frames' variables, memory cells, pointer offsets and
// cost variables. Contexts stay small (DESIGN, "poly.State").
func (m *machine) project(p *path) {
	if p.ended != "" {
		return
	}
	var live []string
	livePtr := map[string]bool{}
	for fr := p.top; fr != nil; fr = fr.caller {
		var vars []*ts.Var
		switch {
		case fr.f.Live == nil:
			vars = fr.f.Vars
		case fr.resume == nil:
			vars = fr.f.Live[fr.loc.ID]
		default:
			// A frame suspended by a call (or back from one, on top):
			// what the rest of the transition and its target read.
			vars = m.liveAfterCall(fr, fr == p.top)
		}
		for _, v := range vars {
			n := name(fr, v)
			switch v.Type.Kind {
			case ts.Int:
				if m.irrelevant(v) {
					continue // never read (relevance.go)
				}
				live = append(live, n)
			case ts.Ptr:
				livePtr[n] = true
			}
		}
	}
	for n, pv := range p.ptrs {
		if !livePtr[n] {
			delete(p.ptrs, n)
			continue
		}
		if pv.off != "" {
			live = append(live, pv.off)
		}
	}
	for _, o := range p.objs {
		for _, c := range o.cells {
			if c.name != "" {
				live = append(live, c.name)
			}
			if c.ptr != nil && c.ptr.off != "" {
				live = append(live, c.ptr.off)
			}
		}
		for _, v := range o.heapSize.Vars() {
			live = append(live, v)
		}
		live = append(live, o.symVars()...)
	}
	live = append(live, p.cycVars...)
	live = append(live, p.heapVars...)
	live = append(live, loopBoundLive(p)...)
	for _, v := range m.freqVars {
		live = append(live, fvVar(v))
	}
	p.st.Project(live, false)
}

// liveAfterCall is the variables of fr live where it resumes after a call
// (fr.resume): what the rest of the interrupted transition reads before
// writing it and what is live at its target. While the callee runs (top
// false), the call's results are not live either: the return writes them
// before anything reads them. Cached by resume point.
func (m *machine) liveAfterCall(fr *frame, top bool) []*ts.Var {
	k := liveKey{t: fr.resume.t, at: fr.resume.at, top: top}
	if vs, ok := m.liveResume[k]; ok {
		return vs
	}
	vs := fr.f.LiveBefore(k.t, k.at)
	if !top && k.at > 0 {
		dsts := ts.Defs(k.t.Ops[k.at-1])
		vs = slices.DeleteFunc(slices.Clone(vs), func(v *ts.Var) bool { return slices.Contains(dsts, v) })
	}
	if m.liveResume == nil {
		m.liveResume = map[liveKey][]*ts.Var{}
	}
	m.liveResume[k] = vs
	return vs
}

type liveKey struct {
	t   *ts.Trans
	at  int
	top bool
}

// bound is the path's value of the resource. A cost the path's state does
// not bound (a symbolic amount with no maximum) is an error: the analysis
// never guesses a bound.
func (m *machine) bound(p *path, res string) (*big.Int, error) {
	if ts.IsPeak(res) {
		b, _, err := m.heapPeak(p)
		return b, err
	}
	b := new(big.Int).Set(p.cycConst)
	if len(p.cycVars) > 0 {
		var sum poly.Affine = poly.Int(0)
		for _, v := range p.cycVars {
			sum = sum.Add(poly.Var(v))
		}
		hi, kind := p.st.Max(sum)
		if kind != poly.Finite {
			return nil, fmt.Errorf("the cost of a path ending in %s has no upper bound: a cost amount (WCET_COST, memcpy size) depends on an unbounded value", p.top.f.Name)
		}
		b.Add(b, hi)
	}
	return b, nil
}

// heapPeak is the path's heap high watermark: the largest constant
// running value, or the largest maximum of a symbolic one under the path's
// final condition; the candidate attaining it (nil for a constant).
func (m *machine) heapPeak(p *path) (*big.Int, *peakCand, error) {
	b := new(big.Int).Set(p.heapPeak)
	var at *peakCand
	for i := range p.peakCands {
		c := &p.peakCands[i]
		hi, kind := p.st.Max(sumOf(c.vars))
		if kind != poly.Finite {
			return nil, nil, fmt.Errorf("the heap use of a path ending in %s has no upper bound: an allocation size depends on an unbounded value", p.top.f.Name)
		}
		if v := new(big.Int).Add(c.k, hi); v.Cmp(b) > 0 {
			b, at = v, c
		}
	}
	return b, at, nil
}

// limit builds the error naming the loop being unrolled.
func (m *machine) limit(what string, p *path) error {
	e := &analysis.LimitError{What: what, Func: p.top.f.Name, States: int64(m.env.Stats().States)}
	if l := p.top.loc.Loop; l != nil {
		e.Loop = l.Pos
	}
	return e
}

// progress calls cfg.Progress, if any, on the state of the run at p.
func (m *machine) progress(cfg analysis.Config, p *path) {
	if cfg.Progress == nil {
		return
	}
	var loop ts.Pos
	if l := p.top.loc.Loop; l != nil {
		loop = l.Pos
	}
	cfg.Progress(int64(m.env.Stats().States), loop, p.top.f.Name)
}

// initial builds the path at the entry: globals, parameters, assumptions.
// On an error nothing stays allocated.
func (m *machine) initial(f *ts.Func, cfg analysis.Config) (res *path, err error) {
	st := m.env.NewState()
	defer func() {
		if err != nil {
			st.Free()
		}
	}()
	p := &path{st: st, ptrs: map[string]ptrVal{}, objs: map[int]*object{}, cycConst: new(big.Int), heapConst: new(big.Int), heapPeak: new(big.Int), counters: map[string]int64{}}
	isMain := cfg.Entry == "main"
	names := map[string]string{} // source name → state variable, for --assume
	for _, g := range m.prog.Globals {
		obj := &object{size: g.Size, global: g, cells: map[int64]cell{}, readOnly: g.Const}
		// main starts from the initializers; other entries see unknown
		// non-constant globals (DESIGN, "Entry state").
		obj.initValid = g.Init != nil && (isMain || g.Const)
		id := m.newObject(p, obj)
		m.gobj[g.Name] = id
		m.bitmapCells(p, id, obj)
		// A scalar integer global can be named by --assume; for non-main
		// entries it becomes an input of the witness.
		if !obj.initValid && !g.Const && g.Elem.Kind == ts.Int && g.Elem.Size() == g.Size {
			n := "g." + g.Name
			p.st.Declare(n, intType(g.Elem))
			obj.cells[0] = cell{t: g.Elem, name: n}
			names[g.Src] = n
		}
	}
	for name := range m.funcNames() {
		m.gobj[name] = m.newObject(p, &object{size: 1, fn: name, cells: map[int64]cell{}})
	}
	m.frameID++
	fr := &frame{f: f, id: m.frameID, loc: f.Entry, ctx: f.Name, names: make([]string, len(f.Vars))}
	p.top = fr
	for _, v := range f.Params {
		n := name(fr, v)
		switch v.Type.Kind {
		case ts.Int:
			p.st.Declare(n, intType(v.Type))
			names[v.Name] = n
			m.params[n] = v.Name
		case ts.Ptr:
			// A distinct object of unknown content and size.
			id := m.newObject(p, &object{size: -1, cells: map[int64]cell{}, input: v.Name, elem: v.Pointee})
			p.ptrs[n] = ptrVal{obj: id}
		}
	}
	for _, a := range cfg.Assume {
		fm, err := lang.Parse(a)
		if err != nil {
			return nil, fmt.Errorf("--assume %q: %v", a, err)
		}
		for _, c := range fm.Linear() {
			aff := poly.Big(c.Const)
			for _, v := range sortedKeys(c.Coeffs) {
				n, ok := names[v]
				if !ok {
					return nil, fmt.Errorf("--assume %q: %s is not an integer parameter of %s or scalar global", a, v, cfg.Entry)
				}
				aff = aff.Add(poly.Var(n).ScaleBig(c.Coeffs[v]))
			}
			if c.Op == lang.EqZero {
				p.st.Assume(poly.EQ(aff, poly.Int(0)))
			} else {
				p.st.Assume(poly.GE(aff, poly.Int(0)))
			}
		}
	}
	if !p.st.Feasible() {
		return nil, errors.New("the assumptions (--assume) admit no input")
	}
	p.st.CountState()
	return p, nil
}

func (m *machine) funcNames() map[string]bool {
	out := map[string]bool{}
	for _, f := range m.prog.Funcs {
		out[f.Name] = true
	}
	for n := range m.prog.Externs {
		out[n] = true
	}
	return out
}

// result builds the Result of the worst path: its concrete input (a model
// of its path condition) and the replay check of exactness.
func (m *machine) result(best *path, bound *big.Int, cfg analysis.Config) (*analysis.Result, error) {
	res := &analysis.Result{Bound: bound, States: int64(m.env.Stats().States), Ended: best.ended, Args: map[string]*big.Int{}}
	res.Lossy = int64(m.env.Ctx.LossyTotal())
	for t := best.trail; t != nil; t = t.prev {
		res.Path = append(res.Path, analysis.Step{Func: t.fn, Trans: t.t})
	}
	for i, j := 0, len(res.Path)-1; i < j; i, j = i+1, j-1 {
		res.Path[i], res.Path[j] = res.Path[j], res.Path[i]
	}
	// Drive the model to the bound: symbolic amounts at their maximum.
	if ts.IsPeak(cfg.Resource) {
		if _, c, err := m.heapPeak(best); err == nil && c != nil {
			best.st.Assume(poly.EQ(sumOf(c.vars), poly.Big(new(big.Int).Sub(bound, c.k))))
		}
	} else if len(best.cycVars) > 0 {
		best.st.Assume(poly.EQ(sumOf(best.cycVars), poly.Big(new(big.Int).Sub(bound, best.cycConst))))
	}
	if in := m.input(best); in != nil {
		res.Args, res.Lists, res.Nondet = in.Args, in.Lists, in.Nondet
	}
	res.Assumptions = append(res.Assumptions, m.notes...)
	res.Assumptions = append(res.Assumptions, best.st.Assumptions()...)
	sort.Strings(res.Assumptions[len(m.notes):])
	best.st.Free()
	return res, nil
}

// input is a concrete input that drives a run along path p: a model of
// its state, in the terms of Result's witness fields (parameters, globals
// as "global:NAME", the objects of pointer parameters as lists, the nondet
// sequence). It is nil when the state has no model.
func (m *machine) input(p *path) *analysis.Input {
	val, ok := p.st.Model()
	if !ok {
		return nil
	}
	in := &analysis.Input{Args: map[string]*big.Int{}}
	type elemVal struct {
		i int
		v *big.Int
	}
	elems := map[string][]elemVal{}
	for _, x := range val.Inputs {
		switch {
		case strings.HasPrefix(x.Var, "g."):
			in.Args["global:"+m.globalSrc(strings.TrimPrefix(x.Var, "g."))] = x.Value
		case m.params[x.Var] != "":
			in.Args[m.params[x.Var]] = x.Value
		case strings.HasPrefix(x.Var, "in."):
			// An element of a pointer parameter's object: in.NAME.INDEX.
			i := strings.LastIndexByte(x.Var, '.')
			idx, _ := strconv.Atoi(x.Var[i+1:])
			elems[x.Var[3:i]] = append(elems[x.Var[3:i]], elemVal{idx, x.Value})
		default:
			in.Nondet = append(in.Nondet, x.Value)
		}
	}
	// The objects of pointer parameters: every accessed element, unread
	// ones 0. An object accessed before its start or at an unbounded
	// offset has no list form: the input then lacks it (not exact).
	for _, o := range p.objs {
		if o.input == "" || o.touchedAll || o.lo < 0 {
			continue
		}
		es := o.elem.Size()
		if es <= 0 {
			continue
		}
		list := make([]*big.Int, (o.hi+es-1)/es)
		for i := range list {
			list[i] = new(big.Int)
		}
		for _, e := range elems[o.input] {
			if e.i < len(list) {
				list[e.i] = e.v
			}
		}
		if in.Lists == nil {
			in.Lists = map[string][]*big.Int{}
		}
		in.Lists[o.input] = list
	}
	return in
}

func sumOf(vars []string) poly.Affine {
	var sum poly.Affine = poly.Int(0)
	for _, v := range vars {
		sum = sum.Add(poly.Var(v))
	}
	return sum
}

// globalSrc returns the source name of a global.
func (m *machine) globalSrc(n string) string {
	if g := m.prog.GlobalByName[n]; g != nil {
		return g.Src
	}
	return n
}
