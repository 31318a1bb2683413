package interp

import (
	"fmt"
	"math/big"
	"math/bits"

	"wcet/ts"
)

// Interp is a Program compiled for the concrete interpreter: every
// expression and op turned into a closure once. It holds no reference to
// the Program itself and is safe for concurrent runs.
type Interp struct {
	funcs map[string]*cfunc
	// globals are the objects 1..len(globals); function objects follow.
	globals  []*cglobal
	funcObjs []string
	// resources are the resource names; 0 is "cycles", 1 is "heap".
	resources []string
	counters  []string
	counterIx map[string]int
}

// cglobal is a global with its initial image (initializer and relocations).
type cglobal struct {
	g     *ts.Global
	image []byte
	desc  *objDesc
}

// cfunc is a compiled function.
type cfunc struct {
	f       *ts.Func
	name    string
	nvars   int
	hasWide bool
	// hasPoison: some variables may hold poison (interp_poison.go).
	hasPoison bool
	params    []int // Var.ID of each parameter, by index
	rets      []ts.Type
	locs      []*cloc // by Loc.ID
	entry     *cloc
	// bounded are the loops of f with a loop-bound annotation; a frame's
	// lbCount holds their body-execution counts by index here
	// (Config.LoopBounds).
	bounded []*ts.Loop
}

// cloc is a compiled loc.
type cloc struct {
	loc  *ts.Loc
	kind clocKind
	out  []*ctrans
	// only is the single outgoing transition when it has no guard.
	only *ctrans
}

type clocKind uint8

const (
	locPlain clocKind = iota
	locExit
	locHalt
)

func (l *cloc) pos(cf *cfunc) ts.Pos {
	if p := l.loc.Pos; p.Known() || p.IR != "" {
		return p
	}
	return cf.f.Pos
}

// ctrans is a compiled transition.
type ctrans struct {
	id       int
	pos      ts.Pos
	guards   []nfn // the leading Assume ops
	guardPos []ts.Pos
	ops      []cop // the other ops
	to       *cloc
	steps    int64
	// Loop-bound counting (Config.LoopBounds): lb says whether the
	// transition enters or starts a body execution of an annotated loop;
	// lbStart is 1 + the index in cfunc.bounded of the loop whose body
	// execution it starts (ts.Loop.StartsBody; 0: none), lbEnter the
	// indices of the annotated loops it enters at their header.
	lb      bool
	lbStart int
	lbEnter []int
}

type copKind uint8

const (
	kExec   copKind = iota // run exec
	kCall                  // call a defined function
	kAssume                // an Assume after other ops
)

// cop is a compiled op.
type cop struct {
	kind copKind
	exec func(f *iframe)
	cond nfn
	call *ccall
	pos  ts.Pos
}

// ccall is a compiled Call.
type ccall struct {
	callee  *cfunc
	args    []cexpr
	dsts    []int // Var.IDs in the caller
	dstWide []bool
}

// icomp compiles a Program.
type icomp struct {
	p         *ts.Program
	in        *Interp
	fn        *ts.Func
	globalObj map[*ts.Global]uint32
	// globalNamed gives the object of each global by Global.Name.
	globalNamed map[string]uint32
	funcObjID   map[string]uint32
	resIx       map[string]int
	// pv are the variables of fn that may hold poison.
	pv map[*ts.Var]bool
}

