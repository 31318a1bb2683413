package cli

import (
	"flag"
	"os"
	"strings"
	"testing"
	"time"
)

// TestSourceView builds the HTML report's source view of testdata/calls.c
// under --cost none (bound 42, its WANT line) with ss and enum. By hand,
// for the worst input n = 8 (the WORST line): fill's loop (line 29)
// tests 9 times and runs its body (WCET_COST(1), line 30) 8 times;
// square's WCET_COST(1) (line 23) runs 8 times; sum's loop (line 37)
// tests 9 times, its WCET_COST(2) (line 38) runs 8 times (16); clampi's
// WCET_COST(1) (line 45) once; WCET_COST(5) (line 64) once; the last loop
// (line 66) runs its WCET_COST(1) (line 67) 4 times (5 tests). Costs
// 8+8+16+1+5+4 = 42 = the bound: the lines hold the whole path's cost.
func TestSourceView(t *testing.T) {
	t.Chdir("../../testdata")
	for _, method := range []string{"ss", "enum"} {
		var a analyzeFlags
		fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
		a.register(fs, true)
		fs.StringVar(&a.method, "method", "ss", "analysis method")
		pos, err := parse(fs, []string{"calls.c", "--entry", "calls", "--cost", "none", "--method", method}, os.Stderr)
		if err != nil {
			t.Fatal(err)
		}
		a.resource, a.timeout, a.maxStates = "cycles", time.Minute, 1000000
		rep, _, err := a.analyze(pos[:1], a.head(pos[:1]))
		if err != nil {
			t.Fatalf("%s: %v", method, err)
		}
		v := a.htmlView(pos[0])
		if v == nil || v.File != "calls.c" {
			t.Fatalf("%s: no source view of calls.c: %+v", method, v)
		}
		wantCount := map[int]int64{23: 8, 29: 9, 30: 8, 37: 9, 38: 8, 45: 1, 64: 1, 66: 5, 67: 4, 1: 0, 16: 0}
		wantCost := map[int]int64{23: 8, 30: 8, 38: 16, 45: 1, 64: 5, 67: 4}
		var total int64
		for i, l := range v.Lines {
			n := i + 1
			total += l.Cost
			if c, ok := wantCount[n]; ok && l.Count != c {
				t.Errorf("%s: line %d (%q) count %d, want %d", method, n, l.Text, l.Count, c)
			}
			if l.Cost != wantCost[n] {
				t.Errorf("%s: line %d (%q) cost %d, want %d", method, n, l.Text, l.Cost, wantCost[n])
			}
		}
		if rep.Bound.Int64() != 42 || total != 42 {
			t.Errorf("%s: bound %v, line costs sum to %d; want 42 and 42", method, rep.Bound, total)
		}
	}
}

// TestHTMLFromIR: analysing testdata/fig33.ll, the page shows fig33.c (the
// file its debug information names, next to the .ll) with the worst
// path's counts: line 21, WCET_COST(2), runs once for 3 insn cycles (the
// same row as for fig33.c, 3 of the bound 12 = 25.0%).
func TestHTMLFromIR(t *testing.T) {
	code, out, stderr := run("analyze", "../../testdata/fig33.ll", "--entry", "fig33", "--format", "html", "--deterministic")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	want := `<td class="num">1</td><td class="num">3</td><td class="num">25.0%</td><td><meter min="0" max="1000" value="250"></meter></td><td class="loop"></td><td class="code">    WCET_COST(2);</td>`
	if !strings.Contains(out, want) || !strings.Contains(out, "Source: <code>../../testdata/fig33.c</code>") {
		t.Errorf("the page of fig33.ll does not show fig33.c's line 21 as expected:\n%s", out)
	}
}

// TestHTMLHeap: heap is a peak, not a sum of per-line costs, so the view
// of testdata/heap.c (--resource heap, enum, bound 144 by its WANT line)
// has counts (line 31, a = malloc(16), runs once) and no costs, and the
// page says so instead of claiming the bound is spent elsewhere.
func TestHTMLHeap(t *testing.T) {
	code, out, stderr := run("analyze", "../../testdata/heap.c", "--resource", "heap", "--method", "enum", "--cost", "none", "--format", "html", "--deterministic")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, `<tr id="L31" class="hot"><td class="ln"><a href="#L31">31</a></td><td class="num">1</td><td class="num"></td><td class="num"></td>`) ||
		!strings.Contains(out, "heap is not a sum of per-line costs") || strings.Contains(out, "The other") {
		t.Errorf("heap page:\n%s", out)
	}
}

// TestHTMLHostileSource analyzes a program whose comments hold markup and
// template syntax: the page shows them as text, and holds no tag from
// them (the reports package's test checks every tag of such a page).
func TestHTMLHostileSource(t *testing.T) {
	src := "/* </script><script>alert(1)</script> */\n" +
		"int main(void) { /* <img src=x onerror=alert(1)> {{.Title}} &amp; */\n" +
		"  return 0;\n}\n"
	file := writeFile(t, "hostile.c", src)
	code, out, stderr := run("analyze", file, "--format", "html", "--deterministic")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{
		`<td class="code">/* &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; */</td>`,
		`/* &lt;img src=x onerror=alert(1)&gt; {{.Title}} &amp;amp; */</td>`,
	} {
		if !strings.Contains(out, want) {
			t.Errorf("page lacks %q", want)
		}
	}
	if strings.Contains(out, "<script") || strings.Contains(out, "<img") {
		t.Errorf("markup from the source in the page:\n%s", out)
	}
}
