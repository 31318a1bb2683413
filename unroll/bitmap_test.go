package unroll

import (
	"fmt"
	"math/big"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/internal/harness"
)

// TestBitmapSetup: unroll/testdata/bitmap_ready.c, the setup loop of a
// two-level ready bitmap, at NT = 8, 10 and 16 tasks. The bounds are the
// file's hand derivation (28, 30, 156; an oracle over every mask agrees
// at 8 and 10), exact: the all-ones mask replays to them. The bitmap
// cells are variables (bitmapGlobals, bitmapCells), so the two paths of
// an iteration merge at the loop's header; bitmapOp and keepBounds keep
// the bitmaps' ranges through the merges (without them grp == 15 looked
// feasible at NT = 8: 128). With the cells as constants SS explored
// 13,268 states at NT = 8 (9.6 s), timed out at NT = 10, and ran 25 s
// and 400 MB at NT = 16 before the budget stopped it (2^NT shapes); this
// version takes about 10·NT states, so the cap below fails the old one.
func TestBitmapSetup(t *testing.T) {
	f := "testdata/bitmap_ready.c"
	spec := &harness.Spec{Entry: "main"}
	for _, c := range []struct {
		nt   int
		want int64
	}{{8, 28}, {10, 30}, {16, 156}} {
		p := loadFor(t, f, spec, "none", fmt.Sprintf("-DNT=%d", c.nt))
		start := time.Now()
		res, err := SS(p, analysis.Config{Entry: "main", Resource: "cycles", MaxStates: 1000, Timeout: 60 * time.Second})
		if err != nil {
			t.Errorf("NT=%d: %v", c.nt, err)
			continue
		}
		t.Logf("NT=%d: bound %s, %d states, %v", c.nt, res.Bound, res.States, time.Since(start).Round(time.Millisecond))
		if res.Bound.Int64() != c.want {
			t.Errorf("NT=%d: bound %s, want %d", c.nt, res.Bound, c.want)
		}
		if exact, cost, err := analysis.Replay(p, "main", "cycles", res); err != nil || !exact {
			t.Errorf("NT=%d: the witness %v replays to %d (%v), want %d exactly", c.nt, res.Nondet, cost, err, c.want)
		}
	}
}

// TestBitmapForm checks bitmapOp's arithmetic (bitmapFormOf) against the
// operations themselves: for every 6-bit range lo..hi, constant c and
// operation, every x in lo..hi lies in the form's block and op(x, c) is
// the form's value at x (or within its range).
func TestBitmapForm(t *testing.T) {
	for _, op := range []string{"and", "or", "xor"} {
		for c := int64(0); c < 64; c++ {
			for lo := int64(0); lo < 64; lo++ {
				for hi := lo; hi < 64; hi++ {
					f := bitmapFormOf(op, big.NewInt(lo), big.NewInt(hi), big.NewInt(c))
					base, ones := f.base.Int64(), f.ones.Int64()
					for x := lo; x <= hi; x++ {
						if x < base || x > base+ones {
							t.Fatalf("%s %d..%d, %d: x = %d outside the block %d..%d", op, lo, hi, c, x, base, base+ones)
						}
						want := map[string]int64{"and": x & c, "or": x | c, "xor": x ^ c}[op]
						r := x - base
						ok := false
						switch f.form {
						case bitmapConst:
							ok = want == f.h.Int64()
						case bitmapPlusR:
							ok = want == f.h.Int64()+r
						case bitmapMinusR:
							ok = want == f.h.Int64()-r
						default:
							ok = want >= f.lo.Int64() && want <= f.hi.Int64()
						}
						if !ok {
							t.Fatalf("%s %d..%d, %d: x = %d gives %d, not the form %+v", op, lo, hi, c, x, want, f)
						}
					}
				}
			}
		}
	}
}
