package unroll

import (
	"fmt"
	"math/big"
	"sort"

	"wcet/analysis"
	"wcet/assertions"
	"wcet/assertions/lang"
	"wcet/poly"
	"wcet/ts"
	"wcet/ts/interp"
)

// Assertions in SS (thesis ch. 4, Fig. 4.11; DESIGN "Annotation ABI",
// "Verdicts").
//
// The frequency variables some assertion reads (the relevant ones,
// machine.freqVars) are state variables (fvVar): WCET_COUNT adds one,
// WCET_RESET sets zero, and an assertion is a branch on its constraints
// whose failing cases are blocked paths (assertBranch). They are integers
// like any other, so interpolants and witnesses speak about them, and a
// summary is reused wherever its interpolant says the same paths pass and
// the same are blocked. Along a path they are constants (the counts start
// at zero and only change by constants), and the path also keeps them
// concretely (path.counters). The thesis's two phases are intertwined per
// state rather than run one after the other:
//
//   - Phase 1's classes (MergePaths, Fig. 4.11 lines 42–51): every end of
//     a summary carries the class of its paths, how they changed the
//     relevant frequency variables since the summary's node ("+k" per
//     variable, "=k" after a reset: classDelta, composed along the tree
//     by composeClass). Ends are keyed by class, so JoinHorizontal merges
//     (and keeps the dominating bound of) paths of one class only; at a
//     loop header each class of the iteration is continued from its own
//     state s ∘ Δ. These continuations are the transitions of §4.4's
//     skeletal DAG, labelled by resource use and frequency-variable update.
//   - Phase 2's dynamic programming with interpolants (Fig. 4.11 lines
//     11–12, 27–29): a header state is a node of that DAG with its context
//     (the counts so far among it); the memo table reuses the summary of
//     the rest of the loop across contexts the interpolant admits, and a
//     blocked path ends where the assertion stands (line 12), its negation
//     entering the interpolant like any infeasible branch.
//
// The result is sound w.r.t. assertions: the bound covers every feasible
// path no assertion blocks (merges only over-approximate, and never across
// classes); where no merge loses precision it is the maximum over
// assertion-satisfying paths: Fig. 4.3 gives 49, not the greedy 45.
//
// Verdicts: an assertion no explored path fails is `proven` (SS explores a
// superset of the feasible paths). The first blocked path of each
// assertion is re-executed from the start (assertWitnesses): when it is
// found and depends on no unknown value, the run fails with a
// ViolatedError; otherwise the verdict is `assumed`, with the input of the
// re-executed path (or of the merged state when the re-execution finds
// none: then the violating path may be an artefact of a merge, and the
// verdict errs towards `assumed`). The blocked path stops at the
// assertion, so its nondet sequence is completed by a concrete run
// (padNondet) until the input replays to a run the assertion blocks
// (unroll/testdata/assert_bug_1.c). As with loop-bound annotations, a
// block inside a reused summary is not seen again: the verdict found where
// the summary was computed applies.

// useAssertions turns SS's use of assertions on: the frequency variables
// the assertions of p read become state variables, and each assertion's
// text is compiled to constraints over them.
func (m *machine) useAssertions(p *ts.Program) error {
	seen := map[string]bool{}
	m.asserts = map[string][]poly.Constraint{}
	for _, k := range assertions.Keys(p) {
		f, err := lang.Parse(k.Text)
		if err != nil {
			return fmt.Errorf("%s: assertion %q: %v", k.Pos, k.Text, err)
		}
		for _, v := range f.Vars() {
			seen[v] = true
		}
		var cs []poly.Constraint
		for _, c := range f.Linear() {
			a := poly.Big(c.Const)
			for v, k := range c.Coeffs {
				a = a.Add(poly.Var(fvVar(v)).ScaleBig(k))
			}
			cs = append(cs, poly.Constraint{Expr: a, Eq: c.Op == lang.EqZero})
		}
		m.asserts[k.Text] = cs
	}
	m.isFreq = map[string]bool{}
	for v := range seen {
		m.freqVars = append(m.freqVars, v)
		m.isFreq[v] = true
	}
	sort.Strings(m.freqVars)
	return nil
}

// fvVar is the state variable of frequency variable name.
func fvVar(name string) string { return "fv." + name }

// zeroCounters sets every relevant frequency variable to 0 in the start
// state (they are not inputs: a run starts with every count at zero).
func (m *machine) zeroCounters(p *path) *path {
	for _, v := range m.freqVars {
		ss := p.st.Assign(fvVar(v), poly.I64, poly.Int(0), 0)
		if len(ss) != 1 {
			panic("internal error: assigning a constant split the start state")
		}
		p.st = ss[0]
	}
	return p
}

// assertBranch is the assertion o on p (Fig. 4.11 line 12): the paths
// where it holds go on; each case of its negation (one per conjunct, the
// earlier ones holding) is a path blocked by o. The cases are ordinary
// branches, so the interpolant keeps a blocked case blocked and a passing
// case passing where a summary is reused.
func (m *machine) assertBranch(p *path, o *ts.Assert) []*path {
	var out []*path
	cur := p
	for _, c := range m.asserts[o.Text] {
		yes, no := cur.st.Branch(c, "")
		for _, st := range no {
			q := cur.withState(st)
			q.blocked = true
			if q.blockedBy == nil {
				q.blockedBy = o
			}
			out = append(out, q)
		}
		if len(yes) == 0 {
			return out
		}
		cur = cur.withState(yes[0])
		for _, st := range yes[1:] {
			st.Free()
		}
	}
	if m.trackPassed {
		cur.passed += fmt.Sprintf("%s@%v;", o.Text, o.At)
	}
	return append(out, cur)
}

