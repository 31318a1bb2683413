package poly

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
)

// Step relations: what one transition step did to a State, as the
// transition relation R(x, x′) of thesis Fig. 3.8 line 33 ("combine(trans,
// Δ)", "pre(trans, Ψ)") together with the premises its case split relied
// on.
//
// A State's path condition mixes the context (how the path got here) with
// the step's own constraints; a summary needs the latter alone, because it
// is reused in other contexts. BeginStep starts recording: from then on
// every affine constraint the step adds (Assume, Branch, Assign, Havoc,
// Nondet, Apply, AssumeSet) also goes to a separate relation over the
// symbols, which StepRelation turns into a Map from the program variables
// at BeginStep to the variables at the end of the step.
//
// A premise is a condition the step's *set of successors* relied on, not a
// constraint of one successor: a wrap split into k ∈ {0, 1} is complete only
// while the assigned expression stays within the two wrap windows; a split
// on the values 3..7 of an operand only while the operand is in 3..7; a
// load resolved to one cell only while the offset is that constant. The
// premise holds in the current context (the caller derived it from Min and
// Max), and a summary's interpolant must imply it. It is a condition on the
// state at the moment of the split, so it is pulled back through the
// relation recorded up to that moment (not through the case's own
// constraints, which may make the relation empty exactly where the premise
// fails): StepRelation returns pre = ⋀ WeakestPre(prefix_i, premise_i,
// ctx), a conjunctive set over the step's input variables that the
// summary's interpolant must be intersected with. Without it a reuse in a
// context outside the premise would miss successors (over-subsumption).
//
// Non-affine atoms are not in the relation (R over-approximates the step,
// sound for Δ); StepRelation reports that the step added some, so that the
// caller can make the summary non-reusable (DESIGN, "Interpolants").

type premiseRec struct {
	prefix *Set // the step's constraints when the premise was made (nil: none, or prefixCons)
	// prefixCons: the same constraints kept in Go, when the step had only
	// added constraints (no set) by then.
	prefixCons []Constraint
	cons       []Constraint // over symbols
}

type stepRel struct {
	set      *Set              // the step's constraints, over symbols (with pending)
	pending  []Constraint      // constraints not yet intersected into set (see flush)
	in       map[string]string // program variable → its symbol at BeginStep
	ctx      *Set              // the context at BeginStep, over program variables
	premises []premiseRec
	atoms    bool
	// constrained: the step has added a constraint (set may differ from
	// the universe).
	constrained bool
}

func (r *stepRel) clone() *stepRel {
	if r == nil {
		return nil
	}
	c := &stepRel{set: r.set.Copy(), pending: append([]Constraint(nil), r.pending...), in: r.in, ctx: r.ctx.Copy(), atoms: r.atoms, constrained: r.constrained}
	for _, p := range r.premises {
		var prefix *Set
		if p.prefix != nil {
			prefix = p.prefix.Copy()
		}
		c.premises = append(c.premises, premiseRec{prefix, p.prefixCons, p.cons})
	}
	return c
}

func (r *stepRel) free() {
	if r == nil || r.set == nil {
		return
	}
	r.set.Free()
	r.ctx.Free()
	for _, p := range r.premises {
		p.prefix.Free()
	}
	r.set, r.ctx, r.premises, r.pending = nil, nil, nil, nil
}

// plain reports whether the relation is its pending constraints alone
// (set is syntactically the universe).
func (r *stepRel) plain() bool { return r.set.c.plainIsUniverse(r.set) }

// basics returns the relation as disjuncts: the pending constraints
// themselves while set is the universe (no isl round trip), else set's
// disjuncts after a flush.
func (r *stepRel) basics() []Basic {
	if r.plain() {
		return []Basic{{Cons: append([]Constraint(nil), r.pending...)}}
	}
	r.flush()
	return r.set.Disjuncts()
}

// flush intersects the pending constraints into set, in one isl call
// (adding them one by one would intersect and simplify once each).
func (r *stepRel) flush() {
	if len(r.pending) == 0 {
		return
	}
	n := r.set.Constrain(r.pending...)
	r.set.Free()
	r.set = n
	r.pending = nil
}

