package poly

import "math/big"

// Defined symbols (State.defs), known bounds (State.bnd) and known
// non-emptiness (State.neID).
//
// While a step relation is recorded (ss records one per transition), an
// assignment x := e gives x a fresh symbol x#n = e − k·2^N. Putting it in
// the affine part costs an isl set built from rows and an intersection,
// adds a dimension to every later isl call on the state, and most such
// symbols are temporaries that the step's projection drops. Instead the
// symbol is defined: defs[x#n] is its value as an affine expression over
// the symbols of the affine part (earlier definitions and known constants
// substituted), and only the range constraints of its type that the known
// bounds do not prove go to the affine part, written over that
// expression. [[s]] is aff ∧ ⋀ sym = defs[sym]: a definition changes
// neither the emptiness nor the projection on the other symbols, so
// queries over those ignore it, and an expression or constraint over
// symbols is substituted (affOf) before it reaches aff. The step relation
// records what it recorded before (the constraints over the symbols
// themselves). Definitions move into aff (materialize, with the known
// constants) before an operation reads aff over arbitrary symbols
// (Context, AssumeSet, Apply, BeginStep, Z3 checks, ...); Project moves
// the kept ones in one intersection and drops the others without isl.
//
// bnd holds, per symbol, an interval known to contain its every value on
// the affine part: from exact optimisations, single-variable constraints
// and definitions. Every operation but DropDivs (which clears them) only
// shrinks the affine part, so they stay valid. With them an assignment
// whose wrap case the intervals decide needs no optimisation, and a
// constraint they prove needs no intersection; both are exact. neID is the
// affID at which aff was last found non-empty: a definition leaves aff as
// it is, so the emptiness test after it is answered without isl.
//
// One shortcut changes what the step records, and only outside the type
// ranges of the step's inputs: a wrap premise of Assign that the types of
// the assigned expression's symbols imply (a value or a sum widened to a
// larger type) is not recorded. It holds on every state (each symbol is in its
// type's range, which every context and the recorded range of every new
// symbol say), so the premises' pre is the same on every state it is used
// in, and StepRelation is spared one weakest precondition. (Leaving such a
// symbol's range out of the step relation too would spare symMap two
// constraints per temporary, but it changes the convex hulls of
// summaries: more lossy events on generated programs.)
//
// Env.Plain turns all of this off, for differential tests.

type interval struct{ lo, hi *big.Int }

// affOf returns e (over symbols) with the definitions and the known
// constants substituted: an expression over the symbols of aff.
func (s *State) affOf(e Affine) Affine {
	if len(s.defs) > 0 {
		hit := false
		for v, k := range e.Coeffs {
			if _, ok := s.defs[v]; ok && k != nil && k.Sign() != 0 {
				hit = true
				break
			}
		}
		if hit {
			out := Affine{Coeffs: make(map[string]*big.Int, len(e.Coeffs)), Const: e.Constant()}
			for v, k := range e.Coeffs {
				if k == nil || k.Sign() == 0 {
					continue
				}
				d, ok := s.defs[v]
				if !ok {
					addTerm(out.Coeffs, v, k)
					continue
				}
				for w, c := range d.Coeffs {
					if c != nil && c.Sign() != 0 {
						addTerm(out.Coeffs, w, new(big.Int).Mul(k, c))
					}
				}
				if d.Const != nil {
					out.Const.Add(out.Const, new(big.Int).Mul(k, d.Const))
				}
			}
			e = out
		}
	}
	return s.substKonst(e)
}

// addTerm adds k·v to the coefficients m (k is not aliased).
func addTerm(m map[string]*big.Int, v string, k *big.Int) {
	if old, ok := m[v]; ok {
		t := new(big.Int).Add(old, k)
		if t.Sign() == 0 {
			delete(m, v)
		} else {
			m[v] = t
		}
		return
	}
	m[v] = new(big.Int).Set(k)
}

// defOf returns the value the constraints cs (of a new symbol sym) define
// sym to be: cs is one equality where sym has coefficient ±1.
func defOf(sym string, cs []Constraint) (Affine, bool) {
	if len(cs) != 1 || !cs[0].Eq {
		return Affine{}, false
	}
	k := cs[0].Expr.Coeffs[sym]
	if k == nil || !k.IsInt64() || (k.Int64() != 1 && k.Int64() != -1) {
		return Affine{}, false
	}
	// k·sym + rest = 0: sym = −k·rest (k = ±1).
	rest := Affine{Coeffs: make(map[string]*big.Int, len(cs[0].Expr.Coeffs)), Const: cs[0].Expr.Constant()}
	for v, c := range cs[0].Expr.Coeffs {
		if v != sym && c != nil && c.Sign() != 0 {
			rest.Coeffs[v] = c
		}
	}
	return rest.ScaleBig(new(big.Int).Neg(k)), true
}