func (c *icomp) errorf(pos ts.Pos, format string, args ...any) *Error {
	return &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// funcObject returns the object ID of function name's address.
func (c *icomp) funcObject(name string) uint32 {
	if id, ok := c.funcObjID[name]; ok {
		return id
	}
	id := uint32(len(c.in.globals) + 1 + len(c.in.funcObjs))
	c.in.funcObjs = append(c.in.funcObjs, name)
	c.funcObjID[name] = id
	return id
}

func (c *icomp) resource(name string) int {
	if i, ok := c.resIx[name]; ok {
		return i
	}
	c.resIx[name] = len(c.in.resources)
	c.in.resources = append(c.in.resources, name)
	return c.resIx[name]
}

func (c *icomp) counter(name string) int {
	if i, ok := c.in.counterIx[name]; ok {
		return i
	}
	c.in.counterIx[name] = len(c.in.counters)
	c.in.counters = append(c.in.counters, name)
	return c.in.counterIx[name]
}

// compileProgram compiles every function of p. Errors in ops become
// errors of the runs that reach them; only a malformed program structure is
// an error here.
func compileProgram(p *ts.Program) (*Interp, error) {
	in := &Interp{funcs: map[string]*cfunc{}, counterIx: map[string]int{}}
	c := &icomp{p: p, in: in, globalObj: map[*ts.Global]uint32{}, globalNamed: map[string]uint32{}, funcObjID: map[string]uint32{}, resIx: map[string]int{}}
	c.resource("cycles")
	c.resource("heap")
	for _, g := range p.Globals {
		if g == nil {
			return nil, &Error{Msg: "nil global in program"}
		}
		c.globalObj[g] = uint32(len(in.globals) + 1)
		what := "global " + g.Src
		if g.Src == "" {
			what = "global " + g.Name
		}
		in.globals = append(in.globals, &cglobal{g: g, desc: &objDesc{what: what, pos: g.Pos}})
		if c.globalNamed[g.Name] == 0 {
			c.globalNamed[g.Name] = c.globalObj[g]
		}
	}
	for _, cg := range in.globals {
		img, err := c.globalImage(cg.g)
		if err != nil {
			return nil, err
		}
		cg.image = img
	}
	// Function shells first, so that calls can be resolved.
	for _, f := range p.Funcs {
		if f == nil {
			return nil, &Error{Msg: "nil function in program"}
		}
		cf := &cfunc{f: f, name: f.Name, nvars: len(f.Vars), rets: f.Rets}
		for _, v := range f.Vars {
			if v != nil && isWide(v.Type) {
				cf.hasWide = true
			}
		}
		c.fn = f
		for i, v := range f.Params {
			if err := c.checkVar(v, f.Pos); err != nil {
				return nil, err
			}
			if v.Param != i && v.Param >= 0 {
				return nil, c.errorf(f.Pos, "function %s: parameter %s has index %d, not %d", f.Name, v.Name, v.Param, i)
			}
			cf.params = append(cf.params, v.ID)
		}
		in.funcs[f.Name] = cf
	}
	for _, f := range p.Funcs {
		if err := c.function(in.funcs[f.Name]); err != nil {
			return nil, err
		}
	}
	return in, nil
}

// globalImage builds the initial content of g: Init (zeros when nil) with
// its relocations applied.
func (c *icomp) globalImage(g *ts.Global) ([]byte, error) {
	if g.Size < 0 || g.Size > memLimit {
		return nil, c.errorf(g.Pos, "global %s has size %d, beyond the interpreter's limit", g.Name, g.Size)
	}
	img := make([]byte, g.Size)
	copy(img, g.Init)
	for _, r := range g.Relocs {
		if r.Offset < 0 || r.Offset+8 > g.Size {
			return nil, c.errorf(g.Pos, "relocation at offset %d outside global %s of %d bytes", r.Offset, g.Name, g.Size)
		}
		id := c.globalNamed[r.Target]
		if id == 0 {
			// A function: defined, external, or defined but not translated
			// (only reached through its address).
			if r.Target == "" {
				return nil, c.errorf(g.Pos, "relocation in global %s without a target", g.Name)
			}
			id = c.funcObject(r.Target)
		}
		putNarrow(img[r.Offset:r.Offset+8], mkptr(id)+uint64(r.Addend))
	}
	return img, nil
}

// function compiles the transitions of cf.
func (c *icomp) function(cf *cfunc) error {
	f := cf.f
	c.fn = f
	for i, v := range f.Vars {
		if v == nil || v.ID != i {
			return c.errorf(f.Pos, "function %s: variable %d has a wrong ID", f.Name, i)
		}
	}
	for i, l := range f.Locs {
		if l == nil || l.ID != i {
			return c.errorf(f.Pos, "function %s: loc %d has a wrong ID", f.Name, i)
		}
	}
	owns := func(l *ts.Loc) bool { return l != nil && l.ID < len(f.Locs) && f.Locs[l.ID] == l }
	if !owns(f.Entry) {
		return c.errorf(f.Pos, "function %s has no entry loc", f.Name)
	}
	cf.locs = make([]*cloc, len(f.Locs))
	for i, l := range f.Locs {
		cf.locs[i] = &cloc{loc: l}
	}
	cf.entry = cf.locs[f.Entry.ID]
	c.pv = poisonVars(f)
	cf.hasPoison = len(c.pv) > 0
	if owns(f.Exit) {
		cf.locs[f.Exit.ID].kind = locExit
	}
	if owns(f.Halt) {
		cf.locs[f.Halt.ID].kind = locHalt
	}
	cts := make([]*ctrans, len(f.Trans))
	for i, t := range f.Trans {
		if t == nil || !owns(t.From) || !owns(t.To) {
			return c.errorf(f.Pos, "function %s: transition %d is malformed", f.Name, i)
		}
		cts[i] = c.trans(t)
		cts[i].to = cf.locs[t.To.ID]
	}
	loopBoundSlots(cf, cts)
	for _, l := range f.Locs {
		cl := cf.locs[l.ID]
		for _, t := range l.Out {
			if t == nil || t.ID < 0 || t.ID >= len(f.Trans) || f.Trans[t.ID] != t || t.From != l {
				return c.errorf(l.Pos, "function %s: loc %s has a malformed outgoing transition", f.Name, l.Name)
			}
			cl.out = append(cl.out, cts[t.ID])
		}
		if len(cl.out) == 1 && len(cl.out[0].guards) == 0 && cl.kind == locPlain {
			cl.only = cl.out[0]
		}
	}
	return nil
}

// loopBoundSlots fills cf.bounded and the loop-bound fields of its
// transitions cts (by Trans.ID), in the analyzer's unit: a transition
// entering an annotated loop at its header resets the loop's count
// (unroll's loopBoundEnter), one that starts a body execution
// (Loop.StartsBody, from a loc whose innermost loop is the annotated
// one) increments it after checking it is below the maximum (unroll's
// loopBoundCut).
func loopBoundSlots(cf *cfunc, cts []*ctrans) {
	slot := map[*ts.Loop]int{}
	for _, L := range cf.f.Loops {
		if L != nil && L.Bound != nil && L.Header != nil && L.End != nil {
			slot[L] = len(cf.bounded)
			cf.bounded = append(cf.bounded, L)
		}
	}
	if len(cf.bounded) == 0 {
		return
	}
	for i, t := range cf.f.Trans {
		ct := cts[i]
		if L := t.From.Loop; L != nil {
			if k, ok := slot[L]; ok && L.StartsBody(t) {
				ct.lbStart, ct.lb = k+1, true
			}
		}
		for L := t.To.Loop; L != nil && !L.Contains(t.From); L = L.Parent {
			if k, ok := slot[L]; ok && t.To == L.Header {
				ct.lbEnter = append(ct.lbEnter, k)
				ct.lb = true
			}
		}
	}
}

// opAt returns the position of op, falling back to the transition's.
func opAt(op ts.Op, t *ts.Trans) ts.Pos {
	var p ts.Pos
	if op != nil {
		p = ts.PosOf(op)
	}
	if !p.Known() && p.IR == "" {
		return t.Pos
	}
	return p
}

// failOp is an op that fails with err when run.
func failOp(err *Error) cop {
	return cop{kind: kExec, pos: err.Pos, exec: func(f *iframe) { f.m.setErr(err) }}
}

// trans compiles t.
func (c *icomp) trans(t *ts.Trans) *ctrans {
	ct := &ctrans{id: t.ID, pos: t.Pos}
	ops := make([]ts.Op, 0, len(t.Ops))
	for _, op := range t.Ops {
		if isNilOp(op) {
			ct.ops = append(ct.ops, failOp(c.errorf(t.Pos, "nil op in transition %d of %s", t.ID, c.fn.Name)))
			continue
		}
		if _, ok := op.(*ts.Tick); ok {
			continue
		}
		ops = append(ops, op)
	}
	ct.steps = int64(max(len(ops), 1))
	i := 0
	if len(ct.ops) == 0 {
		for ; i < len(ops); i++ {
			a, ok := ops[i].(*ts.Assume)
			if !ok {
				break
			}
			cond, err := c.cond(a.C, opAt(a, t))
			ct.guardPos = append(ct.guardPos, opAt(a, t))
			if err != nil {
				re := err.(*Error)
				ct.guards = append(ct.guards, func(f *iframe) uint64 { f.m.setErr(re); return 0 })
				continue
			}
			ct.guards = append(ct.guards, cond.n)
		}
	}
	for i < len(ops) {
		if t.Kind == ts.Edge {
			j := i
			for j < len(ops) {
				if _, ok := ops[j].(*ts.Assign); !ok {
					break
				}
				j++
			}
			if j-i > 1 {
				ct.ops = append(ct.ops, c.parallel(ops[i:j], t))
				i = j
				continue
			}
		}
		op, err := c.op(ops[i], t)
		if err != nil {
			op = failOp(err.(*Error))
		} else if op.kind == kExec {
			op = c.clearsPoison(ops[i], op)
		}
		ct.ops = append(ct.ops, op)
		i++
	}
	return ct
}

// cond compiles the condition of an Assume.
func (c *icomp) cond(e ts.Expr, pos ts.Pos) (cexpr, error) {
	x, err := c.useExpr(e, pos, "the condition")
	if err == nil && (x.n == nil || x.t.Kind != ts.Int) {
		err = c.errorf(pos, "assumption of type %s; want i1", x.t)
	}
	return x, err
}

// isNilOp reports whether op is nil or a nil pointer.
func isNilOp(op ts.Op) bool {
	switch o := op.(type) {
	case nil:
		return true
	case *ts.Assign:
		return o == nil
	case *ts.Assume:
		return o == nil
	case *ts.Havoc:
		return o == nil
	case *ts.Cost:
		return o == nil
	case *ts.Tick:
		return o == nil
	case *ts.Count:
		return o == nil
	case *ts.Reset:
		return o == nil
	case *ts.Assert:
		return o == nil
	case *ts.Call:
		return o == nil
	case *ts.Lib:
		return o == nil
	case *ts.Alloca:
		return o == nil
	case *ts.Load:
		return o == nil
	case *ts.Store:
		return o == nil
	case *ts.StackSave:
		return o == nil
	case *ts.StackRestore:
		return o == nil
	case *ts.Ret:
		return o == nil
	case *ts.Unreachable:
		return o == nil
	}
	return false
}

// assignable checks that a value of type src may be written to dst.
func (c *icomp) assignable(dst *ts.Var, src ts.Type, pos ts.Pos) error {
	if err := c.checkVar(dst, pos); err != nil {
		return err
	}
	dt := dst.Type
	if dt.Kind != src.Kind || dt.Kind != ts.Ptr && dt.Bits != src.Bits {
		return c.errorf(pos, "value of type %s assigned to %s of type %s", src, dst.Name, dt)
	}
	return nil
}

// clearsPoison wraps op, which is not an Assign, so that the variables it
// writes are no longer poisoned.
func (c *icomp) clearsPoison(o ts.Op, op cop) cop {
	if _, ok := o.(*ts.Assign); ok {
		return op
	}
	var ids []int
	for _, d := range opDsts(o) {
		if c.pv[d] {
			ids = append(ids, d.ID)
		}
	}
	if len(ids) == 0 {
		return op
	}
	exec := op.exec
	op.exec = func(f *iframe) {
		exec(f)
		f.clearPois(ids)
	}
	return op
}

// setter returns a closure writing a compiled value into variable d; pv
// says whether d may hold poison.
func setter(d *ts.Var, e cexpr, pv bool) func(f *iframe) {
	if pv {
		return poisonSetter(d, e)
	}
	i := d.ID
	if e.w != nil {
		w := e.w
		return func(f *iframe) { f.wide[i] = w(f) }
	}
	n := e.n
	if e.reg >= 0 {
		j := e.reg
		return func(f *iframe) { f.regs[i] = f.regs[j] }
	}
	if e.konst {
		k := e.kn
		return func(f *iframe) { f.regs[i] = k }
	}
	return func(f *iframe) { f.regs[i] = n(f) }
}

// poisonSetter is setter for a variable that may hold poison: it takes the
// poison of e.
func poisonSetter(d *ts.Var, e cexpr) func(f *iframe) {
	i := d.ID
	switch {
	case e.w != nil:
		w := e.w
		return func(f *iframe) {
			v := w(f)
			f.wide[i] = v
			if f.taint != nil || f.npois != 0 {
				f.setPois(i, f.taint)
				f.taint = nil
			}
		}
	case e.pv > 0:
		j := e.pv - 1
		return func(f *iframe) {
			f.regs[i] = f.regs[j]
			if f.npois != 0 {
				f.setPois(i, f.pois[j])
			}
		}
	case e.konst:
		k := e.kn
		return func(f *iframe) {
			f.regs[i] = k
			if f.npois != 0 {
				f.setPois(i, nil)
			}
		}
	}
	n := e.n
	return func(f *iframe) {
		v := n(f)
		f.regs[i] = v
		if f.taint != nil || f.npois != 0 {
			f.setPois(i, f.taint)
			f.taint = nil
		}
	}
}

// parallel compiles a run of Assign ops as one parallel assignment.
func (c *icomp) parallel(ops []ts.Op, t *ts.Trans) cop {
	dsts := make([]*ts.Var, len(ops))
	vals := make([]cexpr, len(ops))
	written := map[*ts.Var]bool{}
	for k, op := range ops {
		a := op.(*ts.Assign)
		pos := opAt(a, t)
		e, err := c.expr(a.E, pos)
		if err == nil {
			err = c.assignable(a.Dst, e.t, pos)
		}
		if err != nil {
			return failOp(err.(*Error))
		}
		dsts[k], vals[k] = a.Dst, e
		written[a.Dst] = true
	}
	pos := opAt(ops[0], t)
	conflict := false
	for _, op := range ops {
		if exprReads(op.(*ts.Assign).E, written) {
			conflict = true
		}
	}
	sets := make([]func(f *iframe), len(ops))
	for k := range ops {
		sets[k] = setter(dsts[k], vals[k], c.pv[dsts[k]])
	}
	if !conflict {
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			for _, s := range sets {
				s(f)
			}
		}}
	}
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		m := f.m
		n := len(vals)
		m.scratchN = resized(m.scratchN, n)
		m.scratchW = resized(m.scratchW, n)
		m.scratchP = resized(m.scratchP, n)
		for k, e := range vals {
			if e.w != nil {
				m.scratchW[k] = e.w(f)
			} else {
				m.scratchN[k] = e.n(f)
			}
			m.scratchP[k], f.taint = f.taint, nil
		}
		for k, d := range dsts {
			if vals[k].w != nil {
				f.wide[d.ID] = m.scratchW[k]
			} else {
				f.regs[d.ID] = m.scratchN[k]
			}
			if p := m.scratchP[k]; p != nil || f.npois != 0 {
				f.setPois(d.ID, p)
			}
		}
	}}
}

