package driver

import (
	"fmt"
	"math"
	"math/big"
	"regexp"
	"sort"
	"strings"

	"wcet/facts"
	"wcet/frontend"
	"wcet/lowlevel/stack"
	"wcet/reports"
	"wcet/ts"
)

// exceptionFrame is the bytes target t's core pushes on the interrupted
// stack when it takes an interrupt (stack.CortexM4Frame and the others,
// which cite the architecture manuals), and where the figure comes from.
// ok is false on the host (t nil): a hosted program's interrupts run on
// the kernel's stack, and a signal handler's frame depends on the CPU's
// XSAVE area, so the host has no figure to add.
func exceptionFrame(t *frontend.Target) (bytes int64, why string, ok bool) {
	if t == nil {
		return 0, "", false
	}
	switch t.Name {
	case "cortex-m4":
		return stack.CortexM4Frame, "ARMv7-M ARM B1.5.7: the extended frame with the FP context, 26 words, + 4 of alignment", true
	case "cortex-m0plus":
		return stack.CortexM0PlusFrame, "ARMv6-M ARM B1.5.6: 8 words, + 4 of alignment", true
	case "rv32imac":
		return stack.RV32IMACFrame, "RISC-V privileged spec: a trap writes CSRs only; the handler's prologue saves the registers in its frame", true
	}
	return 0, "", false
}

// handlerStacks are the interrupt handlers of a facts file with their
// own stack bounds, before the task's bound is known (interruptsOf
// completes them).
type handlerStacks struct {
	handlers []reports.InterruptHandler
	// reached are the functions the handlers reach.
	reached map[string]bool
	// frame is the target's exception frame in bytes, frameWhy where
	// it comes from (exceptionFrame).
	frame    int64
	frameWhy string
}

// loadInterrupts bounds the stack of each interrupt handler the facts
// name (ap.Interrupts): the handler is translated as its own entry from
// the same linked IR ll (the functions it reaches), and its bound is the
// call-graph bound (stack.CallGraph over p.Frames, the frames of the
// whole program's .su), a recursion limit from the facts file or from
// the function's annotation in p. A handler that is not defined in the
// program, or any handler on the host (no exception frame: see
// exceptionFrame), is an error naming the fact. A handler whose stack
// has no bound gets none, with the reason.
func loadInterrupts(ll []byte, frames map[string]stack.Frame, t *frontend.Target, p *ts.Program, f *facts.File, ap *facts.Applied) (*handlerStacks, error) {
	if len(ap.Interrupts) == 0 {
		return nil, nil
	}
	frame, frameWhy, ok := exceptionFrame(t)
	if !ok {
		x := ap.Interrupts[0]
		return nil, fmt.Errorf("%s: interrupt handler %s: interrupts need --target (cortex-m4, cortex-m0plus or rv32imac): on the host an interrupt runs on the kernel's stack and a signal handler's frame depends on the CPU, so there is no exception frame to add", f.Where(x), x.Name)
	}
	depth := map[string]int64{}
	for _, x := range f.Facts {
		if x.Kind == facts.KindRecursion {
			depth[x.Name] = x.Max
		}
	}
	for _, fn := range p.Funcs {
		if r := fn.Recursion; r != nil {
			if d, ok := depth[fn.Name]; !ok || r.Max < d {
				depth[fn.Name] = r.Max
			}
		}
	}
	hs := &handlerStacks{reached: map[string]bool{}, frame: frame, frameWhy: frameWhy}
	for _, x := range ap.Interrupts {
		attrs, defined := definition(ll, x.Name)
		if !defined {
			return nil, fmt.Errorf("%s: interrupt handler %s is not defined in the program", f.Where(x), x.Name)
		}
		h := reports.InterruptHandler{Function: x.Name, Priority: x.Priority, Frame: frame}
		b, err := handlerStack(ll, frames, p, x.Name, depth, hs.reached)
		switch {
		case err != nil:
			h.Why = err.Error()
		case t.Name == "rv32imac" && !strings.Contains(attrs, `"interrupt"=`):
			h.Why = fmt.Sprintf("%s is not a trap entry (no __attribute__((interrupt))): the assembly trap vector that calls it saves registers on a stack wcet does not see", x.Name)
		default:
			h.Stack = big.NewInt(b)
		}
		hs.handlers = append(hs.handlers, h)
	}
	// The most urgent level first; file order within a level.
	sort.SliceStable(hs.handlers, func(i, j int) bool { return hs.handlers[i].Priority > hs.handlers[j].Priority })
	return hs, nil
}

