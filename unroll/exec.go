package unroll

import (
	"fmt"
	"io"
	"math/big"
	"sort"
	"strings"

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
	// rel: the integer variables that can influence the bound
	// (relevance.go); SS skips the operations that only set others. nil
	// (enum): every variable is kept.
	rel           map[*ts.Var]bool
	defs          defs // single definitions, for mayFault
	assumed       map[string]bool
	notes         []string
	ignoreAsserts bool
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

func (m *machine) evalBin(p *path, fr *frame, x *ts.Bin, pos ts.Pos) ([]*path, []val, error) {
	if x.T.Kind != ts.Int && x.T.Kind != ts.Ptr {
		return one(p, val{kind: vUnknown, t: x.T})
	}
	ps, xs, err := m.eval(p, fr, x.X, pos)
	if err != nil {
		return nil, nil, err
	}
	var outP []*path
	var outV []val
	for i, q := range ps {
		qs, ys, err := m.eval(q, fr, x.Y, pos)
		if err != nil {
			return nil, nil, err
		}
		for j, r := range qs {
			// A non-affine operation on operands of few values: split the
			// path on the values (exact), so that it folds to constants
			// instead of becoming a Z3 atom.
			for _, c := range m.concretize(r, x.Op, xs[i], ys[j], x.X.Type().Bits) {
				cps, cvs, err := m.binPaths(c.p, x, c.a, c.b, pos)
				if err != nil {
					return nil, nil, err
				}
				outP = append(outP, cps...)
				outV = append(outV, cvs...)
			}
		}
	}
	return outP, outV, nil
}

// splitMax is the largest number of values an operand of a non-affine
// operation is split on.
const splitMax = 64

type concrete struct {
	p    *path
	a, b val
}

// affineOp reports whether op on a, b (w bits) has an affine form,
// possibly through auxiliary variables (divFormOf).
func affineOp(op string, a, b val, w int) bool {
	if _, ok := divFormOf(op, a, b, w); ok {
		return true
	}
	if ovAffine(op, a, b, w) {
		return true
	}
	return linearOp(op, a, b)
}

// linearOp reports whether op on a, b is linear: its affine form is the
// operation's value modulo 2^w with no case split.
func linearOp(op string, a, b val) bool {
	switch op {
	case "add", "sub":
		return true
	case "mul":
		_, ka := affConst(a.aff)
		_, kb := affConst(b.aff)
		return ka || kb
	case "shl":
		_, kb := affConst(b.aff)
		return kb
	}
	return false
}

// concretize splits p on the values of a and b when op is not affine and
// the operands are affine with at most splitMax values each.
func (m *machine) concretize(p *path, op string, a, b val, w int) []concrete {
	if a.kind != vInt || b.kind != vInt || !a.hasAf || !b.hasAf || affineOp(op, a, b, w) {
		return []concrete{{p, a, b}}
	}
	out := []concrete{{p, a, b}}
	for side := 0; side < 2; side++ {
		var next []concrete
		for _, c := range out {
			v := c.a
			if side == 1 {
				v = c.b
			}
			lo, k1 := c.p.st.Min(v.aff)
			hi, k2 := c.p.st.Max(v.aff)
			if k1 != poly.Finite || k2 != poly.Finite || new(big.Int).Sub(hi, lo).Cmp(big.NewInt(splitMax)) >= 0 {
				next = append(next, c)
				continue
			}
			if lo.Cmp(hi) == 0 {
				// Fixed on the path: the constant itself (so that the
				// operation is affine, or folds) — a premise of the step.
				c.p.st.Require(poly.EQ(v.aff, poly.Big(lo)))
				kv := val{kind: vInt, t: v.t, aff: poly.Big(lo), hasAf: true, ex: poly.BigK(v.t.Bits, ts.Wrap(lo, v.t.Bits))}
				if side == 0 {
					c.a = kv
				} else {
					c.b = kv
				}
				next = append(next, c)
				continue
			}
			// One path per value, each with the operand fixed: all the
			// cases while the operand stays in lo..hi (a premise).
			c.p.st.Require(poly.GE(v.aff, poly.Big(lo)), poly.LE(v.aff, poly.Big(hi)))
			rest := c.p
			for k := new(big.Int).Set(lo); k.Cmp(hi) <= 0; k.Add(k, big.NewInt(1)) {
				q := rest
				if k.Cmp(hi) < 0 {
					q = rest.clone()
				}
				q.st.Assume(poly.EQ(v.aff, poly.Big(k)))
				if !q.st.Feasible() {
					q.st.Discard()
					continue
				}
				kv := val{kind: vInt, t: v.t, aff: poly.Big(new(big.Int).Set(k)), hasAf: true, ex: poly.BigK(v.t.Bits, ts.Wrap(k, v.t.Bits))}
				nc := concrete{q, c.a, c.b}
				if side == 0 {
					nc.a = kv
				} else {
					nc.b = kv
				}
				next = append(next, nc)
			}
		}
		out = next
	}
	return out
}

var binOps = map[string]poly.ExprOp{
	"add": poly.EAdd, "sub": poly.ESub, "mul": poly.EMul, "udiv": poly.EUDiv, "sdiv": poly.ESDiv,
	"urem": poly.EURem, "srem": poly.ESRem, "shl": poly.EShl, "lshr": poly.ELShr, "ashr": poly.EAShr,
	"and": poly.EAnd, "or": poly.EOr, "xor": poly.EXor,
}

func (m *machine) binVal(p *path, x *ts.Bin, a, b val, pos ts.Pos) (val, error) {
	if a.kind != vInt || b.kind != vInt {
		if a.kind == vUnknown || b.kind == vUnknown {
			return val{kind: vUnknown, t: x.T}, nil
		}
		return val{}, unsupportedf(pos, "%s on pointers", x.Op)
	}
	w := x.X.Type().Bits
	// Fold operations that have no affine form when the path fixes both
	// operands. Affine ones keep their affine form: folding them would
	// specialise a summary's transformer to the context it was computed
	// in (a premise of the step) for no gain in precision.
	if a.hasAf && b.hasAf && !linearOp(x.Op, a, b) {
		if ka, ok := constOf(p.st, a.aff); ok {
			if kb, ok := constOf(p.st, b.aff); ok {
				if r, ok := foldBin(x.Op, ka, kb, w); ok {
					t := x.T
					return val{kind: vInt, t: t, aff: poly.Big(r), hasAf: true, ex: poly.BigK(t.Bits, ts.Wrap(r, t.Bits))}, nil
				}
			}
		}
	}
	var f poly.Flags
	if x.NSW {
		f |= poly.NSW
	}
	if x.NUW {
		f |= poly.NUW
	}
	if f != 0 {
		m.note(noWrapNote)
	}
	v := val{kind: vInt, t: x.T}
	switch x.Op {
	case "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr", "and", "or", "xor":
		v.ex = poly.Bin(binOps[x.Op], a.ex, b.ex, f)
		if x.Exact && (x.Op == "sdiv" || x.Op == "udiv" || x.Op == "lshr" || x.Op == "ashr") {
			// exact is an assumption that no remainder is dropped; the
			// bit-vector expression keeps the operation's value.
			m.note("exact division/shift loses no bits (LLVM 'exact')")
		}
	case "smax", "smin", "umax", "umin":
		op := map[string]poly.CondOp{"smax": poly.CSGT, "smin": poly.CSLT, "umax": poly.CUGT, "umin": poly.CULT}[x.Op]
		v.ex = poly.SelectOf(poly.Cmp(op, a.ex, b.ex), a.ex, b.ex)
	case "sadd.ov", "uadd.ov", "ssub.ov", "usub.ov", "smul.ov", "umul.ov":
		ext := poly.ESExt
		if x.Op[0] == 'u' {
			ext = poly.EZExt
		}
		op := map[byte]poly.ExprOp{'a': poly.EAdd, 's': poly.ESub, 'm': poly.EMul}[x.Op[1]]
		wide := 2*w + 1
		full := poly.Bin(op, poly.Cast(ext, a.ex, wide), poly.Cast(ext, b.ex, wide), 0)
		back := poly.Cast(ext, poly.Bin(op, a.ex, b.ex, 0), wide)
		v.ex = poly.BoolOf(poly.Cmp(poly.CNe, full, back))
		v.t = ts.I1
		return v, nil
	default:
		return val{}, unsupportedf(pos, "operator %s", x.Op)
	}
	// The affine form, when there is one: exact modulo 2^w, the wrap model of
	// the assignment brings it back into range.
	if a.hasAf && b.hasAf {
		switch x.Op {
		case "add":
			v.aff, v.hasAf = a.aff.Add(b.aff), true
		case "sub":
			v.aff, v.hasAf = a.aff.Sub(b.aff), true
		case "mul":
			if k, ok := affConst(a.aff); ok {
				v.aff, v.hasAf = b.aff.ScaleBig(k), true
			} else if k, ok := affConst(b.aff); ok {
				v.aff, v.hasAf = a.aff.ScaleBig(k), true
			}
		case "shl":
			if k, ok := affConst(b.aff); ok && k.Sign() >= 0 && k.Cmp(big.NewInt(int64(w))) < 0 {
				v.aff, v.hasAf = a.aff.ScaleBig(new(big.Int).Lsh(big.NewInt(1), uint(k.Int64()))), true
			}
		}
	}
	return v, nil
}

// binPaths is binVal, plus the exact affine forms of division, remainder,
// right shifts and bit masks by a constant (divFormOf, divEncode) and of
// the overflow bits of add, sub and mul by a constant (ovEncode), which
// introduce auxiliary variables and may split the path.
func (m *machine) binPaths(p *path, x *ts.Bin, a, b val, pos ts.Pos) ([]*path, []val, error) {
	v, err := m.binVal(p, x, a, b, pos)
	if err != nil {
		return nil, nil, err
	}
	if v.kind != vInt || v.hasAf {
		return one(p, v)
	}
	w := x.X.Type().Bits
	if f, ok := divFormOf(x.Op, a, b, w); ok {
		ps, vs := m.divEncode(p, f, v, w)
		return ps, vs, nil
	}
	if ovAffine(x.Op, a, b, w) {
		ps, vs := m.ovEncode(p, x.Op, a, b, v, w)
		return ps, vs, nil
	}
	if m.bitAbstract && bitwise(x.Op) {
		return one(p, m.havocBits(p, x.T))
	}
	return one(p, v)
}

// divForm is an operation with an exact affine form through quotients
// and remainders: op on the affine operand x (exact modulo 2^w) and a
// constant c (its w-bit unsigned value).
type divForm struct {
	op string // udiv, urem, sdiv, srem, lshr, ashr, and, or, xor
	x  val
	c  *big.Int
}

// maxMaskRuns is the largest number of runs of contiguous set bits of a
// constant mask that and/or/xor are encoded for (each run costs up to two
// quotient/remainder pairs).
const maxMaskRuns = 4

// divFormOf reports whether op on a, b (w bits) is a division, remainder,
// right shift or bit mask by a constant with an exact affine encoding:
// udiv/urem by c ≠ 0, sdiv/srem by c ≠ 0, lshr/ashr by 0 ≤ c < w, and
// and/or/xor with a constant (either operand) of at most maxMaskRuns runs
// of set bits.
func divFormOf(op string, a, b val, w int) (divForm, bool) {
	if w < 2 || a.kind != vInt || b.kind != vInt || !a.hasAf || !b.hasAf {
		return divForm{}, false
	}
	k, ok := affConst(b.aff)
	if (op == "and" || op == "or" || op == "xor") && !ok {
		a, b = b, a
		k, ok = affConst(b.aff)
	}
	if !ok {
		return divForm{}, false
	}
	c := ts.Wrap(k, w)
	f := divForm{op: op, x: a, c: c}
	switch op {
	case "udiv", "urem", "sdiv", "srem":
		return f, c.Sign() != 0
	case "lshr", "ashr":
		return f, c.Cmp(big.NewInt(int64(w))) < 0
	case "and", "or", "xor":
		return f, len(maskRuns(c)) <= maxMaskRuns
	}
	return divForm{}, false
}

// maskRuns returns the runs of contiguous set bits of c ≥ 0, lowest
// first, as [lo, hi) pairs: c = Σ 2^hi − 2^lo.
func maskRuns(c *big.Int) [][2]int {
	var runs [][2]int
	for i, n := 0, c.BitLen(); i < n; {
		if c.Bit(i) == 0 {
			i++
			continue
		}
		j := i
		for j < n && c.Bit(j) == 1 {
			j++
		}
		runs = append(runs, [2]int{i, j})
		i = j
	}
	return runs
}

func pow2(k int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(k)) }

