package poly

import (
	"fmt"
	"math/big"
	"strings"
)

// Non-affine parts of a State: Expr is a bit-vector expression with LLVM's
// semantics (the operations that stay explicit nodes in ts: products of
// variables, division and remainder, shifts, bitwise operations, casts,
// comparisons as values), Cond a condition over Exprs. Both are plain data
// over program variable names; State resolves them to the current symbols
// when they enter the path condition, and renders them into Z3 at each
// feasibility check. A variable read in an Expr is its integer view
// converted to Bits bits (exact, since the value is in its type's range);
// the result assigned to a variable is read back in that variable's view.

// ExprOp is the operator of an Expr.
type ExprOp int

// Expr operators.
const (
	EVar   ExprOp = iota // a program variable (Name), its type's width
	EConst               // Value mod 2^Width
	EAdd
	ESub
	EMul
	EUDiv
	ESDiv
	EURem
	ESRem
	EShl
	ELShr
	EAShr
	EAnd
	EOr
	EXor
	EZExt  // to Width
	ESExt  // to Width
	ETrunc // to Width
	EBool  // the i1 value of Cond
	ESelect
)

var exprOpNames = [...]string{"var", "const", "add", "sub", "mul", "udiv", "sdiv", "urem", "srem",
	"shl", "lshr", "ashr", "and", "or", "xor", "zext", "sext", "trunc", "bool", "select"}

// Expr is a bit-vector expression. Build it with the constructors.
type Expr struct {
	Op    ExprOp
	Name  string   // EVar: program variable (resolved: symbol)
	Value *big.Int // EConst
	Width int      // EConst, casts; for EVar filled in on resolution
	Args  []*Expr
	Cond  *Cond // EBool, ESelect
	Flags Flags // EAdd, ESub, EMul, EShl: nsw/nuw (asserted when the Expr enters a State)
	sym   bool  // resolved: Name is a symbol
}

// X returns the program variable name as an Expr.
func X(name string) *Expr { return &Expr{Op: EVar, Name: name} }

// K returns the constant v of the given width.
func K(width int, v int64) *Expr { return &Expr{Op: EConst, Value: big.NewInt(v), Width: width} }

// BigK returns the constant v of the given width.
func BigK(width int, v *big.Int) *Expr {
	return &Expr{Op: EConst, Value: new(big.Int).Set(v), Width: width}
}

// Bin returns a op b (op from EAdd to EXor) with flags.
func Bin(op ExprOp, a, b *Expr, f Flags) *Expr {
	if op < EAdd || op > EXor {
		panic("poly: Bin with a non-binary operator")
	}
	return &Expr{Op: op, Args: []*Expr{a, b}, Flags: f}
}

// Cast returns a converted by op (EZExt, ESExt, ETrunc) to width.
func Cast(op ExprOp, a *Expr, width int) *Expr {
	if op != EZExt && op != ESExt && op != ETrunc {
		panic("poly: Cast with a non-cast operator")
	}
	return &Expr{Op: op, Args: []*Expr{a}, Width: width}
}

// BoolOf returns the i1 value of c (LLVM icmp).
func BoolOf(c *Cond) *Expr { return &Expr{Op: EBool, Cond: c} }

// SelectOf returns c ? a : b.
func SelectOf(c *Cond, a, b *Expr) *Expr { return &Expr{Op: ESelect, Cond: c, Args: []*Expr{a, b}} }

// CondOp is the operator of a Cond.
type CondOp int

// Cond operators. Comparisons are on bit-vectors (LLVM icmp).
const (
	CEq CondOp = iota
	CNe
	CULT
	CULE
	CUGT
	CUGE
	CSLT
	CSLE
	CSGT
	CSGE
	CNot
	CAnd
	COr
	CAffine // an affine constraint over program variables' views
)

var condOpNames = [...]string{"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge",
	"not", "and", "or", "affine"}

