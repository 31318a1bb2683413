package poly

import (
	"fmt"
	"math/big"
	"sort"
)

// Variable lists are sorted and duplicate-free: that canonical order is the
// order of isl dims, so two values over the same names always have the same
// isl space, and values over different names are aligned by inserting the
// missing names as unconstrained dims (a Set over {x} is, over {x, y}, the
// cylinder {(x, y) | x ∈ S}).

// normVars returns the sorted, duplicate-free union of the given lists.
func normVars(lists ...[]string) []string {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	out := make([]string, 0, n)
	for _, l := range lists {
		out = append(out, l...)
	}
	sort.Strings(out)
	w := 0
	for i, v := range out {
		if v == "" {
			panic("poly: empty variable name")
		}
		if i == 0 || v != out[w-1] {
			out[w] = v
			w++
		}
	}
	return out[:w]
}

// unionVars returns the sorted union of two sorted lists, reusing a when
// it already contains b.
func unionVars(a, b []string) []string {
	if sameVars(a, b) {
		return a
	}
	out := make([]string, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || (i < len(a) && a[i] < b[j]):
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i++
			j++
		}
	}
	if len(out) == len(a) {
		return a
	}
	return out
}

func sameVars(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// insertions returns the runs (pos, n) of dims to insert, in increasing
// pos, to turn a list `have` into its sorted superset `want`.
func insertions(have, want []string) [][2]int {
	var runs [][2]int
	i := 0
	for pos := 0; pos < len(want); pos++ {
		if i < len(have) && have[i] == want[pos] {
			i++
			continue
		}
		if i < len(have) && have[i] < want[pos] {
			panic(fmt.Sprintf("poly: variable %q missing from aligned list", have[i]))
		}
		if k := len(runs) - 1; k >= 0 && runs[k][0]+runs[k][1] == pos {
			runs[k][1]++
		} else {
			runs = append(runs, [2]int{pos, 1})
		}
	}
	if i != len(have) {
		panic(fmt.Sprintf("poly: variable %q missing from aligned list", have[i]))
	}
	return runs
}

func indexOf(vars []string) map[string]int {
	m := make(map[string]int, len(vars))
	for i, v := range vars {
		m[v] = i
	}
	return m
}

// rowOf converts a constraint over names to positional form over vars
// (every variable of con must be in idx).
func rowOf(con Constraint, idx map[string]int, n int) row {
	r := row{eq: con.Eq, coef: make([]*big.Int, n), cst: con.Expr.Const}
	for v, k := range con.Expr.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		i, ok := idx[v]
		if !ok {
			panic(fmt.Sprintf("poly: variable %q not in the space", v))
		}
		r.coef[i] = k
	}
	return r
}

// constraintOf converts a positional row back to names.
func constraintOf(r row, names []string) Constraint {
	a := Affine{Coeffs: map[string]*big.Int{}, Const: r.cst}
	if a.Const == nil {
		a.Const = new(big.Int)
	}
	for i, k := range r.coef {
		if k != nil && k.Sign() != 0 {
			a.Coeffs[names[i]] = k
		}
	}
	return Constraint{Expr: a, Eq: r.eq}
}

// existNames returns k names for existential variables that do not clash
// with vars: _e0, _e1, ... (more underscores if needed).
func existNames(k int, vars []string) []string {
	if k == 0 {
		return nil
	}
	taken := indexOf(vars)
	prefix := "_e"
	for {
		out := make([]string, k)
		ok := true
		for i := range out {
			out[i] = fmt.Sprintf("%s%d", prefix, i)
			if _, t := taken[out[i]]; t {
				ok = false
			}
		}
		if ok {
			return out
		}
		prefix = "_" + prefix
	}
}
