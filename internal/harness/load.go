package harness

import (
	"runtime"
	"sync"
	"sync/atomic"
)

// UnderLoad runs f on one core (GOMAXPROCS 1) shared with three busy
// goroutines, which the scheduler preempts every 10 ms: a machine loaded
// four times over, for the tests that a result does not depend on the
// load (analysis.Budget: counts inside the budget, not time shares).
func UnderLoad(f func()) {
	prev := runtime.GOMAXPROCS(1)
	defer runtime.GOMAXPROCS(prev)
	var stop atomic.Bool
	var wg sync.WaitGroup
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stop.Load() {
			}
		}()
	}
	defer func() { stop.Store(true); wg.Wait() }()
	f()
}