// BeginStep starts recording a step relation from the current variables
// and context (replacing a recording in progress).
func (s *State) BeginStep() {
	s.rel.free()
	s.rel = nil
	s.materialize()
	in := make(map[string]string, len(s.cur))
	for v, sym := range s.cur {
		in[v] = sym
	}
	s.rel = &stepRel{set: s.env.Ctx.Universe(), in: in, ctx: s.Context()}
}

// EndStep stops recording (a no-op when not recording).
func (s *State) EndStep() {
	s.rel.free()
	s.rel = nil
}

// Recording reports whether a step relation is being recorded.
func (s *State) Recording() bool { return s.rel != nil }

// Require records premises over program variables (see the file comment).
// They must hold on the current path condition; they are not added to it.
// A no-op when not recording.
func (s *State) Require(cs ...Constraint) {
	if s.rel == nil {
		return
	}
	rc := make([]Constraint, len(cs))
	for i, c := range cs {
		rc[i] = s.renameCons(c)
	}
	s.requireSyms(rc...)
}

// requireSyms records premises over symbols.
func (s *State) requireSyms(cs ...Constraint) {
	if s.rel != nil && len(cs) > 0 {
		var rec premiseRec
		if s.rel.constrained {
			if s.rel.plain() {
				rec.prefixCons = append([]Constraint(nil), s.rel.pending...)
			} else {
				s.rel.flush()
				rec.prefix = s.rel.set.Copy()
			}
		}
		rec.cons = cs
		s.rel.premises = append(s.rel.premises, rec)
	}
}

// relConstrain adds the step's constraints (over symbols) to the relation.
func (s *State) relConstrain(cons ...Constraint) {
	if s.rel == nil || len(cons) == 0 {
		return
	}
	s.rel.constrained = true
	s.rel.pending = append(s.rel.pending, cons...)
}

// relIntersect intersects the relation with a set over symbols.
func (s *State) relIntersect(set *Set) {
	if s.rel == nil {
		return
	}
	s.rel.constrained = true
	s.rel.flush()
	n := s.rel.set.Intersect(set)
	s.rel.set.Free()
	s.rel.set = n
}

func (s *State) relAtoms() {
	if s.rel != nil {
		s.rel.atoms = true
	}
}

