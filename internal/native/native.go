package native

import (
	"bytes"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

//go:embed csrc/runtime.c
var runtimeC []byte

// cacheVersion changes whenever the driver, the build command or what
// build refuses changes.
const cacheVersion = "native-v2" // v2: volatile reads refused (issue 17)

// Options says how to build and run one program.
type Options struct {
	Entry  string            // entry function; "" means main
	CFlags []string          // extra clang flags, e.g. -DN=10
	O2     bool              // -O2 -fno-vectorize -fno-slp-vectorize instead of -O1
	Args   map[string]string // parameter or global name -> "5" or "[1,2,3]"
	Nondet []int64           // the nondet sequence, in order of the choices
	// Include is the directory holding wcet.h; "" finds the repository's
	// include/ (IncludeDir). Tests set it from $WCET_INCLUDE.
	Include string
}

// Result is the cost of one native run.
type Result struct {
	Cycles  int64 // sum of WCET_COST executed
	Heap    int64 // high watermark of the heap
	Blocked bool  // always false: assertions are not evaluated natively
}

// ErrUnsupported is wrapped by Build's error when the program calls an
// external function that the other legs model as a nondet result.
var ErrUnsupported = errors.New("native: program not supported by the native leg")

// ErrNondetExhausted is wrapped by a run's error when the program asked for
// more nondet choices than the sequence held.
var ErrNondetExhausted = errors.New("nondet sequence exhausted")

// ExhaustedError is the error of a run that ran out of nondet choices: the
// next choice (1-based) and its range.
type ExhaustedError struct {
	Choice int
	Lo, Hi int64
}

func (e *ExhaustedError) Error() string {
	return fmt.Sprintf("native: nondet sequence exhausted at choice %d (range %d..%d)", e.Choice, e.Lo, e.Hi)
}

// Unwrap makes errors.Is(err, ErrNondetExhausted) hold.
func (e *ExhaustedError) Unwrap() error { return ErrNondetExhausted }

// Timeout bounds one run of a built program.
var Timeout = 60 * time.Second

// Clang is the C compiler used.
var Clang = "clang-14"

// modelled are the external functions the analysis models (DESIGN.md,
// "Calls"); a call of any other external function makes Build refuse.
var modelled = map[string]bool{
	"malloc": true, "calloc": true, "realloc": true, "free": true,
	"memcpy": true, "memset": true, "memmove": true,
	"abs": true, "labs": true, "llabs": true, "strlen": true,
	"exit": true, "_Exit": true, "abort": true,
}

// Run builds cfile (through the cache) and runs it once.
func Run(cfile string, opt Options) (*Result, error) {
	exe, err := Build(cfile, opt)
	if err != nil {
		return nil, err
	}
	return RunExe(exe, opt.Args, opt.Nondet)
}

// IncludeDir returns the directory holding wcet.h: dir if not "" (the
// caller's choice, Options.Include), else the repository's include/ found
// from this source file or from the working directory upwards.
func IncludeDir(dir string) (string, error) {
	if dir != "" {
		return dir, nil
	}
	var cands []string
	if _, file, _, ok := runtime.Caller(0); ok {
		cands = append(cands, filepath.Join(filepath.Dir(file), "..", "..", "include"))
	}
	if wd, err := os.Getwd(); err == nil {
		for d := wd; ; d = filepath.Dir(d) {
			cands = append(cands, filepath.Join(d, "include"))
			if filepath.Dir(d) == d {
				break
			}
		}
	}
	for _, c := range cands {
		if _, err := os.Stat(filepath.Join(c, "wcet.h")); err == nil {
			return filepath.Abs(c)
		}
	}
	return "", errors.New("native: cannot find include/wcet.h; set Options.Include (WCET_INCLUDE in the tests) to its directory")
}

// CacheDir is where built programs are kept.
func CacheDir() string {
	return filepath.Join(os.TempDir(), fmt.Sprintf("wcet-native-cache-%d", os.Getuid()))
}

// Build compiles cfile natively for entry opt.Entry with the runtime and
// returns the executable's path. Builds are cached by the content of the
// source, wcet.h, the runtime and the options (not by other files the
// source may #include besides wcet.h).
func Build(cfile string, opt Options) (string, error) {
	src, err := filepath.Abs(cfile)
	if err != nil {
		return "", err
	}
	text, err := os.ReadFile(src)
	if err != nil {
		return "", fmt.Errorf("native: %w", err)
	}
	inc, err := IncludeDir(opt.Include)
	if err != nil {
		return "", err
	}
	hdr, err := os.ReadFile(filepath.Join(inc, "wcet.h"))
	if err != nil {
		return "", fmt.Errorf("native: %w", err)
	}
	entry := opt.Entry
	if entry == "" {
		entry = "main"
	}
	h := sha256.New()
	for _, part := range [][]byte{[]byte(cacheVersion), []byte(src), text, hdr, runtimeC,
		[]byte(entry), []byte(fmt.Sprint(opt.O2)), []byte(strings.Join(opt.CFlags, "\x00"))} {
		fmt.Fprintf(h, "%d:", len(part))
		h.Write(part)
	}
	key := hex.EncodeToString(h.Sum(nil))[:32]
	cache := CacheDir()
	final := filepath.Join(cache, key)
	exe := filepath.Join(final, "prog")
	if _, err := os.Stat(exe); err == nil {
		return exe, nil
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", fmt.Errorf("native: %w", err)
	}
	tmp, err := os.MkdirTemp(cache, key+".tmp")
	if err != nil {
		return "", fmt.Errorf("native: %w", err)
	}
	defer os.RemoveAll(tmp)
	if err := build(tmp, src, inc, entry, opt); err != nil {
		return "", err
	}
	if err := os.Rename(tmp, final); err != nil {
		// Another build of the same key won the race.
		if _, err2 := os.Stat(exe); err2 == nil {
			return exe, nil
		}
		return "", fmt.Errorf("native: %w", err)
	}
	return exe, nil
}

func optFlags(o2 bool) []string {
	if o2 {
		return []string{"-O2", "-fno-vectorize", "-fno-slp-vectorize"}
	}
	return []string{"-O1"}
}

func clang(args ...string) ([]byte, error) {
	cmd := exec.Command(Clang, args...)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("native: %s %s: %v\n%s", Clang, strings.Join(args, " "), err, errb.String())
	}
	return out.Bytes(), nil
}

