package driver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/reports"
)

// runISR analyzes entry of testdata/stack/file for the stack on target
// ("" the host) with the facts file of text factsText (written to a
// temporary file; "" none).
func runISR(t *testing.T, file, entry, target, factsText string) (*Outcome, error) {
	t.Helper()
	o := Options{File: filepath.Join("..", "..", "testdata", "stack", file), Method: "ss",
		Load:   LoadOptions{Cost: "insn"},
		Config: analysis.Config{Entry: entry, Resource: "stack"}}
	if target != "" {
		o.Load.Frontend.Target = frontend.Targets[target]
	}
	if factsText != "" {
		o.Load.Facts = filepath.Join(t.TempDir(), "f.json")
		if err := os.WriteFile(o.Load.Facts, []byte(factsText), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return Run(o, &reports.Report{})
}

func factsOf(entries ...string) string {
	return `{"schema": "wcet/facts/v1", "facts": [` + strings.Join(entries, ", ") + `]}`
}

// handlerStack is the stack of handler fn in x (-1 when it has none).
func handlerStackOf(x *reports.Interrupts, fn string) int64 {
	for _, h := range x.Handlers {
		if h.Function == fn {
			if h.Stack == nil {
				return -1
			}
			return h.Stack.Int64()
		}
	}
	return -2
}

// TestStackInterrupts: testdata/stack/isr.c on cortex-m4 with isr.json
// (uart_isr and spi_isr at priority 2, timer_isr at 1). By hand, from
// the .su figures in the file's comment: the task's bound stays 88
// (exact), the handlers' stacks are uart_isr 40, spi_isr 8, timer_isr
// 104, each + 108 of exception frame, and the bound with interrupts is
// 88 + max(148, 116) + 212 = 448: the two handlers of priority 2 take the
// larger, not the sum (564).
func TestStackInterrupts(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "stack", "isr.json"))
	if err != nil {
		t.Fatal(err)
	}
	out, err := runISR(t, "isr.c", "task", "cortex-m4", string(b))
	if err != nil {
		t.Fatal(err)
	}
	r := out.Report
	if r.Bound.Int64() != 88 || !r.Exact || r.CallGraph == nil || r.CallGraph.Bound.Int64() != 88 {
		t.Errorf("task: bound %s exact %v call graph %+v, want 88 exact, 88", r.Bound, r.Exact, r.CallGraph)
	}
	x := r.Interrupts
	if x == nil || x.Bound == nil {
		t.Fatalf("interrupts %+v, want a bound", x)
	}
	if x.Bound.Int64() != 448 {
		t.Errorf("bound with interrupts %s, want 448 = 88 + 148 + 212", x.Bound)
	}
	for fn, want := range map[string]int64{"uart_isr": 40, "spi_isr": 8, "timer_isr": 104} {
		if got := handlerStackOf(x, fn); got != want {
			t.Errorf("stack of %s = %d, want %d", fn, got, want)
		}
	}
	var order []string
	for _, h := range x.Handlers {
		if h.Frame != 108 {
			t.Errorf("%s: exception frame %d, want 108", h.Function, h.Frame)
		}
		if h.Counted != (h.Function != "spi_isr") {
			t.Errorf("%s: counted %v", h.Function, h.Counted)
		}
		order = append(order, h.Function)
	}
	if strings.Join(order, " ") != "uart_isr spi_isr timer_isr" {
		t.Errorf("handlers in order %v, want the most urgent first", order)
	}
	if got := reports.InterruptsText(r.Bound, x); got != "448 = bound 88 + uart_isr 40+108 (priority 2) + timer_isr 104+108 (priority 1)" {
		t.Errorf("text %q", got)
	}
	// Three levels: every handler counts, 88 + 148 + 116 + 212 = 564.
	out, err = runISR(t, "isr.c", "task", "cortex-m4", factsOf(`{"interrupt": "uart_isr", "priority": 3}`, `{"interrupt": "spi_isr", "priority": 2}`, `{"interrupt": "timer_isr", "priority": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	if x := out.Report.Interrupts; x == nil || x.Bound == nil || x.Bound.Int64() != 564 {
		t.Errorf("three levels: %+v, want 564", x)
	}
	// cortex-m0plus has its own frames; its exception frame is 36.
	out, err = runISR(t, "isr.c", "task", "cortex-m0plus", factsOf(`{"interrupt": "spi_isr", "priority": 0}`))
	if err != nil {
		t.Fatal(err)
	}
	if x := out.Report.Interrupts; x == nil || x.Bound == nil || x.Handlers[0].Frame != 36 ||
		x.Bound.Int64() != out.Report.Bound.Int64()+out.Program.Frames["spi_isr"]+36 {
		t.Errorf("cortex-m0plus: %+v", x)
	}
}

// TestStackInterruptsRecursion: dma_isr calls the recursive walk, which
// only a handler reaches. Without a limit there is no bound with
// interrupts, and why names the recursion; with the facts file's limit
// of 5, dma_isr's stack is 16 + 5*16 = 96 and the bound 88 + 96 + 108 =
// 292, and the recursion fact is not reported unused.
func TestStackInterruptsRecursion(t *testing.T) {
	out, err := runISR(t, "isr.c", "task", "cortex-m4", factsOf(`{"interrupt": "dma_isr", "priority": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	x := out.Report.Interrupts
	if x == nil || x.Bound != nil || !strings.Contains(x.Why, "dma_isr") || !strings.Contains(x.Why, "walk calls itself") {
		t.Errorf("without a recursion limit: %+v, want none naming dma_isr and walk", x)
	}
	if out.Report.Bound.Int64() != 88 {
		t.Errorf("the task's bound changed: %s", out.Report.Bound)
	}
	out, err = runISR(t, "isr.c", "task", "cortex-m4", factsOf(`{"interrupt": "dma_isr", "priority": 1}`, `{"function": "walk", "recursion": {"max": 5}}`))
	if err != nil {
		t.Fatal(err)
	}
	if x := out.Report.Interrupts; x == nil || x.Bound == nil || x.Bound.Int64() != 292 || handlerStackOf(x, "dma_isr") != 96 {
		t.Errorf("with walk at most 5 deep: %+v, want 292 (dma_isr 96)", x)
	}
	if len(out.Report.Warnings) != 0 {
		t.Errorf("warnings %q, want none (the handler uses the recursion fact)", out.Report.Warnings)
	}
	// A limit of 2^62 activations of walk's 16 bytes is past 2^63: no
	// bound (never a wrapped-around one).
	out, err = runISR(t, "isr.c", "task", "cortex-m4", factsOf(`{"interrupt": "dma_isr", "priority": 1}`, `{"function": "walk", "recursion": {"max": 4611686018427387904}}`))
	if err != nil {
		t.Fatal(err)
	}
	if x := out.Report.Interrupts; x == nil || x.Bound != nil || !strings.Contains(x.Why, "exceeds 2^63") {
		t.Errorf("with walk at most 2^62 deep: %+v, want none (exceeds 2^63)", x)
	}
}

// TestStackInterruptsRV32: on rv32imac the exception frame is 0; a trap
// entry (__attribute__((interrupt))) counts its own saves: 16 + 80 + 16
// + 0 = 112 (testdata/stack/isr_rv.c's comment). A plain function as
// handler has no bound: the vector that calls it saves what wcet does
// not see.
func TestStackInterruptsRV32(t *testing.T) {
	out, err := runISR(t, "isr_rv.c", "task", "rv32imac", factsOf(`{"interrupt": "trap_isr", "priority": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	if x := out.Report.Interrupts; x == nil || x.Bound == nil || x.Bound.Int64() != 112 || x.Handlers[0].Frame != 0 {
		t.Errorf("trap_isr: %+v, want 112 with frame 0", x)
	}
	out, err = runISR(t, "isr_rv.c", "task", "rv32imac", factsOf(`{"interrupt": "trap_isr", "priority": 1}`, `{"interrupt": "plain_isr", "priority": 1}`))
	if err != nil {
		t.Fatal(err)
	}
	if x := out.Report.Interrupts; x == nil || x.Bound != nil || !strings.Contains(x.Why, "plain_isr is not a trap entry") {
		t.Errorf("plain_isr: %+v, want none (not a trap entry)", x)
	}
}

// TestStackInterruptsErrors: a handler the program does not define, a
// bad priority and the host are one-line errors naming the fact; without
// --resource stack the handlers are a warning, and the report has no
// bound with interrupts.
func TestStackInterruptsErrors(t *testing.T) {
	for _, c := range []struct{ target, facts, want string }{
		{"cortex-m4", factsOf(`{"interrupt": "uart_isr", "priority": 2}`, `{"interrupt": "uart_irq", "priority": 1}`), "f.json: facts[1]: interrupt handler uart_irq is not defined in the program"},
		{"cortex-m4", factsOf(`{"interrupt": "uart_isr", "priority": -2}`), `f.json: facts[0]: interrupt uart_isr: "priority" must be a non-negative integer`},
		{"cortex-m4", factsOf(`{"interrupt": "uart_isr"}`), `f.json: facts[0]: interrupt uart_isr needs "priority"`},
		{"", factsOf(`{"interrupt": "uart_isr", "priority": 1}`), "f.json: facts[0]: interrupt handler uart_isr: interrupts need --target"},
	} {
		_, err := runISR(t, "isr.c", "task", c.target, c.facts)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line containing %q", c.facts, err, c.want)
		}
	}
	o := Options{File: filepath.Join("..", "..", "testdata", "stack", "isr.c"), Method: "ss",
		Load:   LoadOptions{Cost: "insn", Facts: filepath.Join("..", "..", "testdata", "stack", "isr.json")},
		Config: analysis.Config{Entry: "task"}}
	out, err := Run(o, &reports.Report{})
	if err != nil {
		t.Fatal(err)
	}
	if out.Report.Interrupts != nil || len(out.Report.Warnings) != 3 || !strings.Contains(out.Report.Warnings[0], "counts only toward --resource stack") {
		t.Errorf("cycles: interrupts %+v, warnings %q", out.Report.Interrupts, out.Report.Warnings)
	}
	// Without interrupt facts a stack report has none.
	out, err = runISR(t, "isr.c", "task", "cortex-m4", "")
	if err != nil {
		t.Fatal(err)
	}
	if out.Report.Interrupts != nil {
		t.Errorf("no interrupt facts: %+v", out.Report.Interrupts)
	}
}
