package ipet

import (
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"wcet/poly"
)

// Lin is an affine expression Σ C[v]·x_v + K over the program's
// variables x_0, x_1, ... (all non-negative integers). A missing
// coefficient is 0; K nil is 0.
type Lin struct {
	C map[int]*big.Int
	K *big.Int
}

func newLin() Lin { return Lin{C: map[int]*big.Int{}, K: new(big.Int)} }

// varLin is 1·x_v.
func varLin(v int) Lin {
	l := newLin()
	l.C[v] = big.NewInt(1)
	return l
}

// constLin is the constant k.
func constLin(k int64) Lin {
	l := newLin()
	l.K.SetInt64(k)
	return l
}

// addScaled adds k·m to l (in place).
func (l *Lin) addScaled(k *big.Int, m Lin) {
	if l.C == nil {
		l.C = map[int]*big.Int{}
	}
	if l.K == nil {
		l.K = new(big.Int)
	}
	for v, c := range m.C {
		t := new(big.Int).Mul(k, c)
		if o := l.C[v]; o != nil {
			t.Add(t, o)
		}
		if t.Sign() == 0 {
			delete(l.C, v)
		} else {
			l.C[v] = t
		}
	}
	if m.K != nil {
		l.K.Add(l.K, new(big.Int).Mul(k, m.K))
	}
}

func (l Lin) clone() Lin {
	out := newLin()
	out.addScaled(big.NewInt(1), l)
	return out
}

// rowKind is what a row of the program is.
type rowKind uint8

const (
	rowEq    rowKind = iota // = 0
	rowIneq                 // >= 0
	rowTrack                // an expression kept up to date (objective, assertions)
)

type row struct {
	Lin
	kind rowKind
	dead bool
}

// Problem is an integer program over non-negative integer variables:
// maximize Obj subject to Eqs (= 0), Ineqs (>= 0) and the conditional
// constraints Conds.
type Problem struct {
	NVars int
	Names []string // per variable, for messages and tests
	Eqs   []Lin
	Ineqs []Lin
	Obj   Lin
	Conds []Cond
}

// Cond is a reach-conditioned conjunction: when Reach >= 1, every Cons
// holds (each >= 0, or = 0 when Eq).
type Cond struct {
	Reach Lin
	Cons  []CondCons
}

// CondCons is one constraint of a Cond.
type CondCons struct {
	L  Lin
	Eq bool
}

// NewVar adds a variable and returns its index.
func (pr *Problem) NewVar(name string) int {
	pr.NVars++
	pr.Names = append(pr.Names, name)
	return pr.NVars - 1
}

// presolved is a Problem after eliminating equalities by substitution.
type presolved struct {
	rows []*row
	obj  int   // row index of the objective
	cond []int // per Cond: reach row then its constraint rows
	// vars are the variables still occurring in some row, sorted.
	vars []int
}

