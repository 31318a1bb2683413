package lowlevel

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wcet/ts"
)

func mustLoad(t *testing.T, spec string) *Model {
	t.Helper()
	m, err := Load(spec)
	if err != nil {
		t.Fatalf("Load(%q): %v", spec, err)
	}
	return m
}

func TestBuiltins(t *testing.T) {
	pos := ts.Pos{File: "a.c", Line: 3}
	cases := []struct {
		spec              string
		add, br, phi, cal int64 // add, br, phi, call:f
		perByte, block    int64
		externOK          bool
	}{
		{"none", 0, 0, 0, 0, 0, 0, true},
		{"unit", 0, 0, 0, 0, 0, 1, false},
		{"insn", 1, 1, 1, 1, 1, 0, false},
		{"", 1, 1, 1, 1, 1, 0, false},
		{"cortex-m4", 1, 4, 1, 14, 9, 0, false},
	}
	shas := map[string]string{}
	for _, c := range cases {
		m := mustLoad(t, c.spec)
		got := []int64{m.InsnCost("add"), m.InsnCost("br"), m.InsnCost("phi"), m.InsnCost("call:f"), m.PerByte(), m.BlockCost("main", "%4", pos)}
		want := []int64{c.add, c.br, c.phi, c.cal, c.perByte, c.block}
		for i := range got {
			if got[i] != want[i] {
				t.Errorf("%q: costs (add br phi call:f perbyte block) = %v, want %v", c.spec, got, want)
				break
			}
		}
		for _, free := range []string{"call:llvm.dbg.value", "call:llvm.dbg.declare", "call:llvm.lifetime.start.p0i8", "call:__wcet_count", "call:__wcet_cost"} {
			if k := m.InsnCost(free); k != 0 {
				t.Errorf("%q: InsnCost(%s) = %d, want 0", c.spec, free, k)
			}
		}
		if _, ok := m.ExternCost("sensor_read"); ok != c.externOK {
			t.Errorf("%q: ExternCost ok = %v, want %v", c.spec, ok, c.externOK)
		}
		if len(m.SHA256()) != 64 {
			t.Errorf("%q: SHA256 = %q", c.spec, m.SHA256())
		}
		if c.spec != "" {
			shas[m.SHA256()] = c.spec
		}
		if again := mustLoad(t, c.spec); again.SHA256() != m.SHA256() {
			t.Errorf("%q: SHA256 not stable", c.spec)
		}
	}
	if len(shas) != 4 {
		t.Errorf("built-in models share a SHA256: %v", shas)
	}
	// insn ignores type suffixes; memcpy is 1 + PerByte per byte.
	m := mustLoad(t, "insn")
	for _, op := range []string{"add.i64", "fdiv.double", "call:memcpy", "call:llvm.memcpy.p0i8.p0i8.i64", "call:llvm.assume", "unreachable", "call"} {
		if k := m.InsnCost(op); k != 1 {
			t.Errorf("insn: InsnCost(%s) = %d, want 1", op, k)
		}
	}
}

func TestCortexM4(t *testing.T) {
	m := mustLoad(t, "cortex-m4")
	for op, want := range map[string]int64{
		"add": 1, "add.i64": 2, "add.i128": 4, "mul": 1, "mul.i64": 4,
		"sdiv": 12, "udiv": 12, "srem": 13, "sdiv.i64": 640,
		"load": 2, "load.i64": 3, "store": 2, "store.i64": 3,
		"br": 4, "switch": 10, "ret": 13, "call": 14, "call:f": 14, "call:malloc": 14,
		"icmp": 3, "icmp.i64": 4, "select": 2, "phi": 1, "phi.i64": 2,
		"getelementptr": 2, "alloca": 1, "bitcast": 0, "unreachable": 0,
		"fadd.float": 1, "fdiv.float": 14, "fcmp.float": 2, "load.float": 2,
		"fadd.double": 100, "fdiv.double": 400, "load.double": 3, "fadd.x86_fp80": 200,
		"call:llvm.smax.i32": 3, "call:llvm.smax.i64": 6, "call:llvm.assume": 0,
		"call:llvm.memcpy.p0i8.p0i8.i64": 14, "call:llvm.sqrt.f32": 14, "call:llvm.ctlz.i32": 1,
		"call:llvm.experimental.noalias.scope.decl": 0,
	} {
		if got := m.InsnCost(op); got != want {
			t.Errorf("cortex-m4: InsnCost(%s) = %d, want %d", op, got, want)
		}
	}
}

