package unroll

import (
	"fmt"
	"io"
	"math/big"
	"sort"

	"wcet/assertions"
	"wcet/assertions/lang"
	"wcet/poly"
	"wcet/ts"
)

// This file is TransStep (thesis Fig. 3.8) over poly.State: the symbolic
// execution of one transition's operations on one path. A path is a
// poly.State plus what the state does not hold: the call stack, the
// pointers (object and offset variable), the memory cells, the costs and
// the frequency variables. Operations can split a path (an icmp, a wrap
// case split, a select), so each op maps a list of paths to a list.

// unsupported is an error for a construct the symbolic execution does not
// handle yet; it names the position.
type unsupported struct {
	pos ts.Pos
	msg string
}

func (e *unsupported) Error() string { return e.pos.String() + ": " + e.msg }

func unsupportedf(pos ts.Pos, format string, args ...any) error {
	return &unsupported{pos: pos, msg: fmt.Sprintf(format, args...)}
}

// ptrVal is a pointer: an object (0 is null) and a byte offset held in a
// state variable of type i64; or, when set is not nil, a pointer known
// only to be one of a finite set of targets (mem.go, "Pointer sets").
type ptrVal struct {
	obj int
	off string // state variable; "" means offset 0
	// set: the objects the pointer may address (sorted, 0 for null, at
	// least two), at offsets not known; obj is then setObj.
	set []int
}

// setObj is the object of a pointer of a set, and of an unknown pointer
// (set nil): no object, so that an access that does not know them finds
// none and refuses.
const setObj = -1

// unknownPtr is a pointer of unknown provenance (undef, bytes the model
// does not know): copied like any value, refused where it is used to
// reach memory, with the position.
var unknownPtr = ptrVal{obj: setObj}

// isUnknown reports whether pv is a pointer of unknown provenance.
func isUnknown(pv ptrVal) bool { return pv.obj == setObj && pv.set == nil }

// cell is the content of memory at a constant offset.
type cell struct {
	t     ts.Type
	name  string   // state variable holding an integer
	konst *big.Int // or the integer, when it is a constant (signed view)
	ptr   *ptrVal  // a pointer
	// neither: unknown (a float, or an unknown value)
}

// object is a memory object of a path.
type object struct {
	size   int64 // bytes; -1 when unknown
	global *ts.Global
	cells  map[int64]cell
	// initValid: reads without a cell come from global.Init; otherwise
	// (after a weak update, or for objects with unknown content) they are
	// unknown.
	initValid bool
	zeroed    bool // calloc/memset 0 over the whole object: reads without a cell are 0
	readOnly  bool
	heap      bool
	heapSize  poly.Affine // the allocation's size, for free
	freed     bool
	fn        string // a function address
	// input names the entry's pointer parameter this object is the
	// unknown content of; its elements of type elem are inputs. lo..hi
	// (bytes, hi exclusive) is the range accessed on the path.
	input      string
	elem       ts.Type
	lo, hi     int64
	touched    bool
	touchedAll bool // an access at an unbounded offset
	// inputLost: the bytes no cell covers are no longer the entry's
	// input (a weak update, an external call wrote them): unknown.
	inputLost bool
	// fg, when set, tells what the bytes no cell covers may hold once
	// the base content was given up (mem.go, giveUp): null or pointers
	// into fg's objects, nothing else. nil: unknown bytes.
	fg *ptrSummary
	// rng, when set, bounds the integers no cell covers (absint.go,
	// forgetCells): each element of type rng.t at an offset that is a
	// multiple of its size holds a value in rng.lo..rng.hi. Immutable:
	// replaced, never changed in place (clone shares it).
	rng *cellRange
	// sym, when set, is the last store at an offset the path did not
	// fix, until the next write to the object (mem.go, symStore).
	// Immutable, as rng.
	sym *symStore
}

// cellRange is the range of a forgotten array's elements (object.rng).
type cellRange struct {
	t      ts.Type
	lo, hi *big.Int
}

func (o *object) clone() *object {
	c := *o
	c.cells = make(map[int64]cell, len(o.cells))
	for k, v := range o.cells {
		c.cells[k] = v
	}
	return &c
}

// frame is one activation of a function on the path.
type frame struct {
	f       *ts.Func
	id      int
	loc     *ts.Loc
	dsts    []string // the caller's result variables (state names or pointer names)
	dstVars []*ts.Var
	allocas []int
	caller  *frame
	// ctx is the calling context (reports.Loop.Context).
	ctx string
	// resume is where the frame continues when its callee returns.
	resume *resumePt
	// names caches name(fr, v) by v.ID; shared by the copies of a frame
	// (same id and function), filled as names are asked for.
	names []string
}