// divEncode gives v (the value of f, whose ex is already set) its exact
// affine form, on each path it splits p into. With x the operand in the
// view the operation reads (viewOf) and q, r fresh auxiliary variables
// (poly.State.DivMod):
//
//	udiv/urem x, c   unsigned x = c·q + r, 0 ≤ r ≤ c−1: q, r
//	lshr x, k        udiv x, 2^k
//	ashr x, k        signed x = 2^k·q + r, 0 ≤ r ≤ 2^k−1: q (floor)
//	sdiv/srem x, c   split on signed x ≥ 0: x = |c|·q + r with 0 ≤ r ≤ |c|−1,
//	                 else with −(|c|−1) ≤ r ≤ 0 (truncation toward zero):
//	                 q (−q for c < 0), r
//	and x, c         Σ over the runs [l, h) of c of x & (2^h − 2^l) (maskAnd)
//	or x, c          x + c − (x & c)
//	xor x, c         x + c − 2·(x & c)
//
// The results are exact modulo 2^w, as affine forms are (udiv by 1 in the
// unsigned view, sdiv by −1, and, or, xor: the assignment's wrap model
// brings them back into range).
func (m *machine) divEncode(p *path, f divForm, v val, w int) ([]*path, []val) {
	ut, st := poly.IntType{Bits: w}, poly.IntType{Bits: w, Signed: true}
	with := func(a poly.Affine) val {
		r := v
		r.aff, r.hasAf = a, true
		return r
	}
	zero := new(big.Int)
	var outP []*path
	var outV []val
	switch f.op {
	case "udiv", "urem", "lshr":
		d := f.c
		if f.op == "lshr" {
			if f.c.Sign() == 0 {
				return []*path{p}, []val{with(f.x.aff)}
			}
			d = pow2(int(f.c.Int64()))
		}
		ps, us := m.viewOf(p, f.x.aff, ut)
		for i, q := range ps {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			q.st.DivMod(qn, ut, rn, ut, us[i], d, zero)
			res := poly.Var(qn)
			if f.op == "urem" {
				res = poly.Var(rn)
			}
			outP, outV = append(outP, q), append(outV, with(res))
		}
	case "and", "or", "xor":
		ps, xs := m.anyView(p, f.x.aff, w)
		for i, q := range ps {
			and := m.maskAnd(q, xs[i], f.c, w)
			res := and
			switch f.op {
			case "or":
				res = xs[i].Add(poly.Big(f.c)).Sub(and)
			case "xor":
				res = xs[i].Add(poly.Big(f.c)).Sub(and.Scale(2))
			}
			outP, outV = append(outP, q), append(outV, with(res))
		}
	case "ashr":
		if f.c.Sign() == 0 {
			return []*path{p}, []val{with(f.x.aff)}
		}
		ps, ss := m.viewOf(p, f.x.aff, st)
		for i, q := range ps {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			q.st.DivMod(qn, st, rn, st, ss[i], pow2(int(f.c.Int64())), zero)
			outP, outV = append(outP, q), append(outV, with(poly.Var(qn)))
		}
	case "sdiv", "srem":
		c := ts.Signed(f.c, w)
		d := new(big.Int).Abs(c)
		if d.Cmp(big.NewInt(1)) == 0 {
			// x/1 = x, x/−1 = −x (modulo 2^w: INT_MIN/−1 is undefined), rem 0.
			switch {
			case f.op == "srem":
				return []*path{p}, []val{with(poly.Int(0))}
			case c.Sign() < 0:
				return []*path{p}, []val{with(f.x.aff.Neg())}
			}
			return []*path{p}, []val{with(f.x.aff)}
		}
		ps, ss := m.viewOf(p, f.x.aff, st)
		for i, q := range ps {
			yes, no := q.st.Branch(poly.GE(ss[i], poly.Int(0)), "")
			for side, states := range [][]*poly.State{yes, no} {
				rlo := zero
				if side == 1 {
					rlo = new(big.Int).Sub(big.NewInt(1), d)
				}
				for _, s := range states {
					r := q.withState(s)
					qn, rn := m.fresh("quo"), m.fresh("rem")
					r.st.DivMod(qn, st, rn, st, ss[i], d, rlo)
					res := poly.Var(rn)
					if f.op == "sdiv" {
						res = poly.Var(qn)
						if c.Sign() < 0 {
							res = res.Neg()
						}
					}
					outP, outV = append(outP, r), append(outV, with(res))
				}
			}
		}
	}
	return outP, outV
}