// blockEvent is the first path SS found blocked by an assertion.
type blockEvent struct {
	key   assertions.Key
	dep   bool
	steps []traceStep     // the transitions from the start to the blocked path
	input *analysis.Input // of the (possibly merged) state where it was blocked
	// chain: found in numeric phase 2's chain (numeric_ss.go): a run
	// without it is needed when its re-execution fails.
	chain bool
}

// blocked records that the path of node n was blocked by an assertion.
func (s *simulator) blocked(n *node) {
	p := n.p
	k := assertions.KeyOf(p.blockedBy)
	if s.blocks == nil {
		s.blocks = map[assertions.Key]*blockEvent{}
	}
	ev := s.blocks[k]
	dep := p.dependent || p.st.Lossy() > 0
	if ev != nil && (ev.dep || !dep) {
		return
	}
	// The first event, or the first that depends on no unknown value.
	s.blocks[k] = &blockEvent{key: k, dep: dep, steps: s.stepsTo(n), input: s.m.inputOf(p)}
}

// assertWitnesses re-executes the first blocked path of each assertion
// from the start and settles the verdicts: a ViolatedError when a path
// that depends on no unknown value is found blocked, else the assertion is
// assumed with the re-executed path's input where one is found.
func (s *simulator) assertWitnesses(start *path) error {
	m := s.m
	m.lbOff = true
	defer func() { m.lbOff = false }()
	keys := make([]assertions.Key, 0, len(s.blocks))
	for k := range s.blocks {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return posLess(keys[i].Pos, keys[j].Pos) })
	for _, k := range keys {
		ev := s.blocks[k]
		var found *path
		m.traceSearchAll(start.clone(), ev.steps, func(p *path) bool {
			if p.blocked && p.blockedBy != nil && assertions.KeyOf(p.blockedBy) == k {
				found = p
				return true
			}
			p.st.Free()
			return false
		})
		if found == nil && ev.chain {
			return errNumericRetry
		}
		if found == nil {
			// The trace did not lead to the block again (its steps come
			// from merged iterations): search the paths from the start.
			found = m.searchBlocked(start.clone(), k, searchBlockedBudget)
		}
		if found == nil {
			ev.input = m.padNondet(s.cfg.Entry, ev.input, k)
			continue
		}
		// The re-executed path's own input, not the merged state's.
		ev.input = m.padNondet(s.cfg.Entry, m.inputOf(found), k)
		dep := found.dependent || found.st.Lossy() > 0
		found.st.Free()
		if !ev.dep && !dep {
			return &analysis.ViolatedError{Text: k.Text, Pos: k.Pos}
		}
	}
	return nil
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

// padMaxSteps bounds the interpreter's run in padNondet.
const padMaxSteps = 10_000_000

// padNondet completes the nondet sequence of a violating input. A blocked
// path ends where the assertion fails (Fig. 4.11 line 12), so its input
// has the nondet values up to the assertion only, while a run goes on to
// the entry's end and needs every value (DESIGN: the violating input is
// replayed by `wcet run`). The input is run in the interpreter with its
// values first and then, for each further choice, its lowest value (0
// when unbounded or within the bounds); the values the run took become the
// sequence. When the padded run is not blocked by k, or fails, the input
// is returned unchanged.
func (m *machine) padNondet(entry string, in *analysis.Input, k assertions.Key) *analysis.Input {
	if in == nil {
		return nil
	}
	cfg := in.RunConfig(entry)
	cfg.MaxSteps = padMaxSteps
	var seq []*big.Int
	cfg.Choose = func(lo, hi *big.Int, bits int) *big.Int {
		var v *big.Int
		switch {
		case len(seq) < len(in.Nondet):
			v = in.Nondet[len(seq)]
		case lo != nil && lo.Sign() > 0 || hi != nil && hi.Sign() < 0:
			v = lo
			if v == nil {
				v = hi
			}
		default:
			v = new(big.Int)
		}
		seq = append(seq, v)
		return v
	}
	run, err := interp.Run(m.prog, cfg)
	if err != nil || run.Blocked == nil || assertions.KeyOf(&ts.Assert{Text: run.Blocked.Assertion, OpBase: ts.OpBase{At: run.Blocked.At}}) != k {
		return in
	}
	out := &analysis.Input{Args: in.Args, Lists: in.Lists, Nondet: seq}
	if out.Nondet == nil {
		out.Nondet = []*big.Int{}
	}
	return out
}

// assertVerdictsSS are SS's verdicts: proven when no path was blocked by
// the assertion, else assumed with the blocked path's input.
func (s *simulator) assertVerdictsSS(p *ts.Program, res *analysis.Result) {
	res.Annotations = assertions.Annotations(p, func(k assertions.Key) (string, *analysis.Input) {
		ev := s.blocks[k]
		if ev == nil {
			return analysis.VerdictProven, nil
		}
		return analysis.VerdictAssumed, ev.input
	})
	for _, a := range res.Annotations {
		if a.Verdict == analysis.VerdictAssumed {
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("assertion %q at %s is assumed: paths violating it are excluded from the bound", a.Text, a.Pos))
		}
	}
}
