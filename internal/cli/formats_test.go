package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/reports"
)

var updateFixtures = flag.Bool("update", false, "rewrite the report fixtures in ../../reports/testdata/programs")

// fixtureCases are the testdata programs whose reports feed the golden
// tests of package reports (every format renders them): NAME.report.json is
// wcet analyze --format json --deterministic (tool version and commit set
// to "test"), NAME.cfg.json the control-flow graph the DOT renderer draws,
// NAME.source.json the source view the HTML renderer annotates.
var fixtureCases = []struct {
	name string
	args []string // analyze arguments, run in testdata/
}{
	{"fig33", []string{"fig33.c", "--entry", "fig33"}},
	{"calls", []string{"calls.c", "--entry", "calls"}},
	{"assert_count_enum", []string{"assert_count.c", "--method", "enum"}},
	{"indirect_call", []string{"refuse/indirect_call.c"}},
	{"breakdown", []string{"breakdown.c", "--cost", "none", "--breakdown"}},
}

// TestReportFixtures analyzes the fixture programs and compares their
// JSON report and CFG with the fixtures of package reports (rewrite them
// with go test ./internal/cli -run TestReportFixtures -update, then go test
// ./reports -update). The bounds are the WANT lines of the programs:
// fig33 3 under --cost none is 12 under insn (the per-block costs of the
// DOT graph on its worst path: 2+2+2+3+2+1), assert_count 54 (enum).
func TestReportFixtures(t *testing.T) {
	t.Chdir("../../testdata")
	fixtures := "../reports/testdata/programs"
	for _, c := range fixtureCases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"analyze", "--format", "json", "--deterministic"}, c.args...)
			code, out, stderr := run(args...)
			if code != ExitOK && code != ExitFailed {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			rep, err := reports.ReadJSON(strings.NewReader(out))
			if err != nil {
				t.Fatalf("ReadJSON: %v\n%s", err, out)
			}
			rep.ToolVersion, rep.Commit = "test", "test"
			var js bytes.Buffer
			if err := reports.WriteJSON(&js, rep); err != nil {
				t.Fatal(err)
			}

			var a analyzeFlags
			fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
			a.register(fs, true)
			fs.StringVar(&a.method, "method", "ss", "analysis method")
			fs.BoolVar(&a.breakdown, "breakdown", false, "the per-function breakdown")
			a.resource, a.timeout, a.maxStates = "cycles", time.Minute, 1000000
			pos, err := parse(fs, c.args, os.Stderr)
			if err != nil {
				t.Fatal(err)
			}
			g := &reports.CFG{Funcs: []reports.CFGFunc{}}
			if p, _, err := a.load(pos[:1], true); err == nil {
				g = cfgOf(p, "cycles")
			}
			cfg, err := json.MarshalIndent(g, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			cfg = append(cfg, '\n')
			// The source view of the HTML report: the worst path of the
			// same analysis (none for a refused program).
			a.analyze(pos[:1], a.head(pos[:1]))
			src, err := json.MarshalIndent(a.htmlView(pos[0]), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			src = append(src, '\n')
			for name, got := range map[string][]byte{c.name + ".report.json": js.Bytes(), c.name + ".cfg.json": cfg, c.name + ".source.json": src} {
				path := filepath.Join(fixtures, name)
				if *updateFixtures {
					if err := os.WriteFile(path, got, 0o644); err != nil {
						t.Fatal(err)
					}
					continue
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test ./internal/cli -run TestReportFixtures -update)", err)
				}
				if !bytes.Equal(want, got) {
					t.Errorf("%s is out of date: run go test ./internal/cli -run TestReportFixtures -update, then go test ./reports -update, and review the diff", path)
				}
			}
		})
	}
}

