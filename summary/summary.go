package summary

import (
	"errors"
	"fmt"
	"math/big"

	"wcet/poly"
)

// Key identifies the program point a summary belongs to. Summaries are
// reused only between states with equal keys. Shape is the caller's
// description of the non-numeric part of the state (memory layout, call
// stack, ...): two states that differ in it must not share summaries.
type Key struct {
	Func  string
	Loc   int
	Shape string
}

func (k Key) String() string {
	if k.Shape == "" {
		return fmt.Sprintf("%s:%d", k.Func, k.Loc)
	}
	return fmt.Sprintf("%s:%d[%s]", k.Func, k.Loc, k.Shape)
}

// Summary is the summarization of a program point (thesis Def. 19),
// [ℓ, bound, Δ(x, x′), Ψ(x), ω(x)]; see the package documentation for the
// meaning of each field. A Summary owns Delta, Psi and Omega: free it once
// with Free. The fields are exported for the caller to read (and to set
// Reusable or Path); replacing Delta, Psi or Omega transfers ownership.
type Summary struct {
	Key Key
	// Bound is the worst cost from ℓ to the end of the subtree; nil is −∞
	// (no feasible path). For a non-cumulative resource (Peak set) it is
	// the largest net use (negative when more is released than taken).
	Bound *big.Int
	// Peak is set for a non-cumulative resource (thesis §4.5.1, Fig.
	// 4.12): the largest spike, the most the resource rises above its
	// value at ℓ at any point of a path of the subtree (never negative).
	// Net use and spike are each maximised over the paths, possibly from
	// different ones (an over-approximation, as in the thesis). nil when
	// Bound is nil or the resource is cumulative.
	Peak *big.Int
	// Delta relates the variables at ℓ (In) to the variables at the end
	// of the subtree (Out). Empty when Bound is nil.
	Delta *poly.Map
	// Psi is the interpolant over the variables at ℓ.
	Psi *poly.Set
	// Omega is the witness: the worst path's constraints projected on the
	// variables at ℓ. Empty when Bound is nil.
	Omega *poly.Set
	// Path holds the caller's steps of the worst path, first step first.
	// Steps are opaque to this package, shared between copies, immutable.
	Path []any
	// Reusable is false when the interpolant relies on facts that are not
	// in Psi; such a summary is never reused and taints every summary
	// compounded from it.
	Reusable bool
	// Types are the integer types of Delta's outputs where the caller
	// knows them (nil: none), shared between copies, immutable. Every
	// value at the end lies in its type's range, and the caller continues
	// from Δ's image taken with them (poly.State.Apply): JoinVertical
	// takes its weakest precondition through Δ1 restricted to them where
	// Δ1 itself fails (Typed).
	Types map[string]poly.IntType
}

// Feasible reports whether some path of the subtree is feasible (the
// bound is not −∞).
func (s *Summary) Feasible() bool { return s.Bound != nil }

// Free releases the isl objects of s. Using s afterwards panics; freeing
// twice (or a nil summary) is a no-op.
func (s *Summary) Free() {
	if s == nil {
		return
	}
	s.Delta.Free()
	s.Psi.Free()
	s.Omega.Free()
}

// Copy returns an independent summary with the same content (isl
// reference count increments; the bound is copied; the Path slice is
// copied, its steps shared). It must be freed on its own.
func (s *Summary) Copy() *Summary {
	return &Summary{
		Key:      s.Key,
		Bound:    copyBound(s.Bound),
		Peak:     copyBound(s.Peak),
		Delta:    s.Delta.Copy(),
		Psi:      s.Psi.Copy(),
		Omega:    s.Omega.Copy(),
		Path:     append([]any(nil), s.Path...),
		Reusable: s.Reusable,
		Types:    s.Types,
	}
}

// String renders s for debugging and test messages.
func (s *Summary) String() string {
	if s == nil {
		return "<nil summary>"
	}
	b := "-inf"
	if s.Bound != nil {
		b = s.Bound.String()
	}
	if s.Peak != nil {
		b += " peak " + s.Peak.String()
	}
	r := ""
	if !s.Reusable {
		r = ", not reusable"
	}
	return fmt.Sprintf("[%v, %s, %v, %v, %v%s]", s.Key, b, s.Delta, s.Psi, s.Omega, r)
}

