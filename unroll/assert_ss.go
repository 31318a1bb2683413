package unroll

import (
	"fmt"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/ts"
)

// SS's side of phase 2 (package assertions holds phase 2 itself: the
// assertions as constraints, the classes, the skeletal DAG's dynamic
// programme, the verdicts; thesis ch. 4, Fig. 4.11).
//
// The relevant frequency variables (machine.freqVars) are state variables
// (assertions.FreqVar): WCET_COUNT adds one, WCET_RESET sets zero, and an
// assertion is a branch on its constraints whose failing cases are
// blocked paths (assertBranch). Along a path they are constants (the
// counts start at zero and only change by constants), and the path also
// keeps them concretely (path.counters). The thesis's two phases are
// intertwined per state rather than run one after the other:
//
//   - Phase 1's classes (MergePaths, Fig. 4.11 lines 42–51): every end of
//     a summary carries the class of its paths, how they changed the
//     relevant frequency variables since the summary's node
//     (assertions.Class, composed along the tree by Classes.Combine in
//     simulator.classed). Ends are keyed by class, so JoinHorizontal
//     merges (and keeps the dominating bound of) paths of one class only;
//     at a loop header each class of the iteration is continued from its
//     own state s ∘ Δ. These continuations are the transitions of §4.4's
//     skeletal DAG, labelled by resource use and frequency-variable update.
//   - Phase 2's dynamic programming with interpolants (Fig. 4.11 lines
//     11–12, 27–29): a header state is a node of that DAG with its context
//     (the counts so far among it); the memo table reuses the summary of
//     the rest of the loop across contexts the interpolant admits, and a
//     blocked path ends where the assertion stands (line 12), its negation
//     entering the interpolant like any infeasible branch. Where the
//     counts can be carried as integers, numeric_ss.go builds the skeletal
//     DAG as a summary.Skeleton and assertions runs the DP on it.
//
// The result is sound w.r.t. assertions: the bound covers every feasible
// path no assertion blocks (merges only over-approximate, and never across
// classes); where no merge loses precision it is the maximum over
// assertion-satisfying paths: Fig. 4.3 gives 49, not the greedy 45. The
// blocked paths SS meets are kept (simulator.blocks, one per assertion) and
// settled by assertions.Witnesses through the machine's re-execution
// (ssSearcher) and assertions.Verdicts.

// useAssertions turns SS's use of assertions on: the frequency variables
// the assertions of p read become state variables, and each assertion's
// text is compiled to constraints over them.
func (m *machine) useAssertions(p *ts.Program) error {
	c, err := assertions.Compile(p)
	if err != nil {
		return err
	}
	m.asserts, m.freqVars, m.isFreq = c, c.Vars, c.IsFreq
	return nil
}

// zeroCounters sets every relevant frequency variable to 0 in the start
// state.
func (m *machine) zeroCounters(p *path) *path {
	if m.asserts != nil {
		p.st = m.asserts.Zero(p.st)
	}
	return p
}

// assertBranch is the assertion o on p (assertions.Compiled.Branch): the
// path where it holds goes on, each case of its negation is a path
// blocked by o.
func (m *machine) assertBranch(p *path, o *ts.Assert) []*path {
	pass, blocked, n := m.asserts.Branch(p.st, o.Text)
	var out []*path
	for _, st := range blocked {
		q := p.withState(st)
		q.blocked = true
		if q.blockedBy == nil {
			q.blockedBy = o
		}
		out = append(out, q)
	}
	if pass == nil {
		return out
	}
	cur := p
	if n > 0 {
		cur = p.withState(pass)
	}
	if m.trackPassed {
		cur.passed += fmt.Sprintf("%s@%v;", o.Text, o.At)
	}
	return append(out, cur)
}

// blocked records that the path of node n was blocked by an assertion.
func (s *simulator) blocked(n *node) {
	p := n.p
	k := assertions.KeyOf(p.blockedBy)
	if s.blocks == nil {
		s.blocks = assertions.Blocks[traceStep]{}
	}
	dep := p.dependent || p.st.Lossy() > 0
	if s.blocks.Keeps(k, dep) {
		return
	}
	s.blocks[k] = &assertions.Block[traceStep]{Key: k, Dep: dep, Steps: s.stepsTo(n), Input: s.m.inputOf(p)}
}

