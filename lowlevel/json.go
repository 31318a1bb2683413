package lowlevel

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

// Schema is the value of the "schema" key of a JSON cost model.
const Schema = "wcet/cost/v1"

// jsonKeys are the keys a JSON cost model may hold.
var jsonKeys = []string{"schema", "note", "default", "opcodes", "per_byte", "block", "blocks", "extern"}

// LoadJSON reads a JSON cost model; name (the file's path) names it in
// errors and becomes Model.Name. The format:
//
//	{"schema": "wcet/cost/v1",
//	 "note": "any text (ignored)",
//	 "default": 1,
//	 "opcodes": {"load": 3, "call": 5, "call:printf": 300},
//	 "per_byte": 1,
//	 "block": 0,
//	 "blocks": {"f/%4": 10, "a.c:12": 5},
//	 "extern": {"printf": 300}}
//
// Only "schema" is required; the rest start from the insn model. Costs
// are non-negative integers.
//
//   - "default": the cost of an instruction whose opcode "opcodes" does not
//     list (default 1).
//   - "opcodes": cost per LLVM opcode (bare: "add", not "add.i64"). A call
//     costs "call:CALLEE" if listed, else "call", else "default". Calls to
//     llvm.dbg.*, llvm.lifetime.* and __wcet_* always cost 0 and may not be
//     listed.
//   - "per_byte": cost per byte of memcpy/memset/memmove (default 1).
//   - "block": cost charged on entry to every basic block (default 0).
//   - "blocks": extra cost charged on entry to one block, keyed by
//     "func/%block" (the function's name without '@' and the block's IR
//     name, "main/%4"), or by "file:line": every block whose first
//     instruction with a source position (phi nodes and the calls that
//     cost nothing, llvm.dbg.*, llvm.lifetime.* and __wcet_*, excluded) is
//     at that line, with file as in debug info or a suffix of it after a
//     '/' ("a.c" matches "src/a.c"). A block matching both kinds of key
//     pays both.
//   - "extern": cost of the body of each external function by name, beside
//     the call instruction's own cost.
//
// Unknown keys, wrong types and negative costs are errors naming the file.
func LoadJSON(name string, data []byte) (*Model, error) {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("cost model %s: %s", name, fmt.Sprintf(format, args...))
	}
	var top map[string]json.RawMessage
	if err := strictUnmarshal(data, &top); err != nil {
		return nil, fail("%s", jsonError(data, err))
	}
	if top == nil {
		return nil, fail("not a JSON object")
	}
	for k := range top {
		if !contains(jsonKeys, k) {
			return nil, fail("unknown key %q (allowed: %s)", k, strings.Join(jsonKeys, ", "))
		}
	}
	m := &Model{Name: name, dflt: 1, perByte: 1}
	raw, ok := top["schema"]
	if !ok {
		return nil, fail("missing \"schema\": %q", Schema)
	}
	var schema string
	if err := json.Unmarshal(raw, &schema); err != nil || schema != Schema {
		return nil, fail("\"schema\" must be %q, not %s", Schema, raw)
	}
	if raw, ok := top["note"]; ok {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, fail("\"note\" must be a string")
		}
	}
	for _, f := range []struct {
		key string
		dst *int64
	}{{"default", &m.dflt}, {"per_byte", &m.perByte}, {"block", &m.block}} {
		if raw, ok := top[f.key]; ok {
			c, err := cost(raw)
			if err != nil {
				return nil, fail("%q: %v", f.key, err)
			}
			*f.dst = c
		}
	}
	var err error
	if m.opcodes, err = costMap(top, "opcodes", checkOpcodeKey); err != nil {
		return nil, fail("%v", err)
	}
	blocks, err := costMap(top, "blocks", checkBlockKey)
	if err != nil {
		return nil, fail("%v", err)
	}
	for k, c := range blocks {
		if file, line, ok := lineKey(k); ok {
			m.lines = append(m.lines, lineCost{file: file, line: line, cost: c})
			continue
		}
		if m.blocks == nil {
			m.blocks = map[string]int64{}
		}
		i := strings.LastIndexByte(k, '/')
		m.blocks[blockKey(k[:i], k[i+1:])] += c
	}
	sort.Slice(m.lines, func(i, j int) bool {
		a, b := m.lines[i], m.lines[j]
		if a.file != b.file {
			return a.file < b.file
		}
		return a.line < b.line
	})
	if m.extern, err = costMap(top, "extern", func(k string) error {
		if k == "" {
			return errors.New("empty function name")
		}
		return nil
	}); err != nil {
		return nil, fail("%v", err)
	}
	sum := sha256.Sum256(data)
	m.sha = hex.EncodeToString(sum[:])
	return m, nil
}

