package unroll

import (
	"math/big"
	"strings"

	"wcet/ts"
)

// Replay runs the worst path's concrete input (res.Args, res.Nondet) in
// the interpreter and reports whether that run costs exactly the bound:
// the proof of exactness DESIGN asks for ("Exactness").
func Replay(p *ts.Program, entry, resource string, res *Result) (exact bool, cost int64, err error) {
	cfg := ts.RunConfig{Entry: entry, Args: map[string]ts.ArgVal{}, Nondet: res.Nondet}
	for k, v := range res.Args {
		cfg.Args[strings.TrimPrefix(k, "global:")] = ts.ArgVal{Scalar: v}
	}
	for k, l := range res.Lists {
		cfg.Args[k] = ts.ArgVal{List: l, IsList: true}
	}
	run, err := ts.Run(p, cfg)
	if err != nil {
		return false, 0, err
	}
	if run.Blocked != nil {
		return false, run.Costs[resource], nil
	}
	c := run.Costs[resource]
	return big.NewInt(c).Cmp(res.Bound) == 0, c, nil
}
