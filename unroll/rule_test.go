package unroll

import (
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// wantRule is how one method is held to DESIGN's WANT/APPROX rule on the
// testdata programs.
type wantRule struct {
	method  string // as APPROX names it
	onlyEnv string // environment variable restricting the programs (a glob)
	notYet  map[string]string
	// slowShort are WANT lines skipped under -short, with the reason, by
	// program ("crc") or program and assertions ("crc assertions=ignored").
	slowShort map[string]string
	compare   func(*harness.Spec, harness.Want) bool // the WANT lines checked
	run       func(*ts.Program, analysis.Config) (*analysis.Result, error)
	timeout   time.Duration
	replay    bool // the witness must replay (exactly where WANT asks)
}

// checkWants runs r.method on every testdata program but r.notYet (all of
// them matching $onlyEnv when set): sound everywhere, equal to WANT unless
// APPROX names the method.
func checkWants(t *testing.T, r wantRule) {
	pattern := "*"
	if v := os.Getenv(r.onlyEnv); v != "" {
		pattern = v
	}
	files, _ := filepath.Glob("../testdata/" + pattern + ".c")
	sort.Strings(files)
	for _, f := range files {
		base := strings.TrimSuffix(filepath.Base(f), ".c")
		if why, skip := r.notYet[base]; skip && os.Getenv(r.onlyEnv) == "" {
			t.Logf("%s: not yet: %s", base, why)
			continue
		}
		spec, err := harness.ParseSpec(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range spec.Wants {
			if w.Cost != "none" || !r.compare(spec, w) {
				continue
			}
			key := base
			if w.Assertions != "" {
				key += " assertions=" + w.Assertions
			}
			if why, slow := r.slowShort[key]; slow && testing.Short() {
				t.Logf("%s line %d: skipped under -short: %s", base, w.Line, why)
				continue
			}
			p := loadFor(t, f, spec, w.Cost)
			start := time.Now()
			res, err := r.run(p, analysis.Config{Entry: spec.Entry, Resource: w.Resource, Assume: spec.Assume(), IgnoreAssertions: w.Assertions == "ignored", MaxStates: 200000, Timeout: r.timeout})
			if err != nil {
				t.Errorf("%s line %d: %v", base, w.Line, err)
				continue
			}
			t.Logf("%-20s %-6s want %5d got %5s states %6d reuses %5d merges %4d lossy %3d %v", base, w.Resource, w.Bound, res.Bound, res.States, res.Reuses, res.Merges, res.Lossy, time.Since(start).Round(time.Millisecond))
			switch c := res.Bound.Cmp(bigInt(w.Bound)); {
			case c < 0:
				t.Errorf("%s line %d: UNSOUND: %s bound %s below the worst case %d", base, w.Line, r.method, res.Bound, w.Bound)
			case c > 0 && !spec.Approximate(r.method):
				t.Errorf("%s line %d: %s bound %s, want %d", base, w.Line, r.method, res.Bound, w.Bound)
			}
			if !r.replay {
				continue
			}
			// The witness must replay: exactly to the bound where WANT asks
			// for exactness, and never above it. A method may find none
			// (ss when following the worst trace fails): then the bound
			// cannot be claimed exact.
			if len(res.Path) == 0 {
				if w.Exact && !spec.Approximate(r.method) {
					t.Errorf("%s line %d: exact=true wanted, %s found no witness for the bound %s", base, w.Line, r.method, res.Bound)
				}
				continue
			}
			exact, cost, err := analysis.Replay(p, spec.Entry, w.Resource, res)
			switch {
			case err != nil:
				t.Errorf("%s line %d: the witness does not replay: %v", base, w.Line, err)
			case big.NewInt(cost).Cmp(res.Bound) > 0:
				t.Errorf("%s line %d: UNSOUND: the witness costs %d, above the bound %s", base, w.Line, cost, res.Bound)
			case w.Exact && !exact && !spec.Approximate(r.method):
				t.Errorf("%s line %d: exact=true wanted, the witness replays to %d for the bound %s", base, w.Line, cost, res.Bound)
			}
		}
	}
}