func copyBound(b *big.Int) *big.Int {
	if b == nil {
		return nil
	}
	return new(big.Int).Set(b)
}

// addBound returns a + b with −∞ (nil) absorbing.
func addBound(a, b *big.Int) *big.Int {
	if a == nil || b == nil {
		return nil
	}
	return new(big.Int).Add(a, b)
}

// Worst is what JoinHorizontal maximises: the spike for a non-cumulative
// resource, else the bound (nil: −∞).
func (s *Summary) Worst() *big.Int {
	if s.Peak != nil {
		return s.Peak
	}
	return s.Bound
}

// peakThen is the spike of a path that rises by at most p1 and ends at net
// b1, then rises by at most p2 above that: max(p1, b1 + p2) (Fig. 4.12
// line 62). nil (cumulative resource, or −∞) when p2 or b1 is nil; p1 nil
// is 0.
func peakThen(p1, b1, p2 *big.Int) *big.Int {
	if p2 == nil || b1 == nil {
		return nil
	}
	out := new(big.Int).Add(b1, p2)
	if p1 != nil && p1.Cmp(out) > 0 {
		out.Set(p1)
	}
	if out.Sign() < 0 {
		out.SetInt64(0)
	}
	return out
}

// cmpBound compares bounds with nil as −∞.
func cmpBound(a, b *big.Int) int {
	switch {
	case a == nil && b == nil:
		return 0
	case a == nil:
		return -1
	case b == nil:
		return 1
	}
	return a.Cmp(b)
}

// Stats are the counters of the summaries: Summarizer.Stats fills Merges
// and Lossy, Memo.Stats fills Lookups, Reuses and Inserts.
type Stats struct {
	// Reuses: successful Memo.Lookup calls.
	Reuses int
	// Lookups: Memo.Lookup calls.
	Lookups int
	// Inserts: summaries stored by Memo.Insert.
	Inserts int
	// Merges: JoinHorizontal calls that hulled two feasible transformers.
	Merges int
	// Lossy: lossy events of the poly.Ctx (LossyTotal) when read.
	Lossy int
}

// Summarizer builds and compounds summaries in one poly.Ctx and counts
// what it does. Like the Ctx, it is not safe for concurrent use.
type Summarizer struct {
	c      *poly.Ctx
	merges int
	// Peaks: the resource is non-cumulative; Terminal summaries carry a
	// Peak of 0 (§4.5.1), so every summary built from them has one.
	Peaks bool
}

// New returns a Summarizer over c.
func New(c *poly.Ctx) *Summarizer { return &Summarizer{c: c} }

// Stats returns Merges and Lossy (read from the Ctx now).
func (z *Summarizer) Stats() Stats {
	return Stats{Merges: z.merges, Lossy: z.c.LossyTotal()}
}

// ErrKeyMismatch is returned by JoinHorizontal for summaries of different
// program points.
var ErrKeyMismatch = errors.New("summary: JoinHorizontal of summaries with different keys")

// emptyRel returns the empty relation over in → out.
func (z *Summarizer) emptyRel(in, out []string) *poly.Map {
	all := z.c.NewMap(in, out)
	defer all.Free()
	e := z.c.EmptySet(in...)
	defer e.Free()
	return all.IntersectDomain(e)
}

// Terminal returns [ℓ, 0, Id(x, x′), true, true] over vars (Fig. 3.7
// lines 2–3): the summary of the end of the program or of a loop body.
func (z *Summarizer) Terminal(key Key, vars []string) *Summary {
	var peak *big.Int
	if z.Peaks {
		peak = new(big.Int)
	}
	return &Summary{
		Key:      key,
		Peak:     peak,
		Bound:    new(big.Int),
		Delta:    z.c.Identity(vars...),
		Psi:      z.c.Universe(vars...),
		Omega:    z.c.Universe(vars...),
		Reusable: true,
	}
}