func build(dir, src, inc, entry string, opt Options) error {
	common := append([]string{"-D__WCET__", "-I", inc}, opt.CFlags...)
	// The program's IR as the product's pipeline sees it: names of
	// parameters (debug info), globals and external calls. Sanitizer
	// flags (a test may build with -fsanitize=undefined) apply only to the
	// native build.
	var irCommon []string
	for _, f := range common {
		if !strings.HasPrefix(f, "-fsanitize") && !strings.HasPrefix(f, "-fno-sanitize") {
			irCommon = append(irCommon, f)
		}
	}
	irArgs := append([]string{"-g", "-O1", "-Xclang", "-disable-llvm-passes"}, irCommon...)
	ir, err := clang(append(irArgs, "-S", "-emit-llvm", "-o", "-", src)...)
	if err != nil {
		return err
	}
	irs := []string{string(ir)}
	if opt.O2 {
		ir2, err := clang(append(append([]string{"-O2", "-fno-vectorize", "-fno-slp-vectorize"}, irCommon...), "-S", "-emit-llvm", "-o", "-", src)...)
		if err != nil {
			return err
		}
		irs = append(irs, string(ir2))
	}
	for _, t := range irs {
		if ext := externals(t); len(ext) > 0 {
			return fmt.Errorf("%w: %s calls external function %s, whose result the other legs take from the nondet sequence", ErrUnsupported, filepath.Base(src), strings.Join(ext, ", "))
		}
	}
	for _, t := range irs {
		if m := volatileRE.FindString(t); m != "" {
			return fmt.Errorf("%w: %s reads a volatile global or a fixed address (%s), whose value the other legs take from the nondet sequence", ErrUnsupported, filepath.Base(src), strings.TrimSpace(m))
		}
	}
	var params []param
	if entry != "main" {
		params, err = entryParams(string(ir), entry)
		if err != nil {
			return err
		}
	}
	driver := genDriver(src, entry, params, globals(string(ir)))
	if err := os.WriteFile(filepath.Join(dir, "driver.c"), []byte(driver), 0o644); err != nil {
		return fmt.Errorf("native: %w", err)
	}
	if err := os.WriteFile(filepath.Join(dir, "runtime.c"), runtimeC, 0o644); err != nil {
		return fmt.Errorf("native: %w", err)
	}
	args := append(optFlags(opt.O2), common...)
	args = append(args, "-fno-builtin-malloc", "-fno-builtin-calloc", "-fno-builtin-realloc", "-fno-builtin-free",
		"-w", "-o", filepath.Join(dir, "prog"), filepath.Join(dir, "driver.c"), filepath.Join(dir, "runtime.c"),
		"-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free,--wrap=_Exit,--wrap=abort", "-lm")
	if _, err := clang(args...); err != nil {
		return err
	}
	return nil
}

