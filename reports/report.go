package reports

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// Schema is the value of the schema key of every report this package
// writes and the only one ReadJSON accepts.
const Schema = "wcet/report/v1"

// Values of Report.Status.
const (
	StatusOK    = "ok"
	StatusError = "error"
)

// Values of Loop.Source.
const (
	SourceDerived    = "derived"    // the simulator bounded the loop itself
	SourceAnnotation = "annotation" // a loop-bound annotation (macro, pragma or fact) bounds it
)

// Verdicts of an annotation (DESIGN, "Verdicts").
const (
	VerdictProven   = "proven"   // no feasible path violates it
	VerdictAssumed  = "assumed"  // violating paths depend on unknown values; they are excluded
	VerdictViolated = "violated" // a path that depends on no unknown value violates it
	VerdictIgnored  = "ignored"  // --ignore-assertions, or a method that does not use assertions
)

// KindError is the Error.Kind of an error that does not say its own kind.
const KindError = "error"

// Report is the result of one analysis: what cmd/wcet renders. The order
// of the fields is the order of the keys in the JSON document and is part
// of the format; add new fields after the contract fields of the same
// group, never between them.
//
// Bound is a *big.Int rather than an int64: the analysis computes with
// exact integers (isl is GMP-exact), and a bound is a sum of products of
// iteration counts and costs, which can exceed 2^63 even when every factor
// fits; an int64 would wrap silently, which a sound analyzer must never
// do. *big.Int marshals as a bare JSON integer of any length (readers in
// languages whose numbers are doubles lose precision beyond 2^53, as they
// do for any integer). It is nil, and marshals as null, only when Status
// is "error".
type Report struct {
	Schema string  `json:"schema"` // always Schema
	Status string  `json:"status"` // StatusOK or StatusError
	Errors []Error `json:"errors"` // empty when Status is "ok"

	Entry    string   `json:"entry"`    // the entry function
	Method   string   `json:"method"`   // ss, ia, enum or ipet
	Resource string   `json:"resource"` // cycles or heap
	Bound    *big.Int `json:"bound"`    // sound upper bound on Resource; nil iff Status is "error"
	Exact    bool     `json:"exact"`    // the bound is proven to be reached (DESIGN, "Exactness")
	Stats    Stats    `json:"stats"`

	Loops       []Loop       `json:"loops"`
	Witness     *Witness     `json:"witness"` // the worst path and its input; nil when there is none
	Annotations []Annotation `json:"annotations"`
	Assumptions []string     `json:"assumptions"` // every assumption the bound depends on, in words
	// Warnings are what the user should know that the bound does not
	// depend on: facts that match nothing the entry reaches.
	Warnings []string `json:"warnings,omitempty"`
	// Anytime is set when the bound comes from the anytime fallback
	// (the requested method stopped on its budget); nil otherwise.
	Anytime *Anytime `json:"anytime,omitempty"`
	// CallGraph is the call-graph bound beside a stack bound (resource
	// stack); nil for every other resource.
	CallGraph *CallGraph `json:"call_graph,omitempty"`
	// Interrupts is the stack bound with interrupt nesting (resource
	// stack with a facts file's interrupt entries); nil otherwise.
	Interrupts *Interrupts `json:"interrupts,omitempty"`
	// Functions and Breakdown are the per-function breakdown of the
	// worst path (breakdown.go), when asked for (analyze --breakdown).
	Functions []FunctionCost `json:"functions,omitempty"`
	Breakdown *Breakdown     `json:"breakdown,omitempty"`

	Provenance // flattened: its keys stand at the top level
}

