package poly

import (
	"fmt"
	"maps"
	"math/big"
	"sort"
	"strings"
)

// IntType is the type of an LLVM integer variable and the view its value is
// held in: Bits wide, signed (−2^(Bits−1)..2^(Bits−1)−1) or unsigned
// (0..2^Bits−1).
type IntType struct {
	Bits   int
	Signed bool
}

// I8, U8, ... are common integer types.
var (
	I1  = IntType{1, false}
	I8  = IntType{8, true}
	U8  = IntType{8, false}
	I16 = IntType{16, true}
	U16 = IntType{16, false}
	I32 = IntType{32, true}
	U32 = IntType{32, false}
	I64 = IntType{64, true}
	U64 = IntType{64, false}
)

// Min returns the smallest value of the view.
func (t IntType) Min() *big.Int {
	t.check()
	if !t.Signed {
		return new(big.Int)
	}
	return new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(t.Bits-1)))
}

// Max returns the largest value of the view.
func (t IntType) Max() *big.Int {
	t.check()
	n := t.Bits
	if t.Signed {
		n--
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(n))
	return m.Sub(m, big.NewInt(1))
}

// Modulus returns 2^Bits.
func (t IntType) Modulus() *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(t.Bits)) }

// Wrap returns v reduced into the view's range (v mod 2^Bits in the view).
func (t IntType) Wrap(v *big.Int) *big.Int {
	m := t.Modulus()
	r := new(big.Int).Sub(v, t.Min())
	r.Mod(r, m) // Euclidean: 0 ≤ r < m
	return r.Add(r, t.Min())
}

func (t IntType) String() string {
	if t.Signed {
		return fmt.Sprintf("i%d", t.Bits)
	}
	return fmt.Sprintf("u%d", t.Bits)
}

func (t IntType) check() {
	if t.Bits <= 0 || (t.Signed && t.Bits < 2) {
		panic(fmt.Sprintf("poly: invalid integer type %+v", t))
	}
}

// rangeCons returns min ≤ e ≤ max.
func (t IntType) rangeCons(e Affine) []Constraint {
	return []Constraint{GE(e, Big(t.Min())), LE(e, Big(t.Max()))}
}

// Flags are the no-wrap flags of an LLVM operation.
type Flags uint8

const (
	// NSW: no signed wrap (nsw).
	NSW Flags = 1 << iota
	// NUW: no unsigned wrap (nuw).
	NUW
)

// DefaultSplitMax is the largest number of wrap values k that Assign
// case-splits on before havocking.
const DefaultSplitMax = 3

// Stats are the counters DESIGN defines: stats.states and stats.lossy.
type Stats struct {
	// States: symbolic states created on satisfiable contexts.
	States int
	// Lossy: lossy events by kind (indexed by LossyKind).
	Lossy map[LossyKind]int
}

// LossyTotal returns the sum of Lossy.
func (s Stats) LossyTotal() int {
	n := 0
	for _, v := range s.Lossy {
		n += v
	}
	return n
}

// Env is what the states of one analysis share: the Ctx, one Solver for
// the non-affine atoms (created on first use), the counter that keeps
// symbols unique, the split limit and the state counter. Like the Ctx, an
// Env is not safe for concurrent use.
type Env struct {
	Ctx *Ctx
	// SplitMax is the largest number of wrap values k an Assign splits on
	// (DefaultSplitMax); beyond it the result is havocked (lossy).
	SplitMax int
	// Plain turns off the shortcuts of state_def.go (defined symbols,
	// known bounds and non-emptiness, premises and step ranges that the
	// types imply): every operation asks isl as written. For differential
	// tests of the shortcuts.
	Plain bool

	solver *Solver
	next   int
	states int
	affIDs int // the last State.affID given
	// Dropped, when set, receives the states an operation finds empty
	// and drops while a step relation is being recorded (Discard), instead
	// of their being freed: a summary needs the condition under which a
	// case is infeasible (state_rel.go).
	Dropped func(*State)
}

// NewEnv returns an Env over c.
func NewEnv(c *Ctx) *Env { return &Env{Ctx: c, SplitMax: DefaultSplitMax} }

// Solver returns the Env's Z3 solver, creating it on first use.
func (e *Env) Solver() *Solver {
	if e.solver == nil {
		e.solver = e.Ctx.NewSolver()
	}
	return e.solver
}

// AddStates adds n to the state counter (a reused summary counts one).
func (e *Env) AddStates(n int) { e.states += n }

// Stats returns the counters: states from the Env, lossy events from the
// Ctx (so hull events of summaries are included).
func (e *Env) Stats() Stats {
	st := Stats{States: e.states, Lossy: map[LossyKind]int{}}
	for k := LossyHull; k <= LossyHavoc; k++ {
		if n := e.Ctx.Lossy(k); n > 0 {
			st.Lossy[k] = n
		}
	}
	return st
}

func (e *Env) fresh(base string) string {
	e.next++
	return fmt.Sprintf("%s#%d", base, e.next)
}

