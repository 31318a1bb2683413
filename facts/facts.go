// Package facts reads flow-fact files (`wcet analyze --facts FILE`,
// DESIGN "The facts file") and applies them to a transition system, and
// writes the template of the loops an analysis could not bound
// (`--facts-template FILE`).
//
// A facts file is JSON with schema "wcet/facts/v1":
//
//	{"schema": "wcet/facts/v1", "facts": [
//	  {"at": "src/a.c:12:3", "loopbound": {"min": 0, "max": 10}},
//	  {"at": "src/a.c:20",   "count": "c"},
//	  {"at": "src/a.c:25",   "assert": "c <= 4"},
//	  {"function": "fib",    "recursion": {"max": 12}},
//	  {"extern": "printf",   "cost": 300},
//	  {"assume": "n <= 100"},
//	  {"interrupt": "uart_isr", "priority": 2}
//	]}
//
// Every error is one line naming the file and the entry (facts[i], the
// index from 0) and, for a positional fact, its `at`.
package facts

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"wcet/assertions/lang"
)

// Schema is the schema of a facts file.
const Schema = "wcet/facts/v1"

// Kinds of fact.
const (
	KindLoopBound = "loopbound"
	KindCount     = "count"
	KindAssert    = "assert"
	KindRecursion = "recursion"
	KindExtern    = "extern"
	KindAssume    = "assume"
	KindInterrupt = "interrupt"
)

// At is a source position of a fact: file:line or file:line:col.
type At struct {
	File      string
	Line, Col int // Col is 0 when not given
}

func (a At) String() string {
	if a.Col > 0 {
		return fmt.Sprintf("%s:%d:%d", a.File, a.Line, a.Col)
	}
	return fmt.Sprintf("%s:%d", a.File, a.Line)
}

// Fact is one entry of a facts file.
type Fact struct {
	Index int    // position in facts[], from 0
	Kind  string // one of the Kind constants
	// At is the position of loopbound, count and assert facts.
	At At
	// AtText is `at` as written.
	AtText string
	// Min and Max of a loopbound (Min 0 when absent); Max of a recursion.
	Min, Max int64
	// Name is the frequency variable (count), the function (recursion),
	// the external function (extern) or the interrupt handler
	// (interrupt).
	Name string
	// Text is the assertion or the assumption.
	Text string
	// Cost of an extern fact.
	Cost int64
	// Priority of an interrupt fact (Name is the handler): a
	// non-negative integer, larger is more urgent; handlers of the same
	// priority cannot preempt each other.
	Priority int64
}

// File is a parsed facts file.
type File struct {
	// Path is the file as given; Origin is "facts:" + Path, the origin of
	// its facts in a report.
	Path  string
	Facts []*Fact
}

// Origin is the report origin of the file's facts.
func (f *File) Origin() string { return "facts:" + f.Path }

// Where names fact i of the file for messages: FILE: facts[i] (at ...).
func (f *File) Where(x *Fact) string {
	s := fmt.Sprintf("%s: facts[%d]", f.Path, x.Index)
	if x.AtText != "" {
		s += fmt.Sprintf(" (at %s)", x.AtText)
	}
	return s
}

// Load reads and parses the facts file at path.
func Load(path string) (*File, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, fmt.Errorf("%s: cannot read the facts file: %v", path, err)
	}
	return Parse(path, b)
}

// Parse parses the text of a facts file named name.
func Parse(name string, data []byte) (*File, error) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		return nil, fmt.Errorf("%s: %s", name, jsonError(data, err))
	}
	if top == nil {
		return nil, fmt.Errorf("%s: not a facts file: want a JSON object {\"schema\": %q, \"facts\": [...]}", name, Schema)
	}
	for k := range top {
		if k != "schema" && k != "facts" {
			return nil, fmt.Errorf("%s: unknown key %q (want schema and facts)", name, k)
		}
	}
	var schema string
	if raw, ok := top["schema"]; !ok || json.Unmarshal(raw, &schema) != nil {
		return nil, fmt.Errorf("%s: missing or non-string \"schema\" (want %q)", name, Schema)
	}
	if schema != Schema {
		return nil, fmt.Errorf("%s: unknown schema %q (want %q)", name, schema, Schema)
	}
	var raws []json.RawMessage
	if raw, ok := top["facts"]; !ok || json.Unmarshal(raw, &raws) != nil {
		return nil, fmt.Errorf("%s: missing \"facts\" or not a list", name)
	}
	f := &File{Path: name}
	for i, raw := range raws {
		x, err := parseFact(raw)
		if err != nil {
			var at struct {
				At string `json:"at"`
			}
			where := fmt.Sprintf("%s: facts[%d]", name, i)
			if json.Unmarshal(raw, &at) == nil && at.At != "" {
				where += fmt.Sprintf(" (at %s)", at.At)
			}
			return nil, fmt.Errorf("%s: %v", where, err)
		}
		x.Index = i
		f.Facts = append(f.Facts, x)
	}
	handlers := map[string]int{}
	for _, x := range f.Facts {
		if x.Kind != KindInterrupt {
			continue
		}
		if j, ok := handlers[x.Name]; ok {
			return nil, fmt.Errorf("%s: facts[%d]: interrupt handler %s is already named by facts[%d]: one priority per handler", name, x.Index, x.Name, j)
		}
		handlers[x.Name] = x.Index
	}
	return f, nil
}

