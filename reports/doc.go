// Package reports holds the plain-data result of an analysis, [Report],
// and its renderers.
//
// # Place in the pipeline
//
// Every analysis method (ss, ia, enum, ipet: packages unroll and
// assertions) fills one [Report]; it never prints. cmd/wcet (through
// internal/cli) chooses a renderer from --format and hands it the
// io.Writer to write to (standard output or -o FILE):
//
//	prog.c ─► frontend ─► lowlevel ─► unroll / assertions ─► Report ─► WriteJSON, WriteTable, ... ─► io.Writer
//
// When the analysis fails, the CLI turns the error into the status "error"
// document with [ErrorReport], so that --format json prints one object in
// both cases. Like govulncheck's output structs, the data lives in this
// package and each format is one function over it; reports imports no
// project package (it must stay free of ts, poly and frontend), so any stage
// and any tool can build or read a Report.
//
// # Formats
//
// One function per format, each in its own file: [WriteTable] (table.go,
// the terminal), [WriteJSON] (json.go, the contract below), [WriteCSV]
// (csv.go: the bound and loop tables in one RFC 4180 document),
// [WriteMarkdown] (md.go: review and certification evidence), [WriteDOT]
// (dot.go: the CFG with the worst path; it takes the program's graph as
// the plain data [CFG], which the CLI builds from the transition system),
// [WriteHTML] (html.go: one self-contained page, the tables and the source
// annotated line by line; it takes the source and the worst path's
// per-line counts and costs as the plain data [SourceView], which the CLI
// builds from the input file and every transition of the worst path) and
// [WriteSARIF] (sarif.go: SARIF 2.1.0 results for code scanning).
// breakdown.go holds the per-function breakdown of the worst path
// (functions[] and breakdown, analyze --breakdown) and its part of every
// renderer but SARIF; a report without it renders as before.
//
// # The JSON contract
//
// The JSON document is the contract of DESIGN.md, section "CLI contract":
// one object with schema "wcet/report/v1", status "ok" | "error",
// errors[] (kind, file, line, col, message), entry, resource, bound (an
// integer), exact (a bool), stats (states, reuses, lossy, time_ms), loops[]
// (function, file, line, col, context, max_iterations, total_iterations,
// source: derived | annotation), witness (path: blocks with positions;
// inputs: args, globals, nondet), annotations[] (kind, text, origin, file,
// line, verdict), assumptions[], and the provenance fields tool_version,
// commit, input_sha256, compiler, cflags, target_triple, cost_model,
// cost_model_sha256. The provenance fields stand at the top level of the
// object, not in a nested object: the contract lists them as report fields.
//
// The contract says "at least": this package adds fields (method, stats
// infeasible, merges and sampled_runs, input, data_layout, target (the
// --target name, only when given), an annotation's violation, and,
// only when asked for, functions[] and breakdown)
// but never renames, removes or retypes a contract field. Keys appear in the
// order of the Go struct fields, which is the order above, and every list
// marshals as [] (never null) and every map as {}, so that users can parse
// the document without special cases. Two values may be null: bound, when
// the status is "error" (there is no bound), and witness, when there is no
// worst path to show (status "error", or a method such as ipet that builds
// none). [WriteJSON] refuses a report that breaks these rules (see
// [Report.Validate]); [ReadJSON] reads it back and refuses other schemas.
// The bytes are those of encoding/json (indented by two spaces, no HTML
// escaping), but WriteJSON streams them element by element, so that a
// witness path of millions of blocks costs no more memory than the
// report itself.
//
// # Determinism
//
// DESIGN: "--deterministic zeroes times in every format". [Deterministic]
// does that on the Report, before any renderer runs; given equal Reports,
// every renderer writes byte-identical output (map keys are sorted, no
// time or locale is consulted).
package reports