// Input is an unknown value the state depends on: a declared variable's
// initial value or a nondet result, with the symbol that holds it.
type Input struct {
	Var  string // program variable (or the name given to the nondet)
	Sym  string
	Type IntType
	// Fixed is the input's value once FixInputs found the path condition
	// determines it (its symbol is then projected away).
	Fixed *big.Int
	seq   int // creation order (inputs are listed in it)
}

// State is a symbolic state ⟨σ, Π⟩ (thesis Def. 1): σ maps each program
// variable to its current symbol, Π is the conjunction of the affine part
// (an isl Set over symbols) and the non-affine atoms (Conds over symbols,
// decided by Z3). Operations mutate the state in place, except those that
// may split it, which return the successors (the receiver is consumed:
// either returned among them or freed). A State must be freed once.
//
// # Integer view
//
// Every program variable is declared with an IntType {Bits, Signed}. Its
// value is held as the exact mathematical integer of that view: Signed
// holds −2^(N−1)..2^(N−1)−1, unsigned holds 0..2^N−1. The type's range is
// part of the state (a constraint on every symbol). The caller picks the
// view per variable (the C type's signedness); converting between views
// (zext, sext, a signed comparison of an unsigned-view value) is an Assign
// to a variable of the other view, which the wrap model below turns into an
// exact case split.
//
// # Wrap model
//
// Assign(x, e, flags) gives x the value of the affine expression e (the
// mathematical result of add, sub, mul by a constant, ... on the operands'
// views) brought back into x's range exactly as the hardware does:
// x′ = e − k·2^N for the unique integer k that puts x′ in range. With
// [emin, emax] the range of e in the current affine context,
// k ∈ ⌈(emin−max)/2^N⌉ .. ⌊(emax−min)/2^N⌋.
//
//   - One value of k (0: the context proves there is no wrap): x′ = e − k·2^N,
//     one successor, exact.
//   - nsw on a signed-view x, or nuw on an unsigned-view x: x′ = e and
//     e ∈ range is assumed (the path on which it would wrap has undefined
//     behaviour and is excluded); the assumption is listed in Assumptions.
//     A flag that does not match x's view, or e reading a variable held in
//     the other view, is ignored (the wrap model applies: still sound).
//   - At most Env.SplitMax values: one successor per k (a case split), each
//     with x′ = e − k·2^N and min ≤ x′ ≤ max; exact.
//   - More values, or e unbounded: x′ is havocked within x's range, a lossy
//     event (LossyHavoc).
//
// # Symbols (SSA)
//
// Each assignment gives the variable a fresh symbol "x#n" (n unique in the
// Env); symbols are never reassigned, so atoms built over them stay valid
// in every successor. Project drops dead variables and stale symbols.
//
// # Counting
//
// Stats.States counts states created on satisfiable contexts: the caller
// calls CountState once per symbolic state it creates (after a transition
// step, never after each operation), and Env.AddStates(1) for a reused
// summary (its subtree counts none). Lossy events are counted in the Ctx
// (Ctx.Lossy, LossyKind) and, per path, in State.Lossy.
type State struct {
	env   *Env
	aff   *Set
	cur   map[string]string  // program variable → current symbol
	typ   map[string]IntType // symbol → type
	atoms []*Cond            // over symbols
	ins   []Input            // the inputs not fixed yet
	fixed *fixedIns          // the fixed ones, shared between clones (state_const.go)
	assum []string
	lossy int
	rel   *stepRel // the step relation being recorded (state_rel.go)
	// konst holds the symbols fixed to one value that are kept out of aff
	// (state_const.go); never used while a step relation is recorded.
	konst map[string]*big.Int
	// defs holds the defined symbols kept out of aff, bnd the known
	// bounds of symbols, neID the affID at which aff was found non-empty
	// (state_def.go). Clones copy defs and bnd (their values are shared,
	// never mutated).
	defs map[string]Affine
	bnd  map[string]interval
	neID int

	// ctx caches Context (nil: none).
	ctx *ctxCache

	version int
	feasAt  int // version of the cached feasibility answer (−1: none)
	// affID names the content of aff: a new one from the Env each time
	// aff is replaced (setAff), the same in a clone. noFix are the inputs
	// FixInputs found not determined when aff was noFixAt (shared between
	// clones, never mutated): it asks isl again only after aff changed.
	affID      int
	noFixAt    int
	noFix      map[string]bool
	feas       bool
	countedAt  int
	modelValid bool
	// wrapped: an assignment by AssignTracked took a wrap case (its
	// value moved by a nonzero multiple of 2^w) since TakeWrapped last
	// cleared it; tracking is set during AssignTracked only.
	wrapped, tracking bool
}

// AssignTracked is Assign, and records in the states where the value
// wraps that it did (TakeWrapped): the assignments of program variables,
// not of temporaries.
func (s *State) AssignTracked(x string, t IntType, e Affine, f Flags) []*State {
	s.tracking = true
	out := s.Assign(x, t, e, f)
	s.tracking = false
	for _, c := range out {
		c.tracking = false
	}
	return out
}

