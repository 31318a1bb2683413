package lang

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// Constraint is one linear constraint over integers:
//
//	Σ Coeffs[v]·v + Const  >= 0   (Op == GeZero)
//	Σ Coeffs[v]·v + Const  == 0   (Op == EqZero)
//
// Coeffs holds only non-zero coefficients; Const is never nil.
type Constraint struct {
	Coeffs map[string]*big.Int
	Const  *big.Int
	Op     ConstraintOp
}

// ConstraintOp says how a Constraint compares its sum with zero.
type ConstraintOp uint8

// Constraint operators.
const (
	GeZero ConstraintOp = iota // Σ >= 0
	EqZero                     // Σ == 0
)

// String returns ">=" or "==".
func (op ConstraintOp) String() string {
	if op == EqZero {
		return "=="
	}
	return ">="
}

// Linear returns the constraints of f in order: their conjunction holds
// for an integer valuation exactly when f does (see Atom.Linear).
// f must be linear and conjunctive, as every formula from Parse is.
func (f *Formula) Linear() []Constraint {
	var cs []Constraint
	for _, a := range f.Atoms {
		cs = append(cs, a.Linear()...)
	}
	return cs
}

// Linear returns the constraints of a: one, or two for |e| <= k (k - e >= 0
// and k + e >= 0). Denominators are cleared by their lcm; a strict
// comparison, once integral, becomes >= with the constant lowered by 1
// (a < b gives b - a - 1 >= 0); the coefficients are divided by their gcd,
// rounding the constant of an inequality down (2*c <= 5 gives
// -c + 2 >= 0), and an equality's first coefficient is made positive.
// These steps keep the set of integer solutions.
// Linear panics if a is not linear or not conjunctive (see checkAtom).
func (a *Atom) Linear() []Constraint {
	if err := checkAtom(a); err != nil {
		panic(fmt.Sprintf("lang: Linear of %q: %s", a.String(), err.msg))
	}
	strict := a.Op == LT || a.Op == GT
	// Orient the sides so that lo Op' hi with Op' one of <=, <, ==.
	lo, hi := a.X, a.Y
	if a.Op == GE || a.Op == GT {
		lo, hi = hi, lo
	}
	if abs, ok := lo.(*Abs); ok { // |e| <= k: k - e >= 0 and k + e >= 0
		e, _ := linearOf(abs.X)
		k, _ := linearOf(hi)
		minus := k.clone()
		minus.add(e, -1)
		k.add(e, 1)
		return []Constraint{minus.constraint(strict, GeZero), k.constraint(strict, GeZero)}
	}
	x, _ := linearOf(lo)
	y, _ := linearOf(hi)
	if a.Op == EQ { // x == y: x - y == 0
		x.add(y, -1)
		return []Constraint{x.constraint(false, EqZero)}
	}
	y.add(x, -1) // x <= y: y - x >= 0
	return []Constraint{y.constraint(strict, GeZero)}
}

// lin is a linear expression with rational coefficients.
type lin struct {
	coef map[string]*big.Rat // non-zero coefficients only
	c    *big.Rat
}

func (l *lin) isConst() bool { return len(l.coef) == 0 }

func (l *lin) clone() *lin {
	m := &lin{coef: make(map[string]*big.Rat, len(l.coef)), c: new(big.Rat).Set(l.c)}
	for v, k := range l.coef {
		m.coef[v] = new(big.Rat).Set(k)
	}
	return m
}

// add sets l to l + sign*m.
func (l *lin) add(m *lin, sign int) {
	for v, k := range m.coef {
		t := new(big.Rat).Set(k)
		if sign < 0 {
			t.Neg(t)
		}
		if old, ok := l.coef[v]; ok {
			t.Add(t, old)
		}
		if t.Sign() == 0 {
			delete(l.coef, v)
		} else {
			l.coef[v] = t
		}
	}
	if sign < 0 {
		l.c.Sub(l.c, m.c)
	} else {
		l.c.Add(l.c, m.c)
	}
}

// scale sets l to k*l.
func (l *lin) scale(k *big.Rat) {
	if k.Sign() == 0 {
		clear(l.coef)
	}
	for _, c := range l.coef {
		c.Mul(c, k)
	}
	l.c.Mul(l.c, k)
}

