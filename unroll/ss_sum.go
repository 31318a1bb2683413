package unroll

// SS's node summaries with several ends: one per end key (a run's end,
// a loop exit, a class of assertion counts), with the candidates tied at
// the worst cost, and the traces that rebuild a witness path.

import (
	"iter"
	"math/big"
	"sort"

	"wcet/assertions"
	"wcet/poly"
	"wcet/summary"
	"wcet/ts"
)

// ---- summaries with several ends ---------------------------------------

// endKey names where a path of a subtree stops: the end of the program
// (exit) or the end of an iteration of a loop (the loop's H.end loc in one
// frame, with the non-numeric shape of the state there).
type endKey struct {
	exit  bool
	frame int
	loc   *ts.Loc
	shape string
	// class is how the paths to the end changed the relevant frequency
	// variables since the node (assertions.Classes.Delta; nil for none,
	// and for exits): paths of different classes are not merged
	// (MergePaths).
	class *assertions.Class
	// wrap: an assignment on the paths to the end took a wrap case (a
	// counter that passed the end of its view). Their ends are not
	// merged with the paths' that did not: the convex hull of the two
	// (i + 1 and i + 1 − 2^w) would hold every value of the type at the
	// next iteration's header, and the unrolling would not progress
	// (an 8-bit ring index, a `do { } while (--n)` over a uint8_t).
	wrap bool
}

// endSum is the part of a summary for one end: bound, Δ and ω (a
// summary.Summary whose Ψ is true: the interpolant is the node's), the
// worst path to it, and what a continuation from it needs.
type endSum struct {
	s     *summary.Summary
	trace *trace
	tmpl  *path                   // a path at the end (state freed): its shape
	types map[string]poly.IntType // the types of the variables at the end
	// counts are, per loop and calling context, the most body executions
	// on a path of the subtree to this end (each count maximised on its
	// own: an upper bound per loop). Never modified once built.
	counts map[loopKey]int64
	// cands are the worst paths of equal bound to this end that
	// JoinHorizontal merged (nil: the end's own trace is the only one),
	// each with its own Δ and ω. Where a loop iteration meets the
	// continuation from the merged state, only pairs whose iteration ends
	// in the continuation's witness are kept (joinContinuation); otherwise
	// the witness trace could join an iteration and a continuation no run
	// takes together (non_deter: the +2 step of a tie, then a
	// continuation whose worst starts from the +1 step's state), and the
	// replay would not find the bound.
	cands []candidate
	// pend, when not nil, are pairs not computed yet: the end joins an
	// iteration and a continuation whose candidates pairs would pair
	// (force computes them into cands).
	pend *pendingPairs
}

// pendingPairs are the operands of a deferred pairs: the iteration end e
// (borrowed from the header's s1, alive until its continuations are all
// joined) and the continuation end x (owned).
type pendingPairs struct{ e, x *endSum }

// candidate is one of several worst paths of equal bound to the same end.
type candidate struct {
	s     *summary.Summary
	trace *trace
}

// maxCands bounds an end's candidates (their summaries are extended along
// every transition up to the loop header).
const maxCands = 4

// free releases the end's summary and candidates.
func (e *endSum) free() {
	e.s.Free()
	freeCands(e.cands)
	if e.pend != nil {
		e.pend.x.free()
		e.pend = nil
	}
}

func freeCands(cs []candidate) {
	for _, c := range cs {
		c.s.Free()
	}
}

// takeCands returns e's candidates, which become the caller's: e's own
// (summary copied) when it has none.
func takeCands(e *endSum) []candidate {
	if e.cands != nil {
		c := e.cands
		e.cands = nil
		return c
	}
	return []candidate{{e.s.Copy(), e.trace}}
}

// candsOf returns e's candidates, borrowed: e itself when it has none.
func candsOf(e *endSum) []candidate {
	if e.cands != nil {
		return e.cands
	}
	return []candidate{{e.s, e.trace}}
}

// addCounts returns a ⊕ b (+ inc), a new map.
func addCounts(a, b map[loopKey]int64, inc map[loopKey]int64) map[loopKey]int64 {
	if len(a)+len(b)+len(inc) == 0 {
		return nil
	}
	out := make(map[loopKey]int64, len(a)+len(b)+len(inc))
	for _, m := range []map[loopKey]int64{a, b, inc} {
		for k, v := range m {
			out[k] += v
		}
	}
	return out
}

