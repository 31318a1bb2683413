package cli

import (
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/facts"
	"wcet/ts"
)

// Unbounded loops (issue 7, "Facts template"). When a method stops on
// --max-states or --timeout while unrolling a loop (an analysis.LimitError
// naming it), analyze looks for the other loops it cannot bound by
// running the method again, each time with the loops already found cut
// like a loop-bound annotation (ts.Pragma with Origin analysis.OriginSearch,
// max 1 body execution per entry, doubled up to 64 while the cut alone
// leaves no path to the end of the entry), until a run ends otherwise. The
// cut stands in for "havoc the loop and go on": it is not sound for a
// bound — the run fails anyway and only the loops it names are used — and
// it keeps the simulator unchanged. A later loop whose bound depends on
// what a cut loop computes is therefore found only once the earlier loop
// is bounded, which is what the engineer fills in first. Each run has the
// whole --timeout, so k unbounded loops take about k times it.
//
// The error lists every loop found (one errors[] entry each, kind
// unbounded-loop), and --facts-template FILE writes one wcet/facts/v1
// loopbound entry per loop with max null for the engineer to fill in.

// maxSearch is the most unbounded loops one analysis looks for.
const maxSearch = 32

// searchCut is the most body executions per entry of a loop found
// unbounded in the later runs of the search: enough for the loops nested
// in it and after it to run as they do with small bounds.
const searchCut = 64

// debugRun runs the method on p (WCET_SEARCH_DEBUG prints each outcome).
func debugRun(p *ts.Program, run func(*ts.Program, analysis.Config) (*analysis.Result, error), cfg analysis.Config) error {
	_, err := run(p, cfg)
	if os.Getenv("WCET_SEARCH_DEBUG") != "" {
		fmt.Fprintf(os.Stderr, "wcet: search: %v\n", err)
	}
	return err
}

// unboundedLoop is one loop the analysis could not bound.
type unboundedLoop struct {
	loop *ts.Loop
	fn   string
	err  *analysis.LimitError
}

// UnboundedError is the error of an analysis that found loops it cannot
// bound: every one of them, in source order.
type UnboundedError struct {
	loops []unboundedLoop
	// stopped: the search ended before it could tell whether more loops
	// are unbounded (maxSearch, or a limit outside any new loop).
	stopped bool
}

func (e *UnboundedError) Error() string {
	if len(e.loops) == 1 && !e.stopped {
		return e.loops[0].err.Error()
	}
	var parts []string
	for _, l := range e.loops {
		parts = append(parts, fmt.Sprintf("%s in %s (%s)", l.loop.Pos, l.fn, l.err.What))
	}
	more := ""
	if e.stopped {
		more = " (and perhaps more: the search stopped there)"
	}
	return fmt.Sprintf("%d loops have no bound: %s%s; bound them with annotations or --facts (--facts-template FILE writes a template)",
		len(e.loops), strings.Join(parts, "; "), more)
}

// Unwrap gives one located error per loop (errors[] entries).
func (e *UnboundedError) Unwrap() []error {
	var out []error
	for _, l := range e.loops {
		out = append(out, &posError{err: l.err, pos: l.loop.Pos, kind: "unbounded-loop"})
	}
	return out
}

