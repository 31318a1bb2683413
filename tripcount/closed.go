package tripcount

import (
	"fmt"
	"math/big"

	"wcet/ts"
	"wcet/ts/interp"
)

// closedSteps caps the interpreter's run of closedLoop.
const closedSteps = 1_000_000

// closedLoop bounds a closed loop: one whose every iteration is a
// function of constants alone. Its transitions assign, assume, count,
// price and store (nothing it reads comes from memory, a call or an
// input), and every variable it reads is defined inside it or, outside
// it, only by assignments of one and the same constant. Such a loop runs
// the same iterations on every entry, so one run of its function by the
// interpreter (with zero parameters; the path to the loop does not
// matter) counts them: ScalarEvolution's exhaustive evaluation of loops
// over constants (lms's random-number loop, which exits after its first
// iteration). No bound when the run does not enter the loop, fails, or
// the loop is not closed.
func (F *fn) closedLoop(L *ts.Loop) (int64, string, bool) {
	f := F.f
	in := func(t *ts.Trans) bool { return L.Contains(t.From) }
	var reads []*ts.Var
	for _, l := range L.Locs {
		for _, t := range l.Out {
			for _, op := range t.Ops {
				switch op.(type) {
				case *ts.Assign, *ts.Assume:
					reads = append(reads, ts.Uses(op)...)
				case *ts.Cost, *ts.Tick, *ts.Count, *ts.Reset, *ts.Assert, *ts.Store:
					// Prices, counts and stores steer nothing here: the
					// loop loads nothing.
				default:
					return 0, "", false
				}
			}
		}
	}
	for _, v := range reads {
		if v.Param >= 0 {
			return 0, "", false
		}
		ds := F.defs[v]
		if len(ds) == 0 {
			return 0, "", false
		}
		var k ts.Expr
		for _, d := range ds {
			if in(d.t) {
				continue
			}
			if d.E == nil || !isConst(d.E) || k != nil && !sameConst(k, d.E) {
				return 0, "", false
			}
			k = d.E
		}
	}
	for _, v := range f.Params {
		if v.Type.Kind != ts.Int {
			return 0, "", false
		}
	}
	rc := interp.Config{Entry: f.Name, Args: map[string]interp.ArgVal{}, MaxSteps: closedSteps, RecordPath: true,
		Choose: func(lo, hi *big.Int, bits int) *big.Int { return new(big.Int).Set(lo) }}
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
	for _, st := range res.Path {
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
	return n, fmt.Sprintf("a closed loop over constants: one run counts %d body executions per entry", n), true
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
