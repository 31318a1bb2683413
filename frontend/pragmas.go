package frontend

import (
	"bufio"
	"bytes"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"wcet/ts"
)

// TACLeBench-style pragmas (DESIGN, "Annotation ABI"): `_Pragma("loopbound
// min A max B")`, `_Pragma("marker m")`, `_Pragma("flowrestriction ...")`.
// clang-14 -E keeps them as `#pragma ...` lines, with line markers that
// give their source positions.

// parsePragmas extracts the pragmas of preprocessed C text.
func parsePragmas(pre []byte) []*ts.Pragma {
	var out []*ts.Pragma
	file := ""
	line := 0
	sc := bufio.NewScanner(bytes.NewReader(pre))
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for sc.Scan() {
		l := sc.Text()
		t := strings.TrimSpace(l)
		if strings.HasPrefix(t, "# ") {
			// line marker: # 12 "file.c" flags
			f := strings.Fields(t)
			if len(f) >= 3 {
				if n, err := strconv.Atoi(f[1]); err == nil {
					line = n
					file = strings.Trim(f[2], `"`)
					continue
				}
			}
		}
		if strings.HasPrefix(t, "#pragma ") {
			body := strings.TrimSpace(strings.TrimPrefix(t, "#pragma "))
			kind, rest, _ := strings.Cut(body, " ")
			switch kind {
			case "loopbound", "marker", "flowrestriction":
				pr := &ts.Pragma{Kind: kind, Text: strings.TrimSpace(rest), Pos: ts.Pos{File: filepath.Clean(file), Line: line}}
				if kind == "loopbound" {
					pr.Min, pr.Max = -1, -1
					f := strings.Fields(rest)
					for i := 0; i+1 < len(f); i += 2 {
						n, err := strconv.ParseInt(f[i+1], 10, 64)
						if err != nil {
							continue
						}
						switch f[i] {
						case "min":
							pr.Min = n
						case "max":
							pr.Max = n
						}
					}
				}
				out = append(out, pr)
			}
		}
		line++
	}
	return out
}

// attachPragmas records pragmas in p and attaches each loopbound to the
// next loop whose !llvm.loop start location follows it.
func attachPragmas(p *ts.Program, prs []*ts.Pragma) error {
	p.Pragmas = prs
	var loops []*ts.Loop
	for _, f := range p.Funcs {
		loops = append(loops, f.Loops...)
	}
	sort.SliceStable(loops, func(i, j int) bool {
		a, b := loops[i].Pos, loops[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	for _, pr := range prs {
		if pr.Kind != "loopbound" {
			continue
		}
		if pr.Min < 0 || pr.Max < 0 || pr.Min > pr.Max {
			return &Error{Kind: Malformed, Pos: pr.Pos, Msg: fmt.Sprintf("malformed loopbound pragma %q: expected `loopbound min A max B` with 0 <= A <= B", pr.Text)}
		}
		var hit *ts.Loop
		for _, l := range loops {
			if l.Bound != nil || !l.Pos.Known() || filepath.Base(l.Pos.File) != filepath.Base(pr.Pos.File) {
				continue
			}
			if l.Pos.Line >= pr.Pos.Line {
				hit = l
				break
			}
		}
		if hit == nil {
			return &Error{Kind: Input, Pos: pr.Pos, Msg: "loopbound pragma is not followed by a loop"}
		}
		hit.Bound = pr
	}
	return nil
}
