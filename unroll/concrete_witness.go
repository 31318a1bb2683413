package unroll

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"wcet/analysis"
	"wcet/ts"
	"wcet/ts/interp"
)

// The witness by concrete runs. When the program's only inputs are nondet
// values (WCET_NONDET_RANGE(0, 255): crc's message bytes), the worst
// path's witness is first searched with the interpreter, before follow
// re-executes the trace symbolically: the nondet values are chosen one at
// a time, each the value (of its range; of a few candidates when the
// range is wide: concreteCandidates) whose run follows the worst path's
// transitions the furthest, the later values at their lower bound. A run that ends, is not blocked by an
// assertion the analysis judges, and costs exactly the bound is a
// witness: a real execution reaches the bound, so the bound is exact
// (DESIGN "Exactness") whatever path it took. The search is a heuristic
// (a value whose effect on the path shows only after the next value is
// chosen can mislead it): when it finds no such run, follow runs as
// before. crc ignoring its assertion: the symbolic replay of its all-xor
// trace, 8 exact bit tests per byte on an unknown byte, ran past a 60 s
// timeout; the concrete search takes 16 x 256 runs (well under a second).
const (
	// concreteMaxRange caps the values of a nondet choice tried one by
	// one; a wider range is tried at a few values (concreteCandidates).
	concreteMaxRange = 256
	// concreteMaxChoices caps the nondet values of a witness.
	concreteMaxChoices = 4096
	// concreteMaxSteps caps the interpreter's ops over the whole search,
	// and concreteRunSteps those of one run (bubblesort at N = 400, every
	// comparison swapping: 2.0M ops). The cap is a count, not a time, so
	// that the search finds the same witness on a loaded machine: 40M
	// ops are about 2 s of an idle core (the time cap it replaced). The
	// run's budget (the deadline) is the only clock.
	concreteMaxSteps = 40_000_000
	concreteRunSteps = 20_000_000
	// concreteRunCharge is the least a run is charged against
	// concreteMaxSteps (a run's set-up costs about that many ops): a
	// search of many tiny runs ends too.
	concreteRunCharge = 1000
)

// errConcreteStop ends a run whose nondet choice is outside the search.
var errConcreteStop = errors.New("concrete witness search: choice out of range")

// concreteRun runs the interpreter for a concrete witness search: nil
// when the run fails or its Choose stopped it with errConcreteStop (any
// other panic goes on), and the ops it is charged (its own, or all of
// rc.MaxSteps when Choose stopped it).
func concreteRun(p *ts.Program, rc interp.Config) (r *interp.Result, spent int64) {
	defer func() {
		if x := recover(); x != nil {
			if x != errConcreteStop {
				panic(x)
			}
			r, spent = nil, rc.MaxSteps
		}
	}()
	r, err := interp.Run(p, rc)
	var ie *interp.Error
	switch {
	case err == nil:
		return r, max(r.Steps, concreteRunCharge)
	case errors.As(err, &ie):
		return nil, max(ie.Steps, concreteRunCharge)
	}
	return nil, rc.MaxSteps
}

