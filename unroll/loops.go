package unroll

import (
	"sort"

	"wcet/analysis"
	"wcet/ts"
)

// Loop iteration counts (the report's loops[], DESIGN "CLI contract").
//
// A loop's count is its number of body executions, per entry of the loop
// (max_iterations) and summed over a run (total_iterations), per calling
// context, in the unit of ts.Loop.CompletesBody: on the normalized loop
// (ts.BuildLoops: header H, loop end H.end, one Back transition) a body
// execution counts when it completes — a Back transition (an iteration
// that reached a latch), or leaving the loop from a latch block (a
// do-while's or a rotated loop's bottom test, ts.Loop.BodyExit). Leaving
// from anywhere else (a failed top test, a break, a return) or the run
// ending inside the loop ends an execution that does not count.
//
// A top-tested loop whose test fails on entry has 0 body executions: for
// `for (i = 0; i < n; i++)` the count is n, the unit of the TACLeBench
// `loopbound` pragma.

// loopKey names a loop in a calling context.
type loopKey struct {
	ctx  string
	loop *ts.Loop
}

// loopCount is a path's count of one loop in one context.
type loopCount struct {
	cur    int64 // body executions of the current entry; -1 when not inside
	max    int64
	total  int64
	active bool
}

// callContext is the context string of a callee called from fr at pos:
// caller context ">" callee@file:line (reports.Loop.Context).
func callContext(fr *frame, callee string, pos ts.Pos) string {
	return analysis.CallContext(fr.ctx, callee, pos)
}

// loopStep updates p's loop counts for transition t taken in frame fr.
func (p *path) loopStep(fr *frame, t *ts.Trans) {
	from, to := t.From, t.To
	if from.Loop == nil && to.Loop == nil {
		return
	}
	if t.Kind == ts.Back {
		if L := from.Loop; L != nil && L.Back == t {
			c := p.loopCounter(fr.ctx, L)
			c.cur++
		}
		return
	}
	// Loops left: contain from but not to.
	for L := from.Loop; L != nil; L = L.Parent {
		if L.Contains(to) {
			break
		}
		c := p.loopCounter(fr.ctx, L)
		if L.BodyExit(t) {
			c.cur++
		}
		c.close()
	}
	// Loops entered: contain to but not from (only the header, as loops are
	// reducible).
	for L := to.Loop; L != nil; L = L.Parent {
		if L.Contains(from) {
			break
		}
		c := p.loopCounter(fr.ctx, L)
		c.cur, c.active = 0, true
	}
}

// loopsAtEnd closes the loops a path is inside of when it ends (exit or
// abort): the body being executed did not complete and does not count.
func (p *path) loopsAtEnd() {
	for _, c := range p.loops {
		if c.active {
			c.close()
		}
	}
}

func (c *loopCount) close() {
	if !c.active {
		return
	}
	c.active = false
	if c.cur > c.max {
		c.max = c.cur
	}
	c.total += c.cur
	c.cur = 0
}

func (p *path) loopCounter(ctx string, L *ts.Loop) *loopCount {
	k := loopKey{ctx, L}
	c := p.loops[k]
	if c == nil {
		if p.loops == nil {
			p.loops = map[loopKey]*loopCount{}
		}
		c = &loopCount{}
		p.loops[k] = c
	}
	return c
}

func cloneLoops(m map[loopKey]*loopCount) map[loopKey]*loopCount {
	if m == nil {
		return nil
	}
	out := make(map[loopKey]*loopCount, len(m))
	for k, v := range m {
		c := *v
		out[k] = &c
	}
	return out
}

// loopTable aggregates the counts of the feasible runs.
type loopTable struct {
	rows map[loopKey]*analysis.LoopBound
	fn   map[*ts.Loop]string
}

// add merges an ended path's counts.
func (lt *loopTable) add(p *path) {
	p.loopsAtEnd()
	if lt.rows == nil {
		lt.rows = map[loopKey]*analysis.LoopBound{}
	}
	for k, c := range p.loops {
		r := lt.rows[k]
		if r == nil {
			r = &analysis.LoopBound{Func: lt.fn[k.loop], Loop: k.loop, Context: k.ctx}
			lt.rows[k] = r
		}
		r.Max = max(r.Max, c.max)
		r.Total = max(r.Total, c.total)
	}
}

// sorted returns the rows by position, then context.
func (lt *loopTable) sorted() []analysis.LoopBound {
	out := make([]analysis.LoopBound, 0, len(lt.rows))
	for _, r := range lt.rows {
		out = append(out, *r)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if a.Loop.Pos.File != b.Loop.Pos.File {
			return a.Loop.Pos.File < b.Loop.Pos.File
		}
		if a.Loop.Pos.Line != b.Loop.Pos.Line {
			return a.Loop.Pos.Line < b.Loop.Pos.Line
		}
		if a.Loop.Pos.Col != b.Loop.Pos.Col {
			return a.Loop.Pos.Col < b.Loop.Pos.Col
		}
		if a.Func != b.Func {
			return a.Func < b.Func
		}
		if a.Loop.ID != b.Loop.ID {
			return a.Loop.ID < b.Loop.ID
		}
		return a.Context < b.Context
	})
	return out
}
