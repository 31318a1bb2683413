package reports

import (
	"bytes"
	"errors"
	"math/big"
	"strings"
	"testing"
)

// TestNewCheckTask: a bound equal to the budget is within it (margin 0),
// one unit more exceeds it (margin -1); a failed analysis has no bound nor
// margin; the check's status is the worst verdict.
func TestNewCheckTask(t *testing.T) {
	ok := func(bound int64) *Report {
		return &Report{Schema: Schema, Status: StatusOK, Entry: "f", Resource: "cycles", Bound: big.NewInt(bound), Exact: true}
	}
	failed := ErrorReport(errors.New("no"), &Report{Schema: Schema, Entry: "f", Resource: "cycles"})
	max := big.NewInt(100)
	cases := []struct {
		rep     *Report
		verdict string
		margin  string
	}{
		{ok(100), VerdictOK, "0"},
		{ok(0), VerdictOK, "100"},
		{ok(101), VerdictExceeded, "-1"},
		{failed, VerdictError, ""},
	}
	for _, c := range cases {
		task := NewCheckTask("a.c", max, c.rep)
		margin := ""
		if task.Margin != nil {
			margin = task.Margin.String()
		}
		if task.Verdict != c.verdict || margin != c.margin || (task.Bound == nil) != (c.rep.Bound == nil) {
			t.Errorf("bound %v: verdict %s margin %q, want %s %q", c.rep.Bound, task.Verdict, margin, c.verdict, c.margin)
		}
	}
	// The budget is copied: the task does not alias the caller's integer.
	task := NewCheckTask("a.c", max, ok(5))
	max.SetInt64(1)
	if task.Max.Int64() != 100 {
		t.Errorf("the task's budget changed with the caller's integer")
	}
	for _, c := range []struct {
		tasks []CheckTask
		want  string
	}{
		{nil, VerdictOK},
		{[]CheckTask{{Verdict: VerdictOK}, {Verdict: VerdictExceeded}}, VerdictExceeded},
		{[]CheckTask{{Verdict: VerdictError}, {Verdict: VerdictExceeded}}, VerdictError},
		{[]CheckTask{{Verdict: VerdictExceeded}, {Verdict: VerdictError}, {Verdict: VerdictOK}}, VerdictError},
	} {
		if got := NewCheck("b.json", c.tasks).Status; got != c.want {
			t.Errorf("status of %v: %s, want %s", c.tasks, got, c.want)
		}
	}
}

// TestCheckJSONKeys: the wcet/check/v1 document's keys in order, a failed
// task's bound and margin null, its report an error report.
func TestCheckJSONKeys(t *testing.T) {
	failed := ErrorReport(errors.New("no"), &Report{Schema: Schema, Entry: "g", Resource: "cycles"})
	ok := &Report{Schema: Schema, Status: StatusOK, Entry: "f", Resource: "cycles", Bound: big.NewInt(7)}
	c := NewCheck("b.json", []CheckTask{NewCheckTask("a.c", big.NewInt(5), ok), NewCheckTask("b.c", big.NewInt(5), failed)})
	var buf bytes.Buffer
	if err := WriteCheckJSON(&buf, c); err != nil {
		t.Fatal(err)
	}
	s := buf.String()
	last := -1
	for _, key := range []string{`"schema": "wcet/check/v1"`, `"status": "error"`, `"budget": "b.json"`, `"tasks": [`,
		`"input": "a.c"`, `"entry": "f"`, `"resource": "cycles"`, `"max": 5`, `"bound": 7`, `"margin": -2`, `"verdict": "exceeded"`, `"report": {`,
		`"input": "b.c"`, `"max": 5`, `"bound": null`, `"margin": null`, `"verdict": "error"`, `"status": "error"`} {
		i := strings.Index(s[last+1:], key)
		if i < 0 {
			t.Fatalf("%s missing or out of order in:\n%s", key, s)
		}
		last += 1 + i
	}
}
