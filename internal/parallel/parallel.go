// Package parallel runs independent pieces of a run's work on a bounded
// number of goroutines, with results that do not depend on how many.
package parallel

import (
	"sync"
	"sync/atomic"
)

// ForEachIndex calls do(i) for every i in [0, n) on up to workers
// goroutines; each i is done once, by one goroutine, so do may write
// out[i] of a slice made beforehand. The goroutines take the next index as
// they finish one, so that a few slow pieces do not hold up the others. A
// panic in do is raised again on the caller's goroutine once all have
// stopped, where the driver's recovery turns it into a finding; on a worker
// it would end the process.
func ForEachIndex(workers, n int, do func(i int)) {
	workers = max(1, min(workers, n))
	if workers == 1 {
		for i := range n {
			do(i)
		}
		return
	}
	var wg sync.WaitGroup
	var once sync.Once
	var panicked any
	var next atomic.Int64
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if r := recover(); r != nil {
					once.Do(func() { panicked = r })
				}
			}()
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				do(i)
			}
		}()
	}
	wg.Wait()
	if panicked != nil {
		panic(panicked)
	}
}