// concreteWitness searches the input of a run along steps (the worst
// path's trace from the entry) that costs bound, by concrete runs. It
// returns nil when the search does not apply (the program has inputs other
// than nondet values: external results and volatile reads are nondet
// values of their type's range, at most 64 bits) or finds none before its
// budget or the deadline (zero: none).
func concreteWitness(p *ts.Program, cfg analysis.Config, steps []traceStep, bound *big.Int, deadline time.Time) (run *interp.Result, nondet []*big.Int) {
	f := p.ByName[cfg.Entry]
	if f == nil || len(f.Params) > 0 || !bound.IsInt64() {
		return nil, nil
	}
	var want []*ts.Trans
	for _, st := range steps {
		if !st.resume && st.t != nil && st.t.Kind != ts.Back {
			want = append(want, st.t)
		}
	}
	transOf := func(s interp.Step) *ts.Trans {
		g := p.ByName[s.Func]
		if g == nil || s.Trans < 0 || s.Trans >= len(g.Trans) {
			return nil
		}
		return g.Trans[s.Trans]
	}
	// matched is how many of want the run's transitions follow.
	matched := func(r *interp.Result) int {
		n := 0
		for s := range r.Path.All() {
			t := transOf(s)
			if t == nil {
				return n
			}
			if t.Kind == ts.Back {
				continue
			}
			if n == len(want) || t != want[n] {
				return n
			}
			n++
		}
		return n
	}
	witness := func(r *interp.Result) bool {
		if r.Ended == "" || r.Blocked != nil && !cfg.IgnoreAssertions {
			return false
		}
		return r.Costs[cfg.Resource] == bound.Int64()
	}
	budget := int64(concreteMaxSteps)
	// try runs the entry with the choices prefix, then c, then each later
	// choice at its lower bound (upper with high).
	try := func(prefix []*big.Int, c *big.Int, high bool) (r *interp.Result, lo, hi *big.Int, vals []*big.Int, ok bool) {
		k := 0
		rc := interp.Config{Entry: cfg.Entry, RecordPath: true, MaxSteps: min(concreteRunSteps, budget),
			Choose: func(l, h *big.Int, bits int) *big.Int {
				if l == nil || h == nil {
					// No range but the type's (an external result, a
					// volatile read): a byte's 0..255, a wider value's
					// signed range (the analysis's view of it; the
					// wide candidates of concreteCandidates).
					switch {
					case bits <= 0 || bits > 64:
						panic(errConcreteStop)
					case bits <= 8:
						l, h = new(big.Int), new(big.Int).Lsh(big.NewInt(1), uint(bits))
						h.Sub(h, big.NewInt(1))
					default:
						h = new(big.Int).Lsh(big.NewInt(1), uint(bits-1))
						l = new(big.Int).Neg(h)
						h.Sub(h, big.NewInt(1))
					}
				}
				i := k
				k++
				v := l
				if high {
					v = h
				}
				switch {
				case i < len(prefix):
					v = prefix[i]
				case i == len(prefix):
					lo, hi = l, h
					if c != nil {
						v = c
					}
				}
				v = new(big.Int).Set(v)
				vals = append(vals, v)
				return v
			}}
		rc.Deadline = deadline
		r, spent := concreteRun(p, rc)
		budget -= spent
		return r, lo, hi, vals, r != nil
	}
	runs, began := 0, time.Now()
	if cfg.SSDebug {
		defer func() {
			fmt.Fprintf(cfg.DebugOut(), "concrete witness: found %v, %d runs, %v\n", run != nil, runs, time.Since(began).Round(time.Millisecond))
		}()
	}
	// Every choice at its upper bound first (the worst case of many
	// programs: take each optional branch), and the lower bounds.
	r, lo, hi, vals, ok := try(nil, nil, true)
	runs++
	if ok && witness(r) {
		return r, vals
	}
	var prefix []*big.Int
	for len(prefix) < concreteMaxChoices && budget > 0 {
		if !deadline.IsZero() && time.Now().After(deadline) {
			return nil, nil
		}
		r, lo, hi, vals, ok = try(prefix, nil, false)
		runs++
		if ok && witness(r) {
			return r, vals
		}
		if lo == nil {
			return nil, nil // no choice left: the run is what it is
		}
		cs := concreteCandidates(lo, hi, len(prefix))
		if cs == nil {
			return nil, nil
		}
		best, bestN := new(big.Int).Set(lo), -1
		for _, c := range cs {
			if budget <= 0 {
				break
			}
			r, _, _, vals, ok := try(prefix, c, false)
			runs++
			if !ok {
				continue
			}
			if witness(r) {
				return r, vals
			}
			if m := matched(r); m > bestN {
				best, bestN = new(big.Int).Set(c), m
			}
		}
		if bestN < 0 {
			return nil, nil
		}
		prefix = append(prefix, best)
	}
	return nil, nil
}

// concreteCandidates are the values tried for the i-th nondet choice of
// range lo..hi: every value when there are fewer than concreteMaxRange;
// else the ends first (the upper end first: a larger gain or error takes
// the optional branches), the values next to them, 0, ±1, the middle, and
// concreteRandom values drawn by a generator seeded with i (the same
// values on every run). nil when the range is empty.
func concreteCandidates(lo, hi *big.Int, i int) []*big.Int {
	n := new(big.Int).Sub(hi, lo)
	if n.Sign() < 0 {
		return nil
	}
	var out []*big.Int
	if n.IsInt64() && n.Int64() < concreteMaxRange {
		for c := new(big.Int).Set(lo); c.Cmp(hi) <= 0; c.Add(c, big.NewInt(1)) {
			out = append(out, new(big.Int).Set(c))
		}
		return out
	}
	one := big.NewInt(1)
	seen := map[string]bool{}
	add := func(c *big.Int) {
		if c.Cmp(lo) >= 0 && c.Cmp(hi) <= 0 && !seen[c.String()] {
			seen[c.String()] = true
			out = append(out, c)
		}
	}
	mid := new(big.Int).Add(lo, new(big.Int).Rsh(n, 1))
	for _, c := range []*big.Int{hi, lo, new(big.Int).Sub(hi, one), new(big.Int).Add(lo, one), big.NewInt(0), big.NewInt(1), big.NewInt(-1), mid} {
		add(c)
	}
	span := new(big.Int).Add(n, one)
	x := uint64(i)*0x9e3779b97f4a7c15 + 1
	for k := 0; k < concreteRandom; k++ {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		add(new(big.Int).Add(lo, new(big.Int).Mod(new(big.Int).SetUint64(x), span)))
	}
	return out
}

// concreteRandom is how many drawn values a wide nondet range is tried
// with (concreteCandidates).
const concreteRandom = 8

// concreteResult is the Result of the concrete witness run r, whose
// nondet values were nondet.
func concreteResult(p *ts.Program, r *interp.Result, nondet []*big.Int, bound *big.Int) *analysis.Result {
	res := &analysis.Result{Bound: new(big.Int).Set(bound), Ended: r.Ended, Args: map[string]*big.Int{}, Nondet: nondet}
	res.Path = make([]analysis.Step, 0, r.Path.Len())
	var g *ts.Func // the function of the previous step (runs stay in one for long)
	for s := range r.Path.All() {
		if g == nil || g.Name != s.Func {
			g = p.ByName[s.Func]
		}
		if g == nil || s.Trans < 0 || s.Trans >= len(g.Trans) || g.Trans[s.Trans].Kind == ts.Back {
			continue
		}
		res.Path = append(res.Path, analysis.Step{Func: s.Func, Trans: g.Trans[s.Trans]})
	}
	return res
}