// Cond is a condition over Exprs.
type Cond struct {
	Op   CondOp
	A, B *Expr
	Subs []*Cond
	Aff  Constraint // CAffine
}

// Cmp returns the comparison a op b (CEq..CSGE).
func Cmp(op CondOp, a, b *Expr) *Cond {
	if op > CSGE {
		panic("poly: Cmp with a non-comparison operator")
	}
	return &Cond{Op: op, A: a, B: b}
}

// NotC returns ¬c.
func NotC(c *Cond) *Cond { return &Cond{Op: CNot, Subs: []*Cond{c}} }

// AndC returns the conjunction.
func AndC(cs ...*Cond) *Cond { return &Cond{Op: CAnd, Subs: cs} }

// OrC returns the disjunction.
func OrC(cs ...*Cond) *Cond { return &Cond{Op: COr, Subs: cs} }

// AffC returns an affine constraint (over the variables' integer views) as
// a Cond, to combine it with non-affine ones.
func AffC(c Constraint) *Cond { return &Cond{Op: CAffine, Aff: c} }

// ---- resolution --------------------------------------------------------

// resolveExpr returns e over the current symbols, with widths filled in,
// and appends to defs the conditions under which e is defined (no division
// by zero, nsw/nuw, shifts in range) — the path excludes the others.
func (s *State) resolveExpr(e *Expr, defs *[]*Cond) *Expr {
	switch e.Op {
	case EVar:
		if e.sym {
			return e
		}
		sym, ok := s.cur[e.Name]
		if !ok {
			panic(fmt.Sprintf("poly: State: variable %q not declared", e.Name))
		}
		s.unkonst(sym) // atoms are over symbols of the affine part
		return &Expr{Op: EVar, Name: sym, Width: s.typ[sym].Bits, sym: true}
	case EConst:
		if e.Width <= 0 {
			panic("poly: constant without a width")
		}
		return e
	case EBool:
		return &Expr{Op: EBool, Cond: s.resolveCond(e.Cond, defs)}
	case ESelect:
		a, b := s.resolveExpr(e.Args[0], defs), s.resolveExpr(e.Args[1], defs)
		if a.width() != b.width() {
			panic("poly: select of different widths")
		}
		return &Expr{Op: ESelect, Cond: s.resolveCond(e.Cond, defs), Args: []*Expr{a, b}}
	case EZExt, ESExt, ETrunc:
		a := s.resolveExpr(e.Args[0], defs)
		if (e.Op == ETrunc && e.Width > a.width()) || (e.Op != ETrunc && e.Width < a.width()) || e.Width <= 0 {
			panic(fmt.Sprintf("poly: %s from i%d to i%d", exprOpNames[e.Op], a.width(), e.Width))
		}
		return &Expr{Op: e.Op, Args: []*Expr{a}, Width: e.Width}
	}
	a, b := s.resolveExpr(e.Args[0], defs), s.resolveExpr(e.Args[1], defs)
	if a.width() != b.width() {
		panic(fmt.Sprintf("poly: %s of i%d and i%d", exprOpNames[e.Op], a.width(), b.width()))
	}
	r := &Expr{Op: e.Op, Args: []*Expr{a, b}, Flags: e.Flags}
	switch e.Op {
	case EUDiv, EURem, ESDiv, ESRem:
		*defs = append(*defs, &Cond{Op: condDefined, A: r})
	case EAdd, ESub, EMul, EShl:
		if e.Flags != 0 {
			*defs = append(*defs, &Cond{Op: condDefined, A: r})
		}
	}
	return r
}

// condDefined (internal): the operation A is defined (its UB and poison
// conditions are false).
const condDefined CondOp = 100

