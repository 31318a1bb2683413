package summary

import "sort"

// The skeletal DAG (thesis §4.4, Fig. 4.11): what SS records for phase 2
// of one loop entry. Its vertices at header t are the count vectors of
// the relevant frequency variables that the paths through t iterations can
// reach, each with the most cost to it and the last transition of that
// path; a transition is one class of an iteration (MergePaths): its cost
// (the class's bound) and its constant increments of the counts. The
// dynamic programme over it (package assertions) adds vertices layer by
// layer and keeps the worst path that leaves the loop. L is the caller's
// label of a transition (SS: the class's trace, for the witness).

// MaxCountVars caps the relevant frequency variables of a skeletal DAG (a
// count vector is a fixed array: a map key without allocation).
const MaxCountVars = 4

// CountVec is a count vector as a map key (unused places 0).
type CountVec [MaxCountVars]int64

// VecOf is f as a map key.
func VecOf(f []int64) CountVec {
	var k CountVec
	copy(k[:], f)
	return k
}

// Vertex is a count vector at a header with the most cost to it and the
// last transition of that path (Prev nil at the entry).
type Vertex[L any] struct {
	Counts []int64
	Cost   int64
	Prev   *Vertex[L]
	Label  L   // the transition's label from the previous header (or the leaving end's)
	At     int // the header
	// Loops: per loop the caller numbers, the most body executions on a
	// path to the vertex (each maximised on its own).
	Loops []int64
}

// Edge is a transition of the skeletal DAG: one class of an iteration.
type Edge[L any] struct {
	Inc   []int64
	Cost  int64
	Label L
	// Loops: the body executions of the caller's loops it runs.
	Loops []int64
}

// Skeleton is the skeletal DAG of one loop entry.
type Skeleton[L any] struct {
	// Layers[t] are the count vectors at header t (t = 0: the entry).
	Layers []map[CountVec]*Vertex[L]
	// Best is the worst path that leaves the loop (nil: none).
	Best *Vertex[L]
	// ExitLoops: per loop, the most body executions on a path that
	// leaves the loop (each maximised on its own).
	ExitLoops []int64
}

// NewSkeleton is the skeletal DAG whose entry header has the counts f0.
func NewSkeleton[L any](f0 []int64) *Skeleton[L] {
	return &Skeleton[L]{Layers: []map[CountVec]*Vertex[L]{{VecOf(f0): {Counts: f0}}}}
}

// Sorted are the vertices of header t in a fixed order (by count vector).
func (s *Skeleton[L]) Sorted(t int) []*Vertex[L] {
	v := s.Layers[t]
	out := make([]*Vertex[L], 0, len(v))
	for _, e := range v {
		out = append(out, e)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].Counts, out[j].Counts
		for k := range a {
			if a[k] != b[k] {
				return a[k] < b[k]
			}
		}
		return false
	})
	return out
}

// Box is the smallest box of the counts at header t: per variable i,
// lo[i] ≤ counts[i] ≤ hi[i] for every vertex (n variables).
func (s *Skeleton[L]) Box(t, n int) (lo, hi []int64) {
	lo, hi = make([]int64, n), make([]int64, n)
	first := true
	for _, e := range s.Layers[t] {
		for i := 0; i < n; i++ {
			if first || e.Counts[i] < lo[i] {
				lo[i] = e.Counts[i]
			}
			if first || e.Counts[i] > hi[i] {
				hi[i] = e.Counts[i]
			}
		}
		first = false
	}
	return lo, hi
}

// Labels are the labels of the path to v from the entry header, first
// transition first.
func (v *Vertex[L]) Labels() []L {
	var out []L
	for x := v; x != nil && x.Prev != nil; x = x.Prev {
		out = append(out, x.Label)
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}
