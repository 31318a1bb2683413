package poly

import (
	"math/big"
	"math/rand"
	"testing"
)

func freeStates(ss []*State) {
	for _, s := range ss {
		s.Free()
	}
}

func sbi(v int64) *big.Int { return big.NewInt(v) }

// one returns the single successor, failing otherwise.
func one(t *testing.T, ss []*State) *State {
	t.Helper()
	if len(ss) != 1 {
		freeStates(ss)
		t.Fatalf("want 1 successor, got %d", len(ss))
	}
	return ss[0]
}

// anyFeasible reports whether some state of ss is feasible.
func anyFeasible(ss []*State) bool {
	for _, s := range ss {
		if s.Feasible() {
			return true
		}
	}
	return false
}

// TestStateWrapLoop: for (unsigned char i = 250; i != 4; i++) runs its body
// exactly 10 times: the exit test i == 4 becomes feasible exactly at the
// 11th test, and the loop condition is infeasible then.
func TestStateWrapLoop(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s = one(t, s.Assign("i", U8, Int(250), 0))
	iters := 0
	for test := 1; ; test++ {
		if test > 20 {
			s.Free()
			t.Fatal("loop not bounded after 20 tests")
		}
		yes, no := s.Branch(EQ(Var("i"), Int(4)), "")
		exit, cont := anyFeasible(yes), anyFeasible(no)
		freeStates(yes)
		if exit {
			freeStates(no)
			if cont {
				t.Errorf("test %d: exit and loop both feasible", test)
			}
			if test != 11 {
				t.Errorf("exit feasible at test %d, want 11", test)
			}
			break
		}
		if !cont {
			t.Fatalf("test %d: neither side feasible", test)
		}
		if len(no) != 1 {
			freeStates(no)
			t.Fatalf("test %d: %d continuing states for a concrete i", test, len(no))
		}
		iters++
		s = one(t, no[0].Assign("i", U8, Var("i").AddConst(1), 0))
		if !s.CountState() {
			s.Free()
			t.Fatalf("iteration %d infeasible", iters)
		}
		if s.Lossy() != 0 {
			t.Errorf("iteration %d: lossy", iters)
		}
		s.Project([]string{"i"}, true)
	}
	if iters != 10 {
		t.Errorf("%d iterations, want 10", iters)
	}
	if st := env.Stats(); st.States != 10 || st.LossyTotal() != 0 {
		t.Errorf("stats %+v, want 10 states, no lossy", st)
	}
}

// TestStateWrapLoopSymbolic: the same loop from an unknown start in
// 250..255 needs a case split at the wrap and stays exact: the most
// iterations is 10 (from 250), the fewest 5 (from 255).
func TestStateWrapLoopSymbolic(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Nondet("i", U8, sbi(250), sbi(255))
	s.Assume(GE(Var("i"), Int(250)))
	live := []*State{s}
	exitAt := map[int]bool{}
	for test := 1; len(live) > 0; test++ {
		if test > 20 {
			freeStates(live)
			t.Fatal("not bounded")
		}
		var next []*State
		for _, st := range live {
			yes, no := st.Branch(EQ(Var("i"), Int(4)), "")
			if anyFeasible(yes) {
				exitAt[test] = true
			}
			freeStates(yes)
			for _, n := range no {
				for _, m := range n.Assign("i", U8, Var("i").AddConst(1), 0) {
					if m.Feasible() && m.Lossy() == 0 {
						next = append(next, m)
					} else {
						if m.Lossy() != 0 {
							t.Error("lossy step")
						}
						m.Free()
					}
				}
			}
		}
		live = next
	}
	for test := 1; test <= 20; test++ {
		want := test >= 6 && test <= 11
		if exitAt[test] != want {
			t.Errorf("exit feasible at test %d: %v, want %v", test, exitAt[test], want)
		}
	}
}

