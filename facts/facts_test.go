package facts

import (
	"strings"
	"testing"
)

func TestParseKinds(t *testing.T) {
	src := `{"schema": "wcet/facts/v1", "facts": [
  {"at": "src/a.c:12:3", "loopbound": {"min": 0, "max": 10}, "function": "f", "note": "n <= 10"},
  {"at": "src/a.c:20",   "count": "c"},
  {"at": "src/a.c:25",   "assert": "c <= 4"},
  {"function": "fib",    "recursion": {"max": 12}},
  {"extern": "printf",   "cost": 300},
  {"assume": "n <= 100"}
]}`
	f, err := Parse("f.json", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Facts) != 6 {
		t.Fatalf("%d facts, want 6", len(f.Facts))
	}
	want := []string{KindLoopBound, KindCount, KindAssert, KindRecursion, KindExtern, KindAssume}
	for i, x := range f.Facts {
		if x.Kind != want[i] || x.Index != i {
			t.Errorf("facts[%d]: kind %s index %d, want %s %d", i, x.Kind, x.Index, want[i], i)
		}
	}
	if a := f.Facts[0].At; a.File != "src/a.c" || a.Line != 12 || a.Col != 3 || f.Facts[0].Max != 10 {
		t.Errorf("loopbound: %+v", f.Facts[0])
	}
	if a := f.Facts[1].At; a.Line != 20 || a.Col != 0 || f.Facts[1].Name != "c" {
		t.Errorf("count: %+v", f.Facts[1])
	}
	if x := f.Facts[3]; x.Name != "fib" || x.Max != 12 {
		t.Errorf("recursion: %+v", x)
	}
	if x := f.Facts[4]; x.Name != "printf" || x.Cost != 300 {
		t.Errorf("extern: %+v", x)
	}
	if f.Origin() != "facts:f.json" {
		t.Errorf("origin %q", f.Origin())
	}
}

