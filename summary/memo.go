package summary

import (
	"fmt"
	"io"
	"iter"
	"math/big"

	"wcet/poly"
)

// Entry is what the memo table stores: the summary of one node of the
// symbolic execution tree, with its interpolant Ψ and the witness ω of
// every end its paths reach. SS's node summary (unroll's nodeSum) has one
// bound, Δ and ω per end: the thesis's structured loops have a single end,
// but a break or a return leaves a loop from inside its body, and paths of
// different frequency-count classes are not merged (MergePaths). The
// package's tests use a *Summary as the entry with one end.
type Entry[E any] interface {
	// Interpolant returns Ψ (borrowed), and whether the entry may be
	// reused at all: false when the subtree's infeasibility relied on
	// facts that are not in Ψ (non-affine atoms decided by Z3).
	Interpolant() (psi *poly.Set, reusable bool)
	// Witnesses yields ω of every end (borrowed). An entry with no end
	// (every path infeasible, or blocked by an assertion) yields none: its
	// Ψ alone keeps every path so, and it is reused wherever Ψ holds.
	Witnesses() iter.Seq[*poly.Set]
	// Copy returns a copy the caller owns.
	Copy() E
	// Free releases the entry.
	Free()
}

// Memo is the memo table of SS (thesis Fig. 3.7): line 17 stores the
// summary of every explored node (Insert), lines 4–5 reuse one
// (memoed(s), Lookup). Entries are kept by Key, each key's entries in
// insertion order. The table owns copies of what it stores; free it with
// Free. Not safe for concurrent use.
type Memo[E Entry[E]] struct {
	table                    map[Key][]*memoEntry[E]
	lookups, reuses, inserts int
	// Debug, when not nil, receives one line per lookup and per rejected
	// entry (the interpolant or a witness that excluded the context).
	Debug io.Writer
}

// memoEntry is a stored entry with its interpolant's constraints for the
// lookup's pre-filter (psiExcludes).
type memoEntry[E Entry[E]] struct {
	e     E
	plain psiPlain
}

// NewMemo returns an empty table.
func NewMemo[E Entry[E]]() *Memo[E] { return &Memo[E]{table: map[Key][]*memoEntry[E]{}} }

// Insert stores a copy of e under key (e stays the caller's) and reports
// whether it did: an entry that is not reusable is not stored.
func (m *Memo[E]) Insert(key Key, e E) bool {
	if _, ok := e.Interpolant(); !ok {
		return false
	}
	m.table[key] = append(m.table[key], &memoEntry[E]{e: e.Copy()})
	m.inserts++
	return true
}

// Lookup is memoed(s) for the state ⟨key, ctx⟩ (Fig. 3.7 line 4): a
// stored entry of the same key with [[s]] ⊆ Ψ, and [[s]] ∩ ω ≠ ∅ for the
// witness ω of every end (Example 3.4: reuse where the worst path to some
// end cannot be taken would give a spurious bound). When several match,
// the most recently inserted wins. The result is a copy the caller owns;
// ok is false when none matches. ctx is borrowed.
func (m *Memo[E]) Lookup(key Key, ctx *poly.Set) (e E, ok bool) {
	m.lookups++
	es := m.table[key]
	if m.Debug != nil {
		fmt.Fprintf(m.Debug, "lookup %v entries %d\n", key, len(es))
	}
	var pt map[string]*big.Int
	if len(es) > 1 {
		pt, _ = ctx.Sample()
	}
	for i := len(es) - 1; i >= 0; i-- {
		x := es[i]
		psi, _ := x.e.Interpolant()
		if x.psiExcludes(psi, pt) || !ctx.IsSubset(psi) {
			if m.Debug != nil {
				fmt.Fprintf(m.Debug, "memo miss psi %v\n  ctx %s\n  psi %s\n", key, ctx, psi)
			}
			continue
		}
		if w := m.disjointWitness(x.e, ctx); w != nil {
			if m.Debug != nil {
				fmt.Fprintf(m.Debug, "memo miss omega %v\n  ctx %s\n  omega %s\n", key, ctx, w)
			}
			continue
		}
		m.reuses++
		return x.e.Copy(), true
	}
	return e, false
}

// disjointWitness returns a witness of e that ctx does not meet, nil if
// ctx meets them all.
func (m *Memo[E]) disjointWitness(e E, ctx *poly.Set) *poly.Set {
	for w := range e.Witnesses() {
		if ctx.IsDisjoint(w) {
			return w
		}
	}
	return nil
}

// Stats returns Lookups, Reuses (the lookups that found an entry) and
// Inserts.
func (m *Memo[E]) Stats() Stats {
	return Stats{Lookups: m.lookups, Reuses: m.reuses, Inserts: m.inserts}
}

// Free frees every stored entry and empties the table (the counters are
// kept).
func (m *Memo[E]) Free() {
	for _, es := range m.table {
		for _, x := range es {
			x.e.Free()
		}
	}
	m.table = map[Key][]*memoEntry[E]{}
}

// A cheap necessary condition for the reuse test [[s]] ⊆ Ψ: one integer
// point of [[s]] lies in Ψ. The point is sampled once per lookup (when the
// key has several entries) and tested in Go against Ψ's constraints, so
// the entries a context cannot reuse are mostly rejected without an isl
// subset test. A loop header whose summaries differ in the counts of an
// assertion (one per count: sparse_array keeps one per number of non-zero
// elements seen) holds many entries under one key, and each lookup used to
// test them all in isl. The filter never accepts: an entry that passes it
// still gets the exact tests.

// psiPlain is Ψ as plain constraints (nil until first needed); exists
// says some disjunct has existential variables (the filter then passes).
type psiPlain struct {
	done   bool
	exists bool
	disj   []poly.Basic
}

// psiExcludes reports whether the point pt (over the entry's variables)
// certainly lies outside the interpolant psi of x.
func (x *memoEntry[E]) psiExcludes(psi *poly.Set, pt map[string]*big.Int) bool {
	pp := &x.plain
	if !pp.done {
		pp.done = true
		pp.disj = psi.Disjuncts()
		for _, d := range pp.disj {
			if len(d.Exists) > 0 {
				pp.exists = true
			}
		}
	}
	if pp.exists || pt == nil {
		return false
	}
	v := new(big.Int)
	t := new(big.Int)
	for _, d := range pp.disj {
		in := true
		for _, c := range d.Cons {
			ok, known := holdsAt(c, pt, v, t)
			if !known {
				return false
			}
			if !ok {
				in = false
				break
			}
		}
		if in {
			return false
		}
	}
	return true
}

// holdsAt evaluates c at pt (v and t are scratch); known is false when pt
// lacks one of c's variables.
func holdsAt(c poly.Constraint, pt map[string]*big.Int, v, t *big.Int) (ok, known bool) {
	v.SetInt64(0)
	if c.Expr.Const != nil {
		v.Set(c.Expr.Const)
	}
	for name, k := range c.Expr.Coeffs {
		if k == nil {
			continue
		}
		x, present := pt[name]
		if !present {
			return false, false
		}
		v.Add(v, t.Mul(k, x))
	}
	if c.Eq {
		return v.Sign() == 0, true
	}
	return v.Sign() >= 0, true
}