// op compiles one op (not a Tick).
func (c *icomp) op(op ts.Op, t *ts.Trans) (cop, error) {
	pos := opAt(op, t)
	exec := func(fn func(f *iframe)) (cop, error) { return cop{kind: kExec, pos: pos, exec: fn}, nil }
	switch o := op.(type) {
	case *ts.Assign:
		e, err := c.expr(o.E, pos)
		if err != nil {
			return cop{}, err
		}
		if err := c.assignable(o.Dst, e.t, pos); err != nil {
			return cop{}, err
		}
		return exec(setter(o.Dst, e, c.pv[o.Dst]))
	case *ts.Assume:
		e, err := c.cond(o.C, pos)
		if err != nil {
			return cop{}, err
		}
		return cop{kind: kAssume, pos: pos, cond: e.n}, nil
	case *ts.Havoc:
		return c.havoc(o, pos)
	case *ts.Cost:
		return c.cost(o, pos)
	case *ts.Count:
		i := c.counter(o.Name)
		return exec(func(f *iframe) { f.m.counters[i]++ })
	case *ts.Reset:
		i := c.counter(o.Name)
		return exec(func(f *iframe) { f.m.counters[i] = 0 })
	case *ts.Assert:
		return c.assert(o, pos)
	case *ts.Call:
		return c.callOp(o, pos)
	case *ts.Lib:
		return c.lib(o, pos)
	case *ts.Alloca:
		return c.alloca(o, pos)
	case *ts.Load:
		return c.loadOp(o, pos)
	case *ts.Store:
		return c.storeOp(o, pos)
	case *ts.StackSave:
		if err := c.checkVar(o.Dst, pos); err != nil {
			return cop{}, err
		}
		d := o.Dst.ID
		return exec(func(f *iframe) { f.regs[d] = uint64(len(f.allocas)) })
	case *ts.StackRestore:
		tok, err := c.useExpr(o.Token, pos, "the stackrestore token")
		if err != nil {
			return cop{}, err
		}
		tn := tok.low()
		return exec(func(f *iframe) {
			k := tn(f)
			if k > uint64(len(f.allocas)) {
				f.fail(pos, "stackrestore with a token that is not from this frame")
				return
			}
			for i := len(f.allocas) - 1; i >= int(k); i-- {
				f.m.release(f.allocas[i])
			}
			f.allocas = f.allocas[:k]
		})
	case *ts.Ret:
		return c.retOp(o, pos)
	case *ts.Unreachable:
		return exec(func(f *iframe) { f.fail(pos, "reached unreachable code (undefined behaviour)") })
	}
	return cop{}, c.errorf(pos, "unsupported op %T", op)
}

