package flink

import (
	"reflect"
	"sort"
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

// TestKeysAndRequiredFollowOptions checks that Keys and Required, which
// range over the view's options without copying them, give what they gave
// when they were written over Options.
func TestKeysAndRequiredFollowOptions(t *testing.T) {
	versions := append([]Version{{}, {1, 21}}, supportedVersions...)
	for _, id := range KnownConnectors(Version{}) {
		for _, v := range versions {
			spec, _ := Connector(id, v)
			var keys []string
			var required []OptionSpec
			for _, o := range spec.Options() {
				keys = append(keys, o.Key)
				if o.Required {
					required = append(required, o)
				}
			}
			sort.Strings(keys)
			if got := spec.Keys(); !reflect.DeepEqual(got, keys) && len(got)+len(keys) > 0 {
				t.Errorf("Connector(%q, %v).Keys() = %v, want %v", id, v, got, keys)
			}
			if got := spec.Required(); !reflect.DeepEqual(got, required) {
				t.Errorf("Connector(%q, %v).Required() = %v, want %v", id, v, got, required)
			}
		}
	}
}