// MarkWrapped records a wrap case the caller split on (a remainder whose
// quotient is not 0 on this state), as AssignTracked does for its own.
func (s *State) MarkWrapped() { s.wrapped = true }

// TakeWrapped reports whether an assignment took a wrap case since the
// last call, and clears that.
func (s *State) TakeWrapped() bool {
	w := s.wrapped
	s.wrapped = false
	return w
}

// NewState returns the state with no variable and a true path condition.
func (e *Env) NewState() *State {
	e.affIDs++
	return &State{env: e, aff: e.Ctx.Universe(), cur: map[string]string{},
		typ: map[string]IntType{}, feasAt: -1, countedAt: -1, affID: e.affIDs}
}

// Env returns the Env of s.
func (s *State) Env() *Env { return s.env }

// Free releases the isl objects of s. Freeing twice is a no-op.
func (s *State) Free() {
	if s.aff != nil {
		s.aff.Free()
		s.aff = nil
	}
	s.ctx.free()
	s.ctx = nil
	s.rel.free()
	s.rel = nil
}

// Clone returns an independent copy of s.
func (s *State) Clone() *State {
	t := &State{env: s.env, aff: s.aff.Copy(), cur: make(map[string]string, len(s.cur)),
		typ: make(map[string]IntType, len(s.typ)), lossy: s.lossy,
		version: s.version, feasAt: s.feasAt, feas: s.feas, countedAt: -1,
		affID: s.affID, noFixAt: s.noFixAt, noFix: s.noFix, neID: s.neID, wrapped: s.wrapped, tracking: s.tracking}
	if len(s.defs) > 0 {
		t.defs = maps.Clone(s.defs)
	}
	if len(s.bnd) > 0 {
		t.bnd = maps.Clone(s.bnd)
	}
	for k, v := range s.cur {
		t.cur[k] = v
	}
	for k, v := range s.typ {
		t.typ[k] = v
	}
	if len(s.konst) > 0 {
		t.konst = make(map[string]*big.Int, len(s.konst))
		for k, v := range s.konst {
			t.konst[k] = v // never mutated: shared
		}
	}
	t.atoms = append([]*Cond(nil), s.atoms...)
	t.ctx = s.ctx.clone()
	t.rel = s.rel.clone()
	t.ins = append([]Input(nil), s.ins...)
	t.fixed = s.fixed
	t.assum = append([]string(nil), s.assum...)
	return t
}

func (s *State) changed() { s.version++ }

// setAff replaces aff by n (owned by s; the caller frees the old one).
func (s *State) setAff(n *Set) {
	s.aff = n
	s.env.affIDs++
	s.affID = s.env.affIDs
}