func TestTyped(t *testing.T) {
	for _, c := range []struct {
		op    string
		types []string
		want  string
	}{
		{"add", []string{"i32", "i32"}, "add"},
		{"add", []string{"i64"}, "add.i64"},
		{"zext", []string{"i32", "i64"}, "zext.i64"},
		{"trunc", []string{"i128", "i8"}, "trunc.i128"},
		{"sitofp", []string{"i64", "double"}, "sitofp.double"},
		{"fadd", []string{"float"}, "fadd.float"},
		{"load", []string{"i32*"}, "load"},
		{"icmp", []string{"i1"}, "icmp"},
		{"getelementptr", []string{"i64"}, "getelementptr"},
		{"br", nil, "br"},
	} {
		if got := Typed(c.op, c.types...); got != c.want {
			t.Errorf("Typed(%s, %v) = %q, want %q", c.op, c.types, got, c.want)
		}
	}
}

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestLoadJSON(t *testing.T) {
	text := `{"schema": "wcet/cost/v1", "note": "imported", "default": 2,
		"opcodes": {"load": 3, "call": 5, "call:printf": 300},
		"per_byte": 4, "block": 1,
		"blocks": {"f/%4": 10, "main/7": 20, "a.c:12": 5, "src/b.c:3": 6},
		"extern": {"printf": 30}}`
	p := writeFile(t, "model.json", text)
	m := mustLoad(t, p)
	if m.Name != p {
		t.Errorf("Name = %q, want %q", m.Name, p)
	}
	for op, want := range map[string]int64{
		"load": 3, "load.i64": 3, "add": 2, "call:f": 5, "call:printf": 300, "call": 5,
		"call:llvm.dbg.value": 0, "call:__wcet_assert": 0,
	} {
		if got := m.InsnCost(op); got != want {
			t.Errorf("InsnCost(%s) = %d, want %d", op, got, want)
		}
	}
	if m.PerByte() != 4 {
		t.Errorf("PerByte = %d", m.PerByte())
	}
	unknown := ts.Pos{}
	for _, c := range []struct {
		fn, block string
		first     ts.Pos
		want      int64
	}{
		{"f", "%4", unknown, 11},
		{"@f", "%4", unknown, 11},
		{"f", "%5", unknown, 1},
		{"main", "%7", unknown, 21},
		{"g", "%0", ts.Pos{File: "a.c", Line: 12, Col: 3}, 6},
		{"g", "%0", ts.Pos{File: "dir/a.c", Line: 12}, 6},
		{"g", "%0", ts.Pos{File: "b.c", Line: 3}, 7},
		{"g", "%0", ts.Pos{File: "xa.c", Line: 12}, 1},
		{"f", "%4", ts.Pos{File: "a.c", Line: 12}, 16},
	} {
		if got := m.BlockCost(c.fn, c.block, c.first); got != c.want {
			t.Errorf("BlockCost(%s, %s, %v) = %d, want %d", c.fn, c.block, c.first, got, c.want)
		}
	}
	if c, ok := m.ExternCost("printf"); !ok || c != 30 {
		t.Errorf("ExternCost(printf) = %d, %v", c, ok)
	}
	if _, ok := m.ExternCost("puts"); ok {
		t.Errorf("ExternCost(puts) found")
	}
	sum := sha256.Sum256([]byte(text))
	if m.SHA256() != hex.EncodeToString(sum[:]) {
		t.Errorf("SHA256 is not the file's")
	}
	// Only the schema: the insn model.
	m = mustLoad(t, writeFile(t, "min.json", `{"schema":"wcet/cost/v1"}`))
	if m.InsnCost("add") != 1 || m.PerByte() != 1 || m.BlockCost("f", "%1", unknown) != 0 {
		t.Errorf("minimal JSON model is not insn")
	}
}

func TestLoadJSONErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{``, "empty"},
		{`{"schema": "wcet/cost/v1",}`, "malformed JSON at line 1"},
		{"{\"schema\": \"wcet/cost/v1\",\n \"default\": }", "line 2"},
		{`[1]`, "must be a JSON object"},
		{`{"schema": "wcet/cost/v1"} {}`, "trailing data"},
		{`{"default": 1}`, `missing "schema"`},
		{`{"schema": "wcet/cost/v2"}`, `"schema" must be "wcet/cost/v1"`},
		{`{"schema": "wcet/cost/v1", "opcode": {}}`, `unknown key "opcode"`},
		{`{"schema": "wcet/cost/v1", "default": -1}`, `"default": must be a non-negative integer`},
		{`{"schema": "wcet/cost/v1", "default": 1.5}`, `"default": must be a non-negative integer`},
		{`{"schema": "wcet/cost/v1", "per_byte": "1"}`, `"per_byte": must be a non-negative integer`},
		{`{"schema": "wcet/cost/v1", "opcodes": [1]}`, `"opcodes" must be an object`},
		{`{"schema": "wcet/cost/v1", "opcodes": {"lod": 1}}`, `key "lod": not an LLVM opcode`},
		{`{"schema": "wcet/cost/v1", "opcodes": {"add.i64": 1}}`, `type suffixes are not supported`},
		{`{"schema": "wcet/cost/v1", "opcodes": {"call:llvm.dbg.value": 1}}`, `always cost 0`},
		{`{"schema": "wcet/cost/v1", "opcodes": {"load": true}}`, `"load" must be a non-negative integer`},
		{`{"schema": "wcet/cost/v1", "blocks": {"main": 1}}`, `not "func/%block" or "file:line"`},
		{`{"schema": "wcet/cost/v1", "blocks": {"a.c:12:3": 1}}`, `a column is not allowed`},
		{`{"schema": "wcet/cost/v1", "extern": {"": 1}}`, `empty function name`},
	} {
		p := writeFile(t, "bad.json", c.text)
		_, err := Load(p)
		if err == nil {
			t.Errorf("%s: no error, want %q", c.text, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || !strings.Contains(err.Error(), p) {
			t.Errorf("%s: error %q, want one naming the file and containing %q", c.text, err, c.want)
		}
	}
	_, err := Load(filepath.Join(t.TempDir(), "nope.json"))
	if err == nil || !strings.Contains(err.Error(), "not a built-in model") {
		t.Errorf("missing file: %v", err)
	}
}