var (
	declareRE = regexp.MustCompile(`(?m)^declare [^@]*@("[^"]+"|[-a-zA-Z$._0-9]+)\(`)
	globalRE  = regexp.MustCompile(`(?m)^@([A-Za-z_][A-Za-z0-9_]*) = (.*?)\b(global|constant) (.*)$`)
	diArgRE   = regexp.MustCompile(`(?m)^!\d+ = !DILocalVariable\(name: "([^"]+)", arg: (\d+), scope: !(\d+)`)
)

// externals lists the external functions ir declares that are neither
// intrinsics, nor the annotation ABI, nor modelled library functions.
// volatileRE matches an integer volatile load whose address is a
// constant (a global, an element of one, an integer cast to a pointer):
// the other legs read it from the nondet sequence, a native build from
// memory. (A volatile local reads memory in every leg.)
var volatileRE = regexp.MustCompile(`load volatile i\d+, i\d+\* (@|getelementptr|bitcast|inttoptr)[^\n]*`)

func externals(ir string) []string {
	var out []string
	for _, m := range declareRE.FindAllStringSubmatch(ir, -1) {
		name := strings.Trim(m[1], `"`)
		if strings.HasPrefix(name, "llvm.") || strings.HasPrefix(name, "__wcet_") || modelled[name] {
			continue
		}
		out = append(out, name)
	}
	sort.Strings(out)
	return out
}

type kind int

const (
	kindInt kind = iota
	kindFloat
	kindDouble
	kindOther
)

type param struct {
	name    string
	typ     string // LLVM type
	pointer bool
	elem    int  // element bytes of the pointee (pointer) or of the value
	kind    kind // of the pointee (pointer) or of the value
}

type global struct {
	name string
	elem int
	kind kind
}

// splitType reads one LLVM type from the front of s.
func splitType(s string) (typ, rest string) {
	s = strings.TrimLeft(s, " ")
	i := 0
	switch {
	case strings.HasPrefix(s, "["), strings.HasPrefix(s, "{"), strings.HasPrefix(s, "<"):
		depth := 0
		for ; i < len(s); i++ {
			switch s[i] {
			case '[', '{', '<', '(':
				depth++
			case ']', '}', '>', ')':
				depth--
			}
			if depth == 0 {
				i++
				break
			}
		}
	case strings.HasPrefix(s, `%"`):
		j := strings.Index(s[2:], `"`)
		i = 2 + j + 1
	default:
		for i < len(s) && s[i] != ' ' && s[i] != '*' && s[i] != ',' && s[i] != ')' && s[i] != '(' {
			i++
		}
	}
	for i < len(s) && s[i] == '*' {
		i++
	}
	return s[:i], strings.TrimLeft(s[i:], " ")
}

// elemOf returns the scalar element of an LLVM type: arrays are flattened.
func elemOf(t string) (int, kind) {
	t = strings.TrimSpace(t)
	switch {
	case strings.HasSuffix(t, "*") || t == "ptr":
		return 8, kindOther
	case strings.HasPrefix(t, "["):
		inner := strings.TrimSuffix(strings.TrimPrefix(t, "["), "]")
		if x := strings.Index(inner, " x "); x >= 0 {
			return elemOf(inner[x+3:])
		}
		return 0, kindOther
	case t == "float":
		return 4, kindFloat
	case t == "double":
		return 8, kindDouble
	case strings.HasPrefix(t, "i"):
		n, err := strconv.Atoi(t[1:])
		if err != nil || n <= 0 {
			return 0, kindOther
		}
		return (n + 7) / 8, kindInt
	}
	return 0, kindOther
}

