package driver

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/reports"
	"wcet/ts"
	"wcet/unroll"
)

// twoLoops has two loops whose trip counts are unknown inputs: neither
// can be bounded, so the search names both.
const twoLoops = `int f(int n, int m) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 1;
  for (int j = 0; j < m; j++)
    s += 2;
  return s;
}
`

// TestSearchCutsInConfig: the search for unbounded loops hands its cuts
// to the method in analysis.Config.Cuts and never changes the program
// behind the method's back: every run of the method starts on the loops'
// bounds as loaded (none here), and the program is as loaded after Run.
// The search still finds both loops (kind unbounded-loop, one entry each).
func TestSearchCutsInConfig(t *testing.T) {
	file := filepath.Join(t.TempDir(), "two.c")
	if err := os.WriteFile(file, []byte(twoLoops), 0o644); err != nil {
		t.Fatal(err)
	}
	var prog *ts.Program
	runs, withCuts := 0, 0
	Methods["test-recorder"] = func(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
		prog = p
		runs++
		for _, f := range p.Funcs {
			for _, L := range f.Loops {
				if L.Bound != nil {
					t.Errorf("run %d: the loop at %s has the bound %q before the method runs", runs, L.Pos, L.Bound.Text)
				}
			}
		}
		if len(cfg.Cuts) > 0 {
			withCuts++
		}
		return unroll.SS(p, cfg)
	}
	defer delete(Methods, "test-recorder")
	o := Options{File: file, Load: LoadOptions{Cost: "none", Frontend: frontend.Options{Entry: "f"}}, Method: "test-recorder",
		Config: analysis.Config{Entry: "f", Resource: "cycles", MaxStates: 300, Timeout: time.Minute}}
	_, err := Run(o, &reports.Report{})
	var ue *UnboundedError
	if !errors.As(err, &ue) || len(ue.Loops) != 2 {
		t.Fatalf("error %v: want an UnboundedError naming two loops", err)
	}
	if ue.Loops[0].Loop.Pos.Line != 3 || ue.Loops[1].Loop.Pos.Line != 5 {
		t.Errorf("loops at lines %d and %d, want 3 and 5", ue.Loops[0].Loop.Pos.Line, ue.Loops[1].Loop.Pos.Line)
	}
	if runs < 2 || withCuts == 0 {
		t.Errorf("%d runs, %d with cuts: want the search's runs with their cuts in the config", runs, withCuts)
	}
	for _, f := range prog.Funcs {
		for _, L := range f.Loops {
			if L.Bound != nil {
				t.Errorf("after Run the loop at %s has the bound %q", L.Pos, L.Bound.Text)
			}
		}
	}
	rep := reports.ErrorReport(err, nil)
	if len(rep.Errors) != 2 || rep.Errors[0].Kind != "unbounded-loop" || rep.Errors[1].Kind != "unbounded-loop" {
		t.Errorf("errors[] %+v: want two unbounded-loop entries", rep.Errors)
	}
}

