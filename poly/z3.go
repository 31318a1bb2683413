package poly

import (
	"fmt"
	"math/big"
	"sort"
	"time"

	"github.com/aclements/go-z3/z3"
)

// Solver decides the feasibility of path conditions whose atoms are not
// affine — a product of two variables, a division or remainder by a
// variable, bitwise operations, shifts, truncating casts — with Z3, and
// turns a satisfying model into concrete inputs. Atoms are built as terms
// of this Solver: bit-vectors of the operation's width with LLVM's exact
// semantics (BVTerm), or mathematical integers with range constraints
// (IntTerm); Affine constraints and Sets from isl come over as IntTerm
// formulas, so the affine part of a state can be checked together with its
// non-affine atoms.
//
// The assertion stack follows the search: Push before extending a path,
// Pop when backtracking. Check answers Sat, Unsat or Unknown; Unknown
// (including a timeout) must be treated as feasible by callers — it is
// sound — and is counted as LossyZ3Unknown in the Ctx.
//
// A Solver belongs to one Ctx (for the lossy counters) and, like it, is
// not safe for concurrent use. Z3 objects are reclaimed by go-z3's
// finalizers; there is nothing to free.
type Solver struct {
	c       *Ctx
	z       *z3.Context
	s       *z3.Solver
	vars    map[string]decl
	depth   int
	timeout time.Duration
	applied time.Duration // the "timeout" parameter Z3 has now
	checks  int
}

type decl struct {
	isBV   bool
	width  int
	signed bool
	bv     z3.BV
	i      z3.Int
}

// Result is the answer of Check.
type Result int

const (
	// Unsat: the assertions have no solution; the path is infeasible.
	Unsat Result = iota
	// Sat: a model exists (Model gives it).
	Sat
	// Unknown: Z3 gave up or timed out; treat the path as feasible.
	Unknown
)

func (r Result) String() string {
	switch r {
	case Unsat:
		return "unsat"
	case Sat:
		return "sat"
	case Unknown:
		return "unknown"
	}
	return fmt.Sprintf("Result(%d)", int(r))
}

// Feasible reports whether a path with this answer must be explored:
// Sat or Unknown.
func (r Result) Feasible() bool { return r != Unsat }

// DefaultTimeout is the per-check Z3 timeout a new Solver starts with.
const DefaultTimeout = 10 * time.Second

// DefaultResourceLimit is the per-check rlimit a new Solver starts with:
// Z3's deterministic resource counter, so that a check answers the same
// on a loaded machine as on an idle one. DefaultTimeout stays beside it
// as the cap of what rlimit does not count (the bit-blasting of 64-bit
// products: 0.3–1.5 s per check at rlimit 10000).
const DefaultResourceLimit = 2_000_000

// NewSolver returns an empty solver with the default per-check timeout
// and resource limit.
func (c *Ctx) NewSolver() *Solver {
	c.check(c)
	z := z3.NewContext(nil)
	s := &Solver{c: c, z: z, s: z3.NewSolver(z), vars: map[string]decl{}}
	s.SetTimeout(DefaultTimeout)
	s.SetResourceLimit(DefaultResourceLimit)
	return s
}

// SetTimeout bounds each Check (0: no bound). A check that runs out
// answers Unknown. Under the Ctx's budget (SetBudget) the bound is at
// most the time left to it.
func (s *Solver) SetTimeout(d time.Duration) {
	s.timeout = d
	s.applyTimeout(d)
}

// applyTimeout sets Z3's "timeout" parameter to d (0 or less: none).
func (s *Solver) applyTimeout(d time.Duration) {
	s.applied = d
	ms := uint(d / time.Millisecond)
	if d > 0 && ms == 0 {
		ms = 1
	}
	if d <= 0 {
		ms = ^uint(0) >> 32 // Z3's "no timeout" is UINT_MAX
	}
	s.z.Config().SetUint("timeout", ms)
}

// SetResourceLimit bounds each Check by Z3's deterministic resource
// counter (rlimit; 0: none), for reproducible answers independent of the
// machine's speed.
func (s *Solver) SetResourceLimit(n uint) { s.z.Config().SetUint("rlimit", n) }

// Push saves the assertion stack.
func (s *Solver) Push() {
	s.s.Push()
	s.depth++
}

