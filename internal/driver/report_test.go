package driver

import (
	"math/big"
	"reflect"
	"testing"

	"wcet/analysis"
	"wcet/reports"
	"wcet/ts"
)

// TestAnnotationsOf checks the rendering of Result.Annotations (any kind,
// as helper methods produce them) and of annotated loop rows: positions,
// a violation's input in the witness's syntax (globals apart, lists
// bracketed), source "annotation" for a loop an annotation bounds.
func TestAnnotationsOf(t *testing.T) {
	L := &ts.Loop{Pos: ts.Pos{File: "f.c", Line: 3, Col: 5}}
	res := &analysis.Result{
		Annotations: []analysis.Annotation{
			{Kind: "assert", Text: "c <= 2", Origin: "macro", Pos: ts.Pos{File: "f.c", Line: 9, Col: 3}, Verdict: "proven"},
			{Kind: "loopbound", Text: "min 0 max 10", Origin: "pragma", Pos: ts.Pos{File: "f.c", Line: 3, Col: 5}, Verdict: "assumed",
				Violation: &analysis.Input{
					Args:   map[string]*big.Int{"n": big.NewInt(11), "global:g": big.NewInt(-1)},
					Lists:  map[string][]*big.Int{"a": {big.NewInt(1), big.NewInt(2)}},
					Nondet: []*big.Int{big.NewInt(1), big.NewInt(1)},
				}},
			{Kind: "assert", Text: "x >= 0", Origin: "macro", Pos: ts.Pos{IR: "@main/%3/#2"}, Verdict: "ignored"},
		},
		Loops: []analysis.LoopBound{
			{Func: "main", Loop: L, Context: "main", Max: 10, Total: 10, Annotated: true},
			{Func: "main", Loop: L, Context: "main", Max: 4, Total: 4},
		},
	}
	got := annotationsOf(res)
	want := []reports.Annotation{
		{Kind: "assert", Text: "c <= 2", Origin: "macro", File: "f.c", Line: 9, Verdict: "proven"},
		{Kind: "loopbound", Text: "min 0 max 10", Origin: "pragma", File: "f.c", Line: 3, Verdict: "assumed",
			Violation: &reports.Inputs{Args: map[string]string{"n": "11", "a": "[1,2]"}, Globals: map[string]string{"g": "-1"},
				Nondet: []*big.Int{big.NewInt(1), big.NewInt(1)}}},
		{Kind: "assert", Text: "x >= 0", Origin: "macro", Verdict: "ignored"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("annotationsOf:\n got %+v\nwant %+v", got, want)
	}
	if got[1].Violation != nil && reports.InputsText(*got[1].Violation) != "a=[1,2], n=11, g=-1, nondet=1*2" {
		t.Errorf("violation text %q", reports.InputsText(*got[1].Violation))
	}
	loops := loopsOf(res, &bounds{}, false)
	if loops[0].Source != reports.SourceAnnotation || loops[1].Source != reports.SourceDerived {
		t.Errorf("loop sources %q, %q; want annotation, derived", loops[0].Source, loops[1].Source)
	}
	if loops[0].Origin != reports.OriginAnnotation || loops[1].Origin != reports.OriginDerivedSS {
		t.Errorf("loop origins %q, %q; want annotation, derived-ss", loops[0].Origin, loops[1].Origin)
	}
	if len(annotationsOf(&analysis.Result{})) != 0 || annotationsOf(&analysis.Result{}) == nil {
		t.Error("no annotations: want an empty, non-nil list (annotations: [] in JSON)")
	}
}
