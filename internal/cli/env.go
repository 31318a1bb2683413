package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/pprof"

	"wcet/analysis"
)

// Process is the wcet command: Main with the process settings the
// environment asks for. WCET_CPUPROFILE=FILE writes a Go CPU profile of
// the run to FILE (`go tool pprof wcet FILE`), for finding where an
// analysis spends its time. Unless GOGC or GOMEMLIMIT is set, the Go
// collector runs at GOGC=400 with a soft limit of 384 MiB on the Go heap:
// the Go heap of an analysis is small next to isl's memory, so the default
// GOGC=100 collects often for little memory saved, while the limit keeps
// large runs (ns) from growing by half.
func Process(args []string, stdout, stderr io.Writer) int {
	if os.Getenv("GOGC") == "" && os.Getenv("GOMEMLIMIT") == "" {
		debug.SetGCPercent(400)
		debug.SetMemoryLimit(384 << 20)
	}
	if file := os.Getenv("WCET_CPUPROFILE"); file != "" {
		f, err := os.Create(file)
		if err != nil {
			fmt.Fprintf(stderr, "wcet: WCET_CPUPROFILE: %v\n", err)
			return 2
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintf(stderr, "wcet: WCET_CPUPROFILE: %v\n", err)
			f.Close()
			return 2
		}
		defer func() {
			pprof.StopCPUProfile()
			f.Close()
		}()
	}
	return Main(args, stdout, stderr)
}

// withEnv sets cfg's debug switches from the environment, as they were
// read before they travelled in analysis.Config: WCET_SS_DEBUG (SS's
// simulation), WCET_MEMO_DEBUG (its memo lookups), WCET_CHECK_DEBUG (the
// self-check's runs) trace to standard error; WCET_NO_NUMERIC turns the
// numeric phase 2 off. The library packages read no environment.
func withEnv(cfg analysis.Config) analysis.Config {
	cfg.SSDebug = os.Getenv("WCET_SS_DEBUG") != ""
	cfg.MemoDebug = os.Getenv("WCET_MEMO_DEBUG") != ""
	cfg.CheckDebug = os.Getenv("WCET_CHECK_DEBUG") != ""
	cfg.NoNumeric = os.Getenv("WCET_NO_NUMERIC") != ""
	if cfg.SSDebug || cfg.MemoDebug || cfg.CheckDebug || searchDebug() {
		cfg.Debug = os.Stderr
	}
	return cfg
}

// searchDebug: WCET_SEARCH_DEBUG traces each run of the search for
// unbounded loops (driver.Options.SearchDebug) to standard error.
func searchDebug() bool { return os.Getenv("WCET_SEARCH_DEBUG") != "" }
