package cli

import (
	"os"
	"path"
	"path/filepath"
	"strings"

	"wcet/analysis"
	"wcet/reports"
	"wcet/ts"
)

// sourceViewOf builds the source view of the HTML report: the lines of
// src (the input file named file, as the user gave it) and, when res is
// not nil, what its worst path did on each: res.Path is every transition
// of the worst path, oldest first (not the witness's block list, which
// merges consecutive repeats of a block). A line's count is the most
// occurrences of any one transition located on it (by the transition's
// position or one of its ops'); its cost is the sum over the path of the
// constant costs in resource of the ops located on it (an op without a
// position counts at its transition's), Variable when one is not a
// constant; no costs (NoCost) for a resource other than cycles, which is
// not a sum over the path. Positions match file when their base names are equal (debug
// information names the compiled file by the name clang was given).
func sourceViewOf(file string, src []byte, res *analysis.Result, resource string) *reports.SourceView {
	v := &reports.SourceView{File: file, Lines: []reports.SourceLine{}}
	text := strings.ToValidUTF8(string(src), "\uFFFD")
	text = strings.TrimSuffix(text, "\n")
	if text != "" {
		for _, l := range strings.Split(text, "\n") {
			v.Lines = append(v.Lines, reports.SourceLine{Text: strings.TrimSuffix(l, "\r")})
		}
	}
	if res == nil {
		return v
	}
	// Only cycles is a sum over the path; heap is a peak (frees give back).
	v.NoCost = resource != "cycles"
	base := path.Base(strings.ReplaceAll(file, "\\", "/"))
	line := func(p ts.Pos) int {
		if !p.Known() || path.Base(strings.ReplaceAll(p.File, "\\", "/")) != base || p.Line > len(v.Lines) {
			return 0
		}
		return p.Line
	}
	occ := map[*ts.Trans]int64{}
	for _, st := range res.Path {
		t := st.Trans
		occ[t]++
		for _, op := range t.Ops {
			c, ok := op.(*ts.Cost)
			if !ok || c.Res != resource || v.NoCost {
				continue
			}
			n := line(ts.PosOf(op))
			if !ts.PosOf(op).Known() {
				n = line(t.Pos)
			}
			if n == 0 {
				continue
			}
			if k, ok := c.Amount.(*ts.Const); ok {
				v.Lines[n-1].Cost += ts.Signed(k.V, k.T.Bits).Int64()
			} else {
				v.Lines[n-1].Variable = true
			}
		}
	}
	for t, k := range occ {
		lines := map[int]bool{line(t.Pos): true}
		for _, op := range t.Ops {
			lines[line(ts.PosOf(op))] = true
		}
		for n := range lines {
			if n > 0 && k > v.Lines[n-1].Count {
				v.Lines[n-1].Count = k
			}
		}
	}
	return v
}

// htmlView reads the input file for the HTML report's source view; the
// worst path is the last analysis's (nil when it failed). For an LLVM IR
// input (.ll) it shows the C file its debug information names (the first
// position on the worst path), looked up next to the .ll, then as named,
// when it can be read. An unreadable file gives no view (the report's
// tables are still written).
func (a *analyzeFlags) htmlView(file string) *reports.SourceView {
	if strings.HasSuffix(strings.ToLower(file), ".ll") && a.result != nil {
		for _, st := range a.result.Path {
			if p := st.Trans.Pos; p.Known() {
				for _, c := range []string{filepath.Join(filepath.Dir(file), filepath.Base(p.File)), p.File} {
					if src, err := os.ReadFile(c); err == nil {
						return sourceViewOf(c, src, a.result, a.resource)
					}
				}
				break
			}
		}
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	return sourceViewOf(file, src, a.result, a.resource)
}