func TestStateNSW(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)

	// nsw: no wrap; a path on which it would wrap is excluded.
	s := env.NewState()
	s.Declare("a", I8)
	s.Declare("b", I8)
	s.Assume(GE(Var("a"), Int(100)), GE(Var("b"), Int(100)))
	s = one(t, s.Assign("x", I8, Var("a").Add(Var("b")), NSW))
	if s.Feasible() {
		t.Error("a+b nsw with a, b ≥ 100 must exclude the path")
	}
	if len(s.Assumptions()) != 1 {
		t.Errorf("assumptions %v, want one", s.Assumptions())
	}
	s.Free()

	// nsw proved by the context: no assumption, exact.
	s = env.NewState()
	s.Declare("a", I8)
	s.Declare("b", I8)
	s.Assume(GE(Var("a"), Int(-10)), LE(Var("a"), Int(10)), GE(Var("b"), Int(0)), LE(Var("b"), Int(5)))
	s = one(t, s.Assign("x", I8, Var("a").Add(Var("b")), NSW))
	if len(s.Assumptions()) != 0 {
		t.Errorf("assumptions %v, want none", s.Assumptions())
	}
	if v, k := s.Max(Var("x")); k != Finite || v.Int64() != 15 {
		t.Errorf("max x = %v %v, want 15", v, k)
	}
	s.Free()

	// Without nsw: the same add wraps, exactly (k = 1 only).
	s = env.NewState()
	s.Declare("a", I8)
	s.Declare("b", I8)
	s.Assume(GE(Var("a"), Int(100)), GE(Var("b"), Int(100)))
	s = one(t, s.Assign("x", I8, Var("a").Add(Var("b")), 0))
	lo, _ := s.Min(Var("x"))
	hi, _ := s.Max(Var("x"))
	if lo.Int64() != -56 || hi.Int64() != -2 || s.Lossy() != 0 {
		t.Errorf("x in %v..%v (lossy %d), want -56..-2 exact", lo, hi, s.Lossy())
	}
	s.Free()

	// nsw on an unsigned view is not this view's flag: still the wrap model.
	s = env.NewState()
	s.Declare("a", U8)
	s.Assume(GE(Var("a"), Int(200)))
	ss := s.Assign("x", U8, Var("a").AddConst(100), NSW)
	if len(ss) != 1 || len(ss[0].Assumptions()) != 0 {
		t.Errorf("nsw on u8: %d successors", len(ss))
	}
	if v, _ := ss[0].Max(Var("x")); v.Int64() != 99 {
		t.Errorf("max x = %v, want 99", v)
	}
	freeStates(ss)

	// nsw on operands held in the unsigned view: the flag speaks about the
	// signed values, not e = a + b of the views, so it is not used.
	s = env.NewState()
	s.Declare("a", U8)
	s.Assume(EQ(Var("a"), Int(200))) // −56 as i8
	ss = s.Assign("x", I8, Var("a").AddConst(1), NSW)
	if len(ss) != 1 || !ss[0].Feasible() || len(ss[0].Assumptions()) != 0 {
		t.Errorf("add nsw of −56 and 1 excluded or assumed")
	}
	if v, _ := ss[0].Max(Var("x")); v == nil || v.Int64() != -55 {
		t.Errorf("x = %v, want −55", v)
	}
	freeStates(ss)

	// The same when the unsigned operand is a known constant (held
	// outside the polyhedron): its value is the unsigned view's, so the
	// flag is not used (it was, once the constant was substituted: the
	// path of 2 - 72 = 4294967226 as u32, added nsw into an i32, was
	// excluded, and enum bounded a generated program below its worst run).
	s = env.NewState()
	s = one(t, s.Assign("a", U8, Int(200), 0))
	ss = s.Assign("x", I8, Var("a").AddConst(1), NSW)
	if len(ss) != 1 || !ss[0].Feasible() || len(ss[0].Assumptions()) != 0 {
		t.Errorf("add nsw of the constant u8 200 and 1 excluded or assumed")
	}
	if v, _ := ss[0].Max(Var("x")); v == nil || v.Int64() != -55 {
		t.Errorf("x = %v, want −55", v)
	}
	freeStates(ss)
	s = env.NewState()
	s = one(t, s.Assign("a", U8, Int(200), 0))
	s.Declare("b", I8)
	s.Assume(GE(Var("b"), Int(0)), LE(Var("b"), Int(10)))
	ss = s.Assign("x", I8, Var("a").Add(Var("b")), NSW)
	if len(ss) != 1 || !ss[0].Feasible() || len(ss[0].Assumptions()) != 0 {
		t.Errorf("add nsw of the constant u8 200 and an i8 in 0..10 excluded or assumed")
	} else if lo, _ := ss[0].Min(Var("x")); lo == nil || lo.Int64() != -56 {
		t.Errorf("min x = %v, want −56", lo)
	}
	freeStates(ss)

	// A view conversion (bitcast i8 → u8) is an exact two-way split.
	s = env.NewState()
	s.Declare("a", I8)
	ss = s.Assign("u", U8, Var("a"), 0)
	if len(ss) != 2 {
		t.Errorf("i8 → u8: %d successors, want 2", len(ss))
	}
	for _, st := range ss {
		for _, a := range []int64{-128, -1, 0, 127} {
			f := st.Clone()
			f.Assume(EQ(Var("a"), Int(a)))
			if f.Feasible() {
				if v, _ := f.Max(Var("u")); v.Int64() != (a+256)%256 {
					t.Errorf("a = %d: u = %v", a, v)
				}
			}
			f.Free()
		}
		if st.Lossy() != 0 {
			t.Error("lossy view conversion")
		}
	}
	freeStates(ss)
}

