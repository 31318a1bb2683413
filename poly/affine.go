package poly

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

// Affine is an affine expression Σ Coeffs[v]·v + Const over named integer
// variables, with exact coefficients. A nil Const means 0; a missing or nil
// coefficient means 0. Affine values are treated as immutable: every method
// returns a fresh expression and never aliases the receiver's big.Ints.
type Affine struct {
	Coeffs map[string]*big.Int
	Const  *big.Int
}

// Var returns the expression 1·name.
func Var(name string) Affine {
	return Affine{Coeffs: map[string]*big.Int{name: big.NewInt(1)}}
}

// Term returns the expression k·name.
func Term(k int64, name string) Affine {
	return Affine{Coeffs: map[string]*big.Int{name: big.NewInt(k)}}
}

// Int returns the constant expression k.
func Int(k int64) Affine { return Affine{Const: big.NewInt(k)} }

// Big returns the constant expression k.
func Big(k *big.Int) Affine { return Affine{Const: new(big.Int).Set(k)} }

// Coeff returns the coefficient of name (a fresh big.Int, 0 when absent).
func (a Affine) Coeff(name string) *big.Int {
	if k := a.Coeffs[name]; k != nil {
		return new(big.Int).Set(k)
	}
	return new(big.Int)
}

// Constant returns the constant term (a fresh big.Int).
func (a Affine) Constant() *big.Int {
	if a.Const == nil {
		return new(big.Int)
	}
	return new(big.Int).Set(a.Const)
}

// Vars returns the variables with a non-zero coefficient, sorted.
func (a Affine) Vars() []string {
	vs := make([]string, 0, len(a.Coeffs))
	for v, k := range a.Coeffs {
		if k != nil && k.Sign() != 0 {
			vs = append(vs, v)
		}
	}
	sort.Strings(vs)
	return vs
}

// IsConst reports whether a mentions no variable.
func (a Affine) IsConst() bool {
	for _, k := range a.Coeffs {
		if k != nil && k.Sign() != 0 {
			return false
		}
	}
	return true
}

// combine returns x·a + y·b.
func combine(x *big.Int, a Affine, y *big.Int, b Affine) Affine {
	r := Affine{Coeffs: make(map[string]*big.Int, len(a.Coeffs)+len(b.Coeffs)), Const: new(big.Int)}
	add := func(k *big.Int, e Affine) {
		for v, c := range e.Coeffs {
			if c == nil || c.Sign() == 0 {
				continue
			}
			t := new(big.Int).Mul(k, c)
			if old := r.Coeffs[v]; old != nil {
				t.Add(t, old)
			}
			if t.Sign() == 0 {
				delete(r.Coeffs, v)
			} else {
				r.Coeffs[v] = t
			}
		}
		if e.Const != nil {
			r.Const.Add(r.Const, new(big.Int).Mul(k, e.Const))
		}
	}
	add(x, a)
	add(y, b)
	return r
}

var (
	bigOne      = big.NewInt(1)
	bigZero     = big.NewInt(0)
	bigMinusOne = big.NewInt(-1)
)

// Add returns a + b.
func (a Affine) Add(b Affine) Affine { return combine(bigOne, a, bigOne, b) }

// Sub returns a − b.
func (a Affine) Sub(b Affine) Affine { return combine(bigOne, a, bigMinusOne, b) }

// Neg returns −a.
func (a Affine) Neg() Affine { return combine(bigMinusOne, a, bigZero, Affine{}) }

// Scale returns k·a.
func (a Affine) Scale(k int64) Affine { return combine(big.NewInt(k), a, bigZero, Affine{}) }

// ScaleBig returns k·a.
func (a Affine) ScaleBig(k *big.Int) Affine { return combine(k, a, bigZero, Affine{}) }

// AddConst returns a + k.
func (a Affine) AddConst(k int64) Affine { return a.Add(Int(k)) }

// Equal reports whether a and b are the same expression.
func (a Affine) Equal(b Affine) bool {
	d := a.Sub(b)
	return d.IsConst() && d.Const.Sign() == 0
}

// Eval returns the value of a at pt. A variable missing from pt is an error.
func (a Affine) Eval(pt map[string]*big.Int) (*big.Int, error) {
	r := a.Constant()
	for v, k := range a.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		x, ok := pt[v]
		if !ok {
			return nil, fmt.Errorf("poly: variable %q has no value", v)
		}
		r.Add(r, new(big.Int).Mul(k, x))
	}
	return r, nil
}

// String renders a deterministically, variables in sorted order:
// "2*x - y + 3", "0".
func (a Affine) String() string {
	var b strings.Builder
	writeTerms(&b, a, false)
	return b.String()
}

