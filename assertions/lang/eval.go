package lang

import (
	"fmt"
	"math/big"
)

// Eval reports whether f holds when every variable v has the value env(v).
// Arithmetic is exact (rational, arbitrary size). The caller decides what
// env returns for a name it does not know (the ts interpreter: 0).
func (f *Formula) Eval(env func(name string) int64) bool {
	for _, a := range f.Atoms {
		if !a.Eval(env) {
			return false
		}
	}
	return true
}

// Eval reports whether a holds when every variable v has the value env(v).
func (a *Atom) Eval(env func(name string) int64) bool {
	c := eval(a.X, env).Cmp(eval(a.Y, env))
	switch a.Op {
	case LE:
		return c <= 0
	case LT:
		return c < 0
	case GE:
		return c >= 0
	case GT:
		return c > 0
	}
	return c == 0
}

func eval(e Expr, env func(string) int64) *big.Rat {
	switch e := e.(type) {
	case *Var:
		return new(big.Rat).SetInt64(env(e.Name))
	case *Num:
		return new(big.Rat).SetInt(e.Value)
	case *Neg:
		r := eval(e.X, env)
		return r.Neg(r)
	case *Abs:
		r := eval(e.X, env)
		return r.Abs(r)
	case *Binary:
		x, y := eval(e.X, env), eval(e.Y, env)
		switch e.Op {
		case Add:
			return x.Add(x, y)
		case Sub:
			return x.Sub(x, y)
		case Mul:
			return x.Mul(x, y)
		}
		return x.Quo(x, y) // y != 0 in every formula from Parse
	}
	panic(fmt.Sprintf("lang: unexpected expression %T", e))
}
