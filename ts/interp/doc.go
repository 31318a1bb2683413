// Package interp is the concrete interpreter of a ts.Program: leg (a) of
// the oracle. `wcet run` is this package; the analysis methods are checked
// against it.
//
// Place in the pipeline: frontend builds a ts.Program; lowlevel prices it;
// interp runs it on concrete inputs and reports the resources the run used.
// Its costs must equal those of the original IR run under lli-14 with cost
// counters (leg (b), lowlevel/instrument), and no run may cost more than the
// bound an analysis reports for it. Three users rely on that:
//
//   - the oracle: internal/harness.Explore runs a testdata or generated
//     program on the inputs its rule asks for, and the tests compare every
//     method's bound with the worst run (exactly, when the method claims
//     exact);
//   - the self-check (unroll.SelfCheck, after every `wcet analyze`): replays
//     the analysis's witness (the only proof of exact) and runs a sample of
//     other inputs; a run above the bound is an internal error;
//   - concrete witness replay (unroll/concrete_witness.go, unroll/replay.go):
//     the worst path SS found is searched for inputs and run here, so that a
//     reported witness is a real run and "exact" is a claim a run proves;
//   - SS's one-run path (unroll/concrete.go): a program with no input is
//     run here once under Config.StopAtUnknown, which ends the run with an
//     *Error (Unknown) at the first value the analysis would not know (a
//     nondet value, an external result, an undefined value the
//     interpreter would read as 0, an integer volatile load); a run that
//     ends without one is the program's only run.
//
// What it implements: exact LLVM semantics on scalars of any width and on
// half, float, double, x86_fp80 and fp128 (value.go, value_expr.go,
// value_bin.go, value_cast.go, value_intrin.go; the widest floats at
// double precision, see value.go), poison (interp_poison.go),
// byte-addressed little-endian memory with globals, allocas, heap objects
// and their life times (mem.go), the C library functions the frontend
// keeps as calls (interp_lib.go), nondet values, cost counters, frequency
// variables and user assertions (Result.Blocked), and the loop-bound cut
// (Config.LoopBounds). A program is compiled once into closures
// (interp_compile.go, interp_ops.go) and cached per Program.
//
// A run executes the transitions of the entry function from its Entry loc:
// at a loc it takes the first outgoing transition whose leading Assume ops
// all hold, then runs that transition's remaining ops in order; a run of
// consecutive Assign ops on an Edge transition is a parallel assignment (the
// phi copies). Calls use an explicit stack of frames, never Go recursion, so
// deep recursion only meets Config.MaxDepth.
//
// Undefined behaviour that the interpreter recognizes ends the run with a
// *Error at the op's position: a use of poison (interp_poison.go:
// overflow on nsw or nuw, a violated `exact`, a shift amount not below the
// width, abs of the minimum value when poison, ctlz/cttz of zero when
// poison and fptosi/fptoui of a value out of range make poison, which is
// an error only where it is used as a condition, an address, a divisor, a
// stored value, an argument, a returned value, a cost amount or a nondet
// bound; the message names the operation that made it), division or
// remainder by zero, sdiv/srem of the minimum value by -1, loads
// and stores out of bounds, through null, to freed objects or to function
// addresses, stores to constant globals, bad frees, and reaching
// Unreachable. So do the interpreter's own limits: MaxSteps, MaxDepth, an
// exhausted nondet sequence, and 1 GiB of live memory.
//
// Under Config.Attribute a run also builds its call tree (attribute.go,
// Result.Calls): every amount of one cumulative resource charged to the
// function activation that adds it, per calling context (the chain of
// call sites), with self and inclusive costs and per-function totals.
// The driver runs the witness so for the report's per-function
// breakdown; `wcet run --breakdown` prints it.
//
// Under Config.LoopBounds a run also stops, without an error (Ended
// "cut", Result.Cut), where it would complete more body executions of an
// entry of an annotated loop than the annotation's maximum: the runs the
// analysis cuts (unroll/loopbound.go). The count per loop entry and call
// frame uses Loop.CompletesBody, the analyzer's own definition of a body
// execution, so the two cannot disagree on the unit.
package interp
