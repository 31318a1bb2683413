package frontend

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParseIR feeds mutated LLVM IR to the parser and translator. llir
// panics on some malformed input and ParseIR turns that into an error; a
// panic inside wcet's own translation ("internal error") is a bug.
func FuzzParseIR(f *testing.F) {
	// Seeds: testdata/fuzz/FuzzParseIR (small clang-14 modules) and these.
	f.Add("define i32 @main() {\n  ret i32 0\n}\n")
	f.Add("define i32 @main() {\nentry:\n  br label %l\nl:\n  %i = phi i32 [0, %entry], [%j, %l]\n  %j = add i32 %i, 1\n  %c = icmp slt i32 %j, 10\n  br i1 %c, label %l, label %e\ne:\n  ret i32 %j\n}\n")
	f.Fuzz(func(t *testing.T, ll string) {
		p, err := ParseIR([]byte(ll), "fuzz.ll", Options{})
		if err != nil {
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("translation panicked: %v", err)
			}
			return
		}
		_ = p
	})
}

// BenchmarkFrontend measures translation throughput (IR lines per second)
// on the largest testdata program.
func BenchmarkFrontend(b *testing.B) {
	files, _ := filepath.Glob("../testdata/*.ll")
	files = append(files, "testdata/ir/features.ll")
	var best string
	var size int64
	for _, f := range files {
		if st, err := os.Stat(f); err == nil && st.Size() > size {
			best, size = f, st.Size()
		}
	}
	ll, err := os.ReadFile(best)
	if err != nil {
		b.Fatal(err)
	}
	lines := strings.Count(string(ll), "\n")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := ParseIR(ll, best, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "IRlines/s")
	b.Logf("%s: %d IR lines", best, lines)
}
