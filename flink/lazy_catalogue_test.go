package flink

import (
	"sync"
	"testing"
)

// TestConnectorConcurrentFirstUse checks that views built lazily on first
// use are built once: goroutines racing on a cold entry all get the same
// *ConnectorSpec (run with -race).
func TestConnectorConcurrentFirstUse(t *testing.T) {
	versions := append([]Version{{}, {1, 21}}, supportedVersions...)
	for _, id := range KnownConnectors(Version{}) {
		for _, v := range versions {
			const n = 4
			var wg sync.WaitGroup
			got := make([]*ConnectorSpec, n)
			for g := range n {
				wg.Add(1)
				go func() {
					defer wg.Done()
					got[g], _ = Connector(id, v)
				}()
			}
			wg.Wait()
			for g := 1; g < n; g++ {
				if got[g] != got[0] || got[0] == nil {
					t.Fatalf("Connector(%q, %v): goroutines got different views", id, v)
				}
			}
		}
	}
}

// BenchmarkConnectorColdStart measures what the first Connector call of a
// process costs (one identifier, one release line) against the cost of
// building the whole catalogue, which package initialisation used to pay.
func BenchmarkConnectorColdStart(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		e := &connectorEntry{build: plainViews(filesystemDef)}
		_ = e.spec(len(supportedVersions) - 1)
	}
}