// resumePt is a transition interrupted by a call: the ops from at on are
// still to run.
type resumePt struct {
	t  *ts.Trans
	at int
}

// path is one symbolic path.
type path struct {
	st      *poly.State
	top     *frame
	depth   int
	ptrs    map[string]ptrVal
	objs    map[int]*object
	nextObj *int // shared counter (object ids are unique in the run)
	// cycles = cycConst + Σ cycVars; heap = heapConst + Σ heapVars.
	cycConst, heapConst *big.Int
	cycVars, heapVars   []string
	heapPeak            *big.Int
	peakCands           []peakCand // symbolic running heap values (addHeap)
	counters            map[string]int64
	resets              map[string]bool // frequency variables reset since the step began (SS's classes)
	tokens              map[string]int  // stacksave tokens: allocas count
	blocked             bool
	blockedBy           *ts.Assert // the first assertion that failed on the path
	// passed are the assertions the path passed since the header of
	// numeric phase 2's chain (numeric_ss.go), "text@pos;" each: its
	// leaving ends are keyed by them.
	passed string
	// dependent: the path left some state that had more than one feasible
	// successor, so it depends on a value the analysis does not know (an
	// input, a nondet, an external result). A violation on a path that is
	// not dependent is a violation for every input (DESIGN, "Verdicts").
	dependent bool
	ended     string // "", "return", "exit", "abort"
	trail     *trail // the transitions taken, newest first
	loops     map[loopKey]*loopCount
	steps     int64
}

// peakCand is a running heap value k + Σ vars at an allocation.
type peakCand struct {
	k    *big.Int
	vars []string
}

// trail is a persistent list of the transitions a path took.
type trail struct {
	fn   string
	t    *ts.Trans
	prev *trail
}

func (p *path) clone() *path {
	q := p.cloneRest()
	q.st = p.st.Clone()
	return q
}

// cloneRest copies everything of p but the state (q.st is p.st).
func (p *path) cloneRest() *path {
	q := *p
	q.ptrs = make(map[string]ptrVal, len(p.ptrs))
	for k, v := range p.ptrs {
		q.ptrs[k] = v
	}
	q.objs = make(map[int]*object, len(p.objs))
	for k, v := range p.objs {
		q.objs[k] = v.clone()
	}
	q.cycConst = new(big.Int).Set(p.cycConst)
	q.heapConst = new(big.Int).Set(p.heapConst)
	q.heapPeak = new(big.Int).Set(p.heapPeak)
	q.cycVars = append([]string(nil), p.cycVars...)
	q.heapVars = append([]string(nil), p.heapVars...)
	q.peakCands = append([]peakCand(nil), p.peakCands...)
	q.counters = make(map[string]int64, len(p.counters))
	for k, v := range p.counters {
		q.counters[k] = v
	}
	if p.resets != nil {
		q.resets = make(map[string]bool, len(p.resets))
		for k, v := range p.resets {
			q.resets[k] = v
		}
	}
	if p.tokens != nil {
		q.tokens = make(map[string]int, len(p.tokens))
		for k, v := range p.tokens {
			q.tokens[k] = v
		}
	}
	q.loops = cloneLoops(p.loops)
	q.top = cloneFrames(p.top)
	return &q
}

func cloneFrames(f *frame) *frame {
	if f == nil {
		return nil
	}
	c := *f
	c.allocas = append([]int(nil), f.allocas...)
	c.caller = cloneFrames(f.caller)
	return &c
}

// withState returns a copy of p around state st: everything but the state
// is copied, p.st is not touched. After an operation that consumes p.st
// (Assign, Branch), p itself must not be used again, only its forks.
func (p *path) withState(st *poly.State) *path {
	saved := p.st
	p.st = nil
	q := p.cloneRest()
	p.st = saved
	q.st = st
	return q
}

// fork maps the successors of a state operation on p.st to paths: p itself
// when the operation kept its state, else copies.
func fork(p *path, ss []*poly.State) []*path {
	if len(ss) == 1 && ss[0] == p.st {
		return []*path{p}
	}
	out := make([]*path, len(ss))
	for i, s := range ss {
		out[i] = p.withState(s)
	}
	return out
}

// intType is the view a ts integer type is held in: signed from 2 bits
// up, unsigned for i1.
func intType(t ts.Type) poly.IntType {
	if t.Bits == 1 {
		return poly.I1
	}
	return poly.IntType{Bits: t.Bits, Signed: true}
}

// tracks reports whether the wraps of the variable v are kept apart at
// the end of an iteration: a variable a loop's exit depends on (exitVars).
func (m *machine) tracks(v *ts.Var) bool {
	if m.exitVar == nil {
		m.exitVar, m.exitGlobal = exitVars(m.prog)
	}
	return m.exitVar[v]
}

