package facts

import (
	"fmt"
	"sort"
	"strings"

	"wcet/ts"
)

// Applied is what Apply did with a file's facts beyond changing the
// program: what the cost model and the analysis take from it, and what
// the report must say.
type Applied struct {
	// ExternCosts are the extern facts' costs by function name
	// (lowlevel.Options.ExternCosts).
	ExternCosts map[string]int64
	// Assume are the assume facts' constraints (as --assume).
	Assume []string
	// AssumeFacts are the assume facts, in the order of Assume.
	AssumeFacts []*Fact
	// Notes are the assumptions[] sentences of the facts that are not
	// annotations with a verdict (count, extern), with their origin.
	Notes []string
	// Recursion are the recursion facts, for the report's annotations[].
	Recursion []*Fact
	// Interrupts are the interrupt facts, in file order: the handlers
	// that may preempt the entry, which --resource stack adds on top of
	// its bound (internal/driver/interrupts.go checks that each is
	// defined).
	Interrupts []*Fact
	// Unused are the warnings for the facts that match nothing the entry
	// reaches (a facts file serves several tasks of a code base): a
	// position in a function the entry does not reach or in a file of no
	// reached function, a function not analysed, an external function not
	// called. A position in reached code of the program that matches
	// nothing is still an error (a mistake in the file).
	Unused []string
}

// Apply applies the facts of f to p (DESIGN "The facts file"):
//
//   - loopbound: becomes the ts.Loop.Bound of the loop whose start
//     position (its !llvm.loop start location, ts.Loop.Pos) is on `at`'s
//     line (and column, when given) — the same annotation as a loopbound
//     pragma, with Origin facts:FILE. With file:line only and several
//     loops starting on the line, it is an error asking for the column. A
//     loop already bounded by a pragma or another fact is an error.
//   - count, assert: a ts.Count / ts.Assert (Origin facts:FILE) placed in
//     every function with code on `at`'s line (and column): before the
//     first operation at that line (and column) of the first Body
//     transition holding one, in the order of the function's program
//     points (IR block order). A count on a loop's `for` line therefore
//     counts entries of the loop (the initialisation runs first); point
//     it at a line of the body to count iterations.
//   - recursion: ts.Func.Recursion of the function.
//   - extern: Applied.ExternCosts (the function must be called).
//   - assume: Applied.Assume.
//   - interrupt: Applied.Interrupts (used by --resource stack only).
//
// A fact that matches nothing the entry reaches is a warning
// (Applied.Unused); one that matches nothing at a place of the reached
// code is an error naming it. Apply runs before
// lowlevel.Apply (which needs the extern costs).
func Apply(p *ts.Program, f *File) (*Applied, error) {
	out := &Applied{ExternCosts: map[string]int64{}}
	origin := f.Origin()
	for _, x := range f.Facts {
		switch x.Kind {
		case KindLoopBound:
			if err := applyLoopBound(p, f, x); err != nil {
				if elsewhere(p, x.At) && strings.Contains(err.Error(), "matches nothing") {
					out.Unused = append(out.Unused, unusedNote(f, x, "no loop the entry reaches starts at "+x.At.String()))
					continue
				}
				return nil, err
			}
		case KindCount, KindAssert:
			var op ts.Op
			if x.Kind == KindCount {
				op = &ts.Count{Name: x.Name}
			} else {
				op = &ts.Assert{Text: x.Text, Origin: origin}
			}
			n := Place(p, x.At, op)
			if n == 0 && elsewhere(p, x.At) {
				out.Unused = append(out.Unused, unusedNote(f, x, "no code the entry reaches is at "+x.At.String()))
				continue
			}
			if n == 0 {
				return nil, fmt.Errorf("%s: matches nothing: no code of the program is at %s%s", f.Where(x), x.At, linesHint(p, x.At))
			}
			if x.Kind == KindCount {
				out.Notes = append(out.Notes, fmt.Sprintf("frequency variable %s counts the executions of %s (%s facts[%d])", x.Name, x.At, origin, x.Index))
			}
		case KindRecursion:
			fn := p.ByName[x.Name]
			if fn == nil {
				out.Unused = append(out.Unused, unusedNote(f, x, "the entry reaches no function "+x.Name))
				continue
			}
			fn.Recursion = &ts.Pragma{Kind: "recursion", Text: fmt.Sprintf("%s max %d", x.Name, x.Max), Pos: fn.Pos, Max: x.Max, Origin: origin}
			out.Recursion = append(out.Recursion, x)
		case KindExtern:
			if p.Externs[x.Name] == nil {
				out.Unused = append(out.Unused, unusedNote(f, x, "the entry calls no external function "+x.Name))
				continue
			}
			out.ExternCosts[x.Name] = x.Cost
			out.Notes = append(out.Notes, fmt.Sprintf("each call of external function %s costs %d (%s facts[%d])", x.Name, x.Cost, origin, x.Index))
		case KindAssume:
			out.Assume = append(out.Assume, x.Text)
			out.AssumeFacts = append(out.AssumeFacts, x)
		case KindInterrupt:
			out.Interrupts = append(out.Interrupts, x)
		}
	}
	return out, nil
}

