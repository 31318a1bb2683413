package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// okSource is a hand-built source view for okReport (input
// examples/demo.c, loops at demo.c:30 and demo.c:12): 40 lines "line N";
// the worst path runs lines 10 (once, cost 3), 12 (101 tests of the
// filter loop, cost 1000), 13 (100 times, cost 11000, variable) and 30
// (17 tests, cost 17 + 17).
func okSource() *SourceView {
	v := &SourceView{File: "examples/demo.c"}
	for i := 1; i <= 40; i++ {
		v.Lines = append(v.Lines, SourceLine{Text: fmt.Sprintf("line %d", i)})
	}
	v.Lines[9] = SourceLine{Text: "int filter(int n) {", Count: 1, Cost: 3}
	v.Lines[11] = SourceLine{Text: "    for (i = 0; i < n; i++)", Count: 101, Cost: 1000}
	v.Lines[12] = SourceLine{Text: "      acc += w[i] * 7;", Count: 100, Cost: 11000, Variable: true}
	v.Lines[29] = SourceLine{Text: "  for (k = 0; k < 16; k++)", Count: 17, Cost: 34}
	return v
}

// readSource reads the source view fixture of a program
// (testdata/programs/NAME.source.json, written with the report fixture).
func readSource(t *testing.T, name string) *SourceView {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "programs", name+".source.json"))
	if err != nil {
		t.Fatalf("%v (run go test ./internal/cli -run TestReportFixtures -update)", err)
	}
	v := new(SourceView)
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s.source.json: %v", name, err)
	}
	return v
}

// tagRE matches one tag of the page.
var tagRE = regexp.MustCompile(`<[^>]*>`)

// allowedTags are the elements WriteHTML writes; any other tag in the
// output is markup that came from the data.
var allowedTags = map[string]bool{"!DOCTYPE": true, "html": true, "head": true, "meta": true, "title": true,
	"style": true, "body": true, "h1": true, "h2": true, "p": true, "ul": true, "ol": true, "li": true,
	"strong": true, "code": true, "table": true, "tr": true, "th": true, "td": true, "a": true, "meter": true,
	"div": true, "nav": true, "details": true, "summary": true, "span": true} // the breakdown's call tree

// checkPage checks that page is self-contained and holds only the
// template's markup: every tag an allowed element, no script, no event
// handler attribute, no URL but in-page anchors.
func checkPage(t *testing.T, page string) {
	t.Helper()
	for _, tag := range tagRE.FindAllString(page, -1) {
		name := strings.TrimPrefix(strings.Fields(strings.Trim(tag, "<>/"))[0], "/")
		if !allowedTags[name] {
			t.Errorf("tag %q is not one WriteHTML writes", tag)
		}
		low := strings.ToLower(tag)
		if strings.Contains(low, " on") || strings.Contains(low, "src=") || strings.Contains(low, "script") {
			t.Errorf("active markup in tag %q", tag)
		}
		if i := strings.Index(low, "href="); i >= 0 && !strings.HasPrefix(low[i:], `href="#`) {
			t.Errorf("link out of the page: %q", tag)
		}
	}
	for _, bad := range []string{"http://", "https://", "@import", "url("} {
		if strings.Contains(page, bad) {
			t.Errorf("the page refers to an external resource (%q)", bad)
		}
	}
}

// TestHTMLHostile feeds hostile source lines and report strings: each
// must appear escaped, as text, and the page hold no markup but the
// template's.
func TestHTMLHostile(t *testing.T) {
	src := okSource()
	src.File = `demo.c"><script>alert(1)</script>`
	hostileLines := []string{
		`</script><script>alert(1)</script>`,
		`<img src=x onerror=alert(1)>`,
		`{{.Title}} {{template "x"}}`,
		`x = a &amp; b; // &lt;`,
		`</td></tr></table><b onclick="alert(1)">bold</b>`,
		`<!-- comment --> <style>body{display:none}</style>`,
	}
	for i, l := range hostileLines {
		src.Lines[i].Text = l
	}
	src.Lines[1].Count = 3 // a highlighted line too
	r := hostile()
	r.Input = "<img src=x onerror=alert(2)>.c"
	r.Errors = nil
	var buf bytes.Buffer
	if err := WriteHTML(&buf, r, src); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	checkPage(t, page)
	for _, want := range []string{
		`&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;`,
		`&lt;img src=x onerror=alert(1)&gt;`,
		`{{.Title}} {{template &#34;x&#34;}}`,
		`x = a &amp;amp; b; // &amp;lt;`,
		`&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;b onclick=&#34;alert(1)&#34;&gt;bold&lt;/b&gt;`,
		`&lt;!-- comment --&gt; &lt;style&gt;body{display:none}&lt;/style&gt;`,
		`demo.c&#34;&gt;&lt;script&gt;`,
		`c | d &lt;img src=x onerror=alert(1)&gt;`, // an annotation's text
		`&lt;img src=x onerror=alert(2)&gt;.c`,     // the title
	} {
		if !strings.Contains(page, want) {
			t.Errorf("escaped text %q not in the page", want)
		}
	}
	// The error report's messages are escaped too.
	er := errorReport()
	er.Errors[0].Message = "<script>alert(3)</script>"
	buf.Reset()
	if err := WriteHTML(&buf, er, nil); err != nil {
		t.Fatal(err)
	}
	checkPage(t, buf.String())
	if !strings.Contains(buf.String(), "&lt;script&gt;alert(3)&lt;/script&gt;") {
		t.Errorf("error message not escaped:\n%s", buf.String())
	}
}

// TestHTMLSourceView checks the source part of okReport's page against
// okSource: line 12 (101 executions, 1000 of the bound 12873 = 77 per
// mille, 7.7%) highlighted and linked to loop-2 (filter's loop at
// demo.c:12), line 30 to loop-1, line 13's variable cost marked, line 1
// not highlighted; the loop rows link back to their lines; the cost
// outside the view (12873 - 3 - 1000 - 11000 - 34 = 836) is said.
func TestHTMLSourceView(t *testing.T) {
	page := string(renderAs(t, "html", okReport()))
	checkPage(t, page)
	for _, want := range []string{
		`<tr id="L12" class="hot"><td class="ln"><a href="#L12">12</a></td><td class="num">101</td><td class="num">1000</td><td class="num">7.7%</td><td><meter min="0" max="1000" value="77"></meter></td><td class="loop"><a href="#loop-2">loop 2</a> </td>`,
		`<tr id="L30" class="hot"><td class="ln"><a href="#L30">30</a></td><td class="num">17</td><td class="num">34</td><td class="num">0.2%</td>`,
		`<td class="loop"><a href="#loop-1">loop 1</a> </td>`,
		`<td class="num">11000&#43;var</td><td class="num">85.4%</td>`,
		`<tr id="L1"><td class="ln">`,
		`<tr id="loop-1"><td>loop-1</td><td>main</td><td><a href="#L30"><code>demo.c:30:3</code></a></td>`,
		`<tr id="loop-2"><td>loop-2</td><td>filter</td><td><a href="#L12"><code>demo.c:12:5</code></a></td>`,
		`The other 836 of the bound`,
		`4 lines on the worst path`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	// No view: the tables only, no source section.
	var buf bytes.Buffer
	if err := WriteHTML(&buf, okReport(), nil); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(buf.String(), `id="source"`) || strings.Contains(buf.String(), `href="#L`) {
		t.Errorf("a page without a source view has a source section or links to lines")
	}
	if err := WriteHTML(&buf, nil, nil); err == nil {
		t.Error("WriteHTML without a report: want an error")
	}
}
