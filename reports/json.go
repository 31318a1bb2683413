package reports

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
)

// WriteJSON writes r as one indented JSON object and a newline. It refuses
// a report that breaks the contract (see Report.Validate). The output
// depends only on r: keys stand in struct order, map keys sorted, and
// "<", ">", "&" are written as is (assertions such as "c <= 4" stay
// readable).
func WriteJSON(w io.Writer, r *Report) error {
	if err := r.Validate(); err != nil {
		return fmt.Errorf("cannot write the JSON report: %w", err)
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(r); err != nil {
		return fmt.Errorf("cannot write the JSON report: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// ReadJSON reads a report written by WriteJSON (wcet analyze --format
// json). It refuses a document whose schema is not "wcet/report/v1", and
// one that breaks the contract; unknown keys are ignored, so that reports
// of later versions of the same schema still read. Lists and maps absent
// or null in the document come back empty, not nil.
func ReadJSON(rd io.Reader) (*Report, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, fmt.Errorf("cannot read the report: %w", err)
	}
	var head struct {
		Schema *string `json:"schema"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return nil, fmt.Errorf("not a wcet report (want a JSON object with schema %q): %v", Schema, err)
	}
	switch {
	case head.Schema == nil:
		return nil, fmt.Errorf("not a wcet report: no schema key (want %q, as written by 'wcet analyze --format json')", Schema)
	case *head.Schema != Schema:
		return nil, fmt.Errorf("schema %q is not a wcet analysis report: want %q, as written by 'wcet analyze --format json'", *head.Schema, Schema)
	}
	r := new(Report)
	if err := json.Unmarshal(data, r); err != nil {
		return nil, fmt.Errorf("malformed %s report: %v", Schema, err)
	}
	r.normalize()
	if err := r.Validate(); err != nil {
		return nil, fmt.Errorf("invalid %s report: %w", Schema, err)
	}
	return r, nil
}

// The MarshalJSON methods write empty lists and maps as [] and {}, never
// null (the contract), whoever marshals the value. They have value
// receivers and normalize a copy: marshalling never changes the report.

type (
	plainReport  Report
	plainWitness Witness
	plainInputs  Inputs
)

// MarshalJSON marshals r with its nil lists as [].
func (r Report) MarshalJSON() ([]byte, error) {
	if r.Errors == nil {
		r.Errors = []Error{}
	}
	if r.Loops == nil {
		r.Loops = []Loop{}
	}
	if r.Annotations == nil {
		r.Annotations = []Annotation{}
	}
	if r.Assumptions == nil {
		r.Assumptions = []string{}
	}
	return marshal(plainReport(r))
}

// MarshalJSON marshals w with a nil path as [].
func (w Witness) MarshalJSON() ([]byte, error) {
	if w.Path == nil {
		w.Path = []Block{}
	}
	return marshal(plainWitness(w))
}

// MarshalJSON marshals in with nil maps as {} and a nil nondet as [].
func (in Inputs) MarshalJSON() ([]byte, error) {
	if in.Args == nil {
		in.Args = map[string]string{}
	}
	if in.Globals == nil {
		in.Globals = map[string]string{}
	}
	if in.Nondet == nil {
		in.Nondet = []*big.Int{}
	}
	return marshal(plainInputs(in))
}

// marshal is json.Marshal without HTML escaping (the encoder that calls a
// MarshalJSON method does not undo it).
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
}
