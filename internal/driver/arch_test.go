package driver

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// pkgFiles parses the non-test Go files of every package of the module,
// keyed by import path ("wcet/ipet").
func pkgFiles(t *testing.T) (map[string][]*ast.File, *token.FileSet) {
	t.Helper()
	fset := token.NewFileSet()
	out := map[string][]*ast.File{}
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "../.." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel("../..", filepath.Dir(path))
		imp := "wcet"
		if rel != "." {
			imp += "/" + filepath.ToSlash(rel)
		}
		out[imp] = append(out[imp], f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out, fset
}

func imports(fs []*ast.File) map[string]bool {
	out := map[string]bool{}
	for _, f := range fs {
		for _, im := range f.Imports {
			p, _ := strconv.Unquote(im.Path.Value)
			out[p] = true
		}
	}
	return out
}

// deps is the set of module packages pkg imports, directly or not.
func deps(pkgs map[string][]*ast.File, pkg string) map[string]bool {
	seen := map[string]bool{}
	var walk func(string)
	walk = func(p string) {
		for im := range imports(pkgs[p]) {
			if strings.HasPrefix(im, "wcet/") && !seen[im] {
				seen[im] = true
				walk(im)
			}
		}
	}
	walk(pkg)
	return seen
}

// TestArchitecture checks the package map of issue 16 (docs/design.md):
// every method takes the analysis contract; ipet imports neither unroll
// nor the driver (its loop bounds come as data); SS uses summary's memo;
// only internal/cli reads the environment (a child process may inherit
// it); no file over 1,200 lines and
// no function over 150, except the opcode and library dispatch listed
// below.
func TestArchitecture(t *testing.T) {
	pkgs, fset := pkgFiles(t)
	for _, m := range []string{"wcet/unroll", "wcet/ipet"} {
		if !imports(pkgs[m])["wcet/analysis"] {
			t.Errorf("method package %s does not import wcet/analysis", m)
		}
	}
	for _, bad := range []string{"wcet/unroll", "wcet/internal/driver", "wcet/internal/cli"} {
		if deps(pkgs, "wcet/ipet")[bad] {
			t.Errorf("wcet/ipet imports %s", bad)
		}
	}
	memo := false
	for _, f := range pkgs["wcet/unroll"] {
		ast.Inspect(f, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := s.X.(*ast.Ident); ok && x.Name == "summary" && (s.Sel.Name == "Memo" || s.Sel.Name == "NewMemo") {
					memo = true
				}
			}
			return true
		})
	}
	if !memo {
		t.Errorf("wcet/unroll does not use summary.Memo")
	}

	// Plain dispatch over opcodes, library functions or expression kinds:
	// long because the cases are many, each short.
	dispatch := map[string]bool{
		"unroll.lib": true, "interp.lib": true, "interp.intKern": true, "interp.binWide": true,
		"interp.intrin": true, "frontend.pure": true, "ts.expr": true,
	}
	for pkg, fs := range pkgs {
		for _, f := range fs {
			file := fset.File(f.Pos())
			if n := file.LineCount(); n > 1200 {
				t.Errorf("%s: %d lines (at most about 1,200)", file.Name(), n)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					if s, ok := c.Fun.(*ast.SelectorExpr); ok {
						if x, ok := s.X.(*ast.Ident); ok && x.Name == "os" && (s.Sel.Name == "Getenv" || s.Sel.Name == "LookupEnv") && pkg != "wcet/internal/cli" {
							t.Errorf("%s: os.%s outside internal/cli", fset.Position(c.Pos()), s.Sel.Name)
						}
					}
				}
				return true
			})
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				lines := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line
				key := f.Name.Name + "." + fd.Name.Name
				if lines > 150 && !dispatch[key] {
					t.Errorf("%s: %s is %d lines (at most about 150)", fset.Position(fd.Pos()), fd.Name.Name, lines)
				}
			}
		}
	}
}
