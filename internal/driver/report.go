package driver

import (
	"fmt"
	"strings"

	"wcet/analysis"
	"wcet/reports"
	"wcet/ts"
)

// loopsOf renders the loop table: one row per loop and calling context.
// Each row's origin says where its bound comes from: the annotation's or
// fact's, the loop-bound analysis's (when the result is IPET's over lb,
// the known bounds: viaKnown), else SS's loop table.
func loopsOf(res *analysis.Result, lb *bounds, viaKnown bool) []reports.Loop {
	out := []reports.Loop{}
	for _, l := range res.Loops {
		r := reports.Loop{Function: l.Func, Context: l.Context, MaxIterations: l.Max, TotalIterations: l.Total, Source: reports.SourceDerived, Origin: reports.OriginDerivedSS}
		switch k, ok := lb.known[l.Loop]; {
		case l.Annotated:
			r.Source, r.Origin = reports.SourceAnnotation, reports.OriginAnnotation
			if pr := l.Loop.Bound; pr != nil {
				r.Origin = originOfPragma(pr)
			}
		case ok && derivedOrigin(k.Origin) && viaKnown:
			r.Origin = k.Origin
		}
		if pos := l.Loop.Pos; pos.Known() {
			r.File, r.Line, r.Col = pos.File, pos.Line, pos.Col
		}
		out = append(out, r)
	}
	return out
}

// recursionRows are the loop-bound analysis's recursion depth bounds of
// the functions entry reaches that no facts file bounds: kind recursion,
// origin derived-loop-analysis, proven (the analysis's proof).
func recursionRows(p *ts.Program, entry string, lb *bounds) []reports.Annotation {
	reached := map[string]bool{}
	for _, f := range reachedFuncs(p, entry) {
		reached[f.Name] = true
	}
	var out []reports.Annotation
	for _, d := range lb.rec {
		f := p.ByName[d.Func]
		if !reached[d.Func] || f == nil || f.Recursion != nil && f.Recursion.Max <= d.Max {
			continue
		}
		r := reports.Annotation{Kind: "recursion", Text: fmt.Sprintf("%s max %d", d.Func, d.Max), Origin: d.Origin, Verdict: reports.VerdictProven}
		if f.Pos.Known() {
			r.File, r.Line = f.Pos.File, f.Pos.Line
		}
		out = append(out, r)
	}
	return out
}

// annotationsOf renders the verdicts on the user's annotations, in the
// method's order; a violation's input is rendered like the witness's.
func annotationsOf(res *analysis.Result) []reports.Annotation {
	out := []reports.Annotation{}
	for _, a := range res.Annotations {
		r := reports.Annotation{Kind: a.Kind, Text: a.Text, Origin: a.Origin, Verdict: a.Verdict}
		if a.Pos.Known() {
			r.File, r.Line = a.Pos.File, a.Pos.Line
		}
		if a.Violation != nil {
			in := inputsOf(a.Violation)
			r.Violation = &in
		}
		out = append(out, r)
	}
	return out
}

// inputsOf renders a concrete input in the syntax of wcet run: globals
// apart from parameters, lists bracketed.
func inputsOf(in *analysis.Input) reports.Inputs {
	r := reports.Inputs{Args: map[string]string{}, Globals: map[string]string{}, Nondet: in.Nondet}
	for k, v := range in.Args {
		if g, ok := strings.CutPrefix(k, "global:"); ok {
			r.Globals[g] = v.String()
		} else {
			r.Args[k] = v.String()
		}
	}
	for k, l := range in.Lists {
		s := make([]string, len(l))
		for i, v := range l {
			s[i] = v.String()
		}
		r.Args[k] = "[" + strings.Join(s, ",") + "]"
	}
	return r
}

// witnessOf renders the worst path and its input.
func witnessOf(res *analysis.Result) *reports.Witness {
	w := &reports.Witness{Inputs: inputsOf(&analysis.Input{Args: res.Args, Lists: res.Lists, Nondet: res.Nondet})}
	// One block per run of steps in the same function and block, each
	// block numbered once by the transition that enters it: a concrete
	// run of md5 has 21 million steps and 4.3 million blocks, kept as
	// int32 numbers; reports.PathOf writes them out, compressed when the
	// path is long.
	var table []reports.Block
	byTrans := map[*ts.Trans]int32{}
	type blockKey struct {
		fn, block, file string
		line, col       int
	}
	byBlock := map[blockKey]int32{}
	var ids []int32
	lastF, lastB, first := "", "", true
	for _, st := range res.Path {
		if st.Trans.Kind != ts.Body {
			continue
		}
		if !first && st.Func == lastF && st.Trans.From.Block == lastB {
			continue
		}
		first, lastF, lastB = false, st.Func, st.Trans.From.Block
		id, ok := byTrans[st.Trans]
		if !ok {
			pos := st.Trans.Pos
			b := reports.Block{Function: st.Func, Block: st.Trans.From.Block}
			if pos.Known() {
				b.File, b.Line, b.Col = pos.File, pos.Line, pos.Col
			}
			k := blockKey{b.Function, b.Block, b.File, b.Line, b.Col}
			if id, ok = byBlock[k]; !ok {
				id = int32(len(table))
				table = append(table, b)
				byBlock[k] = id
			}
			byTrans[st.Trans] = id
		}
		ids = append(ids, id)
	}
	if len(ids) > 0 {
		w.Path = reports.PathOf(table, ids)
	}
	return w
}
