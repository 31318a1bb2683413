package unroll

import (
	"fmt"
	"path/filepath"
	"sort"

	"wcet/ts"
)

// Loop iteration counts (the report's loops[], DESIGN "CLI contract").
//
// A loop's count is its number of body executions, per entry of the loop
// (max_iterations) and summed over a run (total_iterations), per calling
// context. On the normalized loop (ts.BuildLoops: header H, loop end H.end,
// one Back transition) a body execution is:
//
//   - a Back transition (an iteration that reached the latch), or
//   - leaving the loop from inside its body: from a block other than the
//     header (a break, a return, a do-while's bottom test), or from the
//     header when the header holds body code — it is itself a latch (a
//     rotated or single-block loop), or its exit test is not on the loop
//     statement's line (`for (;;) { if (c) break; ... }` after clang folded
//     the empty condition block away), or
//   - the path ending (exit, abort) while inside the loop.
//
// A top-tested loop whose test fails on entry has 0 body executions: for
// `for (i = 0; i < n; i++)` the count is n, the unit of the TACLeBench
// `loopbound` pragma.

// LoopBound is one row of the loop table: a loop in one calling context.
type LoopBound struct {
	Func    string
	Loop    *ts.Loop
	Context string
	// Max is the most body executions per entry; Total the most over a run.
	Max, Total int64
	// Annotated: a loop-bound annotation cut the unrolling of this loop, so
	// Max is the annotation's maximum (reports' source "annotation").
	Annotated bool
}

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
	site := callee
	if pos.Known() {
		site = fmt.Sprintf("%s@%s:%d", callee, filepath.Base(pos.File), pos.Line)
	}
	return fr.ctx + ">" + site
}

// headerHoldsBody reports whether leaving L from its header through t is a
// body execution (see above; ts.Loop.HeaderHoldsBody, shared with the
// interpreter's loop-bound check).
func headerHoldsBody(L *ts.Loop, t *ts.Trans) bool { return L.HeaderHoldsBody(t) }

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
		if from.Block != L.Header.Block || headerHoldsBody(L, t) {
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
// abort): the body being executed counts.
func (p *path) loopsAtEnd() {
	for _, c := range p.loops {
		if c.active {
			c.cur++
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
	rows map[loopKey]*LoopBound
	fn   map[*ts.Loop]string
}

// add merges an ended path's counts.
func (lt *loopTable) add(p *path) {
	p.loopsAtEnd()
	if lt.rows == nil {
		lt.rows = map[loopKey]*LoopBound{}
	}
	for k, c := range p.loops {
		r := lt.rows[k]
		if r == nil {
			r = &LoopBound{Func: lt.fn[k.loop], Loop: k.loop, Context: k.ctx}
			lt.rows[k] = r
		}
		r.Max = max(r.Max, c.max)
		r.Total = max(r.Total, c.total)
	}
}

// sorted returns the rows by position, then context.
func (lt *loopTable) sorted() []LoopBound {
	out := make([]LoopBound, 0, len(lt.rows))
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

// BodyExit reports whether taking transition t, which leaves loop L from
// inside it (t.From in L, t.To not in L, t not the back edge), is a body
// execution of L in the loop table's sense: it leaves from a block other
// than the header, or from a header that holds body code. The IPET method
// (package ipet) uses it to bound a loop's body executions per entry with
// the table's maxima.
func BodyExit(L *ts.Loop, t *ts.Trans) bool {
	return t.From.Block != L.Header.Block || headerHoldsBody(L, t)
}

// CallContext is the loop table's context string of a call of callee
// made, at position pos, in a frame whose context is ctx: ctx ">"
// callee@file:line (just the callee's name when pos is unknown). The
// entry's context is its name. Package ipet names its inlined call sites
// with it, so that they meet the table's rows.
func CallContext(ctx, callee string, pos ts.Pos) string {
	return callContext(&frame{ctx: ctx}, callee, pos)
}