// globals lists the writable globals defined in ir whose names are C
// identifiers (function-local statics, string literals etc. are skipped).
func globals(ir string) []global {
	var out []global
	for _, m := range globalRE.FindAllStringSubmatch(ir, -1) {
		if m[3] != "global" || strings.Contains(m[2], "external") {
			continue
		}
		typ, _ := splitType(m[4])
		e, k := elemOf(typ)
		out = append(out, global{name: m[1], elem: e, kind: k})
	}
	return out
}

// entryParams reads the entry's parameters: types from its define line,
// names from the DILocalVariable records of its arguments.
func entryParams(ir, entry string) ([]param, error) {
	var line string
	for _, l := range strings.Split(ir, "\n") {
		if strings.HasPrefix(l, "define ") && strings.Contains(l, "@"+entry+"(") {
			line = l
			break
		}
	}
	if line == "" {
		return nil, fmt.Errorf("native: entry function %s is not defined (or, being static and unused, not emitted); make it non-static", entry)
	}
	at := strings.Index(line, "@"+entry+"(") + len(entry) + 2
	depth, end := 1, -1
	for i := at; i < len(line); i++ {
		switch line[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		}
		if depth == 0 {
			end = i
			break
		}
	}
	if end < 0 {
		return nil, fmt.Errorf("native: cannot read the parameters of %s", entry)
	}
	var parts []string
	list := line[at:end]
	depth, start := 0, 0
	for i := 0; i < len(list); i++ {
		switch list[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		case ',':
			if depth == 0 {
				parts = append(parts, list[start:i])
				start = i + 1
			}
		}
	}
	if strings.TrimSpace(list) != "" {
		parts = append(parts, list[start:])
	}
	dbg := regexp.MustCompile(`!dbg !(\d+)`).FindStringSubmatch(line[end:])
	if dbg == nil && len(parts) > 0 {
		return nil, fmt.Errorf("native: %s has no debug info for its parameter names", entry)
	}
	names := map[int]string{}
	if dbg != nil {
		for _, m := range diArgRE.FindAllStringSubmatch(ir, -1) {
			if m[3] == dbg[1] {
				n, _ := strconv.Atoi(m[2])
				names[n] = m[1]
			}
		}
	}
	var ps []param
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if p == "..." {
			return nil, fmt.Errorf("%w: entry %s is variadic", ErrUnsupported, entry)
		}
		typ, rest := splitType(p)
		if strings.Contains(rest, "byval") || strings.Contains(rest, "sret") {
			return nil, fmt.Errorf("%w: entry %s takes a struct by value", ErrUnsupported, entry)
		}
		name, ok := names[i+1]
		if !ok || len(names) != len(parts) {
			return nil, fmt.Errorf("%w: cannot match the IR parameters of %s with its C parameters", ErrUnsupported, entry)
		}
		pr := param{name: name, typ: typ}
		switch {
		case strings.HasSuffix(typ, "*"):
			pr.pointer = true
			pr.elem, pr.kind = elemOf(strings.TrimSuffix(typ, "*"))
		case typ == "ptr":
			pr.pointer = true
			pr.elem, pr.kind = 0, kindOther
		default:
			pr.elem, pr.kind = elemOf(typ)
			if pr.kind == kindOther {
				return nil, fmt.Errorf("%w: parameter %s of %s has type %s", ErrUnsupported, name, entry, typ)
			}
		}
		ps = append(ps, pr)
	}
	return ps, nil
}

func cString(s string) string { return strconv.Quote(s) }

