package frontend

import (
	"bufio"
	"bytes"
	"fmt"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"wcet/assertions/lang"
	"wcet/facts"
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
	// pending are the loopbound pragmas whose next token is still to be
	// read (Pragma.Next).
	var pending []*ts.Pragma
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
		if len(pending) > 0 && t != "" && !strings.HasPrefix(t, "#pragma ") {
			if isLoopKeyword(t) {
				for _, pr := range pending {
					if filepath.Clean(file) == pr.Pos.File {
						pr.Next = line
					}
				}
			}
			pending = nil
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
				if kind == "loopbound" {
					pending = append(pending, pr)
				}
			}
		}
		line++
	}
	return out
}

// isLoopKeyword reports whether the line t (trimmed) starts with the
// keyword of a loop statement.
func isLoopKeyword(t string) bool {
	for _, k := range []string{"for", "while", "do"} {
		if rest, ok := strings.CutPrefix(t, k); ok && (rest == "" || !isIdentByte(rest[0])) {
			return true
		}
	}
	return false
}

func isIdentByte(b byte) bool {
	return b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9'
}

// attachPragmas records pragmas in p and attaches each loopbound to the
// next loop whose !llvm.loop start location follows it. A marker m becomes
// a Count of frequency variable m placed at the next line of its file that
// holds code (the rule of facts.Place: before the first operation of that
// line, in every function with code there); a marker followed by no code
// is an error. A flowrestriction becomes a global assertion (origin
// pragma) of the entry: an Assert before each of its returns; it must
// parse in the assertion language (TACLeBench writes `1*m1 <= 10*m2`).
func attachPragmas(p *ts.Program, prs []*ts.Pragma, entry string, o2 bool) error {
	// The pragmas of functions the entry does not reach bound nothing of
	// this task (a library file of several tasks): left out, so that they
	// neither fail for want of their loop nor claim another one. A
	// function whose code was inlined into a reached one (--opt O2) is
	// reached: some code line of the program lies in its span.
	var dead []ts.Span
	if len(p.Unreached) > 0 {
		lines := codeLines(p)
		for _, sp := range p.Unreached {
			live := false
			for _, l := range lines[filepath.Base(sp.File)] {
				if sp.From <= l && l <= sp.To {
					live = true
					break
				}
			}
			if !live {
				dead = append(dead, sp)
			}
		}
	}
	kept := prs[:0:0]
	for _, pr := range prs {
		unreached := false
		for _, sp := range dead {
			if sp.Contains(pr.Pos) {
				unreached = true
				break
			}
		}
		if !unreached {
			kept = append(kept, pr)
		}
	}
	prs = kept
	p.Pragmas = prs
	p.Optimized = o2
	if err := attachMarkers(p, prs, entry, o2); err != nil {
		return err
	}
	// The source loops: the loops of the IR grouped by start position
	// (file base name, line, column of the loop statement). Inlining,
	// unrolling, peeling and unswitching copy a loop with its !llvm.loop
	// start location (inlinedAt differs, line:col does not), so the copies
	// of one source loop share a key; a runtime-unrolling remainder loop
	// has loop metadata without a start location and takes the position
	// of its latch branch, the loop statement's (ts.Trans.LoopPos).
	type srcLoop struct {
		file      string
		line, col int
	}
	copies := map[srcLoop][]*ts.Loop{}
	var keys []srcLoop
	for _, f := range p.Funcs {
		for _, l := range f.Loops {
			if !l.Pos.Known() {
				continue
			}
			k := srcLoop{filepath.Base(l.Pos.File), l.Pos.Line, l.Pos.Col}
			if copies[k] == nil {
				keys = append(keys, k)
			}
			copies[k] = append(copies[k], l)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		a, b := keys[i], keys[j]
		if a.line != b.line {
			return a.line < b.line
		}
		if a.col != b.col {
			return a.col < b.col
		}
		return a.file < b.file
	})
	claimed := map[srcLoop]bool{}
	for _, pr := range prs {
		if pr.Kind != "loopbound" {
			continue
		}
		if pr.Min < 0 || pr.Max < 0 || pr.Min > pr.Max {
			return &Error{Kind: Malformed, Pos: pr.Pos, Msg: fmt.Sprintf("malformed loopbound pragma %q: expected `loopbound min A max B` with 0 <= A <= B", pr.Text)}
		}
		base := filepath.Base(pr.Pos.File)
		found := false
		var hit srcLoop
		if pr.Next > 0 {
			// The loop statement that follows the pragma in the source.
			for _, k := range keys {
				if k.file == base && k.line == pr.Next && !claimed[k] {
					hit, found = k, true
					break
				}
			}
			if !found && o2 {
				// The optimiser left no copy of the loop (full unrolling,
				// loop deletion, a loop turned into a library call): the
				// pragma bounds nothing; the report says so.
				pr.Removed = true
				continue
			}
		} else if o2 {
			// Without a loop statement right after the pragma, the next
			// loop of the IR may be another loop than the one meant (the
			// optimiser may have removed that one).
			return &Error{Kind: Input, Pos: pr.Pos, Msg: "loopbound pragma is not followed by a loop statement (for, while, do); under --opt O2 the pragma must stand right before its loop"}
		}
		if !found {
			for _, k := range keys {
				if k.file == base && k.line >= pr.Pos.Line && !claimed[k] {
					hit, found = k, true
					break
				}
			}
		}
		if !found {
			return &Error{Kind: Input, Pos: pr.Pos, Msg: "loopbound pragma is not followed by a loop"}
		}
		claimed[hit] = true
		for _, l := range copies[hit] {
			l.Bound = pr
		}
	}
	return nil
}