// Stats are the counters of the analysis (DESIGN, "The algorithm").
type Stats struct {
	// States counts the symbolic states created on satisfiable contexts, a
	// reused summary counting one state and its subtree none.
	States int64 `json:"states"`
	// Reuses counts the summaries reused from the memo table.
	Reuses int64 `json:"reuses"`
	// Lossy counts the lossy events: a hull strictly larger than the union,
	// a simple-hull or remove_divs fallback, Z3 unknown, a havoc.
	Lossy int64 `json:"lossy"`
	// TimeMS is the wall-clock time of the analysis in milliseconds; zero
	// under --deterministic.
	TimeMS int64 `json:"time_ms"`
	// Infeasible counts the transitions pruned as infeasible.
	Infeasible int64 `json:"infeasible"`
	// Merges counts the path merges (convex hulls) at loop iteration ends.
	Merges int64 `json:"merges"`
	// SampledRuns counts the interpreter runs of the self-check's sample
	// (unroll.SelfCheck: random inputs and nondet values run against the
	// bound; the witness's replay not counted). Deterministic: the sample
	// is seeded by the input.
	SampledRuns int64 `json:"sampled_runs"`
}

// Error is one entry of errors[]: what made the analysis fail, and where.
// File is empty and Line and Col are zero when the position is unknown;
// Col is zero when only the line is known.
type Error struct {
	Kind    string `json:"kind"`
	File    string `json:"file"`
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// Loop is the bound of one loop in one calling context.
type Loop struct {
	Function string `json:"function"`
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	// Context is the calling context: the call chain from the entry, each
	// call as callee@file:line:col, for example "main>filter@demo.c:33:7" (the
	// loop is in filter, called from main at demo.c:33); just the entry's
	// name for a loop of the entry.
	Context string `json:"context"`
	// MaxIterations is the most body executions per entry of the loop.
	MaxIterations int64 `json:"max_iterations"`
	// TotalIterations is the most body executions over any feasible run.
	TotalIterations int64 `json:"total_iterations"`
	// Source is SourceDerived or SourceAnnotation.
	Source string `json:"source"`
	// Origin says where the bound comes from, finer than Source:
	// OriginAnnotation, OriginFacts, OriginDerivedSS or
	// OriginLoopAnalysis or OriginSingleRun ("" in reports written before
	// they existed).
	Origin string `json:"origin,omitempty"`
}

// Values of Loop.Origin.
const (
	OriginAnnotation   = "annotation"            // a loop-bound pragma or WCET_LOOPBOUND
	OriginFacts        = "facts"                 // a loopbound entry of a facts file
	OriginDerivedSS    = "derived-ss"            // the symbolic simulation's loop table
	OriginLoopAnalysis = "derived-loop-analysis" // the loop-bound analysis (package tripcount)
	OriginSingleRun    = "derived-single-run"    // the one concrete run of an entry that reads no input
)

// Anytime says that the bound does not come from the requested method,
// which stopped on its budget, but from another one over the loop bounds
// known without it (the anytime result): the bound is sound and not exact.
type Anytime struct {
	// Method is what produced the bound: "ipet" (over the loop bounds
	// known without the requested method), or "call-graph" (the stack's
	// call-graph bound, CallGraph, under --resource stack).
	Method string `json:"method"`
	// Reason is why the requested method gave none, in words: "ss
	// stopped on --timeout 5s while unrolling the loop at a.c:12:3".
	Reason string `json:"reason"`
}

// CallGraph is what a walk of the call graph bounds the stack by: the
// largest sum of frames over every chain of calls the program text has,
// feasible or not (what -fstack-usage plus a call-graph walk gives). It
// stands beside the path-sensitive bound of --resource stack to show what
// path sensitivity gains.
type CallGraph struct {
	// Bound is that sum in bytes; nil when the call graph alone bounds
	// nothing (recursion without a limit, a variable-length array).
	Bound *big.Int `json:"bound"`
	// Why says, when Bound is nil, why there is none.
	Why string `json:"why,omitempty"`
}

// CallGraphText says a call-graph bound in words.
func CallGraphText(c *CallGraph) string {
	if c.Bound == nil {
		return "none: " + c.Why
	}
	return c.Bound.String() + " (every call chain, feasible or not)"
}

// Witness is the worst path and a concrete input that drives it.
type Witness struct {
	Path   []Block `json:"path"`
	Inputs Inputs  `json:"inputs"`
}

// Block is one basic block of the worst path, with its position; or, when
// Repeat > 0, a repetition: Path (blocks and repetitions) Repeat times
// over, written {"repeat": k, "path": [...]} (witness_path.go: the
// compressed form of a long path).
type Block struct {
	Function string  `json:"function"`
	Block    string  `json:"block"`
	File     string  `json:"file"`
	Line     int     `json:"line"`
	Col      int     `json:"col"`
	Repeat   int     `json:"-"`
	Path     []Block `json:"-"`
}

// Inputs is a concrete input, in the syntax of wcet run: a value of Args
// or Globals is an integer ("5", "-3") or a bracketed list ("[1,2,3]") for
// the object a pointer parameter points to or a global array; Nondet is the
// sequence of WCET_NONDET/WCET_NONDET_RANGE and external-call results.
type Inputs struct {
	Args    map[string]string `json:"args"`
	Globals map[string]string `json:"globals"`
	Nondet  []*big.Int        `json:"nondet"`
}

// Annotation is one user annotation or fact and its verdict.
type Annotation struct {
	Kind    string `json:"kind"`   // for example assert, loopbound, recursion, extern-cost
	Text    string `json:"text"`   // as the user wrote it, e.g. "c1 <= c / 10"
	Origin  string `json:"origin"` // where it came from: macro, pragma, facts:FILE, flag
	File    string `json:"file"`
	Line    int    `json:"line"`
	Verdict string `json:"verdict"` // one of the Verdict constants
	// Violation is one input under which the annotation does not hold
	// (verdicts assumed and violated), or nil.
	Violation *Inputs `json:"violation,omitempty"`
}

// Provenance says what produced a report, from what, for certification
// evidence. Its fields are top-level keys of the report.
type Provenance struct {
	ToolVersion  string `json:"tool_version"`
	Commit       string `json:"commit"`
	Input        string `json:"input"` // the analyzed file, as given
	InputSHA256  string `json:"input_sha256"`
	Compiler     string `json:"compiler"`
	CFlags       string `json:"cflags"`
	TargetTriple string `json:"target_triple"`
	// Target is the --target name (cortex-m4, ...); empty for the host.
	Target          string `json:"target,omitempty"`
	DataLayout      string `json:"data_layout"`
	CostModel       string `json:"cost_model"`
	CostModelSHA256 string `json:"cost_model_sha256"`
	// InputFiles are the translation units of a program of several files
	// (wcet analyze a.c b.c): each with its sha256. Input then names them
	// all, separated by spaces, and InputSHA256 is the sha256 of their
	// sha256sum listing (one "SHA256  PATH\n" line per file, in order).
	// Empty for a program of one file.
	InputFiles []InputFile `json:"input_files,omitempty"`
	// Options are the options that change a bound beyond the input and
	// the cost model, as given (for example "--extern-cost 5",
	// "--assume n <= 20", "--facts f.json (sha256 …)", "--volatile refuse").
	Options []string `json:"options,omitempty"`
}

// InputFile is one translation unit of the input and its sha256.
type InputFile struct {
	Path   string `json:"path"`
	SHA256 string `json:"sha256"`
}

// extraProvenance are the rows of the provenance beyond its fixed
// fields: one per input file (several translation units) and one per
// option, with full hashes; table shortens them.
func (p *Provenance) extraProvenance(short bool) [][2]string {
	var out [][2]string
	for _, f := range p.InputFiles {
		if short {
			out = append(out, [2]string{"input file", withHash(f.Path, f.SHA256)})
		} else {
			out = append(out, [2]string{"input file", f.Path + " (sha256 " + f.SHA256 + ")"})
		}
	}
	for _, o := range p.Options {
		out = append(out, [2]string{"option", o})
	}
	return out
}

// Located is an error that knows its kind and position. ErrorReport uses it
// (through errors.As) to fill errors[]; stages whose errors carry positions
// implement it, or the CLI adapts them.
type Located interface {
	error
	// Position returns the file, line and column the error concerns (""
	// and zeros when unknown).
	Position() (file string, line, col int)
	// Kind classifies the error, for example "refused", "malformed",
	// "unbounded-loop".
	Kind() string
}

// ErrorReport returns the status "error" document for err. Each error
// joined in err (errors.Join) becomes one entry of errors[], with the kind
// and position of the first Located error in its chain. The identifying
// fields (Entry, Method, Resource and the Provenance) are copied from head
// when it is not nil — the CLI fills them before the analysis runs; the
// results (bound, stats, loops, witness, annotations, assumptions) are
// left empty.
func ErrorReport(err error, head *Report) *Report {
	r := &Report{Schema: Schema, Status: StatusError}
	if head != nil {
		r.Entry, r.Method, r.Resource, r.Provenance = head.Entry, head.Method, head.Resource, head.Provenance
	}
	for _, e := range leaves(err) {
		r.Errors = append(r.Errors, errorEntry(e))
	}
	if len(r.Errors) == 0 {
		r.Errors = []Error{{Kind: KindError, Message: "analysis failed"}}
	}
	r.normalize()
	return r
}

// leaves flattens the errors joined in err.
func leaves(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, leaves(e)...)
		}
		return out
	}
	return []error{err}
}