// weakestPre returns WeakestPre(r, post, ctx); where the context is not
// entailed, WeakestPre(Typed(r, types), post, ctx); when neither is and
// the result will not be reusable anyway, ctx itself (a valid stand-in:
// reuse never reads it); otherwise the error.
func weakestPre(r *poly.Map, types map[string]poly.IntType, post, ctx *poly.Set, reusable bool, op string) (*poly.Set, error) {
	psi, err := poly.WeakestPre(r, post, ctx)
	if err == nil {
		return psi, nil
	}
	if rt := Typed(r, types); rt != nil && errors.Is(err, poly.ErrNotEntailed) {
		psi, err2 := poly.WeakestPre(rt, post, ctx)
		rt.Free()
		if err2 == nil {
			return psi, nil
		}
	}
	if errors.Is(err, poly.ErrNotEntailed) && !reusable {
		return ctx.Copy(), nil
	}
	return nil, fmt.Errorf("summary: %s: the context %v is not within the weakest precondition of %v for %v (a caller bug: the context must be the state at ℓ and the post-interpolant must contain its successors): %w", op, ctx, post, r, err)
}

// Typed returns r with its outputs restricted to the ranges of their
// types (outputs without a type, or of 64 bits and more, stay as they
// are), or nil when that restricts nothing. Every value lies in its
// type's range, so the restriction only removes pairs no run has. r
// leaves an output unbounded where its step took the type from the state
// rather than from a constraint (a value loaded at an unknown index, an
// assignment whose wrap case the context decided), while the state the
// simulation continues from has the range and an interpolant computed
// there may name it; the weakest precondition through r is then not
// entailed in any context. Only on failure: a typed r in every step
// makes later joins slower (statemate: 0.3 s to over 100 s).
func Typed(r *poly.Map, types map[string]poly.IntType) *poly.Map {
	var cs []poly.Constraint
	for _, v := range r.Out() {
		t, has := types[v]
		if !has || t.Bits == 0 || t.Bits >= 64 {
			continue
		}
		cs = append(cs, poly.GE(poly.Var(v), poly.Big(t.Min())), poly.LE(poly.Var(v), poly.Big(t.Max())))
	}
	if len(cs) == 0 {
		return nil
	}
	box := r.Ctx().NewSet(r.Out(), cs...)
	defer box.Free()
	return r.IntersectRange(box)
}

// JoinVertical compounds S1, the summary of ℓ up to ℓ′, with S2, the
// summary of ℓ′ (the subtree that suffixes S1's), into a summary of ℓ
// (Fig. 3.8 lines 16–20):
//
//	bound = b1 + b2 (−∞ absorbs)
//	Δ     = Δ1 then Δ2 (Δ1's outputs are Δ2's inputs)
//	Ψ     = Ψ1 ∧ WeakestPre(Δ1, Ψ2, ctx) (Δ1 typed by S1.Types where
//	        that fails: Typed)
//	ω     = ω1 ∧ ∃x′. Δ1(x, x′) ∧ ω2(x′), over the variables at ℓ
//
// ctx is the context at ℓ (the state S1 was computed in, over the
// variables at ℓ); it must lie within the weakest precondition of Δ1 and
// Ψ2, which holds when S2 was computed (or reused) at the image of ctx
// under Δ1. Otherwise an error wrapping poly.ErrNotEntailed is returned —
// unless S1 or S2 is not Reusable, in which case Ψ is Ψ1 ∧ ctx. The
// result has S1's key, is Reusable when both are, and its Path is S1's
// followed by S2's. All arguments are borrowed.
func (z *Summarizer) JoinVertical(s1, s2 *Summary, ctx *poly.Set) (*Summary, error) {
	reusable := s1.Reusable && s2.Reusable
	pre, err := weakestPre(s1.Delta, s1.Types, s2.Psi, ctx, reusable, "JoinVertical")
	if err != nil {
		return nil, err
	}
	psi := s1.Psi.Intersect(pre)
	pre.Free()
	out := &Summary{
		Key:      s1.Key,
		Bound:    addBound(s1.Bound, s2.Bound),
		Peak:     peakThen(s1.Peak, s1.Bound, s2.Peak),
		Psi:      psi,
		Reusable: reusable,
		Types:    s2.Types,
	}
	if out.Bound == nil {
		out.Delta = z.emptyRel(s1.Delta.In(), s2.Delta.Out())
		out.Omega = z.c.EmptySet(s1.Delta.In()...)
		return out, nil
	}
	out.Delta = limitDivs(s1.Delta.ApplyRange(s2.Delta))
	out.Omega = lift(s1.Omega, s2.Omega, nil, s1.Delta)
	out.Path = append(append([]any(nil), s1.Path...), s2.Path...)
	return out, nil
}

