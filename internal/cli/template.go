package cli

import (
	"errors"
	"fmt"
	"os"

	"wcet/facts"
	"wcet/internal/driver"
)

// templateEntry is one loopbound entry of a facts template.
type templateEntry struct {
	At        string        `json:"at"`
	Loopbound templateBound `json:"loopbound"`
	Function  string        `json:"function"`
	Note      string        `json:"note"`
}

type templateBound struct {
	Min int64  `json:"min"`
	Max *int64 `json:"max"`
}

// writeTemplate writes the facts template of the unbounded loops of err
// (none when err is nil) to path.
func writeTemplate(path string, err error) error {
	var es []any
	var ue *driver.UnboundedError
	if errors.As(err, &ue) {
		for _, l := range ue.Loops {
			note := fmt.Sprintf("no bound found (%s while unrolling it)", l.Err.What)
			if l.Unknown {
				note = fmt.Sprintf("no bound from annotations, facts or the loop-bound analysis (the method stopped elsewhere: %s)", l.Err.What)
			}
			if l.Context != "" && l.Context != l.Func {
				note += fmt.Sprintf("; reached in context %s", l.Context)
			}
			if P := l.Loop.Parent; P != nil {
				note += fmt.Sprintf("; nested in the loop at %s", P.Pos)
			}
			note += "; replace null by the most body executions per entry"
			es = append(es, templateEntry{At: l.Loop.Pos.String(), Function: l.Func, Note: note})
		}
	}
	b, werr := facts.Format(es)
	if werr != nil {
		return werr
	}
	if werr := os.WriteFile(path, b, 0o644); werr != nil {
		return fmt.Errorf("--facts-template %s: %v", path, werr)
	}
	return nil
}
