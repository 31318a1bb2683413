package unroll

import (
	"sort"

	"wcet/analysis"
	"wcet/ts"
)

// assertKey identifies an assertion of the source: the compiler may copy
// one WCET_ASSERT into several IR operations (inlining, unrolling), which
// share its text and source position; their IR places (Pos.IR) differ, so
// the key drops the IR place when the source position is known: the
// copies are one assertion with one verdict, the worst over the copies.
type assertKey struct {
	text string
	pos  ts.Pos
}

func keyOf(a *ts.Assert) assertKey {
	pos := a.At
	if pos.Known() {
		pos.IR = ""
	}
	return assertKey{a.Text, pos}
}

// assertKeys returns the assertions of p, each once, in source order
// (file, line, column, then text; positions without a source line by
// their IR name).
func assertKeys(p *ts.Program) []assertKey {
	seen := map[assertKey]bool{}
	var out []assertKey
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				if a, ok := op.(*ts.Assert); ok && !seen[keyOf(a)] {
					seen[keyOf(a)] = true
					out = append(out, keyOf(a))
				}
			}
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].pos, out[j].pos
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
		return out[i].text < out[j].text
	})
	return out
}

// assertAnnotations lists every assertion of p with the verdict the
// method gives it: verdict(key), or "ignored" when verdict is nil.
func assertAnnotations(p *ts.Program, verdict func(assertKey) (string, *analysis.Input)) []analysis.Annotation {
	var out []analysis.Annotation
	origins := assertOrigins(p)
	for _, k := range assertKeys(p) {
		a := analysis.Annotation{Kind: "assert", Text: k.text, Origin: origins[k], Pos: k.pos, Verdict: analysis.VerdictIgnored}
		if verdict != nil {
			a.Verdict, a.Violation = verdict(k)
		}
		out = append(out, a)
	}
	return out
}

// assertOrigins gives each assertion of p its report origin: "macro"
// for WCET_ASSERT, else the ts.Assert's Origin (pragma, facts:FILE).
func assertOrigins(p *ts.Program) map[assertKey]string {
	out := map[assertKey]string{}
	p.EachOp(func(_ *ts.Func, _ *ts.Trans, op ts.Op) {
		if a, ok := op.(*ts.Assert); ok {
			o := a.Origin
			if o == "" {
				o = "macro"
			}
			out[keyOf(a)] = o
		}
	})
	return out
}
