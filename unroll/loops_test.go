package unroll

import (
	"fmt"
	"testing"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// TestLoopCounts checks loops[] on loop shapes whose counts are derived by
// hand in testdata/loop_counts.c (a body left by a break does not count):
// top-tested, break, do-while, while (1) with break, a loop that never runs, nested with a triangular inner loop,
// one loop in two calling contexts, and a nondet bound.
func TestLoopCounts(t *testing.T) {
	spec := &harness.Spec{Entry: "main"}
	p := loadFor(t, "testdata/loop_counts.c", spec, "insn")
	for _, method := range []string{"enum", "ss", "ia"} {
		run := map[string]func(*ts.Program, analysis.Config) (*analysis.Result, error){"enum": Enum, "ss": SS, "ia": IA}[method]
		res, err := run(p, analysis.Config{Entry: "main", Resource: "cycles"})
		if err != nil {
			t.Fatal(err)
		}
		checkLoopCounts(t, method, res)
	}
}

func checkLoopCounts(t *testing.T, method string, res *analysis.Result) {
	// line → context → max/total, from the comments of loop_counts.c.
	want := map[string][2]int64{
		"8 main>work@loop_counts.c:38:8": {3, 3},
		"8 main>work@loop_counts.c:39:8": {5, 5},
		"15 main":                        {10, 10},
		"17 main":                        {6, 6},
		"23 main":                        {5, 5},
		"27 main":                        {3, 3},
		"33 main":                        {0, 0},
		"35 main":                        {4, 4},
		"36 main":                        {3, 6},
		"41 main":                        {4, 4},
	}
	got := map[string][2]int64{}
	for _, l := range res.Loops {
		got[fmt.Sprintf("%d %s", l.Loop.Pos.Line, l.Context)] = [2]int64{l.Max, l.Total}
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: loop at line %s: max/total %v, want %v", method, k, got[k], w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("%s: %d loop rows, want %d: %v", method, len(got), len(want), got)
	}
}

// TestPointerParamWitness checks that the witness of an entry with a
// pointer parameter gives the contents of the object it points to, and
// that they replay to the bound (hand count in testdata/ptr_param.c).
func TestPointerParamWitness(t *testing.T) {
	spec := &harness.Spec{Entry: "count"}
	p := loadFor(t, "testdata/ptr_param.c", spec, "none")
	res, err := Enum(p, analysis.Config{Entry: "count", Resource: "cycles"})
	if err != nil {
		t.Fatal(err)
	}
	if res.Bound.Int64() != 20 {
		t.Fatalf("bound %s, want 20", res.Bound)
	}
	a := res.Lists["a"]
	if len(a) != 4 {
		t.Fatalf("witness a = %v, want 4 elements", a)
	}
	for i, v := range a {
		if v.Int64() <= 10 {
			t.Errorf("a[%d] = %s: the worst path needs every element above 10", i, v)
		}
	}
	exact, cost, err := analysis.Replay(p, "count", "cycles", res)
	if err != nil || !exact {
		t.Fatalf("replay: cost %d, exact %v, err %v", cost, exact, err)
	}
}
