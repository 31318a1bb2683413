// Package assertions holds what the analyses know about the user's
// assertions beyond their language (package assertions/lang): today the
// placement rule (DESIGN "Annotation ABI"; thesis §4.1, where an
// assertion is checked — a local one at the end of its loop body, a
// global one at the end of the entry). CheckPlacement refuses a misplaced
// assertion with a PlacementError at its position; OptimizedMisplaced
// lists the copies under --opt O2 that the rule can no longer place.
//
// # Place in the pipeline
//
// It runs on a ts.Program after the frontend and before a method: the
// methods of package unroll (SS, IA, Enum) and ipet.IPET apply the rule
// when they honour the assertions. It is where phase 2 of the thesis
// (§4.3, the resolution of assertions over the skeletal DAG of
// summaries) is to move from package unroll.
package assertions