// define makes sym (new, for program variable x, of type t) a defined
// symbol equal to def (over symbols), cons being the constraints it was
// given (recorded in the step relation as newSym would). known, when not
// nil, bounds the value of sym (derived from the affine part).
func (s *State) define(x, sym string, t IntType, def Affine, cons []Constraint, known *interval) {
	s.relConstrain(append(t.rangeCons(Var(sym)), cons...)...)
	d := s.affOf(def)
	if s.defs == nil {
		s.defs = map[string]Affine{}
	}
	s.defs[sym] = d
	s.cur[x] = sym
	s.typ[sym] = t
	iv, ok := s.interval(d)
	if known != nil {
		if !ok {
			iv, ok = *known, true
		} else {
			iv = meet(iv, *known)
		}
	}
	// The type's range, on the affine part, unless the bounds prove it.
	var rc []Constraint
	if !ok || iv.lo.Cmp(t.Min()) < 0 {
		rc = append(rc, GE(d, Big(t.Min())))
	}
	if !ok || iv.hi.Cmp(t.Max()) > 0 {
		rc = append(rc, LE(d, Big(t.Max())))
	}
	if ok {
		s.setBound(sym, meet(iv, interval{t.Min(), t.Max()}))
	} else {
		s.setBound(sym, interval{t.Min(), t.Max()})
	}
	s.changedKeep(len(rc) == 0)
	if len(rc) > 0 {
		s.affConstrain(rc)
	}
}

// changedKeep is changed; when keep (the path condition is the same set
// of points on the other symbols), a cached feasibility answer carries
// over.
func (s *State) changedKeep(keep bool) {
	carry := keep && s.feasAt == s.version
	s.version++
	if carry {
		s.feasAt = s.version
	}
}

// affConstrain intersects aff with cons (over aff's symbols) and learns
// the bounds that single-variable constraints give.
func (s *State) affConstrain(cons []Constraint) {
	n := s.aff.Constrain(cons...)
	s.aff.Free()
	s.setAff(n)
	s.learn(cons)
}

// learn tightens the bounds with the single-variable constraints of cons,
// which hold on aff.
func (s *State) learn(cons []Constraint) {
	for _, c := range cons {
		var v string
		var k *big.Int
		n := 0
		for w, a := range c.Expr.Coeffs {
			if a != nil && a.Sign() != 0 {
				v, k = w, a
				n++
			}
		}
		if n != 1 {
			continue
		}
		// k·v + c0 ≥ 0 (or = 0).
		c0 := c.Expr.Constant()
		nc := new(big.Int).Neg(c0)
		var iv interval
		if k.Sign() > 0 {
			iv.lo = ceilDiv(nc, k) // v ≥ −c0/k
			if c.Eq {
				iv.hi = floorDiv(nc, k)
			}
		} else {
			nk := new(big.Int).Neg(k)
			iv.hi = floorDiv(c0, nk) // −|k|·v + c0 ≥ 0: v ≤ c0/|k|
			if c.Eq {
				iv.lo = ceilDiv(c0, nk)
			}
		}
		cur, ok := s.bound(v)
		if !ok {
			continue
		}
		if iv.lo == nil {
			iv.lo = cur.lo
		}
		if iv.hi == nil {
			iv.hi = cur.hi
		}
		s.setBound(v, meet(cur, iv))
	}
}

// bound returns the known interval of symbol v: its entry in bnd, else its
// type's range (every symbol's type range is part of the state); ok is
// false for a symbol of unknown type.
func (s *State) bound(v string) (interval, bool) {
	if iv, ok := s.bnd[v]; ok {
		return iv, true
	}
	t, ok := s.typ[v]
	if !ok {
		return interval{}, false
	}
	b, _ := typeBounds.Load(t)
	if b == nil {
		b, _ = typeBounds.LoadOrStore(t, [2]*big.Int{t.Min(), t.Max()})
	}
	mm := b.([2]*big.Int)
	return interval{mm[0], mm[1]}, true
}

