package reports

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// located is a test error with a kind and a position.
type located struct {
	kind      string
	file      string
	line, col int
	msg       string
}

func (e *located) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.file, e.line, e.col, e.msg)
}
func (e *located) Position() (string, int, int) { return e.file, e.line, e.col }
func (e *located) Kind() string                 { return e.kind }

// sentenceLocated is a located error whose message names its position
// inside the sentence rather than as a prefix (analysis.LimitError).
type sentenceLocated struct{ *located }

func (e sentenceLocated) Error() string { return e.msg }

func ints(vs ...int64) []*big.Int {
	out := make([]*big.Int, len(vs))
	for i, v := range vs {
		out[i] = big.NewInt(v)
	}
	return out
}

func provenance() Provenance {
	return Provenance{
		ToolVersion:     "v0.1.0",
		Commit:          "3f2a9c1",
		Input:           "examples/demo.c",
		InputSHA256:     "9b74c9897bac770ffc029102a200c5de1c2a0e1b7e7f0e8e6f0a3c1d2e4f5a6b",
		Compiler:        "clang-14 -g -O1 -Xclang -disable-llvm-passes",
		CFlags:          "-DN=100",
		TargetTriple:    "x86_64-pc-linux-gnu",
		DataLayout:      "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128",
		CostModel:       "insn",
		CostModelSHA256: "",
	}
}

// okReport is a complete report: loops in two contexts, a witness with a
// long nondet run, annotations with every verdict but violated, assumptions.
func okReport() *Report {
	nondet := make([]*big.Int, 0, 191)
	for i := 0; i < 190; i++ {
		nondet = append(nondet, big.NewInt(1))
	}
	nondet = append(nondet, big.NewInt(0))
	return &Report{
		Schema:   Schema,
		Status:   StatusOK,
		Entry:    "main",
		Method:   "ss",
		Resource: "cycles",
		Bound:    big.NewInt(12873),
		Exact:    true,
		Stats:    Stats{States: 412, Reuses: 37, Lossy: 0, TimeMS: 57, Infeasible: 12, Merges: 19, SampledRuns: 64},
		Loops: []Loop{
			{Function: "main", File: "demo.c", Line: 30, Col: 3, Context: "main", MaxIterations: 16, TotalIterations: 16, Source: SourceAnnotation},
			{Function: "filter", File: "demo.c", Line: 12, Col: 5, Context: "main>filter@demo.c:33", MaxIterations: 100, TotalIterations: 1600, Source: SourceDerived},
		},
		Witness: &Witness{
			Path: []Block{
				{Function: "main", Block: "entry", File: "demo.c", Line: 28, Col: 1},
				{Function: "main", Block: "for.body", File: "demo.c", Line: 31, Col: 5},
				{Function: "filter", Block: "entry", File: "demo.c", Line: 10, Col: 1},
				{Function: "main", Block: "for.end", File: "demo.c", Line: 36, Col: 3},
			},
			Inputs: Inputs{
				Args:    map[string]string{"n": "100", "buf": "[3,1,2]"},
				Globals: map[string]string{"mode": "2"},
				Nondet:  nondet,
			},
		},
		Annotations: []Annotation{
			{Kind: "assert", Text: "c1 <= c / 10", Origin: "macro", File: "demo.c", Line: 34, Verdict: VerdictProven},
			{Kind: "loopbound", Text: "loopbound min 0 max 16", Origin: "pragma", File: "demo.c", Line: 29, Verdict: VerdictAssumed,
				Violation: &Inputs{Args: map[string]string{"n": "17"}}},
			{Kind: "extern-cost", Text: "printf 300", Origin: "facts:demo.facts.json", File: "demo.facts.json", Line: 6, Verdict: VerdictIgnored},
		},
		Assumptions: []string{
			"no signed overflow on nsw/nuw operations (the program has no undefined behaviour)",
			"paths dividing by zero at demo.c:41:12 are excluded",
			"--assume 'n <= 100'",
		},
		Provenance: provenance(),
	}
}

