package summary

import "wcet/poly"

// Memo is the memo table of the symbolic simulation (Fig. 3.7 lines 4–5
// and 17): summaries by key, each key's entries in insertion order. It
// owns copies of what it stores; free it with Free. Not safe for
// concurrent use.
type Memo struct {
	table                    map[Key][]*Summary
	n                        int
	lookups, reuses, inserts int
}

// NewMemo returns an empty table.
func NewMemo() *Memo { return &Memo{table: map[Key][]*Summary{}} }

// Insert stores a copy of s (s stays owned by the caller) and reports
// whether it did: summaries that are not Reusable, or infeasible (their
// witness is empty, so they could never match), are not stored.
func (m *Memo) Insert(s *Summary) bool {
	if !s.Reusable || !s.Feasible() {
		return false
	}
	m.table[s.Key] = append(m.table[s.Key], s.Copy())
	m.n++
	m.inserts++
	return true
}

// Lookup is memoed(s) for the state ⟨key, ctx⟩: a stored summary with the
// same key, Reusable, with ctx ⊆ Ψ and ctx ∩ ω ≠ ∅. When several match, the
// most recently inserted wins. The result is a copy the caller owns (free
// it); nil when none matches. ctx is borrowed.
func (m *Memo) Lookup(key Key, ctx *poly.Set) *Summary {
	m.lookups++
	es := m.table[key]
	for i := len(es) - 1; i >= 0; i-- {
		s := es[i]
		if !s.Reusable || !ctx.IsSubset(s.Psi) || ctx.IsDisjoint(s.Omega) {
			continue
		}
		m.reuses++
		return s.Copy()
	}
	return nil
}

// Len returns the number of stored summaries.
func (m *Memo) Len() int { return m.n }

// Stats returns Lookups, Reuses and Inserts.
func (m *Memo) Stats() Stats {
	return Stats{Lookups: m.lookups, Reuses: m.reuses, Inserts: m.inserts}
}

// Free frees every stored summary and empties the table (the counters
// are kept).
func (m *Memo) Free() {
	for _, es := range m.table {
		for _, s := range es {
			s.Free()
		}
	}
	m.table = map[Key][]*Summary{}
	m.n = 0
}
