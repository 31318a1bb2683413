package analysis

import (
	"fmt"
	"math/big"
	"sort"
	"strings"
)

// String renders in in the syntax of wcet run: "n=5, g=1, a=[1,2],
// nondet=4*3,1" (parameters, globals and lists sorted by name; repeated
// nondet values as v*k), "no input" when it has none.
func (in *Input) String() string {
	var parts []string
	for k, v := range in.Args {
		parts = append(parts, strings.TrimPrefix(k, "global:")+"="+v.String())
	}
	for k, l := range in.Lists {
		s := make([]string, len(l))
		for i, v := range l {
			s[i] = v.String()
		}
		parts = append(parts, k+"=["+strings.Join(s, ",")+"]")
	}
	sort.Strings(parts)
	if len(in.Nondet) > 0 {
		parts = append(parts, "nondet="+NondetText(in.Nondet))
	}
	if len(parts) == 0 {
		return "no input"
	}
	return strings.Join(parts, ", ")
}

// NondetText renders a nondet sequence in --nondet syntax, runs of equal
// values as v*k.
func NondetText(seq []*big.Int) string {
	var out []string
	for i := 0; i < len(seq); {
		j := i + 1
		for j < len(seq) && valueOf(seq[j]).Cmp(valueOf(seq[i])) == 0 {
			j++
		}
		if j-i > 1 {
			out = append(out, fmt.Sprintf("%s*%d", valueOf(seq[i]), j-i))
		} else {
			out = append(out, valueOf(seq[i]).String())
		}
		i = j
	}
	return strings.Join(out, ",")
}

func valueOf(v *big.Int) *big.Int {
	if v == nil {
		return new(big.Int)
	}
	return v
}