// Pop restores the assertion stack saved by the matching Push.
func (s *Solver) Pop() {
	if s.depth == 0 {
		panic("poly: Solver.Pop without Push")
	}
	s.s.Pop()
	s.depth--
}

// Depth returns the number of Pushes not yet popped.
func (s *Solver) Depth() int { return s.depth }

// Assert adds b to the current scope.
func (s *Solver) Assert(b BoolTerm) {
	s.own(b.s)
	s.s.Assert(b.b)
}

// Check decides the current assertions. Unknown is counted as a lossy
// event of the Ctx.
//
// Under the Ctx's deadline (SetDeadline), a check that starts past it, or
// is still running at it (interrupted with Z3_interrupt), panics with
// *DeadlineError instead.
func (s *Solver) Check() Result {
	s.checks++
	// The per-check cap: the solver's timeout, at most the time left to
	// the Ctx's budget (a check past it still runs, for a millisecond).
	limit := s.timeout
	if b := s.c.budgetEnd; !b.IsZero() {
		left := max(time.Until(b), time.Millisecond)
		if limit <= 0 || left < limit {
			limit = left
		}
	}
	if limit != s.applied {
		s.applyTimeout(limit)
	}
	var sat bool
	var err error
	if d := s.c.deadline; !d.IsZero() {
		s.c.checkDeadline()
		t := time.AfterFunc(time.Until(d), s.z.Interrupt)
		sat, err = s.s.Check()
		t.Stop()
		if err != nil {
			s.c.checkDeadline()
		}
	} else {
		sat, err = s.s.Check()
	}
	switch {
	case err != nil:
		s.c.Note(LossyZ3Unknown)
		return Unknown
	case sat:
		return Sat
	}
	return Unsat
}

// Checks returns the number of Check calls so far.
func (s *Solver) Checks() int { return s.checks }

// Model returns a value for every variable declared so far, after a Check
// that answered Sat: bit-vectors in the view they were declared with
// (unsigned 0..2^N−1 or signed −2^(N−1)..2^(N−1)−1), integers exactly.
// Variables the assertions do not constrain get Z3's default (0).
func (s *Solver) Model() map[string]*big.Int {
	m := s.s.Model()
	out := make(map[string]*big.Int, len(s.vars))
	for name, d := range s.vars {
		if d.isBV {
			v := m.Eval(d.bv, true).(z3.BV)
			var x *big.Int
			var ok bool
			if d.signed {
				x, ok = v.AsBigSigned()
			} else {
				x, ok = v.AsBigUnsigned()
			}
			if !ok {
				panic(fmt.Sprintf("poly: Z3 model has no literal for %s", name))
			}
			out[name] = x
			continue
		}
		x, ok := m.Eval(d.i, true).(z3.Int).AsBigInt()
		if !ok {
			panic(fmt.Sprintf("poly: Z3 model has no literal for %s", name))
		}
		out[name] = x
	}
	return out
}