// ssSearcher is assertions.Searcher over SS's machine: the re-execution
// of a blocked path from the start of the run.
type ssSearcher struct {
	m     *machine
	start *path
}

func (x ssSearcher) Follow(steps []traceStep, k assertions.Key) (*analysis.Input, bool, bool) {
	var found *path
	x.m.traceSearchAll(x.start.clone(), steps, func(p *path) bool {
		if p.blocked && p.blockedBy != nil && assertions.KeyOf(p.blockedBy) == k {
			found = p
			return true
		}
		p.st.Free()
		return false
	})
	return x.found(found)
}

func (x ssSearcher) Search(k assertions.Key) (*analysis.Input, bool, bool) {
	return x.found(x.m.searchBlocked(x.start.clone(), k, searchBlockedBudget))
}

// found is the input and dependence of a re-executed blocked path, whose
// state it frees.
func (x ssSearcher) found(p *path) (*analysis.Input, bool, bool) {
	if p == nil {
		return nil, false, false
	}
	in := x.m.inputOf(p)
	dep := p.dependent || p.st.Lossy() > 0
	p.st.Free()
	return in, dep, true
}

// assertWitnesses settles the blocks of the run (assertions.Witnesses).
func (s *simulator) assertWitnesses(start *path) error {
	m := s.m
	m.lbOff = true
	defer func() { m.lbOff = false }()
	return assertions.Witnesses[traceStep](m.prog, s.cfg.Entry, s.blocks, ssSearcher{m, start})
}

// searchBlockedBudget bounds the paths searchBlocked expands.
const searchBlockedBudget = 5000

// searchBlocked looks for a feasible path from start that assertion k
// blocks, depth-first over every transition (as Enum does, without
// summaries or merges, so the path's state has every input it read), and
// returns it, or nil when none is found within budget expansions. As in
// Enum, a path is dependent once one of its steps had more than one
// feasible case. Every other path is freed.
func (m *machine) searchBlocked(start *path, k assertions.Key, budget int) *path {
	stack := []*path{start}
	var found *path
	for len(stack) > 0 && found == nil && budget > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		budget--
		if !p.st.Feasible() {
			p.st.Free()
			continue
		}
		if p.blocked {
			if p.blockedBy != nil && assertions.KeyOf(p.blockedBy) == k {
				found = p
				continue
			}
			p.st.Free()
			continue
		}
		fr := p.top
		if p.ended != "" || fr.resume == nil && (fr.loc == fr.f.Halt || fr.loc == fr.f.Exit || len(fr.loc.Out) == 0) {
			p.st.Free()
			continue
		}
		var succ []*path
		if fr.resume != nil {
			rp := fr.resume
			fr.resume = nil
			qs, err := m.TransStep(p, rp.t, rp.at)
			if err == nil {
				succ = append(succ, qs...)
			}
		} else {
			outs := fr.loc.Out
			for i, t := range outs {
				q := p
				if i < len(outs)-1 {
					q = p.clone()
				}
				q.trail = &trail{fn: fr.f.Name, t: t, prev: q.trail}
				qs, err := m.TransStep(q, t, 0)
				if err == nil {
					succ = append(succ, qs...)
				}
			}
		}
		live := succ[:0]
		for _, q := range succ {
			if !q.st.Feasible() {
				q.st.Free()
				continue
			}
			m.project(q)
			q.st.FixInputs()
			live = append(live, q)
		}
		for i := len(live) - 1; i >= 0; i-- {
			if len(live) > 1 {
				live[i].dependent = true
			}
			stack = append(stack, live[i])
		}
	}
	for _, p := range stack {
		p.st.Free()
	}
	return found
}

// assertVerdictsSS are SS's verdicts (assertions.Verdicts).
func (s *simulator) assertVerdictsSS(p *ts.Program, res *analysis.Result) {
	anns, notes := assertions.Verdicts(p, s.blocks)
	res.Annotations = anns
	res.Assumptions = append(res.Assumptions, notes...)
}

// fvVar is the state variable of frequency variable name.
func fvVar(name string) string { return assertions.FreqVar(name) }