// TestFormats runs analyze in every format: each writes a document on
// exit 0; on exit 1 json and sarif still write theirs and the others
// nothing; --deterministic output is byte-identical across runs; -o
// writes the file.
func TestFormats(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	bad := writeFile(t, "ind.c", "int f(void){return 1;}\nint (*fp)(void) = f;\nint main(void){ return fp(); }\n")
	for _, format := range []string{"table", "json", "csv", "md", "html", "dot", "sarif"} {
		code, out1, stderr := run("analyze", good, "--format", format, "--deterministic")
		if code != ExitOK || out1 == "" {
			t.Errorf("%s: exit %d, %d bytes: %s", format, code, len(out1), stderr)
		}
		_, out2, _ := run("analyze", good, "--format", format, "--deterministic")
		if out1 != out2 {
			t.Errorf("%s: --deterministic output differs between runs", format)
		}
		code, out, stderr := run("analyze", bad, "--format", format)
		wantDoc := format == "json" || format == "sarif"
		if code != ExitFailed || (out != "") != wantDoc || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%s on a refused program: exit %d, %d bytes on stdout (want a document: %v), stderr %q", format, code, len(out), wantDoc, stderr)
		}
		if format == "sarif" && !strings.Contains(out, `"ruleId": "refused"`) {
			t.Errorf("sarif of a refused program has no refused result:\n%s", out)
		}
	}
	outFile := filepath.Join(t.TempDir(), "r.md")
	if code, _, stderr := run("analyze", good, "--format", "md", "-o", outFile); code != ExitOK {
		t.Fatalf("-o: exit %d: %s", code, stderr)
	}
	if b, err := os.ReadFile(outFile); err != nil || !strings.HasPrefix(string(b), "# WCET report") {
		t.Errorf("-o wrote %q, %v", b, err)
	}
}

// TestJSONOutFile: analyze --format json streams its document to -o FILE
// (the same bytes as on stdout, truncating a longer old file, and the
// status "error" document on exit 1); streamOut creates no file when
// nothing was written and names the file in a write error.
func TestJSONOutFile(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	bad := writeFile(t, "ind.c", "int f(void){return 1;}\nint (*fp)(void) = f;\nint main(void){ return fp(); }\n")
	dir := t.TempDir()
	for _, c := range []struct {
		file string
		code int
	}{{good, ExitOK}, {bad, ExitFailed}} {
		_, want, _ := run("analyze", c.file, "--format", "json", "--deterministic")
		out := filepath.Join(dir, "r.json")
		if err := os.WriteFile(out, []byte(strings.Repeat("old ", len(want))), 0o644); err != nil {
			t.Fatal(err)
		}
		code, stdout, stderr := run("analyze", c.file, "--format", "json", "--deterministic", "-o", out)
		if code != c.code || stdout != "" {
			t.Errorf("%s -o: exit %d (want %d), stdout %q: %s", c.file, code, c.code, stdout, stderr)
		}
		if b, err := os.ReadFile(out); err != nil || string(b) != want || !strings.HasPrefix(want, "{") {
			t.Errorf("%s -o wrote %d bytes (%v), want the %d bytes of stdout", c.file, len(b), err, len(want))
		}
	}

	none := filepath.Join(dir, "none.json")
	err := streamOut(none, nil, func(io.Writer) error { return errors.New("refused") })
	if _, serr := os.Stat(none); err == nil || err.Error() != "refused" || serr == nil {
		t.Errorf("refused before writing: error %v, file stat %v (want no file)", err, serr)
	}
	part := filepath.Join(dir, "part.json")
	err = streamOut(part, nil, func(w io.Writer) error {
		if _, err := w.Write([]byte("{")); err != nil {
			return err
		}
		return errors.New("disk full")
	})
	if err == nil || !strings.Contains(err.Error(), "cannot write "+part) {
		t.Errorf("failure after writing: error %v, want it to name %s", err, part)
	}
}

// TestFormatFlagErrors: an unknown format and -o into a missing directory
// are one-line usage errors (exit 2), reported before any analysis.
func TestFormatFlagErrors(t *testing.T) {
	good := writeFile(t, "good.c", loopC)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--format", "xml"}, `--format "xml": want table, json, csv, md, html, dot or sarif`},
		{[]string{"-o", filepath.Join(t.TempDir(), "missing", "r.json")}, "does not exist"},
		{[]string{"-o", t.TempDir()}, "is a directory"},
	} {
		code, out, stderr := run(append([]string{"analyze", good}, c.args...)...)
		if code != ExitUsage || out != "" || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, stderr, c.want)
		}
	}
}

