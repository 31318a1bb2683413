package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/reports"
)

func runBreakdown(t *testing.T, file, resource string) *reports.Report {
	t.Helper()
	out, err := Run(Options{File: file, Method: "ss", Load: LoadOptions{Cost: "none"}, Breakdown: true,
		Config: analysis.Config{Entry: "main", Resource: resource, Timeout: 30 * time.Second}}, &reports.Report{})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	return out.Report
}

// TestBreakdown: the breakdown of testdata/breakdown.c's worst path
// (n = 3), by hand (the file's comment): scale(k) costs 2 + 3k itself,
// filter(k) 4 itself plus scale(k), main 1 itself plus scale(3) at line
// 40, filter(4) at 41 and scale(2) at 42.
func TestBreakdown(t *testing.T) {
	rep := runBreakdown(t, "../../testdata/breakdown.c", "cycles")
	if rep.Bound.Int64() != 38 || !rep.Exact {
		t.Fatalf("bound %s exact %v, want 38 exact", rep.Bound, rep.Exact)
	}
	b := rep.Breakdown
	if b == nil || b.Unavailable != "" || b.Root == nil {
		t.Fatalf("breakdown %+v", b)
	}
	// The root's inclusive cost is the bound: the witness's run is the
	// bound's.
	if b.Root.Inclusive != rep.Bound.Int64() {
		t.Errorf("root inclusive %d, bound %s", b.Root.Inclusive, rep.Bound)
	}
	var got []string
	var walk func(n *reports.CallNode, d int)
	walk = func(n *reports.CallNode, d int) {
		got = append(got, fmt.Sprintf("%s%s %s:%d calls %d self %d incl %d %.1f%% ctx %s", strings.Repeat("  ", d), n.Function,
			filepath.Base(n.File), n.Line, n.Calls, n.Self, n.Inclusive, n.SharePercent, n.Context))
		for i := range n.Children {
			walk(&n.Children[i], d+1)
		}
	}
	walk(b.Root, 0)
	want := []string{
		"main .:0 calls 1 self 1 incl 38 100.0% ctx main",
		"  scale breakdown.c:40 calls 1 self 11 incl 11 28.9% ctx main>scale@breakdown.c:40:3",                           // 2 + 3*3; 11/38
		"  filter breakdown.c:41 calls 1 self 4 incl 18 47.3% ctx main>filter@breakdown.c:41:3",                          // 4 + scale(4) = 4 + 14
		"    scale breakdown.c:33 calls 1 self 14 incl 14 36.8% ctx main>filter@breakdown.c:41:3>scale@breakdown.c:33:3", // 2 + 3*4
		"  scale breakdown.c:42 calls 1 self 8 incl 8 21.0% ctx main>scale@breakdown.c:42:3",                             // 2 + 3*2
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("call tree:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Per function, by decreasing inclusive cost: scale 11+14+8 = 33.
	// Frames: the host's .su (main 8, scale 24, filter 8) + 8 bytes of
	// return address.
	var fns []string
	for _, f := range rep.Functions {
		fns = append(fns, fmt.Sprintf("%s %d %d %d %.1f %s", f.Function, f.Calls, f.Self, f.Inclusive, f.SharePercent, reports.FrameText(f.FrameBytes, f.FrameDynamic)))
	}
	if w := "main 1 1 38 100.0 16|scale 3 33 33 86.8 32|filter 1 4 18 47.3 16"; strings.Join(fns, "|") != w {
		t.Errorf("functions %q, want %q", strings.Join(fns, "|"), w)
	}
}

// TestBreakdownUnavailable: no breakdown is invented where no run is
// known to reach the bound, nor for the heap (a peak, not a sum).
func TestBreakdownUnavailable(t *testing.T) {
	// TestUnreplayedWitness's program: its only run overflows, so the
	// bound is not exact.
	src := `#include "wcet.h"
int blk[16];
int out[16];
int main(void) {
  int i;
  for (i = 0; i < 16; i++) { blk[i] = (i * 37 % 255) - 128; WCET_COST(1); }
  for (i = 0; i < 16; i++) { out[i] = blk[i] * 300000 * 40000; WCET_COST(2); }
  return 0;
}
`
	file := filepath.Join(t.TempDir(), "p.c")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ file, resource, why string }{
		{file, "cycles", "the bound is not exact"},
		{"../../testdata/breakdown.c", "heap", "the heap is a peak"},
	} {
		rep := runBreakdown(t, c.file, c.resource)
		if b := rep.Breakdown; b == nil || !strings.HasPrefix(b.Unavailable, c.why) || b.Root != nil || rep.Functions != nil {
			t.Errorf("%s %s: breakdown %+v, functions %v; want unavailable: %s", c.file, c.resource, b, rep.Functions, c.why)
		}
	}
	// Without --breakdown: none at all (the report is as before).
	out, err := Run(Options{File: "../../testdata/breakdown.c", Method: "ss", Load: LoadOptions{Cost: "none"},
		Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second}}, &reports.Report{})
	if err != nil || out.Report.Breakdown != nil || out.Report.Functions != nil {
		t.Errorf("without Breakdown: %v, %+v", err, out.Report.Breakdown)
	}
}

