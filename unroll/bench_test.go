package unroll

import (
	"testing"

	"wcet/analysis"
	"wcet/internal/harness"
)

// BenchmarkEnum measures --method enum's speed in states per second on
// testdata programs of different shapes (go test -bench Enum ./unroll).
func BenchmarkEnum(b *testing.B) {
	for _, name := range []string{"fir", "tcas", "two_shapes", "j_complex", "expint"} {
		b.Run(name, func(b *testing.B) {
			f := "../testdata/" + name + ".c"
			spec, err := harness.ParseSpec(f)
			if err != nil {
				b.Fatal(err)
			}
			p := loadFor(b, f, spec, "none")
			var states int64
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				res, err := Enum(p, analysis.Config{Entry: spec.Entry, Resource: "cycles", Assume: spec.Assume()})
				if err != nil {
					b.Fatal(err)
				}
				states += res.States
			}
			b.ReportMetric(float64(states)/b.Elapsed().Seconds(), "states/s")
		})
	}
}
