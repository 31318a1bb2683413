package reports

import (
	"fmt"
	"html/template"
	"io"
	"math/big"
	"path"
	"strings"
)

// SourceView is the analysed source as plain data, for WriteHTML: its
// lines, each with what the worst path did there. The CLI fills it from
// the input file and the worst path of the analysis (every transition, so
// that a loop body's lines count every iteration — the witness's block
// list merges consecutive repeats); reports imports no project package,
// so any tool can build one.
type SourceView struct {
	// File is the file the lines come from, as the user gave it (the
	// report's input). Positions of the report (loops) are matched to it
	// by base name, as debug information names the compiled file.
	File  string       `json:"file"`
	Lines []SourceLine `json:"lines"`
	// NoCost says that the lines carry no cost: the report's resource is
	// not a sum of per-line costs (heap is a peak: frees give back), so
	// only the execution counts are shown.
	NoCost bool `json:"no_cost,omitempty"`
}

// SourceLine is one line of the source (line number = index + 1).
type SourceLine struct {
	// Text is the line as written, without its line break.
	Text string `json:"text"`
	// Count is how many times the worst path executed the line: the most
	// occurrences on the path of any one transition located on it (a for
	// header's test counts once per test, its initialisation once). Zero
	// when the worst path does not touch the line.
	Count int64 `json:"count"`
	// Cost is the line's share of the worst path's cost in the report's
	// resource: the constant costs of the operations located on the line,
	// summed over the path (callees' lines count in their own file).
	Cost int64 `json:"cost"`
	// Variable is set when some cost on the line is not a constant (a
	// memcpy of a variable length): Cost is then its constant part only.
	Variable bool `json:"variable,omitempty"`
}

