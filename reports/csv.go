package reports

import (
	"encoding/csv"
	"fmt"
	"io"
	"strings"
)

// CSV layout: one RFC 4180 document (written with encoding/csv, "\n" line
// ends) holding two tables, each with its own header row, separated by one
// empty line:
//
//	entry,resource,bound,exact,states,time_ms,cost_model,anytime_method,anytime_reason
//	main,cycles,54,true,368,0,insn,,
//
//	function,location,context,max_iterations,total_iterations,source
//	main,assert_count.c:12:3,main,4,4,derived
//
// The first table has one row (the bound), the second one row per loop and
// calling context (only its header when the program has no loop). A
// report with status "error" has a single table instead, its errors:
// kind,file,line,col,message. Spreadsheets open the file as is; a program
// reads it with encoding/csv (FieldsPerRecord = -1: the tables differ in
// width; the reader skips the empty line) or splits it at the empty line.
// A report with the per-function breakdown (breakdown.go) has two more
// tables after the loops, each after an empty line: the functions
// (function,calls,self,inclusive,share_percent,frame_bytes) and the call
// tree (depth,function,context,location,calls,self,inclusive,
// share_percent,frame_bytes,folded); or, when the breakdown is
// unavailable, one table breakdown_unavailable with the reason. A stack
// report (--resource stack) has, after the loops and before the
// breakdown, a table call_graph_bound,why with one row: the call-graph
// bound (empty when there is none) and why there is none. With interrupt
// handlers (a facts file's interrupt entries) two more tables follow it:
// with_interrupts_bound,why (one row: the bound with interrupt nesting,
// empty when there is none) and
// interrupt_handler,priority,stack,exception_frame,counted,why (one row
// per handler, the most urgent first).

// CSV header rows, part of the format.
var (
	csvBoundHeader      = []string{"entry", "resource", "bound", "exact", "states", "time_ms", "cost_model", "anytime_method", "anytime_reason"}
	csvLoopHeader       = []string{"function", "location", "context", "max_iterations", "total_iterations", "source"}
	csvErrorHeader      = []string{"kind", "file", "line", "col", "message"}
	csvCallGraphHeader  = []string{"call_graph_bound", "why"}
	csvInterruptsHeader = []string{"with_interrupts_bound", "why"}
	csvHandlerHeader    = []string{"interrupt_handler", "priority", "stack", "exception_frame", "counted", "why"}
)

// WriteCSV writes r's bound table and loop table as CSV (layout above).
func WriteCSV(w io.Writer, r *Report) error {
	if r == nil {
		return fmt.Errorf("cannot write the CSV report: no report")
	}
	var sb strings.Builder
	cw := csv.NewWriter(&sb)
	if r.Status == StatusError {
		_ = cw.Write(csvErrorHeader)
		for _, e := range r.Errors {
			_ = cw.Write([]string{e.Kind, e.File, fmt.Sprint(e.Line), fmt.Sprint(e.Col), e.Message})
		}
	} else {
		_ = cw.Write(csvBoundHeader)
		am, ar := "", ""
		if a := r.Anytime; a != nil {
			am, ar = a.Method, a.Reason
		}
		_ = cw.Write(append(boundRow(r), am, ar))
		cw.Flush()
		sb.WriteString("\n")
		_ = cw.Write(csvLoopHeader)
		for _, l := range r.Loops {
			_ = cw.Write(loopRow(l))
		}
		if c := r.CallGraph; c != nil {
			cw.Flush()
			sb.WriteString("\n")
			b := ""
			if c.Bound != nil {
				b = c.Bound.String()
			}
			_ = cw.Write(csvCallGraphHeader)
			_ = cw.Write([]string{b, c.Why})
		}
		if x := r.Interrupts; x != nil {
			cw.Flush()
			sb.WriteString("\n")
			_ = cw.Write(csvInterruptsHeader)
			_ = cw.Write([]string{bigText(x.Bound), x.Why})
			cw.Flush()
			sb.WriteString("\n")
			_ = cw.Write(csvHandlerHeader)
			for _, h := range x.Handlers {
				_ = cw.Write([]string{h.Function, fmt.Sprint(h.Priority), bigText(h.Stack), fmt.Sprint(h.Frame), fmt.Sprint(h.Counted), h.Why})
			}
		}
		csvBreakdown(func(row []string) { _ = cw.Write(row) }, func() { cw.Flush(); sb.WriteString("\n") }, r)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("cannot write the CSV report: %w", err)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// boundRow is the row of the bound table, shared by CSV and Markdown:
// entry, resource, bound ("none" without one), exact, states, time in ms,
// cost model.
func boundRow(r *Report) []string {
	bound := "none"
	if r.Bound != nil {
		bound = r.Bound.String()
	}
	return []string{r.Entry, r.Resource, bound, fmt.Sprint(r.Exact), fmt.Sprint(r.Stats.States),
		fmt.Sprint(r.Stats.TimeMS), r.CostModel}
}

// loopRow is one row of the loop table, shared by CSV and Markdown.
func loopRow(l Loop) []string {
	return []string{l.Function, positionText(l.File, l.Line, l.Col), l.Context,
		fmt.Sprint(l.MaxIterations), fmt.Sprint(l.TotalIterations), loopSource(l)}
}

// loopSource is the source cell of a loop row: the bound's origin when
// the report has one (annotation, facts, derived-ss,
// derived-loop-analysis), else its source.
func loopSource(l Loop) string {
	if l.Origin != "" {
		return l.Origin
	}
	return l.Source
}

// AnytimeText says in words where an anytime result's bound comes from.
func AnytimeText(a *Anytime) string {
	if a.Method == "call-graph" {
		return fmt.Sprintf("the bound is the call-graph bound, the deepest chain of frames over every call chain (sound, not exact): %s", a.Reason)
	}
	return fmt.Sprintf("the bound is %s's over the loop bounds known without the requested method (sound, not exact): %s", a.Method, a.Reason)
}