// StepRelation returns the recorded step: the Map R from the program
// variables at BeginStep (R.In) to outs at their current symbols (R.Out),
// intermediate symbols projected away exactly (a variable whose symbol did
// not change is related by x′ = x); pre, the conjunctive condition over
// R.In that the step's premises impose (the universe when there are none;
// it contains the context at BeginStep); and whether the step added
// non-affine atoms. The caller frees R and pre. Recording goes on (call
// BeginStep for the next step).
func (s *State) StepRelation(outs []string) (r *Map, pre *Set, atoms bool, err error) {
	if s.rel == nil {
		panic("poly: State.StepRelation without BeginStep")
	}
	var os []outSpec
	seen := map[string]bool{}
	for _, w := range outs {
		if seen[w] {
			continue
		}
		seen[w] = true
		sym, ok := s.cur[w]
		if !ok {
			panic(fmt.Sprintf("poly: State.StepRelation: output %q is not a variable", w))
		}
		os = append(os, outSpec{w, sym})
	}
	r = s.symMap(s.rel.basics(), os)
	c := s.env.Ctx
	pre = c.Universe(r.In()...)
	var inVar map[string]string // an input symbol → its program variable
	for _, p := range s.rel.premises {
		if p.prefix == nil && p.prefixCons == nil {
			// The premise was made before the step constrained anything:
			// over the step's input symbols, it is its own weakest
			// precondition (the relation up to it leaves those symbols
			// as they were), and it holds on the context at BeginStep.
			// WeakestPre would give the same set (each constraint is the
			// negation of a disjunct of its complement) at the cost of a
			// relation, a complement and a pre-image.
			if inVar == nil {
				inVar = s.inVars()
			}
			if cons, ok := renameIn(p.cons, inVar); ok {
				n := pre.Constrain(cons...)
				pre.Free()
				pre = n
				continue
			}
		}
		if fastWP && s.premiseHolds(p) {
			// The premise holds on every point of the step's constraints
			// up to it: nothing is outside it, and WeakestPre would give
			// the universe over the inputs and the context's variables.
			if !subsetVars(s.rel.ctx.vars, pre.vars) {
				n := pre.Extend(s.rel.ctx.vars...)
				pre.Free()
				pre = n
			}
			continue
		}
		// The premise's symbols, as outputs named by their rank in
		// sorted order (PremiseVar): the names sort as the symbols do, so
		// the relation's dims are in the same order whatever the symbols
		// are called, and steps of the same shape share a symMap answer.
		var syms []string
		got := map[string]bool{}
		for _, k := range p.cons {
			for _, sym := range k.Expr.Vars() {
				if !got[sym] {
					got[sym] = true
					syms = append(syms, sym)
				}
			}
		}
		sort.Strings(syms)
		pname := make(map[string]string, len(syms))
		ps := make([]outSpec, len(syms))
		for i, sym := range syms {
			pname[sym] = PremiseVar(i)
			ps[i] = outSpec{pname[sym], sym}
		}
		var m *Map
		if p.prefix != nil {
			m = s.symMap(p.prefix.Disjuncts(), ps)
		} else {
			m = s.symMap([]Basic{{Cons: p.prefixCons}}, ps)
		}
		cons := make([]Constraint, len(p.cons))
		for i, k := range p.cons {
			cons[i] = renameConstraint(k, func(sym string) string { return pname[sym] })
		}
		post := c.NewSet(m.Out(), cons...)
		w, e := WeakestPre(m, post, s.rel.ctx)
		m.Free()
		post.Free()
		if e != nil {
			r.Free()
			pre.Free()
			return nil, nil, false, fmt.Errorf("poly: a premise of the step does not hold in its context: %w", e)
		}
		n := pre.Intersect(w)
		w.Free()
		pre.Free()
		pre = n
	}
	return r, pre, s.rel.atoms, nil
}

// premiseHolds reports whether the premise p holds on every point of the
// step's constraints when it was made, shown in Go: the symbols that are
// not the step's inputs and that an equality of the prefix defines with a
// unit coefficient are substituted away, in the prefix and in the premise,
// until none is left; the premise holds everywhere when each of its
// constraints has become a constant that satisfies it. (A substitution by
// an equality of the prefix keeps the prefix's points and the premise's
// value on them, so the answer is exact when true; false only means "not
// shown".) Then pre(prefix, premise) is the universe: WeakestPre is not
// needed, nor the premise's relation.
func (s *State) premiseHolds(p premiseRec) bool {
	prefix := p.prefixCons
	if p.prefix != nil {
		ds := p.prefix.Disjuncts()
		if len(ds) != 1 || len(ds[0].Exists) > 0 {
			return false
		}
		prefix = ds[0].Cons
	}
	in := make(map[string]bool, len(s.rel.in))
	for _, sym := range s.rel.in {
		in[sym] = true
	}
	return substHolds(prefix, p.cons, in)
}

// substHolds reports whether every constraint of prem becomes a true
// constant once its variables outside keep are eliminated with the
// equalities of cons: a variable v with coefficient ±1 in an equality E of
// cons is removed from a premise constraint p by p − (a·k)·E (a the
// coefficient of v in p, k = ±1 its coefficient in E), which leaves p's
// value unchanged on every point of cons. Each equality is used once per
// premise constraint (no cycles); cons and prem are not modified.
func substHolds(cons, prem []Constraint, keep map[string]bool) bool {
	used := make([]bool, len(cons))
	for _, p := range prem {
		for i := range used {
			used[i] = false
		}
		e := p.Expr
		for {
			v, a := "", (*big.Int)(nil)
			for w, x := range e.Coeffs {
				if x != nil && x.Sign() != 0 {
					if keep[w] {
						return false // an input stays (barring a cancellation, rare)
					}
					if v == "" || w < v {
						v, a = w, x
					}
				}
			}
			if v == "" {
				break
			}
			def := -1
			for i, c := range cons {
				if k := c.Expr.Coeffs[v]; !used[i] && c.Eq && k != nil && k.IsInt64() && (k.Int64() == 1 || k.Int64() == -1) {
					def = i
					break
				}
			}
			if def < 0 {
				return false
			}
			used[def] = true
			k := cons[def].Expr.Coeffs[v]
			e = combine(bigOne, e, new(big.Int).Neg(new(big.Int).Mul(a, k)), cons[def].Expr)
		}
		if sg := bigOr0(e.Const).Sign(); sg < 0 || (p.Eq && sg != 0) {
			return false
		}
	}
	return true
}

