// Package unroll is the phase-1 symbolic simulator: symbolic execution of
// the transition system over poly.State, unrolling loops (thesis ch. 3).
//
// Place in the pipeline: it runs on a priced ts.Program (frontend, then
// lowlevel.Apply) and returns plain results that cmd/wcet renders through
// package reports.
//
// This version has TransStep (thesis Fig. 3.8: one transition's operations
// on one path, with exact splits on comparisons, wrap cases and selects)
// and Enum, `--method enum`: depth-first enumeration of every feasible path
// with loops unrolled completely and calls entered in context, the exact
// reference of DESIGN for small programs. A path carries what the state
// does not: the call stack, pointers as (object, offset variable), memory
// cells at constant offsets (weak updates otherwise, DESIGN "Memory"), the
// costs and the frequency variables. SS (Fig. 3.7) with summaries,
// interpolants and witnesses comes next, on the same TransStep.
package unroll
