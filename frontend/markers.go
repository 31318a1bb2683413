package frontend

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"wcet/ts"
)

// Markers under --opt O2 (doc.go, "Annotations under --opt O2"). The
// default pipeline places a marker by line (attachMarkers), which O2's
// copies and merges of a line's code would defeat. Under O2 the marker
// becomes code before the optimiser sees it: each `#pragma marker m`
// line of the preprocessed text is replaced, on the same line, by the
// call `__wcet_count("m");` of the annotation ABI (WCET_COUNT(m)), and
// the rewritten text is compiled instead of the file. The call is opaque
// to the optimiser (an external function with side effects), so every
// copy of the marked code that inlining, unrolling or unswitching makes
// holds a copy of it, no pass moves code across it, and O2 can only
// delete it together with code that never runs. A flow restriction over
// markers then counts every copy.
//
// The call stands where the pragma stood, right before the line the
// marker counts — the default pipeline's "before the first operation of
// the next line holding code" wherever the pragma stands between two
// statements. Where it does not (after `if (c)`, `else`, a loop header
// without braces) a statement inserted there would change the program;
// such a marker is refused with its position.

// markerDecl declares the count function for sources that do not include
// wcet.h; it precedes the first line marker, so no position moves.
const markerDecl = "void __wcet_count(const char *);\n"

// markerCalls rewrites the marker pragmas of preprocessed text pre into
// __wcet_count calls (see above). n is the number of markers rewritten;
// the error is a marker that does not stand between statements, or a
// malformed one.
func markerCalls(pre []byte) (out []byte, n int, err error) {
	lines := bytes.SplitAfter(pre, []byte("\n"))
	file, line := "", 0
	prev := "" // the last line holding code (trimmed), across line markers and pragmas
	var b bytes.Buffer
	b.Grow(len(pre) + len(markerDecl))
	b.WriteString(markerDecl)
	for _, raw := range lines {
		t := strings.TrimSpace(string(raw))
		if strings.HasPrefix(t, "# ") {
			f := strings.Fields(t)
			if len(f) >= 3 {
				if k, e := parseLine(f[1]); e == nil {
					line, file = k, strings.Trim(f[2], `"`)
					b.Write(raw)
					continue
				}
			}
		}
		if body, ok := strings.CutPrefix(t, "#pragma "); ok {
			kind, rest, _ := strings.Cut(strings.TrimSpace(body), " ")
			if kind == "marker" {
				name := strings.TrimSpace(rest)
				at := ts.Pos{File: filepath.Clean(file), Line: line}
				if !isIdent(name) {
					return nil, 0, &Error{Kind: Malformed, Pos: at, Msg: fmt.Sprintf("malformed marker pragma %q: expected `marker NAME`", rest)}
				}
				if !betweenStatements(prev) {
					return nil, 0, &Error{Kind: Refused, Pos: at, Msg: fmt.Sprintf("marker pragma %q after %q is not supported under --opt O2: it must stand between two statements (after `;`, `{`, `}` or a label), where its count call can go; add braces, or use WCET_COUNT(%s)", name, lastWords(prev), name)}
				}
				b.WriteString(fmt.Sprintf("__wcet_count(%q);", name))
				if bytes.HasSuffix(raw, []byte("\n")) {
					b.WriteByte('\n')
				}
				n++
				line++
				continue
			}
		} else if t != "" && !strings.HasPrefix(t, "#") {
			prev = t
		}
		b.Write(raw)
		line++
	}
	return b.Bytes(), n, nil
}

// betweenStatements: code whose last line is prev (trimmed) ends at a
// statement boundary inside a function: a statement, a block's opening
// or closing brace, or a label (case x:, default:, name:).
func betweenStatements(prev string) bool {
	if i := strings.Index(prev, "//"); i >= 0 {
		prev = strings.TrimSpace(prev[:i])
	}
	if prev == "" {
		return false
	}
	switch prev[len(prev)-1] {
	case ';', '{', '}', ':':
		return true
	}
	return false
}

// lastWords is the end of a line of code, for a message.
func lastWords(s string) string {
	if len(s) > 24 {
		return "…" + s[len(s)-24:]
	}
	return s
}

func parseLine(s string) (int, error) {
	var k int
	_, err := fmt.Sscanf(s, "%d", &k)
	return k, err
}

// compileMarked compiles the C file cfile under O2 with its markers made
// calls (markerCalls); ok is false when the file has no marker, so that
// the caller compiles it as usual. The rewritten text is compiled as
// preprocessed input under cfile's base name in a directory of its own,
// so that the debug information names the same file as a compile of
// cfile itself.
func compileMarked(cfile string, opt Options) (ll []byte, ok bool, err error) {
	pre, err := Preprocess(cfile, opt)
	if err != nil {
		return nil, false, err
	}
	if !bytes.Contains(pre, []byte("#pragma marker")) {
		return nil, false, nil
	}
	text, n, err := markerCalls(pre)
	if err != nil || n == 0 {
		return nil, false, err
	}
	dir, err := os.MkdirTemp("", "wcet-marked-")
	if err != nil {
		return nil, false, errorf(Tool, ts.Pos{}, "%v", err)
	}
	defer os.RemoveAll(dir)
	tmp := filepath.Join(dir, filepath.Base(cfile))
	if err := os.WriteFile(tmp, text, 0o644); err != nil {
		return nil, false, errorf(Tool, ts.Pos{}, "%v", err)
	}
	ll, err = compileWith(tmp, opt, "-x", "cpp-output")
	return ll, true, err
}
