package reports

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math/big"
	"slices"
	"strconv"
	"unicode/utf8"
)

// WriteJSON writes r as one indented JSON object and a newline. It refuses
// a report that breaks the contract (see Report.Validate), before writing
// anything. The output depends only on r: keys stand in struct order, map
// keys sorted, and "<", ">", "&" are written as is (assertions such as
// "c <= 4" stay readable).
//
// The bytes are those of encoding/json's Encoder with SetIndent("", "  ")
// and SetEscapeHTML(false) on r (TestWriteJSONMatchesEncoder checks it on
// random reports), but WriteJSON streams them through a bufio.Writer,
// element by element: the witness path of a long run has millions of
// blocks, and marshalling it whole then re-indenting the buffer cost
// several times the analysis in time and memory.
func WriteJSON(w io.Writer, r *Report) error {
	if err := r.Validate(); err != nil {
		return fmt.Errorf("cannot write the JSON report: %w", err)
	}
	e := &jsonWriter{w: bufio.NewWriterSize(w, 64<<10)}
	e.report(r)
	e.b = append(e.b, '\n')
	e.flush()
	if e.err == nil {
		e.err = e.w.Flush()
	}
	return e.err
}

// jsonWriter writes JSON in the layout of encoding/json's indenting
// encoder. It appends to b and hands b to w whenever it is longer than
// jsonChunk, so that memory stays flat whatever the length of the lists.
// The first write error is kept in err; later writes are dropped.
type jsonWriter struct {
	w   *bufio.Writer
	b   []byte
	err error
}

const jsonChunk = 32 << 10

func (e *jsonWriter) flush() {
	if e.err == nil && len(e.b) > 0 {
		_, e.err = e.w.Write(e.b)
	}
	e.b = e.b[:0]
}

func (e *jsonWriter) maybeFlush() {
	if len(e.b) >= jsonChunk {
		e.flush()
	}
}

// newline starts a line indented depth levels.
func (e *jsonWriter) newline(depth int) {
	e.b = append(e.b, '\n')
	for range depth {
		e.b = append(e.b, ' ', ' ')
	}
}

// key starts the member name of an object at depth (the depth of the
// object's members): a separator from the previous member (none when
// first), the indentation, the quoted name and ": ".
func (e *jsonWriter) key(depth int, first bool, name string) {
	if !first {
		e.b = append(e.b, ',')
	}
	e.newline(depth)
	e.b = appendJSONString(e.b, name)
	e.b = append(e.b, ':', ' ')
}

// end closes an object or array whose members stand at depth+1 and of
// which there was at least one.
func (e *jsonWriter) end(depth int, c byte) {
	e.newline(depth)
	e.b = append(e.b, c)
}

func (e *jsonWriter) str(s string)   { e.b = appendJSONString(e.b, s) }
func (e *jsonWriter) num(v int64)    { e.b = strconv.AppendInt(e.b, v, 10) }
func (e *jsonWriter) boolean(v bool) { e.b = strconv.AppendBool(e.b, v) }
func (e *jsonWriter) bigInt(v *big.Int) {
	if v == nil {
		e.b = append(e.b, "null"...)
		return
	}
	e.b = v.Append(e.b, 10)
}

// list writes a JSON array of n elements whose members stand at depth+1,
// elem writing element i; [] when n is 0.
func (e *jsonWriter) list(depth, n int, elem func(i, depth int)) {
	if n == 0 {
		e.b = append(e.b, '[', ']')
		return
	}
	e.b = append(e.b, '[')
	for i := range n {
		if i > 0 {
			e.b = append(e.b, ',')
		}
		e.newline(depth + 1)
		elem(i, depth+1)
		e.maybeFlush()
	}
	e.end(depth, ']')
}

// strMap writes m as an object with sorted keys ({} when empty), as
// encoding/json does.
func (e *jsonWriter) strMap(depth int, m map[string]string) {
	if len(m) == 0 {
		e.b = append(e.b, '{', '}')
		return
	}
	e.b = append(e.b, '{')
	for i, k := range slices.Sorted(maps.Keys(m)) {
		e.key(depth+1, i == 0, k)
		e.str(m[k])
	}
	e.end(depth, '}')
}

