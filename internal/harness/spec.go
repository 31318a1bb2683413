package harness

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Spec is what a testdata program's comments say:
//
//	// ENTRY: step
//	// INPUTS: n in 0..20, m in 1..3
//	// WANT: cost=none resource=cycles bound=126 exact=true
//	// WANT: cost=none resource=cycles bound=300 assertions=ignored
//	// APPROX: method=ss,ia -- why
//	// WORST: n=20 nondet=1*190,0   (one line per distinct worst case)
//	// ERROR: substring of the refusal message (testdata/refuse only)
//	// CHECK: cflags=-DN=4 cost=none resource=cycles bound=33
//
// A CHECK line checks a hand derivation at a small size: the program is
// compiled with the given cflags and every input and nondet sequence is
// enumerated, however many there are (up to CheckLimit); the worst case must
// equal bound.
type Spec struct {
	File   string
	Entry  string
	Inputs []Input
	Wants  []Want
	Approx []Approx
	Worst  *Worst // the first WORST line
	// Worsts are all WORST lines: a program with assertions has a worst
	// case with them and another without (one line each).
	Worsts []*Worst
	Error  string
	Checks []Check
}

// Check is a CHECK line: a WANT at a small size.
type Check struct {
	CFlags []string
	Want
}

// Input is an entry parameter or global with its range (both inclusive).
type Input struct {
	Name   string
	Lo, Hi int64
}

// Want is a WANT line.
type Want struct {
	Cost, Resource string
	Bound          int64
	Exact          bool
	// Assertions is "ignored" for the bound without assertions, else "".
	Assertions string
	Line       int
}

// Approx names methods whose bound may exceed the worst case.
type Approx struct {
	Methods []string
	Why     string
}

// Worst is the hand-derived worst case, required when the input space is
// too large to enumerate.
type Worst struct {
	Args   map[string]string
	Nondet string // the --nondet syntax: comma list, v*k repetitions
}

// Assume returns the --assume constraints the INPUTS line stands for.
func (s *Spec) Assume() []string {
	var out []string
	for _, in := range s.Inputs {
		out = append(out, fmt.Sprintf("%s >= %d", in.Name, in.Lo), fmt.Sprintf("%s <= %d", in.Name, in.Hi))
	}
	return out
}

// Approximate reports whether method may exceed WANT.
func (s *Spec) Approximate(method string) bool {
	for _, a := range s.Approx {
		for _, m := range a.Methods {
			if m == method {
				return true
			}
		}
	}
	return false
}

// ParseSpec reads the contract comments of a C file.
func ParseSpec(path string) (*Spec, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s := &Spec{File: path, Entry: "main"}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	line := 0
	for sc.Scan() {
		line++
		t := strings.TrimSpace(sc.Text())
		if !strings.HasPrefix(t, "//") {
			continue
		}
		t = strings.TrimSpace(strings.TrimPrefix(t, "//"))
		key, rest, ok := strings.Cut(t, ":")
		if !ok {
			continue
		}
		rest = strings.TrimSpace(rest)
		bad := func(err error) error { return fmt.Errorf("%s:%d: %s: %v", path, line, key, err) }
		switch key {
		case "ENTRY":
			s.Entry = rest
		case "INPUTS":
			ins, err := parseInputs(rest)
			if err != nil {
				return nil, bad(err)
			}
			s.Inputs = append(s.Inputs, ins...)
		case "WANT":
			w, err := parseWant(rest)
			if err != nil {
				return nil, bad(err)
			}
			w.Line = line
			s.Wants = append(s.Wants, w)
		case "APPROX":
			spec, why, _ := strings.Cut(rest, "--")
			spec = strings.TrimSpace(spec)
			if !strings.HasPrefix(spec, "method=") {
				return nil, bad(fmt.Errorf("want method=a,b -- reason"))
			}
			s.Approx = append(s.Approx, Approx{Methods: strings.Split(strings.TrimPrefix(spec, "method="), ","), Why: strings.TrimSpace(why)})
		case "WORST":
			w := &Worst{Args: map[string]string{}}
			for _, f := range fieldsOutsideBrackets(rest) {
				k, v, ok := strings.Cut(f, "=")
				if !ok {
					return nil, bad(fmt.Errorf("%q: want name=value", f))
				}
				if k == "nondet" {
					w.Nondet = v
				} else {
					w.Args[k] = v
				}
			}
			if s.Worst == nil {
				s.Worst = w
			}
			s.Worsts = append(s.Worsts, w)
		case "ERROR":
			s.Error = rest
		case "CHECK":
			var c Check
			var rest2 []string
			for _, f := range strings.Fields(rest) {
				if v, ok := strings.CutPrefix(f, "cflags="); ok {
					c.CFlags = append(c.CFlags, v)
				} else {
					rest2 = append(rest2, f)
				}
			}
			w, err := parseWant(strings.Join(rest2, " "))
			if err != nil {
				return nil, bad(err)
			}
			w.Line = line
			c.Want = w
			s.Checks = append(s.Checks, c)
		}
	}
	return s, sc.Err()
}

func parseInputs(s string) ([]Input, error) {
	var out []Input
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, rng, ok := strings.Cut(part, " in ")
		if !ok {
			return nil, fmt.Errorf("%q: want `name in lo..hi`", part)
		}
		lo, hi, ok := strings.Cut(strings.TrimSpace(rng), "..")
		if !ok {
			return nil, fmt.Errorf("%q: want `name in lo..hi`", part)
		}
		l, err1 := strconv.ParseInt(strings.TrimSpace(lo), 10, 64)
		h, err2 := strconv.ParseInt(strings.TrimSpace(hi), 10, 64)
		if err1 != nil || err2 != nil || l > h {
			return nil, fmt.Errorf("%q: bad range", part)
		}
		out = append(out, Input{Name: strings.TrimSpace(name), Lo: l, Hi: h})
	}
	return out, nil
}

func parseWant(s string) (Want, error) {
	w := Want{Cost: "insn", Resource: "cycles", Bound: -1}
	for _, f := range strings.Fields(s) {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return w, fmt.Errorf("%q: want key=value", f)
		}
		switch k {
		case "cost":
			w.Cost = v
		case "resource":
			w.Resource = v
		case "bound":
			n, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return w, fmt.Errorf("bound %q is not an integer", v)
			}
			w.Bound = n
		case "exact":
			w.Exact = v == "true"
		case "assertions":
			w.Assertions = v
		default:
			return w, fmt.Errorf("unknown key %q", k)
		}
	}
	if w.Bound < 0 {
		return w, fmt.Errorf("missing bound=")
	}
	return w, nil
}

// fieldsOutsideBrackets splits on spaces not inside [...].
func fieldsOutsideBrackets(s string) []string {
	var out []string
	depth := 0
	start := -1
	for i, r := range s {
		switch {
		case r == '[':
			depth++
		case r == ']':
			depth--
		}
		if r == ' ' && depth == 0 {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}
