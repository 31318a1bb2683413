package unroll

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/poly"
	"wcet/ts"
	"wcet/ts/interp"
)

// Loop-bound annotations (TACLeBench `_Pragma("loopbound min A max B")`,
// ts.Loop.Bound; DESIGN "Annotation ABI", "Verdicts").
//
// An annotated loop L gets an iteration counter in the symbolic state, the
// integer variable lbFRAME.LOOP (lbCounter): set to 0 when a transition
// enters L (loopBoundEnter, at the end of TransStep), and incremented by
// the transition that completes a body execution (completesBody: it goes
// around through a latch, or leaves the loop from a latch block), so the
// counter is the number of body executions completed in the current
// entry, in the unit of loops.go. Before the increment the path is split
// on counter <= B−1 (loopBoundCut): the side counter >= B is about to
// complete body execution B+1 and does not go on (the cut). A path that
// leaves the loop without completing execution B+1 (a break in it, as in
// md5's `while (1)`) is not cut. Because the counter and the split are ordinary state
// and step-relation constraints, SS's interpolants and witnesses see them:
// the summary of a body computed at counter <= B−1 carries that condition
// and is not reused where the cut must happen, and a summary where the cut
// happened (counter >= B) is not reused at a fresh entry (counter = 0)
// (TestLoopBoundNoOverSubsumption).
//
// The cut side is probed: the transition is run on it with no step
// recorded; if some successor is feasible, a path reaches execution B+1
// (an lbEvent). Its verdict (DESIGN "Verdicts"): the annotation is
// `proven` when no event happened; `violated` when some event's path does
// not depend on an unknown value (the run fails with a LoopBoundError);
// otherwise `assumed`: the cut paths are excluded from the bound, the
// Annotation carries one input reaching execution B+1 (when a concrete
// run confirms it: lbReplay) and Result.Assumptions says so in words. Only the maximum B is checked: a path
// leaving the loop after fewer than A executions does not change the
// verdict (the minimum never makes a bound unsound).
//
// With SS's summary reuse the cut inside a reused summary is not seen
// again: the verdict found where the summary was computed applies. Paths
// continued from a merge inherit the dependence of the header and of the
// iteration's template path; where unsure, the verdict errs towards
// `assumed` (exit 0) rather than `violated`.

// lbEvent is a path about to complete body execution B+1 of an annotated loop.
type lbEvent struct {
	loop  *ts.Loop
	trans *ts.Trans
	key   loopKey
	dep   bool
	input *analysis.Input
}

// lbInfo is what a run found about one annotated loop.
type lbInfo struct {
	loop     *ts.Loop
	fn       string
	reached  bool
	exited   bool // some path left the loop (in its frame)
	cut      bool
	violated bool
	input    *analysis.Input // of the first cut event
	// SS: the transitions from the start to the first cut event, and the
	// transition it cut, to find a complete input (loopBoundWitnesses).
	steps []traceStep
	trans *ts.Trans
}

// lbCounter is the state variable counting the body executions of L's
// current entry in frame fr.
func lbCounter(fr *frame, L *ts.Loop) string { return fmt.Sprintf("lb%d.%d", fr.id, L.ID) }

// loopBoundLive are the counters of the annotated loops the path's frames
// are inside of (for project).
func loopBoundLive(p *path) []string {
	var out []string
	for fr := p.top; fr != nil; fr = fr.caller {
		if fr.loc == nil {
			continue
		}
		for L := fr.loc.Loop; L != nil; L = L.Parent {
			if L.Bound != nil {
				out = append(out, lbCounter(fr, L))
			}
		}
	}
	return out
}

// lbInfoOf returns the record of L, creating it.
func (m *machine) lbInfoOf(L *ts.Loop, fn string) *lbInfo {
	if m.lb == nil {
		m.lb = map[*ts.Loop]*lbInfo{}
	}
	in := m.lb[L]
	if in == nil {
		in = &lbInfo{loop: L, fn: fn}
		m.lb[L] = in
	}
	return in
}

// loopBoundEnter sets the counter of every annotated loop that t (just
// taken by q, now at t.To in frame q.top) enters, and notes the annotated
// loops it leaves.
func (m *machine) loopBoundEnter(q *path, t *ts.Trans) {
	fr := q.top
	if !m.lbOff {
		for L := t.From.Loop; L != nil && !L.Contains(t.To); L = L.Parent {
			if L.Bound != nil {
				m.lbInfoOf(L, fr.f.Name).exited = true
			}
		}
	}
	for L := t.To.Loop; L != nil && !L.Contains(t.From); L = L.Parent {
		if L.Bound == nil || t.To != L.Header {
			continue
		}
		if !m.lbOff {
			m.lbInfoOf(L, fr.f.Name).reached = true
		}
		ss := q.st.Assign(lbCounter(fr, L), poly.I64, poly.Int(0), 0)
		if len(ss) != 1 {
			// Only an empty context has no successor; it stays empty.
			for _, s := range ss[1:] {
				s.Free()
			}
			if len(ss) == 0 {
				continue
			}
		}
		q.st = ss[0]
	}
}