// TestParseErrors: every bad file is a one-line error naming the file,
// the entry and (for positional facts) its at.
func TestParseErrors(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"bad json", "{\"schema\": \"wcet/facts/v1\",\n \"facts\": [,]}", "f.json: line 2: invalid JSON"},
		{"not an object", `[1]`, "f.json: line 1: invalid JSON"},
		{"unknown schema", `{"schema": "wcet/facts/v2", "facts": []}`, `f.json: unknown schema "wcet/facts/v2"`},
		{"missing schema", `{"facts": []}`, `missing or non-string "schema"`},
		{"unknown top key", `{"schema": "wcet/facts/v1", "facts": [], "x": 1}`, `f.json: unknown key "x"`},
		{"unknown key", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:3", "loopbound": {"max": 2}, "lopbound": 1}]}`, `f.json: facts[0] (at a.c:3): unknown key "lopbound" in a loopbound fact`},
		{"no kind", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:3"}]}`, `f.json: facts[0] (at a.c:3): no fact kind`},
		{"two kinds", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:3", "count": "c", "assert": "c <= 1"}]}`, "more than one fact kind"},
		{"bad at", `{"schema": "wcet/facts/v1", "facts": [{"assume": "n <= 1"}, {"at": "a.c", "count": "c"}]}`, `f.json: facts[1] (at a.c): bad "at" "a.c"`},
		{"bad at line", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:0", "count": "c"}]}`, `bad "at" "a.c:0"`},
		{"missing at", `{"schema": "wcet/facts/v1", "facts": [{"count": "c"}]}`, `f.json: facts[0]: a count fact needs "at"`},
		{"null max", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:3:5", "loopbound": {"min": 0, "max": null}}]}`, `f.json: facts[0] (at a.c:3:5): loopbound: "max" is null`},
		{"min above max", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:3", "loopbound": {"min": 4, "max": 3}}]}`, "min 4 is above max 3"},
		{"negative cost", `{"schema": "wcet/facts/v1", "facts": [{"extern": "g", "cost": -1}]}`, `"cost" must be a non-negative integer`},
		{"bad assert", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:3", "assert": "c <="}]}`, `assert "c <="`},
		{"recursion without function", `{"schema": "wcet/facts/v1", "facts": [{"recursion": {"max": 3}}]}`, `"function" must be a non-empty string`},
		{"interrupt without priority", `{"schema": "wcet/facts/v1", "facts": [{"interrupt": "uart_isr"}]}`, `f.json: facts[0]: interrupt uart_isr needs "priority"`},
		{"negative priority", `{"schema": "wcet/facts/v1", "facts": [{"interrupt": "uart_isr", "priority": -1}]}`, `f.json: facts[0]: interrupt uart_isr: "priority" must be a non-negative integer (larger is more urgent), not -1`},
		{"priority not an integer", `{"schema": "wcet/facts/v1", "facts": [{"interrupt": "uart_isr", "priority": "high"}]}`, `"priority" must be a non-negative integer`},
		{"fractional priority", `{"schema": "wcet/facts/v1", "facts": [{"interrupt": "uart_isr", "priority": 1.5}]}`, `"priority" must be a non-negative integer`},
		{"interrupt without name", `{"schema": "wcet/facts/v1", "facts": [{"interrupt": "", "priority": 1}]}`, `"interrupt" must be a non-empty string`},
		{"interrupt twice", `{"schema": "wcet/facts/v1", "facts": [{"interrupt": "a", "priority": 1}, {"interrupt": "a", "priority": 2}]}`, `f.json: facts[1]: interrupt handler a is already named by facts[0]`},
		{"interrupt unknown key", `{"schema": "wcet/facts/v1", "facts": [{"interrupt": "a", "priority": 1, "level": 2}]}`, `unknown key "level" in an interrupt fact`},
		{"count not an identifier", `{"schema": "wcet/facts/v1", "facts": [{"at": "a.c:3", "count": "a b"}]}`, "a frequency variable is an identifier"},
	}
	for _, c := range cases {
		_, err := Parse("f.json", []byte(c.src))
		if err == nil {
			t.Errorf("%s: no error", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %q, want one line containing %q", c.name, err, c.want)
		}
	}
}

// TestParseInterrupt: an interrupt fact names the handler and its
// priority (0 allowed: the least urgent level).
func TestParseInterrupt(t *testing.T) {
	f, err := Parse("f.json", []byte(`{"schema": "wcet/facts/v1", "facts": [{"interrupt": "uart_isr", "priority": 2, "note": "NVIC 1"}, {"interrupt": "tick", "priority": 0}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if x := f.Facts[0]; x.Kind != KindInterrupt || x.Name != "uart_isr" || x.Priority != 2 {
		t.Errorf("interrupt: %+v", x)
	}
	if x := f.Facts[1]; x.Name != "tick" || x.Priority != 0 || x.Index != 1 {
		t.Errorf("interrupt: %+v", x)
	}
}

func TestParseAt(t *testing.T) {
	cases := []struct {
		in   string
		want At
	}{
		{"a.c:3", At{"a.c", 3, 0}},
		{"src/a.c:12:7", At{"src/a.c", 12, 7}},
		{"./x/../a.c:2", At{"a.c", 2, 0}},
		{`C:\x.c:4:1`, At{`C:\x.c`, 4, 1}},
	}
	for _, c := range cases {
		got, err := ParseAt(c.in)
		if err != nil || got != c.want {
			t.Errorf("ParseAt(%q) = %+v, %v; want %+v", c.in, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "a.c", ":3", "a.c:x", "a.c:3:0", "a.c:-1"} {
		if _, err := ParseAt(bad); err == nil {
			t.Errorf("ParseAt(%q): no error", bad)
		}
	}
}

func TestSameFile(t *testing.T) {
	yes := [][2]string{{"a.c", "a.c"}, {"src/a.c", "a.c"}, {"a.c", "./src/a.c"}, {"./a.c", "a.c"}}
	no := [][2]string{{"a.c", "b.c"}, {"xa.c", "a.c"}, {"src/a.c", "lib/a.c"}}
	for _, c := range yes {
		if !SameFile(c[0], c[1]) {
			t.Errorf("SameFile(%q, %q) = false", c[0], c[1])
		}
	}
	for _, c := range no {
		if SameFile(c[0], c[1]) {
			t.Errorf("SameFile(%q, %q) = true", c[0], c[1])
		}
	}
}