// TestUnboundedLoopLocated: a loop the simulator cannot bound within
// --max-states is an errors[] entry of kind unbounded-loop at the loop's
// position (line 3, col 3 of the program below: the while), and a SARIF
// result there.
func TestUnboundedLoopLocated(t *testing.T) {
	src := writeFile(t, "unb.c", "int main(int n) {\n  int s = 0;\n  while (n > 0) { s += n; n = n + 1; }\n  return s;\n}\n")
	code, out, stderr := run("analyze", src, "--format", "json", "--max-states", "300", "--deterministic")
	if code != ExitFailed {
		t.Fatalf("exit %d, want 1: %s", code, stderr)
	}
	rep, err := reports.ReadJSON(strings.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Errors) != 1 || rep.Errors[0].Kind != "unbounded-loop" || rep.Errors[0].File != "unb.c" || rep.Errors[0].Line != 3 || rep.Errors[0].Col != 3 {
		t.Errorf("errors %+v, want one unbounded-loop at unb.c:3:3", rep.Errors)
	}
	_, out, _ = run("analyze", src, "--format", "sarif", "--max-states", "300")
	if !strings.Contains(out, `"ruleId": "unbounded-loop"`) || !strings.Contains(out, `"startLine": 3`) {
		t.Errorf("SARIF without the unbounded loop at line 3:\n%s", out)
	}
}

// TestCFGOf checks the DOT graph's data on fig33 under --cost none, by
// hand from testdata/fig33.c: WCET_COST(1), (2), (3) are the then-blocks
// %4, %7, %10 (lines 19, 21, 23), every other block costs 0; the edges are
// the three diamonds and the return; no back edge. On the loop program of
// the CLI tests, every loop has exactly one back edge, into its header.
func TestCFGOf(t *testing.T) {
	load := func(args ...string) *reports.CFG {
		var a analyzeFlags
		fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
		a.register(fs, true)
		pos, err := parse(fs, args, os.Stderr)
		if err != nil {
			t.Fatal(err)
		}
		p, _, err := a.load(pos[:1], true)
		if err != nil {
			t.Fatal(err)
		}
		return cfgOf(p, "cycles")
	}
	g := load("../../testdata/fig33.c", "--entry", "fig33", "--cost", "none")
	if len(g.Funcs) != 1 {
		t.Fatalf("functions %+v", g.Funcs)
	}
	var blocks, edges []string
	for _, b := range g.Funcs[0].Blocks {
		blocks = append(blocks, fmt.Sprintf("%s:%d:%d", b.Name, b.Line, b.Cost))
	}
	for _, e := range g.Funcs[0].Edges {
		edges = append(edges, fmt.Sprintf("%s>%s:%v", e.From, e.To, e.Back))
	}
	wantBlocks := "%2:18:0 %4:19:1 %5:20:0 %7:21:2 %8:22:0 %10:23:3 %11:24:0 exit:0:0"
	wantEdges := "%2>%4:false %2>%5:false %4>%5:false %5>%7:false %5>%8:false %7>%8:false %8>%10:false %8>%11:false %10>%11:false %11>exit:false"
	if got := strings.Join(blocks, " "); got != wantBlocks {
		t.Errorf("blocks\n got %s\nwant %s", got, wantBlocks)
	}
	if got := strings.Join(edges, " "); got != wantEdges {
		t.Errorf("edges\n got %s\nwant %s", got, wantEdges)
	}

	g = load(writeFile(t, "loop.c", loopC))
	for _, f := range g.Funcs {
		back := 0
		for _, e := range f.Edges {
			if e.Back {
				back++
			}
		}
		want := map[string]int{"work": 1, "main": 0}[f.Name]
		if back != want {
			t.Errorf("%s: %d back edges, want %d (its loops)", f.Name, back, want)
		}
	}
}