// TestStateU8AddBruteForce: x = a + b on u8 without flags is exact across
// the wrap, checked for every a, b against (a+b) mod 256 under a few
// constraints on x.
func TestStateU8AddBruteForce(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	cons := []struct {
		name string
		c    Constraint
		ok   func(a, b, x int64) bool
	}{
		{"x<=10", LE(Var("x"), Int(10)), func(a, b, x int64) bool { return x <= 10 }},
		{"x>=250", GE(Var("x"), Int(250)), func(a, b, x int64) bool { return x >= 250 }},
		{"2x>=a+3", GE(Term(2, "x"), Var("a").AddConst(3)), func(a, b, x int64) bool { return 2*x >= a+3 }},
	}
	for _, k := range cons {
		s := env.NewState()
		s.Declare("a", U8)
		s.Declare("b", U8)
		succ := s.Assign("x", U8, Var("a").Add(Var("b")), 0)
		if len(succ) != 2 {
			t.Errorf("%d successors, want 2 (k = 0, 1)", len(succ))
		}
		var parts []*Set
		for _, st := range succ {
			if st.Lossy() != 0 {
				t.Error("lossy")
			}
			st.Assume(k.c)
			parts = append(parts, st.Context())
		}
		freeStates(succ)
		u := c.UnionAll([]string{"a", "b", "x"}, parts...)
		for _, p := range parts {
			p.Free()
		}
		// Functional: no (a, b) has two values of x.
		u2 := u.Rename(map[string]string{"x": "x2"})
		inter := u.Intersect(u2)
		both := inter.Constrain(GE(Var("x2"), Var("x").AddConst(1)))
		if !both.IsEmpty() {
			t.Errorf("%s: x not a function of a, b: %s", k.name, both)
		}
		both.Free()
		inter.Free()
		u2.Free()
		bad := 0
		for a := int64(0); a < 256; a++ {
			for b := int64(0); b < 256; b++ {
				x := (a + b) % 256
				if u.Contains(pt("a", int(a), "b", int(b), "x", int(x))) != k.ok(a, b, x) {
					bad++
				}
			}
		}
		if bad > 0 {
			t.Errorf("%s: %d of 65536 inputs disagree with brute force", k.name, bad)
		}
		u.Free()
	}
}