// lift returns omega ∧ ∃x′. r(x, x′) ∧ post(x′) ∧ extra(x′) (omega and
// extra may be nil: true), coalesced.
func lift(omega, post, extra *poly.Set, r *poly.Map) *poly.Set {
	p := post
	if extra != nil {
		p = post.Intersect(extra)
		defer p.Free()
	}
	pre := p.PreImage(r)
	if omega == nil {
		defer pre.Free()
		return simplifyWitness(pre)
	}
	w := omega.Intersect(pre)
	pre.Free()
	defer w.Free()
	return simplifyWitness(w)
}

// A witness with more existential variables or disjuncts than these is
// replaced by its simple hull (simplifyWitness). Small ones stay exact: a
// coarser witness allows reuses whose worst path the context cannot take
// (loops_misc: 80 instead of 70 when every witness was simplified).
const (
	maxWitnessDivs      = 2
	maxWitnessDisjuncts = 4
)

// simplifyWitness keeps a witness small: compounded along a long chain of
// iterations, the exact projection piles up existential variables and
// disjuncts, and every later intersection gets slower (measured: 4× per
// 10 iterations of a loop with a nondet branch). A witness only decides
// reuse ([[s]] ∩ ω ≠ ∅), so a superset is safe: it can only allow a reuse
// whose worst path the new context does not reach, which over-estimates
// the bound (sound; exactness is still decided by replaying the witness
// input). The simple hull without existentials replaces it then.
func simplifyWitness(w *poly.Set) *poly.Set {
	c := w.Coalesce()
	if c.NumDivs() <= maxWitnessDivs && c.NumDisjuncts() <= maxWitnessDisjuncts {
		return c
	}
	defer c.Free()
	return c.SimpleHull()
}

// limitDivs keeps a compounded transformer's existential variables few
// (poly.Map.LimitDivs), consuming d.
func limitDivs(d *poly.Map) *poly.Map {
	l := d.LimitDivs()
	d.Free()
	return l
}

// JoinHorizontal compounds the summaries of two sibling subtrees of the
// same program point (Fig. 3.8 lines 21–28):
//
//	bound = max(b1, b2), ω and Path of the maximal side (S1 on ties)
//	Δ     = convex hull of Δ1 ∪ Δ2 (a lossy hull is counted by poly)
//	Ψ     = Ψ1 ∧ Ψ2
//
// An infeasible side (bound −∞) contributes only its Ψ. A hull of two
// feasible sides is counted in Stats.Merges. The keys must be equal
// (ErrKeyMismatch). The result is Reusable when both are. Both arguments
// are borrowed.
func (z *Summarizer) JoinHorizontal(s1, s2 *Summary) (*Summary, error) {
	if s1.Key != s2.Key {
		return nil, fmt.Errorf("%w: %v and %v", ErrKeyMismatch, s1.Key, s2.Key)
	}
	worst := s1
	if cmpBound(s2.Worst(), s1.Worst()) > 0 {
		worst = s2
	}
	bound := copyBound(worst.Bound)
	if worst.Peak != nil && cmpBound(s1.Bound, s2.Bound) != 0 {
		// Net use and spike are maximised separately (§4.5.1).
		bound = copyBound(s1.Bound)
		if cmpBound(s2.Bound, s1.Bound) > 0 {
			bound = copyBound(s2.Bound)
		}
	}
	out := &Summary{
		Key:      s1.Key,
		Bound:    bound,
		Peak:     copyBound(worst.Peak),
		Psi:      s1.Psi.Intersect(s2.Psi),
		Omega:    worst.Omega.Copy(),
		Path:     append([]any(nil), worst.Path...),
		Reusable: s1.Reusable && s2.Reusable,
		Types:    s1.Types,
	}
	switch {
	case s1.Feasible() && s2.Feasible():
		z.merges++
		u := s1.Delta.Union(s2.Delta)
		out.Delta, _ = u.ConvexHull()
		u.Free()
	case s1.Feasible():
		out.Delta = s1.Delta.Copy()
	case s2.Feasible():
		out.Delta = s2.Delta.Copy()
	default:
		out.Delta = s1.Delta.Union(s2.Delta)
	}
	return out, nil
}

