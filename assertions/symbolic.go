package assertions

import (
	"fmt"
	"sort"
	"strings"

	"wcet/assertions/lang"
	"wcet/poly"
	"wcet/ts"
)

// Symbolic phase 2 (thesis ch. 4, Fig. 4.11; DESIGN "Annotation ABI",
// "Verdicts"): the frequency variables some assertion reads (the relevant
// ones) are state variables of SS (FreqVar), and an assertion is a branch
// on its constraints whose failing cases are blocked paths (Branch). They
// are integers like any other, so interpolants and witnesses speak about
// them, and a summary is reused wherever its interpolant says the same
// paths pass and the same are blocked. unroll/assert_ss.go is SS's side:
// the counts along a path, the classes of its ends (Classes), the blocked
// paths it records (Blocks).

// Compiled are the assertions of a program as constraints over the state
// variables of their frequency variables.
type Compiled struct {
	// Vars are the relevant frequency variables, sorted; IsFreq is the
	// same as a set.
	Vars   []string
	IsFreq map[string]bool
	cons   map[string][]poly.Constraint // by assertion text
}

// Compile parses every assertion of p and compiles it to constraints over
// FreqVar names.
func Compile(p *ts.Program) (*Compiled, error) {
	seen := map[string]bool{}
	c := &Compiled{cons: map[string][]poly.Constraint{}, IsFreq: map[string]bool{}}
	for _, k := range Keys(p) {
		f, err := lang.Parse(k.Text)
		if err != nil {
			return nil, fmt.Errorf("%s: assertion %q: %v", k.Pos, k.Text, err)
		}
		for _, v := range f.Vars() {
			seen[v] = true
		}
		var cs []poly.Constraint
		for _, lc := range f.Linear() {
			a := poly.Big(lc.Const)
			for v, k := range lc.Coeffs {
				a = a.Add(poly.Var(FreqVar(v)).ScaleBig(k))
			}
			cs = append(cs, poly.Constraint{Expr: a, Eq: lc.Op == lang.EqZero})
		}
		c.cons[k.Text] = cs
	}
	for v := range seen {
		c.Vars = append(c.Vars, v)
		c.IsFreq[v] = true
	}
	sort.Strings(c.Vars)
	return c, nil
}

// freqPrefix starts the state variable of a frequency variable.
const freqPrefix = "fv."

// FreqVar is the state variable of frequency variable name.
func FreqVar(name string) string { return freqPrefix + name }

// IsFreqVar reports whether state variable v is a frequency variable's.
func IsFreqVar(v string) bool { return strings.HasPrefix(v, freqPrefix) }

// Zero sets every relevant frequency variable to 0 in the start state st
// (they are not inputs: a run starts with every count at zero).
func (c *Compiled) Zero(st *poly.State) *poly.State {
	for _, v := range c.Vars {
		ss := st.Assign(FreqVar(v), poly.I64, poly.Int(0), 0)
		if len(ss) != 1 {
			panic("internal error: assigning a constant split the start state")
		}
		st = ss[0]
	}
	return st
}

// Branch is the assertion of the given text on st (Fig. 4.11 line 12):
// pass is the state where it holds (nil: nowhere); each case of its
// negation (one per conjunct, the earlier ones holding) is a state
// blocked by it. The cases are ordinary branches, so the interpolant
// keeps a blocked case blocked and a passing case passing where a summary
// is reused. n is the number of conjuncts branched on.
func (c *Compiled) Branch(st *poly.State, text string) (pass *poly.State, blocked []*poly.State, n int) {
	cur := st
	for _, k := range c.cons[text] {
		n++
		yes, no := cur.Branch(k, "")
		blocked = append(blocked, no...)
		if len(yes) == 0 {
			return nil, blocked, n
		}
		cur = yes[0]
		for _, s := range yes[1:] {
			s.Free()
		}
	}
	return cur, blocked, n
}
