package frontend

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"wcet/include"
	"wcet/ts"
)

// The compile pipeline of DESIGN ("Compiling C", a contract):
//
//	clang-14 -g -O1 -Xclang -disable-llvm-passes -fdebug-prefix-map=$DIR=. -D__WCET__ -I <wcet.h dir> [cflags]
//	opt-14 -passes=verify,mem2reg,loop-simplify,lcssa
//
// clang runs in the directory of the C file on its base name, and opt reads
// standard input, so the .ll text is the same from any directory.

// Tools names the external programs; tests may point them elsewhere.
var Tools = struct{ Clang, Opt, Link string }{"clang-14", "opt-14", "llvm-link-14"}

func lookTool(name string) (string, error) {
	p, err := exec.LookPath(name)
	if err != nil {
		return "", errorf(Tool, ts.Pos{}, "%s not found on PATH: install it with `apt-get install -y clang-14 llvm-14` (or run `make deps`)", name)
	}
	return p, nil
}

var (
	headerOnce sync.Once
	headerDir  string
	headerErr  error
)

// HeaderDir returns a directory holding wcet.h (written once per process
// from the copy embedded in the binary).
func HeaderDir() (string, error) {
	headerOnce.Do(func() {
		d, err := os.MkdirTemp("", "wcet-include-")
		if err != nil {
			headerErr = err
			return
		}
		headerErr = os.WriteFile(filepath.Join(d, "wcet.h"), include.WcetH, 0o644)
		headerDir = d
	})
	return headerDir, headerErr
}

// PipelineFlags are the clang-14 flags of a pipeline, without the
// per-file ones (-fdebug-prefix-map, -I of wcet.h), for provenance.
func PipelineFlags(o2 bool) []string {
	if o2 {
		return []string{"-g", "-O2", "-fno-vectorize", "-fno-slp-vectorize", "-D__WCET__"}
	}
	return []string{"-g", "-O1", "-Xclang", "-disable-llvm-passes", "-D__WCET__"}
}

// clangArgs returns clang's flags for opt.
func clangArgs(opt Options, dir, inc string) []string {
	args := append(PipelineFlags(opt.O2), "-fdebug-prefix-map="+dir+"=.", "-I", inc)
	if opt.Target != nil {
		args = append(args, opt.Target.ClangFlags()...)
	}
	return append(args, absPathFlags(opt.CFlags)...)
}

// pathFlags take a path, either joined (-Idir) or as the next argument.
var pathFlags = []string{"-I", "-iquote", "-isystem", "-idirafter", "-include", "-imacros"}

// absPathFlags makes the relative paths of include flags absolute: the user
// writes them relative to the current directory, but clang runs in the C
// file's directory.
func absPathFlags(flags []string) []string {
	out := make([]string, 0, len(flags))
	for i := 0; i < len(flags); i++ {
		f := flags[i]
		done := false
		for _, pf := range pathFlags {
			switch {
			case f == pf && i+1 < len(flags):
				out = append(out, f, absPath(flags[i+1]))
				i++
				done = true
			case strings.HasPrefix(f, pf) && len(f) > len(pf) && !(pf == "-I" && strings.HasPrefix(f, "-include")) && !(pf == "-I" && strings.HasPrefix(f, "-imacros")):
				out = append(out, pf+absPath(f[len(pf):]))
				done = true
			}
			if done {
				break
			}
		}
		if !done {
			out = append(out, f)
		}
	}
	return out
}

func absPath(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}

// CompileC compiles a C file to LLVM IR text with the product's pipeline
// (under O2, with its marker pragmas made count calls: markers.go).
func CompileC(cfile string, opt Options) ([]byte, error) {
	if opt.O2 {
		if ll, ok, err := compileMarked(cfile, opt); ok || err != nil {
			return ll, err
		}
	}
	return compileWith(cfile, opt)
}

// compileWith compiles cfile with the pipeline, clang's flags pre
// before the file's name.
func compileWith(cfile string, opt Options, pre ...string) ([]byte, error) {
	optTool, err := lookTool(Tools.Opt)
	if err != nil {
		return nil, err
	}
	out, err := runClang(cfile, opt, append(pre, "-S", "-emit-llvm", "-o", "-")...)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(optTool, "-S", "-passes=verify,mem2reg,loop-simplify,lcssa", "-o", "-", "-")
	cmd.Stdin = bytes.NewReader(out)
	var ll, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &ll, &stderr
	if err := cmd.Run(); err != nil {
		return nil, &Error{Kind: Tool, Msg: "opt-14 failed: " + firstLine(stderr.String(), err)}
	}
	return ll.Bytes(), nil
}

// Preprocess returns clang-14 -E output of a C file (for source pragmas).
func Preprocess(cfile string, opt Options) ([]byte, error) {
	return runClang(cfile, opt, "-E")
}

// runClang runs clang-14 with the pipeline's flags and extra on cfile, in
// cfile's directory, and returns its standard output.
func runClang(cfile string, opt Options, extra ...string) ([]byte, error) {
	clang, err := lookTool(Tools.Clang)
	if err != nil {
		return nil, err
	}
	abs, err := filepath.Abs(cfile)
	if err != nil {
		return nil, errorf(Input, ts.Pos{}, "%v", err)
	}
	if _, err := os.Stat(abs); err != nil {
		return nil, errorf(Input, ts.Pos{}, "cannot read %s: %v", cfile, unwrapPathErr(err))
	}
	inc, err := HeaderDir()
	if err != nil {
		return nil, errorf(Tool, ts.Pos{}, "writing wcet.h: %v", err)
	}
	if opt.Target != nil {
		if err := opt.Target.checkHeaders(); err != nil {
			return nil, err
		}
	}
	dir := filepath.Dir(abs)
	args := append(append(clangArgs(opt, dir, inc), extra...), filepath.Base(abs))
	cmd := exec.Command(clang, args...)
	cmd.Dir = dir
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return nil, &Error{Kind: Compile, Msg: clangMessage(stderr.String(), err)}
	}
	return out.Bytes(), nil
}

// VerifyIR runs opt-14 -passes=verify on IR text; it reports opt's message
// (which carries file:line:col of the IR) on failure.
func VerifyIR(ll []byte, name string) error {
	optTool, err := lookTool(Tools.Opt)
	if err != nil {
		return err
	}
	cmd := exec.Command(optTool, "-passes=verify", "-disable-output", "-")
	cmd.Stdin = bytes.NewReader(ll)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		msg := firstLine(stderr.String(), err)
		msg = strings.Replace(msg, "<stdin>", name, 1)
		msg = strings.TrimPrefix(msg, Tools.Opt+": ")
		return &Error{Kind: Malformed, Msg: "invalid LLVM IR: " + msg}
	}
	return nil
}

// clangMessage keeps clang's error lines (the first few), one per line.
func clangMessage(stderr string, err error) string {
	var errs []string
	for _, l := range strings.Split(stderr, "\n") {
		if strings.Contains(l, "error:") {
			errs = append(errs, strings.TrimSpace(l))
		}
	}
	if len(errs) == 0 {
		return "clang-14 failed: " + firstLine(stderr, err)
	}
	if len(errs) > 3 {
		errs = append(errs[:3], fmt.Sprintf("(%d more errors)", len(errs)-3))
	}
	return strings.Join(errs, "\n")
}

func firstLine(s string, err error) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return err.Error()
	}
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

func unwrapPathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
