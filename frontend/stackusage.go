package frontend

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"

	"wcet/ts"
)

// StackUsage compiles the linked IR ll (the IR the frontend translates)
// for target t (nil: the host) with `clang-14 -fstack-usage` and returns
// the .su file: each function's frame as the target's code generator
// lays it out. The IR is compiled as it is (-O2's code generator,
// -disable-llvm-passes: no inlining, so each function of the analysis
// has its own frame). On the host, every function is marked noredzone:
// x86-64's red zone (128 bytes below the stack pointer that a leaf
// function uses without reserving them) would otherwise be left out of
// the frames.
func StackUsage(ll []byte, t *Target) ([]byte, error) {
	clang, err := lookTool(Tools.Clang)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wcet-stack-")
	if err != nil {
		return nil, errorf(Tool, ts.Pos{}, "%v", err)
	}
	defer os.RemoveAll(dir)
	if t == nil {
		ll = noRedZone(ll)
	}
	in := filepath.Join(dir, "prog.ll")
	if err := os.WriteFile(in, ll, 0o644); err != nil {
		return nil, errorf(Tool, ts.Pos{}, "%v", err)
	}
	args := []string{"-x", "ir", "-O2", "-Xclang", "-disable-llvm-passes", "-Wno-override-module", "-fstack-usage", "-c", "-o", filepath.Join(dir, "prog.o")}
	if t != nil {
		args = append(append(args, "--target="+t.Triple), t.CPU...)
	}
	cmd := exec.Command(clang, append(args, in)...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return nil, &Error{Kind: Compile, Msg: "stack usage: " + clangMessage(stderr.String(), err)}
	}
	su, err := os.ReadFile(filepath.Join(dir, "prog.su"))
	if err != nil {
		return nil, errorf(Tool, ts.Pos{}, "stack usage: clang-14 -fstack-usage wrote no .su file: %v", err)
	}
	return su, nil
}

var attrGroupRE = regexp.MustCompile(`(?m)^(attributes #[0-9]+ = \{)`)

// noRedZone adds the noredzone attribute to every attribute group of ll
// (clang gives every definition one).
func noRedZone(ll []byte) []byte {
	return attrGroupRE.ReplaceAll(ll, []byte("$1 noredzone"))
}
