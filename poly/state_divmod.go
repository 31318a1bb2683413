package poly

import (
	"fmt"
	"math/big"
)

// DivMod introduces the program variables q (of type qt) and r (of type
// rt) as the quotient and remainder of the affine expression e by the
// constant d > 0, with the remainder in the window rlo..rlo+d−1:
//
//	e = d·q + r,  rlo ≤ r ≤ rlo + d − 1.
//
// For every value of e there is exactly one such (q, r), so the encoding
// is exact: rlo = 0 is floor division (udiv/urem of an unsigned view,
// ashr of a signed view, a low-bit mask), rlo = −(d−1) on e ≤ 0 is
// division truncated toward zero (sdiv/srem of a negative value).
// q and r are auxiliary variables (existential: not inputs, not lossy);
// the caller drops them with Project once the result is used. They must
// not exist yet. Their values must fit their types for every value of e
// allowed by the types of e's variables (checked: DivMod panics
// otherwise, since the range constraints of the types would cut
// executions).
func (s *State) DivMod(q string, qt IntType, r string, rt IntType, e Affine, d, rlo *big.Int) {
	qt.check()
	rt.check()
	if d.Sign() <= 0 {
		panic(fmt.Sprintf("poly: DivMod by %s", d))
	}
	for _, x := range []string{q, r} {
		if _, ok := s.cur[x]; ok {
			panic(fmt.Sprintf("poly: DivMod: variable %q exists", x))
		}
	}
	re := s.rename(e)
	rhi := new(big.Int).Add(rlo, d)
	rhi.Sub(rhi, bigOne)
	// The range of e over its symbols' types: q ∈ ⌈(emin−rhi)/d⌉ .. ⌊(emax−rlo)/d⌋.
	emin, emax := new(big.Int).Set(re.Constant()), new(big.Int).Set(re.Constant())
	for sym, c := range re.Coeffs {
		if c.Sign() == 0 {
			continue
		}
		t, ok := s.typ[sym]
		if !ok {
			panic("poly: DivMod over an unknown symbol " + sym)
		}
		lo, hi := new(big.Int).Mul(c, t.Min()), new(big.Int).Mul(c, t.Max())
		if c.Sign() < 0 {
			lo, hi = hi, lo
		}
		emin.Add(emin, lo)
		emax.Add(emax, hi)
	}
	qmin := ceilDiv(new(big.Int).Sub(emin, rhi), d)
	qmax := floorDiv(new(big.Int).Sub(emax, rlo), d)
	if qmin.Cmp(qt.Min()) < 0 || qmax.Cmp(qt.Max()) > 0 {
		panic(fmt.Sprintf("poly: DivMod: quotient %s..%s does not fit %s", qmin, qmax, qt))
	}
	if rlo.Cmp(rt.Min()) < 0 || rhi.Cmp(rt.Max()) > 0 {
		panic(fmt.Sprintf("poly: DivMod: remainder %s..%s does not fit %s", rlo, rhi, rt))
	}
	rsym := s.newSym(r, rt, func(sym string) []Constraint {
		return []Constraint{GE(Var(sym), Big(rlo)), LE(Var(sym), Big(rhi))}
	})
	s.newSym(q, qt, func(sym string) []Constraint {
		return []Constraint{EQ(re, Var(sym).ScaleBig(d).Add(Var(rsym)))}
	})
}

// DropDivs over-approximates the affine part of s when it holds more than
// max existentially quantified variables (isl divs, which the affine
// encodings of masks, shifts and remainders leave after projection):
// they are eliminated rationally (Set.RemoveDivsKeepingEqualities: the
// equalities the integer points satisfy first, so a remainder the state
// fixes survives), a lossy event (LossyRemoveDivs). The program variables
// keep, when given, also keep their integer bounds (Set.KeepBounds): a
// loop counter folded by a shift or a mask keeps the range its integer
// values have, not only the range of their rational shadow. It reports
// whether s changed. Not while a step relation is recorded.
func (s *State) DropDivs(max int, keep ...string) bool {
	if s.rel != nil {
		panic("poly: DropDivs while a step relation is recorded")
	}
	if s.aff.NumDivs() <= max {
		return false
	}
	var n *Set
	if s.aff.NumDivs() <= maxEqDivs {
		n = s.aff.RemoveDivsKeepingEqualities()
	} else {
		n = s.aff.RemoveDivs()
	}
	if len(keep) > 0 {
		var syms []string
		for _, x := range keep {
			if sym, ok := s.cur[x]; ok {
				if _, k := s.konst[sym]; !k && !containsStr(syms, sym) {
					syms = append(syms, sym)
				}
			}
		}
		n = s.aff.KeepBounds(n, syms)
	}
	s.aff.Free()
	s.aff = n
	s.bnd = nil // the affine part grew
	s.noteLossy(LossyRemoveDivs)
	s.changed()
	return true
}