// Trans is one case of a transition from ℓ (TransStep line 30–31).
type Trans struct {
	// R relates the variables at ℓ (In) to the variables at the child
	// (Out), possibly with extra outputs for intermediate values, which
	// the composition with the child's Δ projects away. It includes the
	// case's guard.
	R *poly.Map
	// Alpha is the constant cost of the transition (nil: 0); for a
	// non-cumulative resource its net use.
	Alpha *big.Int
	// Spike is, for a non-cumulative resource, the most the resource
	// rises above its value at ℓ within the transition (spike(β) of Fig.
	// 4.12; nil: 0).
	Spike *big.Int
	// Premises are constraints over R's outputs that the step's case
	// split relied on (nil: true). They join the child's interpolant (and
	// its witness: they hold on the path).
	Premises *poly.Set
	// Step, when not nil, is put in front of the child's Path.
	Step any
	// Types are the integer types of R's outputs (nil: none), read as
	// Summary.Types.
	Types map[string]poly.IntType
}

// Extend lifts the summary of the child reached by one transition case
// to a summary of ℓ (TransStep line 33):
//
//	bound = α + b_child (−∞ absorbs)
//	Δ     = R then Δ_child (intermediate outputs of R projected away)
//	Ψ     = WeakestPre(R, Ψ_child ∧ premises, ctx)
//	ω     = ∃x′. R(x, x′) ∧ ω_child(x′) ∧ premises(x′), over ℓ's variables
//
// For an infeasible case (the child is Infeasible with the empty Ψ), Ψ is
// WeakestPre(R, false, ctx): the condition under which R relates nothing.
// ctx is the context at ℓ; it must lie within the weakest precondition,
// otherwise the error wraps poly.ErrNotEntailed — unless the child is not
// Reusable, in which case Ψ is ctx. The result has key, is Reusable when
// the child is, and its Path is tr.Step (if not nil) then the child's.
// All arguments are borrowed.
func (z *Summarizer) Extend(key Key, tr Trans, child *Summary, ctx *poly.Set) (*Summary, error) {
	post := child.Psi
	if tr.Premises != nil {
		post = child.Psi.Intersect(tr.Premises)
		defer post.Free()
	}
	psi, err := weakestPre(tr.R, tr.Types, post, ctx, child.Reusable, "Extend")
	if err != nil {
		return nil, err
	}
	alpha := tr.Alpha
	if alpha == nil {
		alpha = new(big.Int)
	}
	out := &Summary{
		Key:      key,
		Bound:    addBound(alpha, child.Bound),
		Peak:     peakThen(tr.Spike, alpha, child.Peak),
		Psi:      psi,
		Reusable: child.Reusable,
		Types:    child.Types,
	}
	if out.Bound == nil {
		out.Delta = z.emptyRel(tr.R.In(), child.Delta.Out())
		out.Omega = z.c.EmptySet(tr.R.In()...)
		return out, nil
	}
	out.Delta = limitDivs(tr.R.ApplyRange(child.Delta))
	out.Omega = lift(nil, child.Omega, tr.Premises, tr.R)
	if tr.Step != nil {
		out.Path = append(out.Path, tr.Step)
	}
	out.Path = append(out.Path, child.Path...)
	return out, nil
}