// genDriver writes the C file that includes the program, sets globals and
// parameters from WCET_ARGS and calls the entry.
func genDriver(src, entry string, params []param, gs []global) string {
	var b strings.Builder
	b.WriteString("/* generated by wcet/internal/native: driver for entry " + entry + " */\n")
	if entry != "main" {
		b.WriteString("#define main __wcet_user_main\n")
	}
	fmt.Fprintf(&b, "#include %s\n", cString(src))
	if entry != "main" {
		b.WriteString("#undef main\n")
	}
	b.WriteString(`#include <stddef.h>
#include <stdlib.h>
struct __wcet_global { const char *name; void *addr; size_t size, elem; int kind; };
void __wcet_native_start(void);
void __wcet_native_report(void);
void __wcet_apply_globals(const struct __wcet_global *, int);
__int128 __wcet_arg_int(const char *);
double __wcet_arg_double(const char *);
void __wcet_arg_fill(const char *, void *, size_t, size_t, int);
static const struct __wcet_global __wcet_globals[] = {
`)
	for _, g := range gs {
		fmt.Fprintf(&b, "  {%s, (void *)&%s, sizeof(%s), %d, %d},\n", cString(g.name), g.name, g.name, g.elem, int(g.kind))
	}
	b.WriteString("  {0, 0, 0, 0, 0}\n};\n")
	fmt.Fprintf(&b, `__attribute__((constructor)) static void __wcet_driver_start(void) {
  __wcet_native_start();
  __wcet_apply_globals(__wcet_globals, %d);
}
`, len(gs))
	if entry == "main" {
		return b.String()
	}
	b.WriteString("int main(void) {\n")
	var call []string
	for i, p := range params {
		v := fmt.Sprintf("__wcet_p%d", i)
		switch {
		case p.pointer:
			fmt.Fprintf(&b, "  static unsigned char %s[65536] __attribute__((aligned(16)));\n", v)
			fmt.Fprintf(&b, "  __wcet_arg_fill(%s, %s, sizeof %s, %d, %d);\n", cString(p.name), v, v, p.elem, int(p.kind))
			call = append(call, "(void *)"+v)
		case p.kind == kindFloat || p.kind == kindDouble:
			fmt.Fprintf(&b, "  double %s = __wcet_arg_double(%s);\n", v, cString(p.name))
			call = append(call, v)
		default:
			fmt.Fprintf(&b, "  __int128 %s = __wcet_arg_int(%s);\n", v, cString(p.name))
			call = append(call, v)
		}
	}
	fmt.Fprintf(&b, "  %s(%s);\n  __wcet_native_report();\n  exit(0);\n}\n", entry, strings.Join(call, ", "))
	return b.String()
}

// FormatArgs renders args as WCET_ARGS ("name=value,..." sorted by name).
func FormatArgs(args map[string]string) string {
	keys := make([]string, 0, len(args))
	for k := range args {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		parts = append(parts, k+"="+strings.ReplaceAll(args[k], " ", ""))
	}
	return strings.Join(parts, ",")
}

// FormatNondet renders a nondet sequence as WCET_NONDET ("1,0,0" with runs
// of equal values written v*k).
func FormatNondet(nd []int64) string {
	var parts []string
	for i := 0; i < len(nd); {
		j := i
		for j < len(nd) && nd[j] == nd[i] {
			j++
		}
		if j-i > 2 {
			parts = append(parts, fmt.Sprintf("%d*%d", nd[i], j-i))
		} else {
			for k := i; k < j; k++ {
				parts = append(parts, strconv.FormatInt(nd[k], 10))
			}
		}
		i = j
	}
	return strings.Join(parts, ",")
}

// RunExe runs a program built by Build with the given arguments and nondet
// sequence and returns its cost.
func RunExe(exe string, args map[string]string, nondet []int64) (*Result, error) {
	res, _, err := run(exe, args, nondet, nil)
	return res, err
}

// RunExeSeed is RunExe for random testing: choices past the end of nondet
// are drawn uniformly from their ranges by a generator seeded with seed.
func RunExeSeed(exe string, args map[string]string, nondet []int64, seed int64) (*Result, error) {
	res, _, err := run(exe, args, nondet, []string{"WCET_NONDET_SEED=" + strconv.FormatInt(seed, 10)})
	return res, err
}

// Choice is one nondet choice a run made: its range and the value taken.
type Choice struct{ Lo, Hi, Value int64 }