// subsetVars reports whether every variable of a (sorted) is in b (sorted).
func subsetVars(a, b []string) bool {
	j := 0
	for _, v := range a {
		for j < len(b) && b[j] < v {
			j++
		}
		if j == len(b) || b[j] != v {
			return false
		}
	}
	return true
}

// inVars maps each symbol of the step's input to its program variable
// (the least name, when several share one symbol).
func (s *State) inVars() map[string]string {
	out := make(map[string]string, len(s.rel.in))
	for v, sym := range s.rel.in {
		if w, ok := out[sym]; !ok || v < w {
			out[sym] = v
		}
	}
	return out
}

// renameIn renames constraints over symbols to the program variables of
// inVar; ok is false when one mentions another symbol.
func renameIn(cs []Constraint, inVar map[string]string) ([]Constraint, bool) {
	out := make([]Constraint, len(cs))
	for i, k := range cs {
		for _, sym := range k.Expr.Vars() {
			if _, ok := inVar[sym]; !ok {
				return nil, false
			}
		}
		out[i] = renameConstraint(k, func(sym string) string { return inVar[sym] })
	}
	return out, true
}

// PremiseVar is the name of the output of a premise's relation that
// holds the premise's i-th symbol (in sorted order).
func PremiseVar(i int) string { return fmt.Sprintf("$p.%06d", i) }

type outSpec struct{ name, sym string }

