package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"path"
	"strings"
)

// SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format), for
// code-scanning dashboards (GitHub code scanning, GitLab, SonarQube).
const (
	SARIFVersion = "2.1.0"
	SARIFSchema  = "https://json.schemastore.org/sarif-2.1.0.json"
)

// SARIF rule ids. An error of errors[] takes its kind as rule id
// ("unbounded-loop", "refused", "violated", ...), falling back to
// RuleError; annotations give RuleAssumed and RuleViolated.
const (
	RuleError    = "error"
	RuleAssumed  = "annotation-assumed"
	RuleViolated = "annotation-violated"
)

// ruleHelp describes the rules wcet reports, for the driver's rules[].
var ruleHelp = map[string]string{
	"unbounded-loop":      "A loop the analysis could not bound within its limits: add WCET_LOOPBOUND or a loopbound fact.",
	"refused":             "A construct the analyzer does not support (indirect call, inline assembly, setjmp, irreducible control flow, ...).",
	"violated":            "An annotation that a path depending on no unknown value violates: the analysis stops.",
	"malformed":           "Malformed input or annotation.",
	"misplaced-assertion": "An assertion that is not at the end of its loop body (local) or of the entry (global): a count of its variables can run after it.",
	RuleAssumed:           "An annotation the analysis assumes: the paths violating it depend on unknown values and are excluded from the bound.",
	RuleViolated:          "An annotation violated on a path that depends on no unknown value.",
	RuleError:             "The analysis failed.",
	RuleBudget:            "A task whose bound exceeds its budget (wcet check).",
}

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool        sarifTool         `json:"tool"`
	Invocations []sarifInvocation `json:"invocations"`
	Results     []sarifResult     `json:"results"`
	Properties  sarifRunProps     `json:"properties"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID               string       `json:"id"`
	ShortDescription sarifMessage `json:"shortDescription"`
}

type sarifInvocation struct {
	ExecutionSuccessful bool `json:"executionSuccessful"`
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	Level     string          `json:"level"`
	Message   sarifMessage    `json:"message"`
	Locations []sarifLocation `json:"locations,omitempty"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
}

// sarifRunProps carries the analysis result in the run's property bag.
type sarifRunProps struct {
	Status    string `json:"status"`
	Entry     string `json:"entry"`
	Method    string `json:"method"`
	Resource  string `json:"resource"`
	Bound     string `json:"bound"` // decimal, "" without a bound: a bound may exceed 2^53
	Exact     bool   `json:"exact"`
	CostModel string `json:"cost_model"`
	Input     string `json:"input"`
	InputSHA  string `json:"input_sha256"`
	Commit    string `json:"commit"`
	// Anytime is AnytimeText of an anytime result, else omitted.
	Anytime string `json:"anytime,omitempty"`
	// CallGraph is CallGraphText of a stack report, else omitted.
	CallGraph string `json:"call_graph_bound,omitempty"`
	// Interrupts is InterruptsText of a stack report with interrupt
	// handlers, else omitted.
	Interrupts string `json:"with_interrupts,omitempty"`
	// Hardware are the report's hardware assumptions (HardwarePrefixes),
	// omitted on the host's abstract cost models.
	Hardware []string `json:"hardware_assumptions,omitempty"`
}

// artifactURI is the uri of a result in file: the input as the user gave
// it (a path relative to where wcet ran, as code-scanning tools expect)
// when file is the input's base name, as debug information names the
// compiled file; else file as is. Backslashes become slashes.
func artifactURI(file, input string) string {
	if input != "" && file == path.Base(strings.ReplaceAll(input, "\\", "/")) {
		file = input
	}
	return strings.ReplaceAll(file, "\\", "/")
}

// WriteSARIF writes r as one SARIF 2.1.0 log with one run: a result per
// error of errors[] (level error, rule id the error's kind: unbounded
// loops, refused constructs, violated annotations) and per annotation with
// verdict assumed (level warning) or violated (level error), each located
// at its file, line and column when known (a result without a known file
// has no locations; see artifactURI for the file's uri). Proven and ignored annotations give no result. The
// run's invocation says whether the analysis succeeded, and its property
// bag holds the status, entry, method, resource, bound (a decimal string),
// exactness, cost model and input. Rules lists the rule ids used, in first
// use order. A report with status "error" is written too (exit 1).
func WriteSARIF(w io.Writer, r *Report) error {
	if r == nil {
		return fmt.Errorf("cannot write the SARIF report: no report")
	}
	run, _ := sarifRunOf(r)
	return writeSARIFLog(w, []sarifRun{run})
}

