package driver

import (
	"errors"
	"fmt"
	"maps"
	"sort"
	"strings"
	"time"

	"wcet/analysis"
	"wcet/tripcount"
	"wcet/ts"
)

// Unbounded loops (issue 7, "Facts template"). When a method stops on
// --max-states or --timeout while unrolling a loop (an analysis.LimitError
// naming it), the driver looks for the other loops it cannot bound by
// running the method again, each time with the loops already found cut
// like a loop-bound annotation (ts.Pragma with Origin analysis.OriginSearch,
// max 64 body executions per entry), until a run ends otherwise. The cuts
// travel in the method's analysis.Config (Cuts): the program is never
// changed behind the method's back. The
// cut stands in for "havoc the loop and go on": it is not sound for a
// bound — the run fails anyway and only the loops it names are used — and
// it keeps the simulator unchanged. A later loop whose bound depends on
// what a cut loop computes is therefore found only once the earlier loop
// is bounded, which is what the engineer fills in first.
//
// The search's runs together get a share of the budget (searchShare: a
// quarter of --timeout, less when less is left), so that the search never
// eats the whole --timeout after a first run that stopped early (a
// repeating loop header stops it at once: irq_flags.c's search run took
// the rest of a 60 s --timeout). Its runs are StopOnly: a run that ends
// is not followed by a witness search, its result is never read. A run
// stopped by the share's end names no new loop (the loop it was in may
// well be bounded): the search reports the loops found so far, with
// "perhaps more". The loop the first run named is always reported.
//
// The error lists every loop found (one errors[] entry each, kind
// unbounded-loop), and the CLI's --facts-template FILE writes one
// wcet/facts/v1 loopbound entry per loop with max null for the engineer to
// fill in.

// maxSearch is the most unbounded loops one analysis looks for.
const maxSearch = 32

// searchCut is the most body executions per entry of a loop found
// unbounded in the later runs of the search: enough for the loops nested
// in it and after it to run as they do with small bounds.
const searchCut = 64

// searchShare: the search's runs together take at most a searchShare-th
// of the --timeout.
const searchShare = 4

// debugRun runs the method on p with the cuts of cut (Options.SearchDebug
// traces each outcome to cfg.Debug).
func debugRun(p *ts.Program, run analysis.Method, cfg analysis.Config, cut map[*ts.Loop]*ts.Pragma, debug bool) error {
	cfg.Cuts = maps.Clone(cut)
	cfg.StopOnly = true
	_, err := run(p, cfg)
	if debug {
		fmt.Fprintf(cfg.DebugOut(), "wcet: search: %v\n", err)
	}
	return err
}

// UnboundedLoop is one loop the analysis could not bound.
type UnboundedLoop struct {
	Loop *ts.Loop
	Func string
	// Context is a calling context in which the entry reaches the loop
	// (the loop table's context string), "" when unknown.
	Context string
	Err     *analysis.LimitError
	// Unknown: named because it has no bound known without the method
	// (annotations, facts, the loop-bound analysis), not because a run
	// stopped in it: Err is the stop elsewhere, not this loop's reason.
	Unknown bool
}

// UnboundedError is the error of an analysis that found loops it cannot
// bound: every one of them, in source order.
type UnboundedError struct {
	Loops []UnboundedLoop
	// Stopped: the search ended before it could tell whether more loops
	// are unbounded (maxSearch, or a limit outside any new loop).
	Stopped bool
	// Stop, when set, is where the method stopped on its budget, in a
	// loop that has a bound or outside loops (bounds.go): an errors[]
	// entry of kind timeout beside the loops'.
	Stop *analysis.LimitError
}

func (e *UnboundedError) Error() string {
	stop := ""
	if e.Stop != nil {
		stop = (&StopError{Limit: e.Stop}).Error() + "; "
	}
	if len(e.Loops) == 1 && !e.Stopped && e.Stop == nil && e.Loops[0].Err.Loop == e.Loops[0].Loop.Pos {
		return e.Loops[0].Err.Error()
	}
	var parts []string
	for _, l := range e.Loops {
		in := l.Func
		if l.Context != "" && l.Context != l.Func {
			in = fmt.Sprintf("%s, context %s", l.Func, l.Context)
		}
		why := l.Err.What
		if l.Unknown {
			why = "no annotation, fact or derived bound, and the method stopped elsewhere"
		}
		parts = append(parts, fmt.Sprintf("%s in %s (%s)", l.Loop.Pos, in, why))
	}
	more := ""
	if e.Stopped {
		more = " (and perhaps more: the search stopped there)"
	}
	return fmt.Sprintf("%s%d %s no bound: %s%s; bound them with annotations or --facts (--facts-template FILE writes a template)",
		stop, len(e.Loops), plural(len(e.Loops), "loop has", "loops have"), strings.Join(parts, "; "), more)
}