// linearOf folds e, which must hold no *Abs, into a linear expression, or
// reports why it is not linear.
func linearOf(e Expr) (*lin, *posError) {
	switch e := e.(type) {
	case *Var:
		return &lin{coef: map[string]*big.Rat{e.Name: big.NewRat(1, 1)}, c: new(big.Rat)}, nil
	case *Num:
		return &lin{coef: map[string]*big.Rat{}, c: new(big.Rat).SetInt(e.Value)}, nil
	case *Neg:
		l, err := linearOf(e.X)
		if err == nil {
			l.scale(big.NewRat(-1, 1))
		}
		return l, err
	case *Abs:
		return nil, &posError{e.Offset, absOnly}
	case *Binary:
		x, err := linearOf(e.X)
		if err != nil {
			return nil, err
		}
		y, err := linearOf(e.Y)
		if err != nil {
			return nil, err
		}
		switch e.Op {
		case Add:
			x.add(y, 1)
		case Sub:
			x.add(y, -1)
		case Mul:
			switch {
			case x.isConst():
				y.scale(x.c)
				return y, nil
			case y.isConst():
				x.scale(y.c)
			default:
				return nil, &posError{e.Offset, fmt.Sprintf(
					"non-linear product %q: one side of '*' must be a constant", e.String())}
			}
		case Div:
			switch {
			case !y.isConst():
				return nil, &posError{e.Offset, fmt.Sprintf(
					"division by %q, which is not a constant, in %q: only division by a constant is linear",
					e.Y.String(), e.String())}
			case y.c.Sign() == 0:
				return nil, &posError{e.Offset, fmt.Sprintf("division by zero in %q", e.String())}
			}
			x.scale(new(big.Rat).Inv(y.c))
		}
		return x, nil
	}
	panic(fmt.Sprintf("lang: unexpected expression %T", e))
}

// constraint returns the integer constraint l >= 0 (l > 0 when strict) or
// l == 0.
func (l *lin) constraint(strict bool, op ConstraintOp) Constraint {
	den := new(big.Int).Set(l.c.Denom())
	for _, k := range l.coef {
		den = lcm(den, k.Denom())
	}
	integral := func(r *big.Rat) *big.Int {
		n := new(big.Int).Quo(den, r.Denom())
		return n.Mul(n, r.Num())
	}
	c := Constraint{Coeffs: make(map[string]*big.Int, len(l.coef)), Const: integral(l.c), Op: op}
	for v, k := range l.coef {
		c.Coeffs[v] = integral(k)
	}
	if strict {
		c.Const.Sub(c.Const, big.NewInt(1))
	}
	c.normalize()
	return c
}

func lcm(a, b *big.Int) *big.Int {
	g := new(big.Int).GCD(nil, nil, a, b)
	r := new(big.Int).Quo(a, g)
	return r.Mul(r, b)
}

// normalize divides c by the gcd of its coefficients, rounding the constant
// of an inequality down, and makes an equality's first coefficient
// positive.
func (c *Constraint) normalize() {
	g := new(big.Int)
	for _, k := range c.Coeffs {
		g.GCD(nil, nil, g, k)
	}
	if g.Sign() == 0 {
		return // no variables
	}
	if c.Op == EqZero {
		g.GCD(nil, nil, g, c.Const)
		c.Const.Quo(c.Const, g)
	} else {
		c.Const.Div(c.Const, g) // Euclidean division by g > 0 rounds down
	}
	for _, k := range c.Coeffs {
		k.Quo(k, g)
	}
	if c.Op == EqZero {
		if first := c.vars()[0]; c.Coeffs[first].Sign() < 0 {
			for _, k := range c.Coeffs {
				k.Neg(k)
			}
			c.Const.Neg(c.Const)
		}
	}
}

// vars returns the variables of c in sorted order.
func (c Constraint) vars() []string {
	vs := make([]string, 0, len(c.Coeffs))
	for v := range c.Coeffs {
		vs = append(vs, v)
	}
	slices.Sort(vs)
	return vs
}

// String prints c in the assertion language, variables in sorted order
// and the constant last: "c - 10*c1 - 1 >= 0". Parse of it gives back c.
func (c Constraint) String() string {
	var b strings.Builder
	for _, v := range c.vars() {
		k := c.Coeffs[v]
		writeTerm(&b, k, func(b *strings.Builder, a *big.Int) {
			if a.Cmp(big.NewInt(1)) != 0 {
				b.WriteString(a.String() + "*")
			}
			b.WriteString(v)
		})
	}
	if c.Const.Sign() != 0 || b.Len() == 0 {
		writeTerm(&b, c.Const, func(b *strings.Builder, a *big.Int) { b.WriteString(a.String()) })
	}
	b.WriteString(" " + c.Op.String() + " 0")
	return b.String()
}

// writeTerm writes the sign of k (as " + ", " - ", "-" or nothing) and
// then |k| with body.
func writeTerm(b *strings.Builder, k *big.Int, body func(*strings.Builder, *big.Int)) {
	switch {
	case b.Len() == 0 && k.Sign() < 0:
		b.WriteString("-")
	case b.Len() > 0 && k.Sign() < 0:
		b.WriteString(" - ")
	case b.Len() > 0:
		b.WriteString(" + ")
	}
	body(b, new(big.Int).Abs(k))
}

// Holds reports whether c holds when every variable v has the value env(v).
func (c Constraint) Holds(env func(name string) int64) bool {
	sum := new(big.Int).Set(c.Const)
	t := new(big.Int)
	for v, k := range c.Coeffs {
		sum.Add(sum, t.Mul(k, big.NewInt(env(v))))
	}
	if c.Op == EqZero {
		return sum.Sign() == 0
	}
	return sum.Sign() >= 0
}