// copiedOnly reports whether every use of v takes it whole: a phi copy
// or a conversion (an Assign of v itself, or of a cast of it), a store of
// v itself, or a comparison of v itself (a rotated loop's test of the
// next value), never an operand of arithmetic.
func (m *machine) copiedOnly(v *ts.Var) bool {
	if m.copied == nil {
		m.copied = map[*ts.Var]bool{}
		bad := map[*ts.Var]bool{}
		for _, f := range m.prog.Funcs {
			for _, t := range f.Trans {
				for _, op := range t.Ops {
					var whole []*ts.Var
					cmp := func(e ts.Expr) {
						if c, ok := e.(*ts.Cmp); ok {
							for _, x := range []ts.Expr{c.X, c.Y} {
								if r, ok := x.(*ts.Ref); ok {
									whole = append(whole, r.V)
								}
							}
						}
					}
					switch o := op.(type) {
					case *ts.Assign:
						e := o.E
						if c, ok := e.(*ts.Cast); ok {
							e = c.X // a conversion of v itself
						}
						if r, ok := e.(*ts.Ref); ok {
							whole = append(whole, r.V)
						}
						cmp(o.E)
					case *ts.Assume:
						cmp(o.C)
					case *ts.Store:
						if r, ok := o.Val.(*ts.Ref); ok && !containsVar(ts.ExprVars(o.Addr), r.V) {
							whole = append(whole, r.V)
						}
					}
					for _, u := range ts.Uses(op) {
						if containsVar(whole, u) {
							m.copied[u] = true
						} else {
							bad[u] = true
						}
					}
				}
			}
		}
		for u := range bad {
			delete(m.copied, u)
		}
	}
	return m.copied[v]
}

// counterCell reports whether an integer of type t stored in obj is a
// loop counter held in memory: an element of a global a loop's exit
// reads (exitVars). Its cell is a variable even when the path fixes its
// value, as an SSA counter is: a constant cell is part of the shape, and
// a counter that becomes constant (a ring index after its wrap, a global
// reset to 0) would give every iteration a shape of its own, so that no
// summary of one iteration is reused at the next and every other start
// unrolls its own chain.
func (m *machine) counterCell(obj *object, t ts.Type) bool {
	if m.exitVar == nil {
		m.exitVar, m.exitGlobal = exitVars(m.prog)
	}
	g := obj.global
	m.hasBitmaps()
	return g != nil && (m.exitGlobal[g] || m.bitmapGlobal[g]) && t.Kind == ts.Int && g.Elem == t
}

// hasBitmaps reports whether the program has bitmap globals
// (bitmapGlobals), which it finds once.
func (m *machine) hasBitmaps() bool {
	if m.bitmapGlobal == nil {
		m.bitmapGlobal, m.bitmapBin = bitmapGlobals(m.prog)
	}
	return len(m.bitmapGlobal) > 0
}

// name is the state variable of v in frame fr.
func name(fr *frame, v *ts.Var) string {
	if v.ID >= 0 && v.ID < len(fr.names) {
		if n := fr.names[v.ID]; n != "" {
			return n
		}
		n := fmt.Sprintf("f%d.%d", fr.id, v.ID)
		fr.names[v.ID] = n
		return n
	}
	return fmt.Sprintf("f%d.%d", fr.id, v.ID)
}

// val is the value of an expression: an integer (affine when aff is set,
// always as a bit-vector expression ex), a pointer, or unknown (floats).
type val struct {
	kind  int // vInt, vPtr, vUnknown
	t     ts.Type
	aff   poly.Affine
	hasAf bool
	ex    *poly.Expr
	ptr   ptrVal
}

const (
	vInt = iota
	vPtr
	vUnknown
)

