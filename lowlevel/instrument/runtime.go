package instrument

import (
	"bytes"
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
)

//go:embed rt/runtime.c
var runtimeC []byte

// RuntimeC returns the C source of the runtime linked into instrumented
// modules.
func RuntimeC() []byte { return append([]byte(nil), runtimeC...) }

// runtimeIR is the runtime compiled for one target.
type runtimeIR struct {
	ir []byte
	// imports are the external symbols the runtime takes from libc.
	imports []string
}

var (
	rtMu    sync.Mutex
	rtCache = map[string]*runtimeIR{}
)

const installHint = "install clang-14 llvm-14 (apt-get install -y clang-14 llvm-14)"

// tool returns the path of an LLVM 14 tool.
func tool(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		return "", fmt.Errorf("%s not found: %s", name, installHint)
	}
	return p, nil
}

var tripleRE = regexp.MustCompile(`(?m)^target triple = "([^"]*)"`)

// targetOf returns the target triple of textual IR, or "".
func targetOf(src []byte) string {
	if m := tripleRE.FindSubmatch(src); m != nil {
		return string(m[1])
	}
	return ""
}

// compileRuntime compiles rt/runtime.c to textual IR for triple (the host's
// when empty) with clang-14, once per process and triple.
func compileRuntime(triple string) (*runtimeIR, error) {
	rtMu.Lock()
	defer rtMu.Unlock()
	if rt := rtCache[triple]; rt != nil {
		return rt, nil
	}
	clang, err := tool("clang-14")
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wcet-rt-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "runtime.c")
	out := filepath.Join(dir, "runtime.ll")
	if err := os.WriteFile(src, runtimeC, 0o644); err != nil {
		return nil, err
	}
	args := []string{"-O1", "-w", "-S", "-emit-llvm", src, "-o", out}
	switch {
	case strings.HasPrefix(triple, "i386"):
		// Host32's IR: -m32 finds the host's multiarch headers, which
		// -target i386-pc-linux-gnu does not; the kernel's asm/ headers
		// (errno values, the same on i386) come from the x86-64 ones,
		// which Debian installs without the i386 architecture.
		args = append([]string{"-m32", "-idirafter", "/usr/include/x86_64-linux-gnu"}, args...)
	case triple != "":
		args = append([]string{"-target", triple}, args...)
	}
	if msg, err := exec.Command(clang, args...).CombinedOutput(); err != nil {
		return nil, fmt.Errorf("compiling the instrumentation runtime with clang-14: %v\n%s", err, msg)
	}
	text, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	rt := &runtimeIR{ir: text, imports: imports(text)}
	rtCache[triple] = rt
	return rt, nil
}

var (
	declRE   = regexp.MustCompile(`(?m)^declare [^@]*@([-a-zA-Z$._0-9]+)\(`)
	extVarRE = regexp.MustCompile(`(?m)^@([-a-zA-Z$._0-9]+) = external `)
)

// imports lists the functions and globals textual IR declares but does not
// define.
func imports(text []byte) []string {
	set := map[string]bool{}
	for _, re := range []*regexp.Regexp{declRE, extVarRE} {
		for _, m := range re.FindAllSubmatch(text, -1) {
			name := string(m[1])
			if !strings.HasPrefix(name, "llvm.") {
				set[name] = true
			}
		}
	}
	var out []string
	for n := range set {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// link links the edited module and the runtime with llvm-link-14.
func link(module string, runtime []byte) ([]byte, error) {
	ll, err := tool("llvm-link-14")
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wcet-link-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	mod := filepath.Join(dir, "module.ll")
	rt := filepath.Join(dir, "runtime.ll")
	out := filepath.Join(dir, "out.ll")
	if err := os.WriteFile(mod, []byte(module), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(rt, runtime, 0o644); err != nil {
		return nil, err
	}
	cmd := exec.Command(ll, "-S", mod, rt, "-o", out)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("linking the instrumented module with llvm-link-14: %v\n%s", err, stderr.String())
	}
	return os.ReadFile(out)
}
