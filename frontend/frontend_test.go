package frontend

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"wcet/internal/harness"
	"wcet/ts"
	"wcet/ts/interp"
)

// compileString writes C source to a temp file and loads it.
func loadC(t *testing.T, src string, opt Options) (*ts.Program, error) {
	t.Helper()
	dir := t.TempDir()
	f := filepath.Join(dir, "prog.c")
	if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return Load(f, opt)
}

// TestRefusals checks that every refused construct of testdata/refuse is
// reported as one line naming its position and the construct.
func TestRefusals(t *testing.T) {
	files, _ := filepath.Glob("../testdata/refuse/*.c")
	if len(files) == 0 {
		t.Skip("no refusal programs yet")
	}
	for _, f := range files {
		f := f
		t.Run(filepath.Base(f), func(t *testing.T) {
			spec, err := harness.ParseSpec(f)
			if err != nil {
				t.Fatal(err)
			}
			if spec.Error == "" {
				t.Fatalf("%s has no // ERROR: line", f)
			}
			for _, o2 := range []bool{false, true} {
				_, err := Load(f, Options{Entry: spec.Entry, O2: o2})
				if err == nil {
					t.Fatalf("O2=%v: loaded without error; want %q", o2, spec.Error)
				}
				msg := err.Error()
				if !strings.Contains(msg, spec.Error) {
					t.Errorf("O2=%v: error %q does not contain %q", o2, msg, spec.Error)
				}
				fe, ok := AsError(err)
				if !ok {
					t.Errorf("O2=%v: error %T is not a frontend error", o2, err)
					continue
				}
				if fe.Kind == Refused && !fe.Pos.Known() && fe.Pos.IR == "" {
					t.Errorf("O2=%v: refusal %q carries no position", o2, msg)
				}
				if fe.Kind != Compile && strings.Contains(msg, "\n") {
					t.Errorf("O2=%v: error is not one line: %q", o2, msg)
				}
			}
		})
	}
}

func TestBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, s string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	cases := []struct {
		name, path string
		kind       ErrorKind
		want       string
	}{
		{"missing", filepath.Join(dir, "nope.c"), Input, "cannot read"},
		{"extension", write("x.txt", "hello"), Input, "expected a .c or .ll file"},
		{"malformed IR", write("bad.ll", "define i32 @main() {\n  ret i32 %x\n}\n"), Malformed, "invalid LLVM IR"},
		{"garbage IR", write("junk.ll", "this is not IR\n"), Malformed, "invalid LLVM IR"},
		{"C error", write("bad.c", "int main(void) { return x; }\n"), Compile, "error:"},
		{"no entry", write("noentry.c", "int f(void) { return 0; }\n"), Input, "entry function \"main\" is not defined"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Load(c.path, Options{Entry: "main"})
			if err == nil {
				t.Fatal("no error")
			}
			fe, ok := AsError(err)
			if !ok {
				t.Fatalf("error %T %q is not a frontend error", err, err)
			}
			if fe.Kind != c.kind || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %s error %q, want %s containing %q", fe.Kind, err, c.kind, c.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Errorf("error is not one line: %q", err)
			}
		})
	}
}

func TestMissingTool(t *testing.T) {
	old := Tools
	defer func() { Tools = old }()
	Tools.Clang = "clang-14-definitely-missing"
	_, err := loadC(t, "int main(void){return 0;}", Options{Entry: "main"})
	if err == nil || !strings.Contains(err.Error(), "apt-get install -y clang-14 llvm-14") {
		t.Fatalf("got %v, want a message saying what to install", err)
	}
}

// TestSameIRFromAnyDirectory checks -fdebug-prefix-map: the .ll text does not
// depend on the directory wcet runs from.
func TestSameIRFromAnyDirectory(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "p.c")
	os.WriteFile(src, []byte("int g;\nint main(void) { for (int i = 0; i < 3; i++) g += i; return g; }\n"), 0o644)
	a, err := CompileC(src, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	b, err := CompileC("p.c", Options{})
	if err != nil {
		t.Fatal(err)
	}
	if string(a) != string(b) {
		t.Fatal("IR differs between directories")
	}
	if strings.Contains(string(a), dir) {
		t.Fatalf("IR contains the build directory %s", dir)
	}
}

