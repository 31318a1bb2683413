package poly

import (
	"fmt"
	"math/rand"
	"testing"
)

// The shortcuts of state_def.go against the general path (Env.Plain) on
// random programs run as ss runs them: every operation inside a recorded
// step, steps ended at random (StepRelation, then Project to a few live
// variables, then a new BeginStep). Both runs must give the same states in
// the same order, with equal contexts, feasibility, optimisation results,
// and step relations and premise conditions equal on the step's context
// (where they are used: outside the types' ranges they may differ, see
// the file comment of state_def.go).

// genDefProg extends genProg with assignments to wider variables, which
// the types of their operands keep from wrapping (kind 9: w = a + b in
// i16, nsw when k = 1; kind 10: o = 4·a − b + k in i64), nsw sums (kind
// 12: v = a + b in i8, nsw) and step boundaries (kind 11).
func genDefProg(r *rand.Rand) []rop {
	prog := genProg(r)
	var out []rop
	for _, o := range prog {
		switch r.Intn(5) {
		case 0:
			out = append(out, rop{kind: 9, dst: []string{"w1", "w2"}[r.Intn(2)], a: o.a, b: o.b, k: int64(r.Intn(2))})
		case 3:
			out = append(out, rop{kind: 12, dst: "v2", a: o.a, b: o.b})
		case 1:
			out = append(out, rop{kind: 10, dst: "o", a: o.a, b: o.b, k: int64(r.Intn(9) - 4)})
		case 2:
			out = append(out, rop{kind: 11})
		}
		out = append(out, o)
	}
	return out
}

type defRun struct {
	env    *Env
	states []*State
	// rels are the step relations and premise conditions recorded at
	// each step end, with the context each step started from.
	rels []defStep
}

type defStep struct {
	r        *Map
	pre, ctx *Set
	atoms    bool
}

func (d *defRun) free() {
	freeStates(d.states)
	for _, s := range d.rels {
		s.r.Free()
		s.pre.Free()
		s.ctx.Free()
	}
}

// endStep records the step relation of every state, projects the states
// on live and starts the next step.
func (d *defRun) endStep(t *testing.T, live []string) {
	for _, st := range d.states {
		ctx := st.rel.ctx.Copy()
		r, pre, atoms, err := st.StepRelation(st.Vars())
		if err != nil {
			ctx.Free()
			t.Fatalf("StepRelation: %v", err)
		}
		d.rels = append(d.rels, defStep{r, pre, ctx, atoms})
		st.Project(live, false)
		st.BeginStep()
	}
}

func runDefProg(t *testing.T, env *Env, prog []rop, alo, blo, size int64, dropped *[]*State) *defRun {
	env.Dropped = func(s *State) { *dropped = append(*dropped, s) }
	s := env.NewState()
	s.Declare("a", I8)
	s.Declare("b", I8)
	s.Assume(GE(Var("a"), Int(alo)), LE(Var("a"), Int(alo+size-1)),
		GE(Var("b"), Int(blo)), LE(Var("b"), Int(blo+size-1)))
	s.BeginStep()
	d := &defRun{env: env, states: []*State{s}}
	defined := map[string]bool{"a": true, "b": true}
	for _, o := range prog {
		if o.kind == 11 {
			var live []string
			for v := range defined {
				live = append(live, v)
			}
			d.endStep(t, live)
			continue
		}
		var next []*State
		for _, st := range d.states {
			switch o.kind {
			case 9:
				f := Flags(0)
				if o.k == 1 {
					f = NSW
				}
				next = append(next, st.Assign(o.dst, I16, Var(o.a).Add(Var(o.b)), f)...)
			case 12:
				next = append(next, st.Assign(o.dst, I8, Var(o.a).Add(Var(o.b)), NSW)...)
			case 10:
				next = append(next, st.Assign(o.dst, I64, Term(4, o.a).Sub(Var(o.b)).AddConst(o.k), 0)...)
			default:
				next = append(next, runOp(st, o)...)
			}
		}
		if o.dst != "" {
			defined[o.dst] = true
		}
		d.states = next
	}
	d.endStep(t, []string{"a", "b", "v1", "w1", "o"})
	return d
}

// runOp is one operation of runSymbolic.
func runOp(st *State, o rop) []*State {
	switch o.kind {
	case 0:
		return st.Assign(o.dst, I8, Var(o.a).Add(Var(o.b)), 0)
	case 1:
		return st.Assign(o.dst, I8, Var(o.a).Sub(Var(o.b)), 0)
	case 2:
		return st.Assign(o.dst, I8, Term(o.k, o.a), 0)
	case 3:
		st.AssignExpr(o.dst, I8, Bin(EAnd, X(o.a), K(8, o.k), 0))
	case 4:
		yes, no := st.Branch(LT(Var(o.a), Var(o.b)), "t")
		return append(yes, no...)
	case 5:
		st.Assume(LT(Var(o.a), Var(o.b)))
	case 6:
		st.Assume(GE(Var(o.a), Int(o.k)))
	case 7:
		st.AssumeCond(Cmp(CNe, Bin(EAnd, X(o.a), K(8, o.k), 0), K(8, 0)))
	case 8:
		st.AssumeCond(Cmp(CULT, X(o.a), X(o.b)))
	}
	return []*State{st}
}