func TestStateNonAffine(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("x", U8)
	s.Declare("y", U8)
	s.Assume(LE(Var("x"), Int(10)), LE(Var("y"), Int(10)))
	s.AssumeCond(Cmp(CEq, Bin(EMul, X("x"), X("y"), 0), K(8, 12)))
	if !s.Feasible() {
		t.Fatal("x*y == 12 infeasible")
	}
	m, ok := s.Model()
	if !ok {
		t.Fatal("no model")
	}
	x, y := m.Vars["x"].Int64(), m.Vars["y"].Int64()
	if x*y != 12 || x > 10 || y > 10 || x < 0 || y < 0 {
		t.Errorf("model x=%d y=%d", x, y)
	}
	if len(m.Inputs) != 2 || m.Inputs[0].Var != "x" || m.Inputs[0].Value.Int64() != x {
		t.Errorf("inputs %+v", m.Inputs)
	}
	s.Free()

	s = env.NewState()
	s.Declare("x", U8)
	s.Declare("y", U8)
	s.Assume(GE(Var("x"), Int(2)), LE(Var("x"), Int(10)), GE(Var("y"), Int(2)), LE(Var("y"), Int(10)))
	s.AssumeCond(Cmp(CEq, Bin(EMul, X("x"), X("y"), 0), K(8, 13)))
	if s.Feasible() {
		t.Error("x*y == 13 with x, y in 2..10 feasible")
	}
	if _, ok := s.Model(); ok {
		t.Error("model of an infeasible state")
	}
	s.Free()

	// A product assigned, then bounded affinely: p = x*y (i16 after zext).
	s = env.NewState()
	s.Declare("x", U8)
	s.Declare("y", U8)
	s.AssignExpr("p", U16, Bin(EMul, Cast(EZExt, X("x"), 16), Cast(EZExt, X("y"), 16), NUW))
	s.Assume(GE(Var("p"), Int(65000)))
	if !s.Feasible() {
		t.Error("255*255 = 65025 ≥ 65000 infeasible")
	}
	m, _ = s.Model()
	if m.Vars["x"].Int64()*m.Vars["y"].Int64() != m.Vars["p"].Int64() {
		t.Errorf("model %v", m.Vars)
	}
	s.Assume(GE(Var("p"), Int(65026)))
	if s.Feasible() {
		t.Error("p ≥ 65026 feasible")
	}
	s.Free()

	// Projection keeps the symbols the atoms read: x*y == 13 stays
	// infeasible after x and y are dead.
	s = env.NewState()
	s.Declare("x", U8)
	s.Declare("y", U8)
	s.Assume(GE(Var("x"), Int(2)), LE(Var("x"), Int(10)), GE(Var("y"), Int(2)), LE(Var("y"), Int(10)))
	s.AssignExpr("p", U8, Bin(EMul, X("x"), X("y"), 0))
	s.Project([]string{"p"}, true)
	if len(s.Vars()) != 1 {
		t.Errorf("vars %v", s.Vars())
	}
	yes, no := s.BranchCond(Cmp(CEq, X("p"), K(8, 13)))
	if yes.Feasible() || !no.Feasible() {
		t.Errorf("after projection: p = 13 feasible %v, p ≠ 13 feasible %v", yes.Feasible(), no.Feasible())
	}
	yes.Free()
	no.Free()

	// udiv by a variable excludes division by zero.
	s = env.NewState()
	s.Declare("x", U8)
	s.Declare("y", U8)
	s.Assume(LE(Var("y"), Int(0)))
	s.AssignExpr("q", U8, Bin(EUDiv, X("x"), X("y"), 0))
	if s.Feasible() {
		t.Error("x udiv 0 not excluded")
	}
	s.Free()
}

// TestStateProject: every concrete point of the state before projection
// maps to a point after it, and (no atoms) every point after comes from one
// before.
func TestStateProject(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("x", U8)
	s.Declare("y", U8)
	s.Assume(LE(Var("x"), Int(40)), LE(Var("y"), Int(150)), GE(Var("y"), Int(100)))
	succ := s.Assign("z", U8, Var("x").Add(Term(2, "y")), 0) // wraps: k ∈ {0, 1}
	var after []*Set
	type point struct{ w, y int64 }
	want := map[point]bool{}
	for _, st := range succ {
		for _, s2 := range st.Assign("w", U8, Var("z").Sub(Var("y")), 0) {
			before := s2.Affine()
			sym := func(v string) string { x, _ := s2.Symbol(v); return x }
			for x := int64(0); x <= 40; x++ {
				for y := int64(100); y <= 150; y++ {
					z := (x + 2*y) % 256
					w := ((z-y)%256 + 256) % 256 // = (x + y) mod 256
					p := map[string]*big.Int{}
					for _, v := range before.Vars() {
						p[v] = sbi(0)
					}
					p[sym("x")], p[sym("y")], p[sym("z")], p[sym("w")] = sbi(x), sbi(y), sbi(z), sbi(w)
					if before.Contains(p) {
						want[point{w, y}] = true
					}
				}
			}
			before.Free()
			s2.Project([]string{"w", "y"}, true)
			if got := s2.Vars(); len(got) != 2 {
				t.Errorf("vars after projection %v", got)
			}
			after = append(after, s2.Context())
			s2.Free()
		}
	}
	if len(want) != 41*51 {
		t.Errorf("%d concrete points before projection, want %d", len(want), 41*51)
	}
	u := c.UnionAll([]string{"w", "y"}, after...)
	for _, a := range after {
		a.Free()
	}
	defer u.Free()
	for p := range want {
		if !u.Contains(pt("w", int(p.w), "y", int(p.y))) {
			t.Errorf("point w=%d y=%d lost by projection", p.w, p.y)
		}
	}
	for w := int64(0); w < 256; w++ {
		for y := int64(100); y <= 150; y++ {
			if u.Contains(pt("w", int(w), "y", int(y))) && !want[point{w, y}] {
				t.Errorf("point w=%d y=%d appeared after projection", w, y)
			}
		}
	}
}

