package reports

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
)

// referenceJSON is the encoding WriteJSON produced before it streamed, and
// the contract's definition of the bytes: encoding/json's Encoder, indented
// by two spaces, without HTML escaping, over the MarshalJSON methods.
func referenceJSON(r *Report) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Strings that exercise the escaping: HTML characters (written as is),
// quotes, backslashes, every kind of control character, non-ASCII text,
// U+2028/U+2029 (escaped by encoding/json) and, in badStrings, invalid
// UTF-8 (each bad byte becomes \ufffd).
var (
	goodStrings = []string{
		"", "main", "ns@ns.c:12", "c1 <= c / 10 && x > 2", "<script>alert('&amp;')</script>",
		`quote " and back\slash \n`, "tab\tnl\nret\rbs\bff\f", "nul\x00 us\x1f del\x7f",
		"héllo wörld ∑ 日本語 🙂", "line\u2028para\u2029end", "a b", "z", "A",
	}
	badStrings = []string{"bad\xffbyte", "cut\xc3", "\xed\xa0\x80surrogate", "\x80"}
)

var randomInts = []int64{0, 1, -1, 7, 42, 1 << 31, math.MaxInt64, math.MinInt64}

// randomReport fills every field of a Report by reflection (so that a
// field added to the types later gets values too, and a writer that
// forgets it fails the test), then repairs what Validate requires.
func randomReport(rng *rand.Rand, bad bool) *Report {
	strs := goodStrings
	if bad {
		strs = append(append([]string{}, goodStrings...), badStrings...)
	}
	g := &gen{rng: rng, strs: strs}
	r := new(Report)
	g.fill(reflect.ValueOf(r).Elem())
	r.Schema = Schema
	if rng.IntN(2) == 0 {
		r.Status = StatusOK
		r.Errors = [][]Error{nil, {}}[rng.IntN(2)]
		if r.Bound == nil {
			r.Bound = g.bigInt()
		}
	} else {
		r.Status = StatusError
		if len(r.Errors) == 0 {
			r.Errors = []Error{{Kind: KindError, Message: g.str()}}
		}
		if rng.IntN(2) == 0 {
			r.Bound = nil
		}
	}
	for i := range r.Loops {
		r.Loops[i].Source = []string{SourceDerived, SourceAnnotation}[rng.IntN(2)]
	}
	verdicts := []string{VerdictProven, VerdictAssumed, VerdictViolated, VerdictIgnored}
	for i := range r.Annotations {
		r.Annotations[i].Verdict = verdicts[rng.IntN(len(verdicts))]
	}
	return r
}

type gen struct {
	rng   *rand.Rand
	strs  []string
	depth int // of the repetition being filled
}

var (
	blockType    = reflect.TypeOf(Block{})
	callNodeType = reflect.TypeOf(CallNode{})
)

func (g *gen) str() string { return g.strs[g.rng.IntN(len(g.strs))] }

func (g *gen) bigInt() *big.Int {
	switch g.rng.IntN(4) {
	case 0:
		return big.NewInt(randomInts[g.rng.IntN(len(randomInts))])
	case 1:
		x, _ := new(big.Int).SetString("295147905179352825861", 10) // 2^68 + 5
		return x
	case 2:
		x, _ := new(big.Int).SetString("-1000000000000000000000000000007", 10)
		return x
	}
	return big.NewInt(g.rng.Int64N(2001) - 1000)
}

func (g *gen) fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.String:
		v.SetString(g.str())
	case reflect.Int, reflect.Int64:
		if g.rng.IntN(2) == 0 {
			v.SetInt(randomInts[g.rng.IntN(len(randomInts))])
		} else {
			v.SetInt(g.rng.Int64N(100000))
		}
	case reflect.Bool:
		v.SetBool(g.rng.IntN(2) == 0)
	case reflect.Float64:
		// Shares of the bound: 0, 100 or tenths in between.
		v.SetFloat([]float64{0, 100, float64(g.rng.IntN(1001)) / 10}[g.rng.IntN(3)])
	case reflect.Pointer:
		if v.Type().Elem() == bigIntType {
			v.Set(reflect.ValueOf(g.bigInt())) // never nil: nondet values must be there
			return
		}
		if g.rng.IntN(3) == 0 {
			return // nil
		}
		p := reflect.New(v.Type().Elem())
		g.fill(p.Elem())
		v.Set(p)
	case reflect.Struct:
		if v.Type() == blockType {
			// A block, or (one in four, two deep at most) a repetition
			// of a few (witness_path.go).
			if g.depth < 2 && g.rng.IntN(4) == 0 {
				g.depth++
				var b Block
				b.Repeat = 1 + g.rng.IntN(3)
				g.fill(reflect.ValueOf(&b.Path).Elem())
				g.depth--
				v.Set(reflect.ValueOf(b))
				return
			}
			b := Block{Function: g.str(), Block: g.str(), File: g.str()}
			g.fill(reflect.ValueOf(&b.Line).Elem())
			g.fill(reflect.ValueOf(&b.Col).Elem())
			v.Set(reflect.ValueOf(b))
			return
		}
		if v.Type() == callNodeType {
			// A node of the call tree, with children two deep at most.
			g.depth++
			defer func() { g.depth-- }()
		}
		for i := range v.NumField() {
			if v.Type() == callNodeType && v.Type().Field(i).Name == "Children" && g.depth > 2 {
				continue
			}
			if v.Type().Field(i).IsExported() {
				g.fill(v.Field(i))
			}
		}
	case reflect.Slice:
		switch g.rng.IntN(4) {
		case 0:
			return // nil
		case 1:
			v.Set(reflect.MakeSlice(v.Type(), 0, 0))
			return
		}
		n := 1 + g.rng.IntN(4)
		s := reflect.MakeSlice(v.Type(), n, n)
		for i := range n {
			g.fill(s.Index(i))
		}
		v.Set(s)
	case reflect.Map:
		switch g.rng.IntN(4) {
		case 0:
			return // nil
		case 1:
			v.Set(reflect.MakeMap(v.Type()))
			return
		}
		m := reflect.MakeMap(v.Type())
		for range 1 + g.rng.IntN(5) {
			k := reflect.New(v.Type().Key()).Elem()
			g.fill(k)
			e := reflect.New(v.Type().Elem()).Elem()
			g.fill(e)
			m.SetMapIndex(k, e)
		}
		v.Set(m)
	default:
		panic(fmt.Sprintf("randomReport: no generator for %s", v.Type()))
	}
}

