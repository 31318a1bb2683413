// Command wcet is a static worst-case execution time and resource-bound
// path analyzer for embedded C (see README.md and docs/design.md). The
// commands, their flags and the environment variables it reads are in
// package internal/cli (cli.Process).
package main

import (
	"os"

	"wcet/internal/cli"
)

func main() {
	os.Exit(cli.Process(os.Args[1:], os.Stdout, os.Stderr))
}