// maskAnd returns x & c (c the w-bit unsigned mask) exact modulo 2^w, for
// x a w-bit variable in either view (anyView), adding its auxiliary
// variables to p. Floor division by 2^h gives the same remainder for
// both views (they differ by a multiple of 2^w), so for each run [l, h)
// of c: x mod 2^h = 2^l·q′ + r′ with 0 ≤ r′ < 2^l, and the run's bits are
// (x mod 2^h) − r′; for h = w, x − r′ (exact modulo 2^w).
func (m *machine) maskAnd(p *path, x poly.Affine, c *big.Int, w int) poly.Affine {
	st := poly.IntType{Bits: w, Signed: true}
	zero := new(big.Int)
	sum := poly.Int(0)
	for _, run := range maskRuns(c) {
		lo, hi := run[0], run[1]
		low := x // x mod 2^hi
		if hi < w {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			p.st.DivMod(qn, st, rn, st, x, pow2(hi), zero)
			low = poly.Var(rn)
		}
		bits := low
		if lo > 0 {
			qn, rn := m.fresh("quo"), m.fresh("rem")
			p.st.DivMod(qn, st, rn, st, low, pow2(lo), zero)
			bits = low.Sub(poly.Var(rn))
		}
		sum = sum.Add(bits)
	}
	return sum
}