func (c *icomp) havoc(o *ts.Havoc, pos ts.Pos) (cop, error) {
	if err := c.checkVar(o.Dst, pos); err != nil {
		return cop{}, err
	}
	d := o.Dst
	if o.Kind == ts.HavocUndef {
		zero := constN(d.Type, 0)
		if isWide(d.Type) {
			zero = constW(d.Type, bigZero)
		}
		return cop{kind: kExec, pos: pos, exec: setter(d, zero, false)}, nil
	}
	var lo, hi func(f *iframe) *big.Int
	for _, b := range []struct {
		e   ts.Expr
		dst *func(f *iframe) *big.Int
	}{{o.Lo, &lo}, {o.Hi, &hi}} {
		if b.e == nil {
			continue
		}
		e, err := c.useExpr(b.e, pos, "a nondet bound")
		if err != nil {
			return cop{}, err
		}
		if e.t.Kind != ts.Int {
			return cop{}, c.errorf(pos, "nondet bound of type %s", e.t)
		}
		*b.dst = signedBig(e)
	}
	why := o.Why
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		var l, h *big.Int
		if lo != nil {
			l = lo(f)
		}
		if hi != nil {
			h = hi(f)
		}
		v, ok := f.m.nextNondet(pos, why, d.Type, l, h)
		if !ok {
			return
		}
		setBig(f, d, v)
		if l != nil || h != nil {
			checkRange(f, d, l, h, pos, why)
		}
	}}, nil
}

