package cli

import (
	"os"

	"wcet/analysis"
)

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
