// Package ts is the transition system that every analysis of wcet works on:
// the IR, its loops, liveness, the well-formedness Check, and Dump.
//
// Place in the pipeline: frontend builds a ts.Program from LLVM IR;
// lowlevel prices its Tick ops into Cost ops; unroll, summary and
// assertions analyse it; ts/interp runs it concretely (`wcet run`, the
// first leg of the oracle).
//
// A function is a graph of program points (Loc) and transitions (Trans)
// carrying operations (Op), as in thesis §3.4 (Fig. 3.3): each IR basic
// block B gives a loc "B" before its body, a Body transition to a loc "B.t"
// before its terminator, and one Edge transition per successor carrying the
// branch condition (Assume) and the successor's phi nodes as parallel
// assignments. Loops are natural loops of the reducible CFG in the thesis's
// normal form (§3.4, Definitions 14–16): one loop entry (Header) and one
// ending point (End) whose only way out is the void Back transition.
//
// Values are scalar: aggregates and vectors are split into leaves by the
// frontend. An integer variable of N bits holds a bit pattern; each
// operation states whether it reads it signed or unsigned, as LLVM does.
package ts
