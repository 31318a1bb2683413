// Command wcet is a static worst-case execution time and resource-bound
// path analyzer for embedded C (see README.md and DESIGN.md).
package main

import (
	"os"

	"wcet/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