// plural is one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// Unwrap gives one located error per loop (errors[] entries).
func (e *UnboundedError) Unwrap() []error {
	var out []error
	if e.Stop != nil {
		out = append(out, &StopError{Limit: e.Stop})
	}
	for _, l := range e.Loops {
		var err error = l.Err
		if l.Unknown {
			// Named from the known bounds (bounds.go), not by a stop in it.
			in := l.Func
			if l.Context != "" && l.Context != l.Func {
				in = fmt.Sprintf("%s (context %s)", l.Func, l.Context)
			}
			err = fmt.Errorf("the loop at %s in %s has no bound from annotations, facts or the loop-bound analysis, and the method stopped elsewhere (%s); bound it with an annotation or --facts", l.Loop.Pos, in, l.Err.What)
		}
		out = append(out, &posError{err: err, pos: l.Loop.Pos, kind: "unbounded-loop"})
	}
	return out
}

// searchUnbounded is the search described above, after a first run of the
// method that returned err. It returns err unchanged unless err names an
// unbounded loop.
//
// The runs share a searchShare-th of the first run's budget (--timeout,
// budget.Share): each later run gets what is left of the share, and the
// search stops when nothing is or when a run stops on it (a first run
// stopped by the timeout is not run again: --timeout bounds the whole
// analysis, not each run of it).
func searchUnbounded(p *ts.Program, run analysis.Method, cfg analysis.Config, budget analysis.Budget, err error, debug bool) error {
	var le *analysis.LimitError
	if !errors.As(err, &le) || !le.Loop.Known() {
		return err
	}
	first := err
	// timeLeft reports whether a run is worth starting in what is left
	// of the share (each run stops at its end: cfg.Budget); onBudget,
	// whether a run's stop was the share's end.
	share := budget.Share(searchShare)
	cfg.Budget = share
	timeLeft := func() bool {
		return !share.Limited() || share.Left() >= time.Second
	}
	onBudget := func(err error) bool {
		var le *analysis.LimitError
		return errors.As(err, &le) && share.Spent()
	}
	outOfTime := false
	funcOf := map[*ts.Loop]string{}
	for _, f := range p.Funcs {
		for _, L := range f.Loops {
			funcOf[L] = f.Name
		}
	}
	cut := map[*ts.Loop]*ts.Pragma{}
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
				for L != nil && (L.Bound != nil || cut[L] != nil) {
					L = L.Parent
				}
				if L != nil {
					target = append(target, L)
				}
			}
		}
		if len(target) == 0 {
			ue.Stopped = len(ue.Loops) > 0
			break
		}
		if len(ue.Loops) == maxSearch {
			ue.Stopped = true
			break
		}
		ue.Loops = append(ue.Loops, UnboundedLoop{Loop: target[0], Func: funcOf[target[0]], Err: le})
		for _, L := range target {
			cut[L] = &ts.Pragma{Kind: "loopbound", Text: fmt.Sprintf("min 0 max %d", searchCut), Pos: L.Pos, Max: searchCut, Origin: analysis.OriginSearch}
		}
		if !timeLeft() {
			ue.Stopped, outOfTime = true, true
			break
		}
		err = debugRun(p, run, cfg, cut, debug)
		if onBudget(err) {
			// Stopped by the share: the loop it was in is not known
			// to be unbounded.
			ue.Stopped, outOfTime = true, true
			break
		}
		le = nil
		if !errors.As(err, &le) || !le.Loop.Known() {
			break
		}
	}
	if len(ue.Loops) == 0 {
		return err
	}
	if outOfTime && len(ue.Loops) == 1 {
		return first
	}
	// A limit inside a bounded loop nested in an unbounded one may name
	// the inner loop first: a later found loop inside another found loop
	// is kept only if, with its own cut removed, the analysis still stops
	// on it or the run stopped on the share. The first run's loop is
	// always kept: its stop was in it with no cut at all.
	kept := ue.Loops[:0:0]
	for i, l := range ue.Loops {
		nested := false
		for P := l.Loop.Parent; P != nil; P = P.Parent {
			if cut[P] != nil {
				nested = true
			}
		}
		if i > 0 && nested && timeLeft() {
			without := maps.Clone(cut)
			delete(without, l.Loop)
			err := debugRun(p, run, cfg, without, debug)
			if !onBudget(err) && (!errors.As(err, &le) || le.Loop != l.Loop.Pos) {
				delete(cut, l.Loop)
				continue
			}
		}
		kept = append(kept, l)
	}
	ue.Loops = kept
	sortLoops(ue.Loops)
	return ue
}

// sortLoops puts loops in source order.
func sortLoops(ls []UnboundedLoop) {
	sort.SliceStable(ls, func(i, j int) bool {
		a, b := ls[i].Loop.Pos, ls[j].Loop.Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// hinted is err with, for each unbounded loop whose shape the loop-bound
// analysis recognizes but cannot bound (tripcount.Hints: a bit-clearing
// loop whose cleared bit the program picks), its hint as the advice of
// the loop's error. A panic in the analysis leaves err as it is.
func hinted(p *ts.Program, cfg analysis.Config, err error) (out error) {
	var ue *UnboundedError
	if !errors.As(err, &ue) || len(ue.Loops) == 0 {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			out = err
		}
	}()
	hs := tripcount.Hints(p, tripcount.Config{Entry: cfg.Entry, Assume: cfg.Assume})
	for i, l := range ue.Loops {
		if h := hs[l.Loop]; h != "" && l.Err != nil {
			e := *l.Err
			e.Advice = h
			ue.Loops[i].Err = &e
		}
	}
	return err
}
