package linter

import (
	"runtime"
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

// collectLarge is CollectLarge when the run collects between phases.
func (in *input) collectLarge() {
	if in.collect {
		CollectLarge()
	}
}