// loopBoundCut is the cut at the start of transition t from p: when t
// completes a body execution of annotated loops (its source's innermost
// loop or loops around it), the paths on which each count is at most the
// annotation's maximum minus one, with the counts incremented (nil when
// there is none). The other side is probed for an lbEvent and dropped.
func (m *machine) loopBoundCut(p *path, t *ts.Trans) ([]*path, error) {
	fr := p.top
	if m.lbProbing || fr.resume != nil {
		return []*path{p}, nil
	}
	ps := []*path{p}
	for L := t.From.Loop; L != nil; L = L.Parent {
		if L.Bound == nil || !completesBody(L, t) {
			continue
		}
		var out []*path
		for _, q := range ps {
			qs, err := m.loopBoundCutOne(q, t, L)
			if err != nil {
				return nil, err
			}
			out = append(out, qs...)
		}
		ps = out
	}
	return ps, nil
}

// loopBoundCutOne is loopBoundCut for one annotated loop L.
func (m *machine) loopBoundCutOne(p *path, t *ts.Trans, L *ts.Loop) ([]*path, error) {
	fr := p.top
	c := lbCounter(fr, L)
	if _, ok := p.st.Type(c); !ok {
		// Not entered through loopBoundEnter (cannot happen on a reducible
		// loop): no count to cut on, the loop is unrolled as unannotated.
		return []*path{p}, nil
	}
	B := L.Bound.Max
	yes, no := p.st.Branch(poly.LE(poly.Var(c), poly.Int(B-1)), "")
	for _, s := range no {
		if err := m.probeCut(p.withState(s), t, L); err != nil {
			return nil, err
		}
	}
	var out []*path
	for _, s := range yes {
		q := p.withState(s)
		out = append(out, fork(q, q.st.Assign(c, poly.I64, poly.Var(c).Add(poly.Int(1)), 0))...)
	}
	return out, nil
}

// completesBody reports whether t, from a loc inside L, completes a body
// execution of L: it goes around through a latch, or leaves L from a
// latch block (a bottom test). Executions that leave L before a latch (a
// failed top test, a break) do not count (the counting rule of
// loops.go). The definition is ts.Loop.CompletesBody, which the
// interpreter's Config.LoopBounds shares.
func completesBody(L *ts.Loop, t *ts.Trans) bool { return L.CompletesBody(t) }

// probeCut runs t on r (a path about to complete body execution B+1 of L)
// without recording anything, and records an lbEvent when some successor
// is feasible. r is consumed.
func (m *machine) probeCut(r *path, t *ts.Trans, L *ts.Loop) error {
	if m.lbOff {
		r.st.Free()
		return nil
	}
	saved := m.env.Dropped
	nNotes := len(m.notes)
	m.env.Dropped = nil
	m.lbProbing = true
	key := loopKey{r.top.ctx, L}
	dep0 := r.dependent || r.st.Lossy() > 0
	fn := r.top.f.Name
	before := r.clone()
	defer before.st.Free()
	rs, err := m.TransStep(r, t, 0)
	m.lbProbing = false
	m.env.Dropped = saved
	// Notes the probe made belong to no analysed path.
	for _, n := range m.notes[nNotes:] {
		delete(m.assumed, n)
	}
	m.notes = m.notes[:nNotes]
	if err != nil {
		// Body execution B+1 holds what the analysis cannot execute
		// (an unsupported construct): it may be feasible; err towards
		// assumed rather than fail on code the annotation excludes.
		m.lbInfoOf(L, fn)
		m.lbPending = append(m.lbPending, lbEvent{loop: L, trans: t, key: key, dep: true, input: m.inputOf(before)})
		return nil
	}
	var first *path
	n := 0
	for _, q := range rs {
		if q.st.Feasible() {
			n++
			if first == nil {
				first = q
				continue
			}
		}
		q.st.Free()
	}
	if first == nil {
		return nil
	}
	ev := lbEvent{loop: L, trans: t, key: key, dep: dep0 || n > 1 || first.st.Lossy() > 0, input: m.inputOf(first)}
	first.st.Free()
	m.lbInfoOf(L, fn)
	m.lbPending = append(m.lbPending, ev)
	return nil
}