// Vars returns the program variables of s, sorted.
func (s *State) Vars() []string {
	vs := make([]string, 0, len(s.cur))
	for v := range s.cur {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	return vs
}

// Type returns the type of program variable x.
func (s *State) Type(x string) (IntType, bool) {
	sym, ok := s.cur[x]
	if !ok {
		return IntType{}, false
	}
	return s.typ[sym], true
}

// Symbol returns the current symbol of program variable x.
func (s *State) Symbol(x string) (string, bool) {
	sym, ok := s.cur[x]
	return sym, ok
}

// Inputs returns the unknown values s depends on, in the order they were
// introduced (Declare, Nondet).
func (s *State) Inputs() []Input { return s.allInputs() }

// Assumptions returns the no-undefined-behaviour assumptions made on this
// path (nsw/nuw taken to exclude the wrapping executions), readably.
func (s *State) Assumptions() []string { return append([]string(nil), s.assum...) }

// Lossy returns the number of lossy events on this path (havocs, Z3
// unknown answers). Zero means the state is exact.
func (s *State) Lossy() int { return s.lossy }

// Atoms returns the number of non-affine atoms of the path condition.
func (s *State) Atoms() int { return len(s.atoms) }

// Affine returns a copy of the affine part over symbols (the caller frees it).
func (s *State) Affine() *Set {
	s.materialize()
	return s.aff.Copy()
}

// newSym gives x a fresh symbol of type t constrained to t's range plus
// cons (over the fresh symbol, written as the returned name). When no step
// relation is being recorded and the constraints fix the symbol to one
// value, it becomes a known constant (state_const.go) instead.
func (s *State) newSym(x string, t IntType, cons ...func(sym string) []Constraint) string {
	return s.newSymK(x, t, nil, cons...)
}

// newSymK is newSym with known, when not nil, an interval known to hold
// the value the constraints give the symbol on the affine part. While a
// step relation is recorded, a symbol that the constraints define (one
// equality, coefficient ±1) becomes a defined symbol (state_def.go).
func (s *State) newSymK(x string, t IntType, known *interval, cons ...func(sym string) []Constraint) string {
	t.check()
	sym := s.env.fresh(x)
	var extra []Constraint
	for _, f := range cons {
		extra = append(extra, f(sym)...)
	}
	if s.rel != nil && !s.env.Plain {
		if def, ok := defOf(sym, extra); ok {
			s.define(x, sym, t, def, extra, known)
			return sym
		}
	}
	if s.rel == nil && len(extra) > 0 {
		for i := range extra {
			extra[i].Expr = s.substKonst(extra[i].Expr)
		}
		if v, ok := constValue(sym, extra); ok && t.holds(v) {
			if s.konst == nil {
				s.konst = map[string]*big.Int{}
			}
			s.konst[sym] = v
			s.cur[x] = sym
			s.typ[sym] = t
			s.changed()
			return sym
		}
	}
	ne := len(extra) == 0 && s.knownNonEmpty()
	s.constrain(append(t.rangeCons(Var(sym)), extra...)...)
	if ne {
		// A fresh symbol within its type's range: still non-empty.
		s.neID = s.affID
	}
	s.cur[x] = sym
	s.typ[sym] = t
	s.changed()
	return sym
}

func (s *State) constrain(cons ...Constraint) { s.constrainIf(false, cons...) }

// constrainIf adds cons (over symbols) to the path condition; with
// known, it leaves out of the affine part the constraints the known bounds
// prove (every symbol of cons must have its type range in the state).
func (s *State) constrainIf(known bool, cons ...Constraint) {
	s.relConstrain(cons...)
	if len(s.konst) > 0 || len(s.defs) > 0 || known {
		// Substitute the known constants and the definitions; drop what
		// then holds trivially.
		out := make([]Constraint, 0, len(cons))
		for _, c := range cons {
			c = Constraint{Expr: s.affOf(c.Expr), Eq: c.Eq}
			if c.Expr.IsConst() {
				v := c.Expr.Constant().Sign()
				if v == 0 || (v > 0 && !c.Eq) {
					continue
				}
			} else if known && !s.env.Plain && s.proves(c) {
				continue
			}
			out = append(out, c)
		}
		if len(out) == 0 {
			s.changedKeep(true)
			return
		}
		cons = out
	}
	s.changed()
	s.affConstrain(cons)
}

// Declare introduces program variable x as an unknown input of type t
// (any value of its range; not lossy: it is an input of the witness).
func (s *State) Declare(x string, t IntType) {
	sym := s.newSym(x, t)
	s.ins = append(s.ins, Input{Var: x, Sym: sym, Type: t, seq: s.env.next})
}

// Nondet gives x an unknown value in lo..hi (a nondet result, not lossy:
// it is an input of the witness, in the order returned by Inputs).
func (s *State) Nondet(x string, t IntType, lo, hi *big.Int) {
	sym := s.newSym(x, t, func(sym string) []Constraint {
		return []Constraint{GE(Var(sym), Big(lo)), LE(Var(sym), Big(hi))}
	})
	s.ins = append(s.ins, Input{Var: x, Sym: sym, Type: t, seq: s.env.next})
}

// Havoc gives x an unknown value within lo..hi intersected with its type's
// range (a weak update, volatile, float or external result): a lossy event.
// A nil bound means the type's.
func (s *State) Havoc(x string, t IntType, lo, hi *big.Int) {
	s.newSym(x, t, func(sym string) []Constraint {
		var cs []Constraint
		if lo != nil {
			cs = append(cs, GE(Var(sym), Big(lo)))
		}
		if hi != nil {
			cs = append(cs, LE(Var(sym), Big(hi)))
		}
		return cs
	})
	s.noteLossy(LossyHavoc)
}

// Forget gives x an unknown value of type t without a lossy event: for a
// value the caller knows cannot influence what is bounded (see
// unroll/relevance.go).
func (s *State) Forget(x string, t IntType) { s.newSym(x, t) }

func (s *State) noteLossy(k LossyKind) {
	s.lossy++
	if k != LossyZ3Unknown { // Solver.Check counts its own
		s.env.Ctx.Note(k)
	}
}

// rename returns e over the current symbols. Every variable must be
// declared.
func (s *State) rename(e Affine) Affine {
	out := Affine{Coeffs: make(map[string]*big.Int, len(e.Coeffs)), Const: e.Constant()}
	for v, c := range e.Coeffs {
		if c == nil || c.Sign() == 0 {
			continue
		}
		sym, ok := s.cur[v]
		if !ok {
			panic(fmt.Sprintf("poly: State: variable %q not declared", v))
		}
		if old, ok := out.Coeffs[sym]; ok {
			c = new(big.Int).Add(old, c)
		}
		out.Coeffs[sym] = new(big.Int).Set(c)
	}
	return s.substKonst(out)
}

func (s *State) renameCons(c Constraint) Constraint {
	return Constraint{Expr: s.rename(c.Expr), Eq: c.Eq}
}

// Assign sets x (of type t; x need not exist yet) to the affine expression
// e over program variables, under the wrap model (see the file comment),
// and returns the successors: s itself when there is one, else clones
// (s is freed). It returns no successor when the affine context is empty.
func (s *State) Assign(x string, t IntType, e Affine, f Flags) []*State {
	t.check()
	// The flag speaks about e only when its variables are held in t's
	// view; known before rename substitutes the constant ones (whose
	// values are those of their own view).
	flag := s.flagMatches(t, f) && s.sameView(e, t)
	re := s.rename(e)
	if re.IsConst() {
		c := re.Constant()
		v := t.Wrap(c)
		s.wrapped = s.wrapped || (s.tracking && v.Cmp(c) != 0)
		if v.Cmp(c) != 0 && flag {
			// Poison on every execution: the path is excluded.
			s.constrain(GE(Int(0), Int(1)))
			s.assum = append(s.assum, fmt.Sprintf("%s = %s does not wrap (%s)", x, c, flagName(t)))
			s.newSym(x, t)
			return []*State{s}
		}
		s.newSym(x, t, func(sym string) []Constraint { return []Constraint{EQ(Var(sym), Big(v))} })
		return []*State{s}
	}
	nsw := flag
	lo, klo, hi, khi := s.assignRange(re, t, nsw)
	if klo == Infeasible || khi == Infeasible {
		s.Discard()
		return nil
	}
	if nsw {
		// The no-wrap flag: executions that would wrap are excluded.
		proved := klo == Finite && khi == Finite && lo.Cmp(t.Min()) >= 0 && hi.Cmp(t.Max()) <= 0
		if !proved {
			s.assum = append(s.assum, fmt.Sprintf("%s = %s does not wrap (%s)", x, e, flagName(t)))
		}
		var known *interval
		if klo == Finite && khi == Finite {
			known = &interval{lo, hi}
		}
		s.newSymK(x, t, known, func(sym string) []Constraint { return []Constraint{EQ(Var(sym), re)} })
		return []*State{s}
	}
	if klo != Finite || khi != Finite {
		s.Havoc(x, t, nil, nil)
		return []*State{s}
	}
	m := t.Modulus()
	// k ∈ ⌈(lo − max)/m⌉ .. ⌊(hi − min)/m⌋
	kmin := ceilDiv(new(big.Int).Sub(lo, t.Max()), m)
	kmax := floorDiv(new(big.Int).Sub(hi, t.Min()), m)
	n := new(big.Int).Sub(kmax, kmin)
	if n.IsInt64() && n.Int64()+1 <= int64(s.env.SplitMax) {
		// The cases kmin..kmax are all the cases while e stays in their
		// wrap windows: the premise of the split (state_rel.go).
		wlo := new(big.Int).Add(new(big.Int).Mul(kmin, m), t.Min())
		whi := new(big.Int).Add(new(big.Int).Mul(kmax, m), t.Max())
		if tv, ok := s.typeInterval(re); s.env.Plain || !ok || tv.lo.Cmp(wlo) < 0 || tv.hi.Cmp(whi) > 0 {
			// (A premise the types of re's symbols imply is left out:
			// state_def.go.)
			s.requireSyms(GE(re, Big(wlo)), LE(re, Big(whi)))
		}
	}
	if kmin.Cmp(kmax) == 0 {
		s.wrapped = s.wrapped || (s.tracking && kmin.Sign() != 0)
		km := new(big.Int).Mul(kmin, m)
		shifted := re.Sub(Big(km))
		known := &interval{new(big.Int).Sub(lo, km), new(big.Int).Sub(hi, km)}
		s.newSymK(x, t, known, func(sym string) []Constraint { return []Constraint{EQ(Var(sym), shifted)} })
		return []*State{s}
	}
	if !n.IsInt64() || n.Int64()+1 > int64(s.env.SplitMax) {
		s.Havoc(x, t, nil, nil)
		return []*State{s}
	}
	var out []*State
	for k := new(big.Int).Set(kmin); k.Cmp(kmax) <= 0; k.Add(k, big.NewInt(1)) {
		km := new(big.Int).Mul(k, m)
		shifted := re.Sub(Big(km))
		var c *State
		if k.Cmp(kmax) == 0 {
			c = s
		} else {
			c = s.Clone()
		}
		known := &interval{new(big.Int).Sub(lo, km), new(big.Int).Sub(hi, km)}
		c.newSymK(x, t, known, func(sym string) []Constraint { return []Constraint{EQ(Var(sym), shifted)} })
		c.wrapped = c.wrapped || (c.tracking && k.Sign() != 0)
		if c.affEmpty() {
			c.Discard()
			continue
		}
		out = append(out, c)
	}
	return out
}

// sameView reports whether every variable of e (over program variables)
// is held in t's view, so that e is the mathematical result the flag of
// that view speaks about.
func (s *State) sameView(e Affine, t IntType) bool {
	for v, c := range e.Coeffs {
		if c == nil || c.Sign() == 0 {
			continue
		}
		sym, ok := s.cur[v]
		if !ok {
			return false
		}
		if vt, ok := s.typ[sym]; !ok || vt.Signed != t.Signed {
			return false
		}
	}
	return true
}

func (s *State) flagMatches(t IntType, f Flags) bool {
	return (t.Signed && f&NSW != 0) || (!t.Signed && f&NUW != 0)
}

func flagName(t IntType) string {
	if t.Signed {
		return "nsw"
	}
	return "nuw"
}

func floorDiv(a, b *big.Int) *big.Int {
	q, m := new(big.Int).DivMod(a, b, new(big.Int)) // Euclidean, b > 0: floor
	_ = m
	return q
}

func ceilDiv(a, b *big.Int) *big.Int {
	na := new(big.Int).Neg(a)
	q := floorDiv(na, b)
	return q.Neg(q)
}

// Assume adds affine constraints over program variables to the path
// condition (their conjunction).
func (s *State) Assume(cs ...Constraint) {
	rc := make([]Constraint, len(cs))
	for i, c := range cs {
		rc[i] = s.renameCons(c)
	}
	s.constrainIf(true, rc...)
}

// Fix adds x = v to the path condition as Assume does, but always into the
// affine part, also where the known bounds prove it already (Assume's
// shortcut leaves such a constraint out): a variable about to be projected
// away, whose known bounds go with it, stays fixed in what the projection
// keeps, under the shortcuts as without them.
func (s *State) Fix(x string, v *big.Int) {
	s.constrainIf(false, s.renameCons(EQ(Var(x), Big(v))))
}

// Feasible decides the path condition: isl emptiness of the affine part
// first; when it is non-empty and there are non-affine atoms, Z3 on the
// conjunction. Z3's unknown counts as feasible and as a lossy event. The
// answer is cached until s changes.
func (s *State) Feasible() bool {
	if s.feasAt == s.version {
		return s.feas
	}
	s.feas = s.check(false) != nil
	s.feasAt = s.version
	return s.feas
}

// CountState checks s and, when feasible, counts it in the Env's
// stats.states (once per version of s). Call it once per symbolic state
// the method creates.
func (s *State) CountState() bool {
	ok := s.Feasible()
	if ok && s.countedAt != s.version {
		s.countedAt = s.version
		s.env.states++
	}
	return ok
}

// check decides s; with model, it returns a satisfying valuation of the
// symbols (nil when infeasible; an empty non-nil map when feasible and no
// model was asked).
func (s *State) check(model bool) map[string]*big.Int {
	if len(s.atoms) > 0 {
		s.materialize() // the atoms may mention them
	}
	if s.affEmpty() {
		return nil
	}
	if len(s.atoms) == 0 {
		if !model {
			return map[string]*big.Int{}
		}
		pt, ok := s.aff.Sample()
		if !ok {
			return nil
		}
		return s.withDefs(s.withKonst(pt))
	}
	z := s.env.Solver()
	z.Push()
	defer z.Pop()
	z.AssertSet(s.aff)
	syms := map[string]bool{}
	for _, a := range s.atoms {
		z.Assert(a.render(z))
		a.bvSymbols(syms)
	}
	for sym := range syms {
		t, ok := s.typ[sym]
		if !ok {
			panic("poly: State: atom over an unknown symbol " + sym)
		}
		bv := z.BVVar(bvTwin(sym), t.Bits, false)
		view := bv.ToIntU()
		if t.Signed {
			view = bv.ToIntS()
		}
		z.Assert(z.IntVar(sym).Eq(view))
	}
	switch z.Check() {
	case Unsat:
		return nil
	case Unknown:
		s.noteLossy(LossyZ3Unknown)
		if model {
			// No model: fall back to a point of the affine part.
			if pt, ok := s.aff.Sample(); ok {
				return pt
			}
		}
		return map[string]*big.Int{}
	}
	if !model {
		return map[string]*big.Int{}
	}
	all := z.Model()
	pt := make(map[string]*big.Int, len(s.typ))
	for _, v := range s.aff.Vars() {
		if x, ok := all[v]; ok {
			pt[v] = x
		} else {
			pt[v] = new(big.Int)
		}
	}
	return pt
}

// Valuation is a concrete point of a state: the values of the program
// variables now, and of the inputs that lead there.
type Valuation struct {
	Vars   map[string]*big.Int // program variable → current value
	Inputs []InputValue        // in the order of State.Inputs
}

// InputValue is the value of one Input in a Valuation.
type InputValue struct {
	Input
	Value *big.Int
}

func (s *State) valuation(pt map[string]*big.Int) Valuation {
	get := func(sym string) *big.Int {
		if v, ok := pt[sym]; ok {
			return new(big.Int).Set(v)
		}
		// A symbol the path condition does not mention: any value of its
		// range works; 0 is in every range.
		return new(big.Int)
	}
	v := Valuation{Vars: map[string]*big.Int{}}
	for x, sym := range s.cur {
		v.Vars[x] = get(sym)
	}
	for _, in := range s.allInputs() {
		if in.Fixed != nil {
			v.Inputs = append(v.Inputs, InputValue{Input: in, Value: new(big.Int).Set(in.Fixed)})
			continue
		}
		if _, ok := s.typ[in.Sym]; !ok {
			continue
		}
		v.Inputs = append(v.Inputs, InputValue{Input: in, Value: get(in.Sym)})
	}
	return v
}

// Sample returns a point of the affine part (ignoring non-affine atoms),
// or ok=false when it is empty.
func (s *State) Sample() (Valuation, bool) {
	pt, ok := s.aff.Sample()
	if !ok {
		return Valuation{}, false
	}
	return s.valuation(s.withDefs(s.withKonst(pt))), true
}

// Model returns a concrete point of the whole path condition: a Z3 model
// when there are non-affine atoms, else an isl sample; ok=false when s is
// infeasible. After a Z3 unknown it falls back to a point of the affine
// part, which may violate the atoms (the state then has Lossy() > 0).
func (s *State) Model() (Valuation, bool) {
	pt := s.check(true)
	if pt == nil {
		return Valuation{}, false
	}
	return s.valuation(pt), true
}

// Max returns the maximum of e (over program variables) on the affine part:
// exact when there are no atoms, else an upper bound.
func (s *State) Max(e Affine) (*big.Int, OptKind) { return s.opt(s.rename(e), true) }

// Min returns the minimum of e on the affine part (a lower bound when
// there are atoms).
func (s *State) Min(e Affine) (*big.Int, OptKind) { return s.opt(s.rename(e), false) }

// opt optimises re (over symbols) on the affine part; a constant (as
// known constants make many expressions) needs only the emptiness test.
func (s *State) opt(re Affine, max bool) (*big.Int, OptKind) {
	re = s.affOf(re)
	if re.IsConst() {
		if s.affEmpty() {
			return nil, Infeasible
		}
		return re.Constant(), Finite
	}
	if s.knownNonEmpty() {
		// Bounds that fix re give its value without an integer program.
		if iv, ok := s.interval(re); ok && iv.lo.Cmp(iv.hi) == 0 {
			return new(big.Int).Set(iv.lo), Finite
		}
	}
	return s.affOpt(re, max)
}

// assignRange returns the range of re (over symbols) on the affine part
// for Assign: exact, or the interval of the known bounds when the affine
// part is known non-empty and that interval decides what Assign does with
// it (for nsw, within t's range; otherwise, within one wrap window of t),
// in which case Assign does exactly what the exact range would make it do.
func (s *State) assignRange(re Affine, t IntType, nsw bool) (lo *big.Int, klo OptKind, hi *big.Int, khi OptKind) {
	ae := s.affOf(re)
	if ae.IsConst() {
		if s.affEmpty() {
			return nil, Infeasible, nil, Infeasible
		}
		return ae.Constant(), Finite, ae.Constant(), Finite
	}
	if s.knownNonEmpty() {
		if iv, ok := s.interval(ae); ok {
			if iv2, ok2 := s.interval(re); ok2 {
				iv = meet(iv, iv2)
			}
			var decided bool
			if nsw {
				decided = iv.lo.Cmp(t.Min()) >= 0 && iv.hi.Cmp(t.Max()) <= 0
			} else {
				m := t.Modulus()
				decided = floorDiv(new(big.Int).Sub(iv.lo, t.Min()), m).Cmp(floorDiv(new(big.Int).Sub(iv.hi, t.Min()), m)) == 0
			}
			if decided {
				return iv.lo, Finite, iv.hi, Finite
			}
		}
	}
	lo, klo = s.affOpt(ae, false)
	if klo == Infeasible {
		return nil, Infeasible, nil, Infeasible
	}
	hi, khi = s.affOpt(ae, true)
	return lo, klo, hi, khi
}

// Project keeps the program variables in live and drops the others, then
// eliminates existentially from the affine part every symbol that is no
// longer current, except the symbols of the inputs (kept for witnesses
// unless dropInputs) and those the non-affine atoms mention. The result
// over-approximates s on the kept symbols — exactly its projection when
// there are no atoms — which is sound for a context.
func (s *State) Project(live []string, dropInputs bool) {
	keepVar := map[string]bool{}
	for _, v := range live {
		keepVar[v] = true
	}
	for x := range s.cur {
		if !keepVar[x] {
			delete(s.cur, x)
		}
	}
	keep := map[string]bool{}
	for _, sym := range s.cur {
		keep[sym] = true
	}
	if !dropInputs {
		for _, in := range s.ins {
			if in.Fixed == nil {
				keep[in.Sym] = true
			}
		}
	}
	for _, a := range s.atoms {
		a.symbols(keep)
	}
	ne := s.knownNonEmpty() // a projection of a non-empty set is not empty
	defer func() {
		if ne {
			s.neID = s.affID
		}
	}()
	if len(s.defs) > 0 {
		// The kept definitions move into the affine part (one
		// intersection); the others go without isl.
		var cs []Constraint
		for _, sym := range sortedKeys(s.defs) {
			if keep[sym] {
				cs = append(cs, EQ(Var(sym), s.defs[sym]))
			}
		}
		s.defs = nil
		if len(cs) > 0 {
			n := s.aff.Constrain(cs...)
			s.aff.Free()
			s.setAff(n)
		}
	}
	var drop []string
	for _, v := range s.aff.Vars() {
		if !keep[v] {
			drop = append(drop, v)
		}
	}
	if len(drop) > 0 {
		n := s.aff.Project(drop...)
		s.aff.Free()
		s.setAff(n)
	}
	for sym := range s.typ {
		if !keep[sym] {
			delete(s.typ, sym)
			delete(s.konst, sym)
			delete(s.bnd, sym)
		}
	}
	if dropInputs {
		w := 0
		for _, in := range s.ins {
			if keep[in.Sym] || in.Fixed != nil {
				s.ins[w] = in
				w++
			}
		}
		s.ins = s.ins[:w]
	}
	s.changed()
}

// Context returns the affine part projected on the current symbols and
// renamed to the program variables: [[s]] over program variables, as
// summaries store and compare it (an over-approximation when s has atoms).
// The caller frees it.
func (s *State) Context() *Set {
	s.materialize()
	if s.ctx.valid(s) {
		return s.ctx.set.Copy()
	}
	keep := make([]string, 0, len(s.cur))
	ren := make(map[string]string, len(s.cur))
	for x, sym := range s.cur {
		keep = append(keep, sym)
		ren[sym] = x
	}
	p := s.aff.ProjectOnto(keep...)
	defer p.Free()
	q := p.Extend(keep...)
	defer q.Free()
	r := q.Rename(ren)
	s.ctx.free()
	s.ctx = &ctxCache{aff: s.aff.Copy(), cur: maps.Clone(s.cur), set: r.Copy()}
	return r
}

// ctxCache is the last Context of a state: its value, and the affine
// part (an isl object, immutable while the cache holds it) and variables
// it was computed from. Clones share the answer (an isl reference each).
type ctxCache struct {
	aff *Set
	cur map[string]string
	set *Set
}

func (c *ctxCache) valid(s *State) bool {
	return c != nil && c.aff.p == s.aff.p && maps.Equal(c.cur, s.cur)
}

func (c *ctxCache) clone() *ctxCache {
	if c == nil {
		return nil
	}
	return &ctxCache{aff: c.aff.Copy(), cur: c.cur, set: c.set.Copy()}
}

func (c *ctxCache) free() {
	if c != nil {
		c.aff.Free()
		c.set.Free()
	}
}

// String renders s: the store and the path condition.
func (s *State) String() string {
	var b strings.Builder
	b.WriteString("{")
	for i, x := range s.Vars() {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s↦%s:%s", x, s.cur[x], s.typ[s.cur[x]])
	}
	b.WriteString("} ")
	b.WriteString(s.aff.String())
	for _, c := range s.defCons() {
		fmt.Fprintf(&b, " ∧ %s", c)
	}
	for _, sym := range sortedKeys(s.konst) {
		fmt.Fprintf(&b, " ∧ %s = %s", sym, s.konst[sym])
	}
	for _, a := range s.atoms {
		b.WriteString(" ∧ ")
		b.WriteString(a.String())
	}
	return b.String()
}

// Independent reports whether program variable x is related to no other
// symbol: the affine part is the product of its projection on x and its
// projection on the others, no non-affine atom reads x, no other variable
// shares its symbol and it is not a known constant. Forgetting such a
// variable loses only its own range. The product test runs under the
// context's operation quota (SetMaxOperations): false when it is hit.
func (s *State) Independent(x string) bool {
	sym, ok := s.cur[x]
	if !ok {
		return false
	}
	s.materializeDefs()
	if _, k := s.konst[sym]; k {
		return false
	}
	for v, w := range s.cur {
		if w == sym && v != x {
			return false
		}
	}
	if len(s.atoms) > 0 {
		set := map[string]bool{}
		for _, a := range s.atoms {
			a.symbols(set)
		}
		if set[sym] {
			return false
		}
	}
	has := false
	for _, v := range s.aff.Vars() {
		if v == sym {
			has = true
			break
		}
	}
	if !has {
		return true
	}
	rest := s.aff.Project(sym)
	own := s.aff.ProjectOnto(sym)
	prod := rest.Intersect(own)
	rest.Free()
	own.Free()
	// s.aff ⊆ prod always; the other inclusion decides. On the hull of
	// permuted array contents, with the inputs projected out into
	// existentials (unroll's forgetCells), one such test ran for
	// seconds (testdata/review2/minheap.c): past the operation quota
	// the answer is no (the caller keeps the variable, which is exact).
	sub, ok := prod.IsSubsetWithin(s.aff)
	prod.Free()
	return ok && sub
}

// NoteLossy records a lossy event of kind k on s (a caller's
// over-approximation of the state outside the affine part, such as the
// forgetting of a memory object's contents).
func (s *State) NoteLossy(k LossyKind) { s.noteLossy(k) }

// maxEqDivs is the most existential variables for which DropDivs first
// keeps the equalities the integer points satisfy (a single remainder
// the state fixes, as in b = 4q, 0 <= b <= 3, so b = 0). With more, as in
// a bitwise CRC's register, the extra equalities sent the witness search
// of testdata/crc.c past its budget (exact in 8 s with 1, not exact after
// 32 s with 2).
const maxEqDivs = 1

func containsStr(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
