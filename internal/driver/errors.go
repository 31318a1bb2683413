package driver

import (
	"errors"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/ts"
	"wcet/ts/interp"
)

// Located adapts errors with positions to reports.Located: frontend
// errors, interpreter faults, limits (kind unbounded-loop at the loop being
// unrolled, else limit) and the search's UnboundedError (one entry per
// loop).
func Located(err error) error {
	var ue *UnboundedError
	if errors.As(err, &ue) {
		return ue // its loops are located (Unwrap)
	}
	if fe, ok := frontend.AsError(err); ok {
		return &posError{err: err, pos: fe.Pos, kind: string(fe.Kind)}
	}
	var re *interp.Error
	if errors.As(err, &re) {
		return &posError{err: err, pos: re.Pos, kind: "runtime"}
	}
	var le *analysis.LimitError
	if errors.As(err, &le) {
		// --max-states or --timeout while unrolling: the loop named is the
		// one left without a bound (kind "limit" when no loop is known).
		if le.Loop.Known() {
			return &posError{err: err, pos: le.Loop, kind: "unbounded-loop"}
		}
		return &posError{err: err, kind: "limit"}
	}
	return err
}

// posError is an error with a position, for reports.ErrorReport.
type posError struct {
	err  error
	pos  ts.Pos
	kind string
}

func (e *posError) Error() string { return e.err.Error() }

func (e *posError) Unwrap() error { return e.err }

func (e *posError) Kind() string { return e.kind }

func (e *posError) Position() (string, int, int) {
	if !e.pos.Known() {
		return "", 0, 0
	}
	return e.pos.File, e.pos.Line, e.pos.Col
}
