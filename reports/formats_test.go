package reports

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// allFormats are the formats renderAs knows ("txt" is the table).
var allFormats = []string{"json", "txt", "csv", "md", "sarif", "dot"}

// okCFG is a hand-built CFG for okReport's witness: main's loop body calls
// filter; the worst path main/entry, main/for.body, filter/entry,
// main/for.end takes the edges entry→for.body and for.body→for.end of main
// (the call to filter in between).
func okCFG() *CFG {
	return &CFG{Funcs: []CFGFunc{
		{Name: "main", Blocks: []CFGBlock{
			{Name: "entry", Line: 28, Cost: 5},
			{Name: "for.body", Line: 31, Cost: 7, Calls: []string{"filter"}},
			{Name: "for.end", Line: 36, Cost: 2},
			{Name: "cold", Line: 40, Cost: 1, Variable: true},
		}, Edges: []CFGEdge{
			{From: "entry", To: "for.body"},
			{From: "for.body", To: "for.body", Back: true},
			{From: "for.body", To: "for.end"},
			{From: "entry", To: "cold"},
		}},
		{Name: "filter", Blocks: []CFGBlock{{Name: "entry", Line: 10, Cost: 3}, {Name: "exit"}},
			Edges: []CFGEdge{{From: "entry", To: "exit"}}},
	}}
}

// cfgFor is the CFG renderAs draws a hand-built report on.
func cfgFor(*Report) *CFG { return okCFG() }

// programNames lists the report fixtures of testdata/programs (written by
// go test ./internal/cli -run TestReportFixtures -update).
func programNames(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "programs", "*.report.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no report fixtures in testdata/programs: %v", err)
	}
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".report.json"))
	}
	return names
}

// readProgram reads the report and the CFG of a fixture.
func readProgram(t *testing.T, name string) (*Report, *CFG) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "programs", name+".report.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := ReadJSON(f)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	b, err := os.ReadFile(filepath.Join("testdata", "programs", name+".cfg.json"))
	if err != nil {
		t.Fatal(err)
	}
	g := new(CFG)
	if err := json.Unmarshal(b, g); err != nil {
		t.Fatalf("%s.cfg.json: %v", name, err)
	}
	return r, g
}

// TestGoldenFormats renders the hand-built reports as CSV, Markdown, SARIF,
// DOT and HTML and compares with testdata/NAME.{csv,md,sarif,dot,html}.
func TestGoldenFormats(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			r := c.report()
			Deterministic(r)
			for _, format := range []string{"csv", "md", "sarif", "dot", "html"} {
				golden(t, c.name+"."+format, renderAs(t, format, r))
			}
		})
	}
}

// TestGoldenPrograms renders the reports of real analyses (fig33, calls,
// assert_count under enum, a refused program) in every format and compares
// with testdata/programs/NAME.{txt,csv,md,sarif,dot,html} (the HTML with
// the source view of NAME.source.json); the JSON fixture
// itself must come back byte for byte from ReadJSON then WriteJSON.
func TestGoldenPrograms(t *testing.T) {
	for _, name := range programNames(t) {
		t.Run(name, func(t *testing.T) {
			r, g := readProgram(t, name)
			js := renderAs(t, "json", r)
			want, _ := os.ReadFile(filepath.Join("testdata", "programs", name+".report.json"))
			if d := diff(string(want), string(js)); d != "" {
				t.Errorf("JSON read back and written again differs (-want +got):\n%s", d)
			}
			for _, format := range []string{"txt", "csv", "md", "sarif"} {
				golden(t, filepath.Join("programs", name+"."+format), renderAs(t, format, r))
			}
			var dot bytes.Buffer
			if err := WriteDOT(&dot, r, g); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("programs", name+".dot"), dot.Bytes())
			var page bytes.Buffer
			if err := WriteHTML(&page, r, readSource(t, name)); err != nil {
				t.Fatal(err)
			}
			golden(t, filepath.Join("programs", name+".html"), page.Bytes())
		})
	}
}

