package cli

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/mattn/go-isatty"

	"wcet/ts"
)

// Progress on stderr (wcet analyze and wcet check): while analyses run,
// one line, rewritten in place with "\r", says the time elapsed, how many
// symbolic states the latest active analysis has made and the loop it is
// in (position and function); wcet check adds how many tasks are done and
// names the task (base name of the input and entry). The line appears only once the run has lasted progressDelay, is
// refreshed at most every progressEvery, and is erased (overwritten with
// blanks) when the analyses end, before anything else is printed. Nothing
// is written when stderr is not a terminal, nor under --quiet.

const (
	progressDelay = 500 * time.Millisecond
	progressEvery = 250 * time.Millisecond
	// progressWidth is the longest line written: a longer line would wrap
	// on a narrow terminal, and "\r" would then not go back to its start.
	progressWidth = 79
)

// isTerminal reports whether w is a terminal (a file whose descriptor
// answers the terminal ioctl; /dev/null, pipes and regular files do not).
func isTerminal(w io.Writer) bool {
	f, ok := w.(interface{ Fd() uintptr })
	if !ok {
		return false
	}
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}

// progress is the progress line. A nil *progress writes nothing; all its
// methods accept a nil receiver. It is safe for concurrent use (wcet check
// runs analyses in parallel).
type progress struct {
	mu      sync.Mutex
	w       io.Writer
	now     func() time.Time
	start   time.Time
	last    time.Time // last refresh, zero before the first
	shown   int       // width of the line on the screen, 0 when erased
	label   string    // the command: "analyze" or "check"
	total   int       // tasks of wcet check (0 for analyze)
	done    int       // tasks finished
	current string    // the task that reported last
	states  int64
	loop    ts.Pos
	fn      string
}

// newProgress returns the progress line of command label on w, or nil
// when quiet or w is not a terminal. total is the number of tasks (wcet
// check), 0 for a single analysis.
func newProgress(w io.Writer, quiet bool, label string, total int) *progress {
	if quiet || !isTerminal(w) {
		return nil
	}
	return newProgressOn(w, time.Now, label, total)
}

// newProgressOn returns a progress line on w, whatever w is, with clock
// now (tests give a fake writer and clock).
func newProgressOn(w io.Writer, now func() time.Time, label string, total int) *progress {
	return &progress{w: w, now: now, start: now(), label: label, total: total}
}

// hook returns the analysis.Config.Progress function of the analysis named
// task ("" for wcet analyze), nil when p is nil.
func (p *progress) hook(task string) func(states int64, loop ts.Pos, fn string) {
	if p == nil {
		return nil
	}
	return func(states int64, loop ts.Pos, fn string) {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.current, p.states, p.loop, p.fn = task, states, loop, fn
		p.refresh()
	}
}

// taskDone counts one finished task of wcet check.
func (p *progress) taskDone() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	p.refresh()
}

// stop erases the line; the progress writes nothing afterwards.
func (p *progress) stop() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown > 0 {
		fmt.Fprintf(p.w, "\r%s\r", strings.Repeat(" ", p.shown))
	}
	p.shown = 0
	p.w = io.Discard
}

// refresh rewrites the line when it is due: progressDelay after the
// start, then at most every progressEvery. Called with p.mu held.
func (p *progress) refresh() {
	t := p.now()
	if t.Sub(p.start) < progressDelay || !p.last.IsZero() && t.Sub(p.last) < progressEvery {
		return
	}
	p.last = t
	line := p.line(t.Sub(p.start))
	pad := ""
	if n := len([]rune(line)); n < p.shown {
		pad = strings.Repeat(" ", p.shown-n)
	}
	fmt.Fprintf(p.w, "\r%s%s", line, pad)
	p.shown = len([]rune(line))
}

// line is the text of the progress line after elapsed time d, cut to
// progressWidth characters (the time first, so that a cut keeps it):
//
//	wcet analyze: 1.2s, 12345 states, loop at fib.c:7:3 in fib
//	wcet check: 1/3 done, 1.2s, ctrl.c:step 12345 states, loop at ctrl.c:7:3 in step
func (p *progress) line(d time.Duration) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "wcet %s: ", p.label)
	if p.total > 0 {
		fmt.Fprintf(&sb, "%d/%d done, ", p.done, p.total)
	}
	fmt.Fprintf(&sb, "%.1fs, ", d.Seconds())
	if p.current != "" {
		sb.WriteString(p.current + " ")
	}
	fmt.Fprintf(&sb, "%d states", p.states)
	if p.loop.Known() {
		fmt.Fprintf(&sb, ", loop at %s", p.loop)
		if p.fn != "" {
			fmt.Fprintf(&sb, " in %s", p.fn)
		}
	} else if p.fn != "" {
		fmt.Fprintf(&sb, ", in %s", p.fn)
	}
	r := []rune(sb.String())
	if len(r) > progressWidth {
		r = append(r[:progressWidth-1], '…')
	}
	return string(r)
}
