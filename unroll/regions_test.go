package unroll

import (
	"os"
	"path/filepath"
	"testing"

	"wcet/analysis"
	"wcet/internal/harness"
	"wcet/ts"
)

// clampBlockSrc is biquad's shape (testdata/review/biquad.c) without its
// arithmetic: a block of 8 samples, each clamped to ±50 and written to
// an output block nobody reads, through a pointer parameter; main counts
// its runs in events (a scalar nobody reads). A sample above 50 costs 3, below
// -50 costs 2, else 0, so the worst run takes every sample above 50:
// 8 × 3 = 24 (by hand). The samples' clamps are independent, so SS should
// merge each iteration's three paths at the loop's H.end: their values
// only differ in out[], which no relevant value is read from.
const clampBlockSrc = `#include <wcet.h>
#include <stdint.h>
static int16_t out[8];
static unsigned events;
static int16_t table[4];
static int16_t *cursor;
static void clamp_block(int16_t *dst, int n) {
  for (int i = 0; i < n; i++) {
    int x = WCET_NONDET_RANGE(-100, 100);
    int y = x;
    if (x > 50) { y = 50; WCET_COST(3); }
    else if (x < -50) { y = -50; WCET_COST(2); }
    dst[i] = (int16_t)y;
  }
}
static void fill(int16_t *d) {
  for (int i = 0; i < 4; i++) {
    d[i] = (int16_t)WCET_NONDET_RANGE(0, 10);
  }
}
static int scan(const int16_t *s) {
  int c = 0;
  for (int i = 0; i < 4; i++) {
    if (s[i] > 10) WCET_COST(100);
    c += s[i];
  }
  return c;
}
int main(void) {
  clamp_block(out, 8);
  fill(table);
  cursor = table;
  events++;
  return scan(cursor) + (int)events;
}
`

func loadSrc(t *testing.T, name, src string) *ts.Program {
	t.Helper()
	file := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	return loadFor(t, file, &harness.Spec{Entry: "main"}, "none")
}

// TestDeadGlobals: out[] (written through a parameter, never read) is
// dead; events, read by nothing relevant either, is a scalar and stays
// (regions.go: a scalar's cell is kept); table, read by scan's
// branch through a pointer stored in a global and loaded back (where the
// stored pointers point), is not dead, and neither is cursor (a pointer
// load reads it).
func TestDeadGlobals(t *testing.T) {
	p := loadSrc(t, "clamp_block.c", clampBlockSrc)
	_, memory, dead := relevance(p)
	if !memory {
		t.Fatal("memory is irrelevant; want relevant (scan's branch reads table)")
	}
	want := map[string]bool{"out": true, "events": false, "table": false, "cursor": false}
	for _, g := range p.Globals {
		w, ok := want[g.Src]
		if !ok {
			continue
		}
		delete(want, g.Src)
		if dead.globals[g] != w {
			t.Errorf("%s: dead %v, want %v", g.Src, dead.globals[g], w)
		}
	}
	for n := range want {
		t.Errorf("no global %s", n)
	}
}

// TestDeadGlobalsMerge: the bound of clampBlockSrc is the hand-counted 24
// (scan's branch is never taken: fill's values are at most 10), exact,
// and SS merges each sample's three paths. Before regions.go out[] gave
// the three paths different shapes (out[i] the constant 50, -50, or a
// variable), no two ends of an iteration met, and the samples unrolled as
// up to 3^8 paths: more than the 20,000 states allowed here, against
// about a hundred with the dead array's stores dropped (the limit of
// 1,000 leaves room for small changes).
func TestDeadGlobalsMerge(t *testing.T) {
	p := loadSrc(t, "clamp_block.c", clampBlockSrc)
	res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles", MaxStates: 20000})
	if err != nil {
		t.Fatal(err)
	}
	exact, cost, err := analysis.Replay(p, "main", "cycles", res)
	if err != nil {
		t.Fatalf("the witness does not replay: %v", err)
	}
	if res.Bound.Int64() != 24 || !exact || cost != 24 {
		t.Errorf("bound %s, witness cost %d exact %v; want 24, exact", res.Bound, cost, exact)
	}
	if res.States > 1000 {
		t.Errorf("%d states, want at most 1000 (the iterations' paths merged)", res.States)
	}
	t.Logf("bound %s, %d states, %d reuses", res.Bound, res.States, res.Reuses)
}
