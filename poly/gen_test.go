package poly

import (
	"math/big"
	"math/rand"
)

// pred is a membership test evaluated in Go, independent of isl.
type pred func(pt map[string]*big.Int) bool

// box enumerates every point of [-b, b]^len(vars).
func box(vars []string, b int, f func(pt map[string]*big.Int)) {
	pt := make(map[string]*big.Int, len(vars))
	var rec func(i int)
	rec = func(i int) {
		if i == len(vars) {
			cp := make(map[string]*big.Int, len(pt))
			for k, v := range pt {
				cp[k] = v
			}
			f(cp)
			return
		}
		for x := -b; x <= b; x++ {
			pt[vars[i]] = big.NewInt(int64(x))
			rec(i + 1)
		}
	}
	rec(0)
}

func holdsAll(cons []Constraint, pt map[string]*big.Int) bool {
	for _, k := range cons {
		ok, err := k.Holds(pt)
		if err != nil {
			panic(err)
		}
		if !ok {
			return false
		}
	}
	return true
}

func boxCons(vars []string, b int) []Constraint {
	var cons []Constraint
	for _, v := range vars {
		cons = append(cons, GE(Var(v), Int(int64(-b))), LE(Var(v), Int(int64(b))))
	}
	return cons
}

func randAffine(r *rand.Rand, vars []string, kmax, cmax int) Affine {
	a := Int(int64(r.Intn(2*cmax+1) - cmax))
	for _, v := range vars {
		if r.Intn(3) == 0 {
			continue
		}
		a = a.Add(Term(int64(r.Intn(2*kmax+1)-kmax), v))
	}
	return a
}

func randConstraint(r *rand.Rand, vars []string) Constraint {
	return Constraint{Expr: randAffine(r, vars, 3, 5), Eq: r.Intn(7) == 0}
}

// randBasic returns random constraints (without the box).
func randBasic(r *rand.Rand, vars []string) []Constraint {
	n := 1 + r.Intn(3)
	cons := make([]Constraint, n)
	for i := range cons {
		cons[i] = randConstraint(r, vars)
	}
	return cons
}

// randSet returns a union of 1..maxDisj random basic sets inside the box
// [-b, b]^vars, and its Go membership test.
func randSet(r *rand.Rand, c *Ctx, vars []string, b, maxDisj int) (*Set, pred) {
	n := 1 + r.Intn(maxDisj)
	var ds [][]Constraint
	s := c.EmptySet(vars...)
	for i := 0; i < n; i++ {
		cons := append(boxCons(vars, b), randBasic(r, vars)...)
		ds = append(ds, cons)
		t := c.NewSet(vars, cons...)
		u := s.Union(t)
		s.Free()
		t.Free()
		s = u
	}
	return s, func(pt map[string]*big.Int) bool {
		for _, d := range ds {
			if holdsAll(d, pt) {
				return true
			}
		}
		return false
	}
}

func ptString(pt map[string]*big.Int) string {
	keys := make([]string, 0, len(pt))
	for k := range pt {
		keys = append(keys, k)
	}
	sortStrings(keys)
	out := "("
	for i, k := range keys {
		if i > 0 {
			out += ", "
		}
		out += k + "=" + pt[k].String()
	}
	return out + ")"
}