// symMap turns the union of the disjuncts ds, over symbols, into the Map
// from the program variables at BeginStep to the outputs (each the value
// of a symbol), projecting every other symbol away exactly.
func (s *State) symMap(ds []Basic, outs []outSpec) *Map {
	c := s.env.Ctx
	// Dims "0:v" for inputs, "1:w" for outputs: the sorted variables of the
	// flat set are the inputs, then the outputs.
	names := map[string][]string{} // symbol → the dims equal to it
	var ins, outNames []string
	for v, sym := range s.rel.in {
		ins = append(ins, v)
		names[sym] = append(names[sym], "0:"+v)
	}
	for _, o := range outs {
		outNames = append(outNames, o.name)
		names[o.sym] = append(names[o.sym], "1:"+o.name)
	}
	sort.Strings(ins)
	sort.Strings(outNames)
	dims := make([]string, 0, len(ins)+len(outNames))
	for _, v := range ins {
		dims = append(dims, "0:"+v)
	}
	for _, w := range outNames {
		dims = append(dims, "1:"+w)
	}
	// The equalities of dims that share a symbol, in a fixed order (the
	// symbols sorted, each one's dims sorted: inputs before outputs).
	syms := make([]string, 0, len(names))
	for sym, ns := range names {
		if len(ns) > 1 {
			syms = append(syms, sym)
			sort.Strings(ns)
		}
	}
	sort.Strings(syms)
	var eqs []Constraint
	for _, sym := range syms {
		ns := names[sym]
		for _, n := range ns[1:] {
			eqs = append(eqs, EQ(Var(n), Var(ns[0])))
		}
	}
	// The renamed disjuncts decide the answer: a step of the same shape
	// (the same constraints up to the symbols' names) gives the same map.
	// The existential symbols are named in order of appearance (the
	// constraints in order, each one's symbols sorted), and the key is
	// written from the constraints as renamed, without building them
	// (they are built on a miss only).
	type part struct {
		b      Basic
		rn     func(string) string
		exDims []string
	}
	pparts := make([]part, 0, len(ds))
	var kb strings.Builder
	kb.WriteString(strconv.Itoa(len(ins)))
	for _, d := range dims {
		kb.WriteByte(',')
		kb.WriteString(d)
	}
	kb.WriteByte('|')
	writeConsKey(&kb, eqs)
	type term struct {
		name string
		k    *big.Int
	}
	var terms []term
	var buf []byte
	for _, b := range ds {
		ex := map[string]string{}
		pp := part{b: b}
		rn := func(v string) string {
			if ns := names[v]; len(ns) > 0 {
				return ns[0]
			}
			if n, ok := ex[v]; ok {
				return n
			}
			n := "2:e" + strconv.Itoa(len(ex))
			ex[v] = n
			pp.exDims = append(pp.exDims, n)
			return n
		}
		kb.WriteByte('|')
		for _, k := range b.Cons {
			if k.Eq {
				kb.WriteByte('=')
			} else {
				kb.WriteByte('>')
			}
			terms = terms[:0]
			for _, v := range k.Expr.Vars() {
				terms = append(terms, term{rn(v), k.Expr.Coeffs[v]})
			}
			sort.Slice(terms, func(i, j int) bool { return terms[i].name < terms[j].name })
			for _, t := range terms {
				buf = t.k.Append(buf[:0], 10)
				kb.Write(buf)
				kb.WriteByte('*')
				kb.WriteString(t.name)
				kb.WriteByte(' ')
			}
			buf = bigOr0(k.Expr.Const).Append(buf[:0], 10)
			kb.Write(buf)
			kb.WriteByte(';')
		}
		for _, e := range b.Exists {
			rn(e)
		}
		kb.WriteString(strconv.Itoa(len(ex)))
		pp.rn = rn
		pparts = append(pparts, pp)
	}
	key := kb.String()
	if fastWP {
		if p, rows := c.cachedSymMap(key); p != nil {
			m := c.wrapMap(ins, outNames, p)
			m.rows = rows
			return m
		}
	}
	var parts []*Set
	for _, pp := range pparts {
		cons := make([]Constraint, 0, len(pp.b.Cons)+len(eqs))
		for _, k := range pp.b.Cons {
			cons = append(cons, renameConstraint(k, pp.rn))
		}
		cons = append(cons, eqs...)
		cons, exDims := eliminateUnit(cons, pp.exDims)
		p := c.NewSet(append(append([]string(nil), dims...), exDims...), cons...)
		if len(exDims) > 0 {
			q := p.Project(exDims...)
			p.Free()
			p = q
		}
		parts = append(parts, p)
	}
	flat := c.UnionAll(dims, parts...)
	for _, p := range parts {
		p.Free()
	}
	a := flat.at(dims)
	m := c.wrapMap(ins, outNames, c.flatSetToMap(a, len(ins)))
	flat.release(a)
	flat.Free()
	if fastWP {
		c.cacheSymMap(key, m)
	}
	return m
}

// writeConsKey writes the constraints, in order, each as its kind, its
// terms in sorted order and its constant.
func writeConsKey(kb *strings.Builder, cons []Constraint) {
	var buf []byte
	for _, k := range cons {
		if k.Eq {
			kb.WriteByte('=')
		} else {
			kb.WriteByte('>')
		}
		for _, v := range k.Expr.Vars() {
			buf = k.Expr.Coeffs[v].Append(buf[:0], 10)
			kb.Write(buf)
			kb.WriteByte('*')
			kb.WriteString(v)
			kb.WriteByte(' ')
		}
		buf = bigOr0(k.Expr.Const).Append(buf[:0], 10)
		kb.Write(buf)
		kb.WriteByte(';')
	}
}