// errorEntry turns one error into an Error. The message is err's text with
// the position prefix "file:line:col: " removed, since the position has
// its own fields.
func errorEntry(err error) Error {
	e := Error{Kind: KindError, Message: err.Error()}
	var l Located
	if !errors.As(err, &l) {
		return e
	}
	if k := l.Kind(); k != "" {
		e.Kind = k
	}
	e.File, e.Line, e.Col = l.Position()
	// The located error's own "f.c:3:1: " prefix goes (the fields carry
	// it), also behind a wrapper's "analyze: "; a position named inside a
	// sentence ("the loop at f.c:3:1: no bound") stays.
	if p := positionText(e.File, e.Line, e.Col); p != "" {
		if i := strings.Index(e.Message, p+": "); i == 0 || i > 0 && strings.HasSuffix(e.Message[:i], ": ") {
			e.Message = e.Message[:i] + e.Message[i+len(p)+2:]
		}
	}
	return e
}

// positionText renders a position as file:line:col, file:line or file
// (empty when unknown).
func positionText(file string, line, col int) string {
	switch {
	case file == "" && line <= 0:
		return ""
	case line <= 0:
		return file
	case col <= 0:
		return fmt.Sprintf("%s:%d", file, line)
	}
	return fmt.Sprintf("%s:%d:%d", file, line, col)
}

