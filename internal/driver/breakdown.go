package driver

import (
	"errors"
	"fmt"
	"math/big"
	"time"

	"wcet/analysis"
	"wcet/lowlevel/stack"
	"wcet/reports"
	"wcet/ts"
	"wcet/ts/interp"
)

// The per-function breakdown of the worst path (analyze --breakdown,
// issue 19 item 4). The worst path is the witness: its input is run once
// more in the interpreter with Config.Attribute, which charges every cost
// to the function activation that adds it (ts/interp/attribute.go). The
// breakdown is reported only when that run is the bound's own: the bound
// is exact (the self-check's replay reached it) and the attributed run
// costs exactly the bound, so the root's inclusive cost is the bound.
// Otherwise breakdown.unavailable says why; nothing is estimated.

// breakdownOf is the report's breakdown of res's worst path (rep holds
// the self-check's verdict: Exact, Anytime). frames measures the
// functions' frames (Frames): called only when there is a breakdown, it
// costs a compilation; its error is the run's.
func breakdownOf(p *ts.Program, frames func() (map[string]stack.Frame, error), cfg analysis.Config, res *analysis.Result, rep *reports.Report) ([]reports.FunctionCost, *reports.Breakdown, error) {
	none := func(format string, args ...any) ([]reports.FunctionCost, *reports.Breakdown, error) {
		return nil, &reports.Breakdown{Unavailable: fmt.Sprintf(format, args...)}, nil
	}
	switch {
	case ts.IsPeak(cfg.Resource):
		return none("the %s is a peak, not a sum of per-function costs", cfg.Resource)
	case rep.Anytime != nil:
		return none("the bound is the anytime result, which no run is known to reach")
	case !rep.Exact:
		return none("the bound is not exact: no run is known to reach it, so no path's costs add up to it")
	}
	entry := cfg.Entry
	if entry == "" {
		entry = "main"
	}
	in := analysis.Input{Args: res.Args, Lists: res.Lists, Nondet: res.Nondet}
	rc := in.RunConfig(entry)
	rc.LoopBounds = true
	rc.Attribute = cfg.Resource
	rc.Deadline = cfg.Clock().Grace(time.Second).Deadline()
	run, err := interp.Run(p, rc)
	var ie *interp.Error
	switch {
	case errors.As(err, &ie) && ie.Deadline:
		return none("the worst path's attributed run did not finish within --timeout")
	case err != nil:
		return none("the worst path's attributed run failed: %v", err)
	case run.Calls == nil || run.Calls.Root == nil:
		return none("the worst path's attributed run made no call tree")
	case big.NewInt(run.Calls.Root.Inclusive).Cmp(res.Bound) != 0:
		return none("the worst path's attributed run costs %d, not the bound %s", run.Calls.Root.Inclusive, res.Bound)
	}
	fr, err := frames()
	if err != nil {
		return nil, nil, err
	}
	fns, b := BreakdownOf(run.Calls, entry, res.Bound, fr)
	return fns, b, nil
}

// BreakdownOf converts a run's call tree into the report's functions[]
// and breakdown: shares are of bound, frames (by function: Frames) come
// from frames when it has them.
func BreakdownOf(t *interp.CallTree, entry string, bound *big.Int, frames map[string]stack.Frame) ([]reports.FunctionCost, *reports.Breakdown) {
	frame := func(fn string) (*int64, bool) {
		if f, ok := frames[fn]; ok {
			b := f.Bytes
			return &b, f.Dynamic
		}
		return nil, false
	}
	var fns []reports.FunctionCost
	for _, name := range t.FuncNames() {
		f := t.Funcs[name]
		fns = append(fns, reports.FunctionCost{Function: name, Calls: f.Calls, Self: f.Self, Inclusive: f.Inclusive,
			SharePercent: reports.SharePercent(f.Inclusive, bound)})
		fns[len(fns)-1].FrameBytes, fns[len(fns)-1].FrameDynamic = frame(name)
	}
	var conv func(n *interp.CallNode, ctx string) reports.CallNode
	conv = func(n *interp.CallNode, ctx string) reports.CallNode {
		r := reports.CallNode{Function: n.Func, Context: ctx, Calls: n.Calls, Self: n.Self, Inclusive: n.Inclusive,
			SharePercent: reports.SharePercent(n.Inclusive, bound), Folded: n.Folded, Children: []reports.CallNode{}}
		if !n.Folded {
			r.FrameBytes, r.FrameDynamic = frame(n.Func)
		}
		if n.Site.Known() {
			r.File, r.Line, r.Col = n.Site.File, n.Site.Line, n.Site.Col
		}
		for _, c := range n.Children {
			cctx := ctx + ">(folded calls)"
			if !c.Folded {
				cctx = analysis.CallContext(ctx, c.Func, c.Site)
			}
			r.Children = append(r.Children, conv(c, cctx))
		}
		return r
	}
	root := conv(t.Root, entry)
	return fns, &reports.Breakdown{Folded: t.Folded, Root: &root}
}

// RunBreakdown is the breakdown of a concrete run (wcet run
// --breakdown): t is its call tree, shares are of the run's total,
// frames as Frames measures them.
func RunBreakdown(t *interp.CallTree, entry string, total int64, frames map[string]stack.Frame) ([]reports.FunctionCost, *reports.Breakdown) {
	if t == nil || t.Root == nil {
		return nil, &reports.Breakdown{Unavailable: "the run made no call tree"}
	}
	return BreakdownOf(t, entry, big.NewInt(total), frames)
}
