package rules

import (
	"github.com/flinklint/flinklint/deploy"
	"github.com/flinklint/flinklint/flink"
	"github.com/flinklint/flinklint/model"
)

// parseFlinkBool parses a boolean as Flink's configuration does.
func parseFlinkBool(s string) (value, ok bool) {
	v, err := flink.ParseBoolean(s)
	return v, err == nil
}

// depFlinkVersion is the deployment's Flink version ("1.19"), from the
// normalised fact or the runtime as written (FLINK-1_19, v1_20).
func depFlinkVersion(d *model.Deployment) (string, bool) {
	for _, f := range []deploy.Fact[string]{d.FlinkVersion, d.Runtime} {
		if f.Hole || f.Value == "" {
			continue
		}
		if v, ok := flink.ParseVersion(f.Value); ok {
			return v.String(), true
		}
	}
	return "", false
}

// affectedByFLINK31689: every release from 1.12 (auto-compaction's first)
// on; no release has the fix.
// TODO: read the affected range from the flink package's known-bug data once it lands.
func affectedByFLINK31689(s string) bool {
	v, ok := flink.ParseVersion(s)
	return !ok || v.AtLeast(flink.V(1, 12))
}