// checkSARIF checks by hand the fields SARIF 2.1.0's schema requires of
// what WriteSARIF writes: version "2.1.0", $schema, runs[] with
// tool.driver.name, and each result's ruleId, message.text and, per
// location, physicalLocation.artifactLocation.uri and region.startLine
// (an integer ≥ 1; startColumn ≥ 1 when present). Every ruleId must be
// among the driver's rules[].id and every level one of SARIF's. It
// returns the results.
func checkSARIF(t *testing.T, doc []byte) []map[string]any {
	t.Helper()
	var log map[string]any
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	if err := dec.Decode(&log); err != nil {
		t.Fatalf("SARIF is not a JSON object: %v", err)
	}
	if log["version"] != "2.1.0" {
		t.Errorf("version: %v, want 2.1.0", log["version"])
	}
	if s, _ := log["$schema"].(string); !strings.Contains(s, "sarif-2.1.0") {
		t.Errorf("$schema: %v", log["$schema"])
	}
	runs, _ := log["runs"].([]any)
	if len(runs) != 1 {
		t.Fatalf("runs: %v, want one run", log["runs"])
	}
	run := runs[0].(map[string]any)
	driver, _ := dig(run, "tool", "driver").(map[string]any)
	if name, _ := driver["name"].(string); name != "wcet" {
		t.Errorf("runs[0].tool.driver.name: %v, want wcet", driver["name"])
	}
	rules := map[string]bool{}
	rl, ok := driver["rules"].([]any)
	if !ok {
		t.Errorf("runs[0].tool.driver.rules is not an array")
	}
	for _, r := range rl {
		id, _ := dig(r, "id").(string)
		text, _ := dig(r, "shortDescription", "text").(string)
		if id == "" || text == "" {
			t.Errorf("rule without id or shortDescription.text: %v", r)
		}
		rules[id] = true
	}
	rs, ok := run["results"].([]any)
	if !ok {
		t.Fatalf("runs[0].results is not an array: %v", run["results"])
	}
	var out []map[string]any
	for i, x := range rs {
		res := x.(map[string]any)
		out = append(out, res)
		id, _ := res["ruleId"].(string)
		if id == "" || !rules[id] {
			t.Errorf("results[%d].ruleId %v: empty or not in rules[]", i, res["ruleId"])
		}
		if text, _ := dig(res, "message", "text").(string); text == "" {
			t.Errorf("results[%d].message.text is empty", i)
		}
		switch res["level"] {
		case "none", "note", "warning", "error":
		default:
			t.Errorf("results[%d].level %v", i, res["level"])
		}
		locs, _ := res["locations"].([]any)
		if _, has := res["locations"]; has && len(locs) == 0 {
			t.Errorf("results[%d].locations present but empty", i)
		}
		for j, l := range locs {
			if uri, _ := dig(l, "physicalLocation", "artifactLocation", "uri").(string); uri == "" {
				t.Errorf("results[%d].locations[%d]: no physicalLocation.artifactLocation.uri", i, j)
			}
			region := dig(l, "physicalLocation", "region")
			if region == nil {
				continue
			}
			if n, err := dig(region, "startLine").(json.Number).Int64(); err != nil || n < 1 {
				t.Errorf("results[%d].locations[%d].region.startLine %v", i, j, dig(region, "startLine"))
			}
			if c, has := region.(map[string]any)["startColumn"]; has {
				if n, err := c.(json.Number).Int64(); err != nil || n < 1 {
					t.Errorf("results[%d].locations[%d].region.startColumn %v", i, j, c)
				}
			}
		}
	}
	return out
}

