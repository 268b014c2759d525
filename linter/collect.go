package linter

import (
	"runtime"
	"runtime/debug"
	"runtime/metrics"
)

// CollectAbove is the heap, in bytes of objects live or not yet collected,
// above which CollectLarge collects: a smaller heap (a pre-commit run) costs
// less to keep than to collect.
const CollectAbove = 32 << 20

// CollectLarge has the collector run now, when the heap holds more than
// CollectAbove bytes of objects, and reports whether it did. It is for the
// points of a run where most of a large heap has just become garbage: the
// next phase then grows the heap from what is live rather than on top of
// the garbage (on 2,000 jobs the peak RSS fell by about a sixth for about
// 2% more CPU; bench/README.md, issue 31).
func CollectLarge() bool {
	heap := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	metrics.Read(heap)
	if heap[0].Value.Kind() != metrics.KindUint64 || heap[0].Value.Uint64() <= CollectAbove {
		return false
	}
	runtime.GC()
	return true
}

// LargeRunFiles is the number of files above which a run is paced by
// Options.LargeRunGCPercent.
const LargeRunFiles = 1000

// paceLargeRun sets the collector's pace to percent for a run of files
// candidates when it is large, and returns what restores the pace before.
// A large run keeps tens of megabytes of trees and facts live from the
// parse to its end, and at a loose pace the heap grows to 2.5 times that
// before each collection; a tighter pace lowers the peak for a little CPU
// (bench/README.md, issue 31), while a small run (pre-commit) keeps the
// pace at which it never collects.
func paceLargeRun(files, percent int) (restore func()) {
	if percent <= 0 || files <= LargeRunFiles {
		return func() {}
	}
	before := debug.SetGCPercent(percent)
	return func() { debug.SetGCPercent(before) }
}

// collectLarge is CollectLarge when the run collects between phases.
func (in *input) collectLarge() {
	if in.collect {
		CollectLarge()
	}
}
