package driver

import (
	"fmt"
	"strings"

	"wcet/ts"
)

// NoExitError names the loops that no path leaves: no transition exits
// them, and nothing in them can end the program (a call to exit, abort,
// a noreturn function, or a function that may call one). A bare-metal
// task loop (`for (;;) { … }`) is one: the entry never ends through it,
// so it has no worst-case execution time. Found before any method runs
// (issue 18: it used to wait for the timeout). Kind "no-exit", at the
// first loop.
type NoExitError struct {
	Loops []NoExitLoop
}

// NoExitLoop is one loop without exit. Context is the chain of calls
// from the entry that leads to its function ("" in the entry itself).
type NoExitLoop struct {
	Func    string
	Pos     ts.Pos
	Context string
}

func (e *NoExitError) Error() string {
	var at []string
	for _, l := range e.Loops {
		if l.Context != "" {
			at = append(at, fmt.Sprintf("%s (in %s, %s)", l.Pos, l.Func, l.Context))
		} else {
			at = append(at, fmt.Sprintf("%s (in %s)", l.Pos, l.Func))
		}
	}
	return fmt.Sprintf("%s: the loop never exits: no path leaves the loop at %s, so the entry has no worst case through it; analyze the work of one iteration instead (--entry of the function it calls), or give the loop an exit", e.Loops[0].Pos, strings.Join(at, ", "))
}

// Kind is "no-exit".
func (e *NoExitError) Kind() string { return "no-exit" }

// Position is the first loop's.
func (e *NoExitError) Position() (string, int, int) {
	p := e.Loops[0].Pos
	if !p.Known() {
		return "", 0, 0
	}
	return p.File, p.Line, p.Col
}

// noExitLoops returns a *NoExitError when the entry can never end
// because every path of it enters a loop that no path leaves, in the
// entry or in a function it calls (a bare-metal scheduler called from
// main), nil otherwise. The test is structural (ends): a path ends at
// the function's exit or halt point or at a call that may end the
// program, and passes a call only to a function that can end itself. A
// loop without exit on a side branch (a trap loop after a fault) is left
// to the method: the paths around it may be the feasible ones. The error
// lists the loops without exit on the entry's paths, each with the chain
// of calls that reaches it.
func noExitLoops(p *ts.Program, entry string) error {
	f := p.ByName[entry]
	if f == nil {
		return nil
	}
	halts := mayHalt(p)
	ends := mayEnd(p, halts)
	if ends[f.Name] {
		return nil
	}
	var out []NoExitLoop
	seen := map[string]bool{}
	var visit func(f *ts.Func, context string)
	visit = func(f *ts.Func, context string) {
		if seen[f.Name] {
			return
		}
		seen[f.Name] = true
		r := reachable(p, f, ends)
		for _, L := range f.Loops {
			if len(L.Exits) == 0 && !loopMayHalt(f, L, halts) && r[L.Header] {
				out = append(out, NoExitLoop{Func: f.Name, Pos: L.Pos, Context: context})
			}
		}
		for _, t := range f.Trans {
			if !r[t.From] {
				continue
			}
			for _, op := range t.Ops {
				c, ok := op.(*ts.Call)
				if !ok || ends[c.Callee] || p.ByName[c.Callee] == nil {
					continue
				}
				at := fmt.Sprintf("called from %s at %s", f.Name, c.At)
				if context != "" {
					at = context + ", " + at
				}
				visit(p.ByName[c.Callee], at)
			}
		}
	}
	visit(f, "")
	if len(out) == 0 {
		// Never ends for another reason (every path reaches
		// unreachable code, or recursion without a base case): the
		// method reports it with its own words.
		return nil
	}
	return &NoExitError{Loops: out}
}

// mayEnd is the set of functions with a path from their entry to their
// exit or halt point, or to a call that may end the program, that
// passes only calls of functions of the set (or external ones): the
// least fixpoint over the call graph.
func mayEnd(p *ts.Program, halts map[string]bool) map[string]bool {
	ends := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			if !ends[f.Name] && canEnd(p, f, ends, halts) {
				ends[f.Name], changed = true, true
			}
		}
	}
	return ends
}

// canEnd reports whether a path from f's entry ends (mayEnd) given the
// functions known to end.
func canEnd(p *ts.Program, f *ts.Func, ends, halts map[string]bool) bool {
	r := reachable(p, f, ends)
	if r[f.Exit] || f.Halt != nil && r[f.Halt] {
		return true
	}
	for _, t := range f.Trans {
		if r[t.From] && transMayHalt(t, halts) {
			return true
		}
	}
	return false
}

// reachable is the set of f's locations a path from its entry reaches,
// passing a transition only when every function it calls may end (ends,
// or no body in p).
func reachable(p *ts.Program, f *ts.Func, ends map[string]bool) map[*ts.Loc]bool {
	out := map[*ts.Loc][]*ts.Trans{}
	for _, t := range f.Trans {
		out[t.From] = append(out[t.From], t)
	}
	seen := map[*ts.Loc]bool{f.Entry: true}
	work := []*ts.Loc{f.Entry}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		for _, t := range out[l] {
			if seen[t.To] || !passes(p, t, ends) {
				continue
			}
			seen[t.To] = true
			work = append(work, t.To)
		}
	}
	return seen
}

// passes reports whether a path may go on past t: every function t calls
// may return (ends) or has no body in p.
func passes(p *ts.Program, t *ts.Trans, ends map[string]bool) bool {
	for _, op := range t.Ops {
		if c, ok := op.(*ts.Call); ok && !ends[c.Callee] && p.ByName[c.Callee] != nil {
			return false
		}
	}
	return true
}

// loopMayHalt reports whether a transition of L may end the program.
func loopMayHalt(f *ts.Func, L *ts.Loop, halts map[string]bool) bool {
	for _, t := range f.Trans {
		if !L.Contains(t.From) {
			continue
		}
		if t.To == f.Halt || !L.Contains(t.To) || transMayHalt(t, halts) {
			return true
		}
	}
	return false
}

// transMayHalt reports whether an op of t may end the program: a call of
// a function of halts, or of a noreturn library function.
func transMayHalt(t *ts.Trans, halts map[string]bool) bool {
	for _, op := range t.Ops {
		switch op := op.(type) {
		case *ts.Call:
			if halts[op.Callee] {
				return true
			}
		case *ts.Lib:
			if op.NoReturn {
				return true
			}
		}
	}
	return false
}

// mayHalt is the set of functions that may end the program: one with a
// transition into its Halt point, or a call to such a function
// (a fixpoint over the call graph).
func mayHalt(p *ts.Program) map[string]bool {
	h := map[string]bool{}
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			if h[f.Name] {
				continue
			}
			for _, t := range f.Trans {
				if t.To == f.Halt && f.Halt != nil || transMayHalt(t, h) {
					h[f.Name], changed = true, true
					break
				}
			}
		}
	}
	return h
}