func (s *State) resolveCond(c *Cond, defs *[]*Cond) *Cond {
	switch c.Op {
	case CNot, CAnd, COr:
		subs := make([]*Cond, len(c.Subs))
		for i, x := range c.Subs {
			subs[i] = s.resolveCond(x, defs)
		}
		return &Cond{Op: c.Op, Subs: subs}
	case CAffine:
		return &Cond{Op: CAffine, Aff: s.renameCons(c.Aff)}
	case condDefined:
		return c
	}
	a, b := s.resolveExpr(c.A, defs), s.resolveExpr(c.B, defs)
	if a.width() != b.width() {
		panic(fmt.Sprintf("poly: icmp %s of i%d and i%d", condOpNames[c.Op], a.width(), b.width()))
	}
	return &Cond{Op: c.Op, A: a, B: b}
}

func (e *Expr) width() int {
	switch e.Op {
	case EVar, EConst, EZExt, ESExt, ETrunc:
		return e.Width
	case EBool:
		return 1
	}
	return e.Args[0].width()
}

// symbols adds the symbols of a resolved expression to set.
func (e *Expr) symbols(set map[string]bool) {
	if e.Op == EVar {
		set[e.Name] = true
	}
	for _, a := range e.Args {
		a.symbols(set)
	}
	if e.Cond != nil {
		e.Cond.symbols(set)
	}
}

// bvSymbols adds the symbols read as bit-vectors (EVar leaves; not the
// variables of CAffine atoms) to set.
func (c *Cond) bvSymbols(set map[string]bool) {
	var walk func(e *Expr)
	walk = func(e *Expr) {
		if e == nil {
			return
		}
		if e.Op == EVar {
			set[e.Name] = true
		}
		for _, a := range e.Args {
			walk(a)
		}
		if e.Cond != nil {
			e.Cond.bvSymbols(set)
		}
	}
	walk(c.A)
	walk(c.B)
	for _, x := range c.Subs {
		x.bvSymbols(set)
	}
}

func (c *Cond) symbols(set map[string]bool) {
	if c.A != nil {
		c.A.symbols(set)
	}
	if c.B != nil {
		c.B.symbols(set)
	}
	for _, x := range c.Subs {
		x.symbols(set)
	}
	if c.Op == CAffine {
		for _, v := range c.Aff.Expr.Vars() {
			set[v] = true
		}
	}
}

// ---- rendering into Z3 ---------------------------------------------------

// bvTwin is the name of the bit-vector twin of a symbol in Z3.
func bvTwin(sym string) string { return sym + "$bv" }

// render returns the resolved Cond as a formula. Symbols are IntVars in the
// affine part (AssertSet); an atom reads a symbol through its bit-vector
// twin, linked by State.check to the IntVar by the symbol's view (sym =
// twin read signed or unsigned) — exact because the value is in its type's
// range. (Linking by bv2int is much faster in Z3 than converting the
// IntVar with int2bv in every atom: 16-bit products took seconds that way.)
func (c *Cond) render(z *Solver) BoolTerm {
	switch c.Op {
	case CNot:
		return c.Subs[0].render(z).Not()
	case CAnd, COr:
		if len(c.Subs) == 0 {
			if c.Op == CAnd {
				return z.True()
			}
			return z.False()
		}
		first := c.Subs[0].render(z)
		rest := make([]BoolTerm, len(c.Subs)-1)
		for i, x := range c.Subs[1:] {
			rest[i] = x.render(z)
		}
		if c.Op == CAnd {
			return first.And(rest...)
		}
		return first.Or(rest...)
	case CAffine:
		return z.Constraint(c.Aff)
	case condDefined:
		return c.A.defined(z)
	}
	a, b := c.A.render(z), c.B.render(z)
	switch c.Op {
	case CEq:
		return a.Eq(b)
	case CNe:
		return a.Ne(b)
	case CULT:
		return a.ULT(b)
	case CULE:
		return a.ULE(b)
	case CUGT:
		return a.UGT(b)
	case CUGE:
		return a.UGE(b)
	case CSLT:
		return a.SLT(b)
	case CSLE:
		return a.SLE(b)
	case CSGT:
		return a.SGT(b)
	case CSGE:
		return a.SGE(b)
	}
	panic(fmt.Sprintf("poly: bad condition operator %d", c.Op))
}

