package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"wcet/ts"
)

// TestIsTerminal: buffers, pipes, regular files and /dev/null are not
// terminals (a character device is not necessarily a terminal), so
// newProgress returns nil on them and nothing is ever written.
func TestIsTerminal(t *testing.T) {
	var buf bytes.Buffer
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	f, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	null, err := os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	for name, out := range map[string]interface{ Write([]byte) (int, error) }{"buffer": &buf, "pipe": w, "file": f, "/dev/null": null} {
		if isTerminal(out) {
			t.Errorf("%s: isTerminal = true", name)
		}
		if p := newProgress(out, false, "analyze", 0); p != nil {
			t.Errorf("%s: newProgress != nil", name)
		}
		p := newProgress(out, false, "analyze", 0)
		if p.hook("") != nil { // no hook: the analysis calls nothing
			t.Errorf("%s: a nil progress gave a hook", name)
		}
		p.taskDone()
		p.stop()
	}
	if buf.Len() != 0 {
		t.Errorf("wrote %q on a buffer", buf.String())
	}
	if fi, _ := f.Stat(); fi.Size() != 0 {
		t.Errorf("wrote %d bytes on a file", fi.Size())
	}
}

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time            { return c.t }
func (c *fakeClock) advance(d time.Duration)   { c.t = c.t.Add(d) }
func newFakeClock() *fakeClock                 { return &fakeClock{t: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)} }
func lastLine(s string) string                 { return s[strings.LastIndexByte(s, '\r')+1:] }
func writes(s string) int                      { return strings.Count(s, "\r") }
func loopAt(file string, line, col int) ts.Pos { return ts.Pos{File: file, Line: line, Col: col} }

// TestProgressRendering drives the progress line with a fake clock: silent
// for the first progressDelay, then one line rewritten in place at most
// every progressEvery, shorter lines padded over longer ones, and erased
// with blanks at the end.
func TestProgressRendering(t *testing.T) {
	var buf bytes.Buffer
	c := newFakeClock()
	p := newProgressOn(&buf, c.now, "analyze", 0)
	hook := p.hook("")
	hook(10, loopAt("fib.c", 7, 3), "fib")
	c.advance(progressDelay / 2)
	hook(20, loopAt("fib.c", 7, 3), "fib")
	if buf.Len() != 0 {
		t.Fatalf("wrote %q before progressDelay", buf.String())
	}
	c.advance(progressDelay)
	hook(12345, loopAt("fib.c", 7, 3), "fib")
	want := "wcet analyze: 0.8s, 12345 states, loop at fib.c:7:3 in fib"
	if got := buf.String(); got != "\r"+want {
		t.Fatalf("first line %q, want %q", got, "\r"+want)
	}
	// Calls within progressEvery of the last refresh write nothing.
	for i := 0; i < 100; i++ {
		c.advance(progressEvery / 200)
		hook(int64(12346+i), loopAt("fib.c", 7, 3), "fib")
	}
	if n := writes(buf.String()); n != 1 {
		t.Fatalf("%d refreshes within progressEvery, want 1: %q", n, buf.String())
	}
	c.advance(progressEvery)
	hook(99, ts.Pos{}, "main") // outside loops: a shorter line
	short := "wcet analyze: 1.1s, 99 states, in main"
	pad := strings.Repeat(" ", len(want)-len(short))
	if got := lastLine(buf.String()); got != short+pad {
		t.Fatalf("second line %q, want %q", got, short+pad)
	}
	buf.Reset()
	p.stop()
	if got, want := buf.String(), "\r"+strings.Repeat(" ", len(short))+"\r"; got != want {
		t.Fatalf("stop wrote %q, want %q", got, want)
	}
	buf.Reset()
	c.advance(time.Hour)
	hook(1, ts.Pos{}, "main")
	p.taskDone()
	p.stop()
	if buf.Len() != 0 {
		t.Fatalf("wrote %q after stop", buf.String())
	}
}

// TestProgressCheck: wcet check's line counts finished tasks and names
// the task that reported last; long lines are cut to progressWidth; a
// progress that never showed erases nothing.
func TestProgressCheck(t *testing.T) {
	var buf bytes.Buffer
	c := newFakeClock()
	p := newProgressOn(&buf, c.now, "check", 3)
	c.advance(progressDelay)
	p.taskDone()
	p.hook("ctrl.c:step")(42, loopAt("ctrl.c", 9, 5), "step")
	if got, want := lastLine(buf.String()), "wcet check: 1/3 done, 0.5s, 0 states"; got != want {
		t.Fatalf("line %q, want %q", got, want)
	}
	c.advance(progressEvery)
	p.hook("ctrl.c:step")(42, loopAt("ctrl.c", 9, 5), "step")
	if got, want := lastLine(buf.String()), "wcet check: 1/3 done, 0.8s, ctrl.c:step 42 states, loop at ctrl.c:9:5 in step"; got != want {
		t.Fatalf("line %q, want %q", got, want)
	}
	c.advance(progressEvery)
	long := strings.Repeat("d/", 50) + "x.c"
	p.hook(long+":f")(1, loopAt(long, 1, 1), "f")
	if got := lastLine(buf.String()); len([]rune(got)) != progressWidth || !strings.HasSuffix(got, "…") {
		t.Fatalf("long line not cut to %d characters: %q", progressWidth, got)
	}

	buf.Reset()
	q := newProgressOn(&buf, c.now, "check", 1)
	q.hook("a")(1, ts.Pos{}, "main") // before progressDelay
	q.stop()
	if buf.Len() != 0 {
		t.Fatalf("a progress never shown wrote %q", buf.String())
	}
}

// TestProgressHook: enum and ss call analysis.Config.Progress as they go,
// with a growing state count, the function, and the loop being unrolled
// (assert_count.c's only loop is the for at line 12, col 3, in main).
func TestProgressHook(t *testing.T) {
	for _, method := range []string{"ss", "enum"} {
		var calls int
		var last int64
		inLoop := false
		a := analyzeFlags{common: common{entry: "main", cost: "none", externCost: -1}, method: method, resource: "cycles",
			timeout: time.Minute, maxStates: 1000000}
		a.onProgress = func(states int64, loop ts.Pos, fn string) {
			calls++
			if states < last {
				t.Errorf("%s: states went down from %d to %d", method, last, states)
			}
			last = states
			if fn != "main" {
				t.Errorf("%s: progress in function %q, want main", method, fn)
			}
			if loop.Known() {
				inLoop = true
				if loop.Line != 12 || loop.Col != 3 || !strings.HasSuffix(loop.File, "assert_count.c") {
					t.Errorf("%s: loop at %s, want assert_count.c:12:3", method, loop)
				}
			}
		}
		file := "../../testdata/assert_count.c"
		if _, _, err := a.analyze([]string{file}, a.head([]string{file})); err != nil {
			t.Fatalf("%s: %v", method, err)
		}
		if calls == 0 || last == 0 || !inLoop {
			t.Errorf("%s: %d progress calls, last at %d states, in the loop: %v", method, calls, last, inLoop)
		}
	}
}