// errorReport is a failed analysis: two joined errors, one with a position
// and a kind, one without.
func errorReport() *Report {
	err := errors.Join(
		fmt.Errorf("analyze: %w", &located{kind: "unbounded-loop", file: "demo.c", line: 12, col: 5,
			msg: "loop in filter has no bound: add WCET_LOOPBOUND or a loopbound fact"}),
		errors.New("printf: external function without a cost: use --extern-cost N"),
	)
	head := &Report{Entry: "main", Method: "ss", Resource: "cycles", Provenance: provenance()}
	return ErrorReport(err, head)
}

// minimalReport has every list and map empty (nil): they must marshal as
// [] and {}.
func minimalReport() *Report {
	return &Report{Schema: Schema, Status: StatusOK, Entry: "step", Method: "enum", Resource: "heap",
		Bound: big.NewInt(0), Witness: &Witness{}}
}

var goldenCases = []struct {
	name   string
	report func() *Report
}{
	{"ok", okReport},
	{"error", errorReport},
	{"minimal", minimalReport},
}

// renderAs renders r in one format.
func renderAs(t *testing.T, format string, r *Report) []byte {
	t.Helper()
	var buf bytes.Buffer
	var err error
	switch format {
	case "json":
		err = WriteJSON(&buf, r)
	case "txt":
		err = WriteTable(&buf, r)
	case "csv":
		err = WriteCSV(&buf, r)
	case "md":
		err = WriteMarkdown(&buf, r)
	case "sarif":
		err = WriteSARIF(&buf, r)
	case "dot":
		err = WriteDOT(&buf, r, cfgFor(r))
	case "html":
		err = WriteHTML(&buf, r, okSource())
	default:
		t.Fatalf("unknown format %s", format)
	}
	if err != nil {
		t.Fatalf("%s: %v", format, err)
	}
	return buf.Bytes()
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run 'go test ./reports -update' to create it)", err)
	}
	if d := diff(string(want), string(got)); d != "" {
		t.Errorf("%s mismatch (-want +got):\n%s(run 'go test ./reports -update' if the change is intended)", path, d)
	}
}

// TestGolden renders each hand-built report as JSON and as a table and
// compares with testdata/NAME.json and testdata/NAME.txt; it also renders
// the table from the golden JSON read back, so that the JSON file alone
// carries everything the table shows.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			r := c.report()
			Deterministic(r)
			js := renderAs(t, "json", r)
			golden(t, c.name+".json", js)
			txt := renderAs(t, "txt", r)
			golden(t, c.name+".txt", txt)

			back, err := ReadJSON(bytes.NewReader(js))
			if err != nil {
				t.Fatalf("ReadJSON: %v", err)
			}
			if d := diff(string(txt), string(renderAs(t, "txt", back))); d != "" {
				t.Errorf("table of the report read back from JSON differs (-want +got):\n%s", d)
			}
		})
	}
}

// TestRoundTrip checks that WriteJSON then ReadJSON gives the report back
// (up to nil lists becoming empty) and writes the same bytes again,
// including a bound beyond 2^64.
func TestRoundTrip(t *testing.T) {
	huge, _ := new(big.Int).SetString("295147905179352825861", 10) // 2^68 + 5
	withHuge := okReport()
	withHuge.Bound = huge
	withHuge.Witness.Inputs.Nondet = append(withHuge.Witness.Inputs.Nondet, new(big.Int).Neg(huge))
	cases := map[string]*Report{"huge": withHuge}
	for _, c := range goldenCases {
		cases[c.name] = c.report()
	}
	for name, r := range cases {
		t.Run(name, func(t *testing.T) {
			first := renderAs(t, "json", r)
			back, err := ReadJSON(bytes.NewReader(first))
			if err != nil {
				t.Fatalf("ReadJSON: %v", err)
			}
			if d := diff(string(first), string(renderAs(t, "json", back))); d != "" {
				t.Errorf("JSON after a round trip differs (-want +got):\n%s", d)
			}
			if (r.Bound == nil) != (back.Bound == nil) || (r.Bound != nil && r.Bound.Cmp(back.Bound) != 0) {
				t.Errorf("bound: got %v, want %v", back.Bound, r.Bound)
			}
			r.normalize() // r is this test's own: nil lists come back empty
			if path, ok := deepEqual(reflect.ValueOf(r).Elem(), reflect.ValueOf(back).Elem(), "Report"); !ok {
				t.Errorf("round trip changed the report at %s", path)
			}
			// The comparison sees a change deep down.
			if r.Witness != nil && len(r.Witness.Inputs.Nondet) > 0 {
				back.Witness.Inputs.Nondet[0] = big.NewInt(-99)
				if _, ok := deepEqual(reflect.ValueOf(r).Elem(), reflect.ValueOf(back).Elem(), "Report"); ok {
					t.Errorf("deepEqual misses a changed nondet value")
				}
			}
		})
	}
}

