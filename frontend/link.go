package frontend

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"wcet/ts"
)

// A task of several translation units (wcet analyze a.c b.c lib.ll):
// each C file is compiled on its own with the pipeline (in its own
// directory, so its debug positions are its own), each .ll file is
// verified, and llvm-link-14 links the modules. Statics keep their
// file: llvm-link renames an internal symbol that clashes with one of an
// earlier module (counter, counter.1), and the debug information still
// names the source variable and its file.

// Link returns the LLVM IR text of the program made of paths (C or .ll
// files, in that order): one file's IR as it is, several files' IR linked
// by llvm-link-14.
func Link(paths []string, opt Options) ([]byte, error) {
	if len(paths) == 0 {
		return nil, errorf(Input, ts.Pos{}, "no input file")
	}
	seen := map[string]string{}
	for _, p := range paths {
		abs := absPath(p)
		if q, ok := seen[abs]; ok {
			return nil, errorf(Input, ts.Pos{}, "%s is given twice (as %s and %s): each translation unit once", p, q, p)
		}
		seen[abs] = p
	}
	if len(paths) == 1 {
		return readIR(paths[0], opt)
	}
	link, err := lookTool(Tools.Link)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp("", "wcet-link-")
	if err != nil {
		return nil, errorf(Tool, ts.Pos{}, "temporary directory: %v", err)
	}
	defer os.RemoveAll(dir)
	args := []string{"-S", "-o", "-"}
	for i, p := range paths {
		ll, err := readIR(p, opt)
		if err != nil {
			return nil, err
		}
		f := filepath.Join(dir, strconv.Itoa(i)+".ll")
		if err := os.WriteFile(f, ll, 0o644); err != nil {
			return nil, errorf(Tool, ts.Pos{}, "temporary file: %v", err)
		}
		args = append(args, f)
	}
	cmd := exec.Command(link, args...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		msg := firstLine(stderr.String(), err)
		// Name the inputs, not the temporary copies.
		for i := len(paths) - 1; i >= 0; i-- {
			msg = strings.ReplaceAll(msg, filepath.Join(dir, strconv.Itoa(i)+".ll"), paths[i])
		}
		msg = strings.TrimPrefix(msg, Tools.Link+": ")
		return nil, &Error{Kind: Compile, Msg: "linking " + strings.Join(paths, " ") + ": " + msg}
	}
	return out.Bytes(), nil
}