func (e *Expr) defined(z *Solver) BoolTerm {
	a, b := e.Args[0].render(z), e.Args[1].render(z)
	ok := z.True()
	switch e.Op {
	case EUDiv, EURem:
		return a.DivDefined(b)
	case ESDiv, ESRem:
		return a.SDivDefined(b)
	case EAdd:
		if e.Flags&NSW != 0 {
			ok = ok.And(a.AddNoSignedWrap(b))
		}
		if e.Flags&NUW != 0 {
			ok = ok.And(a.AddNoUnsignedWrap(b))
		}
	case ESub:
		if e.Flags&NSW != 0 {
			ok = ok.And(a.SubNoSignedWrap(b))
		}
		if e.Flags&NUW != 0 {
			ok = ok.And(a.SubNoUnsignedWrap(b))
		}
	case EMul:
		if e.Flags&NSW != 0 {
			ok = ok.And(a.MulNoSignedWrap(b))
		}
		if e.Flags&NUW != 0 {
			ok = ok.And(a.MulNoUnsignedWrap(b))
		}
	case EShl:
		// shl nsw/nuw: the shift must not lose bits (and be in range).
		ok = a.ShiftInRange(b)
		back := a.Shl(b)
		if e.Flags&NUW != 0 {
			ok = ok.And(back.LShr(b).Eq(a))
		}
		if e.Flags&NSW != 0 {
			ok = ok.And(back.AShr(b).Eq(a))
		}
	}
	return ok
}

func (e *Expr) render(z *Solver) BVTerm {
	switch e.Op {
	case EVar:
		return z.BVVar(bvTwin(e.Name), e.Width, false)
	case EConst:
		return z.BVConst(e.Width, e.Value)
	case EBool:
		return e.Cond.render(z).BV()
	case ESelect:
		return z.Select(e.Cond.render(z), e.Args[0].render(z), e.Args[1].render(z))
	case EZExt:
		return e.Args[0].render(z).ZExt(e.Width)
	case ESExt:
		return e.Args[0].render(z).SExt(e.Width)
	case ETrunc:
		return e.Args[0].render(z).Trunc(e.Width)
	}
	a, b := e.Args[0].render(z), e.Args[1].render(z)
	switch e.Op {
	case EAdd:
		return a.Add(b)
	case ESub:
		return a.Sub(b)
	case EMul:
		return a.Mul(b)
	case EUDiv:
		return a.UDiv(b)
	case ESDiv:
		return a.SDiv(b)
	case EURem:
		return a.URem(b)
	case ESRem:
		return a.SRem(b)
	case EShl:
		return a.Shl(b)
	case ELShr:
		return a.LShr(b)
	case EAShr:
		return a.AShr(b)
	case EAnd:
		return a.And(b)
	case EOr:
		return a.Or(b)
	case EXor:
		return a.Xor(b)
	}
	panic(fmt.Sprintf("poly: bad expression operator %d", e.Op))
}

// ---- printing ------------------------------------------------------------

func (e *Expr) String() string {
	switch e.Op {
	case EVar:
		return e.Name
	case EConst:
		return fmt.Sprintf("%s:i%d", e.Value, e.Width)
	case EBool:
		return "bool(" + e.Cond.String() + ")"
	case ESelect:
		return fmt.Sprintf("select(%s, %s, %s)", e.Cond, e.Args[0], e.Args[1])
	case EZExt, ESExt, ETrunc:
		return fmt.Sprintf("%s(%s to i%d)", exprOpNames[e.Op], e.Args[0], e.Width)
	}
	return fmt.Sprintf("%s(%s, %s)", exprOpNames[e.Op], e.Args[0], e.Args[1])
}