// TestBreakdownAddsUp: on testdata programs with calls and recursion,
// whenever the bound is exact the breakdown is there and adds up: the
// root's inclusive cost is the bound, every node's inclusive cost is its
// self cost plus its children's, and the functions' self costs sum to
// the bound. fib (WANT: 177 calls of 1 cycle, n = 10, the file's
// comment): its row is 177 calls, self 177, inclusive 177 (a recursive
// activation counts once), and its tree has one node per activation,
// each a calling context of its own.
func TestBreakdownAddsUp(t *testing.T) {
	exact := 0
	for _, c := range []struct {
		file, entry, cost string
		assume            []string // the file's INPUTS
	}{
		{"fib.c", "fib", "none", []string{"n >= 0", "n <= 10"}}, {"calls.c", "calls", "none", []string{"n >= 0", "n <= 8"}},
		{"calls.c", "calls", "insn", []string{"n >= 0", "n <= 8"}}, {"expint.c", "main", "none", nil}, {"fig33.c", "fig33", "insn", []string{"a >= -2", "a <= 2", "b >= -2", "b <= 2"}},
	} {
		out, err := Run(Options{File: "../../testdata/" + c.file, Method: "ss", Load: LoadOptions{Cost: c.cost}, Breakdown: true,
			Config: analysis.Config{Entry: c.entry, Resource: "cycles", Assume: c.assume, Timeout: 60 * time.Second}}, &reports.Report{})
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		rep, name := out.Report, c.file+" "+c.cost
		b := rep.Breakdown
		if !rep.Exact {
			if b == nil || b.Unavailable == "" {
				t.Errorf("%s: not exact, breakdown %+v", name, b)
			}
			continue
		}
		if b == nil || b.Root == nil {
			t.Fatalf("%s: exact, but breakdown %+v", name, b)
		}
		exact++
		if b.Root.Inclusive != rep.Bound.Int64() {
			t.Errorf("%s: root inclusive %d, bound %s", name, b.Root.Inclusive, rep.Bound)
		}
		nodes := 0
		var walk func(n *reports.CallNode)
		walk = func(n *reports.CallNode) {
			nodes++
			sum := n.Self
			for i := range n.Children {
				sum += n.Children[i].Inclusive
				walk(&n.Children[i])
			}
			if sum != n.Inclusive {
				t.Errorf("%s: %s: self %d + children %d != inclusive %d", name, n.Context, n.Self, sum-n.Self, n.Inclusive)
			}
		}
		walk(b.Root)
		var self int64
		for _, f := range rep.Functions {
			self += f.Self
		}
		if self != rep.Bound.Int64() {
			t.Errorf("%s: functions' self costs sum to %d, bound %s", name, self, rep.Bound)
		}
		if c.file == "fib.c" {
			f := rep.Functions[0]
			if len(rep.Functions) != 1 || f.Calls != 177 || f.Self != 177 || f.Inclusive != 177 || nodes != 177 || b.Folded != 0 {
				t.Errorf("fib: %+v, %d nodes, %d folded", rep.Functions, nodes, b.Folded)
			}
		}
	}
	if exact < 3 { // the WANTs of fib, calls and expint under none say exact
		t.Errorf("%d exact bounds, want at least 3", exact)
	}
}

// TestBreakdownFrames: the breakdown's frames are measured whatever the
// resource, on the host and each target: testdata/stack/frames.c's
// figures by hand (its comment: the .su file of clang-14 -fstack-usage,
// plus the host's 8-byte return address). vla's frame is its static
// part, marked dynamic; memset (run in place) has no row.
func TestBreakdownFrames(t *testing.T) {
	file := filepath.Join("..", "..", "testdata", "stack", "frames.c")
	for _, c := range []struct {
		target string
		want   string
	}{
		{"", "main 48|vla 16+dyn|leaf 48"},
		{"cortex-m4", "main 40|vla 16+dyn|leaf 40"},
		{"cortex-m0plus", "main 40|vla 16+dyn|leaf 56"},
		{"rv32imac", "main 32|vla 16+dyn|leaf 48"},
	} {
		o := Options{File: file, Method: "ss", Load: LoadOptions{Cost: "insn"}, Breakdown: true,
			Config: analysis.Config{Entry: "main", Resource: "cycles", Timeout: 60 * time.Second}}
		if c.target != "" {
			tg, ok := frontend.Targets[c.target]
			if !ok {
				t.Fatalf("no target %s", c.target)
			}
			o.Load.Frontend.Target = tg
		}
		out, err := Run(o, &reports.Report{})
		if err != nil {
			t.Fatalf("%s: %v", c.target, err)
		}
		rep := out.Report
		if rep.Breakdown == nil || rep.Breakdown.Unavailable != "" {
			t.Fatalf("%s: breakdown %+v", c.target, rep.Breakdown)
		}
		var got []string
		for _, f := range rep.Functions {
			got = append(got, f.Function+" "+reports.FrameText(f.FrameBytes, f.FrameDynamic))
		}
		if strings.Join(got, "|") != c.want {
			t.Errorf("%s: frames %q, want %q", c.target, strings.Join(got, "|"), c.want)
		}
		// The call tree carries the same frames.
		for _, n := range rep.Breakdown.Root.Children {
			if n.Function == "vla" && (n.FrameBytes == nil || *n.FrameBytes != 16 || !n.FrameDynamic) {
				t.Errorf("%s: vla's node frame %v dynamic %v", c.target, n.FrameBytes, n.FrameDynamic)
			}
		}
	}
}