// TestParamNamesAndLoops checks debug names, the loop forest and positions
// on a small program with a nested loop, break and continue.
func TestParamNamesAndLoops(t *testing.T) {
	p, err := loadC(t, `int f(int n, int m) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i == 3) continue;
    for (int j = 0; j < m; j++) {
      if (s > 100) break;
      s += j;
    }
  }
  return s;
}
`, Options{Entry: "f"})
	if err != nil {
		t.Fatal(err)
	}
	f := p.ByName["f"]
	if len(f.Params) != 2 || f.Params[0].Name != "n" || f.Params[1].Name != "m" {
		t.Fatalf("params %v, want n, m", f.Params)
	}
	if len(f.Loops) != 2 || len(f.Roots) != 1 {
		t.Fatalf("%d loops, %d roots; want 2 loops, 1 root", len(f.Loops), len(f.Roots))
	}
	outer, inner := f.Loops[0], f.Loops[1]
	if inner.Parent != outer || outer.Pos.Line != 3 || inner.Pos.Line != 5 {
		t.Fatalf("loops at %v (parent %v) and %v; want outer at line 3 containing inner at line 5", outer.Pos, inner.Parent, inner.Pos)
	}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestPragmas(t *testing.T) {
	p, err := loadC(t, `#include <wcet.h>
int a[10];
int main(void) {
  int s = 0;
  _Pragma("loopbound min 0 max 10")
  for (int i = 0; i < 10 && a[i]; i++) {
    _Pragma("marker m1")
    s++;
  }
  _Pragma("flowrestriction 1*m1 <= 10*m2")
  return s;
}
`, Options{Entry: "main"})
	if err != nil {
		t.Fatal(err)
	}
	l := p.ByName["main"].Loops[0]
	if l.Bound == nil || l.Bound.Min != 0 || l.Bound.Max != 10 || l.Bound.Pos.Line != 5 {
		t.Fatalf("loop bound %+v, want min 0 max 10 from line 5", l.Bound)
	}
	kinds := []string{}
	for _, pr := range p.Pragmas {
		kinds = append(kinds, pr.Kind)
	}
	if strings.Join(kinds, ",") != "loopbound,marker,flowrestriction" {
		t.Fatalf("pragmas %v", kinds)
	}
}

// TestFeatures translates a program exercising many constructs (i128,
// structs, constant tables, switch, do-while, wrap-around unsigned loop,
// malloc/memset/memcpy, nondet, with.overflow, exit, float, _Complex,
// long double), at both pipelines, and checks the result with ts.Check.
func TestFeatures(t *testing.T) {
	for _, name := range []string{"features.ll", "features.O2.ll"} {
		ll, err := os.ReadFile(filepath.Join("testdata/ir", name))
		if err != nil {
			t.Fatal(err)
		}
		p, err := ParseIR(ll, name, Options{Entry: "main"})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if err := p.Check(); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
	}
}

// TestRareConstructs runs hand-written IR with constructs clang-14 rarely
// emits for C through the frontend and the interpreter, and through lli-14
// as the independent reference. By hand: freeze 7 = 7; the vector is
// <7, 5>; smin(7, -3) = -3; umax(5, 0xffffffff) = 0xffffffff; fshl(7, 7,
// 4) = rotl(7, 4) = 112; ctpop(255) = 8; 112 + 8 = 120; 120 - 3 = 117;
// 117 xor -1 = -118; 0 - (-118) = 118; the shuffle swaps the lanes, lane
// 0 = 5; 118 + 5 = 123.
func TestRareConstructs(t *testing.T) {
	path := filepath.Join("testdata", "ir", "rare.ll")
	p, err := Load(path, Options{Entry: "main"})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	res, err := interp.Run(p, interp.Config{Entry: "main"})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Return) != 1 || res.Return[0].Int64() != 123 {
		t.Fatalf("interpreter returned %v, want 123", res.Return)
	}
	if _, err := exec.LookPath("lli-14"); err != nil {
		t.Skip("lli-14 not installed")
	}
	err = exec.Command("lli-14", path).Run()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 123 {
		t.Fatalf("lli-14: %v, want exit status 123", err)
	}
}