// machine carries what every path of one run shares.
type machine struct {
	// liveResume caches liveAfterCall.
	liveResume map[liveKey][]*ts.Var
	// exitVar: the variables loop exits depend on (tracks), built once.
	exitVar map[*ts.Var]bool
	// counterBin: the operation whose value assign is computing for a
	// loop counter (tracks), nil otherwise; copied: the variables whose
	// every use copies them whole (copiedOnly), built once.
	counterBin *ts.Bin
	copied     map[*ts.Var]bool
	// exitGlobal: the globals loop exits read (exitVars).
	exitGlobal map[*ts.Global]bool
	// bitmapGlobal: the globals updated by a bitwise operation on their
	// own value (bitmapGlobals), built once.
	bitmapGlobal map[*ts.Global]bool
	bitmapBin    map[*ts.Bin]bool
	// entryCells: the state variables of the bitmap cells declared at
	// the entry (bitmapCells), constants there, not inputs.
	entryCells map[string]bool
	// unsigned: the variables held in the unsigned view (views.go), built
	// once.
	unsigned map[*ts.Var]bool
	// bitAbstract is SS's value abstraction for bit-level code, on while
	// the tree is explored (not in the witness searches nor in Enum): a
	// bitwise operation without an affine form havocs its result, and a
	// kid's state keeps at most maxDivs existential variables (absint.go).
	bitAbstract bool
	prog        *ts.Program
	env         *poly.Env
	nextObj     int
	frameID     int
	tmp         int
	gobj        map[string]int    // global or function name → object id
	params      map[string]string // state variable of an entry parameter → its name
	// memIrrelevant: no value read from writable memory can influence the
	// bound (relevance.go), so integer contents are not kept (SS only).
	memIrrelevant bool
	// forgetPass: memIrrelevant because SS's first pass forgets contents
	// that reach branch conditions (ss.go, "Memory contents, lazily").
	forgetPass bool
	// dead: the writable globals no relevant value is read from, and
	// the stores into them only (regions.go): their integer contents are
	// not kept, as memIrrelevant's are not.
	dead deadMemory
	// rel: the integer variables that can influence the bound
	// (relevance.go); SS skips the operations that only set others. nil
	// (enum): every variable is kept.
	rel           map[*ts.Var]bool
	defs          defs // single definitions, for mayFault
	assumed       map[string]bool
	notes         []string
	ignoreAsserts bool
	// peak is the high-watermark resource the paths' running peak
	// (heapConst, heapPeak, peakCands) follows: "stack" under
	// --resource stack (the frames' Cost ops; allocations are not
	// counted), else "heap" (allocations, frees and heap Cost ops).
	peak string
	// debugSS traces the simulation to dbg (analysis.Config.SSDebug).
	debugSS bool
	dbg     io.Writer
	// unplaced are the assertions of an optimised program that stand in
	// straight code with counts of their variables after them
	// (OptimizedMisplaced), computed on first use: local in the source.
	unplaced     map[*ts.Assert]bool
	unplacedDone bool
	// freqVars are the frequency variables the assertions read, when
	// they are used by SS: state variables too (fvVar), and assertions
	// are branches on them (assert_ss.go).
	freqVars []string
	isFreq   map[string]bool
	// classes is the run's table of frequency-count classes (SS's
	// MergePaths).
	classes assertions.Classes
	// trackPassed: numeric phase 2's chain runs, paths record the
	// assertions they pass (path.passed).
	trackPassed bool
	asserts     *assertions.Compiled // the assertions as constraints over their frequency variables
	// Loop-bound annotations (loopbound.go): what the run found per
	// annotated loop, the events of the current expansion, the loops
	// (in context) whose unrolling was cut; lbOff turns event recording
	// off (SS's witness search), lbProbing the cut (inside a probe).
	lb        map[*ts.Loop]*lbInfo
	lbPending []lbEvent
	lbCutKeys map[loopKey]bool
	lbOff     bool
	lbProbing bool
	// lbWhere, when set (SS), gives the transitions from the start to the
	// node being expanded.
	lbWhere func() []traceStep
}

func (m *machine) fresh(base string) string {
	m.tmp++
	return fmt.Sprintf("%s$%d", base, m.tmp)
}

// noWrapNote is DESIGN's no-undefined-behaviour assumption for integer
// operations the compiler flagged nsw/nuw (signed overflow in C): the
// executions where one wraps are excluded at the operation, as C makes
// them undefined there (LLVM's poison is more lenient: an unused wrapped
// value is harmless to lli, see unroll/testdata/nsw_poison.c).
const noWrapNote = "paths where an nsw/nuw operation overflows (signed overflow in C) have undefined behaviour and are excluded"

func (m *machine) note(s string) {
	if !m.assumed[s] {
		m.assumed[s] = true
		m.notes = append(m.notes, s)
	}
}

// constOf returns the value of an affine expression when the path fixes it.
func constOf(st *poly.State, a poly.Affine) (*big.Int, bool) {
	lo, k1 := st.Min(a)
	hi, k2 := st.Max(a)
	if k1 != poly.Finite || k2 != poly.Finite || lo.Cmp(hi) != 0 {
		return nil, false
	}
	// What follows is specialised to the value: a premise of the step
	// (poly.State.Require; a no-op unless a summary is being built).
	st.Require(poly.EQ(a, poly.Big(lo)))
	return lo, true
}

// signedConst returns the signed value of an integer constant.
func signedConst(c *ts.Const) *big.Int {
	if c.T.Bits == 1 {
		return new(big.Int).Set(c.V)
	}
	return ts.Signed(c.V, c.T.Bits)
}

