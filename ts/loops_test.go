package ts

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

func programOf(fs ...*Func) *Program {
	p := &Program{ByName: map[string]*Func{}, GlobalByName: map[string]*Global{}, Externs: map[string]*Extern{}}
	for _, f := range fs {
		p.Funcs = append(p.Funcs, f)
		p.ByName[f.Name] = f
	}
	return p
}

// checkLoopsOf runs BuildLoops and Check and compares the loop summary.
func checkLoopsOf(t *testing.T, f *Func, want string) {
	t.Helper()
	if err := f.BuildLoops(); err != nil {
		t.Fatalf("BuildLoops: %v", err)
	}
	if err := programOf(f).Check(); err != nil {
		var b strings.Builder
		f.Dump(&b)
		t.Fatalf("Check after BuildLoops: %v\n%s", err, b.String())
	}
	got := loopsSummary(f)
	want = strings.TrimSpace(strings.ReplaceAll(want, "\t", ""))
	if got != want {
		t.Errorf("loops:\n%s\nwant:\n%s", got, want)
	}
	// Structural invariants of the normal form.
	for _, l := range f.Loops {
		if l.Header.Loop != l || l.End.Loop != l {
			t.Errorf("L%d: header or end in loop %v/%v", l.ID, l.Header.Loop, l.End.Loop)
		}
		if l.End.Name != l.Header.Name+".end" || l.End.Block != l.Header.Block || l.End.Pos != l.Header.Pos {
			t.Errorf("L%d: end loc %+v", l.ID, l.End)
		}
		if len(l.End.Out) != 1 || l.End.Out[0] != l.Back || l.Back.Kind != Back || l.Back.To != l.Header || len(l.Back.Ops) != 0 {
			t.Errorf("L%d: back transition %+v", l.ID, l.Back)
		}
		for _, tr := range l.End.In {
			if tr.Kind != Edge {
				t.Errorf("L%d: back edge t%d has kind %v", l.ID, tr.ID, tr.Kind)
			}
		}
	}
}

func TestLoopsWhile(t *testing.T) {
	// i = 0; while (i < n) { s += i; i++; } return s;
	f := cfgFunc("%0->%1; %1->%2,%3; %2->%1@3; %3->ret")
	checkLoopsOf(t, f, `
		L0 h=%1 d=1 p=- locs=[%1 %1.end %1.t %2 %2.t] exits=[%1.t>%3] latches=[%2.t] pos=a.c:3:7`)
	if len(f.Roots) != 1 || f.Roots[0] != f.Loops[0] {
		t.Errorf("roots %v", f.Roots)
	}
	for _, l := range f.Locs {
		inLoop := strings.HasPrefix(l.Name, "%1") || strings.HasPrefix(l.Name, "%2")
		if (l.Loop != nil) != inLoop {
			t.Errorf("loc %s: Loop = %v", l.Name, l.Loop)
		}
	}
	// The back edge keeps its position and kind; the header's In ends with
	// the Back transition.
	h := f.Loops[0].Header
	if n := len(h.In); n != 2 || h.In[1] != f.Loops[0].Back || h.In[0].From.Name != "%0.t" {
		t.Errorf("header In = %v", h.In)
	}
}

func TestLoopsDoWhile(t *testing.T) {
	// do { i++; } while (i < n);  — rotated: header %1 is also the latch.
	f := cfgFunc("%0->%1; %1->%1@2,%2; %2->ret")
	checkLoopsOf(t, f, `
		L0 h=%1 d=1 p=- locs=[%1 %1.end %1.t] exits=[%1.t>%2] latches=[%1.t] pos=a.c:2:7`)
}

func TestLoopsNested(t *testing.T) {
	// for i { for j { } }, plus a second top-level loop after it.
	f := cfgFunc("%0->%1; %1->%2,%6; %2->%3; %3->%4,%5; %4->%3@4; %5->%1@2; %6->%7; %7->%7@8,%8; %8->ret")
	checkLoopsOf(t, f, `
		L0 h=%1 d=1 p=- locs=[%1 %1.end %1.t %2 %2.t %3 %3.end %3.t %4 %4.t %5 %5.t] exits=[%1.t>%6] latches=[%5.t] pos=a.c:2:7
		L1 h=%3 d=2 p=L0 locs=[%3 %3.end %3.t %4 %4.t] exits=[%3.t>%5] latches=[%4.t] pos=a.c:4:7
		L2 h=%7 d=1 p=- locs=[%7 %7.end %7.t] exits=[%7.t>%8] latches=[%7.t] pos=a.c:8:7`)
	if len(f.Roots) != 2 || f.Roots[0].ID != 0 || f.Roots[1].ID != 2 {
		t.Errorf("roots %v", f.Roots)
	}
	if len(f.Loops[0].Children) != 1 || f.Loops[0].Children[0] != f.Loops[1] {
		t.Errorf("children of L0: %v", f.Loops[0].Children)
	}
	if !f.Loops[0].Contains(f.Loops[1].End) || f.Loops[1].Contains(f.Loops[0].Header) {
		t.Error("Contains")
	}
}