// TestRelativeIncludeFlags checks that -I paths in --cflags are relative to
// the current directory, although clang runs in the C file's directory.
func TestRelativeIncludeFlags(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "src"), 0o755)
	os.MkdirAll(filepath.Join(dir, "inc"), 0o755)
	os.WriteFile(filepath.Join(dir, "inc", "cfg.h"), []byte("#define LIMIT 7\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "src", "a.c"), []byte("#include \"cfg.h\"\nint main(void) { return LIMIT; }\n"), 0o644)
	wd, _ := os.Getwd()
	defer os.Chdir(wd)
	os.Chdir(dir)
	os.WriteFile(filepath.Join(dir, "src", "b.c"), []byte("int main(void) { return LIMIT; }\n"), 0o644)
	for _, c := range []struct {
		file  string
		flags []string
	}{{"a.c", []string{"-Iinc"}}, {"a.c", []string{"-I", "inc"}}, {"b.c", []string{"-include", "inc/cfg.h"}}} {
		flags := c.flags
		p, err := Load(filepath.Join("src", c.file), Options{Entry: "main", CFlags: flags})
		if err != nil {
			t.Fatalf("%v: %v", flags, err)
		}
		res, err := interp.Run(p, interp.Config{})
		if err != nil || res.Return[0].Int64() != 7 {
			t.Fatalf("%v: returned %v, %v; want 7", flags, res, err)
		}
	}
}

// TestReviewFindings pins behaviour found by review: a {float, float}
// struct parameter (passed as <2 x float>) is handled; a function address
// passed to an external (a callback) is refused as an indirect call; a
// parameter is named from its DILocalVariable even when the debug value
// describes a conversion of it (_Bool).
func TestReviewFindings(t *testing.T) {
	p, err := loadC(t, "struct F2 { float a, b; };\nfloat g(struct F2 s) { return s.a + s.b; }\nint main(void) { struct F2 s = {1, 2}; return (int)g(s); }\n", Options{Entry: "main"})
	if err != nil {
		t.Fatalf("struct {float,float} parameter: %v", err)
	}
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	res, err := interp.Run(p, interp.Config{})
	if err != nil || res.Return[0].Int64() != 3 {
		t.Fatalf("g({1,2}) returned %v, %v; want 3", res, err)
	}
	_, err = loadC(t, "#include <stdlib.h>\nstatic int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }\nint main(void) { int a[3] = {3, 1, 2}; qsort(a, 3, sizeof a[0], cmp); return a[0]; }\n", Options{Entry: "main"})
	if err == nil || !strings.Contains(err.Error(), "indirect call") || !strings.Contains(err.Error(), "prog.c:3:") {
		t.Fatalf("callback through qsort: got %v, want an indirect-call refusal at prog.c:3", err)
	}
	for _, o2 := range []bool{false, true} {
		p, err = loadC(t, "int bb(_Bool b, signed char c, unsigned short u) { return b + c + u; }\n", Options{Entry: "bb", O2: o2})
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, v := range p.ByName["bb"].Params {
			names = append(names, v.Name)
		}
		if strings.Join(names, ",") != "b,c,u" {
			t.Errorf("O2=%v: parameters %v, want b, c, u", o2, names)
		}
	}
}

// TestUnsignedLocals: the values of a local of an unsigned type of their
// width are marked Unsigned (the machine holds them in the unsigned view),
// those of signed locals and of wider conversions of an unsigned one are
// not.
func TestUnsignedLocals(t *testing.T) {
	src := "#include <stdint.h>\nint f(int k) { uint8_t u = (uint8_t)k; int8_t s = (int8_t)k; int w = 0; while (u < 200) { u = (uint8_t)(u + 3); s++; w += u; } return w + s; }\n"
	p, err := loadC(t, src, Options{Entry: "f"})
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, v := range p.ByName["f"].Vars {
		if v == nil {
			continue
		}
		name := strings.SplitN(v.Name, "%", 2)[0]
		if name == "" {
			continue
		}
		want := name == "u"
		if v.Type.Bits != 8 {
			want = false
		}
		if v.Unsigned != want {
			t.Errorf("%s (%s): Unsigned %v, want %v", v.Name, v.Type, v.Unsigned, want)
		}
		seen[name] = true
	}
	if !seen["u"] || !seen["s"] {
		t.Fatalf("no values named u and s among %v", seen)
	}
}

// TestUnsignedGlobals: a global is marked Unsigned when its elements'
// source type is unsigned, a scalar or an array (of arrays) of one: the
// machine holds the cells of uint8_t rx[12] unsigned as it holds those
// of a uint8_t scalar (views.go), so that storing a byte in 0..255 into
// one does not split on its sign.
func TestUnsignedGlobals(t *testing.T) {
	src := "#include <stdint.h>\nuint8_t rx[12]; uint16_t tab[2][3]; uint32_t sc; int8_t s8[4]; int si; struct { uint8_t a; } st;\n" +
		"int main(void) { rx[1] = 200; tab[1][2] = 7; sc = 1; s8[0] = 1; si = 2; st.a = 3; return rx[1] + tab[1][2] + (int)sc + s8[0] + si + st.a; }\n"
	p, err := loadC(t, src, Options{Entry: "main"})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{"rx": true, "tab": true, "sc": true, "s8": false, "si": false, "st": false}
	for _, g := range p.Globals {
		w, ok := want[g.Src]
		if !ok {
			continue
		}
		delete(want, g.Src)
		if g.Unsigned != w {
			t.Errorf("%s (elem %s): Unsigned %v, want %v", g.Src, g.Elem, g.Unsigned, w)
		}
	}
	for n := range want {
		t.Errorf("no global %s", n)
	}
}

// TestO2PragmaCopies: under --opt O2 x86-64 runtime unrolling splits f's
// loop into a loop unrolled by 4 (keeping the !llvm.loop start location)
// and a remainder loop whose loop metadata has no location (only
// llvm.loop.unroll.disable); both are copies of the source loop and carry
// its pragma, as do the copies inlined into main. The fully unrolled h
// leaves no loop: its pragma is Removed, not an error. Without the latch
// position fallback of loopStart the remainder loops stay unbounded.
func TestO2PragmaCopies(t *testing.T) {
	src := `#include <wcet.h>
int g[100];
void f(int n) {
  _Pragma("loopbound min 0 max 100")
  for (int i = 0; i < n; i++) g[i] += i;
}
void h(void) {
  _Pragma("loopbound min 4 max 4")
  for (int i = 0; i < 4; i++) WCET_COST(1);
}
int main(void) { f(WCET_NONDET_RANGE(0, 100)); h(); return 0; }
`
	p, err := loadC(t, src, Options{Entry: "main", O2: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Pragmas) != 2 || p.Pragmas[0].Next != 5 || p.Pragmas[1].Next != 9 {
		t.Fatalf("pragmas %+v; want two, before the loops of lines 5 and 9", p.Pragmas)
	}
	if p.Pragmas[0].Removed || !p.Pragmas[1].Removed {
		t.Errorf("removed: %v %v; want f's loop kept, h's removed", p.Pragmas[0].Removed, p.Pragmas[1].Removed)
	}
	perFunc := map[string]int{}
	for _, fn := range p.Funcs {
		for _, l := range fn.Loops {
			if l.Pos.Line != 5 || l.Pos.Col != 3 {
				t.Errorf("%s: loop at %s; want only copies of the loop at 5:3", fn.Name, l.Pos)
				continue
			}
			if l.Bound != p.Pragmas[0] {
				t.Errorf("%s: the copy at %s (header %s) does not carry the pragma", fn.Name, l.Pos, l.Header.Name)
			}
			perFunc[fn.Name]++
		}
	}
	if len(perFunc) != 1 || perFunc["main"] != 2 {
		t.Errorf("loops per function %v; want 2 in main (f inlined: unrolled by 4 and remainder)", perFunc)
	}
	if !p.Optimized {
		t.Errorf("an O2 program is Optimized")
	}
}

// TestPragmaNext: Pragma.Next is the line of the loop statement after a
// loopbound pragma in clang -E output (line markers followed, other
// pragmas between skipped), 0 when the next token is not a loop keyword.
func TestPragmaNext(t *testing.T) {
	pre := `# 1 "k.c"
int main(void) {
#pragma loopbound min 0 max 4
# 3 "k.c"
                                   for (int i = 0; i < 4; i++) s++;
#pragma loopbound min 0 max 10

  while (t < 5) t++;
#pragma loopbound min 1 max 3
#pragma marker m
  do { s--; } while (s > 0);
#pragma loopbound min 1 max 3
  forward(1);
#pragma loopbound min 1 max 3
  { for (;;) break; }
}
`
	prs := parsePragmas([]byte(pre))
	var got []int
	for _, pr := range prs {
		if pr.Kind == "loopbound" {
			got = append(got, pr.Next)
		}
	}
	want := []int{3, 6, 9, 0, 0} // by hand: line 1 is "int main", the marker resets to 3 for the for line
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Next %v, want %v", got, want)
	}
}
