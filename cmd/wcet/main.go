// Command wcet is a static worst-case execution time and resource-bound
// path analyzer for embedded C (see README.md and DESIGN.md).
//
// The environment variable WCET_CPUPROFILE=FILE writes a Go CPU profile of
// the run to FILE (`go tool pprof wcet FILE`), for finding where an
// analysis spends its time.
//
// Unless GOGC or GOMEMLIMIT is set, the Go collector runs at GOGC=400 with
// a soft limit of 384 MiB on the Go heap: the Go heap of an analysis is
// small next to isl's memory, so the default GOGC=100 collects often for
// little memory saved, while the limit keeps large runs (ns) from growing
// by half.
package main

import (
	"fmt"
	"os"
	"runtime/debug"
	"runtime/pprof"

	"wcet/internal/cli"
)

func main() {
	os.Exit(run())
}

func run() int {
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetGCPercent(400)
		debug.SetMemoryLimit(384 << 20)
	}
	if file := os.Getenv("WCET_CPUPROFILE"); file != "" {
		f, err := os.Create(file)
		if err != nil {
			fmt.Fprintf(os.Stderr, "wcet: WCET_CPUPROFILE: %v\n", err)
			return 2
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(os.Stderr, "wcet: WCET_CPUPROFILE: %v\n", err)
			f.Close()
			return 2
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	return cli.Main(os.Args[1:], os.Stdout, os.Stderr)
}
