package interp

import (
	"fmt"
	"math/big"

	"wcet/ts"
)

// Poison in the concrete interpreter.
//
// In LLVM, overflow on nsw/nuw, a shift by the width or more, a violated
// `exact`, abs of the minimum value with the poison flag, ctlz/cttz of zero
// with is-zero-poison, and fptosi/fptoui out of range give POISON, which is
// undefined behaviour only when it is used in certain ways; at -O2 LLVM
// computes such operations speculatively and discards the result with a
// select. So the interpreter carries poison as a property of values:
//
//   - an operation that makes poison yields the wrapped (or some garbage)
//     bit pattern and marks the expression being evaluated poisoned
//     (iframe.taint, which keeps the first cause);
//   - reading a poisoned variable marks the expression poisoned, so poison
//     propagates through arithmetic, casts, comparisons and selects; a
//     select evaluates only its chosen arm, so it takes the poison of that
//     arm (and of its condition, as in LLVM);
//   - an Assign (a parallel one too: the phi copies, and freeze, which the
//     frontend maps to a copy) marks its destination poisoned or not
//     (iframe.pois, iframe.npois counts the poisoned variables);
//   - every other use of a poisoned value is reported as undefined
//     behaviour at the op that uses it, naming the operation that made the
//     poison: a branch or assume condition, an address (load, store,
//     alloca count, stack restore), a divisor, the value stored to memory
//     (a simplification: LLVM allows storing poison and makes the loaded
//     value poison), arguments of calls (clang marks them noundef) and of
//     library and external functions, returned values (noundef too, and
//     the entry's return value is printed), cost amounts and nondet
//     bounds.
//
// Poison never crosses a call, so only the variables that an Assign may
// make poisoned (poisonVars, at compile time) are tracked, and a function
// without any runs as before. The constants undef and poison (ts.Undef)
// still read as zero, as lli does.

// poisonSrc is the operation that made a poison value.
type poisonSrc struct {
	pos ts.Pos
	msg string
}

// poison records that the expression being evaluated is poison because of
// the operation at pos (the first cause is kept).
func (f *iframe) poison(pos ts.Pos, format string, args ...any) {
	if f.taint == nil {
		f.taint = &poisonSrc{pos: pos, msg: fmt.Sprintf(format, args...)}
	}
}

// taintReg marks the expression poisoned when variable i is.
func (f *iframe) taintReg(i int) {
	if p := f.pois[i]; p != nil && f.taint == nil {
		f.taint = p
	}
}

// setPois sets the poison of variable i.
func (f *iframe) setPois(i int, p *poisonSrc) {
	old := f.pois[i]
	switch {
	case old == nil && p != nil:
		f.npois++
	case old != nil && p == nil:
		f.npois--
	}
	f.pois[i] = p
}

// clearPois marks the variables ids not poisoned (they are written by an op
// that never makes poison).
func (f *iframe) clearPois(ids []int) {
	if f.npois == 0 {
		return
	}
	for _, i := range ids {
		f.setPois(i, nil)
	}
}

// poisonUse reports the use of the poison in f.taint as undefined
// behaviour.
func (f *iframe) poisonUse(pos ts.Pos, what string) {
	p := f.taint
	f.taint = nil
	if f.m.err == nil {
		f.m.setErr(&Error{Pos: pos, Origin: p.pos, Msg: fmt.Sprintf("%s is poison, which is undefined behaviour; the poison comes from %s: %s", what, p.pos, p.msg)})
		return
	}
	f.fail(pos, "%s is poison, which is undefined behaviour; the poison comes from %s: %s", what, p.pos, p.msg)
}

// guard returns x checked as a use: poison in it is undefined behaviour.
// It may be nested in an expression: the poison of what was evaluated
// before it is kept aside.
func guard(x cexpr, pos ts.Pos, what string) cexpr {
	if x.w != nil {
		xw := x.w
		return wide(x.t, func(f *iframe) *big.Int {
			s := f.taint
			f.taint = nil
			v := xw(f)
			if f.taint != nil {
				f.poisonUse(pos, what)
			}
			f.taint = s
			return v
		})
	}
	xn := x.n
	return narrow(x.t, func(f *iframe) uint64 {
		s := f.taint
		f.taint = nil
		v := xn(f)
		if f.taint != nil {
			f.poisonUse(pos, what)
		}
		f.taint = s
		return v
	})
}

