package reports

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// breakdownReport is okReport (bound 12873) with a hand-made breakdown:
// main calls filter at demo.c:33:7; filter's deeper calls are folded;
// filter's frame is 48 bytes, main's unknown. A hostile function name
// checks the escaping.
func breakdownReport() *Report {
	r := okReport()
	frame := int64(48)
	r.Functions = []FunctionCost{
		{Function: "main", Calls: 1, Self: 73, Inclusive: 12873, SharePercent: 100, FrameBytes: nil},
		{Function: "filter<script>", Calls: 16, Self: 12000, Inclusive: 12800, SharePercent: 99.4, FrameBytes: &frame},
	}
	r.Breakdown = &Breakdown{Folded: 5, Root: &CallNode{Function: "main", Context: "main", Calls: 1, Self: 73, Inclusive: 12873, SharePercent: 100,
		Children: []CallNode{{Function: "filter<script>", Context: "main>filter@demo.c:33:7", File: "demo.c", Line: 33, Col: 7, Calls: 16,
			Self: 12000, Inclusive: 12800, SharePercent: 99.4, FrameBytes: &frame,
			Children: []CallNode{{Context: "main>filter@demo.c:33:7>(folded calls)", Calls: 5, Self: 800, Inclusive: 800, SharePercent: 6.2, Folded: true}}}}}}
	return r
}

// TestBreakdownFormats: every format but SARIF shows the breakdown's
// rows (the values written above), and a report without one is as it
// was (the goldens of TestGoldenFormats); JSON reads back.
func TestBreakdownFormats(t *testing.T) {
	r := breakdownReport()
	wants := map[string][]string{
		"txt":  {"│ filter<script> │ 16    │ 12000 │ 12800     │ 99.4%  │ 48", "· · (folded calls)", "│ main           │ 1     │ 73    │ 12873     │ 100.0% │ -"},
		"md":   {"| filter\\<script> | 16 | 12000 | 12800 | 99.4% | 48 |", "| · · (folded calls) |  | 5 | 800 | 800 | 6.2% | - |", "folded into their caller's"},
		"csv":  {"function,calls,self,inclusive,share_percent,frame_bytes\nmain,1,73,12873,100.0,\nfilter<script>,16,12000,12800,99.4,48\n", "2,,main>filter@demo.c:33:7>(folded calls),,5,800,800,6.2,,true"},
		"json": {`"functions": [`, `"share_percent": 99.4,`, `"frame_bytes": 48,`, `"folded": 5,`},
		"dot":  {`label="main\nworst path: 1 calls, self 73, with callees 12873 (100.0%), frame -"`},
		"html": {"<strong>filter&lt;script&gt;</strong> at <a href=\"#L33\"><code>demo.c:33:7</code></a>: 12800 (99.4%), self 12000, calls 16, frame 48", "<strong>(folded calls)</strong>: 800 (6.2%)", `<div class="split">`},
	}
	for _, format := range []string{"txt", "md", "csv", "json", "dot", "html"} {
		out := string(renderAs(t, format, r))
		for _, w := range wants[format] {
			if !strings.Contains(out, w) {
				t.Errorf("%s: no %q in\n%s", format, w, out)
			}
		}
		if format == "html" {
			checkPage(t, out)
		}
	}
	back, err := ReadJSON(bytes.NewReader(renderAs(t, "json", r)))
	if err != nil || back.Breakdown == nil || back.Breakdown.Root.Children[0].Children[0].Self != 800 || *back.Functions[1].FrameBytes != 48 {
		t.Fatalf("read back: %v %+v", err, back)
	}
}

// TestBreakdownUnavailableFormats: an unavailable breakdown says why in
// every format but SARIF, with no table.
func TestBreakdownUnavailableFormats(t *testing.T) {
	r := okReport()
	r.Breakdown = &Breakdown{Unavailable: "the bound is not exact"}
	for _, format := range []string{"txt", "md", "csv", "json", "html"} {
		out := string(renderAs(t, format, r))
		if !strings.Contains(out, "the bound is not exact") {
			t.Errorf("%s: the reason is missing:\n%s", format, out)
		}
		if strings.Contains(out, "inclusive") || strings.Contains(out, "calltree") {
			t.Errorf("%s: a breakdown table without a breakdown:\n%s", format, out)
		}
	}
}

// TestCallNodeChildrenNotNull: a node without children marshals
// "children": [], whoever marshals it.
func TestCallNodeChildrenNotNull(t *testing.T) {
	b, err := json.Marshal(Breakdown{Root: &CallNode{Function: "main"}})
	if err != nil || !strings.Contains(string(b), `"children":[]`) {
		t.Errorf("%s %v", b, err)
	}
}

// TestFrameDynamic: a frame with a run-time allocation is its static part
// marked "+dyn" in the text formats and CSV, frame_dynamic in JSON; an
// unknown frame is "-" (CSV: empty), JSON null.
func TestFrameDynamic(t *testing.T) {
	b := int64(48)
	if got := FrameText(&b, true); got != "48+dyn" {
		t.Errorf("FrameText(48, dynamic) = %q", got)
	}
	if got := FrameText(&b, false); got != "48" {
		t.Errorf("FrameText(48) = %q", got)
	}
	if got := FrameText(nil, true); got != "-" {
		t.Errorf("FrameText(nil) = %q", got)
	}
	r := breakdownReport()
	r.Functions[1].FrameDynamic = true
	r.Breakdown.Root.Children[0].FrameDynamic = true
	for format, w := range map[string]string{
		"txt":  "│ 99.4%  │ 48+dyn",
		"csv":  "filter<script>,16,12000,12800,99.4,48+dyn\n",
		"json": "\"frame_bytes\": 48,\n      \"frame_dynamic\": true",
	} {
		if out := string(renderAs(t, format, r)); !strings.Contains(out, w) {
			t.Errorf("%s: no %q in\n%s", format, w, out)
		}
	}
	back, err := ReadJSON(bytes.NewReader(renderAs(t, "json", r)))
	if err != nil || !back.Functions[1].FrameDynamic || back.Functions[0].FrameDynamic {
		t.Fatalf("read back: %v %+v", err, back.Functions)
	}
}