// jsonError renders a JSON decoding error with the line of its offset.
func jsonError(data []byte, err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	off := int64(-1)
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 {
		return "invalid JSON: " + err.Error()
	}
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return fmt.Sprintf("line %d: invalid JSON: %v", line, err)
}

// keys allowed beside each kind's own keys.
var allowed = map[string][]string{
	KindLoopBound: {"at", "loopbound", "note", "function"},
	KindCount:     {"at", "count", "note", "function"},
	KindAssert:    {"at", "assert", "note", "function"},
	KindRecursion: {"function", "recursion", "note"},
	KindExtern:    {"extern", "cost", "note"},
	KindAssume:    {"assume", "note"},
	KindInterrupt: {"interrupt", "priority", "note"},
}

func parseFact(raw json.RawMessage) (*Fact, error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		return nil, errors.New("not a JSON object")
	}
	var kinds []string
	for _, k := range []string{KindLoopBound, KindCount, KindAssert, KindRecursion, KindExtern, KindAssume, KindInterrupt} {
		if _, ok := m[k]; ok {
			kinds = append(kinds, k)
		}
	}
	if len(kinds) != 1 {
		var keys []string
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		if len(kinds) == 0 {
			return nil, fmt.Errorf("no fact kind among the keys %s (want one of loopbound, count, assert, recursion, extern, assume, interrupt)", strings.Join(keys, ", "))
		}
		return nil, fmt.Errorf("more than one fact kind (%s): write one fact per entry", strings.Join(kinds, ", "))
	}
	x := &Fact{Kind: kinds[0]}
	ok := map[string]bool{}
	for _, k := range allowed[x.Kind] {
		ok[k] = true
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if !ok[k] {
			article := "a"
			if strings.ContainsRune("aeiou", rune(x.Kind[0])) {
				article = "an"
			}
			return nil, fmt.Errorf("unknown key %q in %s %s fact (allowed: %s)", k, article, x.Kind, strings.Join(allowed[x.Kind], ", "))
		}
	}
	str := func(k string) (string, error) {
		var s string
		if err := json.Unmarshal(m[k], &s); err != nil || strings.TrimSpace(s) == "" {
			return "", fmt.Errorf("%q must be a non-empty string", k)
		}
		return strings.TrimSpace(s), nil
	}
	if _, has := m["note"]; has {
		var s string
		if err := json.Unmarshal(m["note"], &s); err != nil {
			return nil, errors.New(`"note" must be a string`)
		}
	}
	if ok["at"] {
		if _, has := m["at"]; !has {
			return nil, fmt.Errorf("a %s fact needs \"at\": \"file:line\" or \"file:line:col\"", x.Kind)
		}
		s, err := str("at")
		if err != nil {
			return nil, err
		}
		x.AtText = s
		if x.At, err = ParseAt(s); err != nil {
			return nil, err
		}
		if _, has := m["function"]; has {
			if _, err := str("function"); err != nil {
				return nil, err
			}
		}
	}
	var err error
	switch x.Kind {
	case KindLoopBound:
		x.Min, x.Max, err = bounds(m["loopbound"], true)
		if err != nil {
			return nil, fmt.Errorf("loopbound: %v", err)
		}
	case KindRecursion:
		if x.Name, err = str("function"); err != nil {
			return nil, err
		}
		_, x.Max, err = bounds(m["recursion"], false)
		if err != nil {
			return nil, fmt.Errorf("recursion: %v", err)
		}
		if x.Max < 1 {
			return nil, errors.New("recursion: \"max\" must be at least 1 (the number of activations of the function at once)")
		}
	case KindCount:
		if x.Name, err = str("count"); err != nil {
			return nil, err
		}
		if !isIdent(x.Name) {
			return nil, fmt.Errorf("count %q: a frequency variable is an identifier", x.Name)
		}
	case KindAssert:
		if x.Text, err = str("assert"); err != nil {
			return nil, err
		}
		if _, err := lang.Parse(x.Text); err != nil {
			return nil, fmt.Errorf("assert %q: %v", x.Text, err)
		}
	case KindExtern:
		if x.Name, err = str("extern"); err != nil {
			return nil, err
		}
		if _, has := m["cost"]; !has {
			return nil, errors.New("an extern fact needs \"cost\": a non-negative integer")
		}
		if err := json.Unmarshal(m["cost"], &x.Cost); err != nil || x.Cost < 0 {
			return nil, errors.New("\"cost\" must be a non-negative integer")
		}
	case KindAssume:
		if x.Text, err = str("assume"); err != nil {
			return nil, err
		}
	case KindInterrupt:
		if x.Name, err = str("interrupt"); err != nil {
			return nil, err
		}
		if _, has := m["priority"]; !has {
			return nil, fmt.Errorf("interrupt %s needs \"priority\": a non-negative integer (larger is more urgent)", x.Name)
		}
		if err := json.Unmarshal(m["priority"], &x.Priority); err != nil || x.Priority < 0 {
			return nil, fmt.Errorf("interrupt %s: \"priority\" must be a non-negative integer (larger is more urgent), not %s", x.Name, bytes.TrimSpace(m["priority"]))
		}
	}
	return x, nil
}

