package poly

import (
	"fmt"
	"math/big"
	"sort"
)

// Bridges between a State (over symbols) and Sets and Maps over program
// variable names, as summaries hold them: Context (state.go) goes from a
// state to a Set, AssumeSet and Apply bring a Set or a Map back into a
// state, StateFromSet starts a state from a Set (after a merge).

// symRenaming returns the renaming program variable → current symbol for
// vars, panicking on an undeclared one.
func (s *State) symRenaming(vars []string) map[string]string {
	ren := make(map[string]string, len(vars))
	for _, v := range vars {
		sym, ok := s.cur[v]
		if !ok {
			panic(fmt.Sprintf("poly: State: variable %q not declared", v))
		}
		ren[v] = sym
	}
	return ren
}

// AssumeSet intersects the path condition with set, a Set over program
// variables (an interpolant, a witness, a user assumption): exact, and set
// may be a union. Every variable of set must be declared.
func (s *State) AssumeSet(set *Set) {
	s.materialize()
	r := set.Rename(s.symRenaming(set.Vars()))
	defer r.Free()
	n := s.aff.Intersect(r)
	s.aff.Free()
	s.setAff(n)
	s.relIntersect(r)
	s.changed()
}

// Apply applies the relation m (inputs and primed outputs are program
// variables, as a summary's transformer Δ) to s: every output v of m gets a
// fresh symbol constrained by m from the current symbols of m's inputs and
// by v's type range. Program variables that are not outputs of m keep
// their values (Apply does not havoc them, unlike the Map convention for
// unlisted outputs). An output that is not yet a variable of s takes its
// type from types; existing ones keep theirs. Exact: the successor is the
// image of s under m (non-affine atoms stay, over the old symbols); it is
// infeasible when m relates nothing from s.
func (s *State) Apply(m *Map, types map[string]IntType) {
	s.materialize()
	in := s.symRenaming(m.In())
	outs := m.Out()
	newSym := make(map[string]string, len(outs))
	outType := make(map[string]IntType, len(outs))
	for _, v := range outs {
		t, ok := s.Type(v)
		if !ok {
			t, ok = types[v]
			if !ok {
				panic(fmt.Sprintf("poly: State.Apply: no type for new variable %q", v))
			}
		}
		t.check()
		outType[v] = t
		newSym[Prime(v)] = s.env.fresh(v)
	}
	ren := func(name string, ex map[string]string) string {
		if sym, ok := newSym[name]; ok {
			return sym
		}
		if sym, ok := in[name]; ok {
			return sym
		}
		if sym, ok := ex[name]; ok {
			return sym
		}
		panic(fmt.Sprintf("poly: State.Apply: unexpected variable %q in the relation", name))
	}
	var parts []*Set
	vars := make([]string, 0, len(newSym)+len(in))
	for _, sym := range newSym {
		vars = append(vars, sym)
	}
	for _, sym := range in {
		vars = append(vars, sym)
	}
	sort.Strings(vars)
	for _, b := range m.Disjuncts() {
		ex := make(map[string]string, len(b.Exists))
		exSyms := make([]string, 0, len(b.Exists))
		for _, e := range b.Exists {
			ex[e] = s.env.fresh("exists")
			exSyms = append(exSyms, ex[e])
		}
		cons := make([]Constraint, len(b.Cons))
		for i, c := range b.Cons {
			cons[i] = renameConstraint(c, func(n string) string { return ren(n, ex) })
		}
		p := s.env.Ctx.NewSet(append(append([]string(nil), vars...), exSyms...), cons...)
		if len(exSyms) > 0 {
			q := p.Project(exSyms...)
			p.Free()
			p = q
		}
		parts = append(parts, p)
	}
	rel := s.env.Ctx.UnionAll(vars, parts...)
	for _, p := range parts {
		p.Free()
	}
	n := s.aff.Intersect(rel)
	s.relIntersect(rel)
	rel.Free()
	s.aff.Free()
	s.setAff(n)
	var rng []Constraint
	for _, v := range outs {
		sym := newSym[Prime(v)]
		s.cur[v] = sym
		s.typ[sym] = outType[v]
		rng = append(rng, outType[v].rangeCons(Var(sym))...)
	}
	s.constrain(rng...)
}

func renameConstraint(c Constraint, f func(string) string) Constraint {
	e := Affine{Coeffs: make(map[string]*big.Int, len(c.Expr.Coeffs)), Const: c.Expr.Constant()}
	for v, k := range c.Expr.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		n := f(v)
		if old, ok := e.Coeffs[n]; ok {
			e.Coeffs[n] = new(big.Int).Add(old, k)
		} else {
			e.Coeffs[n] = new(big.Int).Set(k)
		}
	}
	return Constraint{Expr: e, Eq: c.Eq}
}

// StateFromSet returns a state whose variables are those of set, of the
// given types, constrained by set and their type ranges: the state that
// continues from a merged context (e.g. the hull at the end of a loop
// iteration). It has no inputs and no non-affine atoms.
func (e *Env) StateFromSet(set *Set, types map[string]IntType) *State {
	s := e.NewState()
	ren := make(map[string]string, len(set.Vars()))
	var rng []Constraint
	for _, v := range set.Vars() {
		t, ok := types[v]
		if !ok {
			s.Free()
			panic(fmt.Sprintf("poly: StateFromSet: no type for %q", v))
		}
		t.check()
		sym := e.fresh(v)
		ren[v] = sym
		s.cur[v] = sym
		s.typ[sym] = t
		rng = append(rng, t.rangeCons(Var(sym))...)
	}
	r := set.Rename(ren)
	s.aff.Free()
	s.setAff(r)
	s.constrain(rng...)
	return s
}