// anyView returns the paths on which the affine value a (exact modulo
// 2^w) is a w-bit variable in either view: a itself when it is one, else
// a signed temporary (viewOf).
func (m *machine) anyView(p *path, a poly.Affine, w int) ([]*path, []poly.Affine) {
	if vs := a.Vars(); len(vs) == 1 && a.Constant().Sign() == 0 && a.Coeff(vs[0]).Cmp(big.NewInt(1)) == 0 {
		if vt, ok := p.st.Type(vs[0]); ok && vt.Bits == w {
			return []*path{p}, []poly.Affine{a}
		}
	}
	return m.viewOf(p, a, poly.IntType{Bits: w, Signed: true})
}

// viewOf returns the paths p splits into to hold the affine value a
// (exact modulo 2^t.Bits) in the view t, with its form there: a itself
// when it is a variable held in t, else a temporary assigned under the
// wrap model (an exact split on the wrap cases, as for zext).
func (m *machine) viewOf(p *path, a poly.Affine, t poly.IntType) ([]*path, []poly.Affine) {
	if vs := a.Vars(); len(vs) == 1 && a.Constant().Sign() == 0 && a.Coeff(vs[0]).Cmp(big.NewInt(1)) == 0 {
		if vt, ok := p.st.Type(vs[0]); ok && vt == t {
			return []*path{p}, []poly.Affine{a}
		}
	}
	n := m.fresh("view")
	ps := fork(p, p.st.Assign(n, t, a, 0))
	as := make([]poly.Affine, len(ps))
	for i := range ps {
		as[i] = poly.Var(n)
	}
	return ps, as
}

