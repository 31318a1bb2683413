package unroll

import (
	"math/big"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/internal/harness"
	"wcet/lowlevel"
	"wcet/ts"
)

func loadFor(t testing.TB, f string, spec *harness.Spec, cost string, cflags ...string) *ts.Program {
	t.Helper()
	p, err := frontend.Load(f, frontend.Options{Entry: spec.Entry, CFlags: cflags})
	if err != nil {
		t.Fatal(err)
	}
	m, _ := lowlevel.Load(cost)
	n := int64(7)
	if err := lowlevel.Apply(p, m, lowlevel.Options{ExternCost: &n}); err != nil {
		t.Fatal(err)
	}
	return p
}

// enumNotYet are the testdata programs --method enum does not finish yet,
// with the reason; every other program must give its WANT.
var enumNotYet = map[string]string{
	"table_lookup":  "a load at one of 128 indices of a constant table is any int under enum's exact semantics, so the loops it bounds are not bounded (ss reads the table's range, absint.go)",
	"bubblesort":    "2^300 paths at N=25: beyond enumeration (its CHECK sizes are the reference)",
	"insertsort":    "2^300 paths at N=25: beyond enumeration",
	"non_deter":     "2^625 paths at N=25: beyond enumeration",
	"ns":            "more than 200000 states: 101 keys times the 4-D search",
	"extern_call":   "slow (128k states, 35 s): every external result is an unbounded input",
	"bubblesort100": "2^4950 choice sequences at N=100: beyond enumeration (its CHECK sizes are the reference)",
	"conflict":      "3^100 paths at N=100: beyond enumeration (CHECK sizes N=4..8)",
	"sparse_array":  "2^100 paths at N=100: beyond enumeration (CHECK sizes N=8..12)",
	"watermark":     "2^100 paths at N=100: beyond enumeration (CHECK sizes N=4, 8)",
	"insertsort100": "about 2^4950 choice sequences at N=100: beyond enumeration (CHECK sizes N=4..6)",
	"crc":           "256^16 messages at N=16, and 112 s already at N=1 (see enumChecksNotYet)",
	"fir_assert":    "2^32 paths at NS=32: beyond enumeration (CHECK sizes NS=6, 8)",
	"matmult100":    "2^1600 paths at N=40: beyond enumeration (CHECK sizes N=2, 3)",
	"fft64":         "25 s with the assertion, 20 s without (1147 and 1403, 47960 states: 64 paths of the 64-point FFT; CHECK sizes N=4, 8)",
}

// TestEnumTestdata runs --method enum on the testdata programs and checks
// DESIGN's WANT/APPROX rule: equal to WANT, or at least WANT where APPROX
// names enum.
func TestEnumTestdata(t *testing.T) {
	checkWants(t, wantRule{method: "enum", onlyEnv: "ENUM_ONLY", notYet: enumNotYet, run: Enum, timeout: 180 * time.Second, replay: true,
		compare: func(*harness.Spec, harness.Want) bool { return true }})
}

func bigInt(v int64) *big.Int { return big.NewInt(v) }

// enumChecksNotYet are the testdata programs whose CHECK lines
// --method enum does not finish yet (the oracle still checks them), with
// the reason.
var enumChecksNotYet = map[string]string{
	"crc": "112 s, 10212 states at N=1: bit-level branches (crc & 0x8000 after shifts and xors) decided state by state",
}

// TestEnumChecks runs --method enum at the small sizes of the CHECK lines
// (hand derivations verified by exhaustive concrete enumeration), which is
// where the programs too large for enumeration at their default size are
// compared.
func TestEnumChecks(t *testing.T) {
	files, _ := filepath.Glob("../testdata/*.c")
	sort.Strings(files)
	for _, f := range files {
		if why, skip := enumChecksNotYet[strings.TrimSuffix(filepath.Base(f), ".c")]; skip {
			t.Logf("%s: not yet: %s", filepath.Base(f), why)
			continue
		}
		spec, err := harness.ParseSpec(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range spec.Checks {
			if c.Cost != "none" {
				continue
			}
			p := loadFor(t, f, spec, c.Cost, c.CFlags...)
			res, err := Enum(p, analysis.Config{Entry: spec.Entry, Resource: c.Resource, Assume: spec.Assume(), IgnoreAssertions: c.Assertions == "ignored", MaxStates: 200000, Timeout: 60 * time.Second})
			if err != nil {
				t.Errorf("%s line %d: %v", filepath.Base(f), c.Line, err)
				continue
			}
			t.Logf("%-16s %v want %d got %s states %d", filepath.Base(f), c.CFlags, c.Bound, res.Bound, res.States)
			if res.Bound.Cmp(bigInt(c.Bound)) != 0 && !(res.Bound.Cmp(bigInt(c.Bound)) > 0 && spec.Approximate("enum")) {
				t.Errorf("%s line %d: enum bound %s at %v, want %d", filepath.Base(f), c.Line, res.Bound, c.CFlags, c.Bound)
			}
		}
	}
}
