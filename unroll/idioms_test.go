package unroll

import (
	"path/filepath"
	"testing"
	"time"

	"wcet/analysis"
	"wcet/frontend"
	"wcet/lowlevel"
)

// TestSSIdioms analyzes the small embedded idioms of testdata/idioms
// (issue 17) under SS, cost insn. Each bound must be at least the
// oracle's worst run (`wcet run` at the file's WORST input, the figure
// written in its header) and equal to it where the witness replays.
// movavg.c (exact, 23 s CPU) and debounce.c (SS stops on its budget)
// are left out: too slow for the table.
func TestSSIdioms(t *testing.T) {
	cases := []struct {
		file, entry string
		worst       int64 // the oracle's worst run, from the file's header
	}{
		{"spi_poll.c", "main", 2082},  // status bit never set: 4 transfers x 50 polls
		{"isqrt.c", "work", 287},      // x = 0xffffffff
		{"crc16.c", "main", 416},      // one path: every frame costs the same
		{"crc32.c", "main", 168},      // byte-wise table CRC-32: one path
		{"uart_ring.c", "main", 812},  // n = 20: 15 puts, 5 dropped, 15 gets
		{"q15_mac.c", "main", 295},    // every product negative: taps 3..7 saturate low
		{"cmd_parser.c", "main", 419}, // 'T': reset, then checksum
		{"pid.c", "main", 225},        // 213 + 4 steps x 3: one output clamp per step
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			p, err := frontend.Load(filepath.Join("..", "testdata", "idioms", c.file), frontend.Options{})
			if err != nil {
				t.Fatal(err)
			}
			m, _ := lowlevel.Load("insn")
			if err := lowlevel.Apply(p, m, lowlevel.Options{}); err != nil {
				t.Fatal(err)
			}
			res, err := SS(p, analysis.Config{Entry: c.entry, Resource: "cycles", Timeout: 2 * time.Minute})
			if err != nil {
				t.Fatal(err)
			}
			if res.Bound == nil || res.Bound.Int64() < c.worst {
				t.Fatalf("bound %v below the oracle's worst run %d (unsound)", res.Bound, c.worst)
			}
			if res.Bound.Int64() != c.worst {
				t.Errorf("bound %v, the oracle's worst run is %d", res.Bound, c.worst)
			}
			// SS does not set res.Exact (the driver's self-check does):
			// replay the witness here.
			if exact, cost, err := analysis.Replay(p, c.entry, "cycles", res); err != nil || !exact {
				t.Errorf("bound %v equals the oracle's worst run but the witness does not replay to it (cost %d, %v)", res.Bound, cost, err)
			}
		})
	}
}