func (e *jsonWriter) report(r *Report) {
	const d = 1 // depth of the report's members
	e.b = append(e.b, '{')
	e.key(d, true, "schema")
	e.str(r.Schema)
	e.key(d, false, "status")
	e.str(r.Status)
	e.key(d, false, "errors")
	e.list(d, len(r.Errors), func(i, depth int) { e.errorItem(depth, &r.Errors[i]) })
	e.key(d, false, "entry")
	e.str(r.Entry)
	e.key(d, false, "method")
	e.str(r.Method)
	e.key(d, false, "resource")
	e.str(r.Resource)
	e.key(d, false, "bound")
	e.bigInt(r.Bound)
	e.key(d, false, "exact")
	e.boolean(r.Exact)
	e.key(d, false, "stats")
	e.stats(d, &r.Stats)
	e.key(d, false, "loops")
	e.list(d, len(r.Loops), func(i, depth int) { e.loop(depth, &r.Loops[i]) })
	e.key(d, false, "witness")
	if r.Witness == nil {
		e.b = append(e.b, "null"...)
	} else {
		e.witness(d, r.Witness)
	}
	e.key(d, false, "annotations")
	e.list(d, len(r.Annotations), func(i, depth int) { e.annotation(depth, &r.Annotations[i]) })
	e.key(d, false, "assumptions")
	e.list(d, len(r.Assumptions), func(i, _ int) { e.str(r.Assumptions[i]) })
	if len(r.Warnings) > 0 {
		e.key(d, false, "warnings")
		e.list(d, len(r.Warnings), func(i, _ int) { e.str(r.Warnings[i]) })
	}
	if a := r.Anytime; a != nil {
		e.key(d, false, "anytime")
		e.strPair(d, "method", a.Method, "reason", a.Reason)
	}
	if c := r.CallGraph; c != nil {
		e.key(d, false, "call_graph")
		e.b = append(e.b, '{')
		e.key(d+1, true, "bound")
		if c.Bound == nil {
			e.b = append(e.b, "null"...)
		} else {
			e.bigInt(c.Bound)
		}
		if c.Why != "" {
			e.key(d+1, false, "why")
			e.str(c.Why)
		}
		e.end(d, '}')
	}
	if x := r.Interrupts; x != nil {
		e.key(d, false, "interrupts")
		e.interrupts(d, x)
	}
	e.breakdown(d, r)
	p := &r.Provenance
	for _, kv := range [...]struct{ k, v string }{
		{"tool_version", p.ToolVersion},
		{"commit", p.Commit},
		{"input", p.Input},
		{"input_sha256", p.InputSHA256},
		{"compiler", p.Compiler},
		{"cflags", p.CFlags},
		{"target_triple", p.TargetTriple},
		{"data_layout", p.DataLayout},
		{"cost_model", p.CostModel},
		{"cost_model_sha256", p.CostModelSHA256},
	} {
		e.key(d, false, kv.k)
		e.str(kv.v)
		if kv.k == "target_triple" && p.Target != "" {
			e.key(d, false, "target")
			e.str(p.Target)
		}
	}
	if len(p.InputFiles) > 0 {
		e.key(d, false, "input_files")
		e.list(d, len(p.InputFiles), func(i, depth int) {
			e.strPair(depth, "path", p.InputFiles[i].Path, "sha256", p.InputFiles[i].SHA256)
		})
	}
	if len(p.Options) > 0 {
		e.key(d, false, "options")
		e.list(d, len(p.Options), func(i, _ int) { e.str(p.Options[i]) })
	}
	e.end(0, '}')
}

// The methods below write one value whose opening brace is already
// placed; depth is the depth of that value, its members stand at depth+1.

func (e *jsonWriter) stats(depth int, s *Stats) {
	d := depth + 1
	e.b = append(e.b, '{')
	e.key(d, true, "states")
	e.num(s.States)
	e.key(d, false, "reuses")
	e.num(s.Reuses)
	e.key(d, false, "lossy")
	e.num(s.Lossy)
	e.key(d, false, "time_ms")
	e.num(s.TimeMS)
	e.key(d, false, "infeasible")
	e.num(s.Infeasible)
	e.key(d, false, "merges")
	e.num(s.Merges)
	e.key(d, false, "sampled_runs")
	e.num(s.SampledRuns)
	e.end(depth, '}')
}

func (e *jsonWriter) errorItem(depth int, x *Error) {
	d := depth + 1
	e.b = append(e.b, '{')
	e.key(d, true, "kind")
	e.str(x.Kind)
	e.key(d, false, "file")
	e.str(x.File)
	e.key(d, false, "line")
	e.num(int64(x.Line))
	e.key(d, false, "col")
	e.num(int64(x.Col))
	e.key(d, false, "message")
	e.str(x.Message)
	e.end(depth, '}')
}