// sarifRunOf is the run of WriteSARIF for r, and addTo, which adds
// further results to it (rule, level, message, file, line, column).
func sarifRunOf(r *Report) (sarifRun, func(run *sarifRun, rule, level, msg, file string, line, col int)) {
	run := sarifRun{
		Tool:        sarifTool{Driver: sarifDriver{Name: "wcet", Version: r.ToolVersion, Rules: []sarifRule{}}},
		Invocations: []sarifInvocation{{ExecutionSuccessful: r.Status == StatusOK}},
		Results:     []sarifResult{},
		Properties: sarifRunProps{Status: r.Status, Entry: r.Entry, Method: r.Method, Resource: r.Resource,
			Exact: r.Exact, CostModel: r.CostModel, Input: r.Input, InputSHA: r.InputSHA256, Commit: r.Commit},
	}
	if r.Bound != nil {
		run.Properties.Bound = r.Bound.String()
	}
	if a := r.Anytime; a != nil {
		run.Properties.Anytime = AnytimeText(a)
	}
	if c := r.CallGraph; c != nil {
		run.Properties.CallGraph = CallGraphText(c)
	}
	if x := r.Interrupts; x != nil {
		run.Properties.Interrupts = InterruptsText(r.Bound, x)
	}
	run.Properties.Hardware = r.hardware()
	used := map[string]bool{}
	addTo := func(run *sarifRun, rule, level, msg, file string, line, col int) {
		if !used[rule] {
			used[rule] = true
			help := ruleHelp[rule]
			if help == "" {
				help = "wcet: " + rule
			}
			run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sarifRule{ID: rule, ShortDescription: sarifMessage{help}})
		}
		res := sarifResult{RuleID: rule, Level: level, Message: sarifMessage{msg}}
		if file != "" {
			loc := sarifLocation{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: artifactURI(file, r.Input)}}}
			if line > 0 {
				loc.PhysicalLocation.Region = &sarifRegion{StartLine: line, StartColumn: max(col, 0)}
			}
			res.Locations = []sarifLocation{loc}
		}
		run.Results = append(run.Results, res)
	}
	add := func(rule, level, msg, file string, line, col int) { addTo(&run, rule, level, msg, file, line, col) }
	for _, e := range r.Errors {
		rule := e.Kind
		if rule == "" {
			rule = RuleError
		}
		add(rule, "error", e.Message, e.File, e.Line, e.Col)
	}
	for _, a := range r.Annotations {
		switch a.Verdict {
		case VerdictAssumed:
			msg := fmt.Sprintf("%s %q (%s) is assumed: paths violating it depend on unknown values and are excluded from the bound", a.Kind, a.Text, a.Origin)
			if a.Violation != nil {
				msg += "; violated by " + InputsText(*a.Violation)
			}
			add(RuleAssumed, "warning", msg, a.File, a.Line, 0)
		case VerdictViolated:
			msg := fmt.Sprintf("%s %q (%s) is violated on a path that depends on no unknown value", a.Kind, a.Text, a.Origin)
			if a.Violation != nil {
				msg += ": " + InputsText(*a.Violation)
			}
			add(RuleViolated, "error", msg, a.File, a.Line, 0)
		}
	}
	return run, addTo
}

// writeSARIFLog writes one SARIF 2.1.0 log of runs.
func writeSARIFLog(w io.Writer, runs []sarifRun) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(sarifLog{Schema: SARIFSchema, Version: SARIFVersion, Runs: runs}); err != nil {
		return fmt.Errorf("cannot write the SARIF report: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// RuleBudget is the SARIF rule of a task whose bound exceeds its budget.
const RuleBudget = "budget-exceeded"

// WriteCheckSARIF writes c as one SARIF 2.1.0 log with one run per task:
// the run WriteSARIF writes for the task's report, plus, when the bound
// exceeds the budget, a result of rule budget-exceeded (level error) at
// the task's input naming bound, budget and margin.
func WriteCheckSARIF(w io.Writer, c *Check) error {
	runs := []sarifRun{}
	for i, t := range c.Tasks {
		if t.Report == nil {
			return fmt.Errorf("cannot write the SARIF report: task %d has no report", i+1)
		}
		run, add := sarifRunOf(t.Report)
		if t.Verdict == VerdictExceeded {
			add(&run, RuleBudget, "error", fmt.Sprintf("task %d (%s): %s bound %s exceeds the budget %s by %s", i+1, t.Name(), t.Resource, t.Bound, t.Max, new(big.Int).Neg(t.Margin)), t.Report.Input, 0, 0)
		}
		runs = append(runs, run)
	}
	return writeSARIFLog(w, runs)
}