// loopBoundSettle records the events of one expansion: the state had
// succ feasible successors besides the cut ones, so the cut paths depend
// on an unknown value when there are two or more in all. It returns the
// error of a violated annotation.
func (m *machine) loopBoundSettle(succ int) error {
	if len(m.lbPending) == 0 {
		return nil
	}
	dep := succ+len(m.lbPending) > 1
	evs := m.lbPending
	m.lbPending = nil
	for _, ev := range evs {
		in := m.lb[ev.loop]
		if !in.cut {
			in.input = ev.input
			if m.lbWhere != nil {
				in.steps, in.trans = m.lbWhere(), ev.trans
			}
		}
		in.cut = true
		if m.lbCutKeys == nil {
			m.lbCutKeys = map[loopKey]bool{}
		}
		m.lbCutKeys[ev.key] = true
		if !ev.dep && !dep && !in.violated {
			in.violated = true
			return &analysis.LoopBoundError{Pragma: ev.loop.Bound, Loop: ev.loop, Func: in.fn, Input: ev.input}
		}
	}
	return nil
}

// loopBoundReport adds the verdicts on the annotated loops reached to res
// (in the order of the pragmas' positions), the assumptions of the assumed
// ones, and marks the loop rows whose unrolling an annotation cut.
//
// One pragma may bound several loops of the IR: the copies of its source
// loop that inlining and unrolling make (frontend, attachPragmas). The
// verdict covers every copy: the worst over the copies reached (violated
// stops the run before this; assumed when a copy was cut), one row and one
// assumption per pragma. Under an optimising pipeline
// (ts.Program.Optimized) a copy's iterations need not be the source
// loop's body executions (a loop unrolled by k runs about B/k times), so
// no cut proves nothing: the verdict is assumed, never proven. A pragma
// whose loop the optimiser removed (ts.Pragma.Removed) bounds nothing:
// its row is assumed, with an assumption that says why.
//
// The violation input of an assumed pragma is the input of a cut path,
// which may come from an abstract state (SS's merged iterations, a lossy
// state): it is shown only when the interpreter's run on it is cut at a
// copy of the pragma's loop (lbReplay), else the verdict has no input.
// This changes the evidence, never the verdict or the bound.
func (m *machine) loopBoundReport(res *analysis.Result, cfg analysis.Config) {
	for i := range res.Loops {
		r := &res.Loops[i]
		if m.lbCutKeys[loopKey{r.Context, r.Loop}] {
			r.Annotated = true
		}
	}
	type prInfo struct {
		pr     *ts.Pragma
		first  *lbInfo // the first cut copy, else the first copy reached
		cut    bool
		copies int
		cuts   []*lbInfo // the cut copies, in order
	}
	byPr := map[*ts.Pragma]*prInfo{}
	var prs []*prInfo
	var infos []*lbInfo
	for _, in := range m.lb {
		if in.reached || in.cut {
			infos = append(infos, in)
		}
	}
	sort.Slice(infos, func(i, j int) bool {
		a, b := infos[i].loop, infos[j].loop
		if a.Bound.Pos != b.Bound.Pos {
			return posLess(a.Bound.Pos, b.Bound.Pos)
		}
		if infos[i].fn != infos[j].fn {
			return infos[i].fn < infos[j].fn
		}
		return a.ID < b.ID
	})
	for _, in := range infos {
		pr := in.loop.Bound
		if pr.Origin == analysis.OriginSearch {
			continue
		}
		x := byPr[pr]
		if x == nil {
			x = &prInfo{pr: pr, first: in}
			byPr[pr] = x
			prs = append(prs, x)
		}
		x.copies++
		if in.cut {
			x.cuts = append(x.cuts, in)
		}
		if in.cut && !x.cut {
			x.cut, x.first = true, in
		}
	}
	optimized := m.prog != nil && m.prog.Optimized
	for _, x := range prs {
		pr := x.pr
		a := analysis.Annotation{Kind: "loopbound", Text: pr.Text, Origin: pr.OriginOf(), Pos: pr.Pos, Verdict: analysis.VerdictProven}
		switch {
		case x.cut:
			a.Verdict = analysis.VerdictAssumed
			for _, in := range x.cuts {
				if a.Violation = lbReplay(m.prog, cfg, in.input, pr); a.Violation != nil {
					break
				}
			}
			what := fmt.Sprintf("loop at %s", x.first.loop.Pos)
			if x.copies > 1 {
				what = fmt.Sprintf("every copy of the loop at %s (%d copies reached)", x.first.loop.Pos, x.copies)
			}
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s runs at most %d times per entry (%s at %s, assumed)", what, pr.Max, pr.OriginOf(), pragmaAt(pr.Pos)))
		case optimized:
			a.Verdict = analysis.VerdictAssumed
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s at %s is assumed, not proven: no copy of the loop at %s ran more than %d times per entry, but under --opt O2 a copy's iterations need not be the source loop's body executions (unrolling)", pr.OriginOf(), pragmaAt(pr.Pos), x.first.loop.Pos, pr.Max))
		}
		res.Annotations = append(res.Annotations, a)
	}
	if m.prog != nil {
		for _, pr := range m.prog.Pragmas {
			if pr.Kind == "marker" && pr.Removed {
				res.Assumptions = append(res.Assumptions, removedMarker(pr))
			}
			if pr.Kind != "loopbound" || !pr.Removed {
				continue
			}
			res.Annotations = append(res.Annotations, analysis.Annotation{Kind: "loopbound", Text: pr.Text, Origin: pr.OriginOf(), Pos: pr.Pos, Verdict: analysis.VerdictAssumed})
			at := fmt.Sprintf("line %d", pr.Next)
			if pr.Pos.Known() {
				at = fmt.Sprintf("%s:%d", pr.Pos.File, pr.Next)
			}
			res.Assumptions = append(res.Assumptions, fmt.Sprintf("%s at %s bounds nothing: no loop of the optimised program comes from the loop at %s (the optimiser unrolled it fully or deleted it, or its function is not reached from the entry), so the pragma was not checked", pr.OriginOf(), pragmaAt(pr.Pos), at))
		}
	}
}

