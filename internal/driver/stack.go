package driver

import (
	"fmt"
	"math/big"
	"regexp"
	"strconv"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/lowlevel/stack"
	"wcet/reports"
	"wcet/ts"
)

// stackOptions are how target t's frames are measured (t nil: the host,
// x86-64, whose call pushes an 8-byte return address); the stack
// alignment is the data layout's S.
func stackOptions(t *frontend.Target, layout string) stack.Options {
	o := stack.Options{Align: 16}
	if m := regexp.MustCompile(`(?:^|-)S([0-9]+)`).FindStringSubmatch(layout); m != nil {
		if n, err := strconv.ParseInt(m[1], 10, 64); err == nil && n >= 8 {
			o.Align = n / 8
		}
	}
	if t == nil {
		o.CallBytes = 8
	}
	return o
}

// measureFrames links the program of files and measures its frames for
// the target (frontend.StackUsage of the linked IR, stack.Parse) as the
// code generator reports them; it returns the linked IR too.
func measureFrames(files []string, o LoadOptions) ([]byte, map[string]stack.Frame, error) {
	ll, err := frontend.Link(files, o.Frontend)
	if err != nil {
		return nil, nil, err
	}
	su, err := frontend.StackUsage(ll, o.Frontend.Target)
	if err != nil {
		return nil, nil, err
	}
	frames, err := stack.Parse(su)
	return ll, frames, err
}

// applyStack measures the frames of p's functions for the target
// (measureFrames: the same linked IR) and adds the stack resource to p
// (stack.Apply). It returns the linked IR and the frames of all its
// functions (for the interrupt handlers: loadInterrupts).
func applyStack(files []string, o LoadOptions, p *ts.Program) ([]byte, map[string]stack.Frame, error) {
	ll, frames, err := measureFrames(files, o)
	if err != nil {
		return nil, nil, err
	}
	so := stackOptions(o.Frontend.Target, p.DataLayout)
	for _, f := range p.Funcs {
		if fr, ok := frames[f.Name]; ok && fr.Dynamic && len(stack.Dynamic(f)) == 0 {
			return nil, nil, fmt.Errorf("%s: the code generator reports a dynamic stack frame for %s that wcet does not see", f.Pos, f.Name)
		}
	}
	return ll, frames, stack.Apply(p, stack.Sizes(frames, so), so)
}

// Frames are the stack frames of p's functions for the per-function
// breakdown (--breakdown), measured as --resource stack measures them
// (measureFrames, stack.Sizes with the target's stackOptions: the .su
// figure plus the call's own bytes), by name; Dynamic marks a function
// that also allocates at run time (a variable-length array, alloca:
// Bytes is the static part). Only the functions of p are listed: a C
// library routine the interpreter runs in place, or an external, has no
// frame. Files and o are the program's, as loaded.
func Frames(files []string, o LoadOptions, p *ts.Program) (map[string]stack.Frame, error) {
	_, frames, err := measureFrames(files, o)
	if err != nil {
		return nil, err
	}
	sizes := stack.Sizes(frames, stackOptions(o.Frontend.Target, p.DataLayout))
	out := map[string]stack.Frame{}
	for _, f := range p.Funcs {
		if fr, ok := frames[f.Name]; ok {
			out[f.Name] = stack.Frame{Bytes: sizes[f.Name], Dynamic: fr.Dynamic || len(stack.Dynamic(f)) > 0, Bounded: fr.Bounded}
		}
	}
	return out, nil
}

// callGraphOf is the call-graph bound of the entry's stack (stack.CallGraph
// over p.Frames) for the report, beside the path-sensitive bound. A
// recursive function counts its limit: the least of the facts file's,
// the loop-bound analysis's (deriveDepths) and, for an entry that reads
// no input, its one run's (runDepths); without one there is no
// call-graph bound, and the report says why.
func callGraphOf(p *ts.Program, cfg analysis.Config) *reports.CallGraph {
	depth := map[string]int64{}
	derived, _ := deriveDepths(p, cfg) // (a failure is warned by loopBounds)
	for _, d := range append(derived, runDepths(p, cfg)...) {
		if old, ok := depth[d.Func]; !ok || d.Max < old {
			depth[d.Func] = d.Max
		}
	}
	for _, f := range p.Funcs {
		if r := f.Recursion; r != nil {
			if d, ok := depth[f.Name]; !ok || r.Max < d {
				depth[f.Name] = r.Max
			}
		}
	}
	b, err := stack.CallGraph(p, cfg.Entry, p.Frames, depth)
	if err != nil {
		return &reports.CallGraph{Why: err.Error()}
	}
	return &reports.CallGraph{Bound: big.NewInt(b)}
}
