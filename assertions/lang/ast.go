package lang

import (
	"math/big"
	"slices"
	"strings"
)

// Formula is a conjunction of comparisons: Atoms[0] && Atoms[1] && ...
// Parse never returns an empty one.
type Formula struct {
	Atoms []*Atom
}

// Atom is one comparison X Op Y. When a side is an *Abs, the comparison
// bounds it from above and the other side holds no *Abs (see the package
// documentation).
type Atom struct {
	X, Y   Expr
	Op     CmpOp
	Offset int // byte offset of the operator in the source
}

// CmpOp is a comparison operator.
type CmpOp uint8

// Comparison operators.
const (
	LE CmpOp = iota // <=
	LT              // <
	GE              // >=
	GT              // >
	EQ              // ==
)

var cmpNames = [...]string{LE: "<=", LT: "<", GE: ">=", GT: ">", EQ: "=="}

// String returns the operator as written in the language.
func (op CmpOp) String() string { return cmpNames[op] }

// Expr is an expression: *Var, *Num, *Neg, *Binary or *Abs.
type Expr interface {
	// Pos returns the byte offset of the node in the source: its first
	// character, or its operator for a *Binary.
	Pos() int
	// String prints the expression in canonical form.
	String() string
	exprNode()
}

// Var is a frequency variable.
type Var struct {
	Name   string
	Offset int
}

// Num is a non-negative integer constant (a negative one is a *Neg).
type Num struct {
	Value  *big.Int
	Offset int
}

// Neg is the negation -X.
type Neg struct {
	X      Expr
	Offset int
}

// Binary is X Op Y.
type Binary struct {
	Op     BinOp
	X, Y   Expr
	Offset int // byte offset of the operator
}

// Abs is the absolute value |X|.
type Abs struct {
	X      Expr
	Offset int
}

// BinOp is an arithmetic operator.
type BinOp uint8

// Arithmetic operators.
const (
	Add BinOp = iota // +
	Sub              // -
	Mul              // *
	Div              // /
)

var binNames = [...]string{Add: "+", Sub: "-", Mul: "*", Div: "/"}

// String returns the operator as written in the language.
func (op BinOp) String() string { return binNames[op] }

// Pos returns e.Offset.
func (e *Var) Pos() int { return e.Offset }

// Pos returns e.Offset.
func (e *Num) Pos() int { return e.Offset }

// Pos returns e.Offset.
func (e *Neg) Pos() int { return e.Offset }

// Pos returns e.Offset, the offset of the operator.
func (e *Binary) Pos() int { return e.Offset }

// Pos returns e.Offset.
func (e *Abs) Pos() int { return e.Offset }

func (*Var) exprNode()    {}
func (*Num) exprNode()    {}
func (*Neg) exprNode()    {}
func (*Binary) exprNode() {}
func (*Abs) exprNode()    {}

// String prints f in canonical form: comparisons joined by " && ",
// minimal parentheses, spaces around + and - and around * and / except
// inside a sum ("d >= 2*c + 1", "c1 <= c / 10"). Parse(f.String()) is
// Equal to f.
func (f *Formula) String() string {
	var b strings.Builder
	for i, a := range f.Atoms {
		if i > 0 {
			b.WriteString(" && ")
		}
		a.write(&b)
	}
	return b.String()
}

// String prints a in canonical form.
func (a *Atom) String() string {
	var b strings.Builder
	a.write(&b)
	return b.String()
}

func (a *Atom) write(b *strings.Builder) {
	write(b, a.X, false)
	b.WriteString(" " + a.Op.String() + " ")
	write(b, a.Y, false)
}

// String prints e in canonical form.
func (e *Var) String() string { return exprString(e) }

// String prints e in canonical form.
func (e *Num) String() string { return exprString(e) }

// String prints e in canonical form.
func (e *Neg) String() string { return exprString(e) }

// String prints e in canonical form.
func (e *Binary) String() string { return exprString(e) }

// String prints e in canonical form.
func (e *Abs) String() string { return exprString(e) }

func exprString(e Expr) string {
	var b strings.Builder
	write(&b, e, false)
	return b.String()
}

// Precedence levels, loosest first.
const (
	precSum = iota + 1
	precProduct
	precUnary
	precPrimary
)

func prec(e Expr) int {
	switch e := e.(type) {
	case *Binary:
		if e.Op == Add || e.Op == Sub {
			return precSum
		}
		return precProduct
	case *Neg:
		return precUnary
	}
	return precPrimary
}

// write prints e; compact drops the spaces around * and / (inside a sum).
func write(b *strings.Builder, e Expr, compact bool) {
	switch e := e.(type) {
	case *Var:
		b.WriteString(e.Name)
	case *Num:
		b.WriteString(e.Value.String())
	case *Abs:
		b.WriteByte('|')
		write(b, e.X, false)
		b.WriteByte('|')
	case *Neg:
		b.WriteByte('-')
		operand(b, e.X, prec(e.X) < precUnary, compact)
	case *Binary:
		p := prec(e)
		sep := " " + e.Op.String() + " "
		if p == precSum {
			compact = true
		} else if compact {
			sep = e.Op.String()
		}
		// Operators associate to the left: a right operand of the same
		// precedence needs parentheses.
		operand(b, e.X, prec(e.X) < p, compact)
		b.WriteString(sep)
		operand(b, e.Y, prec(e.Y) <= p, compact)
	}
}

func operand(b *strings.Builder, e Expr, paren, compact bool) {
	if paren {
		b.WriteByte('(')
	}
	write(b, e, compact)
	if paren {
		b.WriteByte(')')
	}
}

// Equal reports whether f and g are the same formula, ignoring offsets.
func (f *Formula) Equal(g *Formula) bool {
	return slices.EqualFunc(f.Atoms, g.Atoms, func(a, b *Atom) bool {
		return a.Op == b.Op && Equal(a.X, b.X) && Equal(a.Y, b.Y)
	})
}

// Equal reports whether expressions x and y are the same tree, ignoring
// offsets.
func Equal(x, y Expr) bool {
	switch x := x.(type) {
	case *Var:
		y, ok := y.(*Var)
		return ok && x.Name == y.Name
	case *Num:
		y, ok := y.(*Num)
		return ok && x.Value.Cmp(y.Value) == 0
	case *Neg:
		y, ok := y.(*Neg)
		return ok && Equal(x.X, y.X)
	case *Abs:
		y, ok := y.(*Abs)
		return ok && Equal(x.X, y.X)
	case *Binary:
		y, ok := y.(*Binary)
		return ok && x.Op == y.Op && Equal(x.X, y.X) && Equal(x.Y, y.Y)
	}
	return false
}

// Vars returns the names of the variables f mentions, sorted and without
// duplicates.
func (f *Formula) Vars() []string {
	var names []string
	for _, a := range f.Atoms {
		names = appendVars(names, a.X)
		names = appendVars(names, a.Y)
	}
	slices.Sort(names)
	return slices.Compact(names)
}

func appendVars(names []string, e Expr) []string {
	switch e := e.(type) {
	case *Var:
		names = append(names, e.Name)
	case *Neg:
		names = appendVars(names, e.X)
	case *Abs:
		names = appendVars(names, e.X)
	case *Binary:
		names = appendVars(names, e.X)
		names = appendVars(names, e.Y)
	}
	return names
}
