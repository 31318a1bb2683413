package poly

import (
	"math/big"
	"sort"
	"sync"
)

// Known constants (State.konst).
//
// A long concrete run (the witness replay of ss, enum's paths) assigns
// mostly constants: loop counters, addresses, values computed from them.
// Each such assignment would add a dimension and an equality to the isl
// set, and each later use would cost isl calls (optimisations to find
// ranges, intersections), which made the replay of a worst path of 10^5
// transitions take minutes. Instead, while no step relation is being
// recorded, a symbol that a new assignment fixes to one value is kept out
// of the affine part, in konst: rename substitutes its value into every
// expression over program variables, constrain substitutes it into every
// constraint over symbols, so that the affine part only holds the symbols
// with more than one value. This is exact: [[s]] is the affine part
// extended with sym = konst[sym] for each known constant.
//
// Operations that read the affine part over arbitrary symbols (contexts,
// step relations, Z3 checks with atoms, Apply, AssumeSet, non-affine
// expressions) first move the constants back into the affine part
// (materialize, unkonst). BeginStep materializes them and newSym keeps
// none while recording, so a step relation never sees a substituted value
// (it would tie Δ to the context it was recorded in).

// constValue returns the value that the constraints cs (over symbols) fix
// sym to, when they mention no other symbol and admit exactly one value.
func constValue(sym string, cs []Constraint) (*big.Int, bool) {
	var v *big.Int
	for _, c := range cs {
		for name, k := range c.Expr.Coeffs {
			if k != nil && k.Sign() != 0 && name != sym {
				return nil, false
			}
		}
		if v != nil || !c.Eq {
			continue
		}
		k := c.Expr.Coeff(sym)
		if k.Sign() == 0 {
			continue
		}
		// k·sym + c = 0: sym = −c / k when k divides c.
		q, r := new(big.Int).QuoRem(new(big.Int).Neg(c.Expr.Constant()), k, new(big.Int))
		if r.Sign() != 0 {
			return nil, false
		}
		v = q
	}
	if v == nil {
		return nil, false
	}
	pt := map[string]*big.Int{sym: v}
	for _, c := range cs {
		if ok, err := c.Holds(pt); err != nil || !ok {
			return nil, false
		}
	}
	return v, true
}

// substKonst returns e with the known constants among its symbols replaced
// by their values (e itself when it mentions none).
func (s *State) substKonst(e Affine) Affine {
	if len(s.konst) == 0 {
		return e
	}
	hit := false
	for v, k := range e.Coeffs {
		if _, ok := s.konst[v]; ok && k != nil && k.Sign() != 0 {
			hit = true
			break
		}
	}
	if !hit {
		return e
	}
	out := Affine{Coeffs: make(map[string]*big.Int, len(e.Coeffs)), Const: e.Constant()}
	for v, k := range e.Coeffs {
		if k == nil || k.Sign() == 0 {
			continue
		}
		if val, ok := s.konst[v]; ok {
			out.Const.Add(out.Const, new(big.Int).Mul(k, val))
			continue
		}
		out.Coeffs[v] = new(big.Int).Set(k)
	}
	return out
}

// materialize moves every definition and known constant into the affine
// part.
func (s *State) materialize() {
	if len(s.konst) == 0 && len(s.defs) == 0 {
		return
	}
	cs := s.defCons()
	for _, sym := range sortedKeys(s.konst) {
		cs = append(cs, EQ(Var(sym), Big(s.konst[sym])))
	}
	s.konst = nil
	s.defs = nil
	n := s.aff.Constrain(cs...)
	s.aff.Free()
	s.setAff(n)
	s.changed()
}

// unkonst moves the known constant sym (if it is one) into the affine part.
func (s *State) unkonst(sym string) {
	if d, ok := s.defs[sym]; ok {
		delete(s.defs, sym)
		n := s.aff.Constrain(EQ(Var(sym), d))
		s.aff.Free()
		s.setAff(n)
		s.changed()
		return
	}
	v, ok := s.konst[sym]
	if !ok {
		return
	}
	delete(s.konst, sym)
	n := s.aff.Constrain(EQ(Var(sym), Big(v)))
	s.aff.Free()
	s.setAff(n)
	s.changed()
}

// withKonst adds the known constants to pt, a point of the affine part.
func (s *State) withKonst(pt map[string]*big.Int) map[string]*big.Int {
	for sym, v := range s.konst {
		pt[sym] = new(big.Int).Set(v)
	}
	return pt
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// fixedIns is a persistent list of the inputs FixInputs fixed, newest
// first: clones share it, so that a long replay that fixes one nondet
// value per iteration does not copy all earlier ones at every step.
type fixedIns struct {
	in   Input
	prev *fixedIns
}

// allInputs returns the inputs, fixed or not, in creation order.
func (s *State) allInputs() []Input {
	out := append([]Input(nil), s.ins...)
	for f := s.fixed; f != nil; f = f.prev {
		out = append(out, f.in)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].seq < out[j].seq })
	return out
}

// renameFixed renames the fixed inputs held by program variable old (with
// symbol sym) to new, copying the list when one does.
func (s *State) renameFixed(old, new, sym string) {
	hit := false
	for f := s.fixed; f != nil; f = f.prev {
		if f.in.Var == old && f.in.Sym == sym {
			hit = true
			break
		}
	}
	if !hit {
		return
	}
	var ins []Input
	for f := s.fixed; f != nil; f = f.prev {
		ins = append(ins, f.in)
	}
	s.fixed = nil
	for i := len(ins) - 1; i >= 0; i-- {
		in := ins[i]
		if in.Var == old && in.Sym == sym {
			in.Var = new
		}
		s.fixed = &fixedIns{in: in, prev: s.fixed}
	}
}

// typeBounds caches IntType.Min and Max (read-only values) for holds.
var typeBounds sync.Map // IntType → [2]*big.Int

// holds reports whether v is in t's range.
func (t IntType) holds(v *big.Int) bool {
	b, ok := typeBounds.Load(t)
	if !ok {
		b, _ = typeBounds.LoadOrStore(t, [2]*big.Int{t.Min(), t.Max()})
	}
	mm := b.([2]*big.Int)
	return v.Cmp(mm[0]) >= 0 && v.Cmp(mm[1]) <= 0
}

// FixDetermined moves into konst every symbol of the affine part that it
// fixes to one value (its minimum equals its maximum) and that no
// non-affine atom reads: exact, like the constants an assignment fixes.
// A long concrete replay calls it now and then, so that values its path
// condition pinned down late (a message byte decided by the branches of
// the eight steps that read it) stop weighing on every later isl
// operation with their existential variables. Not while a step relation
// is recorded.
func (s *State) FixDetermined() {
	if s.rel != nil {
		return
	}
	inAtoms := map[string]bool{}
	for _, a := range s.atoms {
		a.symbols(inAtoms)
	}
	for _, sym := range s.aff.Vars() {
		if inAtoms[sym] {
			continue
		}
		lo, k1 := s.aff.Min(Var(sym))
		if k1 != Finite {
			continue
		}
		hi, k2 := s.aff.Max(Var(sym))
		if k2 != Finite || lo.Cmp(hi) != 0 {
			continue
		}
		n := s.aff.Constrain(EQ(Var(sym), Big(lo)))
		p := n.Project(sym)
		n.Free()
		s.aff.Free()
		s.aff = p
		if s.konst == nil {
			s.konst = map[string]*big.Int{}
		}
		s.konst[sym] = lo
		s.changed()
	}
}