func (e *jsonWriter) loop(depth int, l *Loop) {
	d := depth + 1
	e.b = append(e.b, '{')
	e.key(d, true, "function")
	e.str(l.Function)
	e.key(d, false, "file")
	e.str(l.File)
	e.key(d, false, "line")
	e.num(int64(l.Line))
	e.key(d, false, "col")
	e.num(int64(l.Col))
	e.key(d, false, "context")
	e.str(l.Context)
	e.key(d, false, "max_iterations")
	e.num(l.MaxIterations)
	e.key(d, false, "total_iterations")
	e.num(l.TotalIterations)
	e.key(d, false, "source")
	e.str(l.Source)
	if l.Origin != "" {
		e.key(d, false, "origin")
		e.str(l.Origin)
	}
	e.end(depth, '}')
}

func (e *jsonWriter) witness(depth int, w *Witness) {
	d := depth + 1
	e.b = append(e.b, '{')
	e.key(d, true, "path")
	e.list(d, len(w.Path), func(i, depth int) { e.block(depth, &w.Path[i]) })
	e.key(d, false, "inputs")
	e.inputs(d, &w.Inputs)
	e.end(depth, '}')
}

func (e *jsonWriter) block(depth int, b *Block) {
	d := depth + 1
	e.b = append(e.b, '{')
	if b.Repeat > 0 {
		e.key(d, true, "repeat")
		e.num(int64(b.Repeat))
		e.key(d, false, "path")
		e.list(d, len(b.Path), func(i, depth int) { e.block(depth, &b.Path[i]) })
		e.end(depth, '}')
		return
	}
	e.key(d, true, "function")
	e.str(b.Function)
	e.key(d, false, "block")
	e.str(b.Block)
	e.key(d, false, "file")
	e.str(b.File)
	e.key(d, false, "line")
	e.num(int64(b.Line))
	e.key(d, false, "col")
	e.num(int64(b.Col))
	e.end(depth, '}')
}

func (e *jsonWriter) inputs(depth int, in *Inputs) {
	d := depth + 1
	e.b = append(e.b, '{')
	e.key(d, true, "args")
	e.strMap(d, in.Args)
	e.key(d, false, "globals")
	e.strMap(d, in.Globals)
	e.key(d, false, "nondet")
	e.list(d, len(in.Nondet), func(i, _ int) { e.bigInt(in.Nondet[i]) })
	e.end(depth, '}')
}

func (e *jsonWriter) annotation(depth int, a *Annotation) {
	d := depth + 1
	e.b = append(e.b, '{')
	e.key(d, true, "kind")
	e.str(a.Kind)
	e.key(d, false, "text")
	e.str(a.Text)
	e.key(d, false, "origin")
	e.str(a.Origin)
	e.key(d, false, "file")
	e.str(a.File)
	e.key(d, false, "line")
	e.num(int64(a.Line))
	e.key(d, false, "verdict")
	e.str(a.Verdict)
	if a.Violation != nil { // omitempty
		e.key(d, false, "violation")
		e.inputs(d, a.Violation)
	}
	e.end(depth, '}')
}

