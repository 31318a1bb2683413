package reports

import (
	"fmt"
	"math/big"
	"strings"
)

// Interrupts is the stack bound with interrupt nesting beside a stack
// bound (resource stack, a facts file's interrupt entries): the task at
// its peak (the report's bound) plus, for each distinct priority level,
// the largest handler stack + exception frame among the handlers of that
// level (one handler per level: handlers of one level cannot preempt each
// other, a more urgent one preempts a less urgent one, so the deepest
// nesting is a chain of one handler per level).
type Interrupts struct {
	// Bound is that sum in bytes; nil when a handler's stack has no
	// bound (recursion without a limit, a variable-length array) or the
	// task has none.
	Bound *big.Int `json:"bound"`
	// Handlers are the handlers, the most urgent level first (file
	// order within a level).
	Handlers []InterruptHandler `json:"handlers"`
	// Why says, when Bound is nil, why there is none.
	Why string `json:"why,omitempty"`
}

// InterruptHandler is one interrupt handler of the facts file.
type InterruptHandler struct {
	Function string `json:"function"`
	// Priority is the facts file's: larger is more urgent.
	Priority int64 `json:"priority"`
	// Stack is the call-graph bound of the handler's own stack in bytes
	// (nil when there is none: Why says why).
	Stack *big.Int `json:"stack"`
	// Frame are the bytes the hardware pushes when it takes the
	// interrupt (the exception frame of the target, alignment included).
	Frame int64 `json:"frame"`
	// Counted: the handler is its level's largest, in Bound's sum.
	Counted bool   `json:"counted"`
	Why     string `json:"why,omitempty"`
}

// InterruptsText says the bound with interrupts in words, over the task's
// bound: "448 = bound 88 + uart_isr 40+108 (priority 2) + timer_isr
// 104+108 (priority 1)", each counted handler's stack + exception frame.
func InterruptsText(task *big.Int, x *Interrupts) string {
	if x.Bound == nil {
		return "none: " + x.Why
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s = bound %s", x.Bound, task)
	for _, h := range x.Handlers {
		if h.Counted {
			fmt.Fprintf(&sb, " + %s %s+%d (priority %d)", h.Function, h.Stack, h.Frame, h.Priority)
		}
	}
	return sb.String()
}

// interrupts writes x as the JSON object of Interrupts at depth d.
func (e *jsonWriter) interrupts(d int, x *Interrupts) {
	e.b = append(e.b, '{')
	e.key(d+1, true, "bound")
	e.bigInt(x.Bound)
	e.key(d+1, false, "handlers")
	if x.Handlers == nil {
		e.b = append(e.b, "null"...) // as encoding/json writes a nil slice
	} else {
		e.list(d+1, len(x.Handlers), func(i, depth int) {
			h := &x.Handlers[i]
			e.b = append(e.b, '{')
			e.key(depth+1, true, "function")
			e.str(h.Function)
			e.key(depth+1, false, "priority")
			e.num(h.Priority)
			e.key(depth+1, false, "stack")
			e.bigInt(h.Stack)
			e.key(depth+1, false, "frame")
			e.num(h.Frame)
			e.key(depth+1, false, "counted")
			e.boolean(h.Counted)
			if h.Why != "" {
				e.key(depth+1, false, "why")
				e.str(h.Why)
			}
			e.end(depth, '}')
		})
	}
	if x.Why != "" {
		e.key(d+1, false, "why")
		e.str(x.Why)
	}
	e.end(d, '}')
}

// bigText is v in decimal, "" when nil.
func bigText(v *big.Int) string {
	if v == nil {
		return ""
	}
	return v.String()
}
