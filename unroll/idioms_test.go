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
// crc16 is left out here: SS stops on its budget there (40 s).
func TestSSIdioms(t *testing.T) {
	cases := []struct {
		file, entry string
		worst       int64 // the oracle's worst run, from the file's header
	}{
		{"spi_poll.c", "main", 2082}, // status bit never set: 4 transfers x 50 polls
		{"isqrt.c", "work", 287},     // x = 0xffffffff
		{"crc16.c", "main", 416},     // one path: every frame costs the same
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
		})
	}
}