// Outcome is one complete run: the nondet sequence it consumed and its cost.
type Outcome struct {
	Nondet []int64
	Result Result
}

// Enumerate runs exe with args on every nondet sequence the program can
// consume, one run per complete sequence, and returns their outcomes. It
// stops after limit runs, and at a choice with more than 4096 values
// (WCET_NONDET()), returning complete == false.
func Enumerate(exe string, args map[string]string, limit int) (outs []Outcome, complete bool, err error) {
	runs := 0
	var explore func(prefix []int64) (bool, error)
	explore = func(prefix []int64) (bool, error) {
		if runs >= limit {
			return false, nil
		}
		runs++
		res, trace, err := run(exe, args, prefix, []string{"WCET_NONDET_TRACE=1", "WCET_NONDET_FILL=1"})
		if err != nil {
			return false, fmt.Errorf("native: args %s nondet %s: %w", FormatArgs(args), FormatNondet(prefix), err)
		}
		seq := make([]int64, len(trace))
		for i, c := range trace {
			seq[i] = c.Value
		}
		outs = append(outs, Outcome{Nondet: seq, Result: *res})
		for i := len(prefix); i < len(trace); i++ {
			if trace[i].Hi-trace[i].Lo >= 4096 {
				return false, nil
			}
			for v := trace[i].Value + 1; v <= trace[i].Hi; v++ {
				p := append(append([]int64(nil), seq[:i]...), v)
				ok, err := explore(p)
				if !ok || err != nil {
					return ok, err
				}
			}
		}
		return true, nil
	}
	complete, err = explore(nil)
	return outs, complete, err
}

var (
	reportRE    = regexp.MustCompile(`wcet: cycles=(-?\d+) heap=(-?\d+)( blocked=1)?`)
	exhaustedRE = regexp.MustCompile(`nondet sequence exhausted \(choice (\d+), range (-?\d+)\.\.(-?\d+)\)`)
	traceRE     = regexp.MustCompile(`(?m)^wcet: trace=(.*)$`)
)

func run(exe string, args map[string]string, nondet []int64, extra []string) (*Result, []Choice, error) {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	env := []string{}
	for _, e := range os.Environ() {
		if !strings.HasPrefix(e, "WCET_") {
			env = append(env, e)
		}
	}
	env = append(env, "WCET_NONDET="+FormatNondet(nondet), "WCET_ARGS="+FormatArgs(args))
	cmd.Env = append(env, extra...)
	var out, errb bytes.Buffer
	cmd.Stdout = &out
	cmd.Stderr = &errb
	runErr := cmd.Run()
	if m := exhaustedRE.FindStringSubmatch(errb.String()); m != nil {
		c, _ := strconv.Atoi(m[1])
		lo, _ := strconv.ParseInt(m[2], 10, 64)
		hi, _ := strconv.ParseInt(m[3], 10, 64)
		return nil, nil, &ExhaustedError{Choice: c, Lo: lo, Hi: hi}
	}
	if ctx.Err() != nil {
		return nil, nil, fmt.Errorf("native: %s did not end within %v", exe, Timeout)
	}
	ms := reportRE.FindAllSubmatch(out.Bytes(), -1)
	if len(ms) == 0 {
		return nil, nil, fmt.Errorf("native: %s ended without a report (%v)\n%s", exe, runErr, errb.String())
	}
	m := ms[len(ms)-1]
	cy, _ := strconv.ParseInt(string(m[1]), 10, 64)
	hp, _ := strconv.ParseInt(string(m[2]), 10, 64)
	var trace []Choice
	if tm := traceRE.FindStringSubmatch(errb.String()); tm != nil && tm[1] != "" {
		for _, f := range strings.Split(tm[1], ",") {
			var c Choice
			if _, err := fmt.Sscanf(f, "%d:%d:%d", &c.Lo, &c.Hi, &c.Value); err != nil {
				return nil, nil, fmt.Errorf("native: bad trace entry %q", f)
			}
			trace = append(trace, c)
		}
	}
	return &Result{Cycles: cy, Heap: hp, Blocked: len(m[3]) > 0}, trace, nil
}
