package flink

import "testing"

// Facts of Flink 2.0's configuration, as its option classes and release
// notes state them; each case names its source.
func TestConfigKeyChangeIn(t *testing.T) {
	for _, tt := range []struct {
		key       string
		target    Version
		ok, gone  bool
		successor string
	}{
		// release-notes/flink-2.0.md, List of removed configuration options;
		// CheckpointingOptions.java at release-1.20.4 declares it, no class at release-2.0.2-rc4.
		{"state.backend.async", V(2, 0), true, true, ""},
		// The release notes list web.port (its ConfigOption constant), yet an
		// option of release-2.0.2-rc4 still reads the key as a deprecated
		// key, of another type: no successor.
		{"web.port", V(2, 0), true, false, ""},
		// CheckpointingOptions.java at release-1.20.4: a deprecated key of
		// execution.checkpointing.dir; the same at release-2.1.2-rc1.
		{"state.checkpoints.dir", V(2, 1), true, false, "execution.checkpointing.dir"},
		// ExecutionConfigOptions.java: table.exec.topn-cache-size deprecated
		// for table.exec.rank.topn-cache-size at release-1.20.4, gone at 2.0
		// (release notes: removed).
		{"table.exec.topn-cache-size", V(2, 0), true, true, "table.exec.rank.topn-cache-size"},
		// Read alike by 1.20 and 2.x.
		{"parallelism.default", V(2, 1), false, false, ""},
		// Not read by 1.20's classes: unknown history.
		{"no.such.key", V(2, 1), false, false, ""},
		// A line not read.
		{"state.backend.async", V(2, 9), false, false, ""},
		{"state.backend.async", V(1, 20), false, false, ""},
	} {
		c, ok := ConfigKeyChangeIn(tt.key, tt.target)
		if ok != tt.ok || c.Gone != tt.gone || c.Successor != tt.successor {
			t.Errorf("%s on %s: %+v %v, want ok=%v gone=%v successor=%q", tt.key, tt.target, c, ok, tt.ok, tt.gone, tt.successor)
		}
	}
}