// ---- randomized differential test ----------------------------------------

type rop struct {
	kind    int // 0 add, 1 sub, 2 mul const, 3 and const, 4 cmp (i1), 5 assume <, 6 assume ≥ const, 7 assume (u & c) != 0, 8 assume u <u w
	dst     string
	a, b    string
	k       int64
	cmpDest string
}

var rvars = []string{"a", "b", "v1", "v2", "v3"}

func genProg(r *rand.Rand) []rop {
	defined := []string{"a", "b"}
	var prog []rop
	n := 3 + r.Intn(5)
	for i := 0; i < n; i++ {
		o := rop{kind: r.Intn(9), a: defined[r.Intn(len(defined))], b: defined[r.Intn(len(defined))]}
		o.k = int64(r.Intn(11) - 5)
		if o.kind == 3 || o.kind == 7 {
			o.k = int64(r.Intn(256) - 128)
		}
		if o.kind == 6 {
			o.k = int64(r.Intn(256) - 128)
		}
		if o.kind <= 3 {
			o.dst = rvars[2+r.Intn(3)]
			found := false
			for _, d := range defined {
				found = found || d == o.dst
			}
			if !found {
				defined = append(defined, o.dst)
			}
		}
		if o.kind == 4 {
			o.dst = "t"
		}
		prog = append(prog, o)
	}
	return prog
}

// runConcrete runs prog on i8 inputs; ok is false when an assume fails.
func runConcrete(prog []rop, a, b int8) (map[string]int64, bool) {
	env := map[string]int8{"a": a, "b": b}
	t := int64(-1)
	for _, o := range prog {
		x, y := env[o.a], env[o.b]
		switch o.kind {
		case 0:
			env[o.dst] = x + y
		case 1:
			env[o.dst] = x - y
		case 2:
			env[o.dst] = x * int8(o.k)
		case 3:
			env[o.dst] = x & int8(o.k)
		case 4:
			if x < y {
				t = 1
			} else {
				t = 0
			}
		case 5:
			if !(x < y) {
				return nil, false
			}
		case 6:
			if !(int64(x) >= o.k) {
				return nil, false
			}
		case 7:
			if x&int8(o.k) == 0 {
				return nil, false
			}
		case 8:
			if !(uint8(x) < uint8(y)) {
				return nil, false
			}
		}
	}
	out := map[string]int64{}
	for k, v := range env {
		out[k] = int64(v)
	}
	if t >= 0 {
		out["t"] = t
	}
	return out, true
}

// runSymbolic returns the final states of prog from a, b ∈ box.
func runSymbolic(env *Env, prog []rop, alo, blo, size int64) []*State {
	s := env.NewState()
	s.Declare("a", I8)
	s.Declare("b", I8)
	s.Assume(GE(Var("a"), Int(alo)), LE(Var("a"), Int(alo+size-1)),
		GE(Var("b"), Int(blo)), LE(Var("b"), Int(blo+size-1)))
	states := []*State{s}
	for _, o := range prog {
		var next []*State
		for _, st := range states {
			switch o.kind {
			case 0:
				next = append(next, st.Assign(o.dst, I8, Var(o.a).Add(Var(o.b)), 0)...)
			case 1:
				next = append(next, st.Assign(o.dst, I8, Var(o.a).Sub(Var(o.b)), 0)...)
			case 2:
				next = append(next, st.Assign(o.dst, I8, Term(o.k, o.a), 0)...)
			case 3:
				st.AssignExpr(o.dst, I8, Bin(EAnd, X(o.a), K(8, o.k), 0))
				next = append(next, st)
			case 4:
				yes, no := st.Branch(LT(Var(o.a), Var(o.b)), "t")
				next = append(next, yes...)
				next = append(next, no...)
			case 5:
				st.Assume(LT(Var(o.a), Var(o.b)))
				next = append(next, st)
			case 6:
				st.Assume(GE(Var(o.a), Int(o.k)))
				next = append(next, st)
			case 7:
				st.AssumeCond(Cmp(CNe, Bin(EAnd, X(o.a), K(8, o.k), 0), K(8, 0)))
				next = append(next, st)
			case 8:
				st.AssumeCond(Cmp(CULT, X(o.a), X(o.b)))
				next = append(next, st)
			}
		}
		states = next
	}
	return states
}

