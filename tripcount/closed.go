package tripcount

import (
	"fmt"
	"math/big"

	"wcet/ts"
	"wcet/ts/interp"
)

// closedSteps caps the interpreter's run of closedLoop.
const closedSteps = 1_000_000

// closedLoop bounds a loop in a closed loop nest: one whose control is a
// function of constants alone. Every test of the outermost loop S around
// it reads values computed inside S by expressions (nothing loaded,
// returned by a call or unknown) from one constant each outside S, and
// no call in S may end the run. S then runs the same iterations on every
// entry, so one run of the function by the interpreter (with zero
// parameters; the path to S does not matter) counts the loop's body
// executions per entry, the most over its entries: ScalarEvolution's
// exhaustive evaluation of loops over constants (lms's random-number
// loops). No bound when the run does not enter the loop, fails, or the
// nest is not closed.
func (F *fn) closedLoop(L *ts.Loop) (int64, string, bool) {
	f := F.f
	if f.CallsItself() {
		return 0, "", false // the run's steps of f interleave activations
	}
	// S, the outermost loop around L: its whole run must be a function of
	// constants, so that every entry of L sees the iterations the run saw.
	S := L
	for S.Parent != nil {
		S = S.Parent
	}
	// The slice: the variables the tests of S read, and those their
	// values are computed from. A value computed in another loop nest
	// (lms: the seed the first loop leaves) makes that nest part of the
	// slice too: its tests join it.
	var work []*ts.Var
	nests := map[*ts.Loop]bool{}
	addNest := func(N *ts.Loop) bool {
		nests[N] = true
		for _, l := range N.Locs {
			for _, t := range l.Out {
				if F.mayEnd(t) {
					return false // a call that may end the run
				}
				for _, op := range t.Ops {
					if _, ok := op.(*ts.Assume); ok {
						work = append(work, ts.Uses(op)...)
					}
				}
			}
		}
		return true
	}
	if !addNest(S) {
		return 0, "", false
	}
	seen := map[*ts.Var]bool{}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		if seen[v] {
			continue
		}
		seen[v] = true
		if v.Param >= 0 {
			return 0, "", false
		}
		ds := F.defs[v]
		if len(ds) == 0 {
			return 0, "", false
		}
		var outside []def
		for _, d := range ds {
			if d.E == nil {
				return 0, "", false // loaded, called or unknown
			}
			N := d.t.From.Loop
			for N != nil && N.Parent != nil {
				N = N.Parent
			}
			if N == nil {
				outside = append(outside, d)
				continue
			}
			if !nests[N] && !addNest(N) {
				return 0, "", false
			}
			work = append(work, ts.ExprVars(d.E)...)
		}
		// Outside every loop: one assignment (its value is its
		// operands'), or one and the same constant on every path.
		switch {
		case len(outside) == 1:
			work = append(work, ts.ExprVars(outside[0].E)...)
		case len(outside) > 1:
			for _, d := range outside {
				if !isConst(d.E) || !sameConst(outside[0].E, d.E) {
					return 0, "", false
				}
			}
		}
	}
	for _, v := range f.Params {
		if v.Type.Kind != ts.Int {
			return 0, "", false
		}
	}
	rc := interp.Config{Entry: f.Name, Args: map[string]interp.ArgVal{}, MaxSteps: closedSteps, RecordPath: true,
		Choose: chooseLow}
	for _, v := range f.Params {
		rc.Args[v.Name] = interp.ArgVal{Scalar: new(big.Int)}
	}
	if !F.ran {
		F.ran = true
		F.run, _ = interp.Run(F.a.p, rc)
	}
	res := F.run
	if res == nil {
		return 0, "", false
	}
	n, cur, entered := int64(0), int64(0), false
	for st := range res.Path.All() {
		if st.Func != f.Name {
			continue
		}
		t := f.Trans[st.Trans]
		switch {
		case t.To == L.Header && !L.Contains(t.From):
			entered, cur = true, 0
		case t == L.Back:
			cur++
		case L.Contains(t.From) && !L.Contains(t.To) && L.BodyExit(t):
			cur++
		}
		n = max(n, cur)
	}
	if !entered || n > MaxBound {
		return 0, "", false
	}
	return n, fmt.Sprintf("a closed loop nest over constants: one run of %s counts at most %d body executions per entry", f.Name, n), true
}

// chooseLow is the closed run's nondet value: the lowest allowed (the loop
// nest reads none; the rest of the function may, a volatile read with no
// range among them).
func chooseLow(lo, hi *big.Int, bits int) *big.Int {
	switch {
	case lo != nil:
		return new(big.Int).Set(lo)
	case hi != nil && hi.Sign() < 0:
		return new(big.Int).Set(hi)
	}
	return new(big.Int)
}

// isConst reports whether e is an integer or float constant.
func isConst(e ts.Expr) bool {
	switch e.(type) {
	case *ts.Const, *ts.FConst:
		return true
	}
	return false
}

// sameConst reports whether two constants are the same value of the same
// type.
func sameConst(a, b ts.Expr) bool {
	switch x := a.(type) {
	case *ts.Const:
		y, ok := b.(*ts.Const)
		return ok && x.T == y.T && x.V.Cmp(y.V) == 0
	case *ts.FConst:
		y, ok := b.(*ts.FConst)
		return ok && x.T == y.T && x.V == y.V
	}
	return false
}
