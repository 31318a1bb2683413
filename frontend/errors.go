package frontend

import (
	"errors"
	"fmt"

	"wcet/ts"
)

// ErrorKind classifies frontend errors.
type ErrorKind string

// Error kinds.
const (
	// Refused: a construct wcet does not analyse (indirect call, inline asm,
	// setjmp/longjmp, indirectbr, irreducible control flow, variadic
	// function definitions).
	Refused ErrorKind = "refused"
	// Malformed: the IR does not parse or does not verify.
	Malformed ErrorKind = "malformed"
	// Compile: the C compiler rejected the program.
	Compile ErrorKind = "compile"
	// Tool: an external tool (clang-14, opt-14) is missing or failed.
	Tool ErrorKind = "tool"
	// Input: a file is missing or unreadable.
	Input ErrorKind = "input"
)

// Error is a frontend error with the position it concerns.
type Error struct {
	Kind ErrorKind
	Pos  ts.Pos
	Msg  string
}

func (e *Error) Error() string {
	if e.Pos.Known() || e.Pos.IR != "" {
		return e.Pos.String() + ": " + e.Msg
	}
	return e.Msg
}

func errorf(kind ErrorKind, pos ts.Pos, format string, args ...any) *Error {
	return &Error{Kind: kind, Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// AsError returns the *Error in err's chain, if any.
func AsError(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}