// eval evaluates e on path p (frame fr). It may add temporaries to the
// state (and so split the path): it returns one (path, value) per
// successor.
func (m *machine) eval(p *path, fr *frame, e ts.Expr, pos ts.Pos) ([]*path, []val, error) {
	switch x := e.(type) {
	case *ts.Const:
		if x.T.Kind == ts.Ptr {
			return one(p, val{kind: vPtr})
		}
		v := signedConst(x)
		return one(p, val{kind: vInt, t: x.T, aff: poly.Big(v), hasAf: true, ex: poly.BigK(x.T.Bits, ts.Wrap(v, x.T.Bits))})
	case *ts.FConst:
		return one(p, val{kind: vUnknown, t: x.T})
	case *ts.Undef:
		if x.T.Kind == ts.Ptr {
			return one(p, val{kind: vPtr, ptr: unknownPtr})
		}
		if x.T.Kind != ts.Int {
			return one(p, val{kind: vUnknown, t: x.T})
		}
		n := m.fresh("undef")
		p.st.Havoc(n, intType(x.T), nil, nil)
		return one(p, intVar(n, x.T))
	case *ts.Ref:
		n := name(fr, x.V)
		switch x.V.Type.Kind {
		case ts.Int:
			if _, ok := p.st.Type(n); !ok {
				return nil, nil, unsupportedf(pos, "read of %s before it is set", x.V.Name)
			}
			return one(p, intVar(n, x.V.Type))
		case ts.Ptr:
			pv, ok := p.ptrs[n]
			if !ok {
				return nil, nil, unsupportedf(pos, "pointer %s of unknown provenance", x.V.Name)
			}
			return one(p, val{kind: vPtr, ptr: pv})
		}
		return one(p, val{kind: vUnknown, t: x.V.Type})
	case *ts.GlobalAddr:
		return one(p, val{kind: vPtr, ptr: ptrVal{obj: m.gobj[x.G.Name]}})
	case *ts.FuncAddr:
		return one(p, val{kind: vPtr, ptr: ptrVal{obj: m.gobj[x.Name]}})
	case *ts.PtrAdd:
		return m.evalPtrAdd(p, fr, x, pos)
	case *ts.Bin:
		return m.evalBin(p, fr, x, pos)
	case *ts.Cast:
		return m.evalCast(p, fr, x, pos)
	case *ts.Un:
		if x.T.Kind != ts.Int {
			return one(p, val{kind: vUnknown, t: x.T})
		}
		ps, vs, err := m.eval(p, fr, x.X, pos)
		if err != nil {
			return nil, nil, err
		}
		if x.Op == "abs" {
			var outP []*path
			var outV []val
			for i, q := range ps {
				qs, ws := m.absCases(q, vs[i], x.T)
				outP, outV = append(outP, qs...), append(outV, ws...)
			}
			return outP, outV, nil
		}
		for i := range vs {
			a := vs[i].ex
			switch x.Op {
			case "not":
				vs[i] = val{kind: vInt, t: x.T, ex: poly.Bin(poly.EXor, a, poly.K(x.T.Bits, 1), 0)}
			default:
				return nil, nil, unsupportedf(pos, "operator %s", x.Op)
			}
		}
		return ps, vs, nil
	case *ts.Cmp:
		if x.X.Type().Kind != ts.Int {
			// A comparison of pointers (or floats) inside an expression:
			// split on its outcomes (compare), a constant on each side.
			sides, err := m.compare(p, fr, x, pos)
			if err != nil {
				return nil, nil, err
			}
			var outP []*path
			var outV []val
			for _, s := range sides {
				k := int64(0)
				if s.truth {
					k = 1
				}
				outP = append(outP, s.p)
				outV = append(outV, val{kind: vInt, t: ts.I1, aff: poly.Int(k), hasAf: true, ex: poly.K(1, k)})
			}
			return outP, outV, nil
		}
		// An i1 value used inside an expression: as a Z3 boolean.
		c, err := m.condOf(p, fr, x, pos)
		if err != nil {
			return nil, nil, err
		}
		return one(p, val{kind: vInt, t: ts.I1, ex: poly.BoolOf(c)})
	case *ts.Select:
		ps, cs, err := m.eval(p, fr, x.C, pos)
		if err != nil {
			return nil, nil, err
		}
		var outP []*path
		var outV []val
		for i, q := range ps {
			for _, side := range m.splitBool(q, cs[i]) {
				arm := x.Y
				if side.truth {
					arm = x.X
				}
				qs, vs, err := m.eval(side.p, fr, arm, pos)
				if err != nil {
					return nil, nil, err
				}
				outP = append(outP, qs...)
				outV = append(outV, vs...)
			}
		}
		return outP, outV, nil
	case *ts.Intrin:
		if x.T.Kind != ts.Int {
			return one(p, val{kind: vUnknown, t: x.T})
		}
		n := m.fresh("intrin")
		p.st.Havoc(n, intType(x.T), nil, nil)
		return one(p, intVar(n, x.T))
	}
	return nil, nil, unsupportedf(pos, "expression %s", ts.FormatExpr(e))
}

