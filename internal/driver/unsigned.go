package driver

import (
	"fmt"
	"math/big"
	"sort"

	"wcet/assertions/lang"
	"wcet/reports"
	"wcet/ts"
)

// Signedness from debug information (issue 18): the analysis holds an
// integer input in its signed view, so an unsigned input's values from
// 2^(w-1) up are negative there. An assumption the user writes on an
// unsigned input (`--assume 'n <= 20'` on uint32_t n) means the unsigned
// value. It is read exactly when the assumptions bound the input below
// 2^(w-1) on their own (a constraint over it alone): then the signed view
// equals the unsigned one on every admitted value, and `n >= 0` is added.
// Otherwise reading it signed would drop the inputs from 2^(w-1) up (an
// unsound bound), so it is a usage error that says what to write.

// unsignedInputs maps the source names of the entry's unsigned integer
// parameters and of the unsigned scalar globals to their width.
func unsignedInputs(p *ts.Program, entry string) map[string]int {
	out := map[string]int{}
	if f := p.ByName[entry]; f != nil {
		for _, v := range f.Params {
			if v.Unsigned && v.Type.Kind == ts.Int {
				out[v.Name] = v.Type.Bits
			}
		}
	}
	for _, g := range p.Globals {
		if g.Unsigned && g.Elem.Kind == ts.Int && g.Elem.Size() == g.Size {
			out[g.Src] = g.Elem.Bits
		}
	}
	return out
}

// unsignedAssumptions returns the constraints `x >= 0` that make the
// assumptions exact on the unsigned inputs they name, or a *UsageError
// for an unsigned input they do not bound below 2^(w-1).
func unsignedAssumptions(p *ts.Program, entry string, assume []string) ([]string, error) {
	uns := unsignedInputs(p, entry)
	if len(uns) == 0 {
		return nil, nil
	}
	named := map[string]string{} // unsigned input → an assumption naming it
	bounded := map[string]bool{} // unsigned inputs bounded below 2^(w-1)
	for _, s := range assume {
		f, err := lang.Parse(s)
		if err != nil {
			continue // CheckAssumptions reports it
		}
		for _, c := range f.Linear() {
			for v := range c.Coeffs {
				if _, ok := uns[v]; ok {
					if _, seen := named[v]; !seen {
						named[v] = s
					}
				}
			}
			if len(c.Coeffs) != 1 {
				continue
			}
			for v, k := range c.Coeffs {
				w, ok := uns[v]
				if !ok {
					continue
				}
				// k·v + c >= 0 with k < 0, or k·v + c == 0: v <= c / -k.
				if k.Sign() < 0 || c.Op == lang.EqZero {
					lim := new(big.Int).Lsh(big.NewInt(1), uint(w-1))
					num := new(big.Int).Set(c.Const)
					den := new(big.Int).Neg(k)
					if k.Sign() > 0 {
						num.Neg(num)
						den.Neg(den)
					}
					// v <= num/den < 2^(w-1)  ⇐  num < 2^(w-1)·den
					if num.Cmp(new(big.Int).Mul(lim, den)) < 0 {
						bounded[v] = true
					}
				}
			}
		}
	}
	var out []string
	names := make([]string, 0, len(named))
	for v := range named {
		names = append(names, v)
	}
	sort.Strings(names)
	for _, v := range names {
		if !bounded[v] {
			return nil, usageErrorf("--assume %q: %s is unsigned (%d bits), and the assumptions do not bound it below 2^%d on their own; add a constraint over %s alone, e.g. '%s <= 1000' (the analysis reads larger values as negative)", named[v], v, uns[v], uns[v]-1, v, v)
		}
		out = append(out, fmt.Sprintf("%s >= 0", v))
	}
	return out, nil
}

// unsignedWitness rewrites the witness's values of unsigned inputs in
// their unsigned view (the analysis finds them in the signed one: -1 is
// 4294967295 for a uint32_t).
func unsignedWitness(p *ts.Program, entry string, in *reports.Inputs) {
	uns := unsignedInputs(p, entry)
	fix := func(m map[string]string) {
		for k, s := range m {
			w, ok := uns[k]
			if !ok {
				continue
			}
			v, ok := new(big.Int).SetString(s, 10)
			if ok && v.Sign() < 0 {
				m[k] = v.Add(v, new(big.Int).Lsh(big.NewInt(1), uint(w))).String()
			}
		}
	}
	fix(in.Args)
	fix(in.Globals)
}