// searchUnbounded is the search described above, after a first run of the
// method that returned err. It returns err unchanged unless err names an
// unbounded loop. The program's loop bounds are as before when it
// returns.
//
// The runs share the first run's --timeout (cfg.Timeout from start): each
// later run gets what is left, and the search stops when nothing is (a
// first run stopped by the timeout is not run again: --timeout bounds the
// whole analysis, not each run of it).
func searchUnbounded(p *ts.Program, run func(*ts.Program, analysis.Config) (*analysis.Result, error), cfg analysis.Config, start time.Time, err error) error {
	var le *analysis.LimitError
	if !errors.As(err, &le) || !le.Loop.Known() {
		return err
	}
	first := err
	// timeLeft sets cfg.Timeout to the time left, false when none is.
	timeLeft := func() bool {
		if cfg.Timeout <= 0 {
			return true
		}
		left := cfg.Timeout - time.Since(start)
		if left < time.Second {
			return false
		}
		cfg.Timeout = left
		return true
	}
	outOfTime := false
	funcOf := map[*ts.Loop]string{}
	for _, f := range p.Funcs {
		for _, L := range f.Loops {
			funcOf[L] = f.Name
		}
	}
	cut := map[*ts.Loop]*ts.Pragma{}
	defer func() {
		for L := range cut {
			L.Bound = nil
		}
	}()
	ue := &UnboundedError{}
	for {
		var target []*ts.Loop
		for _, f := range p.Funcs {
			for _, L := range f.Loops {
				if L.Pos != le.Loop {
					continue
				}
				// A loop already cut or annotated runs a bounded number
				// of times per entry: the limit is in an enclosing loop.
				for L != nil && L.Bound != nil {
					L = L.Parent
				}
				if L != nil {
					target = append(target, L)
				}
			}
		}
		if len(target) == 0 {
			ue.stopped = len(ue.loops) > 0
			break
		}
		if len(ue.loops) == maxSearch {
			ue.stopped = true
			break
		}
		ue.loops = append(ue.loops, unboundedLoop{loop: target[0], fn: funcOf[target[0]], err: le})
		for _, L := range target {
			cut[L] = &ts.Pragma{Kind: "loopbound", Text: fmt.Sprintf("min 0 max %d", searchCut), Pos: L.Pos, Max: searchCut, Origin: analysis.OriginSearch}
			L.Bound = cut[L]
		}
		if !timeLeft() {
			ue.stopped, outOfTime = true, true
			break
		}
		err = debugRun(p, run, cfg)
		le = nil
		if !errors.As(err, &le) || !le.Loop.Known() {
			break
		}
	}
	if len(ue.loops) == 0 {
		return err
	}
	if outOfTime && len(ue.loops) == 1 {
		return first
	}
	// A limit inside a bounded loop nested in an unbounded one may name
	// the inner loop first: a found loop inside another found loop is
	// kept only if, with its own cut removed, the analysis still stops
	// on it.
	kept := ue.loops[:0:0]
	for _, l := range ue.loops {
		nested := false
		for P := l.loop.Parent; P != nil; P = P.Parent {
			if cut[P] != nil {
				nested = true
			}
		}
		if nested && timeLeft() {
			l.loop.Bound = nil
			err := debugRun(p, run, cfg)
			if !errors.As(err, &le) || le.Loop != l.loop.Pos {
				delete(cut, l.loop)
				continue
			}
			l.loop.Bound = cut[l.loop]
		}
		kept = append(kept, l)
	}
	ue.loops = kept
	sort.SliceStable(ue.loops, func(i, j int) bool {
		a, b := ue.loops[i].loop.Pos, ue.loops[j].loop.Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return ue
}

// templateEntry is one loopbound entry of a facts template.
type templateEntry struct {
	At        string        `json:"at"`
	Loopbound templateBound `json:"loopbound"`
	Function  string        `json:"function"`
	Note      string        `json:"note"`
}

type templateBound struct {
	Min int64  `json:"min"`
	Max *int64 `json:"max"`
}

// writeTemplate writes the facts template of the unbounded loops of err
// (none when err is nil) to path.
func writeTemplate(path string, err error) error {
	var es []any
	var ue *UnboundedError
	if errors.As(err, &ue) {
		for _, l := range ue.loops {
			note := fmt.Sprintf("no bound found (%s while unrolling it)", l.err.What)
			if P := l.loop.Parent; P != nil {
				note += fmt.Sprintf("; nested in the loop at %s", P.Pos)
			}
			note += "; replace null by the most body executions per entry"
			es = append(es, templateEntry{At: l.loop.Pos.String(), Function: l.fn, Note: note})
		}
	}
	b, werr := facts.Format(es)
	if werr != nil {
		return werr
	}
	if werr := os.WriteFile(path, b, 0o644); werr != nil {
		return fmt.Errorf("--facts-template %s: %v", path, werr)
	}
	return nil
}
