package reports

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"strings"
)

// CheckSchema is the value of the schema key of a wcet check document.
const CheckSchema = "wcet/check/v1"

// Verdicts of a budget task, and the Status of a Check: the worst verdict
// of its tasks (error, then exceeded, then ok).
const (
	VerdictOK       = "ok"       // the bound is within the budget
	VerdictExceeded = "exceeded" // the bound is above the budget
	VerdictError    = "error"    // the analysis failed: no bound
)

// Check is the result of wcet check: one analysis per task of a budget
// file, in the file's order, each judged against its budget. The order of
// the fields is the order of the JSON keys.
type Check struct {
	Schema string      `json:"schema"` // always CheckSchema
	Status string      `json:"status"` // the worst verdict of the tasks
	Budget string      `json:"budget"` // the budget file, as named on the command line
	Tasks  []CheckTask `json:"tasks"`
}

// CheckTask is one task of a budget file and its analysis.
type CheckTask struct {
	Input    string   `json:"input"` // as written in the budget file (relative to it)
	Entry    string   `json:"entry"`
	Resource string   `json:"resource"`
	Max      *big.Int `json:"max"`     // the budget
	Bound    *big.Int `json:"bound"`   // the report's bound; null when the analysis failed
	Margin   *big.Int `json:"margin"`  // Max − Bound, negative when exceeded; null when failed
	Verdict  string   `json:"verdict"` // VerdictOK, VerdictExceeded or VerdictError
	Report   *Report  `json:"report"`  // the full wcet/report/v1 report of the analysis
}

// NewCheckTask judges report r (status ok or error) against budget max:
// exceeded when r's bound is above max (a bound equal to the budget is
// within it). The bound is a sound upper bound, so "ok" is a proof that no
// execution exceeds the budget; "exceeded" is a proof of the contrary only
// when r.Exact.
func NewCheckTask(input string, max *big.Int, r *Report) CheckTask {
	t := CheckTask{Input: input, Entry: r.Entry, Resource: r.Resource, Max: new(big.Int).Set(max), Report: r}
	switch {
	case r.Status == StatusError || r.Bound == nil:
		t.Verdict = VerdictError
	default:
		t.Bound = new(big.Int).Set(r.Bound)
		t.Margin = new(big.Int).Sub(max, r.Bound)
		t.Verdict = VerdictOK
		if t.Margin.Sign() < 0 {
			t.Verdict = VerdictExceeded
		}
	}
	return t
}

// NewCheck gathers the judged tasks of budget file budget.
func NewCheck(budget string, tasks []CheckTask) *Check {
	c := &Check{Schema: CheckSchema, Status: VerdictOK, Budget: budget, Tasks: tasks}
	for _, t := range tasks {
		switch {
		case t.Verdict == VerdictError:
			c.Status = VerdictError
		case t.Verdict == VerdictExceeded && c.Status == VerdictOK:
			c.Status = VerdictExceeded
		}
	}
	if c.Tasks == nil {
		c.Tasks = []CheckTask{}
	}
	return c
}

// Name names a task in messages: "input:entry".
func (t CheckTask) Name() string { return t.Input + ":" + t.Entry }

// checkRow is the row of a task, shared by the table, CSV and Markdown:
// task number (from 1), input, entry, resource, bound, exact, budget,
// margin, verdict. A failed task's bound and margin are "-".
func checkRow(i int, t CheckTask) []string {
	bound, margin, exact := "-", "-", "-"
	if t.Bound != nil {
		bound, margin, exact = t.Bound.String(), t.Margin.String(), fmt.Sprint(t.Report.Exact)
	}
	return []string{fmt.Sprint(i + 1), t.Input, t.Entry, t.Resource, bound, exact, t.Max.String(), margin, t.Verdict}
}

var checkHeader = []string{"#", "input", "entry", "resource", "bound", "exact", "budget", "margin", "verdict"}

// ErrorText is the first error of a failed task's report on one line,
// "file:line:col: message" ("" when there is none).
func (t CheckTask) ErrorText() string {
	if t.Report == nil || len(t.Report.Errors) == 0 {
		return ""
	}
	e := t.Report.Errors[0]
	s := e.Message
	if p := positionText(e.File, e.Line, e.Col); p != "" {
		s = p + ": " + s
	}
	return strings.Join(strings.Fields(s), " ")
}

// WriteCheckTable writes c for a terminal: one table, one row per task
// (checkRow's columns).
func WriteCheckTable(w io.Writer, c *Check) error {
	var sb strings.Builder
	t := newTable(&sb, checkHeader...)
	var rows [][]string
	for i, task := range c.Tasks {
		rows = append(rows, checkRow(i, task))
	}
	if _, err := render(t, rows); err != nil {
		return err
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// WriteCheckJSON writes c as one indented JSON object (the CheckSchema
// document: each task with its full report). It refuses a document whose
// reports break the report contract.
func WriteCheckJSON(w io.Writer, c *Check) error {
	for _, t := range c.Tasks {
		if err := t.Report.Validate(); err != nil {
			return fmt.Errorf("cannot write the JSON check document: task %s: %w", t.Name(), err)
		}
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(c); err != nil {
		return fmt.Errorf("cannot write the JSON check document: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// WriteCheckCSV writes c as one CSV table: a header row, then one row per
// task (checkRow's columns, then states, time_ms, cost_model and the
// first error of a failed task).
func WriteCheckCSV(w io.Writer, c *Check) error {
	var sb strings.Builder
	cw := csv.NewWriter(&sb)
	_ = cw.Write(append(append([]string{}, checkHeader[1:]...), "states", "time_ms", "cost_model", "error"))
	for i, t := range c.Tasks {
		row := checkRow(i, t)[1:]
		row = append(row, fmt.Sprint(t.Report.Stats.States), fmt.Sprint(t.Report.Stats.TimeMS), t.Report.CostModel, t.ErrorText())
		_ = cw.Write(row)
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("cannot write the CSV check table: %w", err)
	}
	_, err := io.WriteString(w, sb.String())
	return err
}

// WriteCheckMarkdown writes c as GitHub-flavoured Markdown: a heading
// naming the budget file and its status, the task table, and the errors
// of the failed tasks.
func WriteCheckMarkdown(w io.Writer, c *Check) error {
	var sb strings.Builder
	fmt.Fprintf(&sb, "# WCET budget check: %s\n\nStatus: **%s**\n\n", mdCode(c.Budget), c.Status)
	var rows [][]string
	for i, t := range c.Tasks {
		row := mdRow(checkRow(i, t))
		row[1] = mdCode(t.Input)
		rows = append(rows, row)
	}
	mdTable(&sb, checkHeader, rows)
	first := true
	for i, t := range c.Tasks {
		if t.Verdict != VerdictError {
			continue
		}
		if first {
			sb.WriteString("\n## Errors\n\n")
			first = false
		}
		fmt.Fprintf(&sb, "- task %d (%s): %s\n", i+1, mdCode(t.Name()), mdInline(t.ErrorText()))
	}
	_, err := io.WriteString(w, sb.String())
	return err
}