// TestSearchShare: the search for unbounded loops after a first run that
// stopped at once (a repeating loop header, like irq_flags.c's) runs under
// a share of --timeout, not the rest of it: its run is StopOnly (no
// witness search after a run that ends) and ends a quarter of --timeout
// after it starts, and a run stopped by the share is not run again. The
// first run's loop is named (kind unbounded-loop). Before the share, the
// search's run had the whole --timeout (irq_flags.c: 60 s of 60 s).
func TestSearchShare(t *testing.T) {
	file := filepath.Join(t.TempDir(), "two.c")
	if err := os.WriteFile(file, []byte(twoLoops), 0o644); err != nil {
		t.Fatal(err)
	}
	loopAt := func(p *ts.Program, line int) ts.Pos {
		for _, f := range p.Funcs {
			for _, L := range f.Loops {
				if L.Pos.Line == line {
					return L.Pos
				}
			}
		}
		t.Fatalf("no loop at line %d", line)
		return ts.Pos{}
	}
	var deadlines []time.Time
	var stopOnly []bool
	Methods["test-share"] = func(p *ts.Program, cfg analysis.Config) (*analysis.Result, error) {
		deadlines = append(deadlines, cfg.Budget.Deadline())
		stopOnly = append(stopOnly, cfg.StopOnly)
		if len(cfg.Cuts) == 0 {
			return nil, &analysis.LimitError{What: "the loop's header state repeats after iteration 2", Loop: loopAt(p, 3), Func: "f",
				Advice: "the analysis cannot tell its iterations apart: bound the loop with an annotation"}
		}
		// A search run that would run on: it stops at its budget.
		for !cfg.Budget.Spent() {
			time.Sleep(5 * time.Millisecond)
		}
		return nil, &analysis.LimitError{What: "timeout", Loop: loopAt(p, 5), Func: "f"}
	}
	defer delete(Methods, "test-share")
	const timeout = 6 * time.Second
	o := Options{File: file, Load: LoadOptions{Cost: "none", Frontend: frontend.Options{Entry: "f"}}, Method: "test-share",
		Config: analysis.Config{Entry: "f", Resource: "cycles", MaxStates: 300, Timeout: timeout}}
	_, err := Run(o, &reports.Report{})
	if len(deadlines) != 2 {
		t.Fatalf("%d runs, want the first and one search run (the share is spent after it)", len(deadlines))
	}
	if stopOnly[0] || !stopOnly[1] {
		t.Errorf("StopOnly %v: want the search's run only", stopOnly)
	}
	// The budgets' ends, not the time taken: the search's run must end a
	// quarter of --timeout after it started, well before the first's.
	if early := deadlines[0].Sub(deadlines[1]); early < timeout/2 {
		t.Errorf("the search's run ends %v before the analysis's budget: want at least %v (a share of --timeout)", early, timeout/2)
	}
	rep := reports.ErrorReport(err, nil)
	named := false
	for _, e := range rep.Errors {
		if e.Kind == "unbounded-loop" && e.Line == 3 {
			named = true
		}
	}
	if !named {
		t.Errorf("errors[] %+v: want the first run's loop (line 3) as unbounded-loop", rep.Errors)
	}
}

// TestDebugInConfig: SS's debug trace goes to analysis.Config.Debug when
// Config.SSDebug is set, and nowhere when it is not (the library reads no
// environment and writes to no standard stream).
func TestDebugInConfig(t *testing.T) {
	file := filepath.Join(t.TempDir(), "one.c")
	if err := os.WriteFile(file, []byte("int main(int n) { int s = 0; for (int i = 0; i < 3; i++) s += n; return s; }\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ld, err := Load(file, LoadOptions{Price: true, Cost: "none", Frontend: frontend.Options{Entry: "main"}})
	if err != nil {
		t.Fatal(err)
	}
	for _, on := range []bool{false, true} {
		var buf bytes.Buffer
		cfg := analysis.Config{Entry: "main", Resource: "cycles", MaxStates: 10000, SSDebug: on, Debug: &buf}
		if _, err := unroll.SS(ld.Program, cfg); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(buf.String(), "expand main"); got != on {
			t.Errorf("SSDebug %v: trace written %v (%q...)", on, got, firstLine(buf.String()))
		}
	}
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// TestNoEnvironmentInLibraries: no package outside internal/cli and
// cmd/wcet reads an environment variable (issue 16): switches travel in
// analysis.Config and the packages' options. Tests may. (Passing the
// environment on to a child process, os.Environ, is not reading it.)
func TestNoEnvironmentInLibraries(t *testing.T) {
	root := filepath.Join("..", "..")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() {
			if rel == filepath.Join("internal", "cli") || rel == "cmd" || rel == "testdata" || strings.HasPrefix(d.Name(), ".") && rel != "." {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := s.X.(*ast.Ident); ok && x.Name == "os" && (s.Sel.Name == "Getenv" || s.Sel.Name == "LookupEnv") {
					t.Errorf("%s reads the environment (os.%s)", rel, s.Sel.Name)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestPickedBitHint: testdata/review2/min/bitmap_pick.c clears, in each
// iteration of its `while (rdy != 0)`, the bit a table picks: no method
// bounds it, and the error names the loop (bitmap_pick.c:11:3) with the
// loop-bound analysis's hint (tripcount.Hints): the cleared bit must be
// shown set, and then the loop runs at most 8 times, the width of rdy.
func TestPickedBitHint(t *testing.T) {
	o := Options{File: "../../testdata/review2/min/bitmap_pick.c", Load: LoadOptions{Cost: "insn"}, Method: "ss",
		Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: time.Minute}}
	_, err := Run(o, &reports.Report{})
	var ue *UnboundedError
	if !errors.As(err, &ue) || len(ue.Loops) != 1 {
		t.Fatalf("error %v: want an UnboundedError naming the while loop", err)
	}
	msg := err.Error()
	for _, want := range []string{"bitmap_pick.c:11:3", "a bit of rdy that the program picks", "at most 8 times"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q: want %q in it", msg, want)
		}
	}
}
