// Package cli implements the wcet command line (DESIGN, "CLI contract"):
// flags → load (frontend, lowlevel) → run or analyse → render → exit code.
// It is the only package that writes to the terminal; cmd/wcet only calls
// Main.
package cli
