package driver

import (
	"errors"
	"fmt"
	"math/big"

	"wcet/analysis"
	"wcet/ts"
	"wcet/ts/interp"
)

// NoPathError is the error of an analysis in which no feasible path
// reaches an end of the entry (analysis.ErrNoPath), with the reason found
// by running the program: the first operation that makes a concrete run
// undefined (a signed overflow, a division by zero, an access out of
// bounds), which the analysis excludes as DESIGN says. Kind
// "undefined-behaviour" at that operation; without one (no run of the
// sample stops there) it is the bare message, at no position.
type NoPathError struct {
	Inputs string        // the run's inputs, as wcet run takes them
	Fault  *interp.Error // where that run stopped
}

func (e *NoPathError) Error() string {
	if e.Fault == nil {
		return analysis.ErrNoPath.Error()
	}
	return fmt.Sprintf("%v: every path meets undefined behaviour, which the analysis excludes; the run%s stops at %v", analysis.ErrNoPath, e.Inputs, e.Fault)
}

func (e *NoPathError) Unwrap() error { return analysis.ErrNoPath }

// Kind is "undefined-behaviour".
func (e *NoPathError) Kind() string { return "undefined-behaviour" }

// Position is the operation that excludes the run: the origin of a
// poison value (the overflow), else where the run stopped.
func (e *NoPathError) Position() (string, int, int) {
	if e.Fault == nil {
		return "", 0, 0
	}
	at := e.Fault.Pos
	if e.Fault.Origin.Known() {
		at = e.Fault.Origin
	}
	if !at.Known() {
		return "", 0, 0
	}
	return at.File, at.Line, at.Col
}

// explainNoPath runs the entry concretely on a few inputs (the entry's
// initial state for main; every unknown value at its lowest, then at 0,
// then at its highest) and returns a *NoPathError naming the first
// operation that stops one of them with undefined behaviour. The runs are
// capped (1M steps each); an error of another kind, or runs that all end,
// leave the plain message.
func explainNoPath(p *ts.Program, entry string) error {
	pick := []struct {
		name string
		f    func(lo, hi *big.Int, bits int) *big.Int
	}{
		{"lowest", func(lo, _ *big.Int, bits int) *big.Int {
			if lo != nil {
				return lo
			}
			return new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(max(bits, 1)-1)))
		}},
		{"0", func(lo, hi *big.Int, _ int) *big.Int {
			switch {
			case lo != nil && lo.Sign() > 0:
				return lo
			case hi != nil && hi.Sign() < 0:
				return hi
			}
			return new(big.Int)
		}},
		{"highest", func(_, hi *big.Int, bits int) *big.Int {
			if hi != nil {
				return hi
			}
			return new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(max(bits, 1)-1)), big.NewInt(1))
		}},
	}
	for _, pk := range pick {
		var used []string
		choose := func(lo, hi *big.Int, bits int) *big.Int {
			v := pk.f(lo, hi, bits)
			used = append(used, v.String())
			return v
		}
		_, err := runQuietly(p, interp.Config{Entry: entry, Args: zeroArgs(p, entry), Choose: choose, MaxSteps: 1_000_000})
		var fault *interp.Error
		if errors.As(err, &fault) && fault.Pos.Known() {
			in := ""
			if len(used) > 0 {
				in = " with nondet=" + joinMax(used, 8)
			}
			return &NoPathError{Inputs: in, Fault: fault}
		}
	}
	return &NoPathError{}
}

// runQuietly is interp.Run under recover: the explanation of an error
// must not turn it into a crash.
func runQuietly(p *ts.Program, cfg interp.Config) (res *interp.Result, err error) {
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, fmt.Errorf("interpreter: %v", r)
		}
	}()
	return interp.Run(p, cfg)
}

// zeroArgs gives every integer parameter of entry the value 0 (main's
// parameters, when it has any, and other entries').
func zeroArgs(p *ts.Program, entry string) map[string]interp.ArgVal {
	args := map[string]interp.ArgVal{}
	if f := p.ByName[entry]; f != nil {
		for _, v := range f.Params {
			if v.Type.Kind == ts.Int {
				args[v.Name] = interp.ArgVal{Scalar: new(big.Int)}
			}
		}
	}
	return args
}

// joinMax joins the first n values with commas ("…" after them).
func joinMax(vs []string, n int) string {
	s := ""
	for i, v := range vs {
		if i == n {
			return s + ",…"
		}
		if i > 0 {
			s += ","
		}
		s += v
	}
	return s
}