// signedBig returns e's integer value read as signed.
func signedBig(e cexpr) func(f *iframe) *big.Int {
	if e.w != nil {
		w, n := e.w, e.t.Bits
		return func(f *iframe) *big.Int { return bigSigned(w(f), n) }
	}
	s := e.signed()
	return func(f *iframe) *big.Int { return big.NewInt(s(f)) }
}

// setBig writes the integer v, reduced to d's type, into d (a float takes
// v's value).
func setBig(f *iframe, d *ts.Var, v *big.Int) {
	t := d.Type
	if t.Kind == ts.Float {
		bf := new(big.Float).SetInt(v)
		var x float64
		if t.Bits == 32 {
			r, _ := bf.Float32()
			x = float64(r)
		} else {
			x, _ = bf.Float64()
		}
		f.regs[d.ID] = floatBits(t, x)
		return
	}
	n := t.Bits
	if t.Kind == ts.Ptr {
		n = 64
	}
	w := ts.Wrap(v, n)
	if isWide(t) {
		f.wide[d.ID] = w
	} else {
		f.regs[d.ID] = bigLow64(w)
	}
}

// checkRange checks that the integer in d, read as signed, lies within
// lo..hi (either may be nil).
func checkRange(f *iframe, d *ts.Var, lo, hi *big.Int, pos ts.Pos, why string) {
	t := d.Type
	var sv *big.Int
	switch {
	case t.Kind == ts.Float:
		bf := new(big.Float).SetFloat64(floatVal(f.regs[d.ID]))
		sv, _ = bf.Int(nil)
	case isWide(t):
		sv = bigSigned(f.wide[d.ID], t.Bits)
	default:
		n := t.Bits
		if t.Kind == ts.Ptr {
			n = 64
		}
		sv = big.NewInt(vsext(f.regs[d.ID], n))
	}
	if lo != nil && sv.Cmp(lo) < 0 || hi != nil && sv.Cmp(hi) > 0 {
		rng := func(x *big.Int) string {
			if x == nil {
				return ""
			}
			return x.String()
		}
		if why != "" {
			why = " (" + why + ")"
		}
		f.fail(pos, "nondet value %s is outside %s..%s%s", sv, rng(lo), rng(hi), why)
	}
}

