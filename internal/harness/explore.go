package harness

import (
	"fmt"
	"math/big"
	"math/rand"
	"sort"
	"strings"
)

// Chooser picks the next nondet value given its bounds (nil when the call
// has none: any value of a bits-wide integer).
type Chooser func(lo, hi *big.Int, bits int) *big.Int

// RunFunc runs the program once on the given input values, taking nondet
// values from choose, and returns the costs per resource.
type RunFunc func(args map[string]*big.Int, choose Chooser) (map[string]int64, error)

// Case is one input: values of the INPUTS and the nondet sequence.
type Case struct {
	Args   map[string]*big.Int
	Nondet []*big.Int
}

// ArgList renders the case's inputs in --arg syntax, sorted by name.
func (c Case) ArgList() []string {
	var out []string
	for k, v := range c.Args {
		out = append(out, k+"="+v.String())
	}
	sort.Strings(out)
	return out
}

// NondetText renders the nondet sequence in --nondet syntax.
func (c Case) NondetText() string {
	s := make([]string, len(c.Nondet))
	for i, v := range c.Nondet {
		s[i] = v.String()
	}
	return strings.Join(s, ",")
}

// Outcome is a case and the costs it produced.
type Outcome struct {
	Case  Case
	Costs map[string]int64
}

// Limit is the enumeration rule of DESIGN: every input and nondet sequence
// when there are at most Limit of them, else Samples seeded random ones
// plus the hand-derived worst cases of the WORST lines.
const (
	Limit   = 1024
	Samples = 100
)

// Explore runs the program on the cases the rule asks for. exhaustive
// reports whether every case was run.
func Explore(spec *Spec, run RunFunc, seed int64) (outs []Outcome, exhaustive bool, err error) {
	outs, ok, err := exhaust(spec, run, Limit)
	if err != nil {
		return nil, false, err
	}
	if ok {
		return outs, true, nil
	}
	if spec.Worst == nil {
		return nil, false, fmt.Errorf("%s: more than %d inputs and nondet sequences, and no // WORST: line", spec.File, Limit)
	}
	rng := rand.New(rand.NewSource(seed))
	outs = nil
	for i := 0; i < Samples; i++ {
		args := map[string]*big.Int{}
		for _, in := range spec.Inputs {
			args[in.Name] = big.NewInt(in.Lo + rng.Int63n(in.Hi-in.Lo+1))
		}
		var seq []*big.Int
		choose := func(lo, hi *big.Int, bits int) *big.Int {
			v := randomIn(rng, lo, hi, bits)
			seq = append(seq, v)
			return v
		}
		costs, err := run(args, choose)
		if err != nil {
			return nil, false, fmt.Errorf("random case args=%v nondet=%v: %w", args, seq, err)
		}
		outs = append(outs, Outcome{Case{args, seq}, costs})
	}
	for i := range spec.Worsts {
		o, err := runWorst(spec, i, run)
		if err != nil {
			return nil, false, err
		}
		outs = append(outs, o)
	}
	return outs, false, nil
}

// exhausted is raised by a Chooser when the WORST sequence runs out.
type exhausted struct{}

// runWorst runs the case of the i-th WORST line.
func runWorst(spec *Spec, i int, run RunFunc) (Outcome, error) {
	w, err := spec.worstCase(spec.Worsts[i])
	if err != nil {
		return Outcome{}, err
	}
	var seq []*big.Int
	k := 0
	costs, err := run(w.Args, func(lo, hi *big.Int, bits int) *big.Int {
		if k < len(w.Nondet) {
			k++
			seq = append(seq, w.Nondet[k-1])
			return w.Nondet[k-1]
		}
		panic(exhausted{})
	})
	if err != nil {
		return Outcome{}, fmt.Errorf("WORST case %d: %w", i+1, err)
	}
	if k != len(w.Nondet) {
		return Outcome{}, fmt.Errorf("WORST case %d uses %d of its %d nondet values", i+1, k, len(w.Nondet))
	}
	return Outcome{Case{w.Args, seq}, costs}, nil
}

// WorstCase parses the first WORST line into a case.
func (s *Spec) WorstCase() (Case, error) {
	if s.Worst == nil {
		return Case{Args: map[string]*big.Int{}}, fmt.Errorf("%s: no // WORST: line", s.File)
	}
	return s.worstCase(s.Worst)
}