func (c *Cond) String() string {
	switch c.Op {
	case CNot:
		return "!(" + c.Subs[0].String() + ")"
	case CAnd, COr:
		parts := make([]string, len(c.Subs))
		for i, x := range c.Subs {
			parts[i] = x.String()
		}
		sep := " && "
		if c.Op == COr {
			sep = " || "
		}
		return "(" + strings.Join(parts, sep) + ")"
	case CAffine:
		return c.Aff.String()
	case condDefined:
		return "defined(" + c.A.String() + ")"
	}
	return fmt.Sprintf("%s %s %s", c.A, condOpNames[c.Op], c.B)
}

// ---- State operations ----------------------------------------------------

// AssignExpr sets x (of type t, whose width must be e's) to the
// bit-vector expression e: a fresh symbol in t's range, and the atom
// "x′ read as bits = e" for Z3. The definedness conditions of e (division
// by a non-zero value, nsw/nuw of flagged operations, sdiv overflow) are
// assumed as well: paths with undefined behaviour are excluded.
func (s *State) AssignExpr(x string, t IntType, e *Expr) {
	t.check()
	var defs []*Cond
	re := s.resolveExpr(e, &defs)
	if re.width() != t.Bits {
		panic(fmt.Sprintf("poly: AssignExpr of an i%d value to %s of type %s", re.width(), x, t))
	}
	sym := s.newSym(x, t)
	s.atoms = append(s.atoms, defs...)
	s.atoms = append(s.atoms, &Cond{Op: CEq, A: &Expr{Op: EVar, Name: sym, Width: t.Bits, sym: true}, B: re})
	s.relAtoms()
	s.changed()
}

// AssumeCond adds the condition c to the path condition. An affine Cond
// (CAffine, or a conjunction of them) goes to the affine part; anything
// else becomes a non-affine atom for Z3, with the definedness conditions of
// its operations.
func (s *State) AssumeCond(c *Cond) {
	if cs, ok := affineConj(c); ok {
		s.Assume(cs...)
		return
	}
	var defs []*Cond
	rc := s.resolveCond(c, &defs)
	s.atoms = append(s.atoms, defs...)
	s.atoms = append(s.atoms, rc)
	s.relAtoms()
	s.changed()
}

func affineConj(c *Cond) ([]Constraint, bool) {
	switch c.Op {
	case CAffine:
		return []Constraint{c.Aff}, true
	case CAnd:
		var out []Constraint
		for _, x := range c.Subs {
			cs, ok := affineConj(x)
			if !ok {
				return nil, false
			}
			out = append(out, cs...)
		}
		return out, true
	}
	return nil, false
}

// Branch splits s on the affine constraint c: the successors where c holds
// and where it does not (one per disjunct of ¬c: two for an equality),
// dropping those whose affine part is empty. s is consumed. With x != "",
// the i1 variable x is also set to 1 on the true side and 0 on the others
// (an icmp turned into exact affine cases).
func (s *State) Branch(c Constraint, x string) (yes []*State, no []*State) {
	negs := c.Negate()
	all := make([]*State, 0, 1+len(negs))
	for i := 0; i < len(negs); i++ {
		all = append(all, s.Clone())
	}
	all = append(all, s)
	for i, st := range all {
		val := int64(0)
		if i == len(negs) {
			st.Assume(c)
			val = 1
		} else {
			st.Assume(negs[i])
		}
		if x != "" {
			st.newSym(x, I1, func(sym string) []Constraint { return []Constraint{EQ(Var(sym), Int(val))} })
		}
		if st.affEmpty() {
			st.Discard()
			continue
		}
		if i == len(negs) {
			yes = append(yes, st)
		} else {
			no = append(no, st)
		}
	}
	return yes, no
}

// BranchCond splits s on the condition c: a clone where c holds and s
// itself where it does not (an affine c goes to the affine part, see
// AssumeCond; use Branch for affine constraints to get convex cases). The
// caller checks feasibility of both.
func (s *State) BranchCond(c *Cond) (yes, no *State) {
	yes = s.Clone()
	yes.AssumeCond(c)
	s.AssumeCond(NotC(c))
	return yes, s
}