func TestStateDifferential(t *testing.T) {
	programs := 60
	if testing.Short() {
		programs = 15
	}
	stateDifferential(t, 1, programs)
}

func stateDifferential(t *testing.T, seed int64, programs int) {
	c := newCtx(t)
	env := NewEnv(c)
	r := rand.New(rand.NewSource(seed))
	const size = 4
	exactRuns, lossyRuns := 0, 0
	for p := 0; p < programs; p++ {
		prog := genProg(r)
		env.SplitMax = []int{1, 1, 3, 8}[r.Intn(4)] // 1: every wrap that needs a split is havocked
		alo := int64(r.Intn(256-size) - 128)
		blo := int64(r.Intn(256-size) - 128)
		if r.Intn(2) == 0 { // a + b and a − b straddle a wrap point
			alo, blo = 124, []int64{0, -128}[r.Intn(2)]
		}
		if p == 0 { // one lossy program for sure: a wrap that needs a split, not allowed
			prog = []rop{{kind: 0, dst: "v1", a: "a", b: "b"}, {kind: 6, a: "v1", k: -100}}
			env.SplitMax, alo, blo = 1, 124, 0
		}
		states := runSymbolic(env, prog, alo, blo, size)
		lossy := false
		for _, st := range states {
			lossy = lossy || st.Lossy() > 0
		}
		if lossy {
			lossyRuns++
		} else {
			exactRuns++
		}
		for a := alo; a < alo+size; a++ {
			for b := blo; b < blo+size; b++ {
				vals, ok := runConcrete(prog, int8(a), int8(b))
				symOK, allowed := false, false
				for _, st := range states {
					f := st.Clone()
					f.Assume(EQ(Var("a"), Int(a)), EQ(Var("b"), Int(b)))
					if !f.Feasible() {
						f.Free()
						continue
					}
					symOK = true
					if ok {
						// The concrete values are allowed by some state ...
						g := f.Clone()
						for v, x := range vals {
							if _, has := g.Symbol(v); has {
								g.Assume(EQ(Var(v), Int(x)))
							}
						}
						allowed = allowed || g.Feasible()
						g.Free()
						// ... and, without lossy events, they are the only
						// ones a state feasible for these inputs allows.
						if f.Lossy() == 0 {
							var alts []*Cond
							for v, x := range vals {
								if _, has := f.Symbol(v); has {
									alts = append(alts, NotC(AffC(EQ(Var(v), Int(x)))))
								}
							}
							f.AssumeCond(OrC(alts...))
							if f.Feasible() {
								m, _ := f.Model()
								t.Errorf("prog %d %+v a=%d b=%d: other values %v possible besides %v", p, prog, a, b, m.Vars, vals)
							}
						}
					}
					f.Free()
				}
				if ok && !symOK {
					t.Errorf("prog %d %+v: a=%d b=%d feasible concretely, not symbolically", p, prog, a, b)
				}
				if ok && symOK && !allowed {
					t.Errorf("prog %d %+v: a=%d b=%d: concrete values %v excluded by every state", p, prog, a, b, vals)
				}
				if !ok && symOK && !lossy {
					t.Errorf("prog %d %+v: a=%d b=%d infeasible concretely, feasible symbolically without a lossy event", p, prog, a, b)
				}
			}
		}
		freeStates(states)
	}
	t.Logf("%d exact programs, %d with lossy events", exactRuns, lossyRuns)
	if exactRuns == 0 || lossyRuns == 0 {
		t.Error("the programs do not cover both exact and lossy runs")
	}
}

func TestStateCloneProjectStats(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("n", U8)
	s = one(t, s.Assign("i", U8, Int(0), 0))
	if !s.CountState() || !s.CountState() {
		t.Fatal("infeasible")
	}
	u := s.Clone()
	u.Assume(GE(Var("i"), Int(1))) // i = 0: infeasible
	if u.CountState() {
		t.Error("clone not independent or i = 0 lost")
	}
	if !s.Feasible() {
		t.Error("original changed by its clone")
	}
	u.Free()
	s.Havoc("v", U8, sbi(3), sbi(5))
	if s.Lossy() != 1 || c.Lossy(LossyHavoc) != 1 {
		t.Errorf("havoc not lossy: %d %d", s.Lossy(), c.Lossy(LossyHavoc))
	}
	if v, _ := s.Max(Var("v")); v.Int64() != 5 {
		t.Errorf("havoc bounds: max %v", v)
	}
	s.Project([]string{"i"}, false)
	if got := s.Affine(); len(got.Vars()) != 2 { // i's symbol and n's input symbol
		t.Errorf("after projection %s", got)
		got.Free()
	} else {
		got.Free()
	}
	st := env.Stats()
	if st.States != 1 || st.Lossy[LossyHavoc] != 1 {
		t.Errorf("stats %+v", st)
	}
	s.Free()
}