// WriteHTML writes r as one self-contained HTML page (inline style, no
// script, no external resource; its Content-Security-Policy forbids any,
// so that a browser refuses, and reports, whatever markup might slip
// through), through html/template so that every text of the report and
// of the source is escaped: a heading naming the input, the bound table,
// the loop table (row i has the anchor loop-i and links to its source
// line), the worst path's length and its input, the annotations with
// their verdicts, the assumptions, the provenance, and, when src is not
// nil, the source: each line with its number (anchor L<n>), its
// worst-path execution count, its cost and its share of the bound (per
// mille, shown as a percentage; no cost when src.NoCost), the loops
// starting on it linked to their rows; the lines the worst path executes
// are highlighted. A report with status "error" shows its errors instead
// of the tables. The output depends only on r and src.
func WriteHTML(w io.Writer, r *Report, src *SourceView) error {
	if r == nil {
		return fmt.Errorf("cannot write the HTML report: no report")
	}
	page := htmlPageOf(r, src)
	var sb strings.Builder
	if err := htmlTemplate.Execute(&sb, page); err != nil {
		return fmt.Errorf("cannot write the HTML report: %v", err)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// htmlPage is what the template renders: text only, escaped by
// html/template.
type htmlPage struct {
	Title       string
	Failed      bool
	Errors      []htmlError
	Bound       []string // boundRow
	Anytime     string   // AnytimeText, "" when the report is no anytime result
	CallGraph   string   // CallGraphText, "" when the report has none
	Interrupts  string   // InterruptsText, "" when the report has none
	Loops       []htmlLoop
	PathLen     int
	PathFrom    string
	PathTo      string
	Inputs      string
	HasWitness  bool
	Annotations []htmlAnnotation
	Assumptions []string
	Provenance  [][2]string
	Source      *htmlSource
	Breakdown   *htmlBreakdown // breakdown.go; nil without one
	CSS         template.CSS   // htmlBreakdownCSS when the page has a call tree
}

type htmlError struct{ Where, Kind, Message string }

type htmlLoop struct {
	ID      string   // anchor
	Row     []string // loopRow
	SrcLine string   // anchor of its source line, "" when not in the view
}

type htmlAnnotation struct{ Kind, Text, Origin, Where, Verdict, Violation string }

type htmlSource struct {
	File      string
	Lines     []htmlLine
	Executed  int // lines the worst path executes
	Resource  string
	Bound     string
	NoCost    bool
	Unmatched int64 // cost of the path outside the view's lines (ops without a position, callees in other files, variable costs)
}

type htmlLine struct {
	N        int
	ID       string
	Text     string
	Hot      bool
	Count    string
	Cost     string
	Share    string
	Permille int64
	Loops    []htmlLoopRef
}

type htmlLoopRef struct{ ID, Label string }

func htmlPageOf(r *Report, src *SourceView) htmlPage {
	p := htmlPage{Title: r.Input}
	if p.Title == "" {
		p.Title = r.Entry
	}
	if r.Status == StatusError {
		p.Failed = true
		for _, e := range r.Errors {
			p.Errors = append(p.Errors, htmlError{positionText(e.File, e.Line, e.Col), e.Kind, e.Message})
		}
		return p
	}
	p.Bound = boundRow(r)
	if a := r.Anytime; a != nil {
		p.Anytime = AnytimeText(a)
	}
	if c := r.CallGraph; c != nil {
		p.CallGraph = CallGraphText(c)
	}
	if x := r.Interrupts; x != nil {
		p.Interrupts = InterruptsText(r.Bound, x)
	}
	// loops starting on each line of the view
	loopsAt := map[int][]htmlLoopRef{}
	for i, l := range r.Loops {
		hl := htmlLoop{ID: fmt.Sprintf("loop-%d", i+1), Row: loopRow(l)}
		if src != nil && l.Line > 0 && l.Line <= len(src.Lines) && sameFile(l.File, src.File) {
			hl.SrcLine = fmt.Sprintf("L%d", l.Line)
			loopsAt[l.Line] = append(loopsAt[l.Line], htmlLoopRef{hl.ID, fmt.Sprintf("loop %d", i+1)})
		}
		p.Loops = append(p.Loops, hl)
	}
	if wt := r.Witness; wt != nil {
		p.HasWitness = true
		p.PathLen = PathLen(wt.Path)
		if len(wt.Path) > 0 {
			p.PathFrom, p.PathTo = blockText(PathFirst(wt.Path)), blockText(PathLast(wt.Path))
		}
		p.Inputs = InputsText(wt.Inputs)
	}
	for _, a := range r.Annotations {
		v := ""
		if a.Violation != nil {
			v = InputsText(*a.Violation)
		}
		p.Annotations = append(p.Annotations, htmlAnnotation{a.Kind, a.Text, a.Origin, positionText(a.File, a.Line, 0), a.Verdict, v})
	}
	p.Assumptions = append([]string{}, r.Assumptions...)
	for _, w := range r.Warnings {
		p.Assumptions = append(p.Assumptions, "warning: "+w)
	}
	for _, kv := range [][2]string{
		{"tool", r.ToolVersion}, {"commit", r.Commit}, {"input", r.Input}, {"input sha256", r.InputSHA256},
		{"compiler", r.Compiler}, {"cflags", r.CFlags}, {"target", r.targetLabel()},
		{"cost model", r.CostModel}, {"cost model sha256", r.CostModelSHA256},
	} {
		if kv[1] != "" {
			p.Provenance = append(p.Provenance, kv)
		}
	}
	p.Provenance = append(p.Provenance, r.extraProvenance(false)...)
	if p.Breakdown = htmlBreakdownOf(r, src); p.Breakdown != nil && p.Breakdown.Tree != nil {
		p.CSS = htmlBreakdownCSS
	}
	if src != nil {
		s := &htmlSource{File: src.File, Resource: r.Resource, NoCost: src.NoCost}
		if r.Bound != nil {
			s.Bound = r.Bound.String()
		}
		var total int64
		for i, l := range src.Lines {
			hl := htmlLine{N: i + 1, ID: fmt.Sprintf("L%d", i+1), Text: l.Text, Hot: l.Count > 0, Loops: loopsAt[i+1]}
			if l.Count > 0 {
				s.Executed++
				hl.Count = fmt.Sprint(l.Count)
			}
			if l.Cost != 0 || l.Variable {
				hl.Cost = fmt.Sprint(l.Cost)
				if l.Variable {
					hl.Cost += "+var"
				}
				hl.Permille, hl.Share = share(l.Cost, r.Bound)
			}
			total += l.Cost
			s.Lines = append(s.Lines, hl)
		}
		if !src.NoCost && r.Bound != nil && r.Bound.IsInt64() && r.Bound.Int64() > total {
			s.Unmatched = r.Bound.Int64() - total
		}
		p.Source = s
	}
	return p
}

// share is cost / bound in per mille (rounded down, clamped to 0..1000)
// and as a percentage with one decimal ("" without a positive bound).
func share(cost int64, bound *big.Int) (int64, string) {
	if bound == nil || bound.Sign() <= 0 {
		return 0, ""
	}
	pm := new(big.Int).Mul(big.NewInt(cost), big.NewInt(1000))
	pm.Quo(pm, bound)
	v := pm.Int64()
	if v < 0 {
		v = 0
	}
	if v > 1000 {
		v = 1000
	}
	return v, fmt.Sprintf("%d.%d%%", v/10, v%10)
}

// sameFile says whether a position's file (as debug information names
// it) is the view's file (as the user gave it): equal, or equal base
// names.
func sameFile(file, view string) bool {
	if file == "" {
		return false
	}
	f, v := strings.ReplaceAll(file, "\\", "/"), strings.ReplaceAll(view, "\\", "/")
	return f == v || path.Base(f) == path.Base(v)
}

var htmlTemplate = template.Must(template.Must(template.New("report").Parse(htmlCallTreeTemplate)).Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>WCET report: {{.Title}}</title>
<style>
body { font-family: sans-serif; margin: 1.5em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.5em; }
table { border-collapse: collapse; margin: 0.5em 0; }
th, td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
td.num { text-align: right; }
code, pre, .src td { font-family: monospace; }
tr:target { background: #fff3b0; }
.verdict-proven { color: #176f2c; } .verdict-assumed { color: #8a5a00; } .verdict-violated { color: #b00020; font-weight: bold; }
.src { border: none; } .src td { border: none; padding: 0 0.5em; white-space: pre; }
.src td.code { white-space: pre-wrap; }
.src tr.hot { background: #ffe3e3; }
.src tr.hot td.code { font-weight: bold; }
.src td.ln a { color: #888; text-decoration: none; }
.src td.loop a { color: #1a4fb5; }
.src meter { width: 5em; }
.muted { color: #777; }
{{.CSS}}</style>
</head>
<body>
<h1>WCET report: <code>{{.Title}}</code></h1>
{{- if .Failed}}
<p>Analysis failed:</p>
<ul>
{{- range .Errors}}
<li>{{if .Where}}<code>{{.Where}}</code> {{end}}<strong>{{.Kind}}</strong>: {{.Message}}</li>
{{- end}}
</ul>
{{- else}}
<h2 id="bound">Bound</h2>
<table>
<tr><th>entry</th><th>resource</th><th>bound</th><th>exact</th><th>states</th><th>time (ms)</th><th>cost model</th></tr>
<tr>{{range .Bound}}<td>{{.}}</td>{{end}}</tr>
</table>
{{- if .Anytime}}
<p><strong>Anytime result:</strong> {{.Anytime}}</p>
{{- end}}
{{- if .CallGraph}}
<p><strong>Call-graph bound:</strong> {{.CallGraph}}</p>
{{- end}}
{{- if .Interrupts}}
<p><strong>With interrupts:</strong> {{.Interrupts}}</p>
{{- end}}
<h2 id="loops">Loops</h2>
{{- if .Loops}}
<table>
<tr><th>#</th><th>function</th><th>location</th><th>context</th><th>max iterations per entry</th><th>total iterations</th><th>source</th></tr>
{{- range $i, $l := .Loops}}
<tr id="{{$l.ID}}"><td>{{$l.ID}}</td><td>{{index $l.Row 0}}</td><td>{{if $l.SrcLine}}<a href="#{{$l.SrcLine}}"><code>{{index $l.Row 1}}</code></a>{{else}}<code>{{index $l.Row 1}}</code>{{end}}</td><td><code>{{index $l.Row 2}}</code></td><td class="num">{{index $l.Row 3}}</td><td class="num">{{index $l.Row 4}}</td><td>{{index $l.Row 5}}</td></tr>
{{- end}}
</table>
{{- else}}
<p>No loops.</p>
{{- end}}
{{- if .HasWitness}}
<h2 id="worst-path">Worst path</h2>
<p>{{if .PathLen}}{{.PathLen}} blocks, from <code>{{.PathFrom}}</code> to <code>{{.PathTo}}</code>. {{end}}Input (replay with <code>wcet run --witness REPORT.json</code>): <code>{{.Inputs}}</code></p>
{{- end}}
{{- with .Breakdown}}
<h2 id="breakdown">Per-function breakdown of the worst path</h2>
{{- if .Unavailable}}
<p>{{.Unavailable}}</p>
{{- else}}
<table>
<tr><th>function</th><th>calls</th><th>self</th><th>inclusive</th><th>share</th><th>frame bytes</th></tr>
{{- range .Functions}}
<tr><td>{{index . 0}}</td><td class="num">{{index . 1}}</td><td class="num">{{index . 2}}</td><td class="num">{{index . 3}}</td><td class="num">{{index . 4}}</td><td class="num">{{index . 5}}</td></tr>
{{- end}}
</table>
<p class="muted">The call tree is beside the source below{{if .Folded}}; {{.Folded}} calls below the listed contexts are folded into their caller's (folded calls) node{{end}}.</p>
{{- end}}
{{- end}}
{{- if .Annotations}}
<h2 id="annotations">Annotations</h2>
<table>
<tr><th>kind</th><th>text</th><th>origin</th><th>location</th><th>verdict</th><th>violated by</th></tr>
{{- range .Annotations}}
<tr><td>{{.Kind}}</td><td><code>{{.Text}}</code></td><td>{{.Origin}}</td><td><code>{{.Where}}</code></td><td class="verdict-{{.Verdict}}">{{.Verdict}}</td><td><code>{{.Violation}}</code></td></tr>
{{- end}}
</table>
{{- end}}
{{- if .Assumptions}}
<h2 id="assumptions">Assumptions</h2>
<ol>
{{- range .Assumptions}}
<li>{{.}}</li>
{{- end}}
</ol>
{{- end}}
{{- if .Provenance}}
<h2 id="provenance">Provenance</h2>
<table>
<tr><th>field</th><th>value</th></tr>
{{- range .Provenance}}
<tr><td>{{index . 0}}</td><td><code>{{index . 1}}</code></td></tr>
{{- end}}
</table>
{{- end}}
{{- if and .Breakdown .Breakdown.Tree}}
<div class="split">
<nav class="calltree" aria-label="call tree">
<h2 id="call-tree">Call tree of the worst path</h2>
<ul>
{{template "callnode" .Breakdown.Tree}}
</ul>
</nav>
<div class="srcpane">
{{- end}}
{{- with .Source}}
<h2 id="source">Source: <code>{{.File}}</code></h2>
<p class="muted">{{.Executed}} lines on the worst path (highlighted). {{if .NoCost}}Per line: executions on the worst path ({{.Resource}} is not a sum of per-line costs, so none is shown).{{else}}Per line: executions on the worst path, {{.Resource}} spent there{{if .Bound}} and its share of the bound {{.Bound}}{{end}}.{{end}}{{if .Unmatched}} The other {{.Unmatched}} of the bound are spent outside these lines (operations without a source position, such as blocks the compiler made, callees in other files, variable costs).{{end}}</p>
<table class="src">
<tr><th>line</th><th>count</th><th>{{if not .NoCost}}{{.Resource}}{{end}}</th><th>{{if not .NoCost}}share{{end}}</th><th></th><th>loop</th><th>code</th></tr>
{{- range .Lines}}
<tr id="{{.ID}}"{{if .Hot}} class="hot"{{end}}><td class="ln"><a href="#{{.ID}}">{{.N}}</a></td><td class="num">{{.Count}}</td><td class="num">{{.Cost}}</td><td class="num">{{.Share}}</td><td>{{if .Share}}<meter min="0" max="1000" value="{{.Permille}}"></meter>{{end}}</td><td class="loop">{{range .Loops}}<a href="#{{.ID}}">{{.Label}}</a> {{end}}</td><td class="code">{{.Text}}</td></tr>
{{- end}}
</table>
{{- end}}
{{- if and .Breakdown .Breakdown.Tree}}
</div>
</div>
{{- end}}
{{- end}}
</body>
</html>
`))