// attachMarkers places the markers and flow restrictions of prs (see
// attachPragmas).
func attachMarkers(p *ts.Program, prs []*ts.Pragma, entry string, o2 bool) error {
	var lines map[string][]int // code lines per file, sorted
	var counted map[string]bool
	for _, pr := range prs {
		switch pr.Kind {
		case "marker":
			name := strings.TrimSpace(pr.Text)
			if !isIdent(name) {
				return &Error{Kind: Malformed, Pos: pr.Pos, Msg: fmt.Sprintf("malformed marker pragma %q: expected `marker NAME`", pr.Text)}
			}
			if o2 {
				// The marker is a __wcet_count call in the code already
				// (markers.go), with a copy in every copy of its code.
				// None left: O2 deleted the code it marks, which never
				// runs; the report says so (Pragma.Removed).
				if counted == nil {
					counted = countNames(p)
				}
				pr.Removed = !counted[name]
				continue
			}
			if lines == nil {
				lines = codeLines(p)
			}
			line := 0
			for _, l := range lines[filepath.Base(pr.Pos.File)] {
				if l >= pr.Pos.Line {
					line = l
					break
				}
			}
			if line == 0 || facts.Place(p, facts.At{File: pr.Pos.File, Line: line}, &ts.Count{Name: name}) == 0 {
				return &Error{Kind: Input, Pos: pr.Pos, Msg: fmt.Sprintf("marker pragma %q is not followed by code", name)}
			}
		case "flowrestriction":
			if _, err := lang.Parse(pr.Text); err != nil {
				return &Error{Kind: Malformed, Pos: pr.Pos, Msg: fmt.Sprintf("malformed flowrestriction pragma %q: %v", pr.Text, err)}
			}
			f := p.ByName[entry]
			if f == nil {
				continue // no entry to check it at; the analysis refuses the entry
			}
			for _, t := range f.Trans {
				for i := 0; i < len(t.Ops); i++ {
					if _, ok := t.Ops[i].(*ts.Ret); ok {
						a := &ts.Assert{OpBase: ts.OpBase{At: pr.Pos}, Text: pr.Text, Origin: "pragma"}
						t.Ops = append(t.Ops[:i:i], append([]ts.Op{a}, t.Ops[i:]...)...)
						i++
					}
				}
			}
		}
	}
	return nil
}

// countNames are the frequency variables some Count op of p counts.
func countNames(p *ts.Program) map[string]bool {
	out := map[string]bool{}
	p.EachOp(func(_ *ts.Func, _ *ts.Trans, op ts.Op) {
		if c, ok := op.(*ts.Count); ok {
			out[c.Name] = true
		}
	})
	return out
}

// codeLines are the source lines holding an operation, per file base
// name, sorted.
func codeLines(p *ts.Program) map[string][]int {
	seen := map[string]map[int]bool{}
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				at := ts.PosOf(op)
				if !at.Known() {
					continue
				}
				b := filepath.Base(at.File)
				if seen[b] == nil {
					seen[b] = map[int]bool{}
				}
				seen[b][at.Line] = true
			}
		}
	}
	out := map[string][]int{}
	for b, ls := range seen {
		for l := range ls {
			out[b] = append(out[b], l)
		}
		sort.Ints(out[b])
	}
	return out
}

func isIdent(s string) bool {
	for i, r := range s {
		switch {
		case r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
		case i > 0 && r >= '0' && r <= '9':
		default:
			return false
		}
	}
	return s != ""
}
