// Package lang is the assertion language of wcet: conjunctions of linear
// (in)equalities over frequency variables, as in
//
//	WCET_ASSERT("c1 <= c / 10")
//	WCET_ASSERT("|c1 - c2| <= 1")
//	WCET_ASSERT("c <= 4 && d >= 2*c + 1")
//
// Place in the pipeline: frontend parses the strings of WCET_ASSERT calls,
// the "assert" entries of a facts file and TACLeBench
// `flowrestriction 1*m1 <= 10*m2` pragmas with Parse, and turns a
// SyntaxError's column into a position in the C source. The concrete
// interpreter of package ts, the first leg of the oracle, checks an
// assertion with Eval. Phase 2 of the analysis (package assertions) works on
// the linear form returned by Linear: an assertion ⟨ℓ, φ(c̃)⟩ is a set of
// constraints over the frequency variables c̃ (thesis ch. 4 §4.3,
// Definition 20), each Σ aᵢ·cᵢ + b ≥ 0 or = 0 with integer aᵢ and b.
//
// # Syntax
//
//	formula = cmp { "&&" cmp }
//	cmp     = sum ( "<=" | "<" | ">=" | ">" | "==" ) sum
//	sum     = product { ( "+" | "-" ) product }
//	product = unary { ( "*" | "/" ) unary }
//	unary   = "-" unary | primary
//	primary = name | integer | "(" sum ")" | "(" formula ")" | "|" sum "|"
//
// A name is [A-Za-z_][A-Za-z0-9_]*; an integer is a decimal literal of any
// size. Unary minus binds tighter than * and /, which bind tighter than +
// and -; all binary operators associate to the left.
//
// Everything the language accepts is conjunctive and linear:
//
//   - In a*b one side must be constant once folded (2*c, (1+2)*c and
//     (c-c)*d are fine; c*d is not).
//   - In a/b, b must be a non-zero constant once folded. Division is exact
//     rational division: c1 <= c / 10 means 10*c1 <= c.
//   - |e| may only be a whole side that is bounded from above by an
//     expression without |...|: |e| <= k, |e| < k, k >= |e|, k > |e|.
//   - != (a disjunction), || and ! are rejected.
//
// Values are exact: Eval and Linear use math/big throughout, never floats.
package lang
