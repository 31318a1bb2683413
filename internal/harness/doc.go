// Package harness reads the contract comments of testdata programs
// (DESIGN, "Testing": ENTRY, INPUTS, WANT, APPROX, plus WORST, ERROR and
// CHECK) and enumerates their inputs and nondet sequences for the concrete
// oracle. Every test that checks a bound against a testdata program goes
// through it, so the enumeration rule lives in one place. Its tests
// recompute every WANT with the interpreter and require the three oracle
// legs (ts/interp, instrumented IR under lli-14, native build) to
// agree.
package harness