// ovAffine reports whether the overflow bit op (sadd.ov, ..., w bits) of
// a, b has an exact affine encoding: add and sub of affine operands, mul
// by a constant.
func ovAffine(op string, a, b val, w int) bool {
	if w < 2 || a.kind != vInt || b.kind != vInt || !a.hasAf || !b.hasAf {
		return false
	}
	switch op {
	case "sadd.ov", "uadd.ov", "ssub.ov", "usub.ov":
		return true
	case "smul.ov", "umul.ov":
		_, ka := affConst(a.aff)
		_, kb := affConst(b.aff)
		return ka || kb
	}
	return false
}

// ovEncode gives the overflow bit v of op on a, b its exact affine form:
// with the operands in the view of op (viewOf), the mathematical result
// (x ± y, or x·k) is out of the view's range; the path splits on the
// range (below, above: 1; inside: 0).
func (m *machine) ovEncode(p *path, op string, a, b val, v val, w int) ([]*path, []val) {
	t := poly.IntType{Bits: w, Signed: op[0] == 's'}
	bit := func(k int64) val {
		r := v
		r.aff, r.hasAf = poly.Int(k), true
		return r
	}
	var outP []*path
	var outV []val
	if op[1] == 'm' {
		if _, ok := affConst(a.aff); ok {
			a, b = b, a
		}
		k, _ := affConst(b.aff)
		k = t.Wrap(k) // the constant in op's view
		ps, xs := m.viewOf(p, a.aff, t)
		for i, q := range ps {
			qs, vs := m.rangeSplit(q, xs[i].ScaleBig(k), t, bit)
			outP, outV = append(outP, qs...), append(outV, vs...)
		}
		return outP, outV
	}
	ps, xs := m.viewOf(p, a.aff, t)
	for i, q := range ps {
		qs, ys := m.viewOf(q, b.aff, t)
		for j, r := range qs {
			full := xs[i].Add(ys[j])
			if op[1] == 's' {
				full = xs[i].Sub(ys[j])
			}
			rs, vs := m.rangeSplit(r, full, t, bit)
			outP, outV = append(outP, rs...), append(outV, vs...)
		}
	}
	return outP, outV
}

