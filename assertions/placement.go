package assertions

import (
	"fmt"

	"wcet/assertions/lang"
	"wcet/ts"
)

// The placement rule of assertions (DESIGN "Annotation ABI"): an
// assertion is checked where it stands — a local one at the end of a loop
// body, every iteration; a global one at the end of the entry — and is
// accepted only if no Count or Reset of its frequency variables can run
// between it and the latch of its innermost loop (local) or the return of
// its function (global). Otherwise the counts it speaks about are not yet
// final where it is checked, which is not what the user meant; the
// analysis refuses it with a PlacementError at its position.
//
// "Between" is every transition reachable from just after the assertion
// without passing the loop's back edge or leaving the loop (local), or
// before the function returns (global), including the functions those
// transitions call.

// PlacementError is a misplaced assertion: a Count or Reset of one of its
// variables can run after it before the end of its loop body or function.
// It implements reports.Located (kind "misplaced-assertion").
type PlacementError struct {
	Text  string
	Pos   ts.Pos
	Local bool   // the assertion is in a loop body
	Var   string // the frequency variable counted or reset after it
	What  string // "WCET_COUNT" or "WCET_RESET"
	At    ts.Pos // where
}

func (e *PlacementError) Error() string {
	where := "the entry's return (a global assertion stands at the end of the entry)"
	if e.Local {
		where = "the end of the loop body (a local assertion stands at the end of the loop body)"
	}
	return fmt.Sprintf("%s: assertion %q is misplaced: %s(%s) at %s can run between it and %s", e.Pos, e.Text, e.What, e.Var, e.At, where)
}

// Kind is the errors[] kind (reports.Located).
func (e *PlacementError) Kind() string { return "misplaced-assertion" }

// Position is the assertion's position (reports.Located).
func (e *PlacementError) Position() (string, int, int) {
	if !e.Pos.Known() {
		return "", 0, 0
	}
	return e.Pos.File, e.Pos.Line, e.Pos.Col
}

// checkPlacement applies the placement rule to every assertion of p.
func checkPlacement(p *ts.Program) error {
	if p.Unoptimized != nil {
		// --opt O2: the rule speaks of the source's loop bodies and
		// entry, which the optimised IR no longer shows (a fully
		// unrolled loop's assertions stand in straight code; an inlined
		// callee's global assertions in its caller). The optimiser keeps
		// the order of the opaque __wcet_* calls, so the assertions and
		// counts of the optimised program stand as in the source.
		return checkPlacement(p.Unoptimized)
	}
	var err error
	eachAssert(p, func(f *ts.Func, t *ts.Trans, i int, a *ts.Assert, vars map[string]bool, perr error) bool {
		if perr != nil {
			err = fmt.Errorf("%s: assertion %q: %v", a.At, a.Text, perr)
		} else {
			err = placementAfter(p, f, t, i, vars, a)
		}
		return err == nil
	})
	return err
}

// eachAssert calls visit for every assertion of p, in program order, with
// the set of variables its formula names (nil, with the parse error, when
// it does not parse), until visit returns false.
func eachAssert(p *ts.Program, visit func(f *ts.Func, t *ts.Trans, i int, a *ts.Assert, vars map[string]bool, err error) bool) {
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for i, op := range t.Ops {
				a, ok := op.(*ts.Assert)
				if !ok {
					continue
				}
				fm, err := lang.Parse(a.Text)
				var vars map[string]bool
				if err == nil {
					vars = map[string]bool{}
					for _, v := range fm.Vars() {
						vars[v] = true
					}
				}
				if !visit(f, t, i, a, vars, err) {
					return
				}
			}
		}
	}
}

// placementAfter walks what can run after op i of t in f before the end of
// the assertion's loop body (or f's return) and reports the first Count or
// Reset of vars.
func placementAfter(p *ts.Program, f *ts.Func, t *ts.Trans, i int, vars map[string]bool, a *ts.Assert) error {
	L := t.From.Loop
	if L != nil && !L.Contains(t.To) && t.To != L.End {
		// The assertion's transition leaves the loop: it runs once,
		// after the loop; the rest is the function's.
		L = t.To.Loop
	}
	fail := func(name, what string, at ts.Pos) error {
		return &PlacementError{Text: a.Text, Pos: a.At, Local: L != nil, Var: name, What: what, At: at}
	}
	seenFn := map[string]bool{}
	var opsErr func(ops []ts.Op, pos ts.Pos) error
	opsErr = func(ops []ts.Op, pos ts.Pos) error {
		for _, op := range ops {
			if q := ts.PosOf(op); q.Known() {
				pos = q
			}
			switch o := op.(type) {
			case *ts.Count:
				if vars[o.Name] {
					return fail(o.Name, "WCET_COUNT", pos)
				}
			case *ts.Reset:
				if vars[o.Name] {
					return fail(o.Name, "WCET_RESET", pos)
				}
			case *ts.Call:
				g := p.ByName[o.Callee]
				if g == nil || seenFn[g.Name] {
					continue
				}
				seenFn[g.Name] = true
				for _, u := range g.Trans {
					if err := opsErr(u.Ops, u.Pos); err != nil {
						return err
					}
				}
			}
		}
		return nil
	}
	if err := opsErr(t.Ops[i+1:], t.Pos); err != nil {
		return err
	}
	seen := map[*ts.Loc]bool{}
	stack := []*ts.Loc{t.To}
	for len(stack) > 0 {
		loc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[loc] || L != nil && (loc == L.End || !L.Contains(loc)) {
			continue
		}
		seen[loc] = true
		for _, u := range loc.Out {
			if L != nil && !L.Contains(u.To) {
				continue // leaving the loop from its body: not up to the latch
			}
			if err := opsErr(u.Ops, u.Pos); err != nil {
				return err
			}
			stack = append(stack, u.To)
		}
	}
	return nil
}

// CheckPlacement applies DESIGN's placement rule to every assertion of p
// (a *PlacementError at the first misplaced one), as enum, ss and ia do
// when they honour assertions; package ipet calls it for the same.
func CheckPlacement(p *ts.Program) error { return checkPlacement(p) }

// OptimizedMisplaced lists the assertions of an optimised program (one
// with ts.Program.Unoptimized) that break the placement rule where they
// stand in the optimised IR although their source placement is right: a
// local assertion of a fully unrolled loop stands in straight code, with
// the counts of the later iterations after it. Methods that check an
// assertion where it stands (enum, ss, ia) are unaffected; a method that
// reads an assertion in straight code of the entry as a constraint on the
// final counts (ipet) must not use these. Nil for other programs.
func OptimizedMisplaced(p *ts.Program) map[*ts.Assert]bool {
	if p.Unoptimized == nil {
		return nil
	}
	out := map[*ts.Assert]bool{}
	eachAssert(p, func(f *ts.Func, t *ts.Trans, i int, a *ts.Assert, vars map[string]bool, err error) bool {
		if err != nil || placementAfter(p, f, t, i, vars, a) != nil {
			out[a] = true
		}
		return true
	})
	return out
}