// presolve eliminates, one by one, a variable with coefficient ±1 of an
// equality (the one occurring in fewest rows), substituting it
// everywhere; the non-negativity of an eliminated variable becomes an
// inequality over the others. Constant rows are checked (an infeasible
// one is an error) and dropped; duplicate inequalities are merged.
func presolve(pr *Problem) (*presolved, error) {
	ps := &presolved{}
	occ := make([]map[int]bool, pr.NVars)
	for i := range occ {
		occ[i] = map[int]bool{}
	}
	add := func(l Lin, kind rowKind) int {
		r := &row{Lin: l.clone(), kind: kind}
		id := len(ps.rows)
		ps.rows = append(ps.rows, r)
		for v := range r.C {
			occ[v][id] = true
		}
		return id
	}
	for v := 0; v < pr.NVars; v++ {
		add(varLin(v), rowIneq)
	}
	var eqs []int
	for _, e := range pr.Eqs {
		eqs = append(eqs, add(e, rowEq))
	}
	for _, e := range pr.Ineqs {
		add(e, rowIneq)
	}
	ps.obj = add(pr.Obj, rowTrack)
	for _, c := range pr.Conds {
		ps.cond = append(ps.cond, add(c.Reach, rowTrack))
		for _, k := range c.Cons {
			ps.cond = append(ps.cond, add(k.L, rowTrack))
		}
	}
	one := big.NewInt(1)
	for progress := true; progress; {
		progress = false
		for _, id := range eqs {
			r := ps.rows[id]
			if r.dead {
				continue
			}
			if len(r.C) == 0 {
				if r.K.Sign() != 0 {
					return nil, errInfeasible
				}
				r.dead = true
				continue
			}
			p, best := -1, 0
			for v, c := range r.C {
				if c.CmpAbs(one) != 0 {
					continue
				}
				if n := len(occ[v]); p < 0 || n < best || n == best && v < p {
					p, best = v, n
				}
			}
			if p < 0 {
				continue
			}
			// x_p = -s·(Σ_{v≠p} c_v x_v + K), s = c_p = ±1.
			s := r.C[p]
			expr := newLin()
			for v, c := range r.C {
				if v != p {
					expr.C[v] = new(big.Int).Neg(new(big.Int).Mul(s, c))
				}
			}
			expr.K.Neg(new(big.Int).Mul(s, r.K))
			r.dead = true
			for v := range r.C {
				delete(occ[v], id)
			}
			for rid := range occ[p] {
				q := ps.rows[rid]
				a := q.C[p]
				delete(q.C, p)
				for v, c := range expr.C {
					t := new(big.Int).Mul(a, c)
					if o := q.C[v]; o != nil {
						t.Add(t, o)
					}
					if t.Sign() == 0 {
						delete(q.C, v)
						delete(occ[v], rid)
					} else {
						q.C[v] = t
						occ[v][rid] = true
					}
				}
				q.K.Add(q.K, new(big.Int).Mul(a, expr.K))
			}
			occ[p] = map[int]bool{}
			progress = true
		}
	}
	// Constant rows, then duplicate inequalities (normalized by the gcd of
	// their coefficients, the constant rounded down: the same integer
	// points).
	best := map[string]*row{}
	for _, r := range ps.rows {
		if r.dead || r.kind == rowTrack {
			continue
		}
		if len(r.C) == 0 {
			if r.kind == rowEq && r.K.Sign() != 0 || r.kind == rowIneq && r.K.Sign() < 0 {
				return nil, errInfeasible
			}
			r.dead = true
			continue
		}
		if r.kind != rowIneq {
			continue
		}
		g := new(big.Int)
		for _, c := range r.C {
			g.GCD(nil, nil, g, new(big.Int).Abs(c))
		}
		if g.Cmp(one) > 0 {
			for v, c := range r.C {
				r.C[v] = new(big.Int).Quo(c, g)
			}
			r.K = floorDiv(r.K, g)
		}
		k := coeffKey(r.C)
		if o := best[k]; o != nil {
			if r.K.Cmp(o.K) < 0 {
				o.K = r.K
			}
			r.dead = true
			continue
		}
		best[k] = r
	}
	seen := map[int]bool{}
	for _, r := range ps.rows {
		if r.dead {
			continue
		}
		for v := range r.C {
			seen[v] = true
		}
	}
	for v := range seen {
		ps.vars = append(ps.vars, v)
	}
	sort.Ints(ps.vars)
	return ps, nil
}

var errInfeasible = errors.New("ipet: the flow constraints admit no run")

// floorDiv is ⌊a/b⌋ for b > 0 (big.Int.Div is Euclidean division).
func floorDiv(a, b *big.Int) *big.Int { return new(big.Int).Div(a, b) }

func coeffKey(c map[int]*big.Int) string {
	vs := make([]int, 0, len(c))
	for v := range c {
		vs = append(vs, v)
	}
	sort.Ints(vs)
	var b strings.Builder
	for _, v := range vs {
		fmt.Fprintf(&b, "%d:%s,", v, c[v])
	}
	return b.String()
}

func varName(v int) string { return fmt.Sprintf("x%d", v) }

func affineOf(l Lin) poly.Affine {
	a := poly.Affine{Coeffs: map[string]*big.Int{}, Const: new(big.Int)}
	for v, c := range l.C {
		a.Coeffs[varName(v)] = new(big.Int).Set(c)
	}
	if l.K != nil {
		a.Const.Set(l.K)
	}
	return a
}

func (ps *presolved) names() []string {
	out := make([]string, len(ps.vars))
	for i, v := range ps.vars {
		out[i] = varName(v)
	}
	return out
}

