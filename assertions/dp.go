package assertions

import "wcet/summary"

// Numeric phase 2 (thesis ch. 4, Fig. 4.11 lines 11–12 and 27–29): the
// resource-constrained shortest path over the skeletal DAG, here its
// longest path, with the counts carried as integers. SS builds the DAG
// layer by layer (unroll/numeric_ss.go: the classes of each header's
// iteration, checked to lead to one next header state but for the
// counts); the functions below are the dynamic programme on it.

// DP limits: the count vectors of one header, and the vectors times the
// classes of one step.
const (
	MaxVectors = 1 << 18
	MaxWork    = 1 << 24
)

// Step adds header t+1 to sk: every class of edges from every vector of
// header t (every class treated as feasible in every iteration, so the
// DP only adds paths), each vector keeping the most cost to it. nLoops is
// the number of loops the caller numbers (the length of Vertex.Loops).
// It returns a reason when the DP gives up (the caller then resolves the
// loop symbolically), "" otherwise.
func Step[L any](sk *summary.Skeleton[L], t int, edges []summary.Edge[L], nLoops int) string {
	if len(sk.Layers[t])*len(edges) > MaxWork {
		return "too many count vectors"
	}
	next := map[summary.CountVec]*summary.Vertex[L]{}
	for _, e := range sk.Sorted(t) {
		for _, c := range edges {
			var k summary.CountVec
			for i := range e.Counts {
				k[i] = e.Counts[i] + c.Inc[i]
			}
			v := e.Cost + c.Cost
			if v > 1<<60 {
				return "a cost beyond int64"
			}
			old := next[k]
			if old == nil {
				old = &summary.Vertex[L]{Counts: append([]int64(nil), k[:len(e.Counts)]...), Cost: v, Prev: e, Label: c.Label, At: t + 1, Loops: make([]int64, nLoops)}
				next[k] = old
			} else if v > old.Cost {
				old.Cost, old.Prev, old.Label = v, e, c.Label
			}
			for i, n := range c.Loops {
				x := n
				if i < len(e.Loops) {
					x += e.Loops[i]
				}
				old.Loops[i] = max(old.Loops[i], x)
			}
		}
		if len(next) > MaxVectors {
			return "too many count vectors"
		}
	}
	sk.Layers = append(sk.Layers, next)
	return ""
}

// Exit takes a path that leaves the loop from header t (cost, label, and
// the loops' body executions) from every vector of t that in admits (the
// counts for which the path passes every assertion after the loop),
// keeping the worst as sk.Best.
func Exit[L any](sk *summary.Skeleton[L], t int, in func([]int64) bool, cost int64, label L, loops []int64) {
	for _, e := range sk.Sorted(t) {
		if !in(e.Counts) {
			continue
		}
		for len(sk.ExitLoops) < len(loops) {
			sk.ExitLoops = append(sk.ExitLoops, 0)
		}
		for i, n := range loops {
			if i < len(e.Loops) {
				n += e.Loops[i]
			}
			sk.ExitLoops[i] = max(sk.ExitLoops[i], n)
		}
		if v := e.Cost + cost; sk.Best == nil || v > sk.Best.Cost {
			sk.Best = &summary.Vertex[L]{Counts: e.Counts, Cost: v, Prev: e, Label: label, At: t}
		}
	}
}

// Reach is the first vertex of header t (in Sorted order) whose counts
// plus g lie in region: the DP's path into a block that a path g counts
// past header t meets (nil: none does).
func Reach[L any](sk *summary.Skeleton[L], t int, g []int64, region func([]int64) bool) *summary.Vertex[L] {
	f := make([]int64, len(g))
	for _, e := range sk.Sorted(t) {
		for i := range g {
			f[i] = e.Counts[i] + g[i]
		}
		if region(f) {
			return e
		}
	}
	return nil
}
