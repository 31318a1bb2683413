package analysis

import (
	"math/big"
	"strings"
	"time"

	"wcet/ts"
	"wcet/ts/interp"
)

// Replay runs the worst path's concrete input (res.Args, res.Nondet) in
// the interpreter and reports whether that run costs exactly the bound:
// the proof of exactness DESIGN asks for ("Exactness"). A run an
// assertion blocks is no witness, unless the analysis ignored every
// assertion (--ignore-assertions: the bound is that of the program
// without them, which the run's cost still measures); nor is a run about
// to exceed an annotated loop's maximum (the analysis cuts it:
// interp.Config.LoopBounds). SelfCheck does this and more (a replay above
// the bound is an error there).
func Replay(p *ts.Program, entry, resource string, res *Result) (exact bool, cost int64, err error) {
	return ReplayBefore(p, entry, resource, res, time.Time{})
}

// ReplayBefore is Replay stopped at deadline (the zero time: none), the
// end of the run's Budget: a replay stopped there is an error.
func ReplayBefore(p *ts.Program, entry, resource string, res *Result, deadline time.Time) (exact bool, cost int64, err error) {
	in := &Input{Args: res.Args, Lists: res.Lists, Nondet: res.Nondet}
	rc := in.RunConfig(entry)
	rc.LoopBounds, rc.Deadline = true, deadline
	run, err := interp.Run(p, rc)
	if err != nil {
		return false, 0, err
	}
	if run.Cut != nil || run.Blocked != nil && !AssertionsIgnored(res) {
		return false, run.Costs[resource], nil
	}
	c := run.Costs[resource]
	return big.NewInt(c).Cmp(res.Bound) == 0, c, nil
}

// RunConfig is the interpreter's configuration that runs entry on the
// input: parameters and globals ("global:NAME") by name, the objects of
// pointer parameters as lists, the nondet sequence.
func (in *Input) RunConfig(entry string) interp.Config {
	cfg := interp.Config{Entry: entry, Args: map[string]interp.ArgVal{}, Nondet: in.Nondet}
	for k, v := range in.Args {
		cfg.Args[strings.TrimPrefix(k, "global:")] = interp.ArgVal{Scalar: v}
	}
	for k, l := range in.Lists {
		cfg.Args[k] = interp.ArgVal{List: l, IsList: true}
	}
	return cfg
}

// AssertionsIgnored reports whether res ignored the assertions: it
// reports some, all with the verdict ignored.
func AssertionsIgnored(res *Result) bool {
	n := 0
	for _, a := range res.Annotations {
		if a.Kind != "assert" {
			continue
		}
		if a.Verdict != VerdictIgnored {
			return false
		}
		n++
	}
	return n > 0
}