// lbReplaySteps caps the ops of lbReplay's run (concreteRunSteps, the
// cap of one run of the concrete witness search).
const lbReplaySteps = concreteRunSteps

// lbReplay runs the entry on in (a cut path's input) in the interpreter
// under the loop-bound cut (interp.Config.LoopBounds, the analyzer's
// unit: Loop.CompletesBody, per entry and frame) and returns the input
// when the run stops about to complete body execution Max+1 of a loop pr
// bounds: an input that fails the pragma. It returns nil when the run
// ends otherwise (within every maximum: the path SS found was an abstract
// one no concrete run follows), is cut at another pragma's loop first,
// fails, or runs past lbReplaySteps or the budget's deadline. The input
// of a cut path may lack the nondet values past those its state kept:
// the run takes in.Nondet, then the upper end of the range asked for (0
// when there is none, or the lower end when that is above 0); the input
// returned holds the values the run took beyond in.Nondet. Only the
// maximum is replayed, as only the maximum is checked.
func lbReplay(p *ts.Program, cfg analysis.Config, in *analysis.Input, pr *ts.Pragma) *analysis.Input {
	if p == nil || in == nil {
		return nil
	}
	var extra []*big.Int
	rc := in.RunConfig(cfg.Entry)
	rc.Nondet = nil
	i := 0
	rc.Choose = func(lo, hi *big.Int, bits int) *big.Int {
		if i < len(in.Nondet) {
			i++
			return in.Nondet[i-1]
		}
		v := new(big.Int)
		switch {
		case hi != nil:
			v.Set(hi)
		case lo != nil && lo.Sign() > 0:
			v.Set(lo)
		}
		extra = append(extra, v)
		return new(big.Int).Set(v)
	}
	rc.LoopBounds, rc.MaxSteps, rc.Deadline = true, lbReplaySteps, cfg.Clock().Deadline()
	r, err := interp.Run(p, rc)
	if err != nil || r.Ended != "cut" || r.Cut == nil || r.Cut.Loop.Bound != pr {
		return nil
	}
	if len(extra) == 0 {
		return in
	}
	out := *in
	out.Nondet = append(append([]*big.Int(nil), in.Nondet...), extra...)
	return &out
}

// removedMarker is the assumption of a marker pragma whose code the
// optimiser deleted (ts.Pragma.Removed).
func removedMarker(pr *ts.Pragma) string {
	return fmt.Sprintf("marker %s at %s counts nothing: the optimiser deleted the code it marks (that code never runs), so %s stays 0", strings.TrimSpace(pr.Text), pragmaAt(pr.Pos), strings.TrimSpace(pr.Text))
}

func posLess(a, b ts.Pos) bool { return a.Before(b) }