// guardOp is guard for an operand of an op, evaluated when no poison is
// pending (iframe.taint is nil between ops).
func guardOp(x cexpr, pos ts.Pos, what string) cexpr {
	if x.w != nil {
		return guard(x, pos, what)
	}
	if x.pv > 0 { // a variable: check its own poison
		i := x.pv - 1
		return narrow(x.t, func(f *iframe) uint64 {
			if f.npois != 0 {
				if p := f.pois[i]; p != nil {
					f.taint = p
					f.poisonUse(pos, what)
				}
			}
			return f.regs[i]
		})
	}
	xn := x.n
	return narrow(x.t, func(f *iframe) uint64 {
		v := xn(f)
		if f.taint != nil {
			f.poisonUse(pos, what)
		}
		return v
	})
}

// useExpr compiles e as a use (see guard).
func (c *icomp) useExpr(e ts.Expr, pos ts.Pos, what string) (cexpr, error) {
	x, err := c.expr(e, pos)
	if err != nil || !c.mayPoison(e) {
		return x, err
	}
	return guardOp(x, pos, what), nil
}

// poisonVars returns the variables of f that an Assign may make poisoned.
func poisonVars(f *ts.Func) map[*ts.Var]bool {
	pv := map[*ts.Var]bool{}
	c := &icomp{pv: pv}
	for changed := true; changed; {
		changed = false
		for _, t := range f.Trans {
			if t == nil {
				continue
			}
			for _, op := range t.Ops {
				a, ok := op.(*ts.Assign)
				if !ok || a == nil || a.Dst == nil || pv[a.Dst] {
					continue
				}
				if c.mayPoison(a.E) {
					pv[a.Dst] = true
					changed = true
				}
			}
		}
	}
	return pv
}

// mayPoison reports whether e may evaluate to poison.
func (c *icomp) mayPoison(e ts.Expr) bool {
	switch e := e.(type) {
	case *ts.Ref:
		return e != nil && c.pv[e.V]
	case *ts.PtrAdd:
		return e != nil && (c.mayPoison(e.Base) || c.mayPoison(e.Off))
	case *ts.Bin:
		if e == nil {
			return false
		}
		if e.NSW || e.NUW || e.Exact {
			return true
		}
		switch e.Op {
		case "shl", "lshr", "ashr":
			k, ok := e.Y.(*ts.Const)
			if !ok || k == nil || k.V == nil || k.V.Sign() < 0 || !k.V.IsInt64() || k.V.Int64() >= int64(e.T.Bits) {
				return true
			}
		}
		return c.mayPoison(e.X) || c.mayPoison(e.Y)
	case *ts.Un:
		return e != nil && (e.Poison || c.mayPoison(e.X))
	case *ts.Cmp:
		return e != nil && (c.mayPoison(e.X) || c.mayPoison(e.Y))
	case *ts.Cast:
		return e != nil && (e.Op == "fptosi" || e.Op == "fptoui" || c.mayPoison(e.X))
	case *ts.Select:
		return e != nil && (c.mayPoison(e.C) || c.mayPoison(e.X) || c.mayPoison(e.Y))
	case *ts.Intrin:
		if e == nil {
			return false
		}
		if (e.Name == "ctlz" || e.Name == "cttz") && len(e.Args) > 1 {
			if k, ok := e.Args[1].(*ts.Const); !ok || k == nil || k.V == nil || k.V.Sign() != 0 {
				return true
			}
		}
		for _, a := range e.Args {
			if c.mayPoison(a) {
				return true
			}
		}
	}
	return false
}

// opDsts returns the variables an op other than Assign writes.
func opDsts(op ts.Op) []*ts.Var {
	switch o := op.(type) {
	case *ts.Havoc:
		return []*ts.Var{o.Dst}
	case *ts.Alloca:
		return []*ts.Var{o.Dst}
	case *ts.Load:
		return []*ts.Var{o.Dst}
	case *ts.StackSave:
		return []*ts.Var{o.Dst}
	case *ts.Lib:
		return o.Dsts
	case *ts.Call:
		return o.Dsts
	}
	return nil
}