// nullMax is the error of a loopbound whose max is null (an unfilled
// template entry); Apply and Parse report it with the fact's place.
var errNullMax = errors.New(`"max" is null: fill in the most body executions per entry of the loop (an unfilled template entry)`)

// bounds reads {"min": A, "max": B}; min only where withMin.
func bounds(raw json.RawMessage, withMin bool) (lo, hi int64, err error) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil || m == nil {
		if withMin {
			return 0, 0, errors.New(`want {"min": A, "max": B}`)
		}
		return 0, 0, errors.New(`want {"max": B}`)
	}
	for k := range m {
		if k != "max" && (k != "min" || !withMin) {
			return 0, 0, fmt.Errorf("unknown key %q", k)
		}
	}
	rawMax, ok := m["max"]
	if !ok {
		return 0, 0, errors.New(`missing "max"`)
	}
	if string(bytes.TrimSpace(rawMax)) == "null" {
		return 0, 0, errNullMax
	}
	if err := json.Unmarshal(rawMax, &hi); err != nil || hi < 0 {
		return 0, 0, errors.New(`"max" must be a non-negative integer`)
	}
	if rawMin, ok := m["min"]; ok && string(bytes.TrimSpace(rawMin)) != "null" {
		if err := json.Unmarshal(rawMin, &lo); err != nil || lo < 0 {
			return 0, 0, errors.New(`"min" must be a non-negative integer`)
		}
	}
	if lo > hi {
		return 0, 0, fmt.Errorf("min %d is above max %d", lo, hi)
	}
	return lo, hi, nil
}

// ParseAt parses file:line or file:line:col.
func ParseAt(s string) (At, error) {
	bad := fmt.Errorf("bad \"at\" %q: want \"file:line\" or \"file:line:col\" (line and column from 1)", s)
	parts := strings.Split(s, ":")
	num := func(t string) (int, bool) {
		n, err := strconv.Atoi(t)
		return n, err == nil && n > 0
	}
	if len(parts) >= 3 {
		if c, ok := num(parts[len(parts)-1]); ok {
			if l, ok := num(parts[len(parts)-2]); ok {
				file := strings.Join(parts[:len(parts)-2], ":")
				if file == "" {
					return At{}, bad
				}
				return At{File: filepath.Clean(file), Line: l, Col: c}, nil
			}
		}
	}
	if len(parts) >= 2 {
		if l, ok := num(parts[len(parts)-1]); ok {
			file := strings.Join(parts[:len(parts)-1], ":")
			if file == "" {
				return At{}, bad
			}
			return At{File: filepath.Clean(file), Line: l}, nil
		}
	}
	return At{}, bad
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

// SameFile reports whether the fact's file names the debug-info file f:
// equal once cleaned, or one is the other with leading directories (the
// fact "src/a.c" names debug file "a.c" compiled in src, and "a.c" names
// "./src/a.c").
func SameFile(fact, f string) bool {
	a, b := filepath.ToSlash(filepath.Clean(fact)), filepath.ToSlash(filepath.Clean(f))
	if a == b {
		return true
	}
	return strings.HasSuffix(a, "/"+b) || strings.HasSuffix(b, "/"+a)
}

// Format renders a facts file of the given entries (each marshalled as a
// JSON object), one entry per line.
func Format(entries []any) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\"schema\": %q, \"facts\": [", Schema)
	for i, e := range entries {
		j, err := json.Marshal(e)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString("\n  ")
		b.Write(j)
	}
	if len(entries) > 0 {
		b.WriteString("\n")
	}
	b.WriteString("]}\n")
	return b.Bytes(), nil
}
