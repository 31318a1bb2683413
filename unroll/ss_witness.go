package unroll

// The witness (thesis §3.2): following a summary's trace through the
// symbolic machine to a concrete path that attains the bound.

import (
	"fmt"
	"math/big"
	"sync/atomic"

	"wcet/analysis"
	"wcet/poly"
	"wcet/ts"
)

// ---- the witness ------------------------------------------------------------

// followRuns counts the calls of followBefore (the symbolic witness
// search), for the tests that check a concrete witness made it needless.
var followRuns atomic.Int64

// followBefore is follow under the Ctx's deadline: when the deadline
// passes during the replay there is no witness (as when follow's budget
// runs out), and the bound already found is still reported; interrupted
// says so (the abandoned isl operation may leave objects live).
func (m *machine) followBefore(start *path, steps []traceStep, bound *big.Int, cfg analysis.Config) (best *path, interrupted bool) {
	followRuns.Add(1)
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(*poly.DeadlineError); !ok {
				panic(r)
			}
			best, interrupted = nil, true
		}
	}()
	return m.follow(start, steps, bound, cfg), false
}

// follow re-executes the worst path's transitions from the start, keeping
// every case that stays feasible (a transition can split into cases the
// summary merged), and returns a path that ends with the bound, or nil
// when none does within a small budget (then there is no witness and the
// bound is exact only if no lossy event happened).
func (m *machine) follow(start *path, steps []traceStep, bound *big.Int, cfg analysis.Config) *path {
	var found *path
	m.traceSearch(start, steps, func(p *path) bool {
		if b, err := m.bound(p, cfg.Resource); p.ended != "" && err == nil && b.Cmp(bound) == 0 {
			found = p
			return true
		}
		p.st.Free()
		return false
	})
	return found
}

// traceSearch re-executes steps (a summary's trace) from start depth
// first, keeping every case of a transition that stays feasible, within a
// budget proportional to the trace. Each path that completes the steps
// goes to final, which owns it and returns true to end the search. The
// back edge that SS's continuation leaves implicit at a loop's H.end is
// taken on the way.
func (m *machine) traceSearch(start *path, steps []traceStep, final func(p *path) bool) {
	m.traceSearchBlocked(start, steps, final, false)
}

// traceSearchAll is traceSearch that hands final the paths an assertion
// blocked at the last step too (traceSearch drops every blocked path: no
// run that an assertion excludes is a witness).
func (m *machine) traceSearchAll(start *path, steps []traceStep, final func(p *path) bool) {
	m.traceSearchBlocked(start, steps, final, true)
}

func (m *machine) traceSearchBlocked(start *path, steps []traceStep, final func(p *path) bool, blockedAtEnd bool) {
	type item struct {
		p *path
		i int
	}
	stack := []item{{start, 0}}
	budget := 20000 + 50*len(steps)
	maxI := 0
	done := false
	for len(stack) > 0 && budget > 0 && !done {
		it := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		budget--
		p := it.p
		maxI = max(maxI, it.i)
		if !p.st.Feasible() || p.blocked && !(blockedAtEnd && it.i == len(steps)) {
			p.st.Free()
			continue
		}
		if it.i == len(steps) {
			done = final(p)
			continue
		}
		st := steps[it.i]
		if p.ended != "" {
			p.st.Free()
			continue
		}
		if !st.resume {
			var ok bool
			if p, ok = m.backEdge(p); !ok {
				continue
			}
		}
		fr := p.top
		var qs []*path
		var err error
		switch {
		case st.resume && fr.resume != nil && fr.resume.t == st.t:
			rp := fr.resume
			fr.resume = nil
			qs, err = m.TransStep(p, rp.t, rp.at)
		case !st.resume && fr.resume == nil && fr.loc == st.t.From:
			p.trail = &trail{fn: fr.f.Name, t: st.t, prev: p.trail}
			qs, err = m.TransStep(p, st.t, 0)
		default:
			p.st.Free()
			continue
		}
		if err != nil {
			continue
		}
		if m.debugSS && len(qs) == 0 {
			fmt.Fprintf(m.dbg, "traceSearch: step %d %s -> %s: no case\n", it.i, st.t.From.Name, st.t.To.Name)
		}
		for j := len(qs) - 1; j >= 0; j-- {
			m.project(qs[j])
			if atHeader(qs[j]) || it.i+1 == len(steps) {
				// Inputs and determined values are fixed once per
				// iteration: the isl optimisations it costs dominate a
				// long replay (crc: two per step), and a value
				// determined a few steps later is fixed as exactly.
				qs[j].st.FixInputs()
				qs[j].st.FixDetermined()
			}
			stack = append(stack, item{qs[j], it.i + 1})
		}
	}
	if m.debugSS {
		fmt.Fprintf(m.dbg, "traceSearch: %d steps, done %v, deepest %d\n", len(steps), done, maxI)
	}
	for _, it := range stack {
		it.p.st.Free()
	}
}

// atHeader reports whether p stands at a loop header or a loop's H.end.
func atHeader(p *path) bool {
	fr := p.top
	return fr.resume == nil && fr.loc.Loop != nil && (fr.loc == fr.loc.Loop.Header || fr.loc == fr.loc.Loop.End)
}

// backEdge takes the implicit back edge of SS's continuation when p stands
// at a loop's H.end; ok is false (p consumed) when it cannot.
func (m *machine) backEdge(p *path) (*path, bool) {
	fr := p.top
	if fr.resume != nil || fr.loc.Loop == nil || fr.loc != fr.loc.Loop.End {
		return p, true
	}
	qs, err := m.TransStep(p, fr.loc.Loop.Back, 0)
	if err != nil || len(qs) != 1 {
		freePaths(qs)
		return nil, false
	}
	return qs[0], true
}

func freePaths(ps []*path) {
	for _, p := range ps {
		p.st.Free()
	}
}

// bodyExits are the body executions a transition completes by leaving
// loops from inside their bodies (the counting rule of loops.go; back edges
// are counted by the continuation).
func bodyExits(ctx string, st traceStep) map[loopKey]int64 {
	if st.resume || st.t == nil || st.t.Kind == ts.Back {
		return nil
	}
	from, to := st.t.From, st.t.To
	var inc map[loopKey]int64
	for L := from.Loop; L != nil; L = L.Parent {
		if L.Contains(to) {
			break
		}
		if L.BodyExit(st.t) {
			if inc == nil {
				inc = map[loopKey]int64{}
			}
			inc[loopKey{ctx, L}]++
		}
	}
	return inc
}
