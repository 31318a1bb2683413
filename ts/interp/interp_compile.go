package interp

import (
	"fmt"
	"math/big"

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
	// steps names every compiled transition by its number (ctrans.gid):
	// the table of Path.
	steps []Step
	// ptr32: the program's pointers are 32 bits (a 32-bit target); memory
	// holds them as flat addresses (addr32.go).
	ptr32 bool
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
	gid      int32 // its number among the program's transitions (Interp.steps)
	pos      ts.Pos
	guards   []nfn // the leading Assume ops
	guardPos []ts.Pos
	ops      []cop // the other ops
	to       *cloc
	steps    int64
	// Loop-bound counting (Config.LoopBounds): lb says whether the
	// transition enters an annotated loop or completes a body execution
	// of one; lbDone are the indices in cfunc.bounded of the loops whose
	// body execution it completes (ts.Loop.CompletesBody), lbEnter the
	// indices of the annotated loops it enters at their header.
	lb      bool
	lbDone  []int
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
	// read are the variables some op of fn reads (ts.Uses): an external
	// result outside it steers nothing (externCall).
	read map[*ts.Var]bool
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
	in := &Interp{funcs: map[string]*cfunc{}, counterIx: map[string]int{}, ptr32: p.PtrBits == 32}
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
		if r.Offset < 0 || r.Offset+r.Width() > g.Size {
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
		if c.in.ptr32 {
			putNarrow(img[r.Offset:r.Offset+4], reloc32(c.globalSizes(), id, r.Addend))
			continue
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
	c.read = map[*ts.Var]bool{}
	for _, t := range f.Trans {
		if t == nil {
			continue
		}
		for _, op := range t.Ops {
			for _, v := range ts.Uses(op) {
				c.read[v] = true
			}
		}
	}
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
// (unroll's loopBoundEnter), one that completes a body execution
// (Loop.CompletesBody, of the loop or of one enclosing the transition's
// source) increments it after checking it is below the maximum (unroll's
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
		for L := t.From.Loop; L != nil; L = L.Parent {
			if k, ok := slot[L]; ok && L.CompletesBody(t) {
				ct.lbDone = append(ct.lbDone, k)
				ct.lb = true
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
	ct := &ctrans{id: t.ID, gid: int32(len(c.in.steps)), pos: t.Pos}
	c.in.steps = append(c.in.steps, Step{Func: c.fn.Name, Trans: t.ID})
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

// newMachine prepares a run: memory with the globals, the entry frame with
// its arguments.
func (in *Interp) newMachine(cfg Config) (*machine, error) {
	m := &machine{
		in:       in,
		maxSteps: cfg.MaxSteps,
		deadline: cfg.Deadline,
		nextLook: deadlineEvery, // a run shorter than that never looks
		maxDepth: cfg.MaxDepth,
		costs:    make([]int64, len(in.resources)),
		counters: make([]int64, len(in.counters)),
		nondet:   cfg.Nondet,
		chooser:  cfg.Choose,
		record:   cfg.RecordPath,
		lbOn:     cfg.LoopBounds,
		strict:   cfg.StopAtUnknown,
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
	if in.ptr32 {
		for _, o := range m.mem.objs[1:] {
			m.place32(uint64(len(o.data)))
		}
	}
	fr := m.push(cf)
	if err := m.bindArgs(cf, fr, cfg.Args); err != nil {
		return nil, err
	}
	m.onAlloca = cfg.OnAlloca
	if cfg.Attribute != "" {
		var err error
		if m.attr, err = newAttribution(in, cfg.Attribute); err != nil {
			return nil, err
		}
		m.attrEnter(fr, ts.Pos{})
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

// globalSizes are the sizes of the globals, in object order.
func (c *icomp) globalSizes() []int64 {
	s := make([]int64, len(c.in.globals))
	for i, g := range c.in.globals {
		s[i] = g.g.Size
	}
	return s
}
