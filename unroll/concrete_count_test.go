package unroll

import (
	"math/big"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"wcet/analysis"
)

// concreteBuf64K is an md5-shaped program over a 64 KB buffer: a loop
// that fills it, a loop that mixes it into a hash. By hand: WCET_COST(1)
// once per byte of the second loop, 65,536 in all; the run is 1.5M-2M
// interpreter ops (counted below), between the step counts of a 100 ms
// and a 1 s --timeout (concreteSteps: 1M and 3M).
const concreteBuf64K = `#include "wcet.h"
unsigned char buf[65536];
unsigned int h;
int main(void) {
  unsigned int i, s = 0x67452301u;
  for (i = 0; i < 65536; i++) buf[i] = (unsigned char)(i * 7u + (i >> 8));
  for (i = 0; i < 65536; i++) { s = ((s << 5) | (s >> 27)) + buf[i]; WCET_COST(1); }
  h = s;
  return 0;
}`

// TestConcreteStepCount: the one-run path's limit is a count of
// interpreter ops set by --timeout (concreteSteps), not a share of the
// clock, so the same program gets the same result on an idle and on a
// loaded machine. The run is exact at --timeout 1s with the machine
// loaded by busy goroutines (a clock share of 40 % of 1 s, the limit
// this replaced, runs out first: 0.4 s for a run that takes 0.1 s idle
// and several times that with the cores taken); at --timeout 100ms it
// stops on the count (1M ops), not on the clock, whose budget is an hour.
func TestConcreteStepCount(t *testing.T) {
	if got := concreteSteps(10 * time.Second); got != 30_000_000 {
		t.Errorf("concreteSteps(10s) = %d, want 30M", got)
	}
	if got := concreteSteps(time.Hour); got != concreteFastSteps {
		t.Errorf("concreteSteps(1h) = %d, want the cap %d", got, concreteFastSteps)
	}
	p := loadConcreteSource(t, t.TempDir(), concreteBuf64K, "none", nil)
	hour := analysis.NewBudget(time.Hour)

	// Load the machine: more busy goroutines than cores.
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for range 4 * runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; ; n++ {
				select {
				case <-stop:
					return
				default:
				}
			}
		}()
	}
	began := time.Now()
	res, why, err := concreteSS(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: time.Second, Budget: hour})
	took := time.Since(began)
	close(stop)
	wg.Wait()
	if err != nil || res == nil {
		t.Fatalf("loaded, --timeout 1s: no result (%v, %q, %v)", err, why, took)
	}
	if res.Bound.Cmp(big.NewInt(65536)) != 0 {
		t.Errorf("bound %s, want 65536", res.Bound)
	}
	t.Logf("loaded run: %v", took)

	res, why, err = concreteSS(p, analysis.Config{Entry: "main", Resource: "cycles", Timeout: 100 * time.Millisecond, Budget: hour})
	if err != nil || res != nil || !strings.Contains(why, "more than 1000000 ops") {
		t.Errorf("--timeout 100ms: %v, %q, %v; want a stop on the count of 1M ops", res, why, err)
	}
}
