// Package scaling checks, in tests, that the cost of a piece of work grows
// linearly with its input: it times the work at a size n and at 4n and
// fails when the second costs clearly more than four times the first.
//
// The clock is the process's CPU time (user and system), not the wall
// clock, so that other processes on a loaded machine do not count; each
// size is timed a few times and the cheapest run kept. A linear cost grows
// about 4 times from n to 4n, a quadratic one 16 times; the bar (MaxRatio) sits
// between them with room for the collector's noise.
package scaling

import (
	"fmt"
	"time"
)

// MaxRatio is the growth from n to 4n above which a cost is superlinear:
// between linear (4, n log n about 4.6) and quadratic (16; less where a
// linear part weighs at n).
const MaxRatio = 8.0

// runs is how many times each size is timed; the cheapest run counts.
const runs = 3

// minCost is the least cost the size n must have for its time to be read
// reliably; a smaller one is doubled until it gets there.
const minCost = 40 * time.Millisecond

// TB is the part of testing.TB the checks use.
type TB interface {
	Helper()
	Fatalf(format string, args ...any)
	Logf(format string, args ...any)
}

// Cost is the CPU time of the cheapest of runs calls of work.
func Cost(work func()) time.Duration {
	best := time.Duration(-1)
	for range runs {
		start := cpuTime()
		work()
		if d := cpuTime() - start; best < 0 || d < best {
			best = d
		}
	}
	return best
}

// Growth times work(n) and work(4n) and returns their costs; n is doubled
// first while work(n) costs less than minCost (at most 6 times).
func Growth(n int, work func(n int)) (small, large time.Duration, size int) {
	small = Cost(func() { work(n) })
	for i := 0; i < 6 && small < minCost; i++ {
		n *= 2
		small = Cost(func() { work(n) })
	}
	large = Cost(func() { work(4 * n) })
	return small, large, n
}

// attempts is how many times Linear measures the growth before it judges
// the work superlinear. A linear cost measured on a loaded machine (the
// tests of other packages run beside it, the collector paces itself to the
// heap) has been seen just above MaxRatio once; a quadratic one is above it
// every time.
const attempts = 3

// Linear fails t when work's cost grows clearly faster than its input
// from n to 4n (Growth, MaxRatio) in each of attempts measurements. name
// says what is timed.
func Linear(t TB, name string, n int, work func(n int)) {
	t.Helper()
	var small, large time.Duration
	var size int
	var r float64
	for range attempts {
		small, large, size = Growth(n, work)
		r = Ratio(small, large)
		t.Logf("%s: %v at n=%d, %v at 4n: x%.1f", name, small, size, large, r)
		if r <= MaxRatio {
			return
		}
	}
	t.Fatalf("%s costs %v at n=%d and %v at 4n: x%.1f, more than x%.0f in %d measurements (superlinear)", name, small, size, large, r, MaxRatio, attempts)
}

// Ratio is large/small, with a floor of a millisecond under small.
func Ratio(small, large time.Duration) float64 {
	return float64(large) / float64(max(small, time.Millisecond))
}

// String formats a duration in milliseconds, for tables.
func String(d time.Duration) string {
	return fmt.Sprintf("%.0f ms", float64(d)/float64(time.Millisecond))
}