// setBound records iv (shared: never mutated) as the interval of v; an
// empty interval is not recorded (the state is then empty, which isl
// finds).
func (s *State) setBound(v string, iv interval) {
	if iv.lo.Cmp(iv.hi) > 0 {
		return
	}
	if s.bnd == nil {
		s.bnd = map[string]interval{}
	}
	s.bnd[v] = iv
}

func meet(a, b interval) interval {
	out := a
	if b.lo.Cmp(out.lo) > 0 {
		out.lo = b.lo
	}
	if b.hi.Cmp(out.hi) < 0 {
		out.hi = b.hi
	}
	return out
}

// interval returns an interval containing every value of e (over
// symbols) on the affine part, from the known bounds of its symbols.
func (s *State) interval(e Affine) (interval, bool) {
	lo, hi := e.Constant(), e.Constant()
	for v, k := range e.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		b, ok := s.bound(v)
		if !ok {
			return interval{}, false
		}
		l, h := new(big.Int).Mul(k, b.lo), new(big.Int).Mul(k, b.hi)
		if k.Sign() < 0 {
			l, h = h, l
		}
		lo.Add(lo, l)
		hi.Add(hi, h)
	}
	return interval{lo, hi}, true
}

// proves reports whether the bounds prove c (over aff's symbols) on every
// point of the affine part.
func (s *State) proves(c Constraint) bool {
	iv, ok := s.interval(c.Expr)
	if !ok {
		return false
	}
	if c.Eq {
		return iv.lo.Sign() == 0 && iv.hi.Sign() == 0
	}
	return iv.lo.Sign() >= 0
}

// knownNonEmpty reports whether aff is known to be non-empty.
func (s *State) knownNonEmpty() bool { return s.neID == s.affID && !s.env.Plain }

// affEmpty is aff.IsEmpty, answered from neID when it can be.
func (s *State) affEmpty() bool {
	if s.knownNonEmpty() {
		return false
	}
	if s.aff.IsEmpty() {
		return true
	}
	s.neID = s.affID
	return false
}

// affOpt optimises e (over aff's symbols) on aff, noting non-emptiness
// and, for a single symbol, its bound.
func (s *State) affOpt(e Affine, max bool) (*big.Int, OptKind) {
	var v *big.Int
	var k OptKind
	if max {
		v, k = s.aff.Max(e)
	} else {
		v, k = s.aff.Min(e)
	}
	if k != Infeasible {
		s.neID = s.affID
	}
	if k == Finite {
		c := Constraint{Expr: e.Sub(Big(v))} // e ≥ v
		if max {
			c = Constraint{Expr: Big(v).Sub(e)}
		}
		s.learn([]Constraint{c})
	}
	return v, k
}

// defCons returns the definitions as equalities, in a deterministic order.
func (s *State) defCons() []Constraint {
	if len(s.defs) == 0 {
		return nil
	}
	syms := sortedKeys(s.defs)
	cs := make([]Constraint, 0, len(syms))
	for _, sym := range syms {
		cs = append(cs, EQ(Var(sym), s.defs[sym]))
	}
	return cs
}

// withDefs adds the values of the definitions to pt, a point of the
// affine part with the known constants.
func (s *State) withDefs(pt map[string]*big.Int) map[string]*big.Int {
	for sym, d := range s.defs {
		v, err := d.Eval(pt)
		if err != nil {
			// A symbol of d without a value in pt is unconstrained: 0
			// (in every range) is one of its values.
			full := map[string]*big.Int{}
			for _, w := range d.Vars() {
				if x, ok := pt[w]; ok {
					full[w] = x
				} else {
					full[w] = new(big.Int)
				}
			}
			v, _ = d.Eval(full)
		}
		pt[sym] = v
	}
	return pt
}

// materializeDefs moves every definition into the affine part.
func (s *State) materializeDefs() {
	if len(s.defs) == 0 {
		return
	}
	cs := s.defCons()
	s.defs = nil
	n := s.aff.Constrain(cs...)
	s.aff.Free()
	s.setAff(n)
	s.changed()
}

// typeInterval is the interval of e (over symbols) from the types of its
// symbols alone.
func (s *State) typeInterval(e Affine) (interval, bool) {
	lo, hi := e.Constant(), e.Constant()
	for v, k := range e.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		t, ok := s.typ[v]
		if !ok {
			return interval{}, false
		}
		l, h := new(big.Int).Mul(k, t.Min()), new(big.Int).Mul(k, t.Max())
		if k.Sign() < 0 {
			l, h = h, l
		}
		lo.Add(lo, l)
		hi.Add(hi, h)
	}
	return interval{lo, hi}, true
}