// absCases gives |a| for the integer value a of type t. An affine a splits
// the path on its sign (in the signed view): a on the non-negative side,
// 0 - a on the negative one, both affine, so loop bounds such as
// `i < abs(a)` stay in the polyhedra; the wrap model of the assignment
// gives abs(INT_MIN) = INT_MIN, LLVM's value. A non-affine a stays a
// Z3 term (a select on its sign).
func (m *machine) absCases(p *path, a val, t ts.Type) ([]*path, []val) {
	w := t.Bits
	if a.kind != vInt {
		return []*path{p}, []val{{kind: vUnknown, t: t}}
	}
	if !a.hasAf || w < 2 {
		neg := poly.Bin(poly.ESub, poly.K(w, 0), a.ex, 0)
		return []*path{p}, []val{{kind: vInt, t: t, ex: poly.SelectOf(poly.Cmp(poly.CSLT, a.ex, poly.K(w, 0)), neg, a.ex)}}
	}
	var outP []*path
	var outV []val
	vps, vas := m.viewOf(p, a.aff, poly.IntType{Bits: w, Signed: true})
	for i, q := range vps {
		x := vas[i]
		for _, side := range m.branchAffine(q, "slt", x, poly.Int(0)) {
			v := val{kind: vInt, t: t, aff: x, hasAf: true}
			if side.truth {
				v.aff = poly.Int(0).Sub(x)
			}
			outP, outV = append(outP, side.p), append(outV, v)
		}
	}
	return outP, outV
}

func one(p *path, v val) ([]*path, []val, error) { return []*path{p}, []val{v}, nil }

func intVar(n string, t ts.Type) val {
	return val{kind: vInt, t: t, aff: poly.Var(n), hasAf: true, ex: poly.X(n)}
}

// boolSide is one side of a split on an i1 value.
type boolSide struct {
	p     *path
	truth bool
}

// splitBool splits p on the i1 value v.
func (m *machine) splitBool(p *path, v val) []boolSide {
	if v.hasAf {
		if c, ok := constOf(p.st, v.aff); ok {
			return []boolSide{{p, c.Sign() != 0}}
		}
		yes, no := p.st.Branch(poly.EQ(v.aff, poly.Int(1)), "")
		var out []boolSide
		for _, s := range yes {
			out = append(out, boolSide{p.withState(s), true})
		}
		for _, s := range no {
			out = append(out, boolSide{p.withState(s), false})
		}
		return out
	}
	c := poly.Cmp(poly.CNe, v.ex, poly.K(1, 0))
	yes, no := p.st.BranchCond(c)
	var out []boolSide
	if yes.Feasible() {
		out = append(out, boolSide{p.withState(yes), true})
	} else {
		yes.Discard()
	}
	if no.Feasible() {
		out = append(out, boolSide{p.withState(no), false})
	} else {
		no.Discard()
	}
	return out
}