func (c *icomp) cost(o *ts.Cost, pos ts.Pos) (cop, error) {
	if o.Res == "" {
		return cop{}, c.errorf(pos, "cost of an unnamed resource")
	}
	e, err := c.useExpr(o.Amount, pos, "the cost amount")
	if err != nil {
		return cop{}, err
	}
	if e.t.Kind != ts.Int {
		return cop{}, c.errorf(pos, "cost amount of type %s", e.t)
	}
	r := c.resource(o.Res)
	heap := o.Res == "heap"
	var amount func(f *iframe) int64
	if e.w != nil {
		w, n := e.w, e.t.Bits
		amount = func(f *iframe) int64 {
			v := bigSigned(w(f), n)
			if !v.IsInt64() {
				f.fail(pos, "cost amount %s does not fit in 64 bits", v)
				return 0
			}
			return v.Int64()
		}
	} else if e.konst {
		k := vsext(e.kn, e.t.Bits)
		if heap {
			return cop{kind: kExec, pos: pos, exec: func(f *iframe) { f.m.addHeap(k) }}, nil
		}
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) { f.m.costs[r] += k }}, nil
	} else {
		amount = e.signed()
	}
	if heap {
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) { f.m.addHeap(amount(f)) }}, nil
	}
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) { f.m.costs[r] += amount(f) }}, nil
}

func (c *icomp) callOp(o *ts.Call, pos ts.Pos) (cop, error) {
	callee := c.in.funcs[o.Callee]
	if callee == nil {
		return cop{}, c.errorf(pos, "call of undefined function %s", o.Callee)
	}
	if len(o.Args) != len(callee.params) {
		return cop{}, c.errorf(pos, "call of %s with %d arguments; it has %d parameters", o.Callee, len(o.Args), len(callee.params))
	}
	if len(o.Dsts) > len(callee.rets) {
		return cop{}, c.errorf(pos, "call of %s with %d results; it returns %d", o.Callee, len(o.Dsts), len(callee.rets))
	}
	cc := &ccall{callee: callee}
	for i, a := range o.Args {
		e, err := c.useExpr(a, pos, fmt.Sprintf("argument %d of the call of %s", i+1, o.Callee))
		if err != nil {
			return cop{}, err
		}
		pt := callee.f.Vars[callee.params[i]].Type
		if e.t.Kind != pt.Kind || pt.Kind != ts.Ptr && e.t.Bits != pt.Bits {
			return cop{}, c.errorf(pos, "argument %d of the call of %s has type %s; the parameter has type %s", i+1, o.Callee, e.t, pt)
		}
		cc.args = append(cc.args, e)
	}
	for i, d := range o.Dsts {
		if err := c.assignable(d, callee.rets[i], pos); err != nil {
			return cop{}, err
		}
		cc.dsts = append(cc.dsts, d.ID)
		cc.dstWide = append(cc.dstWide, isWide(d.Type))
	}
	return cop{kind: kCall, pos: pos, call: cc}, nil
}

func (c *icomp) retOp(o *ts.Ret, pos ts.Pos) (cop, error) {
	if len(o.Vals) != len(c.fn.Rets) {
		return cop{}, c.errorf(pos, "return of %d values from %s, which returns %d", len(o.Vals), c.fn.Name, len(c.fn.Rets))
	}
	vals := make([]cexpr, len(o.Vals))
	for i, v := range o.Vals {
		e, err := c.useExpr(v, pos, "the returned value")
		if err != nil {
			return cop{}, err
		}
		rt := c.fn.Rets[i]
		if e.t.Kind != rt.Kind || rt.Kind != ts.Ptr && e.t.Bits != rt.Bits {
			return cop{}, c.errorf(pos, "return value %d has type %s; %s returns %s", i+1, e.t, c.fn.Name, rt)
		}
		vals[i] = e
	}
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		for i, e := range vals {
			if e.w != nil {
				f.retW[i] = e.w(f)
			} else {
				f.retN[i] = e.n(f)
			}
		}
		f.hasRet = true
	}}, nil
}

func (c *icomp) alloca(o *ts.Alloca, pos ts.Pos) (cop, error) {
	if err := c.checkVar(o.Dst, pos); err != nil {
		return cop{}, err
	}
	if o.Dst.Type.Kind != ts.Ptr {
		return cop{}, c.errorf(pos, "alloca into %s of type %s", o.Dst.Name, o.Dst.Type)
	}
	if o.Size < 0 {
		return cop{}, c.errorf(pos, "alloca of negative size %d", o.Size)
	}
	count := constN(ts.I64, 1)
	if o.Count != nil {
		var err error
		if count, err = c.useExpr(o.Count, pos, "the alloca count"); err != nil {
			return cop{}, err
		}
	}
	cn := count.low()
	wideCount := count.w
	what := "local variable"
	if o.Name != "" {
		what = "local variable " + o.Name
	}
	desc := &objDesc{what: what, pos: pos}
	size, d := uint64(o.Size), o.Dst.ID
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		n := cn(f)
		hi, total := bits.Mul64(size, n)
		if hi != 0 || wideCount != nil && wideCount(f).BitLen() > 64 {
			f.fail(pos, "alloca of %d elements of %d bytes overflows", n, size)
			return
		}
		p := f.m.alloc(total, objStack, desc, pos)
		if f.m.stop {
			return
		}
		f.allocas = append(f.allocas, uint32(p>>offsetBits))
		f.regs[d] = p
	}}, nil
}