func TestStateDefsAgainstPlain(t *testing.T) {
	programs := 150
	if testing.Short() {
		programs = 40
	}
	c := newCtx(t)
	r := rand.New(rand.NewSource(5))
	const size = 4
	shortcuts := 0
	for p := 0; p < programs; p++ {
		prog := genDefProg(r)
		split := []int{1, 3, 8}[r.Intn(3)]
		alo := int64(r.Intn(256-size) - 128)
		blo := int64(r.Intn(256-size) - 128)
		if r.Intn(2) == 0 { // sums straddle a wrap point
			alo, blo = 124, []int64{0, -128}[r.Intn(2)]
		}
		var droppedF, droppedP []*State
		fast, plain := NewEnv(c), NewEnv(c)
		fast.SplitMax, plain.SplitMax = split, split
		plain.Plain = true
		df := runDefProg(t, fast, prog, alo, blo, size, &droppedF)
		dp := runDefProg(t, plain, prog, alo, blo, size, &droppedP)
		where := fmt.Sprintf("prog %d %+v (a from %d, b from %d, split %d)", p, prog, alo, blo, split)
		compareDefRuns(t, where, df, dp)
		if len(droppedF) != len(droppedP) {
			t.Errorf("%s: %d states dropped, plain %d", where, len(droppedF), len(droppedP))
		}
		freeStates(droppedF)
		freeStates(droppedP)
		if fast.states != plain.states {
			t.Errorf("%s: %d states counted, plain %d", where, fast.states, plain.states)
		}
		if fast.affIDs < plain.affIDs {
			shortcuts++
		}
		df.free()
		dp.free()
	}
	// The shortcuts must have been taken (fewer affine parts built).
	if shortcuts < programs/2 {
		t.Errorf("the shortcuts spared isl work in %d programs of %d only", shortcuts, programs)
	}
}

func compareDefRuns(t *testing.T, where string, df, dp *defRun) {
	t.Helper()
	if len(df.states) != len(dp.states) || len(df.rels) != len(dp.rels) {
		t.Fatalf("%s: %d states and %d steps, plain %d and %d", where, len(df.states), len(df.rels), len(dp.states), len(dp.rels))
	}
	for i, sf := range df.states {
		sp := dp.states[i]
		if sf.Feasible() != sp.Feasible() {
			t.Errorf("%s: state %d feasible %v, plain %v", where, i, sf.Feasible(), sp.Feasible())
		}
		cf, cp := sf.Context(), sp.Context()
		if !cf.IsEqual(cp) {
			t.Errorf("%s: state %d context\n %s\nplain\n %s", where, i, cf, cp)
		}
		cf.Free()
		cp.Free()
		for _, v := range sf.Vars() {
			for _, max := range []bool{false, true} {
				var a, b OptKind
				var x, y fmt.Stringer
				if max {
					xv, k1 := sf.Max(Var(v))
					yv, k2 := sp.Max(Var(v))
					x, y, a, b = xv, yv, k1, k2
				} else {
					xv, k1 := sf.Min(Var(v))
					yv, k2 := sp.Min(Var(v))
					x, y, a, b = xv, yv, k1, k2
				}
				if a != b || fmt.Sprint(x) != fmt.Sprint(y) {
					t.Errorf("%s: state %d: %s max=%v: %v %v, plain %v %v", where, i, v, max, x, a, y, b)
				}
			}
		}
		if sf.Lossy() != sp.Lossy() || fmt.Sprint(sf.Assumptions()) != fmt.Sprint(sp.Assumptions()) {
			t.Errorf("%s: state %d: lossy %d assumptions %v, plain %d %v", where, i, sf.Lossy(), sf.Assumptions(), sp.Lossy(), sp.Assumptions())
		}
	}
	for i, f := range df.rels {
		p := dp.rels[i]
		if !f.ctx.IsEqual(p.ctx) || f.atoms != p.atoms {
			t.Errorf("%s: step %d: context %s atoms %v, plain %s %v", where, i, f.ctx, f.atoms, p.ctx, p.atoms)
			continue
		}
		rf, rp := f.r.IntersectDomain(f.ctx), p.r.IntersectDomain(p.ctx)
		if !rf.IsEqual(rp) {
			t.Errorf("%s: step %d: relation on the context\n %s\nplain\n %s", where, i, rf, rp)
		}
		rf.Free()
		rp.Free()
		pf, pp := f.pre.Intersect(f.ctx), p.pre.Intersect(p.ctx)
		if !pf.IsEqual(pp) {
			t.Errorf("%s: step %d: premises on the context\n %s\nplain\n %s", where, i, pf, pp)
		}
		pf.Free()
		pp.Free()
	}
}