func (m *machine) evalCast(p *path, fr *frame, x *ts.Cast, pos ts.Pos) ([]*path, []val, error) {
	ps, xs, err := m.eval(p, fr, x.X, pos)
	if err != nil {
		return nil, nil, err
	}
	from := x.X.Type()
	var outP []*path
	var outV []val
	for i, q := range ps {
		a := xs[i]
		switch {
		case x.To.Kind == ts.Float || (from.Kind == ts.Float && x.Op == "bitcast"):
			outP, outV = append(outP, q), append(outV, val{kind: vUnknown, t: x.To})
			continue
		case from.Kind == ts.Float || a.kind == vUnknown:
			// fptosi/fptoui, or an unknown integer: any value of the type.
			n := m.fresh("cast")
			q.st.Havoc(n, intType(x.To), nil, nil)
			outP, outV = append(outP, q), append(outV, intVar(n, x.To))
			continue
		case x.To.Kind == ts.Ptr && from.Kind == ts.Ptr:
			outP, outV = append(outP, q), append(outV, a)
			continue
		case x.Op == "ptrtoint" && a.ptr.obj == setObj:
			// The address of one of several objects, or unknown.
			n := m.fresh("p2i")
			q.st.Havoc(n, intType(x.To), nil, nil)
			outP, outV = append(outP, q), append(outV, intVar(n, x.To))
			continue
		case x.Op == "ptrtoint":
			n := m.fresh("p2i")
			base := poly.Int(int64(a.ptr.obj) << 32)
			if a.ptr.off != "" {
				base = base.Add(poly.Var(a.ptr.off))
			}
			for _, r := range fork(q, q.st.Assign(n, intType(x.To), base, 0)) {
				outP, outV = append(outP, r), append(outV, intVar(n, x.To))
			}
			continue
		case x.Op == "inttoptr":
			if !a.hasAf {
				return nil, nil, unsupportedf(pos, "inttoptr of a non-affine value")
			}
			lo, k1 := q.st.Min(a.aff)
			hi, k2 := q.st.Max(a.aff)
			if k1 != poly.Finite || k2 != poly.Finite || new(big.Int).Rsh(lo, 32).Cmp(new(big.Int).Rsh(hi, 32)) != 0 {
				return nil, nil, unsupportedf(pos, "inttoptr of an integer that is not an address of one object")
			}
			obj := int(new(big.Int).Rsh(lo, 32).Int64())
			// Resolved to one object while the address stays in its window.
			q.st.Require(poly.GE(a.aff, poly.Big(lo)), poly.LE(a.aff, poly.Big(hi)))
			if obj == 0 {
				outP, outV = append(outP, q), append(outV, val{kind: vPtr})
				continue
			}
			off := m.fresh("off")
			for _, r := range fork(q, q.st.Assign(off, poly.I64, a.aff.Sub(poly.Int(int64(obj)<<32)), 0)) {
				outP, outV = append(outP, r), append(outV, val{kind: vPtr, ptr: ptrVal{obj: obj, off: off}})
			}
			continue
		}
		v := val{kind: vInt, t: x.To}
		switch x.Op {
		case "sext":
			v.ex = poly.Cast(poly.ESExt, a.ex, x.To.Bits)
			v.aff, v.hasAf = a.aff, a.hasAf
			if a.hasAf && from.Bits == 1 {
				v.aff = a.aff.Neg() // true is −1
			} else if a.hasAf && readsUnsigned(q.st, a.aff, from.Bits) {
				// A value held unsigned (machine.view): its signed value, an
				// exact split on the wrap.
				vps, vas := m.viewOf(q, a.aff, poly.IntType{Bits: from.Bits, Signed: true})
				for i, r := range vps {
					w := v
					w.aff = vas[i]
					outP, outV = append(outP, r), append(outV, w)
				}
				continue
			}
		case "trunc":
			v.ex = poly.Cast(poly.ETrunc, a.ex, x.To.Bits)
			v.aff, v.hasAf = a.aff, a.hasAf // the assignment wraps it into the narrower type
		case "zext":
			v.ex = poly.Cast(poly.EZExt, a.ex, x.To.Bits)
			if a.hasAf && (from.Bits == 1 || isVarOf(q.st, a.aff, poly.IntType{Bits: from.Bits})) {
				// (A variable held unsigned is its unsigned value.)
				v.aff, v.hasAf = a.aff, true
			} else if a.hasAf {
				// The unsigned value: through a temporary of the unsigned view
				// (the wrap model splits exactly on the sign).
				n := m.fresh("zext")
				for _, r := range fork(q, q.st.Assign(n, poly.IntType{Bits: from.Bits}, a.aff, 0)) {
					outP, outV = append(outP, r), append(outV, val{kind: vInt, t: x.To, aff: poly.Var(n), hasAf: true, ex: v.ex})
				}
				continue
			}
		case "bitcast":
			v = a
			v.t = x.To
		default:
			return nil, nil, unsupportedf(pos, "cast %s", x.Op)
		}
		outP, outV = append(outP, q), append(outV, v)
	}
	return outP, outV, nil
}

func (m *machine) evalPtrAdd(p *path, fr *frame, x *ts.PtrAdd, pos ts.Pos) ([]*path, []val, error) {
	ps, bs, err := m.eval(p, fr, x.Base, pos)
	if err != nil {
		return nil, nil, err
	}
	var outP []*path
	var outV []val
	for i, q := range ps {
		qs, os, err := m.eval(q, fr, x.Off, pos)
		if err != nil {
			return nil, nil, err
		}
		for j, r := range qs {
			base, off := bs[i], os[j]
			if base.kind != vPtr {
				return nil, nil, unsupportedf(pos, "pointer arithmetic on an unknown pointer")
			}
			if base.ptr.obj == setObj {
				// Still one of the same objects (or unknown), at an
				// offset not known.
				outP, outV = append(outP, r), append(outV, base)
				continue
			}
			n := m.fresh("off")
			if off.hasAf {
				sum := off.aff
				if base.ptr.off != "" {
					sum = sum.Add(poly.Var(base.ptr.off))
				}
				for _, q2 := range fork(r, r.st.Assign(n, poly.I64, sum, 0)) {
					outP, outV = append(outP, q2), append(outV, val{kind: vPtr, ptr: ptrVal{obj: base.ptr.obj, off: n}})
				}
				continue
			}
			e := off.ex
			if base.ptr.off != "" {
				e = poly.Bin(poly.EAdd, poly.X(base.ptr.off), e, 0)
			}
			r.st.AssignExpr(n, poly.I64, e)
			outP, outV = append(outP, r), append(outV, val{kind: vPtr, ptr: ptrVal{obj: base.ptr.obj, off: n}})
		}
	}
	return outP, outV, nil
}

