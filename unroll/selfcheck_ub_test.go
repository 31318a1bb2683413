package unroll

import (
	"errors"
	"math/big"
	"testing"

	"wcet/ts/interp"
)

// TestUndefinedBehaviourOnly: the self-check names a failing replay in
// the report (Check.Unreplayed) only for the program's undefined
// behaviour, not for a witness that lacks an input (a witness search
// that did not finish: a fixed-point PID step whose search ran out of
// time got "exact is not claimed: ... parameter err needs --arg").
func TestUndefinedBehaviourOnly(t *testing.T) {
	p := loadSource(t, `#include "wcet.h"
int out[4];
int f(int x) {
  int k = WCET_NONDET_RANGE(0, 3);
  out[k] = x * 65536 * 65536;
  return 0;
}`, false)
	for _, c := range []struct {
		name string
		rc   interp.Config
		ub   bool
	}{
		{"no argument", interp.Config{Entry: "f"}, false},
		{"nondet exhausted", interp.Config{Entry: "f", Args: argX(0)}, false},
		{"overflow", interp.Config{Entry: "f", Args: argX(3), Nondet: nondets(1)}, true},
	} {
		_, err := interp.Run(p, c.rc)
		var ie *interp.Error
		if !errors.As(err, &ie) {
			t.Fatalf("%s: run error %v, want an interp.Error", c.name, err)
		}
		if got := undefinedBehaviour(ie); got != c.ub {
			t.Errorf("%s (%v): undefined behaviour %v, want %v", c.name, ie, got, c.ub)
		}
	}
}

func argX(v int64) map[string]interp.ArgVal {
	return map[string]interp.ArgVal{"x": {Scalar: big.NewInt(v)}}
}