// worstCase parses one WORST line into a case.
func (s *Spec) worstCase(worst *Worst) (Case, error) {
	c := Case{Args: map[string]*big.Int{}}
	for k, v := range worst.Args {
		n, ok := new(big.Int).SetString(v, 10)
		if !ok {
			return c, fmt.Errorf("%s: WORST %s=%s is not an integer", s.File, k, v)
		}
		c.Args[k] = n
	}
	if worst.Nondet != "" {
		for _, item := range strings.Split(worst.Nondet, ",") {
			v, rep := item, "1"
			if i := strings.IndexByte(item, '*'); i >= 0 {
				v, rep = item[:i], item[i+1:]
			}
			n, ok := new(big.Int).SetString(strings.TrimSpace(v), 10)
			var k int
			_, err := fmt.Sscan(rep, &k)
			if !ok || err != nil {
				return c, fmt.Errorf("%s: bad WORST nondet item %q", s.File, item)
			}
			for j := 0; j < k; j++ {
				c.Nondet = append(c.Nondet, n)
			}
		}
	}
	return c, nil
}

// CheckLimit bounds the enumeration of a CHECK line.
const CheckLimit = 200000

// ExploreAll enumerates every input and nondet sequence, failing when there
// are more than CheckLimit.
func ExploreAll(spec *Spec, run RunFunc) ([]Outcome, error) {
	outs, ok, err := exhaust(spec, run, CheckLimit)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%s: more than %d inputs and nondet sequences (or an unbounded nondet value) at this size", spec.File, CheckLimit)
	}
	return outs, nil
}

// exhaust enumerates every input and nondet sequence by depth-first search
// over the choices, giving up (ok=false) past limit cases.
func exhaust(spec *Spec, run RunFunc, limit int) (outs []Outcome, ok bool, err error) {
	total := big.NewInt(1)
	for _, in := range spec.Inputs {
		total.Mul(total, big.NewInt(in.Hi-in.Lo+1))
	}
	if total.Cmp(big.NewInt(int64(limit))) > 0 {
		return nil, false, nil
	}
	n := int(total.Int64())
	for i := 0; i < n; i++ {
		args := map[string]*big.Int{}
		r := i
		for _, in := range spec.Inputs {
			w := int(in.Hi - in.Lo + 1)
			args[in.Name] = big.NewInt(in.Lo + int64(r%w))
			r /= w
		}
		// Odometer over the nondet choices: run with a prefix, extend with
		// the low end of each new choice, then advance the last choice that
		// is below its high end.
		var prefix []*big.Int
		for {
			var seq []*big.Int
			var his []*big.Int
			unbounded := false
			choose := func(lo, hi *big.Int, bits int) *big.Int {
				k := len(seq)
				var v *big.Int
				if lo == nil || hi == nil || new(big.Int).Sub(hi, lo).Cmp(big.NewInt(int64(limit))) > 0 {
					unbounded = true
					v = big.NewInt(0)
					if lo != nil && v.Cmp(lo) < 0 {
						v = lo
					}
					hi = v
				} else if k < len(prefix) {
					v = prefix[k]
				} else {
					v = lo
				}
				seq = append(seq, v)
				his = append(his, hi)
				return v
			}
			costs, err := run(args, choose)
			if err != nil {
				return nil, false, fmt.Errorf("args %v nondet %v: %w", args, seq, err)
			}
			if unbounded {
				return nil, false, nil
			}
			outs = append(outs, Outcome{Case{args, seq}, costs})
			if len(outs) > limit {
				return nil, false, nil
			}
			j := len(seq) - 1
			for j >= 0 && seq[j].Cmp(his[j]) >= 0 {
				j--
			}
			if j < 0 {
				break
			}
			prefix = append(append([]*big.Int{}, seq[:j]...), new(big.Int).Add(seq[j], big.NewInt(1)))
		}
	}
	return outs, true, nil
}

func randomIn(rng *rand.Rand, lo, hi *big.Int, bits int) *big.Int {
	if lo == nil || hi == nil {
		if bits <= 0 || bits > 62 {
			bits = 32
		}
		// a mix of small values and the whole signed range
		if rng.Intn(2) == 0 {
			return big.NewInt(rng.Int63n(17) - 8)
		}
		half := int64(1) << (bits - 1)
		return big.NewInt(rng.Int63n(2*half) - half)
	}
	w := new(big.Int).Sub(hi, lo)
	w.Add(w, big.NewInt(1))
	if w.Sign() <= 0 {
		return new(big.Int).Set(lo)
	}
	return new(big.Int).Add(lo, new(big.Int).Rand(rng, w))
}

// Max returns the largest cost of resource res over outs.
func Max(outs []Outcome, res string) (int64, Case) {
	var best int64 = -1 << 62
	var at Case
	for _, o := range outs {
		if v := o.Costs[res]; v > best {
			best, at = v, o.Case
		}
	}
	return best, at
}