var bigIntType = reflect.TypeOf(big.Int{})

// deepEqual is reflect.DeepEqual that compares big.Int values by value
// (their internal form differs between big.NewInt and a decoded number)
// and reports where a and b first differ.
func deepEqual(a, b reflect.Value, path string) (string, bool) {
	if a.Type() != b.Type() {
		return path + " (type)", false
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			return path, a.IsNil() == b.IsNil()
		}
		if a.Type().Elem() == bigIntType {
			return path, a.Interface().(*big.Int).Cmp(b.Interface().(*big.Int)) == 0
		}
		return deepEqual(a.Elem(), b.Elem(), path)
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if p, ok := deepEqual(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); !ok {
				return p, false
			}
		}
		return path, true
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return path + " (nil or length)", false
		}
		for i := 0; i < a.Len(); i++ {
			if p, ok := deepEqual(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); !ok {
				return p, false
			}
		}
		return path, true
	case reflect.Map:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return path + " (nil or length)", false
		}
		for _, k := range a.MapKeys() {
			bv := b.MapIndex(k)
			if !bv.IsValid() {
				return fmt.Sprintf("%s[%v] (missing)", path, k), false
			}
			if p, ok := deepEqual(a.MapIndex(k), bv, fmt.Sprintf("%s[%v]", path, k)); !ok {
				return p, false
			}
		}
		return path, true
	}
	return path, reflect.DeepEqual(a.Interface(), b.Interface())
}

// contractKeys lists the keys of the JSON contract (DESIGN, "CLI
// contract") and the JSON type of each: "string", "int", "bool",
// "object", "array", "int|null", "object|null".
var contractKeys = map[string]string{
	"schema": "string", "status": "string", "errors": "array",
	"entry": "string", "method": "string", "resource": "string",
	"bound": "int", "exact": "bool", "stats": "object",
	"loops": "array", "witness": "object|null", "annotations": "array", "assumptions": "array",
	"tool_version": "string", "commit": "string", "input_sha256": "string", "compiler": "string",
	"cflags": "string", "target_triple": "string", "cost_model": "string", "cost_model_sha256": "string",
}

var (
	statsKeys      = map[string]string{"states": "int", "reuses": "int", "lossy": "int", "time_ms": "int"}
	errorKeys      = map[string]string{"kind": "string", "file": "string", "line": "int", "col": "int", "message": "string"}
	loopKeys       = map[string]string{"function": "string", "file": "string", "line": "int", "col": "int", "context": "string", "max_iterations": "int", "total_iterations": "int", "source": "string"}
	witnessKeys    = map[string]string{"path": "array", "inputs": "object"}
	blockKeys      = map[string]string{"function": "string", "block": "string", "file": "string", "line": "int", "col": "int"}
	inputsKeys     = map[string]string{"args": "object", "globals": "object", "nondet": "array"}
	annotationKeys = map[string]string{"kind": "string", "text": "string", "origin": "string", "file": "string", "line": "int", "verdict": "string"}
)