// Deterministic zeroes the times of r (stats.time_ms), as --deterministic
// asks for every format.
func Deterministic(r *Report) {
	if r != nil {
		r.Stats.TimeMS = 0
	}
}

// Validate checks the rules of the JSON contract that the type system does
// not: the schema, the status and its consistency with errors[] and bound,
// the loop sources, the verdicts, and that no nondet value is missing.
func (r *Report) Validate() error {
	if r == nil {
		return errors.New("no report")
	}
	if r.Schema != Schema {
		return fmt.Errorf("report schema %q, want %q", r.Schema, Schema)
	}
	switch r.Status {
	case StatusOK:
		if len(r.Errors) != 0 {
			return fmt.Errorf("report status %q with %d errors: use status %q", r.Status, len(r.Errors), StatusError)
		}
		if r.Bound == nil {
			return fmt.Errorf("report status %q without a bound", r.Status)
		}
	case StatusError:
		if len(r.Errors) == 0 {
			return fmt.Errorf("report status %q without errors: build it with ErrorReport", r.Status)
		}
	default:
		return fmt.Errorf("report status %q, want %q or %q", r.Status, StatusOK, StatusError)
	}
	for _, l := range r.Loops {
		if l.Source != SourceDerived && l.Source != SourceAnnotation {
			return fmt.Errorf("loop of %s at %s: source %q, want %q or %q",
				l.Function, positionText(l.File, l.Line, l.Col), l.Source, SourceDerived, SourceAnnotation)
		}
	}
	for _, a := range r.Annotations {
		switch a.Verdict {
		case VerdictProven, VerdictAssumed, VerdictViolated, VerdictIgnored:
		default:
			return fmt.Errorf("annotation %q at %s: verdict %q, want proven, assumed, violated or ignored",
				a.Text, positionText(a.File, a.Line, 0), a.Verdict)
		}
		if a.Violation != nil {
			if err := a.Violation.validate(); err != nil {
				return fmt.Errorf("annotation %q: violation: %w", a.Text, err)
			}
		}
	}
	if r.Witness != nil {
		if err := r.Witness.Inputs.validate(); err != nil {
			return fmt.Errorf("witness: %w", err)
		}
	}
	return nil
}