func TestLoopsBreakContinueReturn(t *testing.T) {
	// while (i < n) {        %1
	//   if (a) continue;     %2: second back edge
	//   if (b) break;        %3: exit to %8
	//   if (c) return 1;     %4: exit to %9
	//   i++;                 %5: latch
	// }
	f := cfgFunc("%0->%1; %1->%2,%7; %2->%1,%3; %3->%8,%4; %4->%9,%5; %5->%1@2; %7->%8; %8->ret; %9->ret")
	checkLoopsOf(t, f, `
		L0 h=%1 d=1 p=- locs=[%1 %1.end %1.t %2 %2.t %3 %3.t %4 %4.t %5 %5.t] exits=[%1.t>%7 %3.t>%8 %4.t>%9] latches=[%2.t %5.t] pos=a.c:2:7`)
}

func TestLoopsStateMachine(t *testing.T) {
	// while (state != DONE) switch (state) { case A: ...; case B: ...; }
	// Every case jumps back to the dispatch; %3 branches to it twice (a
	// conditional branch with both targets equal).
	f := cfgFunc("%0->%1; %1->%2,%3,%4,%5; %2->%1; %3->%1,%1; %4->%1@2,%5; %5->ret")
	checkLoopsOf(t, f, `
		L0 h=%1 d=1 p=- locs=[%1 %1.end %1.t %2 %2.t %3 %3.t %4 %4.t] exits=[%1.t>%5 %4.t>%5] latches=[%2.t %3.t %3.t %4.t] pos=a.c:2:7`)
	if n := len(f.Loops[0].Header.In); n != 2 {
		t.Errorf("header has %d incoming transitions, want entry + back", n)
	}
}

func TestLoopsNestedContinueOuter(t *testing.T) {
	// An edge from inside the inner loop straight to the outer header (a
	// goto-continue): an exit of the inner loop and a back edge of the outer.
	f := cfgFunc("%0->%1; %1->%2,%5; %2->%3; %3->%3,%1,%4; %4->%1; %5->ret")
	checkLoopsOf(t, f, `
		L0 h=%1 d=1 p=- locs=[%1 %1.end %1.t %2 %2.t %3 %3.end %3.t %4 %4.t] exits=[%1.t>%5] latches=[%3.t %4.t] pos=a.c:20:1
		L1 h=%3 d=2 p=L0 locs=[%3 %3.end %3.t] exits=[%3.t>%1.end %3.t>%4] latches=[%3.t] pos=a.c:40:1`)
}

func TestLoopsSelfLoopLoc(t *testing.T) {
	// A loc with a transition to itself.
	b := newFuncBuilder("f")
	p := Pos{File: "a.c", Line: 5, Col: 2}
	a := b.addLoc("a", "%0", p)
	l := b.addLoc("l", "%0", p)
	c := b.addLoc("c", "%0", p)
	b.f.Exit = b.addLoc("exit", "", Pos{})
	b.f.Halt = b.addLoc("halt", "", Pos{})
	b.f.Entry = a
	b.addTrans(a, l, Body, p, nil)
	b.addTrans(l, l, Edge, p, nil)
	b.addTrans(l, c, Edge, p, nil)
	b.addTrans(c, b.f.Exit, Edge, p, []Op{&Ret{}})
	checkLoopsOf(t, b.f, `L0 h=l d=1 p=- locs=[l l.end] exits=[l>c] latches=[l] pos=a.c:5:2`)
}

func TestLoopsIrreducible(t *testing.T) {
	// Two entries into the cycle %1 <-> %2.
	f := cfgFunc("%0->%1,%2; %1->%2; %2->%1,%3; %3->ret")
	err := f.BuildLoops()
	var ie *IrreducibleError
	if !errors.As(err, &ie) {
		t.Fatalf("BuildLoops = %v, want *IrreducibleError", err)
	}
	want := "a.c:20:1: irreducible control flow in function f (a loop with more than one entry); wcet supports only reducible loops"
	if err.Error() != want || ie.Func != "f" {
		t.Errorf("error %q\nwant  %q", err, want)
	}

	// Without a position on the loc, the transition's is used.
	f = cfgFunc("%0->%1,%2; %1->%2; %2->%1,%3; %3->ret")
	for _, l := range f.Locs {
		l.Pos = Pos{IR: "@f/" + l.Name}
	}
	err = f.BuildLoops()
	if !errors.As(err, &ie) || ie.Pos.String() != "a.c:30:3" {
		t.Errorf("BuildLoops = %v, want the position of the edge %%2.t -> %%1 (a.c:30:3)", err)
	}
}