// jsonType names the JSON type of v as decoded with UseNumber.
func jsonType(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return "string"
	case bool:
		return "bool"
	case json.Number:
		if _, ok := new(big.Int).SetString(v.String(), 10); ok {
			return "int"
		}
		return "number"
	case []any:
		return "array"
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

// checkKeys checks that obj has every key of keys with its type.
func checkKeys(t *testing.T, where string, obj any, keys map[string]string) map[string]any {
	t.Helper()
	m, ok := obj.(map[string]any)
	if !ok {
		t.Errorf("%s: got %s, want an object", where, jsonType(obj))
		return nil
	}
	for k, want := range keys {
		v, present := m[k]
		if !present {
			t.Errorf("%s: missing key %q", where, k)
			continue
		}
		if got := jsonType(v); !strings.Contains("|"+want+"|", "|"+got+"|") {
			t.Errorf("%s.%s: got %s %v, want %s", where, k, got, v, want)
		}
	}
	return m
}

func checkEach(t *testing.T, where string, arr any, keys map[string]string) {
	t.Helper()
	list, _ := arr.([]any)
	for i, e := range list {
		checkKeys(t, fmt.Sprintf("%s[%d]", where, i), e, keys)
	}
}

// TestSchema decodes each golden report into map[string]any and checks that
// every key of the contract is there with its JSON type: bound an integer
// (null only with status error), exact a bool, lists arrays (never null),
// and so on down to the witness's inputs.
func TestSchema(t *testing.T) {
	cases := goldenCases
	for _, name := range programNames(t) {
		cases = append(cases, struct {
			name   string
			report func() *Report
		}{name, func() *Report { r, _ := readProgram(t, name); return r }})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := c.report()
			dec := json.NewDecoder(bytes.NewReader(renderAs(t, "json", r)))
			dec.UseNumber()
			var doc any
			if err := dec.Decode(&doc); err != nil {
				t.Fatal(err)
			}
			keys := contractKeys
			if r.Status == StatusError {
				keys = map[string]string{}
				for k, v := range contractKeys {
					keys[k] = v
				}
				keys["bound"] = "null"
			}
			m := checkKeys(t, "report", doc, keys)
			if m == nil {
				return
			}
			if m["schema"] != Schema {
				t.Errorf("schema: got %v, want %s", m["schema"], Schema)
			}
			if s := m["status"]; s != StatusOK && s != StatusError {
				t.Errorf("status: got %v, want ok or error", s)
			}
			checkKeys(t, "stats", m["stats"], statsKeys)
			checkEach(t, "errors", m["errors"], errorKeys)
			checkEach(t, "loops", m["loops"], loopKeys)
			checkEach(t, "annotations", m["annotations"], annotationKeys)
			for i, a := range m["assumptions"].([]any) {
				if jsonType(a) != "string" {
					t.Errorf("assumptions[%d]: got %s, want string", i, jsonType(a))
				}
			}
			for i, l := range m["loops"].([]any) {
				if s := l.(map[string]any)["source"]; s != SourceDerived && s != SourceAnnotation {
					t.Errorf("loops[%d].source: got %v, want derived or annotation", i, s)
				}
			}
			if m["witness"] == nil {
				return
			}
			w := checkKeys(t, "witness", m["witness"], witnessKeys)
			checkEach(t, "witness.path", w["path"], blockKeys)
			in := checkKeys(t, "witness.inputs", w["inputs"], inputsKeys)
			for _, k := range []string{"args", "globals"} {
				for name, v := range in[k].(map[string]any) {
					if jsonType(v) != "string" {
						t.Errorf("witness.inputs.%s.%s: got %s, want string", k, name, jsonType(v))
					}
				}
			}
			for i, v := range in["nondet"].([]any) {
				if jsonType(v) != "int" {
					t.Errorf("witness.inputs.nondet[%d]: got %s, want int", i, jsonType(v))
				}
			}
		})
	}
}

// TestDeterministic renders each report twice in each format (maps with
// many keys, so that Go's random map order would show) and checks the
// bytes are identical; and that Deterministic makes reports that differ
// only in time render identically, with time_ms 0.
func TestDeterministic(t *testing.T) {
	many := okReport()
	for i := 0; i < 50; i++ {
		many.Witness.Inputs.Args[fmt.Sprintf("a%02d", i)] = fmt.Sprint(i)
		many.Witness.Inputs.Globals[fmt.Sprintf("g%02d", i)] = fmt.Sprint(-i)
	}
	reports := []*Report{many}
	for _, c := range goldenCases {
		reports = append(reports, c.report())
	}
	for _, r := range reports {
		for _, format := range allFormats {
			a, b := renderAs(t, format, r), renderAs(t, format, r)
			if !bytes.Equal(a, b) {
				t.Errorf("%s of %s/%s: two renders differ (-want +got):\n%s", format, r.Entry, r.Status, diff(string(a), string(b)))
			}
		}
	}

	slow, fast := okReport(), okReport()
	slow.Stats.TimeMS, fast.Stats.TimeMS = 98765, 3
	Deterministic(slow)
	Deterministic(fast)
	for _, format := range allFormats {
		a, b := renderAs(t, format, slow), renderAs(t, format, fast)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: reports differing only in time render differently after Deterministic (-want +got):\n%s", format, diff(string(a), string(b)))
		}
	}
	if !bytes.Contains(renderAs(t, "json", slow), []byte(`"time_ms": 0,`)) {
		t.Errorf("Deterministic: time_ms is not 0 in the JSON")
	}
	Deterministic(nil) // must not panic
}