// rangeSplit splits p on whether e is in t's range: bit(0) where it is,
// bit(1) where it is below or above.
func (m *machine) rangeSplit(p *path, e poly.Affine, t poly.IntType, bit func(int64) val) ([]*path, []val) {
	var outP []*path
	var outV []val
	in, below := p.st.Branch(poly.GE(e, poly.Big(t.Min())), "")
	for _, s := range below {
		outP, outV = append(outP, p.withState(s)), append(outV, bit(1))
	}
	for _, s := range in {
		yes, above := s.Branch(poly.LE(e, poly.Big(t.Max())), "")
		for _, s2 := range yes {
			outP, outV = append(outP, p.withState(s2)), append(outV, bit(0))
		}
		for _, s2 := range above {
			outP, outV = append(outP, p.withState(s2)), append(outV, bit(1))
		}
	}
	return outP, outV
}

// affConst returns the value of a constant affine expression.
func affConst(a poly.Affine) (*big.Int, bool) {
	for _, c := range a.Coeffs {
		if c.Sign() != 0 {
			return nil, false
		}
	}
	if a.Const == nil {
		return new(big.Int), true
	}
	return a.Const, true
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
		case "trunc":
			v.ex = poly.Cast(poly.ETrunc, a.ex, x.To.Bits)
			v.aff, v.hasAf = a.aff, a.hasAf // the assignment wraps it into the narrower type
		case "zext":
			v.ex = poly.Cast(poly.EZExt, a.ex, x.To.Bits)
			if a.hasAf && from.Bits == 1 {
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

// condOf turns an i1 expression into a Cond (for Z3 or the affine part).
func (m *machine) condOf(p *path, fr *frame, e ts.Expr, pos ts.Pos) (*poly.Cond, error) {
	c, ok := e.(*ts.Cmp)
	if !ok {
		ps, vs, err := m.eval(p, fr, e, pos)
		if err != nil {
			return nil, err
		}
		if len(ps) != 1 || ps[0] != p || vs[0].kind != vInt {
			return nil, unsupportedf(pos, "condition %s", ts.FormatExpr(e))
		}
		return poly.Cmp(poly.CNe, vs[0].ex, poly.K(1, 0)), nil
	}
	if c.X.Type().Kind != ts.Int {
		return nil, unsupportedf(pos, "comparison of %s inside an expression", c.X.Type())
	}
	ps, xs, err := m.eval(p, fr, c.X, pos)
	if err != nil || len(ps) != 1 || ps[0] != p {
		return nil, unsupportedf(pos, "comparison operand %s", ts.FormatExpr(c.X))
	}
	ps, ys, err := m.eval(p, fr, c.Y, pos)
	if err != nil || len(ps) != 1 || ps[0] != p {
		return nil, unsupportedf(pos, "comparison operand %s", ts.FormatExpr(c.Y))
	}
	op, ok := condOps[c.Pred]
	if !ok {
		return nil, unsupportedf(pos, "predicate %s", c.Pred)
	}
	return poly.Cmp(op, xs[0].ex, ys[0].ex), nil
}

var condOps = map[string]poly.CondOp{
	"eq": poly.CEq, "ne": poly.CNe, "ult": poly.CULT, "ule": poly.CULE, "ugt": poly.CUGT, "uge": poly.CUGE,
	"slt": poly.CSLT, "sle": poly.CSLE, "sgt": poly.CSGT, "sge": poly.CSGE,
}

// compare splits p on the comparison c: the sides where it holds and where
// it does not. Affine integer comparisons become exact affine cases
// (unsigned predicates through unsigned temporaries); pointer comparisons
// compare offsets within one object; the rest goes to Z3.
func (m *machine) compare(p *path, fr *frame, c *ts.Cmp, pos ts.Pos) ([]boolSide, error) {
	if strings.HasPrefix(c.Pred, "f") {
		// Floats are unknown: both outcomes are possible.
		return []boolSide{{p.clone(), true}, {p, false}}, nil
	}
	ps, xs, err := m.eval(p, fr, c.X, pos)
	if err != nil {
		return nil, err
	}
	var out []boolSide
	for i, q := range ps {
		qs, ys, err := m.eval(q, fr, c.Y, pos)
		if err != nil {
			return nil, err
		}
		for j, r := range qs {
			sides, err := m.compareVals(r, c.Pred, xs[i], ys[j], c.X.Type(), pos)
			if err != nil {
				return nil, err
			}
			out = append(out, sides...)
		}
	}
	return out, nil
}

func (m *machine) compareVals(p *path, pred string, a, b val, t ts.Type, pos ts.Pos) ([]boolSide, error) {
	if a.kind == vPtr || b.kind == vPtr {
		if a.kind != vPtr || b.kind != vPtr {
			return nil, unsupportedf(pos, "comparison of a pointer with an unknown value")
		}
		if a.ptr.obj == setObj || b.ptr.obj == setObj {
			return m.compareSets(p, pred, a.ptr, b.ptr, pos)
		}
		if a.ptr.obj != b.ptr.obj {
			if (pred == "eq" || pred == "ne") && (m.mayAbut(p, a.ptr, b.ptr) || m.mayAbut(p, b.ptr, a.ptr)) {
				// One past the end of one object may be the start of the
				// next: the layout decides.
				q := p.clone()
				p.st.NoteLossy(poly.LossyHavoc)
				q.st.NoteLossy(poly.LossyHavoc)
				return []boolSide{{q, pred == "eq"}, {p, pred != "eq"}}, nil
			}
			switch pred {
			case "eq":
				return []boolSide{{p, false}}, nil
			case "ne":
				return []boolSide{{p, true}}, nil
			}
			return nil, unsupportedf(pos, "ordering of pointers into different objects")
		}
		offA, offB := poly.Int(0), poly.Int(0)
		if a.ptr.off != "" {
			offA = poly.Var(a.ptr.off)
		}
		if b.ptr.off != "" {
			offB = poly.Var(b.ptr.off)
		}
		a = val{kind: vInt, t: ts.I64, aff: offA, hasAf: true}
		b = val{kind: vInt, t: ts.I64, aff: offB, hasAf: true}
		pred = strings.Replace(strings.Replace(pred, "ult", "slt", 1), "ugt", "sgt", 1)
		pred = strings.Replace(strings.Replace(pred, "ule", "sle", 1), "uge", "sge", 1)
	}
	if a.kind == vUnknown || b.kind == vUnknown {
		return []boolSide{{p.clone(), true}, {p, false}}, nil
	}
	if !a.hasAf || !b.hasAf {
		op, ok := condOps[pred]
		if !ok {
			return nil, unsupportedf(pos, "predicate %s", pred)
		}
		return m.splitBool(p, val{kind: vInt, t: ts.I1, ex: poly.BoolOf(poly.Cmp(op, a.ex, b.ex))}), nil
	}
	// Unsigned predicates: compare the unsigned values.
	if pred[0] == 'u' && t.Bits > 1 {
		var paths []*path
		var ua, ub []poly.Affine
		na, nb := m.fresh("u"), m.fresh("u")
		ut := poly.IntType{Bits: t.Bits}
		for _, s := range p.st.Assign(na, ut, a.aff, 0) {
			for _, s2 := range s.Assign(nb, ut, b.aff, 0) {
				paths = append(paths, p.withState(s2))
				ua, ub = append(ua, poly.Var(na)), append(ub, poly.Var(nb))
			}
		}
		var out []boolSide
		for i, q := range paths {
			out = append(out, m.branchAffine(q, "s"+pred[1:], ua[i], ub[i])...)
		}
		return out, nil
	}
	if pred[0] == 'u' {
		pred = "s" + pred[1:]
	}
	return m.branchAffine(p, pred, a.aff, b.aff), nil
}

// mayAbut reports whether x may point one past the end of its object
// while y points to the start of another: C lets them compare equal.
func (m *machine) mayAbut(p *path, x, y ptrVal) bool {
	return m.mayEnd(p.st, p.objs, x) && m.mayStart(p.st, y)
}

// mayEnd reports whether pv may point one past the end of its object: a
// set that says so (endID), or an offset that may be the object's size.
// The bound that rules it out is a premise of the step.
func (m *machine) mayEnd(st *poly.State, objs map[int]*object, pv ptrVal) bool {
	if pv.set != nil {
		for _, id := range pv.set {
			if id == endID {
				return true
			}
		}
		return false
	}
	o := objs[pv.obj]
	if pv.obj <= 0 || o == nil || o.size < 0 {
		return pv.obj != 0 && o == nil // unknown: it may
	}
	return offMay(st, pv.off, o.size)
}

// mayStart reports whether pv may point to the start of an object.
func (m *machine) mayStart(st *poly.State, pv ptrVal) bool {
	if pv.set != nil {
		for _, id := range pv.set {
			if id > 0 {
				return true
			}
		}
		return false
	}
	return pv.obj != 0 && offMay(st, pv.off, 0)
}

// offMay reports whether the offset variable off ("" is 0) may be v; the
// bound that rules v out is a premise of the step.
func offMay(st *poly.State, off string, v int64) bool {
	if off == "" {
		return v == 0
	}
	if lo, k := st.Min(poly.Var(off)); k == poly.Finite && lo.Cmp(big.NewInt(v)) > 0 {
		st.Require(poly.GE(poly.Var(off), poly.Big(lo)))
		return false
	}
	if hi, k := st.Max(poly.Var(off)); k == poly.Finite && hi.Cmp(big.NewInt(v)) < 0 {
		st.Require(poly.LE(poly.Var(off), poly.Big(hi)))
		return false
	}
	return true
}

// compareSets compares pointers one of which is a set pointer (mem.go,
// "Pointer sets") or unknown: eq and ne are decided when no object is a
// target of both (an unknown pointer may be any) and neither may point one
// past the end of its object while the other may point to the start of
// one; otherwise (and for an ordering of pointers that may be into one
// object) both outcomes are kept, a lossy event each.
func (m *machine) compareSets(p *path, pred string, a, b ptrVal, pos ts.Pos) ([]boolSide, error) {
	common := isUnknown(a) || isUnknown(b)
	tb := targets(b)
	for _, x := range targets(a) {
		for _, y := range tb {
			if x == y && x != endID {
				common = true
			}
		}
	}
	if !common && (pred == "eq" || pred == "ne") && (m.mayAbut(p, a, b) || m.mayAbut(p, b, a)) {
		common = true // one past the end of one object, the start of another
	}
	if !common {
		switch pred {
		case "eq":
			return []boolSide{{p, false}}, nil
		case "ne":
			return []boolSide{{p, true}}, nil
		}
		return nil, unsupportedf(pos, "ordering of pointers into different objects")
	}
	q := p.clone()
	p.st.NoteLossy(poly.LossyHavoc)
	q.st.NoteLossy(poly.LossyHavoc)
	return []boolSide{{q, true}, {p, false}}, nil
}

// branchAffine splits p on a pred b (affine, signed or eq/ne).
func (m *machine) branchAffine(p *path, pred string, a, b poly.Affine) []boolSide {
	var c poly.Constraint
	truthYes := true
	switch pred {
	case "eq":
		c = poly.EQ(a, b)
	case "ne":
		c, truthYes = poly.EQ(a, b), false
	case "slt":
		c = poly.LT(a, b)
	case "sle":
		c = poly.LE(a, b)
	case "sgt":
		c = poly.GT(a, b)
	case "sge":
		c = poly.GE(a, b)
	}
	yes, no := p.st.Branch(c, "")
	var out []boolSide
	for _, s := range yes {
		out = append(out, boolSide{p.withState(s), truthYes})
	}
	for _, s := range no {
		out = append(out, boolSide{p.withState(s), !truthYes})
	}
	return out
}

// assignInt sets the integer variable dst to v, splitting on wrap cases.
func assignInt(p *path, dst string, t ts.Type, v val, flags poly.Flags) []*path {
	it := intType(t)
	switch {
	case v.kind == vUnknown:
		p.st.Havoc(dst, it, nil, nil)
		return []*path{p}
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