func (c *icomp) loadOp(o *ts.Load, pos ts.Pos) (cop, error) {
	if err := c.checkVar(o.Dst, pos); err != nil {
		return cop{}, err
	}
	addr, err := c.useExpr(o.Addr, pos, "the address of a load")
	if err != nil {
		return cop{}, err
	}
	if addr.n == nil || addr.t.Kind == ts.Float {
		return cop{}, c.errorf(pos, "load through an address of type %s", addr.t)
	}
	t := o.Dst.Type
	if t.Kind == ts.Void || t.Size() == 0 {
		return cop{}, c.errorf(pos, "load of type %s", t)
	}
	an, d, size := addr.n, o.Dst.ID, uint64(t.Size())
	what := "load of " + t.String()
	if t.Kind == ts.Int && !isWide(t) || t.Kind == ts.Ptr {
		m := vmask(t.Bits)
		if t.Kind == ts.Ptr {
			m = ^uint64(0)
		}
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			b := f.m.bytes(an(f), size, false, what, pos)
			if b != nil {
				f.regs[d] = getNarrow(b) & m
			}
		}}, nil
	}
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		b := f.m.bytes(an(f), size, false, what, pos)
		if b == nil {
			return
		}
		n, w := decodeValue(t, b)
		if w != nil {
			f.wide[d] = w
		} else {
			f.regs[d] = n
		}
	}}, nil
}

func (c *icomp) storeOp(o *ts.Store, pos ts.Pos) (cop, error) {
	addr, err := c.useExpr(o.Addr, pos, "the address of a store")
	if err != nil {
		return cop{}, err
	}
	val, err := c.useExpr(o.Val, pos, "the stored value")
	if err != nil {
		return cop{}, err
	}
	if addr.n == nil || addr.t.Kind == ts.Float {
		return cop{}, c.errorf(pos, "store through an address of type %s", addr.t)
	}
	t := o.T
	if t.Kind == ts.Void {
		t = val.t
	}
	if err := c.checkType(t, pos); err != nil {
		return cop{}, err
	}
	if val.t.Kind != t.Kind || t.Kind != ts.Ptr && val.t.Bits != t.Bits {
		return cop{}, c.errorf(pos, "store of a value of type %s as %s", val.t, t)
	}
	an, size := addr.n, uint64(t.Size())
	what := "store of " + t.String()
	if val.w == nil && t.Kind != ts.Float {
		vn := val.n
		return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
			b := f.m.bytes(an(f), size, true, what, pos)
			if b != nil {
				putNarrow(b, vn(f))
			}
		}}, nil
	}
	vn, vw := val.n, val.w
	return cop{kind: kExec, pos: pos, exec: func(f *iframe) {
		b := f.m.bytes(an(f), size, true, what, pos)
		if b == nil {
			return
		}
		var n uint64
		var w *big.Int
		if vw != nil {
			w = vw(f)
		} else {
			n = vn(f)
		}
		encodeValue(t, b, n, w)
	}}, nil
}

// newMachine prepares a run: memory with the globals, the entry frame with
// its arguments.
func (in *Interp) newMachine(cfg Config) (*machine, error) {
	m := &machine{
		in:       in,
		maxSteps: cfg.MaxSteps,
		maxDepth: cfg.MaxDepth,
		costs:    make([]int64, len(in.resources)),
		counters: make([]int64, len(in.counters)),
		nondet:   cfg.Nondet,
		chooser:  cfg.Choose,
		record:   cfg.RecordPath,
		lbOn:     cfg.LoopBounds,
	}
	if m.maxSteps <= 0 {
		m.maxSteps = DefaultMaxSteps
	}
	if m.maxDepth <= 0 {
		m.maxDepth = DefaultMaxDepth
	}
	m.env = func(name string) int64 {
		if i, ok := in.counterIx[name]; ok {
			return m.counters[i]
		}
		return 0
	}
	entry := cfg.Entry
	if entry == "" {
		entry = "main"
	}
	cf := in.funcs[entry]
	if cf == nil {
		return nil, &Error{Msg: fmt.Sprintf("entry function %s is not defined in the program", entry)}
	}
	// Memory: null, the globals, the function objects.
	m.mem.objs = make([]*iobj, 1, 1+len(in.globals)+len(in.funcObjs)+16)
	for _, g := range in.globals {
		o := &iobj{data: g.image, desc: g.desc, kind: objConst}
		if !g.g.Const {
			o.data = append(make([]byte, 0, len(g.image)), g.image...)
			o.kind = objGlobal
		}
		m.mem.objs = append(m.mem.objs, o)
	}
	for _, name := range in.funcObjs {
		m.mem.objs = append(m.mem.objs, &iobj{kind: objFunc, desc: &objDesc{what: "function " + name}})
	}
	fr := m.push(cf)
	if err := m.bindArgs(cf, fr, cfg.Args); err != nil {
		return nil, err
	}
	return m, nil
}

