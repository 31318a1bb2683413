package harness_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"wcet/frontend"
)

// constructs are the LLVM constructs the frontend must handle (issue:
// foundation, item 3), each with a pattern that finds it in IR text.
var constructs = []struct{ name, re string }{
	{"i128 arithmetic", `= (add|mul|sub)[a-z ]* i128 `},
	{"nsw", ` nsw `}, {"nuw", ` nuw `}, {"exact", ` exact `},
	{"icmp", `= icmp `}, {"select", `= select `}, {"phi", `= phi `},
	{"br", `\bbr i1 `}, {"switch", `\bswitch i`}, {"direct call", `call [^@]*@[a-z]`},
	{"ret", `\bret `}, {"unreachable", `\bunreachable\b`},
	{"alloca", `= alloca `}, {"variable-length alloca", `= alloca [^,]*, i64 %`},
	{"stacksave", `@llvm\.stacksave`}, {"stackrestore", `@llvm\.stackrestore`},
	{"load", `= load `}, {"store", `\bstore `}, {"getelementptr", `getelementptr`},
	{"global initializer", `= (dso_local |internal |private )*(unnamed_addr )*(global|constant) [^z]*\[`},
	{"cast", `= (sext|zext|trunc) `}, {"ptrtoint", `ptrtoint`}, {"inttoptr", `inttoptr`},
	{"fptosi", `fptosi`}, {"sitofp", `sitofp`}, {"freeze", `= freeze `}, {"poison", `\bpoison\b`},
	{"x86_fp80", `x86_fp80`}, {"_Complex", `\{ float, float \}|<2 x float>`},
	{"llvm.dbg", `@llvm\.dbg\.`}, {"lifetime", `@llvm\.lifetime\.`},
	{"memcpy", `@llvm\.memcpy\.`}, {"memset", `@llvm\.memset\.`}, {"memmove", `@llvm\.memmove\.|@memmove`},
	{"smax", `@llvm\.smax\.`}, {"smin", `@llvm\.smin\.`}, {"umax", `@llvm\.umax\.`}, {"umin", `@llvm\.umin\.`},
	{"abs", `@llvm\.abs\.`}, {"with.overflow", `\.with\.overflow\.`}, {"expect", `@llvm\.expect\.`},
	{"assume", `@llvm\.assume`},
	{"malloc", `@malloc\(`}, {"calloc", `@calloc\(`}, {"realloc", `@realloc\(`}, {"free", `@free\(`},
	{"abs()", `@abs\(`}, {"labs", `@labs\(`}, {"llabs", `@llabs\(`}, {"strlen", `@strlen\(`},
	{"exit", `@exit\(`}, {"_Exit", `@_Exit\(`}, {"abort", `@abort\(`},
	{"external call", `@read_sensor\(`},
	{"__wcet_cost", `@__wcet_cost\(`}, {"__wcet_alloc", `@__wcet_alloc\(`}, {"__wcet_free", `@__wcet_free\(`},
	{"__wcet_count", `@__wcet_count\(`}, {"__wcet_assert", `@__wcet_assert\(`},
	{"__wcet_nondet", `@__wcet_nondet\(`}, {"__wcet_nondet_range", `@__wcet_nondet_range\(`},
	{"volatile load", `load volatile`},
}

// TestConstructCoverage checks that every construct of the frontend's list
// is exercised by a testdata program (at the default pipeline or at O2) or
// by the hand-written IR of frontend/testdata/ir.
func TestConstructCoverage(t *testing.T) {
	var texts []string
	files, _ := filepath.Glob(filepath.Join(testdataDir, "*.ll"))
	extra, _ := filepath.Glob("../../frontend/testdata/ir/*.ll")
	for _, f := range append(files, extra...) {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(b))
	}
	// The O2 pipeline is where clang forms min/max/abs intrinsics.
	for _, f := range []string{"fir", "minmax", "tables", "small_ints"} {
		ll, err := frontend.CompileC(filepath.Join(testdataDir, f+".c"), frontend.Options{O2: true})
		if err != nil {
			t.Fatal(err)
		}
		texts = append(texts, string(ll))
	}
	all := strings.Join(texts, "\n")
	for _, c := range constructs {
		if !regexp.MustCompile(c.re).MatchString(all) {
			t.Errorf("no testdata program exercises %s (pattern %q)", c.name, c.re)
		}
	}
}