// maxCounts returns the componentwise maximum of a and b, a new map.
func maxCounts(a, b map[loopKey]int64) map[loopKey]int64 {
	if len(a)+len(b) == 0 {
		return nil
	}
	out := make(map[loopKey]int64, len(a)+len(b))
	for k, v := range a {
		out[k] = v
	}
	for k, v := range b {
		out[k] = max(out[k], v)
	}
	return out
}

// nodeSum is the summary of a node: its interpolant and one endSum per end
// its paths reach (the thesis's structured loops have a single end; here a
// break or a return leaves a loop from inside its body). It is the entry
// of SS's memo table (summary.Memo).
type nodeSum struct {
	key      summary.Key
	psi      *poly.Set // over the node's variables
	reusable bool
	ends     map[endKey]*endSum
}

// Interpolant returns Ψ and whether the summary may be reused
// (summary.Entry).
func (s *nodeSum) Interpolant() (*poly.Set, bool) { return s.psi, s.reusable }

// Witnesses yields the witness ω of every end (summary.Entry).
func (s *nodeSum) Witnesses() iter.Seq[*poly.Set] {
	return func(yield func(*poly.Set) bool) {
		for _, e := range s.ends {
			if !yield(e.s.Omega) {
				return
			}
		}
	}
}

// Copy returns a copy of s: its summaries and candidates copied, traces
// and templates shared (summary.Entry).
func (s *nodeSum) Copy() *nodeSum {
	c := &nodeSum{key: s.key, psi: s.psi.Copy(), reusable: s.reusable, ends: make(map[endKey]*endSum, len(s.ends))}
	for k, x := range s.ends {
		y := *x
		y.s = x.s.Copy()
		y.cands = nil
		for _, cd := range x.cands {
			y.cands = append(y.cands, candidate{cd.s.Copy(), cd.trace})
		}
		c.ends[k] = &y
	}
	return c
}

// Free releases s (summary.Entry).
func (s *nodeSum) Free() {
	s.psi.Free()
	for _, e := range s.ends {
		e.free()
	}
}

// worst returns the largest bound over the ends (nil: −∞) and its end.
func (s *nodeSum) worst() (*big.Int, *endSum) {
	var b *big.Int
	var w *endSum
	for _, k := range s.sortedEnds() {
		e := s.ends[k]
		if x := e.s.Worst(); x != nil && (b == nil || x.Cmp(b) > 0) {
			b, w = x, e
		}
	}
	return b, w
}

func (s *nodeSum) sortedEnds() []endKey {
	ks := make([]endKey, 0, len(s.ends))
	for k := range s.ends {
		ks = append(ks, k)
	}
	sort.Slice(ks, func(i, j int) bool { return endLess(ks[i], ks[j]) })
	return ks
}

func endLess(a, b endKey) bool {
	if a.exit != b.exit {
		return a.exit
	}
	if a.frame != b.frame {
		return a.frame < b.frame
	}
	if a.loc != b.loc {
		return a.loc.ID < b.loc.ID
	}
	if a.shape != b.shape {
		return a.shape < b.shape
	}
	if a.wrap != b.wrap {
		return !a.wrap
	}
	return a.class.Key() < b.class.Key()
}

// trace is a rope of the worst path's steps (Extend puts a step in front,
// JoinVertical concatenates), flattened once at the end.
type trace struct {
	step        *traceStep
	left, right *trace
}

// traceStep is one transition of a path: t from its From loc, or, with
// resume, the rest of t after a call returned.
type traceStep struct {
	fn     string
	t      *ts.Trans
	resume bool
}

func cons(s traceStep, t *trace) *trace { return &trace{left: &trace{step: &s}, right: t} }
func concat(a, b *trace) *trace {
	if a == nil {
		return b
	}
	if b == nil {
		return a
	}
	return &trace{left: a, right: b}
}

func (t *trace) steps() []traceStep {
	var out []traceStep
	stack := []*trace{t}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if x == nil {
			continue
		}
		if x.step != nil {
			out = append(out, *x.step)
			continue
		}
		stack = append(stack, x.right, x.left)
	}
	return out
}