// base is the set of the remaining equalities and inequalities (without
// the conditional constraints).
func (ps *presolved) base(c *poly.Ctx) *poly.Set {
	var cons []poly.Constraint
	for _, r := range ps.rows {
		if r.dead || r.kind == rowTrack {
			continue
		}
		cons = append(cons, poly.Constraint{Expr: affineOf(r.Lin), Eq: r.kind == rowEq})
	}
	return c.NewSet(ps.names(), cons...)
}

// condSet is {reach <= 0} ∪ {cons} of Cond i of pr.
func (ps *presolved) condSet(c *poly.Ctx, pr *Problem, i int) *poly.Set {
	at := 0
	for j := 0; j < i; j++ {
		at += 1 + len(pr.Conds[j].Cons)
	}
	reach := ps.rows[ps.cond[at]].Lin
	off := c.NewSet(ps.names(), poly.Constraint{Expr: affineOf(reach).Neg()})
	var cons []poly.Constraint
	for j, k := range pr.Conds[i].Cons {
		cons = append(cons, poly.Constraint{Expr: affineOf(ps.rows[ps.cond[at+1+j]].Lin), Eq: k.Eq})
	}
	on := c.NewSet(ps.names(), cons...)
	u := off.Union(on)
	off.Free()
	on.Free()
	return u
}

// violation is {reach >= 1} ∩ ¬cons of Cond i: the flows that reach it
// and break it.
func (ps *presolved) violation(c *poly.Ctx, pr *Problem, i int) *poly.Set {
	at := 0
	for j := 0; j < i; j++ {
		at += 1 + len(pr.Conds[j].Cons)
	}
	reach := ps.rows[ps.cond[at]].Lin
	out := c.EmptySet(ps.names()...)
	for j, k := range pr.Conds[i].Cons {
		con := poly.Constraint{Expr: affineOf(ps.rows[ps.cond[at+1+j]].Lin), Eq: k.Eq}
		for _, neg := range con.Negate() {
			s := c.NewSet(ps.names(), poly.GE(affineOf(reach), poly.Int(1)), neg)
			u := out.Union(s)
			s.Free()
			out.Free()
			out = u
		}
	}
	return out
}

// Solution is the outcome of Solve.
type Solution struct {
	Max *big.Int
	// Free is the maximum without the Conds (the assertions).
	Free *big.Int
	// Vars and Rows are the integer program's size after the presolve.
	Vars, Rows int
	// Proven[i]: no flow satisfying the other constraints (without any
	// Cond) breaks Cond i where it is reached.
	Proven []bool
}

// Solve maximizes pr.Obj exactly over the integer points (isl) after the
// presolve. Unbounded is an error (a loop without a bound), as is an
// empty set (no run satisfies the assertions).
func Solve(c *poly.Ctx, pr *Problem) (*Solution, error) {
	ps, err := presolve(pr)
	if err != nil {
		return nil, err
	}
	sol := &Solution{Vars: len(ps.vars)}
	for _, r := range ps.rows {
		if !r.dead && r.kind != rowTrack {
			sol.Rows++
		}
	}
	base := ps.base(c)
	defer base.Free()
	set := base.Copy()
	for i := range pr.Conds {
		cs := ps.condSet(c, pr, i)
		next := set.Intersect(cs)
		cs.Free()
		set.Free()
		set = next
	}
	defer set.Free()
	m, kind := set.Max(affineOf(ps.rows[ps.obj].Lin))
	switch kind {
	case poly.Unbounded:
		return nil, errors.New("ipet: the integer program is unbounded (a loop without a bound)")
	case poly.Infeasible:
		if len(pr.Conds) > 0 {
			return nil, errors.New("ipet: no run satisfies the global assertions (the integer program with them is empty)")
		}
		return nil, errInfeasible
	}
	sol.Max, sol.Free = m, m
	if len(pr.Conds) > 0 {
		if f, kind := base.Max(affineOf(ps.rows[ps.obj].Lin)); kind == poly.Finite {
			sol.Free = f
		}
	}
	for i := range pr.Conds {
		v := ps.violation(c, pr, i)
		w := v.Intersect(base)
		sol.Proven = append(sol.Proven, w.IsEmpty())
		w.Free()
		v.Free()
	}
	return sol, nil
}
