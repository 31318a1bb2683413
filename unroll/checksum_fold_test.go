package unroll

import (
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
)

// TestFoldExact: the ones' complement checksum's fold loop
// `while (s >> 16) s = (s & 0xFFFF) + (s >> 16)` after a sum of at most 8
// 16-bit words (testdata/review/ones_csum.c, testdata/review/min/fold_clamp.c).
//
// By hand: the sum s is at most 8·65535 = 0x7FFF8. The first fold leaves
// (s & 0xFFFF) + (s >> 16) <= 65535 + 7 = 65542; a second fold happens
// when that is >= 65536 and leaves 1..7, so the loop runs at most twice,
// and twice for the sum 0x6FFFF = 7·65535 + 6 (65535 + 6 = 65541, then
// 5 + 1 = 6). Every other cost depends only on n (the clamp taken for
// n > 8, and n <= 8 iterations of each loop), so the worst run is n >= 9
// (clamped to 8) with the words 65535*7, 6. The oracle, `wcet run --cost
// insn --nondet 9,65535*7,6`: 215 (fold_clamp.c) and 220 (ones_csum.c);
// the words 65535*8 (one fold) give 207 and 212.
//
// SS used to take a third fold: the header state after the second was
// the rational shadow of its image under the iteration's transformer,
// 1..65536 instead of 1..7 (poly.State.DropDivs), and the witness search
// for the 3-fold path (no run takes it) spent the whole budget. SS must
// give the oracle's figure, with a witness that replays to it.
func TestFoldExact(t *testing.T) {
	for _, c := range []struct {
		file string
		want int64
	}{
		{"../testdata/review/min/fold_clamp.c", 215},
		{"../testdata/review/ones_csum.c", 220},
	} {
		p := loadFor(t, c.file, &harness.Spec{Entry: "main"}, "insn")
		res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 30 * time.Second})
		if err != nil {
			t.Errorf("%s: %v", c.file, err)
			continue
		}
		if res.Bound.Int64() < c.want {
			t.Errorf("%s: bound %s below the run of %d (unsound)", c.file, res.Bound, c.want)
			continue
		}
		if res.Bound.Int64() != c.want {
			t.Errorf("%s: bound %s, want %d", c.file, res.Bound, c.want)
		}
		exact, cost, err := analysis.Replay(p, "main", "cycles", res)
		if err != nil || !exact {
			t.Errorf("%s: the witness replays to %d (%v), want %d exactly", c.file, cost, err, c.want)
		}
	}
}
