package driver

import (
	"fmt"

	"wcet/analysis"
	"wcet/reports"
	"wcet/ts"
	"wcet/ts/interp"
)

// runDepthSteps caps the ops of the run runDepths makes.
const runDepthSteps = 50_000_000

// runDepths are recursion depths from one concrete run of the entry, when
// the entry has no parameters, there is no assumption, and the run reads
// no unknown value (interp's StopAtUnknown): that run is then the only
// run of the program, and the deepest nesting of each function's
// activations in it bounds its recursion (sound for that program only,
// which is the one analysed). When the call tree was folded (its node
// cap), a function's activation count stands for its depth (a depth never
// exceeds the activations). Any failure gives no depth.
func runDepths(p *ts.Program, cfg analysis.Config) (out []analysis.RecursionDepth) {
	defer func() {
		if r := recover(); r != nil {
			out = nil
		}
	}()
	f := p.ByName[cfg.Entry]
	if f == nil || len(f.Params) > 0 || len(cfg.Assume) > 0 {
		return nil
	}
	rec := recursive(p, cfg.Entry)
	if len(rec) == 0 {
		return nil
	}
	in := &analysis.Input{}
	rc := in.RunConfig(cfg.Entry)
	rc.MaxSteps, rc.StopAtUnknown, rc.Attribute = runDepthSteps, true, "cycles"
	rc.Deadline = cfg.Budget.Deadline()
	res, err := interp.Run(p, rc)
	if err != nil || res.NondetUsed > 0 || res.Calls == nil || res.Calls.Root == nil || res.Ended != "return" && res.Ended != "exit" && res.Ended != "abort" {
		return nil
	}
	depth := map[string]int64{}
	folded := false
	var walk func(n *interp.CallNode, open map[string]int64)
	walk = func(n *interp.CallNode, open map[string]int64) {
		if n.Folded {
			folded = true
			return
		}
		open[n.Func]++
		if open[n.Func] > depth[n.Func] {
			depth[n.Func] = open[n.Func]
		}
		for _, c := range n.Children {
			walk(c, open)
		}
		open[n.Func]--
	}
	walk(res.Calls.Root, map[string]int64{})
	for name, d := range depth {
		if !rec[name] {
			continue
		}
		why := fmt.Sprintf("the only run of %s (it reads no input) nests %d activations of %s", cfg.Entry, d, name)
		if folded {
			fc := res.Calls.Funcs[name]
			if fc == nil {
				continue
			}
			d = fc.Calls
			why = fmt.Sprintf("the only run of %s (it reads no input) makes %d activations of %s", cfg.Entry, d, name)
		}
		out = append(out, analysis.RecursionDepth{Func: name, Max: d, Origin: reports.OriginSingleRun, Why: why})
	}
	return out
}

// recursive are the functions entry reaches that call themselves,
// directly or through others.
func recursive(p *ts.Program, entry string) map[string]bool {
	out := map[string]bool{}
	for _, f := range reachedFuncs(p, entry) {
		for _, g := range reachedFuncs(p, f.Name) {
			for _, t := range g.Trans {
				for _, op := range t.Ops {
					if c, ok := op.(*ts.Call); ok && c.Callee == f.Name {
						out[f.Name] = true
					}
				}
			}
		}
	}
	return out
}

// derivedOrigin reports whether a known bound's origin is one of ours
// (the loop-bound analysis, the single run) rather than the user's.
func derivedOrigin(o string) bool {
	return o == reports.OriginLoopAnalysis || o == reports.OriginSingleRun
}

// runLoopSteps caps the ops of the run runLoops makes (its path is kept).
const runLoopSteps = 20_000_000

// runLoops adds to kb (the known bounds), for each loop the entry reaches that has no
// known bound and lies in a function that is not recursive, the most body
// executions per entry of the loop in the one concrete run of an entry
// that reads no input (origin derived-single-run; as runDepths). The
// counts follow the interpreter's loop-bound cut (interp.loopBoundSlots):
// a transition entering the loop at its header resets the count, one that
// completes a body execution (Loop.CompletesBody) adds one. In a function
// that is not recursive at most one frame runs the loop at a time, so one
// count per loop, in path order, is the per-entry count. Any failure adds
// nothing.
func runLoops(p *ts.Program, cfg analysis.Config, kb map[*ts.Loop]known) {
	defer func() { _ = recover() }()
	f := p.ByName[cfg.Entry]
	if f == nil || len(f.Params) > 0 || len(cfg.Assume) > 0 {
		return
	}
	rec := recursive(p, cfg.Entry)
	want := map[*ts.Loop]bool{}
	for _, g := range reachedFuncs(p, cfg.Entry) {
		for _, L := range g.Loops {
			if _, ok := kb[L]; !ok && !rec[g.Name] && L.Header != nil && L.End != nil {
				want[L] = true
			}
		}
	}
	if len(want) == 0 {
		return
	}
	in := &analysis.Input{}
	rc := in.RunConfig(cfg.Entry)
	rc.MaxSteps, rc.StopAtUnknown, rc.RecordPath = runLoopSteps, true, true
	rc.Deadline = cfg.Budget.Deadline()
	res, err := interp.Run(p, rc)
	if err != nil || res.NondetUsed > 0 || res.Ended != "return" && res.Ended != "exit" && res.Ended != "abort" {
		return
	}
	count, most := map[*ts.Loop]int64{}, map[*ts.Loop]int64{}
	for st := range res.Path.All() {
		t := p.ByName[st.Func].Trans[st.Trans]
		for L := t.From.Loop; L != nil; L = L.Parent {
			if want[L] && L.CompletesBody(t) {
				count[L]++
				most[L] = max(most[L], count[L])
			}
		}
		for L := t.To.Loop; L != nil && !L.Contains(t.From); L = L.Parent {
			if want[L] && t.To == L.Header {
				count[L] = 0
			}
		}
	}
	for L := range want {
		kb[L] = known{Max: most[L], Origin: reports.OriginSingleRun,
			Why: fmt.Sprintf("the only run of %s (it reads no input) runs it at most %d times per entry", cfg.Entry, most[L])}
	}
}