// TestWriteJSONMatchesEncoder checks that the streaming WriteJSON writes
// the same bytes as encoding/json (referenceJSON) on random reports, the
// golden ones and one with a witness path long enough to cross many write
// chunks, and that ReadJSON reads them back.
func TestWriteJSONMatchesEncoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	type tc struct {
		name string
		r    *Report
		bad  bool // holds invalid UTF-8, which does not read back as written
	}
	var cases []tc
	for i := range 300 {
		bad := i%2 == 1
		cases = append(cases, tc{fmt.Sprintf("random%d", i), randomReport(rng, bad), bad})
	}
	for _, c := range goldenCases {
		cases = append(cases, tc{c.name, c.report(), false})
	}
	long := okReport()
	for i := range 5000 {
		long.Witness.Path = append(long.Witness.Path, Block{Function: "f<&>", Block: fmt.Sprintf("bb%d", i), File: "ä.c", Line: i, Col: i % 80})
	}
	cases = append(cases, tc{"long", long, false}, tc{"errorReport", ErrorReport(errors.New("x <y> & \"z\""), nil), false})

	for _, c := range cases {
		want, err := referenceJSON(c.r)
		if err != nil {
			t.Fatalf("%s: reference encoding: %v", c.name, err)
		}
		var got bytes.Buffer
		if err := WriteJSON(&got, c.r); err != nil {
			t.Fatalf("%s: WriteJSON: %v", c.name, err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("%s: WriteJSON differs from encoding/json (-want +got):\n%s", c.name, diff(string(want), got.String()))
		}
		back, err := ReadJSON(bytes.NewReader(got.Bytes()))
		if err != nil {
			t.Fatalf("%s: ReadJSON: %v\n%s", c.name, err, got.String())
		}
		if c.bad {
			// Invalid bytes came back as U+FFFD: the report read back
			// must still write as encoding/json writes it.
			again, _ := referenceJSON(back)
			var got2 bytes.Buffer
			if err := WriteJSON(&got2, back); err != nil || !bytes.Equal(got2.Bytes(), again) {
				t.Fatalf("%s: report read back: WriteJSON differs from encoding/json (err %v)", c.name, err)
			}
			continue
		}
		c.r.normalize() // nil lists and maps come back empty
		if path, ok := deepEqual(reflect.ValueOf(c.r).Elem(), reflect.ValueOf(back).Elem(), "Report"); !ok {
			t.Fatalf("%s: round trip changed the report at %s", c.name, path)
		}
	}
}

// failWriter accepts n bytes, then fails.
type failWriter struct{ n int }

func (w *failWriter) Write(p []byte) (int, error) {
	if len(p) > w.n {
		k := w.n
		w.n = 0
		return k, errors.New("disk full")
	}
	w.n -= len(p)
	return len(p), nil
}

// TestWriteJSONWriteError: a failing writer's error comes back, early in
// a long document or at its last flush.
func TestWriteJSONWriteError(t *testing.T) {
	long := okReport()
	for i := range 20000 {
		long.Witness.Path = append(long.Witness.Path, Block{Function: "f", Block: fmt.Sprint(i), File: "f.c", Line: i})
	}
	for _, n := range []int{0, 100, 200000} {
		if err := WriteJSON(&failWriter{n: n}, long); err == nil || !strings.Contains(err.Error(), "disk full") {
			t.Errorf("writer failing after %d bytes: got %v, want the write error", n, err)
		}
	}
	if err := WriteJSON(&failWriter{n: 10}, minimalReport()); err == nil {
		t.Errorf("short report, writer failing after 10 bytes: no error")
	}
}