// pragmaAt is a pragma's position as file:line.
func pragmaAt(p ts.Pos) string {
	if p.Known() {
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return p.String()
}

// noPathError is the error of a run in which no path reaches an end of
// the entry. When loop-bound annotations cut paths, it is theirs: the
// annotations exclude every execution, so one of them is violated
// whatever the inputs. It names the first cut loop (by pragma position)
// that no path left, else the first cut one.
func (m *machine) noPathError() error {
	var first *lbInfo
	better := func(in *lbInfo) bool {
		if first == nil || first.exited != in.exited {
			return first == nil || !in.exited
		}
		return posLess(in.loop.Bound.Pos, first.loop.Bound.Pos)
	}
	for _, in := range m.lb {
		if in.cut && better(in) {
			first = in
		}
	}
	if first == nil {
		return analysis.ErrNoPath
	}
	return &analysis.LoopBoundError{Pragma: first.loop.Bound, Loop: first.loop, Func: first.fn, Input: first.input, Every: true}
}

// inputOf is input (enum.go) that is never nil: an empty input when the
// state has no model. Inputs the state no longer holds (SS projects the
// history of merged iterations) are absent; elements of pointer parameters
// not in the model are 0.
func (m *machine) inputOf(p *path) *analysis.Input {
	if in := m.input(p); in != nil {
		return in
	}
	return &analysis.Input{Args: map[string]*big.Int{}}
}

// stepsTo are the transitions from the start to node n: the cases that
// led to each node, and for a continuation of a loop the worst path of
// the iteration it continues (the back edge is implicit, as in follow).
func (s *simulator) stepsTo(n *node) []traceStep {
	var parts [][]traceStep
	for c := n; c.parent != nil; c = c.parent {
		switch {
		case c.via != nil:
			parts = append(parts, []traceStep{c.via.step})
		case c.cont:
			h := c.parent
			parts = append(parts, h.s1.ends[h.conts[h.ci-1]].trace.steps())
		}
	}
	var out []traceStep
	for i := len(parts) - 1; i >= 0; i-- {
		out = append(out, parts[i]...)
	}
	return out
}

// loopBoundWitnesses replaces the violation inputs SS found on merged
// states (which lack the values the merge projected away) by complete
// ones: the transitions to the first cut are re-executed from the start
// (a clone of start each time), then the cut transition; the first
// feasible case gives the input. Where none is found within follow's
// budget the model of the merged state stays.
func (s *simulator) loopBoundWitnesses(start *path) {
	m := s.m
	m.lbOff = true
	defer func() { m.lbOff = false }()
	for _, in := range m.lb {
		if !in.cut || in.trans == nil {
			continue
		}
		if x := m.followCut(start.clone(), in.steps, in.trans); x != nil {
			in.input = x
		}
	}
}

// loopBoundWitnessesBefore is loopBoundWitnesses under the run's budget
// (s.deadline, set again on ctx for it): when the budget ends during the
// search, the cuts not reached keep the model of their merged state, as
// when follow's budget runs out. It reports whether the deadline
// interrupted an isl operation (which may leave objects live). Past the
// deadline the search is not started.
func (s *simulator) loopBoundWitnessesBefore(ctx *poly.Ctx, start *path) (interrupted bool) {
	if s.deadline.IsZero() {
		s.loopBoundWitnesses(start)
		return false
	}
	if time.Now().After(s.deadline) {
		return false
	}
	ctx.SetDeadline(s.deadline)
	defer func() {
		ctx.SetDeadline(time.Time{})
		if r := recover(); r != nil {
			if _, ok := r.(*poly.DeadlineError); !ok {
				panic(r)
			}
			s.m.lbOff, s.m.lbProbing = false, false
			interrupted = true
		}
	}()
	s.loopBoundWitnesses(start)
	return false
}

// followCut is follow for a cut: it re-executes steps from start (every
// feasible case kept) and returns the input of the first path that can
// then take t with the cut off (nil if none).
func (m *machine) followCut(start *path, steps []traceStep, t *ts.Trans) *analysis.Input {
	var found *analysis.Input
	m.traceSearch(start, steps, func(p *path) bool {
		if p.ended != "" {
			p.st.Free()
			return false
		}
		p, ok := m.backEdge(p)
		if !ok {
			return false
		}
		if fr := p.top; fr.resume != nil || fr.loc != t.From {
			p.st.Free()
			return false
		}
		m.lbProbing = true
		qs, err := m.TransStep(p, t, 0)
		m.lbProbing = false
		if err != nil {
			return false
		}
		for _, q := range qs {
			if found == nil && q.st.Feasible() {
				found = m.inputOf(q)
			}
			q.st.Free()
		}
		return found != nil
	})
	return found
}