// writeTerms renders the terms of a (skipping the constant when noConst)
// and returns whether anything was written.
func writeTerms(b *strings.Builder, a Affine, noConst bool) bool {
	first := true
	emit := func(k *big.Int, v string) {
		neg := k.Sign() < 0
		abs := new(big.Int).Abs(k)
		switch {
		case first && neg:
			b.WriteString("-")
		case !first && neg:
			b.WriteString(" - ")
		case !first:
			b.WriteString(" + ")
		}
		first = false
		if v == "" {
			b.WriteString(abs.String())
			return
		}
		if abs.Cmp(bigOne) != 0 {
			b.WriteString(abs.String())
			b.WriteString("*")
		}
		b.WriteString(v)
	}
	for _, v := range a.Vars() {
		emit(a.Coeffs[v], v)
	}
	if !noConst && a.Const != nil && a.Const.Sign() != 0 {
		emit(a.Const, "")
	}
	if first && !noConst {
		b.WriteString("0")
		return true
	}
	return !first
}

// Constraint is Expr ≥ 0, or Expr = 0 when Eq.
type Constraint struct {
	Expr Affine
	Eq   bool
}

// GE returns the constraint a ≥ b.
func GE(a, b Affine) Constraint { return Constraint{Expr: a.Sub(b)} }

// LE returns the constraint a ≤ b.
func LE(a, b Affine) Constraint { return Constraint{Expr: b.Sub(a)} }

// GT returns the constraint a > b, that is a − b − 1 ≥ 0 over the integers.
func GT(a, b Affine) Constraint { return Constraint{Expr: a.Sub(b).AddConst(-1)} }

// LT returns the constraint a < b.
func LT(a, b Affine) Constraint { return GT(b, a) }

// EQ returns the constraint a = b.
func EQ(a, b Affine) Constraint { return Constraint{Expr: a.Sub(b), Eq: true} }

// Holds reports whether c holds at pt (every variable of c must have a value).
func (c Constraint) Holds(pt map[string]*big.Int) (bool, error) {
	v, err := c.Expr.Eval(pt)
	if err != nil {
		return false, err
	}
	if c.Eq {
		return v.Sign() == 0, nil
	}
	return v.Sign() >= 0, nil
}

// Negate returns the integer negation of c as a disjunction: one constraint
// for an inequality (e ≥ 0 becomes −e − 1 ≥ 0), two for an equality
// (e ≥ 1 or e ≤ −1).
func (c Constraint) Negate() []Constraint {
	if c.Eq {
		return []Constraint{
			{Expr: c.Expr.scaledPlus(false, -1)},
			{Expr: c.Expr.scaledPlus(true, -1)},
		}
	}
	return []Constraint{{Expr: c.Expr.scaledPlus(true, -1)}}
}

// scaledPlus returns a + k, or −a + k when neg, in one allocation of the
// coefficient map (Negate's expressions, built for every constraint
// WeakestPre tries).
func (a Affine) scaledPlus(neg bool, k int64) Affine {
	r := Affine{Coeffs: make(map[string]*big.Int, len(a.Coeffs)), Const: big.NewInt(k)}
	for v, x := range a.Coeffs {
		if x == nil || x.Sign() == 0 {
			continue
		}
		if neg {
			r.Coeffs[v] = new(big.Int).Neg(x)
		} else {
			r.Coeffs[v] = new(big.Int).Set(x)
		}
	}
	if a.Const != nil {
		if neg {
			r.Const.Sub(r.Const, a.Const)
		} else {
			r.Const.Add(r.Const, a.Const)
		}
	}
	return r
}

// String renders c readably with the positive terms on the left:
// "x >= y + 1", "i <= 9", "x = 2*y".
func (c Constraint) String() string {
	e := c.Expr
	vs := e.Vars()
	if c.Eq && len(vs) > 0 {
		// Orient equalities on their first primed variable (a map's output:
		// "x' = x + 1"), else on their first variable.
		lead := vs[0]
		for _, v := range vs {
			if _, p := unprime(v); p {
				lead = v
				break
			}
		}
		if e.Coeffs[lead].Sign() < 0 {
			e = e.Neg()
		}
	}
	pos := Affine{Coeffs: map[string]*big.Int{}}
	neg := Affine{Coeffs: map[string]*big.Int{}}
	for _, v := range vs {
		k := e.Coeffs[v]
		if k.Sign() > 0 {
			pos.Coeffs[v] = k
		} else {
			neg.Coeffs[v] = new(big.Int).Neg(k)
		}
	}
	k := e.Constant()
	op := " >= "
	if c.Eq {
		op = " = "
	}
	// lhs op rhs with lhs = pos, rhs = neg − k.
	rhs := neg.Add(Big(k).Neg())
	if len(pos.Coeffs) == 0 && len(neg.Coeffs) > 0 {
		// Only negative terms: write "vars <= const" instead of "0 >= vars ...".
		if !c.Eq {
			op = " <= "
		}
		return neg.String() + op + Big(k).String()
	}
	if len(pos.Coeffs) == 0 {
		return Big(k).String() + op + "0"
	}
	return pos.String() + op + rhs.String()
}

// Prime returns the name of the post-state copy of v used in Map
// constraints: "v'".
func Prime(v string) string { return v + "'" }

// unprime strips one trailing prime.
func unprime(v string) (string, bool) {
	if strings.HasSuffix(v, "'") {
		return v[:len(v)-1], true
	}
	return v, false
}
