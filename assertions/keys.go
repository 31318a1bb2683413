package assertions

import (
	"sort"

	"wcet/analysis"
	"wcet/ts"
)

// Key identifies an assertion of the source: the compiler may copy one
// WCET_ASSERT into several IR operations (inlining, unrolling), which
// share its text and source position; their IR places (Pos.IR) differ, so
// the key drops the IR place when the source position is known: the
// copies are one assertion with one verdict, the worst over the copies.
type Key struct {
	Text string
	Pos  ts.Pos
}

// KeyOf is the key of assertion a.
func KeyOf(a *ts.Assert) Key {
	pos := a.At
	if pos.Known() {
		pos.IR = ""
	}
	return Key{a.Text, pos}
}

// Keys returns the assertions of p, each once, in source order (file,
// line, column, then text; positions without a source line by their IR
// name).
func Keys(p *ts.Program) []Key {
	seen := map[Key]bool{}
	var out []Key
	p.EachOp(func(_ *ts.Func, _ *ts.Trans, op ts.Op) {
		if a, ok := op.(*ts.Assert); ok && !seen[KeyOf(a)] {
			seen[KeyOf(a)] = true
			out = append(out, KeyOf(a))
		}
	})
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].Pos, out[j].Pos
		switch {
		case a.File != b.File:
			return a.File < b.File
		case a.Line != b.Line:
			return a.Line < b.Line
		case a.Col != b.Col:
			return a.Col < b.Col
		case a.IR != b.IR:
			return a.IR < b.IR
		}
		return out[i].Text < out[j].Text
	})
	return out
}

// Annotations lists every assertion of p with the verdict a method gives
// it: verdict(key), or "ignored" when verdict is nil.
func Annotations(p *ts.Program, verdict func(Key) (string, *analysis.Input)) []analysis.Annotation {
	var out []analysis.Annotation
	origins := origins(p)
	for _, k := range Keys(p) {
		a := analysis.Annotation{Kind: "assert", Text: k.Text, Origin: origins[k], Pos: k.Pos, Verdict: analysis.VerdictIgnored}
		if verdict != nil {
			a.Verdict, a.Violation = verdict(k)
		}
		out = append(out, a)
	}
	return out
}

// origins gives each assertion of p its report origin: "macro" for
// WCET_ASSERT, else the ts.Assert's Origin (pragma, facts:FILE).
func origins(p *ts.Program) map[Key]string {
	out := map[Key]string{}
	p.EachOp(func(_ *ts.Func, _ *ts.Trans, op ts.Op) {
		if a, ok := op.(*ts.Assert); ok {
			o := a.Origin
			if o == "" {
				o = "macro"
			}
			out[KeyOf(a)] = o
		}
	})
	return out
}