// ---- benchmarks ------------------------------------------------------------

// BenchmarkStateStep: one loop step i := i + 1; assume i < n; feasible,
// with projection, on u32 (no wrap after the first steps is provable).
func BenchmarkStateStep(b *testing.B) {
	c := NewCtx()
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("n", U32)
	s.Assume(LE(Var("n"), Int(1000000)))
	s = s.Assign("i", U32, Int(0), 0)[0]
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s = s.Assign("i", U32, Var("i").AddConst(1), 0)[0]
		s.Assume(LE(Var("i"), Var("n")))
		if !s.Feasible() {
			b.Fatal("infeasible")
		}
		s.Project([]string{"i", "n"}, true)
	}
	b.StopTimer()
	s.Free()
	c.Free()
}

// BenchmarkStateWrapSplit: x := x + y on u8 (a two-way case split), then
// both successors checked.
func BenchmarkStateWrapSplit(b *testing.B) {
	c := NewCtx()
	env := NewEnv(c)
	base := env.NewState()
	base.Declare("x", U8)
	base.Declare("y", U8)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range base.Clone().Assign("x", U8, Var("x").Add(Var("y")), 0) {
			s.Feasible()
			s.Free()
		}
	}
	b.StopTimer()
	base.Free()
	c.Free()
}

// BenchmarkStateZ3: feasibility with a non-affine atom (Z3).
func BenchmarkStateZ3(b *testing.B) {
	c := NewCtx()
	env := NewEnv(c)
	base := env.NewState()
	base.Declare("x", U8)
	base.Declare("y", U8)
	base.Assume(LE(Var("x"), Int(10)), LE(Var("y"), Int(10)))
	base.AssumeCond(Cmp(CEq, Bin(EMul, X("x"), X("y"), 0), K(8, 12)))
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s := base.Clone()
		s.version++ // defeat the cache
		if !s.Feasible() {
			b.Fatal("infeasible")
		}
		s.Free()
	}
	b.StopTimer()
	base.Free()
	c.Free()
}

func TestStateApplyAndFromSet(t *testing.T) {
	c := newCtx(t)
	env := NewEnv(c)
	s := env.NewState()
	s.Declare("n", U8)
	s.Assume(LE(Var("n"), Int(10)))
	s = one(t, s.Assign("i", U8, Int(0), 0))
	// Δ: i' = i + j with j in 0..n existential (a hull-like relation), n kept.
	m := mustMap(t, c, "{ [i, n] -> [i', n'] : exists j : 0 <= j <= n and i' = i + 2j and n' = n }")
	s.Apply(m, nil)
	m.Free()
	if v, k := s.Max(Var("i").Sub(Term(2, "n"))); k != Finite || v.Int64() != 0 {
		t.Errorf("max i - 2n = %v %v, want 0", v, k)
	}
	ctx := s.Context()
	odd := ctx.Constrain(EQ(Var("i"), Int(3)))
	if !odd.IsEmpty() {
		t.Errorf("i = 3 reachable: %s", ctx)
	}
	odd.Free()
	// Round trip through a set.
	s2 := env.StateFromSet(ctx, map[string]IntType{"i": U8, "n": U8})
	ctx2 := s2.Context()
	if !ctx.IsEqual(ctx2) {
		t.Errorf("round trip %s != %s", ctx2, ctx)
	}
	// AssumeSet: intersect with an interpolant over program variables.
	psi := mustSet(t, c, "{ [i, n] : i >= 19 }")
	s2.AssumeSet(psi)
	if v, _ := s2.Min(Var("n")); v == nil || v.Int64() != 10 {
		t.Errorf("min n = %v, want 10", v)
	}
	psi.Free()
	ctx.Free()
	ctx2.Free()
	s2.Free()
	s.Free()
}
