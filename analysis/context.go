package analysis

import (
	"fmt"
	"path/filepath"

	"wcet/ts"
)

// CallContext is the loop table's context string of a call of callee
// made, at position pos, in a frame whose context is ctx: ctx ">"
// callee@file:line:col (just the callee's name when pos is unknown). The
// entry's context is its name. Package ipet names its inlined call sites
// with it, so that they meet the table's rows.
func CallContext(ctx, callee string, pos ts.Pos) string {
	site := callee
	if pos.Known() {
		site = fmt.Sprintf("%s@%s:%d", callee, filepath.Base(pos.File), pos.Line)
		if pos.Col > 0 {
			// Two calls on one line are two contexts (prime: f(x) && f(y)).
			site += fmt.Sprintf(":%d", pos.Col)
		}
	}
	return ctx + ">" + site
}