func (in *Inputs) validate() error {
	for i, v := range in.Nondet {
		if v == nil {
			return fmt.Errorf("nondet value %d is missing", i)
		}
	}
	return nil
}

// normalize replaces nil lists and maps by empty ones, in place, so that
// they marshal as [] and {}.
func (r *Report) normalize() {
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
	// Omitted when empty: an empty list reads back as none.
	if len(r.Warnings) == 0 {
		r.Warnings = nil
	}
	if len(r.InputFiles) == 0 {
		r.InputFiles = nil
	}
	if len(r.Options) == 0 {
		r.Options = nil
	}
	if r.Witness != nil {
		r.Witness.normalize()
	}
	if len(r.Functions) == 0 {
		r.Functions = nil
	}
	if b := r.Breakdown; b != nil && b.Root != nil {
		b.Root.normalize()
	}
	for i := range r.Annotations {
		if v := r.Annotations[i].Violation; v != nil {
			v.normalize()
		}
	}
}

func (w *Witness) normalize() {
	if w.Path == nil {
		w.Path = []Block{}
	}
	normalizePath(w.Path)
	w.Inputs.normalize()
}

// normalizePath gives every repetition of p a non-nil path.
func normalizePath(p []Block) {
	for i := range p {
		if p[i].Repeat > 0 {
			if p[i].Path == nil {
				p[i].Path = []Block{}
			}
			normalizePath(p[i].Path)
		}
	}
}

func (in *Inputs) normalize() {
	if in.Args == nil {
		in.Args = map[string]string{}
	}
	if in.Globals == nil {
		in.Globals = map[string]string{}
	}
	if in.Nondet == nil {
		in.Nondet = []*big.Int{}
	}
}

// targetLabel is the target of the report for people: the --target name
// and its triple, or the triple alone (the host).
func (p *Provenance) targetLabel() string {
	if p.Target != "" {
		return p.Target + " (" + p.TargetTriple + ")"
	}
	return p.TargetTriple
}

// HardwarePrefixes begin the assumptions about the target and the cost
// model's hardware (internal/driver/hardware.go); SARIF, whose results
// are findings, carries those assumptions in its run's properties.
var HardwarePrefixes = []string{"--target ", "cost model cortex-m4:", "cost model machine:", "not modelled by the machine cost:"}

// hardware are the assumptions of r that begin with a HardwarePrefix.
func (r *Report) hardware() []string {
	var out []string
	for _, a := range r.Assumptions {
		for _, p := range HardwarePrefixes {
			if strings.HasPrefix(a, p) {
				out = append(out, a)
				break
			}
		}
	}
	return out
}