// strictUnmarshal decodes one JSON value and refuses trailing data.
func strictUnmarshal(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.More() {
		return fmt.Errorf("trailing data after the JSON object at offset %d", dec.InputOffset())
	}
	var extra any
	if err := dec.Decode(&extra); err == nil {
		return fmt.Errorf("trailing data after the JSON object")
	}
	return nil
}

// jsonError renders a decoding error with a line:col when it has an offset.
func jsonError(data []byte, err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := lineCol(data, se.Offset)
		return fmt.Sprintf("malformed JSON at line %d, column %d: %v", line, col, se)
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return fmt.Sprintf("the top level must be a JSON object, not %s", te.Value)
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "empty or truncated file"
	}
	return "malformed JSON: " + err.Error()
}

func lineCol(data []byte, off int64) (line, col int) {
	line, col = 1, 1
	for i := int64(0); i < off && i < int64(len(data)); i++ {
		if data[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// cost decodes a non-negative integer cost.
func cost(raw json.RawMessage) (int64, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return 0, err
	}
	n, ok := v.(json.Number)
	if !ok {
		return 0, fmt.Errorf("must be a non-negative integer, not %s", raw)
	}
	c, err := strconv.ParseInt(n.String(), 10, 64)
	if err != nil || c < 0 {
		return 0, fmt.Errorf("must be a non-negative integer, not %s", raw)
	}
	return c, nil
}

// costMap decodes the object at top[key] into name → cost, checking each
// name with check.
func costMap(top map[string]json.RawMessage, key string, check func(string) error) (map[string]int64, error) {
	raw, ok := top[key]
	if !ok {
		return nil, nil
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(raw, &obj); err != nil || obj == nil {
		return nil, fmt.Errorf("%q must be an object of name: cost", key)
	}
	out := make(map[string]int64, len(obj))
	for k, v := range obj {
		if err := check(k); err != nil {
			return nil, fmt.Errorf("%q: key %q: %v", key, k, err)
		}
		c, err := cost(v)
		if err != nil {
			return nil, fmt.Errorf("%q: %q %v", key, k, err)
		}
		out[k] = c
	}
	return out, nil
}

func checkOpcodeKey(k string) error {
	if callee, ok := strings.CutPrefix(k, "call:"); ok {
		switch {
		case callee == "":
			return errors.New("empty callee (use \"call\" for every call)")
		case Free(callee):
			return fmt.Errorf("calls to %s always cost 0", callee)
		}
		return nil
	}
	if isOpcode[k] {
		return nil
	}
	if i := strings.IndexByte(k, '.'); i > 0 && isOpcode[k[:i]] {
		return fmt.Errorf("type suffixes are not supported in a JSON model; use %q", k[:i])
	}
	return errors.New("not an LLVM opcode (e.g. \"add\", \"load\", \"br\", \"call\", \"call:f\")")
}

func checkBlockKey(k string) error {
	if file, _, ok := lineKey(k); ok {
		if _, _, col := lineKey(file); col {
			return errors.New("a column is not allowed; use \"file:line\"")
		}
		return nil
	}
	i := strings.LastIndexByte(k, '/')
	if i <= 0 || i == len(k)-1 || k[i+1:] == "%" {
		return errors.New("not \"func/%block\" or \"file:line\"")
	}
	return nil
}

// lineKey parses "file:line".
func lineKey(k string) (file string, line int, ok bool) {
	i := strings.LastIndexByte(k, ':')
	if i <= 0 {
		return "", 0, false
	}
	n, err := strconv.Atoi(k[i+1:])
	if err != nil || n <= 0 || strings.HasPrefix(k[i+1:], "+") {
		return "", 0, false
	}
	return k[:i], n, true
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}
