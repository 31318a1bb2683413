package assertions

import (
	"errors"
	"fmt"
	"math/big"
	"sort"

	"wcet/analysis"
	"wcet/ts"
	"wcet/ts/interp"
)

// Verdicts of phase 2 (DESIGN "Verdicts"): an assertion no explored path
// fails is `proven` (SS explores a superset of the feasible paths). The
// first blocked path of each assertion is re-executed from the start
// (Witnesses): when it is found and depends on no unknown value, the run
// fails with a ViolatedError; otherwise the verdict is `assumed`, with the
// input of the re-executed path (or of the merged state when the
// re-execution finds none: then the violating path may be an artefact of
// a merge, and the verdict errs towards `assumed`). The blocked path stops
// at the assertion, so its nondet sequence is completed by a concrete run
// (PadNondet) until the input replays to a run the assertion blocks
// (unroll/testdata/assert_bug_1.c). As with loop-bound annotations, a
// block inside a reused summary is not seen again: the verdict found where
// the summary was computed applies.

// Block is the first path a run found blocked by an assertion. S is the
// caller's step of a path (SS: a transition), for the re-execution.
type Block[S any] struct {
	Key   Key
	Dep   bool // the path depends on an unknown value (or a lossy state)
	Steps []S  // the transitions from the start to the blocked path
	Input *analysis.Input
	// Chain: found in numeric phase 2's chain, where the counts were
	// symbolic: a run without the chain is needed when its re-execution
	// fails (ErrRetry).
	Chain bool
}

// Blocks are, per assertion, the block a run keeps for its verdict.
type Blocks[S any] map[Key]*Block[S]

// Keeps reports whether the block recorded for k stays when a blocked
// path with dependence dep is found: the first block stays, unless it
// depends on an unknown value and the new one does not. A block that
// depends on no unknown value is what makes the verdict `violated`
// (Witnesses), so it is never given up for a dependent one, which would
// report the violation as `assumed`.
func (b Blocks[S]) Keeps(k Key, dep bool) bool {
	ev := b[k]
	return ev != nil && (!ev.Dep || dep)
}

// ErrRetry asks for a run without numeric phase 2: a verdict rests on its
// symbolic counts alone.
var ErrRetry = errors.New("numeric phase 2 left a verdict open")

// Searcher re-executes blocked paths from the start of the run (SS's
// machine). Each reports the input of the path it found blocked by k and
// whether that path depends on an unknown value; ok is false when none is
// found.
type Searcher[S any] interface {
	// Follow re-executes the given steps.
	Follow(steps []S, k Key) (in *analysis.Input, dep, ok bool)
	// Search looks for any path that k blocks, within a budget.
	Search(k Key) (in *analysis.Input, dep, ok bool)
}

// Witnesses re-executes the block of each assertion (in source order) and
// settles its input: a ViolatedError when a path that depends on no
// unknown value is found blocked, ErrRetry when a block of numeric phase
// 2's chain is not found again, else nil with each block's input the
// re-executed path's (padded by PadNondet) where one is found.
func Witnesses[S any](p *ts.Program, entry string, blocks Blocks[S], s Searcher[S]) error {
	keys := make([]Key, 0, len(blocks))
	for k := range blocks {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool { return keys[i].Pos.Before(keys[j].Pos) })
	for _, k := range keys {
		ev := blocks[k]
		in, dep, ok := s.Follow(ev.Steps, k)
		if !ok && ev.Chain {
			return ErrRetry
		}
		if !ok {
			// The steps did not lead to the block again (they come from
			// merged iterations): search the paths from the start.
			in, dep, ok = s.Search(k)
		}
		if !ok {
			ev.Input = PadNondet(p, entry, ev.Input, k)
			continue
		}
		// The re-executed path's own input, not the merged state's.
		ev.Input = PadNondet(p, entry, in, k)
		if !ev.Dep && !dep {
			return &analysis.ViolatedError{Text: k.Text, Pos: k.Pos}
		}
	}
	return nil
}

// Verdicts are the annotations of p's assertions after a run that kept
// blocks: proven when no path was blocked by the assertion, else assumed
// with the block's input; and the assumption each assumed one adds to the
// report.
func Verdicts[S any](p *ts.Program, blocks Blocks[S]) ([]analysis.Annotation, []string) {
	anns := Annotations(p, func(k Key) (string, *analysis.Input) {
		ev := blocks[k]
		if ev == nil {
			return analysis.VerdictProven, nil
		}
		return analysis.VerdictAssumed, ev.Input
	})
	var notes []string
	for _, a := range anns {
		if a.Verdict == analysis.VerdictAssumed {
			notes = append(notes, fmt.Sprintf("assertion %q at %s is assumed: paths violating it are excluded from the bound", a.Text, a.Pos))
		}
	}
	return anns, notes
}

// padMaxSteps bounds the interpreter's run in PadNondet.
const padMaxSteps = 10_000_000

// PadNondet completes the nondet sequence of a violating input. A blocked
// path ends where the assertion fails (Fig. 4.11 line 12), so its input
// has the nondet values up to the assertion only, while a run goes on to
// the entry's end and needs every value (DESIGN: the violating input is
// replayed by `wcet run`). The input is run in the interpreter with its
// values first and then, for each further choice, its lowest value (0
// when unbounded or within the bounds); the values the run took become the
// sequence. When the padded run is not blocked by k, or fails, the input
// is returned unchanged.
func PadNondet(p *ts.Program, entry string, in *analysis.Input, k Key) *analysis.Input {
	if in == nil {
		return nil
	}
	cfg := in.RunConfig(entry)
	cfg.MaxSteps = padMaxSteps
	var seq []*big.Int
	cfg.Choose = func(lo, hi *big.Int, bits int) *big.Int {
		var v *big.Int
		switch {
		case len(seq) < len(in.Nondet):
			v = in.Nondet[len(seq)]
		case lo != nil && lo.Sign() > 0 || hi != nil && hi.Sign() < 0:
			v = lo
			if v == nil {
				v = hi
			}
		default:
			v = new(big.Int)
		}
		seq = append(seq, v)
		return v
	}
	run, err := interp.Run(p, cfg)
	if err != nil || run.Blocked == nil || KeyOf(&ts.Assert{Text: run.Blocked.Assertion, OpBase: ts.OpBase{At: run.Blocked.At}}) != k {
		return in
	}
	out := &analysis.Input{Args: in.Args, Lists: in.Lists, Nondet: seq}
	if out.Nondet == nil {
		out.Nondet = []*big.Int{}
	}
	return out
}
