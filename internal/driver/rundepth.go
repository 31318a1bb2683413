package driver

import (
	"fmt"

	"wcet/analysis"
	"wcet/ts"
	"wcet/ts/interp"
)

// OriginSingleRun is the origin of a recursion depth read off the one
// concrete run of an entry that reads no input.
const OriginSingleRun = "derived-single-run"

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
		out = append(out, analysis.RecursionDepth{Func: name, Max: d, Origin: OriginSingleRun, Why: why})
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
