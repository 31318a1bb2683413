package frontend

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"

	"wcet/ts"
)

// Options control how a program is loaded.
type Options struct {
	// Entry is the entry function; only the functions it reaches by direct
	// calls are translated. Empty translates every defined function.
	Entry string
	// CFlags are extra clang flags (--cflags), already split.
	CFlags []string
	// O2 selects the --opt O2 pipeline.
	O2 bool
	// Target is the microcontroller to compile for (--target); nil is
	// the host.
	Target *Target
}

// Load reads a C or LLVM IR file into a transition system.
func Load(path string, opt Options) (*ts.Program, error) {
	return LoadFiles([]string{path}, opt)
}

// LoadFiles reads a program of one or more translation units (C or LLVM
// IR files) into a transition system: each file is compiled (C) or
// verified (IR), the modules are linked with llvm-link-14 (Link), and the
// TACLeBench pragmas of every C file are attached. Positions stay those
// of each file's debug information.
func LoadFiles(paths []string, opt Options) (*ts.Program, error) {
	ll, err := Link(paths, opt)
	if err != nil {
		return nil, err
	}
	name := strings.Join(paths, " ")
	p, err := ParseIR(ll, name, opt)
	if err != nil {
		return nil, err
	}
	p.Source = name
	var prs []*ts.Pragma
	hasC := false
	for _, path := range paths {
		if !strings.EqualFold(filepath.Ext(path), ".c") {
			continue
		}
		hasC = true
		pre, err := Preprocess(path, opt)
		if err != nil {
			return nil, err
		}
		prs = append(prs, parsePragmas(pre)...)
	}
	if !hasC {
		return p, nil
	}
	if err := attachPragmas(p, prs, opt.Entry, opt.O2); err != nil {
		return nil, err
	}
	if opt.O2 && hasAsserts(p) {
		// The source-structured twin (ts.Program.Unoptimized), for the
		// placement of assertions. When the default pipeline cannot
		// load the program (a construct O2 removes), the placement is
		// checked on the O2 program itself, as strict as before.
		plain := opt
		plain.O2 = false
		if tw, err := LoadFiles(paths, plain); err == nil {
			p.Unoptimized = tw
		}
	}
	return p, nil
}

// readIR returns the LLVM IR text of one translation unit: a C file
// compiled with the pipeline, or an .ll file checked by opt-14.
func readIR(path string, opt Options) ([]byte, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		return nil, errorf(Input, ts.Pos{}, "cannot read %s: it is a directory", path)
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".c":
		return CompileC(path, opt)
	case ".ll":
		ll, err := os.ReadFile(path)
		if err != nil {
			return nil, errorf(Input, ts.Pos{}, "cannot read %s: %v", path, unwrapPathErr(err))
		}
		if err := VerifyIR(ll, path); err != nil {
			return nil, err
		}
		if err := checkIRTarget(ll, path, opt.Target); err != nil {
			return nil, err
		}
		return ll, nil
	}
	if _, err := os.Stat(path); err != nil {
		return nil, errorf(Input, ts.Pos{}, "cannot read %s: %v", path, unwrapPathErr(err))
	}
	return nil, errorf(Input, ts.Pos{}, "%s: expected a .c or .ll file", path)
}

// ParseIR parses LLVM IR text (already verified by opt-14) and translates
// it. llir does not validate and can panic on odd input: it runs under
// recover, and a panic becomes a Malformed error.
func ParseIR(ll []byte, name string, opt Options) (p *ts.Program, err error) {
	var mod *ir.Module
	func() {
		defer func() {
			if r := recover(); r != nil {
				err = errorf(Malformed, ts.Pos{}, "%s: the IR parser failed: %v", name, r)
			}
		}()
		mod, err = asm.ParseBytes(name, ll)
	}()
	if err != nil {
		if _, ok := AsError(err); ok {
			return nil, err
		}
		return nil, errorf(Malformed, ts.Pos{}, "%s: %s", name, oneLine(err.Error()))
	}
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, errorf(Malformed, ts.Pos{}, "%s: internal error while translating the IR: %v", name, r)
		}
	}()
	return translate(mod, opt.Entry)
}

func oneLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	return s
}

// hasAsserts reports whether p holds an assertion.
func hasAsserts(p *ts.Program) bool {
	for _, f := range p.Funcs {
		for _, t := range f.Trans {
			for _, op := range t.Ops {
				if _, ok := op.(*ts.Assert); ok {
					return true
				}
			}
		}
	}
	return false
}