// appendJSONString appends s quoted as encoding/json quotes a string
// without HTML escaping: \" \\ \b \f \n \r \t, \u00XX for the other
// control characters, \ufffd for each byte of invalid UTF-8, and \u2028
// and \u2029 escaped.
func appendJSONString(dst []byte, s string) []byte {
	const hex = "0123456789abcdef"
	dst = append(dst, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' {
				i++
				continue
			}
			dst = append(dst, s[start:i]...)
			switch c {
			case '\\', '"':
				dst = append(dst, '\\', c)
			case '\b':
				dst = append(dst, '\\', 'b')
			case '\f':
				dst = append(dst, '\\', 'f')
			case '\n':
				dst = append(dst, '\\', 'n')
			case '\r':
				dst = append(dst, '\\', 'r')
			case '\t':
				dst = append(dst, '\\', 't')
			default:
				dst = append(dst, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			dst = append(dst, s[start:i]...)
			dst = append(dst, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			dst = append(dst, s[start:i]...)
			dst = append(dst, '\\', 'u', '2', '0', '2', hex[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	dst = append(dst, s[start:]...)
	return append(dst, '"')
}

// ReadJSON reads a report written by WriteJSON (wcet analyze --format
// json). It refuses a document whose schema is not "wcet/report/v1", and
// one that breaks the contract; unknown keys are ignored, so that reports
// of later versions of the same schema still read. Lists and maps absent
// or null in the document come back empty, not nil.
func ReadJSON(rd io.Reader) (*Report, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, fmt.Errorf("cannot read the report: %w", err)
	}
	var head struct {
		Schema *string `json:"schema"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("not a wcet report (want a JSON object with schema %q): %v", Schema, err)
	}
	switch {
	case head.Schema == nil:
		return nil, fmt.Errorf("not a wcet report: no schema key (want %q, as written by 'wcet analyze --format json')", Schema)
	case *head.Schema != Schema:
		return nil, fmt.Errorf("schema %q is not a wcet analysis report: want %q, as written by 'wcet analyze --format json'", *head.Schema, Schema)
	}
	r := new(Report)
	if err := json.Unmarshal(data, r); err != nil {
		return nil, fmt.Errorf("malformed %s report: %v", Schema, err)
	}
	r.normalize()
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("invalid %s report: %w", Schema, err)
	}
	return r, nil
}

// The MarshalJSON methods write empty lists and maps as [] and {}, never
// null (the contract), whoever marshals the value. They have value
// receivers and normalize a copy: marshalling never changes the report.

type (
	plainReport  Report
	plainWitness Witness
	plainInputs  Inputs
)

// MarshalJSON marshals r with its nil lists as [].
func (r Report) MarshalJSON() ([]byte, error) {
	if r.Errors == nil {
		r.Errors = []Error{}
	}
	if r.Loops == nil {
		r.Loops = []Loop{}
	}
	if r.Annotations == nil {
		r.Annotations = []Annotation{}
	}
	if r.Assumptions == nil {
		r.Assumptions = []string{}
	}
	return marshal(plainReport(r))
}

// MarshalJSON marshals w with a nil path as [].
func (w Witness) MarshalJSON() ([]byte, error) {
	if w.Path == nil {
		w.Path = []Block{}
	}
	return marshal(plainWitness(w))
}

// plainBlock is a block of the path; repeatBlock a repetition.
type (
	plainBlock struct {
		Function string `json:"function"`
		Block    string `json:"block"`
		File     string `json:"file"`
		Line     int    `json:"line"`
		Col      int    `json:"col"`
	}
	repeatBlock struct {
		Repeat int     `json:"repeat"`
		Path   []Block `json:"path"`
	}
)

// MarshalJSON marshals b as a block or, when b.Repeat > 0, as a
// repetition {"repeat", "path"}.
func (b Block) MarshalJSON() ([]byte, error) {
	if b.Repeat > 0 {
		if b.Path == nil {
			b.Path = []Block{}
		}
		return marshal(repeatBlock{b.Repeat, b.Path})
	}
	return marshal(plainBlock{b.Function, b.Block, b.File, b.Line, b.Col})
}

// UnmarshalJSON reads a block or a repetition.
func (b *Block) UnmarshalJSON(data []byte) error {
	var v struct {
		plainBlock
		Repeat int     `json:"repeat"`
		Path   []Block `json:"path"`
	}
	if err := json.Unmarshal(data, &v); err != nil {
		return err
	}
	*b = Block{Function: v.Function, Block: v.plainBlock.Block, File: v.File, Line: v.Line, Col: v.Col, Repeat: v.Repeat, Path: v.Path}
	return nil
}

// MarshalJSON marshals in with nil maps as {} and a nil nondet as [].
func (in Inputs) MarshalJSON() ([]byte, error) {
	if in.Args == nil {
		in.Args = map[string]string{}
	}
	if in.Globals == nil {
		in.Globals = map[string]string{}
	}
	if in.Nondet == nil {
		in.Nondet = []*big.Int{}
	}
	return marshal(plainInputs(in))
}

// marshal is json.Marshal without HTML escaping (the encoder that calls a
// MarshalJSON method does not undo it).
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}

// strPair writes an object of two string members at depth d.
func (e *jsonWriter) strPair(d int, k1, v1, k2, v2 string) {
	e.b = append(e.b, '{')
	e.key(d+1, true, k1)
	e.str(v1)
	e.key(d+1, false, k2)
	e.str(v2)
	e.end(d, '}')
}