func TestLoopsAfterInfiniteLoop(t *testing.T) {
	// while (1) { } ; dead code after it, including the return.
	f := cfgFunc("%0->%1; %1->%1; %2->%3; %3->ret")
	nLocs := len(f.Locs)
	checkLoopsOf(t, f, `L0 h=%1 d=1 p=- locs=[%1 %1.end %1.t] exits=[] latches=[%1.t] pos=a.c:20:1`)
	if len(f.Locs) != nLocs-4+1 {
		t.Errorf("%d locs, want %d (4 dead removed, 1 end added)", len(f.Locs), nLocs-4+1)
	}
	for i, l := range f.Locs {
		if l.ID != i || strings.HasPrefix(l.Name, "%2") || strings.HasPrefix(l.Name, "%3") {
			t.Errorf("loc %d: %s (ID %d)", i, l.Name, l.ID)
		}
	}
	for i, tr := range f.Trans {
		if tr.ID != i {
			t.Errorf("trans %d has ID %d", i, tr.ID)
		}
	}
	if f.Exit == nil || f.Locs[f.Exit.ID] != f.Exit || len(f.Exit.In) != 0 {
		t.Errorf("exit %+v", f.Exit)
	}
}

func TestLoopsNone(t *testing.T) {
	f := cfgFunc("%0->%1,%2; %1->%3; %2->%3; %3->ret")
	checkLoopsOf(t, f, ``)
	if f.Loops != nil || f.Roots != nil {
		t.Error("loops in acyclic function")
	}
}

func TestLoopsIdempotent(t *testing.T) {
	f := cfgFunc("%0->%1; %1->%2,%6; %2->%3; %3->%4,%5; %4->%3@4,%3; %5->%1@2; %6->ret")
	if err := f.BuildLoops(); err != nil {
		t.Fatal(err)
	}
	f.Loops[1].Bound = &Pragma{Kind: "loopbound", Min: 0, Max: 9}
	want := loopsSummary(f)
	nl, nt := len(f.Locs), len(f.Trans)
	if err := f.BuildLoops(); err != nil {
		t.Fatal(err)
	}
	if got := loopsSummary(f); got != want || len(f.Locs) != nl || len(f.Trans) != nt {
		t.Errorf("second BuildLoops changed the function:\n%s\nwant\n%s", got, want)
	}
	if f.Loops[1].Bound == nil || f.Loops[1].Bound.Max != 9 {
		t.Error("Bound lost")
	}
	if err := programOf(f).Check(); err != nil {
		t.Error(err)
	}
}

func TestLoopsPosFallback(t *testing.T) {
	// Without !llvm.loop, the loop's position is its header's.
	f := cfgFunc("%0->%1; %1->%2,%3; %2->%1; %3->ret")
	if err := f.BuildLoops(); err != nil {
		t.Fatal(err)
	}
	if got := f.Loops[0].Pos.String(); got != "a.c:20:1" {
		t.Errorf("pos %s", got)
	}
}

// bigLoopFunc builds depth nested loops followed by a chain of seq sequential
// loops.
func bigLoopFunc(depth, seq int) *Func {
	var parts []string
	parts = append(parts, "E->H0")
	for i := 0; i < depth; i++ {
		next := fmt.Sprintf("H%d", i+1)
		if i == depth-1 {
			next = fmt.Sprintf("X%d", i)
		}
		exit := "S0"
		if i > 0 {
			exit = fmt.Sprintf("X%d", i-1)
		}
		parts = append(parts, fmt.Sprintf("H%d->%s,%s", i, next, exit))
		parts = append(parts, fmt.Sprintf("X%d->H%d", i, i))
	}
	for i := 0; i < seq; i++ {
		parts = append(parts, fmt.Sprintf("S%d->S%d,B%d", i, i+1, i))
		parts = append(parts, fmt.Sprintf("B%d->S%d", i, i))
	}
	parts = append(parts, fmt.Sprintf("S%d->ret", seq))
	return cfgFunc(strings.Join(parts, ";"))
}

func TestLoopsLarge(t *testing.T) {
	const depth, seq = 2000, 12000
	f := bigLoopFunc(depth, seq)
	start := time.Now()
	if err := f.BuildLoops(); err != nil {
		t.Fatal(err)
	}
	el := time.Since(start)
	if len(f.Loops) != depth+seq {
		t.Fatalf("%d loops, want %d", len(f.Loops), depth+seq)
	}
	for i := 0; i < depth; i++ {
		if l := f.Loops[i]; l.Depth != i+1 || l.Header.Name != fmt.Sprintf("H%d", i) {
			t.Fatalf("loop %d: depth %d header %s", i, l.Depth, l.Header.Name)
		}
	}
	if err := programOf(f).Check(); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d locs, %d loops: BuildLoops took %v", len(f.Locs), len(f.Loops), el)
}

// BenchmarkBuildLoopsLarge measures BuildLoops on TestLoopsLarge's function
// (2,000 nested and 12,000 sequential loops); its speed is a benchmark
// figure (go test -bench BuildLoopsLarge ./ts), never a test assertion.
func BenchmarkBuildLoopsLarge(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		f := bigLoopFunc(2000, 12000)
		b.StartTimer()
		if err := f.BuildLoops(); err != nil {
			b.Fatal(err)
		}
	}
}