// Rename renames program variable old to new, which must not be a
// variable yet; the value (symbol) is kept. Used to give values canonical
// names, so that states reached along different paths have the same
// variables (summaries relate variables by name).
func (s *State) Rename(old, new string) {
	sym, ok := s.cur[old]
	if !ok {
		panic(fmt.Sprintf("poly: State.Rename: %q is not a variable", old))
	}
	if _, dup := s.cur[new]; dup {
		panic(fmt.Sprintf("poly: State.Rename: %q is already a variable", new))
	}
	delete(s.cur, old)
	s.cur[new] = sym
	for i := range s.ins {
		if s.ins[i].Var == old && s.ins[i].Sym == sym {
			s.ins[i].Var = new
		}
	}
	s.renameFixed(old, new, sym)
	s.changed()
}

// Discard disposes of a state found infeasible: while a step relation is
// being recorded and the Env has a Dropped hook, the hook takes it (and
// frees it later); otherwise it is freed.
func (s *State) Discard() {
	if s.rel != nil && s.env.Dropped != nil {
		s.env.Dropped(s)
		return
	}
	s.Free()
}

// FixInputs records the value of every input the path condition
// determines (its minimum equals its maximum on the affine part) and lets
// Project drop its symbol: exact, as a determined variable constrains
// nothing else. It keeps long concrete replays (a witness) small. Inputs
// that non-affine atoms mention are left alone.
func (s *State) FixInputs() {
	inAtoms := map[string]bool{}
	for _, a := range s.atoms {
		a.symbols(inAtoms)
	}
	// The inputs found not determined the last time aff was the same set
	// are not determined now either: isl is not asked again (a long
	// replay changes aff in few of its steps).
	known := s.noFix
	if s.noFixAt != s.affID {
		known = nil
	}
	var noFix map[string]bool
	w := 0
	for i := range s.ins {
		in := s.ins[i]
		if in.Fixed == nil && !inAtoms[in.Sym] {
			if _, ok := s.typ[in.Sym]; ok {
				if v, ok := s.konst[in.Sym]; ok {
					in.Fixed = new(big.Int).Set(v)
				} else if known[in.Sym] {
					// still not determined
				} else if lo, k1 := s.aff.Min(Var(in.Sym)); k1 == Finite {
					if hi, k2 := s.aff.Max(Var(in.Sym)); k2 == Finite && lo.Cmp(hi) == 0 {
						in.Fixed = lo
					}
				}
				if in.Fixed == nil {
					if noFix == nil {
						noFix = map[string]bool{}
					}
					noFix[in.Sym] = true
				}
			}
		}
		if in.Fixed != nil {
			s.fixed = &fixedIns{in: in, prev: s.fixed}
			continue
		}
		s.ins[w] = in
		w++
	}
	s.ins = s.ins[:w]
	s.noFix, s.noFixAt = noFix, s.affID
}

// eliminateUnit eliminates from cons each variable of drop that an
// equality defines with coefficient ±1 (v = −k·rest for k·v + rest = 0):
// exact over the integers, and it leaves isl fewer variables to project.
// It returns the constraints and the variables of drop still in them.
func eliminateUnit(cons []Constraint, drop []string) ([]Constraint, []string) {
	var left []string
	for _, v := range drop {
		def := -1
		var k *big.Int
		for i, c := range cons {
			if a := c.Expr.Coeffs[v]; c.Eq && a != nil && a.IsInt64() && (a.Int64() == 1 || a.Int64() == -1) {
				def, k = i, a
				break
			}
		}
		if def < 0 {
			used := false
			for _, c := range cons {
				if a := c.Expr.Coeffs[v]; a != nil && a.Sign() != 0 {
					used = true
					break
				}
			}
			if used {
				left = append(left, v)
			}
			continue
		}
		eq := cons[def].Expr
		out := make([]Constraint, 0, len(cons)-1)
		for i, c := range cons {
			if i == def {
				continue
			}
			if a := c.Expr.Coeffs[v]; a != nil && a.Sign() != 0 {
				// c − a·k·eq: the coefficient of v becomes a − a·k² = 0.
				c = Constraint{Expr: combine(bigOne, c.Expr, new(big.Int).Neg(new(big.Int).Mul(a, k)), eq), Eq: c.Eq}
			}
			out = append(out, c)
		}
		cons = out
	}
	return cons, left
}
