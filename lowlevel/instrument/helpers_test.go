package instrument

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"wcet/lowlevel"
)

// needTools fails the test when the LLVM 14 tools are missing.
func needTools(t *testing.T) {
	t.Helper()
	for _, tool := range []string{"clang-14", "opt-14", "lli-14", "llvm-link-14"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: %s", tool, installHint)
		}
	}
}

// compileC compiles C source exactly as the product does (DESIGN.md,
// "Compiling C"): -O1 without LLVM passes, or with o2 the --opt O2
// variant, then opt-14 verify,mem2reg,loop-simplify,lcssa.
func compileC(t *testing.T, name, src string, o2 bool) []byte {
	t.Helper()
	needTools(t)
	dir := t.TempDir()
	inc, err := filepath.Abs("../../include")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".c"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	flags := []string{"-g", "-O1", "-Xclang", "-disable-llvm-passes"}
	if o2 {
		flags = []string{"-g", "-O2", "-fno-vectorize", "-fno-slp-vectorize"}
	}
	args := append(flags, "-fdebug-prefix-map="+dir+"=.", "-D__WCET__", "-I", inc, "-S", "-emit-llvm", name+".c", "-o", name+"0.ll")
	runTool(t, dir, "clang-14", args...)
	runTool(t, dir, "opt-14", "-S", "-passes=verify,mem2reg,loop-simplify,lcssa", name+"0.ll", "-o", name+".ll")
	ll, err := os.ReadFile(filepath.Join(dir, name+".ll"))
	if err != nil {
		t.Fatal(err)
	}
	return ll
}

func runTool(t *testing.T, dir, tool string, args ...string) {
	t.Helper()
	cmd := exec.Command(tool, args...)
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%s %s: %v\n%s", tool, strings.Join(args, " "), err, out)
	}
}

// instrumentC compiles src, instruments it and checks the output with
// opt-14 -passes=verify.
func instrumentC(t *testing.T, name, src, entry, cost string, opt lowlevel.Options, o2 bool) []byte {
	t.Helper()
	ll := compileC(t, name, src, o2)
	m, err := lowlevel.Load(cost)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Instrument(ll, entry, m, opt)
	if err != nil {
		t.Fatalf("Instrument: %v", err)
	}
	verify(t, out)
	return out
}

// verify runs opt-14 -passes=verify on textual IR.
func verify(t *testing.T, ll []byte) {
	t.Helper()
	p := filepath.Join(t.TempDir(), "out.ll")
	if err := os.WriteFile(p, ll, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("opt-14", "-passes=verify", "-disable-output", p)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("opt-14 -passes=verify: %v\n%s", err, out)
	}
}

// result is one run of an instrumented program under lli-14.
type result struct {
	stdout, stderr string
	code           int // exit code; -1 when killed by a signal
}

// lli runs instrumented IR with WCET_NONDET and WCET_ARGS set (unset when
// empty).
func lli(t *testing.T, ll []byte, nondet, args string) result {
	t.Helper()
	p := filepath.Join(t.TempDir(), "prog.ll")
	if err := os.WriteFile(p, ll, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("lli-14", p)
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "WCET_NONDET=") && !strings.HasPrefix(kv, "WCET_ARGS=") {
			env = append(env, kv)
		}
	}
	if nondet != "" {
		env = append(env, "WCET_NONDET="+nondet)
	}
	if args != "" {
		env = append(env, "WCET_ARGS="+args)
	}
	cmd.Env = env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	code := 0
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("lli-14: %v", err)
	}
	return result{stdout: stdout.String(), stderr: stderr.String(), code: code}
}

// expect checks a run's output line and exit code.
func expect(t *testing.T, what string, r result, line string, code int) {
	t.Helper()
	if r.stdout != line+"\n" || r.code != code {
		t.Errorf("%s: got stdout %q exit %d (stderr %q), want %q exit %d", what, r.stdout, r.code, r.stderr, line, code)
	}
}

func ptr(n int64) *int64 { return &n }