// dig follows keys through nested objects (nil when one is missing).
func dig(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// where renders a result's first location as uri:line:col.
func where(res map[string]any) string {
	locs, _ := res["locations"].([]any)
	if len(locs) == 0 {
		return ""
	}
	p := dig(locs[0], "physicalLocation")
	s, _ := dig(p, "artifactLocation", "uri").(string)
	for _, k := range []string{"startLine", "startColumn"} {
		if n, ok := dig(p, "region", k).(json.Number); ok {
			s += ":" + n.String()
		}
	}
	return s
}

// TestSARIFSchema checks every SARIF document (hand-built and real
// reports) against the required fields, and the results each must hold:
// one per error and per assumed or violated annotation, at the positions
// of the report with the input's path for its base name (line 13 col 10
// of testdata/refuse/indirect_call.c is the call through f, line 19 of
// assert_count.c its WCET_ASSERT; the hand-built reports name demo.c and
// analyse examples/demo.c).
func TestSARIFSchema(t *testing.T) {
	want := map[string][]string{
		"ok":                {"annotation-assumed warning examples/demo.c:29"},
		"error":             {"unbounded-loop error examples/demo.c:12:5", "error error "},
		"minimal":           nil,
		"fig33":             nil,
		"calls":             nil,
		"assert_count_enum": {"annotation-assumed warning assert_count.c:19"},
		"indirect_call":     {"refused error refuse/indirect_call.c:13:10"},
		"breakdown":         nil,
	}
	reportsByName := map[string]*Report{}
	for _, c := range goldenCases {
		reportsByName[c.name] = c.report()
	}
	for _, name := range programNames(t) {
		reportsByName[name], _ = readProgram(t, name)
	}
	violated := okReport()
	violated.Annotations[0].Verdict = VerdictViolated
	violated.Annotations[0].Violation = &Inputs{Args: map[string]string{"n": "3"}}
	reportsByName["violated"] = violated
	want["violated"] = []string{"annotation-violated error examples/demo.c:34", "annotation-assumed warning examples/demo.c:29"}
	for name, r := range reportsByName {
		w, ok := want[name]
		if !ok {
			t.Errorf("%s: no expected SARIF results in the test", name)
			continue
		}
		results := checkSARIF(t, renderAs(t, "sarif", r))
		var got []string
		for _, res := range results {
			got = append(got, res["ruleId"].(string)+" "+res["level"].(string)+" "+where(res))
		}
		if strings.Join(got, "\n") != strings.Join(w, "\n") {
			t.Errorf("%s: SARIF results\n%s\nwant\n%s", name, strings.Join(got, "\n"), strings.Join(w, "\n"))
		}
	}
}

// hostile is a report whose strings hold every character the formats
// must escape: CSV separators and quotes, Markdown pipes and markup, HTML,
// DOT quotes and backslashes, line breaks.
func hostile() *Report {
	r := okReport()
	r.Entry = `ma"in,x`
	r.Loops[0].Function = "f|g\nh"
	r.Loops[0].Context = `a,"b"` + "\r\nc"
	r.Annotations[0].Text = "c | d <img src=x onerror=alert(1)> *e* `f`"
	r.Assumptions = append(r.Assumptions, "x | y\n# not a heading")
	r.Witness.Path[0].Function = `ma"in\`
	return r
}

// TestCSVRoundTrip reads the CSV back with encoding/csv: the first table
// holds the bound row, the second (after the empty line) one row per loop,
// every cell equal to the report's text.
func TestCSVRoundTrip(t *testing.T) {
	r := hostile()
	doc := string(renderAs(t, "csv", r))
	parts := strings.SplitN(doc, "\n\n", 2)
	if len(parts) != 2 {
		t.Fatalf("CSV has no empty line between its tables:\n%s", doc)
	}
	read := func(s string) [][]string {
		rd := csv.NewReader(strings.NewReader(s))
		recs, err := rd.ReadAll()
		if err != nil {
			t.Fatalf("encoding/csv: %v\n%s", err, s)
		}
		return recs
	}
	bound, loops := read(parts[0]), read(parts[1])
	if len(bound) != 2 || strings.Join(bound[0], ",") != "entry,resource,bound,exact,states,time_ms,cost_model,anytime_method,anytime_reason" ||
		bound[1][0] != r.Entry || bound[1][2] != "12873" || bound[1][3] != "true" {
		t.Errorf("bound table %q", bound)
	}
	if len(loops) != 1+len(r.Loops) || loops[1][0] != r.Loops[0].Function ||
		strings.ReplaceAll(loops[1][2], "\r\n", "\n") != strings.ReplaceAll(r.Loops[0].Context, "\r\n", "\n") ||
		loops[2][1] != "demo.c:12:5" || loops[2][3] != "100" || loops[2][4] != "1600" {
		t.Errorf("loop table %q", loops)
	}
}

// TestMarkdownEscapes: every table row of the hostile report keeps its
// column count (no unescaped pipe, no line break) and no raw HTML tag.
func TestMarkdownEscapes(t *testing.T) {
	md := string(renderAs(t, "md", hostile()))
	unescaped := regexp.MustCompile(`(^|[^\\])\|`)
	cols := 0
	for _, line := range strings.Split(md, "\n") {
		if !strings.HasPrefix(line, "|") {
			if strings.HasPrefix(line, "# not") {
				t.Errorf("a line break in the text made a heading: %q", line)
			}
			cols = 0
			continue
		}
		n := len(unescaped.FindAllString(line, -1))
		if cols == 0 {
			cols = n
		} else if n != cols {
			t.Errorf("row with %d cells in a table of %d: %q", n, cols, line)
		}
	}
	// The text holds a backtick, so it is escaped rather than put in a
	// code span: the tag's "<" must be escaped.
	if regexp.MustCompile(`(^|[^\\])<img`).MatchString(md) || !strings.Contains(md, `\<img`) {
		t.Errorf("raw HTML in the Markdown:\n%s", md)
	}
}

// TestDOT checks the highlighting on okReport's path (blocks main/entry,
// main/for.body, main/for.end, filter/entry; edges entry→for.body and
// for.body→for.end of main, nothing else) and the quoting of hostile
// names.
func TestDOT(t *testing.T) {
	dot := string(renderAs(t, "dot", okReport()))
	red := map[string]bool{}
	for _, line := range strings.Split(dot, "\n") {
		if strings.Contains(line, "color=red") {
			red[strings.TrimSpace(line[:strings.Index(line, " [")])] = true
		}
	}
	want := []string{`"main/entry"`, `"main/for.body"`, `"main/for.end"`, `"filter/entry"`,
		`"main/entry" -> "main/for.body"`, `"main/for.body" -> "main/for.end"`}
	for _, w := range want {
		if !red[w] {
			t.Errorf("%s is not highlighted", w)
		}
	}
	if len(red) != len(want) {
		t.Errorf("highlighted %d items, want %d: %v", len(red), len(want), red)
	}
	if !strings.Contains(dot, `"main/cold" [label="cold\nline 40\ncost 1 + variable"]`) {
		t.Errorf("block off the path, with a variable cost, not drawn as expected:\n%s", dot)
	}
	g := &CFG{Funcs: []CFGFunc{{Name: `ma"in\`, Blocks: []CFGBlock{{Name: "entry"}}}}}
	var buf bytes.Buffer
	if err := WriteDOT(&buf, hostile(), g); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"ma\"in\\/entry" [label="entry\ncost 0", color=red`) {
		t.Errorf("hostile names not quoted:\n%s", buf.String())
	}
	if err := WriteDOT(&buf, okReport(), nil); err == nil {
		t.Error("WriteDOT without a CFG: want an error")
	}
}

// TestArtifactURI: a position in the input's base name is located at the
// input as given; another file (a header) stays as debug info names it.
func TestArtifactURI(t *testing.T) {
	for _, c := range [][3]string{
		{"demo.c", "examples/demo.c", "examples/demo.c"},
		{"wcet.h", "examples/demo.c", "wcet.h"},
		{"demo.c", "", "demo.c"},
		{"demo.c", `src\demo.c`, "src/demo.c"},
		{"other/demo.c", "examples/demo.c", "other/demo.c"},
	} {
		if got := artifactURI(c[0], c[1]); got != c[2] {
			t.Errorf("artifactURI(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

// TestCallGraphEveryFormat: a stack report's call-graph bound (and, when
// there is none, the reason) is in every format.
func TestCallGraphEveryFormat(t *testing.T) {
	for _, cg := range []*CallGraph{{Bound: big.NewInt(987654)}, {Why: "f calls itself"}} {
		r := okReport()
		r.Resource = "stack"
		r.CallGraph = cg
		want := "987654"
		if cg.Bound == nil {
			want = "f calls itself"
		}
		for _, f := range []string{"json", "txt", "csv", "md", "sarif", "dot", "html"} {
			if doc := string(renderAs(t, f, r)); !strings.Contains(doc, want) || !regexp.MustCompile(`(?i)call[-_]graph`).MatchString(doc) {
				t.Errorf("%s: no call-graph bound %q:\n%s", f, want, doc)
			}
		}
		var back Report
		if err := json.Unmarshal(renderAs(t, "json", r), &back); err != nil || back.CallGraph == nil ||
			back.CallGraph.Why != cg.Why || (cg.Bound == nil) != (back.CallGraph.Bound == nil) {
			t.Errorf("JSON round trip of %+v: %+v (%v)", cg, back.CallGraph, err)
		}
	}
}

// TestInterruptsEveryFormat: a stack report's bound with interrupts (and,
// when there is none, the reason) is in every format, and JSON round
// trips it.
func TestInterruptsEveryFormat(t *testing.T) {
	hs := []InterruptHandler{
		{Function: "uart_isr", Priority: 2, Stack: big.NewInt(24), Frame: 108, Counted: true},
		{Function: "timer_isr", Priority: 1, Stack: big.NewInt(32), Frame: 108, Counted: true},
	}
	for _, x := range []*Interrupts{{Bound: big.NewInt(876543), Handlers: hs}, {Handlers: hs[:1], Why: "isr calls itself"}} {
		r := okReport()
		r.Resource = "stack"
		r.CallGraph = &CallGraph{Bound: big.NewInt(987654)}
		r.Interrupts = x
		want := "876543"
		if x.Bound == nil {
			want = "isr calls itself"
		}
		for _, f := range []string{"json", "txt", "csv", "md", "sarif", "dot", "html"} {
			doc := string(renderAs(t, f, r))
			if !strings.Contains(doc, want) || !regexp.MustCompile(`(?i)interrupts`).MatchString(doc) {
				t.Errorf("%s: no bound with interrupts %q:\n%s", f, want, doc)
			}
			if x.Bound != nil && !strings.Contains(strings.ReplaceAll(doc, `\_`, "_"), "uart_isr") {
				t.Errorf("%s: the handler uart_isr is not named:\n%s", f, doc)
			}
		}
		var back Report
		if err := json.Unmarshal(renderAs(t, "json", r), &back); err != nil || back.Interrupts == nil || back.Interrupts.Why != x.Why ||
			(x.Bound == nil) != (back.Interrupts.Bound == nil) || len(back.Interrupts.Handlers) != len(x.Handlers) ||
			back.Interrupts.Handlers[0].Stack.Int64() != 24 || back.Interrupts.Handlers[0].Frame != 108 || !back.Interrupts.Handlers[0].Counted {
			t.Errorf("JSON round trip of %+v: %+v (%v)", x, back.Interrupts, err)
		}
	}
	// Without interrupt handlers nothing is added.
	r := okReport()
	r.Resource = "stack"
	for _, f := range []string{"json", "txt", "csv", "md", "sarif", "dot", "html"} {
		if doc := string(renderAs(t, f, r)); regexp.MustCompile(`(?i)with[ _]interrupts|"interrupts"`).MatchString(doc) {
			t.Errorf("%s: interrupts without handlers:\n%s", f, doc)
		}
	}
}