// Vars returns the declared variable names, sorted.
func (s *Solver) Vars() []string {
	vs := make([]string, 0, len(s.vars))
	for v := range s.vars {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	return vs
}

func (s *Solver) own(o *Solver) {
	if o != s {
		panic("poly: term of another Solver")
	}
}

// ---- declarations and constants -------------------------------------------

// BVVar declares (or returns) the bit-vector variable name of the given
// width; signed chooses how Model reports its value. Redeclaring a name
// with another sort, width or view panics.
func (s *Solver) BVVar(name string, width int, signed bool) BVTerm {
	if width <= 0 {
		panic(fmt.Sprintf("poly: BVVar %s: width %d", name, width))
	}
	if d, ok := s.vars[name]; ok {
		if !d.isBV || d.width != width || d.signed != signed {
			panic(fmt.Sprintf("poly: variable %s redeclared with another sort", name))
		}
		return BVTerm{s, d.bv, width}
	}
	v := s.z.BVConst(name, width)
	s.vars[name] = decl{isBV: true, width: width, signed: signed, bv: v}
	return BVTerm{s, v, width}
}

// IntVar declares (or returns) the mathematical integer variable name.
func (s *Solver) IntVar(name string) IntTerm {
	if d, ok := s.vars[name]; ok {
		if d.isBV {
			panic(fmt.Sprintf("poly: variable %s redeclared with another sort", name))
		}
		return IntTerm{s, d.i}
	}
	v := s.z.IntConst(name)
	s.vars[name] = decl{i: v}
	return IntTerm{s, v}
}

// BVConst returns the constant v mod 2^width.
func (s *Solver) BVConst(width int, v *big.Int) BVTerm {
	m := new(big.Int).Lsh(bigOne, uint(width))
	u := new(big.Int).Mod(v, m)
	return BVTerm{s, s.z.FromBigInt(u, s.z.BVSort(width)).(z3.BV), width}
}

// BVInt returns the constant v mod 2^width.
func (s *Solver) BVInt(width int, v int64) BVTerm { return s.BVConst(width, big.NewInt(v)) }

// IntConst returns the integer constant v.
func (s *Solver) IntConst(v *big.Int) IntTerm {
	return IntTerm{s, s.z.FromBigInt(v, s.z.IntSort()).(z3.Int)}
}

// IntInt returns the integer constant v.
func (s *Solver) IntInt(v int64) IntTerm { return s.IntConst(big.NewInt(v)) }

// True returns the true formula.
func (s *Solver) True() BoolTerm { return BoolTerm{s, s.z.FromBool(true)} }

// False returns the false formula.
func (s *Solver) False() BoolTerm { return BoolTerm{s, s.z.FromBool(false)} }

// fresh returns an unconstrained bit-vector (the value of a poison result).
func (s *Solver) fresh(width int) z3.BV {
	return s.z.FreshConst("poison", s.z.BVSort(width)).(z3.BV)
}

// ---- affine bridge --------------------------------------------------------

// Affine returns a as an integer term over IntVars of its variables.
func (s *Solver) Affine(a Affine) IntTerm {
	sum := s.IntConst(a.Constant())
	for _, v := range a.Vars() {
		sum = sum.Add(s.IntConst(a.Coeffs[v]).Mul(s.IntVar(v)))
	}
	return sum
}

// Constraint returns k as a formula over IntVars.
func (s *Solver) Constraint(k Constraint) BoolTerm {
	e := s.Affine(k.Expr)
	if k.Eq {
		return e.Eq(s.IntInt(0))
	}
	return e.GE(s.IntInt(0))
}

// AssertSet asserts that the IntVars of set's variables form a point of
// set (a disjunction of its basic sets; existential variables become fresh
// constants, which is why a set can only be asserted, never negated).
func (s *Solver) AssertSet(set *Set) {
	ds := set.Disjuncts()
	alts := make([]BoolTerm, len(ds))
	for i, d := range ds {
		ren := make(map[string]z3.Int, len(d.Exists))
		for _, e := range d.Exists {
			ren[e] = s.z.FreshConst("exists", s.z.IntSort()).(z3.Int)
		}
		conj := s.True()
		for _, k := range d.Cons {
			var t BoolTerm
			if len(ren) == 0 {
				t = s.Constraint(k)
			} else {
				t = s.constraintRenamed(k, ren)
			}
			conj = conj.And(t)
		}
		alts[i] = conj
	}
	if len(alts) == 0 {
		s.Assert(s.False())
		return
	}
	s.Assert(alts[0].Or(alts[1:]...))
}

// constraintRenamed is Constraint with the existential variables mapped to
// fresh constants (not declared: they are not inputs).
func (s *Solver) constraintRenamed(k Constraint, ren map[string]z3.Int) BoolTerm {
	sum := s.IntConst(k.Expr.Constant())
	for _, v := range k.Expr.Vars() {
		var x IntTerm
		if f, ok := ren[v]; ok {
			x = IntTerm{s, f}
		} else {
			x = s.IntVar(v)
		}
		sum = sum.Add(s.IntConst(k.Expr.Coeffs[v]).Mul(x))
	}
	if k.Eq {
		return sum.Eq(s.IntInt(0))
	}
	return sum.GE(s.IntInt(0))
}

// ---- Bool -----------------------------------------------------------------

// BoolTerm is a formula of a Solver.
type BoolTerm struct {
	s *Solver
	b z3.Bool
}

// And returns b ∧ o₁ ∧ ...
func (b BoolTerm) And(o ...BoolTerm) BoolTerm {
	xs := make([]z3.Bool, len(o))
	for i, x := range o {
		b.s.own(x.s)
		xs[i] = x.b
	}
	return BoolTerm{b.s, b.b.And(xs...)}
}

// Or returns b ∨ o₁ ∨ ...
func (b BoolTerm) Or(o ...BoolTerm) BoolTerm {
	xs := make([]z3.Bool, len(o))
	for i, x := range o {
		b.s.own(x.s)
		xs[i] = x.b
	}
	return BoolTerm{b.s, b.b.Or(xs...)}
}

// Not returns ¬b.
func (b BoolTerm) Not() BoolTerm { return BoolTerm{b.s, b.b.Not()} }

// Implies returns b → o.
func (b BoolTerm) Implies(o BoolTerm) BoolTerm {
	b.s.own(o.s)
	return BoolTerm{b.s, b.b.Implies(o.b)}
}

// Iff returns b ↔ o.
func (b BoolTerm) Iff(o BoolTerm) BoolTerm {
	b.s.own(o.s)
	return BoolTerm{b.s, b.b.Iff(o.b)}
}

// BV returns b as an i1 value: 1 when true, 0 when false.
func (b BoolTerm) BV() BVTerm {
	s := b.s
	return BVTerm{s, b.b.IfThenElse(s.BVInt(1, 1).v, s.BVInt(1, 0).v).(z3.BV), 1}
}

// String renders the formula in Z3's syntax.
func (b BoolTerm) String() string { return b.b.String() }

// ---- bit-vectors ------------------------------------------------------------

// BVTerm is a bit-vector value of a fixed width with LLVM's integer
// semantics: the operations wrap modulo 2^width, signedness belongs to the
// operation (SDiv, SLT, AShr, SExt), not to the value.
//
// Undefined behaviour. UDiv, SDiv, URem and SRem by zero, and SDiv/SRem of
// the minimum value by −1, are immediate UB in LLVM: the caller asserts
// DivDefined/SDivDefined on the path (excluding the UB path, as DESIGN
// requires) — the value Z3 gives in those cases is meaningless. Shifts by
// an amount ≥ width give poison in LLVM: Shl, LShr and AShr return an
// unconstrained value then, exactly as poison may be any value. The
// nsw/nuw flags are modelled by asserting the matching No*Wrap condition.
type BVTerm struct {
	s *Solver
	v z3.BV
	w int
}

// Width returns the bit width.
func (a BVTerm) Width() int { return a.w }

func (a BVTerm) same(b BVTerm, op string) {
	a.s.own(b.s)
	if a.w != b.w {
		panic(fmt.Sprintf("poly: %s of i%d and i%d", op, a.w, b.w))
	}
}

func (a BVTerm) mk(v z3.BV) BVTerm { return BVTerm{a.s, v, a.w} }

// Add returns a + b mod 2^w.
func (a BVTerm) Add(b BVTerm) BVTerm { a.same(b, "add"); return a.mk(a.v.Add(b.v)) }

// Sub returns a − b mod 2^w.
func (a BVTerm) Sub(b BVTerm) BVTerm { a.same(b, "sub"); return a.mk(a.v.Sub(b.v)) }

// Mul returns a · b mod 2^w.
func (a BVTerm) Mul(b BVTerm) BVTerm { a.same(b, "mul"); return a.mk(a.v.Mul(b.v)) }

// Neg returns −a mod 2^w.
func (a BVTerm) Neg() BVTerm { return a.mk(a.v.Neg()) }

// UDiv returns ⌊a / b⌋ unsigned (LLVM udiv; b ≠ 0 must hold: DivDefined).
func (a BVTerm) UDiv(b BVTerm) BVTerm { a.same(b, "udiv"); return a.mk(a.v.UDiv(b.v)) }

// URem returns a mod b unsigned (LLVM urem; b ≠ 0 must hold).
func (a BVTerm) URem(b BVTerm) BVTerm { a.same(b, "urem"); return a.mk(a.v.URem(b.v)) }

// SDiv returns a / b signed, rounded toward zero (LLVM sdiv; SDivDefined
// must hold).
func (a BVTerm) SDiv(b BVTerm) BVTerm { a.same(b, "sdiv"); return a.mk(a.v.SDiv(b.v)) }

// SRem returns the signed remainder, with the sign of a (LLVM srem;
// SDivDefined must hold).
func (a BVTerm) SRem(b BVTerm) BVTerm { a.same(b, "srem"); return a.mk(a.v.SRem(b.v)) }

// DivDefined returns b ≠ 0: udiv and urem by b are defined.
func (a BVTerm) DivDefined(b BVTerm) BoolTerm {
	a.same(b, "div")
	return b.Ne(a.s.BVInt(b.w, 0))
}

// SDivDefined returns b ≠ 0 ∧ ¬(a = min ∧ b = −1): sdiv and srem of a by
// b are defined.
func (a BVTerm) SDivDefined(b BVTerm) BoolTerm {
	a.same(b, "sdiv")
	min := new(big.Int).Lsh(bigOne, uint(a.w-1))
	overflow := a.Eq(a.s.BVConst(a.w, min)).And(b.Eq(a.s.BVInt(a.w, -1)))
	return a.DivDefined(b).And(overflow.Not())
}

// shift applies op when the amount is in range, else poison.
func (a BVTerm) shift(b BVTerm, op func(x, y z3.BV) z3.BV) BVTerm {
	a.same(b, "shift")
	inRange := b.v.ULT(a.s.BVInt(a.w, int64(a.w)).v)
	return a.mk(inRange.IfThenElse(op(a.v, b.v), a.s.fresh(a.w)).(z3.BV))
}

// Shl returns a << b (poison, i.e. any value, when b ≥ w).
func (a BVTerm) Shl(b BVTerm) BVTerm { return a.shift(b, z3.BV.Lsh) }

// LShr returns a >> b logical (poison when b ≥ w).
func (a BVTerm) LShr(b BVTerm) BVTerm { return a.shift(b, z3.BV.URsh) }

// AShr returns a >> b arithmetic (poison when b ≥ w).
func (a BVTerm) AShr(b BVTerm) BVTerm { return a.shift(b, z3.BV.SRsh) }

// ShiftInRange returns b <u w: a shift of a by b is not poison.
func (a BVTerm) ShiftInRange(b BVTerm) BoolTerm {
	a.same(b, "shift")
	return b.ULT(a.s.BVInt(a.w, int64(a.w)))
}

// And returns the bitwise and.
func (a BVTerm) And(b BVTerm) BVTerm { a.same(b, "and"); return a.mk(a.v.And(b.v)) }

// Or returns the bitwise or.
func (a BVTerm) Or(b BVTerm) BVTerm { a.same(b, "or"); return a.mk(a.v.Or(b.v)) }

// Xor returns the bitwise exclusive or.
func (a BVTerm) Xor(b BVTerm) BVTerm { a.same(b, "xor"); return a.mk(a.v.Xor(b.v)) }

// Not returns the bitwise complement (LLVM xor with −1).
func (a BVTerm) Not() BVTerm { return a.mk(a.v.Not()) }

// Eq returns a = b.
func (a BVTerm) Eq(b BVTerm) BoolTerm { a.same(b, "icmp eq"); return BoolTerm{a.s, a.v.Eq(b.v)} }

// Ne returns a ≠ b.
func (a BVTerm) Ne(b BVTerm) BoolTerm { a.same(b, "icmp ne"); return BoolTerm{a.s, a.v.NE(b.v)} }

// ULT returns a <u b.
func (a BVTerm) ULT(b BVTerm) BoolTerm { a.same(b, "icmp ult"); return BoolTerm{a.s, a.v.ULT(b.v)} }

// ULE returns a ≤u b.
func (a BVTerm) ULE(b BVTerm) BoolTerm { a.same(b, "icmp ule"); return BoolTerm{a.s, a.v.ULE(b.v)} }

// UGT returns a >u b.
func (a BVTerm) UGT(b BVTerm) BoolTerm { a.same(b, "icmp ugt"); return BoolTerm{a.s, a.v.UGT(b.v)} }

// UGE returns a ≥u b.
func (a BVTerm) UGE(b BVTerm) BoolTerm { a.same(b, "icmp uge"); return BoolTerm{a.s, a.v.UGE(b.v)} }

// SLT returns a <s b.
func (a BVTerm) SLT(b BVTerm) BoolTerm { a.same(b, "icmp slt"); return BoolTerm{a.s, a.v.SLT(b.v)} }

// SLE returns a ≤s b.
func (a BVTerm) SLE(b BVTerm) BoolTerm { a.same(b, "icmp sle"); return BoolTerm{a.s, a.v.SLE(b.v)} }

// SGT returns a >s b.
func (a BVTerm) SGT(b BVTerm) BoolTerm { a.same(b, "icmp sgt"); return BoolTerm{a.s, a.v.SGT(b.v)} }

// SGE returns a ≥s b.
func (a BVTerm) SGE(b BVTerm) BoolTerm { a.same(b, "icmp sge"); return BoolTerm{a.s, a.v.SGE(b.v)} }

// ZExt zero-extends a to width w (w ≥ a's width).
func (a BVTerm) ZExt(w int) BVTerm {
	if w < a.w {
		panic(fmt.Sprintf("poly: zext i%d to i%d", a.w, w))
	}
	if w == a.w {
		return a
	}
	return BVTerm{a.s, a.v.ZeroExtend(w - a.w), w}
}

// SExt sign-extends a to width w (w ≥ a's width).
func (a BVTerm) SExt(w int) BVTerm {
	if w < a.w {
		panic(fmt.Sprintf("poly: sext i%d to i%d", a.w, w))
	}
	if w == a.w {
		return a
	}
	return BVTerm{a.s, a.v.SignExtend(w - a.w), w}
}

// Trunc keeps the low w bits of a (w ≤ a's width).
func (a BVTerm) Trunc(w int) BVTerm {
	if w > a.w || w <= 0 {
		panic(fmt.Sprintf("poly: trunc i%d to i%d", a.w, w))
	}
	if w == a.w {
		return a
	}
	return BVTerm{a.s, a.v.Extract(w-1, 0), w}
}

// AddNoSignedWrap returns the condition under which add nsw is not poison.
func (a BVTerm) AddNoSignedWrap(b BVTerm) BoolTerm {
	a.same(b, "add nsw")
	x, y := a.SExt(a.w+1), b.SExt(b.w+1)
	return x.Add(y).Eq(a.Add(b).SExt(a.w + 1))
}

// AddNoUnsignedWrap returns the condition under which add nuw is not
// poison.
func (a BVTerm) AddNoUnsignedWrap(b BVTerm) BoolTerm {
	a.same(b, "add nuw")
	x, y := a.ZExt(a.w+1), b.ZExt(b.w+1)
	return x.Add(y).Eq(a.Add(b).ZExt(a.w + 1))
}

// SubNoSignedWrap returns the condition under which sub nsw is not poison.
func (a BVTerm) SubNoSignedWrap(b BVTerm) BoolTerm {
	a.same(b, "sub nsw")
	x, y := a.SExt(a.w+1), b.SExt(b.w+1)
	return x.Sub(y).Eq(a.Sub(b).SExt(a.w + 1))
}

// SubNoUnsignedWrap returns a ≥u b: sub nuw is not poison.
func (a BVTerm) SubNoUnsignedWrap(b BVTerm) BoolTerm { return a.UGE(b) }

// MulNoSignedWrap returns the condition under which mul nsw is not poison.
func (a BVTerm) MulNoSignedWrap(b BVTerm) BoolTerm {
	a.same(b, "mul nsw")
	x, y := a.SExt(2*a.w), b.SExt(2*b.w)
	return x.Mul(y).Eq(a.Mul(b).SExt(2 * a.w))
}

// MulNoUnsignedWrap returns the condition under which mul nuw is not
// poison.
func (a BVTerm) MulNoUnsignedWrap(b BVTerm) BoolTerm {
	a.same(b, "mul nuw")
	x, y := a.ZExt(2*a.w), b.ZExt(2*b.w)
	return x.Mul(y).Eq(a.Mul(b).ZExt(2 * a.w))
}

// ToIntU returns a read unsigned, as an integer in 0..2^w−1.
func (a BVTerm) ToIntU() IntTerm { return IntTerm{a.s, a.v.UToInt()} }

// ToIntS returns a read signed, as an integer in −2^(w−1)..2^(w−1)−1.
func (a BVTerm) ToIntS() IntTerm { return IntTerm{a.s, a.v.SToInt()} }

// IsTrue returns a ≠ 0 for an i1 value.
func (a BVTerm) IsTrue() BoolTerm { return a.Ne(a.s.BVInt(a.w, 0)) }

// Select returns cond ? a : b (LLVM select).
func (s *Solver) Select(cond BoolTerm, a, b BVTerm) BVTerm {
	s.own(cond.s)
	a.same(b, "select")
	return a.mk(cond.b.IfThenElse(a.v, b.v).(z3.BV))
}

// String renders the term in Z3's syntax.
func (a BVTerm) String() string { return a.v.String() }

// Literal folds a with Z3's simplifier and returns its value (unsigned,
// 0..2^w−1) when that is a constant — a term of constants only folds, with
// exactly the semantics the solver uses.
func (a BVTerm) Literal() (*big.Int, bool) {
	v, ok := a.s.z.Simplify(a.v, nil).(z3.BV).AsBigUnsigned()
	return v, ok && v != nil
}

// Literal folds b with Z3's simplifier and returns its value when that is
// a constant.
func (b BoolTerm) Literal() (value, ok bool) {
	return b.s.z.Simplify(b.b, nil).(z3.Bool).AsBool()
}

// Literal folds a with Z3's simplifier and returns its value when that is
// a constant.
func (a IntTerm) Literal() (*big.Int, bool) {
	v, ok := a.s.z.Simplify(a.v, nil).(z3.Int).AsBigInt()
	return v, ok && v != nil
}

// ---- integers -----------------------------------------------------------------

// IntTerm is a mathematical integer term: the exact view of an LLVM value
// together with range constraints (InRange), or an affine expression from
// isl (Solver.Affine).
type IntTerm struct {
	s *Solver
	v z3.Int
}

func (a IntTerm) mk(v z3.Int) IntTerm { return IntTerm{a.s, v} }

// Add returns a + b.
func (a IntTerm) Add(b IntTerm) IntTerm { a.s.own(b.s); return a.mk(a.v.Add(b.v)) }

// Sub returns a − b.
func (a IntTerm) Sub(b IntTerm) IntTerm { a.s.own(b.s); return a.mk(a.v.Sub(b.v)) }

// Mul returns a · b (non-linear when both are variables).
func (a IntTerm) Mul(b IntTerm) IntTerm { a.s.own(b.s); return a.mk(a.v.Mul(b.v)) }

// Neg returns −a.
func (a IntTerm) Neg() IntTerm { return a.mk(a.v.Neg()) }

// TDiv returns a / b rounded toward zero (C and LLVM sdiv on the exact
// values); b ≠ 0 must hold on the path.
func (a IntTerm) TDiv(b IntTerm) IntTerm {
	a.s.own(b.s)
	// SMT-LIB div is Euclidean, which rounds toward zero for a ≥ 0 whatever
	// the sign of b; for a < 0, a/b = −((−a)/b).
	zero := a.s.IntInt(0)
	pos := a.v.Div(b.v)
	neg := a.v.Neg().Div(b.v).Neg()
	return a.mk(a.GE(zero).b.IfThenElse(pos, neg).(z3.Int))
}

// TRem returns a − b·TDiv(a, b): the remainder with the sign of a.
func (a IntTerm) TRem(b IntTerm) IntTerm { return a.Sub(b.Mul(a.TDiv(b))) }

// Eq returns a = b.
func (a IntTerm) Eq(b IntTerm) BoolTerm { a.s.own(b.s); return BoolTerm{a.s, a.v.Eq(b.v)} }

// Ne returns a ≠ b.
func (a IntTerm) Ne(b IntTerm) BoolTerm { a.s.own(b.s); return BoolTerm{a.s, a.v.NE(b.v)} }

// LT returns a < b.
func (a IntTerm) LT(b IntTerm) BoolTerm { a.s.own(b.s); return BoolTerm{a.s, a.v.LT(b.v)} }

// LE returns a ≤ b.
func (a IntTerm) LE(b IntTerm) BoolTerm { a.s.own(b.s); return BoolTerm{a.s, a.v.LE(b.v)} }

// GT returns a > b.
func (a IntTerm) GT(b IntTerm) BoolTerm { a.s.own(b.s); return BoolTerm{a.s, a.v.GT(b.v)} }

// GE returns a ≥ b.
func (a IntTerm) GE(b IntTerm) BoolTerm { a.s.own(b.s); return BoolTerm{a.s, a.v.GE(b.v)} }

// InRange returns lo ≤ a ≤ hi.
func (a IntTerm) InRange(lo, hi *big.Int) BoolTerm {
	return a.GE(a.s.IntConst(lo)).And(a.LE(a.s.IntConst(hi)))
}

// ToBV returns a mod 2^w as a bit-vector.
func (a IntTerm) ToBV(w int) BVTerm { return BVTerm{a.s, a.v.ToBV(w), w} }

// String renders the term in Z3's syntax.
func (a IntTerm) String() string { return a.v.String() }