// handlerStack is the call-graph bound of handler's stack: handler
// translated alone from ll (frontend.ParseIR with it as the entry); the
// functions it reaches are added to reached.
func handlerStack(ll []byte, frames map[string]stack.Frame, p *ts.Program, handler string, depth map[string]int64, reached map[string]bool) (int64, error) {
	hp, err := frontend.ParseIR(ll, handler, frontend.Options{Entry: handler})
	if err != nil {
		return 0, fmt.Errorf("%s cannot be translated: %v", handler, err)
	}
	for _, fn := range hp.Funcs {
		reached[fn.Name] = true
		if fr, ok := frames[fn.Name]; ok && fr.Dynamic && len(stack.Dynamic(fn)) == 0 {
			return 0, fmt.Errorf("%s: the code generator reports a dynamic stack frame for %s that wcet does not see", fn.Pos, fn.Name)
		}
	}
	return stack.CallGraph(hp, handler, p.Frames, depth)
}

// definition finds the definition of function name in the IR text ll:
// whether there is one, and the attributes it carries (its attribute
// groups' text).
func definition(ll []byte, name string) (attrs string, ok bool) {
	re := regexp.MustCompile(`(?m)^define [^\n]*@"?` + regexp.QuoteMeta(name) + `"?\(([^\n]*)$`)
	m := re.FindSubmatch(ll)
	if m == nil {
		return "", false
	}
	var sb strings.Builder
	for _, g := range regexp.MustCompile(`#([0-9]+)`).FindAllSubmatch(m[1], -1) {
		if a := regexp.MustCompile(`(?m)^attributes #` + string(g[1]) + ` = \{([^\n]*)\}`).FindSubmatch(ll); a != nil {
			sb.Write(a[1])
			sb.WriteByte(' ')
		}
	}
	return sb.String(), true
}

// interruptsOf is the report's bound with interrupts: the task's bound
// plus, per priority level, the largest handler stack + exception frame
// (stack.Nest). Without the task's bound or a handler's, there is none,
// and Why says why.
func interruptsOf(hs *handlerStacks, task *big.Int) *reports.Interrupts {
	out := &reports.Interrupts{Handlers: append([]reports.InterruptHandler(nil), hs.handlers...)}
	for _, h := range out.Handlers {
		if h.Stack == nil {
			out.Why = fmt.Sprintf("interrupt handler %s has no stack bound: %s", h.Function, h.Why)
			return out
		}
	}
	if task == nil {
		out.Why = "the entry has no stack bound"
		return out
	}
	prio := make([]int64, len(out.Handlers))
	bytes := make([]int64, len(out.Handlers))
	for i, h := range out.Handlers {
		if !h.Stack.IsInt64() || h.Stack.Int64() > math.MaxInt64-h.Frame {
			out.Why = fmt.Sprintf("interrupt handler %s's stack %s exceeds 2^63 bytes", h.Function, h.Stack)
			return out
		}
		prio[i], bytes[i] = h.Priority, h.Stack.Int64()+h.Frame
	}
	_, counted := stack.Nest(prio, bytes)
	// The sum in big integers (Nest's int64 sum could overflow).
	out.Bound = new(big.Int).Set(task)
	for i := range out.Handlers {
		out.Handlers[i].Counted = counted[i]
		if counted[i] {
			out.Bound.Add(out.Bound, big.NewInt(bytes[i]))
		}
	}
	return out
}

// interruptNotes adds to ld's assumptions[] one sentence per interrupt
// handler, and drops the "not used" warning of a recursion fact whose
// function only the handlers reach (the handlers' call-graph bounds use
// it).
func interruptNotes(ld *Loaded) {
	hs, ap, f := ld.interrupts, ld.Applied, ld.Facts
	if hs == nil {
		return
	}
	for _, x := range ap.Interrupts {
		ap.Notes = append(ap.Notes, fmt.Sprintf("interrupt handler %s (priority %d, larger is more urgent) may preempt the entry: the bound with interrupts counts its call-graph stack and the exception frame (%s facts[%d])", x.Name, x.Priority, f.Origin(), x.Index))
	}
	ap.Notes = append(ap.Notes, fmt.Sprintf("each interrupt pushes an exception frame of %d bytes (%s); handlers of one priority do not preempt each other", hs.frame, hs.frameWhy))
	var kept []string
	for _, w := range ap.Unused {
		drop := false
		for _, x := range f.Facts {
			if x.Kind == facts.KindRecursion && hs.reached[x.Name] && strings.HasPrefix(w, f.Where(x)+" is not used") {
				drop = true
			}
		}
		if !drop {
			kept = append(kept, w)
		}
	}
	ap.Unused = kept
}
