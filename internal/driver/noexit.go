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

// NoExitLoop is one loop without exit.
type NoExitLoop struct {
	Func string
	Pos  ts.Pos
}

func (e *NoExitError) Error() string {
	var at []string
	for _, l := range e.Loops {
		at = append(at, fmt.Sprintf("%s (in %s)", l.Pos, l.Func))
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

// noExitLoops returns a *NoExitError for the loops of the entry that no
// path leaves and every path of the entry enters (its returns and halts
// cannot be reached around them), nil when there is none. A loop without
// exit on a side branch (a trap loop after a fault) is left to the
// method: the paths to it may be infeasible.
func noExitLoops(p *ts.Program, entry string) error {
	f := p.ByName[entry]
	if f == nil {
		return nil
	}
	halts := mayHalt(p)
	var out []NoExitLoop
	for _, L := range f.Loops {
		if len(L.Exits) > 0 || loopMayHalt(f, L, halts) || endsAround(f, L, halts) {
			continue
		}
		out = append(out, NoExitLoop{Func: f.Name, Pos: L.Pos})
	}
	if len(out) == 0 {
		return nil
	}
	return &NoExitError{Loops: out}
}

// endsAround reports whether a path from f's entry reaches its exit or
// halt point, or a call that may end the program, without entering L.
func endsAround(f *ts.Func, L *ts.Loop, halts map[string]bool) bool {
	seen := map[*ts.Loc]bool{f.Entry: true}
	work := []*ts.Loc{f.Entry}
	out := map[*ts.Loc][]*ts.Trans{}
	for _, t := range f.Trans {
		out[t.From] = append(out[t.From], t)
	}
	for len(work) > 0 {
		l := work[len(work)-1]
		work = work[:len(work)-1]
		if l == f.Exit || l == f.Halt {
			return true
		}
		for _, t := range out[l] {
			if transMayHalt(t, halts) {
				return true
			}
			if !seen[t.To] && !L.Contains(t.To) {
				seen[t.To] = true
				work = append(work, t.To)
			}
		}
	}
	return false
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