// unusedNote is the warning for fact x that matches nothing the entry
// reaches.
func unusedNote(f *File, x *Fact, why string) string {
	return fmt.Sprintf("%s is not used: %s (a facts file may serve several tasks)", f.Where(x), why)
}

// elsewhere reports whether a is outside the code the entry reaches: in
// a function the entry does not reach (ts.Program.Unreached), or in a
// file no reached function has code in.
func elsewhere(p *ts.Program, a At) bool {
	for _, sp := range p.Unreached {
		if SameFile(a.File, sp.File) && sp.From <= a.Line && a.Line <= sp.To {
			return true
		}
	}
	for _, fn := range p.Funcs {
		if fn.Pos.Known() && SameFile(a.File, fn.Pos.File) {
			return false
		}
		for _, t := range fn.Trans {
			if t.Pos.Known() && SameFile(a.File, t.Pos.File) {
				return false
			}
		}
	}
	return true
}

// matchPos reports whether debug position p is at a (its column too when
// a has one).
func matchPos(a At, p ts.Pos) bool {
	return p.Known() && p.Line == a.Line && (a.Col == 0 || p.Col == a.Col) && SameFile(a.File, p.File)
}

func applyLoopBound(p *ts.Program, f *File, x *Fact) error {
	var hits []*ts.Loop
	cols := map[int]bool{}
	var all []string
	for _, fn := range p.Funcs {
		for _, L := range fn.Loops {
			if L.Pos.Known() && SameFile(x.At.File, L.Pos.File) {
				all = append(all, L.Pos.String())
			}
			if matchPos(x.At, L.Pos) {
				hits = append(hits, L)
				cols[L.Pos.Col] = true
			}
		}
	}
	if len(hits) == 0 {
		hint := ""
		if len(all) > 0 {
			sort.Strings(all)
			hint = " (loops of that file start at " + strings.Join(dedup(all), ", ") + ")"
		}
		return fmt.Errorf("%s: matches nothing: no loop starts at %s%s", f.Where(x), x.At, hint)
	}
	if len(cols) > 1 {
		var at []string
		for _, L := range hits {
			at = append(at, L.Pos.String())
		}
		sort.Strings(at)
		return fmt.Errorf("%s: %d loops start on line %d: give the column, one of %s", f.Where(x), len(cols), x.At.Line, strings.Join(dedup(at), ", "))
	}
	for _, L := range hits {
		if L.Bound != nil {
			return fmt.Errorf("%s: the loop at %s is already bounded by the %s at %s", f.Where(x), L.Pos, L.Bound.OriginOf(), L.Bound.Pos)
		}
	}
	for _, L := range hits {
		L.Bound = &ts.Pragma{Kind: "loopbound", Text: fmt.Sprintf("min %d max %d", x.Min, x.Max), Pos: L.Pos, Min: x.Min, Max: x.Max, Origin: f.Origin()}
	}
	return nil
}

func dedup(s []string) []string {
	var out []string
	for i, x := range s {
		if i == 0 || x != s[i-1] {
			out = append(out, x)
		}
	}
	return out
}

// Place inserts a copy of op (a *ts.Count or *ts.Assert) in every
// function with an operation at a, by the rule of Apply, and returns how
// many it placed.
func Place(p *ts.Program, a At, op ts.Op) int {
	n := 0
	for _, fn := range p.Funcs {
		if placeIn(fn, a, op) {
			n++
		}
	}
	return n
}

func placeIn(fn *ts.Func, a At, op ts.Op) bool {
	for _, l := range fn.Locs {
		for _, t := range l.Out {
			if t.Kind != ts.Body {
				continue
			}
			for i, o := range t.Ops {
				at := ts.PosOf(o)
				if !matchPos(a, at) {
					continue
				}
				c := clone(op, at)
				t.Ops = append(t.Ops[:i:i], append([]ts.Op{c}, t.Ops[i:]...)...)
				return true
			}
		}
	}
	return false
}

// clone copies a Count or Assert with position at.
func clone(op ts.Op, at ts.Pos) ts.Op {
	switch o := op.(type) {
	case *ts.Count:
		c := *o
		c.At = at
		return &c
	case *ts.Assert:
		c := *o
		c.At = at
		return &c
	}
	panic("facts: clone of an unexpected op")
}

// linesHint lists the nearest lines of a's file that hold code.
func linesHint(p *ts.Program, a At) string {
	lines := map[int]bool{}
	for _, fn := range p.Funcs {
		for _, t := range fn.Trans {
			if t.Kind != ts.Body {
				continue // where Place puts nothing
			}
			for _, o := range t.Ops {
				if at := ts.PosOf(o); at.Known() && SameFile(a.File, at.File) {
					lines[at.Line] = true
				}
			}
		}
	}
	if len(lines) == 0 {
		return " (no code of the program is in that file)"
	}
	var ls []int
	for l := range lines {
		ls = append(ls, l)
	}
	sort.Ints(ls)
	best := ls[0]
	for _, l := range ls {
		if abs(l-a.Line) < abs(best-a.Line) {
			best = l
		}
	}
	return fmt.Sprintf(" (the nearest line with code is %d)", best)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
