package assertions

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// parseDir parses the non-test Go files of dir.
func parseDir(t *testing.T, dir string) map[string]*ast.File {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	out := map[string]*ast.File{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := parser.ParseFile(token.NewFileSet(), f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		out[f] = src
	}
	return out
}

// TestPhase2Imports: phase 2 lives in this package and unroll calls it
// (issue 16). assertions imports neither unroll nor the driver (no
// cycle); unroll imports assertions, calls its phase 2 (the branch, the
// classes, the DP over the skeletal DAG, the witnesses and verdicts), and
// declares none of the phase-2 code it held before the move, nor builds
// a class as a string ("+%d," / "=%d,").
func TestPhase2Imports(t *testing.T) {
	for f, src := range parseDir(t, ".") {
		for _, im := range src.Imports {
			if p := strings.Trim(im.Path.Value, `"`); p == "wcet/unroll" || p == "wcet/internal/driver" {
				t.Errorf("%s imports %s", f, p)
			}
		}
	}
	gone := map[string]bool{
		"composeClass": true, "classDelta": true, "parseClass": true, "padNondet": true,
		"sortedEnts": true, "fkey": true, "fvec": true, "numEnt": true, "blockEvent": true,
		"assertKey": true, "keyOf": true, "assertKeys": true, "assertAnnotations": true,
		"resetsRelevant": true, "assertsIn": true, "localAssertsAfter": true, "assertsInFunc": true,
	}
	want := map[string]bool{
		"Branch": false, "Compile": false, "Combine": false, "Delta": false, "Increments": false,
		"Step": false, "Exit": false, "Reach": false, "Witnesses": false, "Verdicts": false,
	}
	method := map[string]bool{"Branch": true, "Combine": true, "Delta": true, "Increments": true}
	imports := false
	for f, src := range parseDir(t, "../unroll") {
		for _, im := range src.Imports {
			if strings.Trim(im.Path.Value, `"`) == "wcet/assertions" {
				imports = true
			}
		}
		ast.Inspect(src, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.FuncDecl:
				if gone[x.Name.Name] {
					t.Errorf("%s declares %s: phase 2 is back in unroll", f, x.Name.Name)
				}
			case *ast.TypeSpec:
				if gone[x.Name.Name] {
					t.Errorf("%s declares type %s: phase 2 is back in unroll", f, x.Name.Name)
				}
			case *ast.BasicLit:
				if x.Kind == token.STRING {
					if s, err := strconv.Unquote(x.Value); err == nil && (strings.Contains(s, "+%d,") || strings.Contains(s, "=%d,")) {
						t.Errorf("%s formats a class as a string: %s", f, x.Value)
					}
				}
			case *ast.SelectorExpr:
				// Package functions through the package name; methods
				// (Branch, Combine, Delta, Increments) by name.
				id, ok := x.X.(*ast.Ident)
				pkg := ok && id.Name == "assertions"
				if _, ok := want[x.Sel.Name]; ok && (pkg || method[x.Sel.Name]) {
					want[x.Sel.Name] = true
				}
			}
			return true
		})
	}
	if !imports {
		t.Error("unroll does not import wcet/assertions")
	}
	for s, seen := range want {
		if !seen {
			t.Errorf("unroll does not call assertions' %s", s)
		}
	}
}