func TestErrorReport(t *testing.T) {
	r := errorReport()
	want := []Error{
		{Kind: "unbounded-loop", File: "demo.c", Line: 12, Col: 5, Message: "analyze: loop in filter has no bound: add WCET_LOOPBOUND or a loopbound fact"},
		{Kind: KindError, Message: "printf: external function without a cost: use --extern-cost N"},
	}
	if got := fmt.Sprintf("%#v", r.Errors); got != fmt.Sprintf("%#v", want) {
		t.Errorf("errors:\ngot  %s\nwant %#v", got, want)
	}
	if r.Status != StatusError || r.Schema != Schema || r.Bound != nil || r.Witness != nil {
		t.Errorf("got status %q schema %q bound %v witness %v, want error, %s, nil, nil", r.Status, r.Schema, r.Bound, r.Witness, Schema)
	}
	if r.Entry != "main" || r.Method != "ss" || r.Resource != "cycles" || r.ToolVersion != "v0.1.0" {
		t.Errorf("head fields not copied: %q %q %q %q", r.Entry, r.Method, r.Resource, r.ToolVersion)
	}
	if err := r.Validate(); err != nil {
		t.Errorf("Validate: %v", err)
	}

	// No head, nil error: still a valid error document.
	r = ErrorReport(nil, nil)
	if len(r.Errors) != 1 || r.Validate() != nil {
		t.Errorf("ErrorReport(nil, nil): errors %v, Validate %v", r.Errors, r.Validate())
	}
	// A position inside the sentence stays (it was cut out, leaving "the
	// loop at no bound").
	r = ErrorReport(sentenceLocated{&located{kind: "unbounded-loop", file: "a.c", line: 26, col: 3, msg: "timeout after 3s while unrolling the loop at a.c:26:3: no bound"}}, nil)
	if e := r.Errors[0]; e.Message != "timeout after 3s while unrolling the loop at a.c:26:3: no bound" {
		t.Errorf("message %q: the position inside the sentence was cut", e.Message)
	}
	// A position without a column.
	r = ErrorReport(&located{kind: "refused", file: "a.c", line: 3, msg: "indirect call"}, nil)
	if e := r.Errors[0]; e.Kind != "refused" || e.File != "a.c" || e.Line != 3 || e.Col != 0 {
		t.Errorf("got %#v", e)
	}
}