// bindArgs sets the entry's parameters and the globals from args.
func (m *machine) bindArgs(cf *cfunc, fr *iframe, args map[string]ArgVal) error {
	f := cf.f
	errorf := func(format string, a ...any) error {
		return &Error{Pos: f.Pos, Msg: fmt.Sprintf(format, a...)}
	}
	used := map[string]bool{}
	for _, p := range f.Params {
		a, ok := args[p.Name]
		if ok {
			used[p.Name] = true
		} else if a, ok = args[p.IR]; ok {
			used[p.IR] = true
		}
		t := p.Type
		switch {
		case t.Kind == ts.Ptr && !ok:
			return errorf("pointer parameter %s needs --arg %s=[...] (the contents of the object it points to)", p.Name, p.Name)
		case !ok:
			return errorf("parameter %s needs --arg %s=VALUE", p.Name, p.Name)
		case t.Kind == ts.Ptr && !a.IsList:
			if a.Scalar == nil || a.Scalar.Sign() != 0 {
				return errorf("pointer parameter %s needs --arg %s=[...] (the contents of the object it points to), or 0 for null", p.Name, p.Name)
			}
			fr.regs[p.ID] = 0
		case t.Kind == ts.Ptr:
			et := p.Pointee
			if et.Kind == ts.Void || et.Size() == 0 {
				return errorf("pointer parameter %s points to a type the frontend could not tell, so --arg %s=[...] cannot be laid out", p.Name, p.Name)
			}
			size := uint64(len(a.List)) * uint64(et.Size())
			ptr := m.alloc(size, objArg, &objDesc{what: "the object parameter " + p.Name + " points to"}, f.Pos)
			if m.err != nil {
				return m.err
			}
			o := m.object(ptr)
			for i, v := range a.List {
				putValue(et, o.data[int64(i)*et.Size():int64(i+1)*et.Size()], v)
			}
			fr.regs[p.ID] = ptr
		case a.IsList:
			return errorf("parameter %s is a scalar of type %s: use --arg %s=VALUE", p.Name, t, p.Name)
		default:
			v := a.Scalar
			if v == nil {
				v = bigZero
			}
			setBig(fr, p, v)
		}
	}
	var globals map[string]*cglobal
	for name, a := range args {
		if used[name] {
			continue
		}
		if globals == nil {
			globals = map[string]*cglobal{}
			for _, g := range m.in.globals {
				globals[g.g.Name] = g
			}
			for _, g := range m.in.globals { // source names take precedence
				if g.g.Src != "" {
					globals[g.g.Src] = g
				}
			}
		}
		g := globals[name]
		if g == nil {
			return errorf("unknown --arg %s: not a parameter of %s nor a global", name, f.Name)
		}
		et := g.g.Elem
		if et.Kind == ts.Void || et.Size() == 0 {
			return errorf("global %s is not a scalar or an array of scalars, so --arg %s cannot set it", name, name)
		}
		list := a.List
		if !a.IsList {
			list = []*big.Int{a.Scalar}
		}
		if int64(len(list))*et.Size() > g.g.Size {
			return errorf("--arg %s has %d elements; global %s holds %d of type %s", name, len(list), name, g.g.Size/et.Size(), et)
		}
		id := 0
		for i, cg := range m.in.globals {
			if cg == g {
				id = i + 1
			}
		}
		o := m.mem.objs[id]
		if o.kind == objConst { // overriding a constant: give this run its own copy
			o = &iobj{data: append(make([]byte, 0, len(o.data)), o.data...), desc: o.desc, kind: objConst}
			m.mem.objs[id] = o
		}
		for i, v := range list {
			putValue(et, o.data[int64(i)*et.Size():int64(i+1)*et.Size()], v)
		}
	}
	return nil
}

// putValue stores the integer v as a value of type t (reduced to its
// width; a float type takes v's value).
func putValue(t ts.Type, b []byte, v *big.Int) {
	if v == nil {
		v = bigZero
	}
	switch {
	case t.Kind == ts.Float:
		x, _ := new(big.Float).SetInt(v).Float64()
		encodeFloat(t, b, x)
	case isWide(t):
		putWide(b, ts.Wrap(v, t.Bits))
	default:
		n := t.Bits
		if t.Kind == ts.Ptr {
			n = 64
		}
		putNarrow(b, bigLow64(ts.Wrap(v, n)))
	}
}

// exprReads reports whether e reads a variable of vs.
func exprReads(e ts.Expr, vs map[*ts.Var]bool) bool {
	switch e := e.(type) {
	case *ts.Ref:
		return e != nil && vs[e.V]
	case *ts.PtrAdd:
		return e != nil && (exprReads(e.Base, vs) || exprReads(e.Off, vs))
	case *ts.Bin:
		return e != nil && (exprReads(e.X, vs) || exprReads(e.Y, vs))
	case *ts.Un:
		return e != nil && exprReads(e.X, vs)
	case *ts.Cmp:
		return e != nil && (exprReads(e.X, vs) || exprReads(e.Y, vs))
	case *ts.Cast:
		return e != nil && exprReads(e.X, vs)
	case *ts.Select:
		return e != nil && (exprReads(e.C, vs) || exprReads(e.X, vs) || exprReads(e.Y, vs))
	case *ts.Intrin:
		if e != nil {
			for _, a := range e.Args {
				if exprReads(a, vs) {
					return true
				}
			}
		}
	}
	return false
}
