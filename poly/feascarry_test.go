package poly

import "testing"

// A fresh symbol (Havoc without bounds, Forget) or a fresh value defined
// by an expression without definedness conditions (AssignExpr of a
// product) leaves a state as feasible as it was: the cached answer
// carries over and Z3 is not asked again. A Q16.16 PID step asked Z3,
// seconds per check, at every assignment of its witness search. An
// assignment with a definedness condition (a division by a variable) and
// an assumption are asked again.
func TestFeasibleCarriesOverFreshValues(t *testing.T) {
	c := NewCtx()
	defer c.Free()
	env := NewEnv(c)
	s := env.NewState()
	defer s.Free()
	s.Declare("x", U8)
	s.Declare("y", U8)
	s.AssignExpr("p", U8, Bin(EMul, X("x"), X("y"), 0))
	if !s.Feasible() {
		t.Fatal("x*y infeasible")
	}
	z := env.Solver()
	n := z.Checks()
	s.AssignExpr("q", U8, Bin(EMul, X("p"), X("x"), 0))
	s.Havoc("h", U8, nil, nil)
	s.Forget("f", U8)
	if !s.Feasible() {
		t.Fatal("fresh values made the state infeasible")
	}
	if got := z.Checks() - n; got != 0 {
		t.Errorf("%d Z3 checks after fresh values, want 0 (the answer carries over)", got)
	}
	s.AssignExpr("d", U8, Bin(EUDiv, X("x"), X("y"), 0))
	if !s.Feasible() || z.Checks() == n {
		t.Errorf("a division by a variable (y ≠ 0 a new condition) was not checked again")
	}
	n = z.Checks()
	s.AssumeCond(Cmp(CEq, X("q"), K(8, 13)))
	if !s.Feasible() || z.Checks() == n {
		t.Errorf("an assumption was not checked again")
	}
}