func TestReadJSONRejects(t *testing.T) {
	for _, c := range []struct{ name, doc, want string }{
		{"run report", `{"schema": "wcet/run/v1", "costs": {"cycles": 3}, "blocked": null}`, `schema "wcet/run/v1" is not a wcet analysis report`},
		{"later schema", `{"schema": "wcet/report/v2", "status": "ok"}`, `want "wcet/report/v1"`},
		{"no schema", `{"status": "ok"}`, "no schema key"},
		{"not json", `wcet: demo.c:3:1: refused`, "not a wcet report"},
		{"array", `[1, 2]`, "not a wcet report"},
		{"string bound", `{"schema": "wcet/report/v1", "status": "ok", "bound": "12"}`, "malformed"},
		{"ok without bound", `{"schema": "wcet/report/v1", "status": "ok"}`, "without a bound"},
		{"error without errors", `{"schema": "wcet/report/v1", "status": "error"}`, "without errors"},
		{"bad source", `{"schema": "wcet/report/v1", "status": "ok", "bound": 1, "loops": [{"source": "guess"}]}`, `source "guess"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadJSON(strings.NewReader(c.doc))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got error %v, want one containing %q", err, c.want)
			}
		})
	}
	// Unknown keys (a later v1) are accepted; absent lists come back empty.
	r, err := ReadJSON(strings.NewReader(`{"schema": "wcet/report/v1", "status": "ok", "bound": 7, "new_key": [1]}`))
	if err != nil {
		t.Fatal(err)
	}
	if r.Bound.Int64() != 7 || r.Loops == nil || r.Errors == nil || r.Annotations == nil || r.Assumptions == nil {
		t.Errorf("got %+v", r)
	}
}

func TestWriteJSONRejectsInvalid(t *testing.T) {
	r := minimalReport()
	r.Bound = nil
	if err := WriteJSON(&bytes.Buffer{}, r); err == nil || !strings.Contains(err.Error(), "without a bound") {
		t.Errorf("status ok without bound: got %v", err)
	}
	r = okReport()
	r.Annotations[0].Verdict = "maybe"
	if err := WriteJSON(&bytes.Buffer{}, r); err == nil || !strings.Contains(err.Error(), `verdict "maybe"`) {
		t.Errorf("bad verdict: got %v", err)
	}
	r = okReport()
	r.Witness.Inputs.Nondet[3] = nil
	if err := WriteJSON(&bytes.Buffer{}, r); err == nil || !strings.Contains(err.Error(), "nondet value 3") {
		t.Errorf("nil nondet: got %v", err)
	}
}

// TestMarshalEmpty checks that json.Marshal itself (not only WriteJSON)
// writes nil lists as [] and nil maps as {}, without changing the report;
// and that WriteJSON does not escape "<", ">", "&" (json.Marshal does).
func TestMarshalEmpty(t *testing.T) {
	r := minimalReport()
	r.Assumptions = []string{"n <= 100 && m > 0"}
	b, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	for _, want := range []string{`"errors":[]`, `"loops":[]`, `"annotations":[]`, `"path":[]`, `"args":{}`, `"globals":{}`, `"nondet":[]`} {
		if !strings.Contains(s, want) {
			t.Errorf("json.Marshal: no %s in %s", want, s)
		}
	}
	if r.Errors != nil || r.Loops != nil || r.Witness.Path != nil || r.Witness.Inputs.Args != nil {
		t.Errorf("json.Marshal changed the report: %+v", r)
	}
	if js := renderAs(t, "json", r); !bytes.Contains(js, []byte(`"n <= 100 && m > 0"`)) {
		t.Errorf("WriteJSON escaped HTML characters:\n%s", js)
	}
}

func TestNondetText(t *testing.T) {
	for _, c := range []struct {
		in   []*big.Int
		want string
	}{
		{nil, ""},
		{ints(5), "5"},
		{ints(1, 0, 1), "1,0,1"},
		{ints(1, 1), "1*2"},
		{ints(-3, -3, -3, 7, 0, 0), "-3*3,7,0*2"},
		{okReport().Witness.Inputs.Nondet, "1*190,0"},
	} {
		if got := NondetText(c.in); got != c.want {
			t.Errorf("NondetText(%v) = %q, want %q", c.in, got, c.want)
		}
	}
}

// diff returns a line diff of want and got ("-" want, "+" got, " " both),
// empty when they are equal. It is a longest-common-subsequence diff:
// fine for golden files of a few hundred lines.
func diff(want, got string) string {
	if want == got {
		return ""
	}
	a, b := strings.SplitAfter(want, "\n"), strings.SplitAfter(got, "\n")
	n, m := len(a), len(b)
	lcs := make([][]int, n+1)
	for i := range lcs {
		lcs[i] = make([]int, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var sb strings.Builder
	line := func(prefix, s string) {
		sb.WriteString(prefix + strings.TrimSuffix(s, "\n") + "\n")
	}
	i, j := 0, 0
	for i < n && j < m {
		switch {
		case a[i] == b[j]:
			line(" ", a[i])
			i++
			j++
		case lcs[i+1][j] >= lcs[i][j+1]:
			line("-", a[i])
			i++
		default:
			line("+", b[j])
			j++
		}
	}
	for ; i < n; i++ {
		line("-", a[i])
	}
	for ; j < m; j++ {
		line("+", b[j])
	}
	if sb.Len() == 0 { // differ only in a final newline
		return "-" + fmt.Sprintf("%q", want) + "\n+" + fmt.Sprintf("%q", got) + "\n"
	}
	return sb.String()
}