// assignInt sets the integer variable dst to v, splitting on wrap cases.
func assignInt(p *path, dst string, t ts.Type, v val, flags poly.Flags) []*path {
	return assignIntIn(p, dst, intType(t), t, v, flags, false)
}

// assignIntIn is assignInt with dst, a program variable, held in the
// view it (machine.view); with track (a loop counter: machine.tracks) a wrap
// case it takes is recorded (endKey.wrap).
func assignIntIn(p *path, dst string, it poly.IntType, t ts.Type, v val, flags poly.Flags, track bool) []*path {
	switch {
	case v.kind == vUnknown:
		p.st.Havoc(dst, it, nil, nil)
		return []*path{p}
	case v.hasAf && track:
		return fork(p, p.st.AssignTracked(dst, it, v.aff, flags))
	case v.hasAf:
		return fork(p, p.st.Assign(dst, it, v.aff, flags))
	}
	ex := v.ex
	if v.t.Bits != t.Bits && v.t.Bits > 0 {
		op := poly.ETrunc
		if v.t.Bits < t.Bits {
			op = poly.ESExt
		}
		ex = poly.Cast(op, ex, t.Bits)
	}
	p.st.AssignExpr(dst, it, ex)
	return []*path{p}
}

// evalAssert checks an assertion over the path's frequency variables.
func evalAssert(p *path, text string) (bool, error) {
	f, err := lang.Parse(text)
	if err != nil {
		return false, err
	}
	return f.Eval(func(n string) int64 { return p.counters[n] }), nil
}

// sortedKeys returns the keys of m in order.
func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// foldBin computes op on constants a, b (signed views of w-bit values) with
// LLVM semantics; ok=false for undefined results (division by zero,
// over-wide shifts, sdiv overflow), left to the symbolic path. The result
// is in the signed view of its width (i1 results 0 or 1).
func foldBin(op string, a, b *big.Int, w int) (*big.Int, bool) {
	ua, ub := ts.Wrap(a, w), ts.Wrap(b, w)
	sa, sb := ts.Signed(ua, w), ts.Signed(ub, w)
	view := func(v *big.Int, bits int) *big.Int {
		v = ts.Wrap(v, bits)
		if bits > 1 {
			v = ts.Signed(v, bits)
		}
		return v
	}
	r := new(big.Int)
	switch op {
	case "add":
		r.Add(sa, sb)
	case "sub":
		r.Sub(sa, sb)
	case "mul":
		r.Mul(sa, sb)
	case "udiv", "urem":
		if ub.Sign() == 0 {
			return nil, false
		}
		if op == "udiv" {
			r.Quo(ua, ub)
		} else {
			r.Rem(ua, ub)
		}
	case "sdiv", "srem":
		if sb.Sign() == 0 || (sb.Cmp(big.NewInt(-1)) == 0 && sa.Cmp(new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(w-1)))) == 0) {
			return nil, false
		}
		if op == "sdiv" {
			r.Quo(sa, sb)
		} else {
			r.Rem(sa, sb)
		}
	case "and":
		r.And(ua, ub)
	case "or":
		r.Or(ua, ub)
	case "xor":
		r.Xor(ua, ub)
	case "shl", "lshr", "ashr":
		if ub.Cmp(big.NewInt(int64(w))) >= 0 {
			return nil, false
		}
		k := uint(ub.Int64())
		switch op {
		case "shl":
			r.Lsh(ua, k)
		case "lshr":
			r.Rsh(ua, k)
		default:
			r.Rsh(sa, k)
		}
	case "smax", "smin", "umax", "umin":
		x, y := sa, sb
		if op[0] == 'u' {
			x, y = ua, ub
		}
		c := x.Cmp(y)
		if (op[1:] == "max") == (c >= 0) {
			r.Set(sa)
		} else {
			r.Set(sb)
		}
	case "sadd.ov", "ssub.ov", "smul.ov", "uadd.ov", "usub.ov", "umul.ov":
		x, y := sa, sb
		if op[0] == 'u' {
			x, y = ua, ub
		}
		switch op[1] {
		case 'a':
			r.Add(x, y)
		case 's':
			r.Sub(x, y)
		default:
			r.Mul(x, y)
		}
		back := ts.Wrap(r, w)
		if op[0] == 's' {
			back = ts.Signed(back, w)
		}
		if back.Cmp(r) != 0 {
			return big.NewInt(1), true
		}
		return big.NewInt(0), true
	default:
		return nil, false
	}
	return view(r, w), true
}
